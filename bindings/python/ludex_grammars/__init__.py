"""Parsers for the board-game notations of Ludex, generated from its ANTLR 4 grammars,
with one function to run them. The formats (``FORMATS``) are the Ludex registry's, written
into the package when it is built.

>>> from ludex_grammars import parse, FORMATS
>>> sorted(FORMATS) == sorted(FORMATS.keys())
True

``parse(format, text)`` never raises for bad input and never prints: every syntax error
is a value in the result. It raises only for a format it does not know.
"""
from __future__ import annotations

import bisect
import importlib
from dataclasses import dataclass, field
from typing import Any, List, Optional, Tuple

from antlr4 import CommonTokenStream, InputStream, Token
from antlr4.IntervalSet import IntervalSet
from antlr4.error.ErrorListener import ErrorListener
from antlr4.tree.Trees import Trees

__all__ = ["FORMATS", "ParseError", "ParsedRecord", "ParseResult", "decode", "parse"]

from ._formats import ENCODING_PRAGMAS, FORMATS, PASTED_TEXT  # generated from the registry by bindings/tables


@dataclass(frozen=True)
class ParseError:
    """A syntax error: 1-based line and column (columns count code points), the text the
    parser stumbled on ("" at the end of input), the tokens it expected there (ANTLR's
    display names: 'XGID=' for a literal, NUMBER for a named token; empty for an error of
    the lexer) and the runtime's message."""

    line: int
    column: int
    offending: str
    expected: Tuple[str, ...]
    message: str


@dataclass
class ParsedRecord:
    """One record: where it starts in the text (1-based line and column), its text, its
    parse tree (an antlr4 ParserRuleContext of the entry rule) and its syntax errors."""

    line: int
    column: int
    text: str
    tree: Any
    errors: List[ParseError] = field(default_factory=list)
    rule_names: Tuple[str, ...] = ()

    def lisp(self) -> str:
        """The parse tree in LISP form, as ANTLR's toStringTree writes it."""
        return Trees.toStringTree(self.tree, ruleNames=list(self.rule_names))


@dataclass
class ParseResult:
    """The records of a text (one per non-blank line for a format of one record a line, less
    the text pasted around the records where the format allows it; one, the whole text, for
    the others) and every syntax error, in the order of the text."""

    records: List[ParsedRecord]
    errors: List[ParseError]

    @property
    def tree(self) -> Any:
        """The first record's parse tree; None when the text holds no record."""
        return self.records[0].tree if self.records else None

    @property
    def ok(self) -> bool:
        """Whether the text parses without a syntax error."""
        return not self.errors


def _classes(format: str):
    package, lexer, parser, entry, per_line = FORMATS[format]
    lexer_module = importlib.import_module(f"{__name__}.{package}.{lexer}")
    parser_module = importlib.import_module(f"{__name__}.{package}.{parser}")
    return getattr(lexer_module, lexer), getattr(parser_module, parser), entry, per_line


class _Lines:
    """Where each line of a text starts, in code points; lines end at LF, CR LF or CR."""

    def __init__(self, text: str):
        self.starts = [0]
        i, n = 0, len(text)
        while i < n:
            c = text[i]
            if c == "\r" and i + 1 < n and text[i + 1] == "\n":
                i += 1
            if c == "\n" or c == "\r":
                self.starts.append(i + 1)
            i += 1

    def place(self, offset: int) -> Tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


def _records(text: str, per_line: bool):
    """(line, column, record text, lines of the record or None): the whole text, or each
    non-blank line less the spaces and tabs around it."""
    if not per_line:
        return [(1, 1, text, _Lines(text))]
    found = []
    i, n, line = 0, len(text), 1
    while i <= n:
        j = i
        while j < n and text[j] != "\n" and text[j] != "\r":
            j += 1
        raw = text[i:j]
        stripped = raw.lstrip(" \t\ufeff")  # a byte order mark where files were joined is no part of a record
        record = stripped.rstrip(" \t")
        if record:
            found.append((line, len(raw) - len(stripped) + 1, record, None))
        if j >= n:
            break
        i = j + 2 if text[j] == "\r" and j + 1 < n and text[j + 1] == "\n" else j + 1
        line += 1
    return found


# An XGID file's lines that are text pasted around its XGIDs (grammars/README.md, "How a
# file is cut into records"): white space as the rule counts it, and the run of text lines
# that waits for an XGID at most.
_WHITE = set("\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \u00a0\u1680\u2028\u2029\u202f\u205f\u3000") | {chr(c) for c in range(0x2000, 0x200B)}
_POSITION = set("-ABCDEFGHIJKLMNOPabcdefghijklmnop")
_TEXT_RUN_LIMIT = 1000


def _could_be_xgid(record: str) -> bool:
    """Whether a line (less the blanks around it) is read as an XGID rather than as text: it
    starts with XGID in any case, holds five colons or more, or holds no white space and a
    colon or only a position's characters, 20 or more."""
    if record[:4].upper() == "XGID" and record[:4].isascii():
        return True
    colons = record.count(":")
    if colons >= 5:
        return True
    if any(c in _WHITE for c in record):
        return False
    return colons > 0 or (len(record) >= 20 and all(c in _POSITION for c in record))


def _without_pasted_text(records):
    """The records of an XGID file less the runs of text next to an XGID (blank lines
    aside), which are text pasted around it; a run of text next to no XGID is read as
    records, one a line, as is each 1,000 lines of text before the first XGID."""
    kept, run, before = [], [], False
    for record in records:
        if not _could_be_xgid(record[2]):
            run.append(record)
            if len(run) >= _TEXT_RUN_LIMIT and not before:
                kept += run
                run = []
            continue
        run = []  # text next to this XGID: pasted around it
        kept.append(record)
        before = True
    return kept if before else kept + run


def _names(parser, types) -> Tuple[str, ...]:
    names = []
    for t in types:
        if t == Token.EOF:
            names.append("EOF")
        elif 0 <= t < len(parser.literalNames) and parser.literalNames[t] not in (None, "<INVALID>"):
            names.append(parser.literalNames[t])
        elif 0 <= t < len(parser.symbolicNames) and parser.symbolicNames[t] not in (None, "<INVALID>"):
            names.append(parser.symbolicNames[t])
        else:
            names.append(str(t))
    return tuple(names)


def _copying(parser):
    """The parser's getExpectedTokens, giving a copy of the set. The Python runtime's
    version returns the set its ATN caches for the state, and its error strategy adds the
    recovery set to what it gets there (DefaultErrorStrategy.sync, in a loop): the cache
    would keep those tokens, and every later parse in the process would see them, as
    tokens expected and in its recovery. A copy keeps each parse to itself."""
    method = parser.getExpectedTokens

    def copied():
        result = IntervalSet()
        result.addSet(method())
        return result

    return copied


class _Collector(ErrorListener):
    def __init__(self, where):
        self.where = where  # code point offset in the record -> (line, column)
        self.errors: List[ParseError] = []

    def syntaxError(self, recognizer, offendingSymbol, line, column, msg, e):
        if offendingSymbol is None:  # the lexer: the characters from the token's start to the one it could not take
            start = recognizer._tokenStartCharIndex
            offending = recognizer._input.getText(start, recognizer._input.index)
            expected: Tuple[str, ...] = ()
        else:
            start = offendingSymbol.start
            offending = "" if offendingSymbol.type == Token.EOF else offendingSymbol.text
            try:
                expected = _names(recognizer, [t for r in recognizer.getExpectedTokens().intervals or [] for t in r])
            except Exception:  # the expected set is a courtesy: never let it lose the error
                expected = ()
        at_line, at_column = self.where(start)
        self.errors.append(ParseError(at_line, at_column, offending, expected, msg))


def parse(format: str, text: str) -> ParseResult:
    """Parses ``text`` (a str; see ``decode`` for bytes) as ``format``: one of the keys
    of ``FORMATS``. A byte order mark at the start is
    passed over. Raises ValueError only for a format it does not know."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}: one of {', '.join(FORMATS)}")
    if not isinstance(text, str):
        raise TypeError("the text to parse is a str (decode bytes with ludex_grammars.decode)")
    lexer_class, parser_class, entry, per_line = _classes(format)
    if text.startswith("\ufeff"):
        text = text[1:]
    records: List[ParsedRecord] = []
    errors: List[ParseError] = []
    pieces = _records(text, per_line)
    if format in PASTED_TEXT:
        pieces = _without_pasted_text(pieces)
    for line, column, record_text, lines in pieces:
        if lines is None:
            where = lambda offset, line=line, column=column: (line, column + offset)
        else:
            where = lines.place
        collector = _Collector(where)
        lexer = lexer_class(InputStream(record_text))
        lexer.removeErrorListeners()
        lexer.addErrorListener(collector)
        parser = parser_class(CommonTokenStream(lexer))
        parser.getExpectedTokens = _copying(parser)
        parser.removeErrorListeners()
        parser.addErrorListener(collector)
        tree = getattr(parser, entry)()
        found = sorted(collector.errors, key=lambda e: (e.line, e.column))
        records.append(ParsedRecord(line, column, record_text, tree, found, tuple(parser.ruleNames)))
        errors.extend(found)
    return ParseResult(records, errors)


_LATIN1 = {"ISO-8859-1", "ISO8859-1", "LATIN1", "LATIN-1"}


def decode(format: str, data: bytes) -> str:
    """The text of a file's bytes. A format with an encoding pragma (``ENCODING_PRAGMAS``):
    a UTF-8 byte order mark, or the pragma naming UTF-8 on the first line, means UTF-8; the
    pragma naming ISO-8859-1 (or latin1) means Latin-1; otherwise UTF-8 when the bytes are
    valid UTF-8, else Latin-1. Every other format is UTF-8. Bytes that are not UTF-8 where
    UTF-8 is meant become U+FFFD."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}: one of {', '.join(FORMATS)}")
    pragma = ENCODING_PRAGMAS.get(format)
    if pragma and not data.startswith(b"\xef\xbb\xbf"):
        end = 0
        while end < len(data) and data[end] not in (0x0A, 0x0D):
            end += 1
        first = data[:end].decode("latin-1")
        if first.lower().startswith(pragma.lower()):
            key = first[len(pragma):].strip(" \t\x0b\x0c\x1c\x1d\x1e\x1f").upper().replace("_", "-")
            if key in ("UTF-8", "UTF8"):
                return data.decode("utf-8", errors="replace")
            if key in _LATIN1:
                return data.decode("latin-1")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return data.decode("latin-1")
    return data.decode("utf-8", errors="replace")
