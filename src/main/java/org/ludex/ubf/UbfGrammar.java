package org.ludex.ubf;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.WritableToken;
import org.ludex.parse.GrammarSpec;
import org.ludex.ubf.grammar.UbfLexer;
import org.ludex.ubf.grammar.UbfParser;

/** The generated UBF grammar, bound for the parse driver; the names its messages give its tokens are in the names.tsv beside its lexer. */
final class UbfGrammar {
    /** A 10x10 board is about 700 characters; far larger input is not parsed. */
    static final int MAX_LENGTH = 1 << 20;

    static final GrammarSpec<UbfParser, UbfParser.UbfBoardContext> SPEC = GrammarSpec.of("ubf", "a UBF board",
            UbfLexer::new, UbfParser::new, UbfParser::ubfBoard, MAX_LENGTH);

    /**
     * The same grammar with every quoted cell taken as a cell, whatever it holds: the
     * shape of the board (brackets, commas, quotes) as the grammar states it, apart from
     * what is in the cells, which the reader and the validator check one by one and
     * report at the cell with its (row, col). The reader uses it only once the grammar
     * itself has found an error.
     */
    static final GrammarSpec<UbfParser, UbfParser.UbfBoardContext> ANY_CELL = SPEC.withLexer(UbfGrammar::anyCellLexer);

    /** The generated lexer, with a malformed cell made a tile's token. */
    static Lexer anyCellLexer(CharStream input) {
        return new UbfLexer(input) {
            @Override
            public Token nextToken() {
                Token token = super.nextToken();
                if (token.getType() == MALFORMED_CELL && token instanceof WritableToken writable) {
                    writable.setType(TILE);
                }
                return token;
            }
        };
    }

    private UbfGrammar() {}
}
