#include "ludex/grammars.h"

#include <algorithm>
#include <cctype>
#include <exception>
#include <functional>
#include <map>
#include <stdexcept>

#include "antlr4-runtime.h"
// the generated lexers and parsers of every format: formats.inc is written from the registry (bindings/tables)
#define LUDEX_FORMAT_HEADERS
#include "formats.inc"
#undef LUDEX_FORMAT_HEADERS

namespace ludex::grammars {
namespace {

// ---- UTF-8 ----------------------------------------------------------------------------

/// How many bytes at the start of s (which do not start a well-formed character) make
/// one maximal ill-formed subpart, as the Unicode standard recommends replacing them.
std::size_t illFormedLength(std::string_view s) {
    auto lead = static_cast<unsigned char>(s[0]);
    int need;
    unsigned char lo = 0x80, hi = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        need = 1;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        need = 2;
        if (lead == 0xE0) lo = 0xA0;
        else if (lead == 0xED) hi = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        need = 3;
        if (lead == 0xF0) lo = 0x90;
        else if (lead == 0xF4) hi = 0x8F;
    } else {
        return 1;
    }
    std::size_t n = 1;
    for (int k = 0; k < need && n < s.size(); k++) {
        auto c = static_cast<unsigned char>(s[n]);
        if (k == 0 ? (c < lo || c > hi) : (c < 0x80 || c > 0xBF)) break;
        n++;
    }
    return n;
}

/// Decodes UTF-8 into code points; false in *valid when some bytes were not UTF-8 (each
/// maximal ill-formed subpart is then one U+FFFD).
std::u32string utf32(std::string_view s, bool* valid = nullptr) {
    std::u32string out;
    out.reserve(s.size());
    bool ok = true;
    for (std::size_t i = 0; i < s.size();) {
        auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            out.push_back(b);
            i++;
            continue;
        }
        std::size_t bad = illFormedLength(s.substr(i));
        int need = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : 1;
        if (bad == static_cast<std::size_t>(need) + 1) {  // the whole sequence is well formed
            char32_t c = b & (need == 1 ? 0x1F : need == 2 ? 0x0F : 0x07);
            for (int k = 1; k <= need; k++) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
            out.push_back(c);
            i += bad;
        } else {
            out.push_back(0xFFFD);
            ok = false;
            i += bad;
        }
    }
    if (valid) *valid = ok;
    return out;
}

std::string utf8(std::u32string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char32_t c : s) {
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
        } else if (c < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (c >> 12)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (c >> 18)));
            out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
    return out;
}

// ---- parsing --------------------------------------------------------------------------

/// What a tree belongs to: kept alive by every copy of its record.
struct Parsing {
    std::unique_ptr<antlr4::ANTLRInputStream> input;
    std::unique_ptr<antlr4::Lexer> lexer;
    std::unique_ptr<antlr4::CommonTokenStream> tokens;
    std::unique_ptr<antlr4::Parser> parser;
};

using Where = std::function<std::pair<std::size_t, std::size_t>(std::size_t)>;

class Collector : public antlr4::BaseErrorListener {
public:
    explicit Collector(Where where) : where_(std::move(where)) {}

    void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offendingSymbol, std::size_t, std::size_t,
                     const std::string& msg, std::exception_ptr) override {
        ParseError error;
        std::size_t start = 0;
        if (offendingSymbol != nullptr) {
            start = offendingSymbol->getStartIndex();
            if (offendingSymbol->getType() != antlr4::Token::EOF) error.offending = offendingSymbol->getText();
            if (auto* parser = dynamic_cast<antlr4::Parser*>(recognizer)) error.expected = expectedNames(parser);
        } else if (auto* lexer = dynamic_cast<antlr4::Lexer*>(recognizer)) {
            // the lexer: the characters from the token's start to the one it could not take
            start = lexer->tokenStartCharIndex;
            error.offending = lexer->getInputStream()->getText(antlr4::misc::Interval(start, lexer->getInputStream()->index()));
        }
        auto [line, column] = where_(start);
        error.line = line;
        error.column = column;
        error.message = msg;
        errors.push_back(std::move(error));
    }

    std::vector<ParseError> errors;

private:
    static std::vector<std::string> expectedNames(antlr4::Parser* parser) {
        std::vector<std::string> names;
        try {
            const antlr4::dfa::Vocabulary& vocabulary = parser->getVocabulary();
            for (ssize_t t : parser->getExpectedTokens().toList()) {
                if (t == -1) {
                    names.emplace_back("EOF");
                    continue;
                }
                std::string name = vocabulary.getLiteralName(static_cast<std::size_t>(t));
                if (name.empty()) name = vocabulary.getSymbolicName(static_cast<std::size_t>(t));
                names.push_back(name.empty() ? std::to_string(t) : name);
            }
        } catch (const std::exception&) {  // the expected set is a courtesy: never let it lose the error
            names.clear();
        }
        return names;
    }

    Where where_;
};

struct Grammar {
    bool perLine;
    /// The pragma that names a file's encoding on its first line; empty for a format that is UTF-8 alone.
    std::string pragma;
    /// Whether text pasted around the records of a file is no record (grammars/README.md).
    bool pastedText;
    /// Makes the lexer and parser of one record with the collector listening, and runs the entry rule.
    std::function<antlr4::ParserRuleContext*(Parsing&, antlr4::ANTLRErrorListener&)> run;
};

template <typename L, typename P, typename Entry>
Grammar grammar(bool perLine, std::string pragma, bool pastedText, Entry entry) {
    return Grammar{perLine, std::move(pragma), pastedText, [entry](Parsing& p, antlr4::ANTLRErrorListener& listener) -> antlr4::ParserRuleContext* {
                       p.lexer = std::make_unique<L>(p.input.get());
                       p.lexer->removeErrorListeners();
                       p.lexer->addErrorListener(&listener);
                       p.tokens = std::make_unique<antlr4::CommonTokenStream>(p.lexer.get());
                       auto parser = std::make_unique<P>(p.tokens.get());
                       parser->removeErrorListeners();
                       parser->addErrorListener(&listener);
                       P* typed = parser.get();
                       p.parser = std::move(parser);
                       return entry(*typed);
                   }};
}

const std::map<std::string, Grammar, std::less<>>& grammarsByFormat() {
#define LUDEX_FORMAT(name, space, Lexer, Parser, entry, perLine, pragma, pastedText) \
    {name, grammar<space::Lexer, space::Parser>(perLine, pragma, pastedText, [](space::Parser& p) { return p.entry(); })},
    static const std::map<std::string, Grammar, std::less<>> table{
#include "formats.inc"
    };
#undef LUDEX_FORMAT
    return table;
}

struct Piece {
    std::size_t line, column;
    std::u32string text;
};

/// Each non-blank line less the spaces and tabs around it (and a byte order mark before
/// it, where files were joined); lines end at LF, CR LF or CR.
std::vector<Piece> linePieces(const std::u32string& text) {
    std::vector<Piece> found;
    std::size_t i = 0, n = text.size(), line = 1;
    while (true) {
        std::size_t j = i;
        while (j < n && text[j] != U'\n' && text[j] != U'\r') j++;
        std::size_t from = i, to = j;
        while (from < to && (text[from] == U' ' || text[from] == U'\t' || text[from] == 0xFEFF)) from++;
        while (to > from && (text[to - 1] == U' ' || text[to - 1] == U'\t')) to--;
        if (from < to) found.push_back(Piece{line, from - i + 1, text.substr(from, to - from)});
        if (j >= n) break;
        i = (text[j] == U'\r' && j + 1 < n && text[j + 1] == U'\n') ? j + 2 : j + 1;
        line++;
    }
    return found;
}

// An XGID file's lines that are text pasted around its XGIDs (grammars/README.md, "How a
// file is cut into records"): the run of text lines that waits for an XGID at most.
constexpr std::size_t textRunLimit = 1000;

// White space as the rule counts it.
bool white(char32_t c) {
    return (c >= U'\t' && c <= U'\r') || (c >= 0x1C && c <= U' ') || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
           c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

// Whether a line (less the blanks around it) is read as an XGID rather than as text: it
// starts with XGID in any case, holds five colons or more, or holds no white space and a
// colon or only a position's characters, 20 or more.
bool couldBeXgid(const std::u32string& record) {
    if (record.size() >= 4 && (record[0] | 0x20) == U'x' && (record[1] | 0x20) == U'g' && (record[2] | 0x20) == U'i' &&
        (record[3] | 0x20) == U'd')
        return true;
    std::size_t colons = 0;
    bool spaced = false, position = true;
    for (char32_t c : record) {
        colons += c == U':' ? 1 : 0;
        spaced = spaced || white(c);
        position = position && (c == U'-' || (c >= U'A' && c <= U'P') || (c >= U'a' && c <= U'p'));
    }
    return colons >= 5 || (!spaced && (colons > 0 || (position && record.size() >= 20)));
}

// The records of an XGID file less the runs of text next to an XGID (blank lines aside),
// which are text pasted around it; a run of text next to no XGID is read as records, one a
// line, as is each 1,000 lines of text before the first XGID.
std::vector<Piece> withoutPastedText(std::vector<Piece> records) {
    std::vector<Piece> kept, run;
    bool before = false;
    for (Piece& piece : records) {
        if (!couldBeXgid(piece.text)) {
            run.push_back(std::move(piece));
            if (run.size() >= textRunLimit && !before) {
                for (Piece& text : run) kept.push_back(std::move(text));
                run.clear();
            }
            continue;
        }
        run.clear();  // text next to this XGID: pasted around it
        kept.push_back(std::move(piece));
        before = true;
    }
    if (!before)
        for (Piece& text : run) kept.push_back(std::move(text));
    return kept;
}

}  // namespace

std::string Record::lisp() const {
    auto* parsing = static_cast<Parsing*>(keep.get());
    return tree == nullptr || parsing == nullptr ? std::string() : tree->toStringTree(parsing->parser.get());
}

const std::vector<std::string>& formats() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all;
        for (const auto& entry : grammarsByFormat()) all.push_back(entry.first);  // a map: sorted
        return all;
    }();
    return names;
}

Result parse(std::string_view format, std::string_view text) {
    auto found = grammarsByFormat().find(format);
    if (found == grammarsByFormat().end()) {
        std::string known;
        for (const auto& name : formats()) known += (known.empty() ? "" : ", ") + name;
        throw std::invalid_argument("unknown format '" + std::string(format) + "': one of " + known);
    }
    const Grammar& g = found->second;
    std::u32string all = utf32(text);
    if (!all.empty() && all[0] == 0xFEFF) all.erase(0, 1);
    std::vector<Piece> pieces = g.perLine ? linePieces(all) : std::vector<Piece>{Piece{1, 1, all}};
    if (g.pastedText) pieces = withoutPastedText(std::move(pieces));
    Result result;
    for (Piece& piece : pieces) {
        Where where;
        if (g.perLine) {
            std::size_t line = piece.line, column = piece.column;
            where = [line, column](std::size_t offset) { return std::make_pair(line, column + offset); };
        } else {
            auto starts = std::make_shared<std::vector<std::size_t>>(1, 0);
            for (std::size_t i = 0; i < piece.text.size(); i++) {
                char32_t c = piece.text[i];
                if (c == U'\r' && i + 1 < piece.text.size() && piece.text[i + 1] == U'\n') i++;
                if (c == U'\n' || c == U'\r') starts->push_back(i + 1);
            }
            where = [starts](std::size_t offset) {
                std::size_t line = std::upper_bound(starts->begin(), starts->end(), offset) - starts->begin();
                return std::make_pair(line, offset - (*starts)[line - 1] + 1);
            };
        }
        auto parsing = std::make_shared<Parsing>();
        Record record;
        record.line = piece.line;
        record.column = piece.column;
        record.text = utf8(piece.text);
        parsing->input = std::make_unique<antlr4::ANTLRInputStream>(record.text);
        Collector collector(where);
        try {
            record.tree = g.run(*parsing, collector);
        } catch (const std::exception& e) {  // not for bad input, which the error strategy reports and recovers from
            collector.errors.push_back(ParseError{piece.line, piece.column, "", {}, std::string("the parser failed: ") + e.what()});
        }
        // the collector goes out of scope here; the lexer and parser live on with the tree
        if (parsing->lexer) parsing->lexer->removeErrorListeners();
        if (parsing->parser) parsing->parser->removeErrorListeners();
        record.keep = parsing;
        std::stable_sort(collector.errors.begin(), collector.errors.end(), [](const ParseError& a, const ParseError& b) {
            return a.line < b.line || (a.line == b.line && a.column < b.column);
        });
        record.errors = collector.errors;
        result.errors.insert(result.errors.end(), collector.errors.begin(), collector.errors.end());
        result.records.push_back(std::move(record));
    }
    return result;
}

std::string decode(std::string_view format, std::string_view bytes) {
    if (grammarsByFormat().find(format) == grammarsByFormat().end()) {
        throw std::invalid_argument("unknown format '" + std::string(format) + "'");
    }
    auto latin1 = [](std::string_view b) {
        std::u32string s;
        for (char c : b) s.push_back(static_cast<unsigned char>(c));
        return utf8(s);
    };
    const std::string& pragma = grammarsByFormat().find(format)->second.pragma;
    if (!pragma.empty() && bytes.substr(0, 3) != "\xEF\xBB\xBF") {
        std::size_t end = 0;
        while (end < bytes.size() && bytes[end] != '\n' && bytes[end] != '\r') end++;
        std::string first(bytes.substr(0, end));
        std::string head = first.substr(0, pragma.size());
        std::string lower = pragma;
        auto down = [](std::string& s) { std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); }); };
        down(head);
        down(lower);
        if (head == lower) {
            std::string key = first.substr(pragma.size());
            const std::string blanks = " \t\x0b\x0c\x1c\x1d\x1e\x1f";
            key.erase(0, key.find_first_not_of(blanks) == std::string::npos ? key.size() : key.find_first_not_of(blanks));
            key.erase(key.find_last_not_of(blanks) + 1);
            std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return c == '_' ? '-' : static_cast<char>(std::toupper(c)); });
            if (key == "UTF-8" || key == "UTF8") return utf8(utf32(bytes));
            if (key == "ISO-8859-1" || key == "ISO8859-1" || key == "LATIN1" || key == "LATIN-1") return latin1(bytes);
        }
        bool valid = true;
        std::u32string text = utf32(bytes, &valid);
        return valid ? utf8(text) : latin1(bytes);
    }
    return utf8(utf32(bytes));
}

}  // namespace ludex::grammars
