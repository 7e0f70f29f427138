import type { ParserRuleContext, Lexer, Parser } from 'antlr4';

/** The names of the five notations. */
export type FormatName = 'xgid' | 'cgp' | 'cgp-rune' | 'gcg' | 'ubf';

/** How a format is parsed: its generated lexer and parser, the entry rule, and whether each non-blank line is a record. */
export interface FormatSpec {
  readonly Lexer: new (...args: any[]) => Lexer;
  readonly Parser: new (...args: any[]) => Parser;
  readonly entry: string;
  readonly perLine: boolean;
  /** XGID: whether a line (without the blanks around it) could be a record; other lines next to a record are text pasted around it. */
  readonly couldBeRecord?: (line: string) => boolean;
}

/** A run of text pasted around the records of an XGID text (eXtreme Gammon's board and analysis): its first and last line. */
export interface PastedText {
  line: number;
  endLine: number;
}

export declare const FORMATS: Readonly<Record<FormatName, FormatSpec>>;

/** A syntax error: 1-based line, 1-based column counted in code points, and ANTLR's message. */
export interface ParseError {
  line: number;
  column: number;
  message: string;
}

/** One record of the text: where it starts, its text, and its parse tree. */
export interface ParsedRecord {
  line: number;
  column: number;
  text: string;
  tree: ParserRuleContext;
}

export interface ParseResult {
  /** The tree of the first record (of the whole text for GCG and UBF); null when the text has no record. */
  tree: ParserRuleContext | null;
  records: ParsedRecord[];
  /** Every syntax error, in the order of the text; empty when the text parses. */
  errors: ParseError[];
  /** The runs of text pasted around the records (XGID); they are not records. */
  pasted: PastedText[];
}

/** Parses a text as the given format; throws only for a format it does not know. */
export declare function parse(format: FormatName, text: string): ParseResult;

declare const _default: { parse: typeof parse; FORMATS: typeof FORMATS };
export default _default;
