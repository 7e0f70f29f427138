// ludex-grammars: the parsers of five board-game notations (XGID, CGP, the CGP rune
// draft, GCG, UBF), generated from the Ludex ANTLR 4 grammars, with one function to run
// them. parse() never throws for bad input and never prints: every syntax error is a
// value in the result. It throws std::invalid_argument only for a format it does not know.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace antlr4 {
class ParserRuleContext;
}

namespace ludex::grammars {

/// A syntax error: line and column from 1 (columns count code points), the text the
/// parser stumbled on ("" at the end of input), the tokens it expected there (ANTLR's
/// display names: 'XGID=' for a literal, NUMBER for a named token; empty for an error of
/// the lexer), and the runtime's message. Texts are UTF-8.
struct ParseError {
    std::size_t line = 0;
    std::size_t column = 0;
    std::string offending;
    std::vector<std::string> expected;
    std::string message;
};

/// One record: where it starts in the text (line and column from 1), its text, its parse
/// tree (the entry rule's context) and its syntax errors. The tree lives as long as any
/// copy of the record.
struct Record {
    std::size_t line = 0;
    std::size_t column = 0;
    std::string text;
    antlr4::ParserRuleContext* tree = nullptr;
    std::vector<ParseError> errors;

    /// The parse tree in LISP form, as ANTLR's toStringTree writes it.
    std::string lisp() const;

    /// The input, lexer, tokens and parser the tree belongs to.
    std::shared_ptr<void> keep;
};

/// The records of a text (one per non-blank line for XGID, CGP and the rune draft; one,
/// the whole text, for GCG and UBF) and every syntax error, in the order of the text.
struct Result {
    std::vector<Record> records;
    std::vector<ParseError> errors;

    /// The first record's tree; nullptr when the text holds no record.
    antlr4::ParserRuleContext* tree() const { return records.empty() ? nullptr : records.front().tree; }
    /// Whether the text parses without a syntax error.
    bool ok() const { return errors.empty(); }
};

/// The formats parse() knows, sorted: the Ludex registry's when the library was built.
const std::vector<std::string>& formats();

/// Parses UTF-8 text as the format. A byte order mark at the start is passed over; bytes
/// that are not UTF-8 read as U+FFFD.
Result parse(std::string_view format, std::string_view text);

/// The text (UTF-8) of a file's bytes. GCG: a UTF-8 byte order mark, or
/// "#character-encoding UTF-8" on the first line, means UTF-8; "#character-encoding
/// ISO-8859-1" (or latin1) means Latin-1; otherwise UTF-8 when the bytes are valid UTF-8,
/// else Latin-1. Every other format is UTF-8. Bytes that are not UTF-8 where UTF-8 is meant
/// become U+FFFD, one for each maximal ill-formed part.
std::string decode(std::string_view format, std::string_view bytes);

}  // namespace ludex::grammars
