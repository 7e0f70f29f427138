// Command ludex-parse parses a file with the grammars' parsers.
//
//	ludex-parse [--all] FORMAT FILE
//	ludex-parse --dump FORMAT FILE...
//
// It prints the first syntax error as "LINE:COLUMN message" and exits 1, exits 0 when
// there is none, and exits 2 when it cannot run (a wrong format, a file it cannot read);
// FILE - reads standard input. --all prints every syntax error, one a line. --dump prints,
// for each file, its records, their trees and all their errors in the form the bindings
// compare across languages.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	grammars "ludex.org/grammars"
)

// shown doubles backslashes and writes control characters as \uXXXX: nothing from a
// file reaches the terminal raw.
func shown(text string) string {
	var b strings.Builder
	for _, r := range text {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r < 0x20 || (r >= 0x7f && r <= 0x9f):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	usage := "usage: ludex-parse [--all] FORMAT FILE | ludex-parse --dump FORMAT FILE...   (FORMAT: " +
		strings.Join(grammars.Formats(), ", ") + "; FILE: a path, or - for standard input)"
	all, dump := false, false
	var rest []string
	for _, a := range args {
		switch a {
		case "--all":
			all = true
		case "--dump":
			dump = true
		case "--help", "-h":
			fmt.Println(usage)
			return 0
		default:
			rest = append(rest, a)
		}
	}
	if len(rest) < 2 || (len(rest) > 2 && !dump) {
		fmt.Fprintln(os.Stderr, usage)
		return 2
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	format := rest[0]
	status := 0
	for _, path := range rest[1:] {
		var data []byte
		var err error
		if path == "-" {
			data, err = io.ReadAll(os.Stdin)
		} else {
			data, err = os.ReadFile(path)
		}
		if err != nil {
			out.Flush()
			fmt.Fprintf(os.Stderr, "ludex-parse: cannot read %s: %v\n", shown(path), err)
			return 2
		}
		result, err := grammars.Parse(format, grammars.Decode(format, data))
		if err != nil {
			fmt.Fprintf(os.Stderr, "ludex-parse: %s\n%s\n", shown(err.Error()), usage)
			return 2
		}
		if dump {
			fmt.Fprintf(out, "file %s\n", shown(path))
			for _, r := range result.Records {
				fmt.Fprintf(out, "record %d:%d\ntree %s\n", r.Line, r.Column, shown(r.Lisp()))
				for _, e := range r.Errors {
					fmt.Fprintf(out, "error %d:%d %s [%s]\n", e.Line, e.Column, shown(e.Offending), strings.Join(e.Expected, " "))
				}
			}
		} else {
			for i, e := range result.Errors {
				if i > 0 && !all {
					break
				}
				fmt.Fprintf(out, "%d:%d %s\n", e.Line, e.Column, shown(e.Message))
			}
		}
		if !result.OK() {
			status = 1
		}
	}
	return status
}
