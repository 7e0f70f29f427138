// Package grammars runs the parsers of the board-game notations of Ludex, generated from
// its ANTLR 4 grammars; the generated lexers, parsers and visitors are the packages under
// it, one a grammar folder, and the table of formats (formats.go) is written from the Ludex
// registry when the module is built.
//
// Parse(format, text) never panics for bad input and never prints: every syntax error
// is a value in the result.
package grammars

import (
	"fmt"
	"sort"
	"strings"

	"github.com/antlr/antlr4/runtime/Go/antlr/v4"
)

// ParseError is one syntax error: Line and Column from 1 (columns count code points),
// Offending, the text the parser stumbled on ("" at the end of input), Expected, the
// tokens it expected there (ANTLR's display names: 'XGID=' for a literal, NUMBER for a
// named token; empty for an error of the lexer), and Message, the runtime's.
type ParseError struct {
	Line      int
	Column    int
	Offending string
	Expected  []string
	Message   string
}

// Record is one record: where it starts in the text (Line, Column from 1), its Text,
// its parse Tree (the entry rule's context), its syntax Errors, and the rule names the
// tree's nodes index.
type Record struct {
	Line      int
	Column    int
	Text      string
	Tree      antlr.ParserRuleContext
	Errors    []ParseError
	RuleNames []string
}

// Lisp is the record's parse tree in LISP form, as ANTLR's toStringTree writes it.
func (r Record) Lisp() string {
	return antlr.TreesStringTree(r.Tree, r.RuleNames, nil)
}

// Result holds the records of a text (one per non-blank line for XGID, CGP and the rune
// draft; one, the whole text, for GCG and UBF) and every syntax error in the order of the text.
type Result struct {
	Records []Record
	Errors  []ParseError
}

// Tree is the first record's parse tree; nil when the text holds no record.
func (r Result) Tree() antlr.ParserRuleContext {
	if len(r.Records) == 0 {
		return nil
	}
	return r.Records[0].Tree
}

// OK says whether the text parses without a syntax error.
func (r Result) OK() bool { return len(r.Errors) == 0 }

type grammar struct {
	perLine bool
	// pragma names a file's encoding on its first line ("" for a format that is UTF-8 alone)
	pragma string
	// run parses one record with the collector listening, giving the tree and the parser
	run func(text string, c *collector) (antlr.ParserRuleContext, antlr.Parser)
}

func listen(lexer *antlr.BaseLexer, parser *antlr.BaseParser, c *collector) {
	c.lexer = lexer
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(c)
	parser.RemoveErrorListeners()
	parser.AddErrorListener(c)
}

// grammarsByFormat is in formats.go, which bindings/go/pack generates from the registry (bindings/tables).

// Formats are the names Parse knows, sorted.
func Formats() []string {
	names := make([]string, 0, len(grammarsByFormat))
	for name := range grammarsByFormat {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// collector turns the runtime's syntax errors into ParseErrors.
type collector struct {
	*antlr.DefaultErrorListener
	lexer  *antlr.BaseLexer
	where  func(offset int) (int, int)
	errors []ParseError
}

func (c *collector) SyntaxError(recognizer antlr.Recognizer, offendingSymbol interface{}, line, column int, msg string, e antlr.RecognitionException) {
	var start int
	var offending string
	expected := []string{}
	if token, ok := offendingSymbol.(antlr.Token); ok && token != nil {
		start = token.GetStart()
		if token.GetTokenType() != antlr.TokenEOF {
			offending = token.GetText()
		}
		if parser, ok := recognizer.(antlr.Parser); ok {
			expected = expectedNames(parser)
		}
	} else { // the lexer: the characters from the token's start to the one it could not take
		start = c.lexer.TokenStartCharIndex
		input := c.lexer.GetInputStream()
		offending = input.GetText(start, input.Index())
	}
	l, col := c.where(start)
	c.errors = append(c.errors, ParseError{Line: l, Column: col, Offending: offending, Expected: expected, Message: msg})
}

func expectedNames(parser antlr.Parser) (names []string) {
	names = []string{}
	defer func() {
		if recover() != nil { // the expected set is a courtesy: never let it lose the error
			names = []string{}
		}
	}()
	set := parser.GetExpectedTokens()
	if set == nil {
		return names
	}
	literal, symbolic := parser.GetLiteralNames(), parser.GetSymbolicNames()
	for _, interval := range set.GetIntervals() {
		for t := interval.Start; t < interval.Stop; t++ { // Stop is exclusive
			switch {
			case t == antlr.TokenEOF:
				names = append(names, "EOF")
			case t >= 0 && t < len(literal) && literal[t] != "":
				names = append(names, literal[t])
			case t >= 0 && t < len(symbolic) && symbolic[t] != "":
				names = append(names, symbolic[t])
			default:
				names = append(names, fmt.Sprint(t))
			}
		}
	}
	return names
}

// lines says where each line of a text starts, in code points; lines end at LF, CR LF or CR.
func lineStarts(text []rune) []int {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		if c == '\n' || c == '\r' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

type piece struct {
	line, column int
	text         string
}

// records cuts a text of one record per line: each non-blank line less the spaces and
// tabs around it (and a byte order mark before it, where files were joined).
func records(text string) []piece {
	var found []piece
	line := 1
	for {
		end := strings.IndexAny(text, "\r\n")
		raw := text
		if end >= 0 {
			raw = text[:end]
		}
		stripped := strings.TrimLeft(raw, " \t\ufeff")
		record := strings.TrimRight(stripped, " \t")
		if record != "" {
			lead := len([]rune(raw)) - len([]rune(stripped))
			found = append(found, piece{line, lead + 1, record})
		}
		if end < 0 {
			return found
		}
		if text[end] == '\r' && end+1 < len(text) && text[end+1] == '\n' {
			end++
		}
		text = text[end+1:]
		line++
	}
}

// An XGID file's lines that are text pasted around its XGIDs (grammars/README.md, "How a
// file is cut into records"): the run of text lines that waits for an XGID at most.
const textRunLimit = 1000

// white is white space as the rule counts it.
func white(c rune) bool {
	return (c >= '\t' && c <= '\r') || (c >= 0x1C && c <= ' ') || c == 0xA0 || c == 0x1680 ||
		(c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000
}

// couldBeXgid says whether a line (less the blanks around it) is read as an XGID rather
// than as text: it starts with XGID in any case, holds five colons or more, or holds no
// white space and a colon or only a position's characters, 20 or more.
func couldBeXgid(record string) bool {
	if len(record) >= 4 && record[0]|0x20 == 'x' && record[1]|0x20 == 'g' && record[2]|0x20 == 'i' && record[3]|0x20 == 'd' {
		return true
	}
	colons, spaced, position, length := 0, false, true, 0
	for _, c := range record {
		length++
		if c == ':' {
			colons++
		}
		spaced = spaced || white(c)
		position = position && (c == '-' || (c >= 'A' && c <= 'P') || (c >= 'a' && c <= 'p'))
	}
	return colons >= 5 || (!spaced && (colons > 0 || (position && length >= 20)))
}

// withoutPastedText gives the records of an XGID file less the runs of text next to an
// XGID (blank lines aside), which are text pasted around it; a run of text next to no XGID
// is read as records, one a line, as is each 1,000 lines of text before the first XGID.
func withoutPastedText(records []piece) []piece {
	kept := []piece{}
	var run []piece
	before := false
	for _, p := range records {
		if !couldBeXgid(p.text) {
			run = append(run, p)
			if len(run) >= textRunLimit && !before {
				kept = append(kept, run...)
				run = nil
			}
			continue
		}
		run = nil // text next to this XGID: pasted around it
		kept = append(kept, p)
		before = true
	}
	if before {
		return kept
	}
	return append(kept, run...)
}

// Parse parses text as format: one of Formats() (see Decode for the
// bytes of a file). A byte order mark at the start is passed over. The error is not nil
// only for a format it does not know.
func Parse(format, text string) (Result, error) {
	g, ok := grammarsByFormat[format]
	if !ok {
		return Result{}, fmt.Errorf("unknown format '%s': one of %s", format, strings.Join(Formats(), ", "))
	}
	text = strings.TrimPrefix(text, "\ufeff")
	var pieces []piece
	if g.perLine {
		pieces = records(text)
		if pastedTextFormats[format] {
			pieces = withoutPastedText(pieces)
		}
	} else {
		pieces = []piece{{1, 1, text}}
	}
	result := Result{Records: []Record{}, Errors: []ParseError{}}
	for _, p := range pieces {
		c := &collector{DefaultErrorListener: antlr.NewDefaultErrorListener()}
		if g.perLine {
			line, column := p.line, p.column
			c.where = func(offset int) (int, int) { return line, column + offset }
		} else {
			starts := lineStarts([]rune(p.text))
			c.where = func(offset int) (int, int) {
				l := sort.Search(len(starts), func(i int) bool { return starts[i] > offset })
				return l, offset - starts[l-1] + 1
			}
		}
		tree, parser := g.run(p.text, c)
		sort.SliceStable(c.errors, func(i, j int) bool {
			a, b := c.errors[i], c.errors[j]
			return a.Line < b.Line || (a.Line == b.Line && a.Column < b.Column)
		})
		result.Records = append(result.Records, Record{p.line, p.column, p.text, tree, c.errors, parser.GetRuleNames()})
		result.Errors = append(result.Errors, c.errors...)
	}
	if result.Errors == nil {
		result.Errors = []ParseError{}
	}
	return result, nil
}
