// ludex-parse FORMAT FILE: parses FILE as FORMAT with the grammars' parsers. Prints the
// first syntax error as "LINE:COLUMN message" and exits 1; exits 0 when there is none;
// exits 2 when it cannot run (a wrong format, a file it cannot read); FILE - reads
// standard input. --all prints every syntax error, one a line. --dump FORMAT FILE...
// prints, for each file, its records, their trees and all their errors in the form the
// bindings compare across languages.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "ludex/grammars.h"

namespace {

/// Backslashes doubled and control characters written \uXXXX (the text is UTF-8): nothing
/// from a file reaches the terminal raw.
std::string shown(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); i++) {
        auto c = static_cast<unsigned char>(text[i]);
        unsigned control = 0x100;  // none
        if (c < 0x20 || c == 0x7F) {
            control = c;
        } else if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0x9F) {
            control = static_cast<unsigned char>(text[++i]);  // U+0080..U+009F, two bytes in UTF-8
        }
        if (c == '\\') {
            out += "\\\\";
        } else if (control != 0x100) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", control);
            out += buffer;
        } else {
            out += static_cast<char>(c);  // ASCII, or a byte of a character beyond it
        }
    }
    return out;
}

std::string usage() {
    std::string names;
    for (const auto& name : ludex::grammars::formats()) names += (names.empty() ? "" : ", ") + name;
    return "usage: ludex-parse [--all] FORMAT FILE | ludex-parse --dump FORMAT FILE...   (FORMAT: " + names +
           "; FILE: a path, or - for standard input)";
}

}  // namespace

int main(int argc, char** argv) {
    bool all = false, dump = false;
    std::vector<std::string> rest;
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        if (a == "--all") all = true;
        else if (a == "--dump") dump = true;
        else if (a == "--help" || a == "-h") {
            std::cout << usage() << "\n";
            return 0;
        } else rest.push_back(a);
    }
    if (rest.size() < 2 || (rest.size() > 2 && !dump)) {
        std::cerr << usage() << "\n";
        return 2;
    }
    const std::string& format = rest[0];
    const auto& known = ludex::grammars::formats();
    if (std::find(known.begin(), known.end(), format) == known.end()) {
        std::cerr << "ludex-parse: unknown format '" << shown(format) << "'\n" << usage() << "\n";
        return 2;
    }
    int status = 0;
    for (std::size_t f = 1; f < rest.size(); f++) {
        const std::string& path = rest[f];
        std::string bytes;
        if (path == "-") {
            bytes.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        } else {
            std::ifstream in(path, std::ios::binary);
            std::ostringstream buffer;
            if (!in) {
                std::cout.flush();
                std::cerr << "ludex-parse: cannot read " << shown(path) << "\n";
                return 2;
            }
            buffer << in.rdbuf();  // an empty file sets the buffer's failbit, and is read as empty
            bytes = buffer.str();
        }
        ludex::grammars::Result result = ludex::grammars::parse(format, ludex::grammars::decode(format, bytes));
        if (dump) {
            std::cout << "file " << shown(path) << "\n";
            for (const auto& record : result.records) {
                std::cout << "record " << record.line << ":" << record.column << "\n";
                std::cout << "tree " << shown(record.lisp()) << "\n";
                for (const auto& e : record.errors) {
                    std::string expected;
                    for (const auto& name : e.expected) expected += (expected.empty() ? "" : " ") + name;
                    std::cout << "error " << e.line << ":" << e.column << " " << shown(e.offending) << " [" << expected << "]\n";
                }
            }
        } else {
            for (std::size_t i = 0; i < result.errors.size() && (all || i == 0); i++) {
                const auto& e = result.errors[i];
                std::cout << e.line << ":" << e.column << " " << shown(e.message) << "\n";
            }
        }
        if (!result.ok()) status = 1;
    }
    std::cout.flush();
    return status;
}
