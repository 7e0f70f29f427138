// The library as a program links it: parse() and decode() on the cases that pin their contract.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <vector>

#include "ludex/grammars.h"
#include "xgid/XgidParser.h"

namespace g = ludex::grammars;

static int failures = 0;

#define CHECK(condition)                                                                   \
    do {                                                                                   \
        if (!(condition)) {                                                                \
            std::cerr << __FILE__ << ":" << __LINE__ << ": failed: " #condition << "\n"; \
            failures++;                                                                    \
        }                                                                                  \
    } while (0)

static const std::string validXgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
static const std::string validCgp = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0";

int main() {
    for (const char* name : {"cgp", "cgp-rune", "gcg", "ubf", "xgid"}) {
        CHECK(std::find(g::formats().begin(), g::formats().end(), name) != g::formats().end());
    }
    CHECK(std::is_sorted(g::formats().begin(), g::formats().end()));

    {  // a valid XGID: a tree of the entry rule, no error
        g::Result result = g::parse("xgid", validXgid);
        CHECK(result.ok() && result.errors.empty());
        CHECK(dynamic_cast<g::xgid::XgidParser::XgidRecordContext*>(result.tree()) != nullptr);
        CHECK(result.records.size() == 1 && result.records[0].lisp().rfind("(xgidRecord XGID= (positionField ", 0) == 0);
    }
    {  // errors are values: place, offending text, expected tokens, message
        g::Result result = g::parse("gcg", "#player1 ada Ada\n>ada AEINRST\n");
        CHECK(!result.ok());
        const g::ParseError& first = result.errors.at(0);
        CHECK(first.line == 2 && first.column == 6 && first.offending == "AEINRST");
        CHECK(!first.expected.empty() && !first.message.empty());
    }
    {  // columns count code points
        // a tile outside the BMP (four bytes), then a '.' where a rack stands
        g::Result result = g::parse("cgp", "\xF0\x9D\x90\x80 .");
        CHECK(!result.errors.empty() && result.errors[0].line == 1 && result.errors[0].column == 3);
    }
    {  // records per line keep their place in the file
        g::Result result = g::parse("cgp", "\xEF\xBB\xBF" + validCgp + "\r\n\r\n\t  15/15 x  \r" + validCgp + "\n");
        CHECK(result.records.size() == 3);
        if (result.records.size() == 3) {
            CHECK(result.records[0].line == 1 && result.records[0].column == 1);
            CHECK(result.records[1].line == 3 && result.records[1].column == 4 && result.records[1].text == "15/15 x");
            CHECK(result.records[2].line == 4 && result.records[2].column == 1);
            CHECK(result.records[0].errors.empty() && result.records[2].errors.empty());
        }
        CHECK(!result.errors.empty());
        for (const auto& e : result.errors) CHECK(e.line == 3 && e.column >= 4);
    }
    {  // a whole-text format counts lines at CR LF and CR
        g::Result result = g::parse("gcg", "#player1 a A\r#player2 b B\r\n>a AEINRST\n");
        CHECK(!result.errors.empty() && result.errors[0].line == 3 && result.errors[0].column == 4);
    }
    {  // the end of input has an empty offending text
        g::Result result = g::parse("xgid", "XGID=-b----E-C---eE---c-e----B-:0:0:1");
        CHECK(!result.errors.empty() && result.errors[0].offending.empty());
    }
    {  // no record, no tree
        g::Result result = g::parse("xgid", " \n\t\r\n");
        CHECK(result.records.empty() && result.tree() == nullptr && result.ok());
    }
    // garbage never throws, and bytes that are not UTF-8 are no exception either
    for (const auto& format : g::formats()) {
        for (const std::string& text : {std::string(""), std::string("\x00\x01", 2), std::string("[[[["), std::string("::::::::"),
                                        std::string("'\""), std::string(1000, '#'), std::string("\xFF\xFE\xE2\x82"),
                                        std::string("\xF0\x9F\x98\x80\xF0\x9F\x98\x80")}) {
            try {
                for (const auto& e : g::parse(format, text).errors) CHECK(e.line >= 1 && e.column >= 1);
            } catch (const std::exception& e) {
                std::cerr << format << ": threw " << e.what() << "\n";
                failures++;
            }
        }
    }
    {  // an unknown format is the one exception
        bool threw = false;
        try {
            g::parse("chess", "");
        } catch (const std::invalid_argument& e) {
            threw = std::string(e.what()).find("unknown format 'chess'") != std::string::npos;
        }
        CHECK(threw);
    }
    {  // GCG decoding
        CHECK(g::decode("gcg", "#player1 b Bj\xC3\xB6rn\n") == "#player1 b Bj\xC3\xB6rn\n");
        CHECK(g::decode("gcg", "#player1 b Bj\xF6rn\n") == "#player1 b Bj\xC3\xB6rn\n");
        CHECK(g::decode("gcg", "#character-encoding ISO-8859-1\n#player1 b Bj\xC3\xB6rn") ==
              "#character-encoding ISO-8859-1\n#player1 b Bj\xC3\x83\xC2\xB6rn");
        CHECK(g::decode("xgid", "XGID=\xFF\xE2\x82X") == "XGID=\xEF\xBF\xBD\xEF\xBF\xBDX");
    }
    if (failures == 0) std::cout << "ludex-grammars: all checks passed\n";
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
