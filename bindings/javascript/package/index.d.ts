import type { ParserRuleContext, Lexer, Parser } from 'antlr4';
import type { FormatName } from './generated/formats.js';

/** The names of the notations (generated from the Ludex registry when the package is built). */
export type { FormatName };

/**
 * How a format is parsed: its generated lexer and parser, the entry rule, whether each non-blank line
 * is a record, and the pragma on a file's first line that names its encoding (null where there is none).
 */
export interface FormatSpec {
  readonly Lexer: new (...args: any[]) => Lexer;
  readonly Parser: new (...args: any[]) => Parser;
  readonly entry: string;
  readonly perLine: boolean;
  readonly encodingPragma: string | null;
  /** Whether text pasted around the records of a file is no record (the cut of a file into records). */
  readonly pastedText: boolean;
}

export declare const FORMATS: Readonly<Record<FormatName, FormatSpec>>;

/**
 * A syntax error: 1-based line, 1-based column counted in code points, the text the parser
 * stumbled on ('' at the end of input), the tokens it expected there (ANTLR's display names;
 * empty for an error of the lexer) and ANTLR's message.
 */
export interface ParseError {
  line: number;
  column: number;
  offending: string;
  expected: string[];
  message: string;
}

/** One record of the text: where it starts, its text, its parse tree and its syntax errors. */
export interface ParsedRecord {
  line: number;
  column: number;
  text: string;
  tree: ParserRuleContext;
  errors: ParseError[];
  /** The parse tree in LISP form, as ANTLR's toStringTree writes it. */
  lisp(): string;
}

export interface ParseResult {
  /** The tree of the first record (of the whole text for a format of one record a file); null when the text has no record. */
  tree: ParserRuleContext | null;
  records: ParsedRecord[];
  /** Every syntax error, in the order of the text; empty when the text parses. */
  errors: ParseError[];
}

/** Parses a text as the given format; never prints, throws only for a format it does not know. */
export declare function parse(format: FormatName, text: string): ParseResult;

/** The text of a file's bytes, decoded as the format says (by its encoding pragma where it has one; else UTF-8). */
export declare function decode(format: FormatName, bytes: Uint8Array): string;

declare const _default: { parse: typeof parse; decode: typeof decode; FORMATS: typeof FORMATS };
export default _default;
