module ludex.org/grammars

go 1.19

require github.com/antlr/antlr4/runtime/Go/antlr/v4 v4.11.1
