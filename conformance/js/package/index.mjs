// ludex-grammars: the parsers of the five Ludex notations, generated from the ANTLR 4
// grammars in the Ludex repository (grammars/), with one function to run them.
import antlr4 from 'antlr4';
import XgidLexer from './generated/xgid/XgidLexer.js';
import XgidParser from './generated/xgid/XgidParser.js';
import CgpLexer from './generated/cgp/CgpLexer.js';
import CgpParser from './generated/cgp/CgpParser.js';
import CgpRuneLexer from './generated/cgprune/CgpRuneLexer.js';
import CgpRuneParser from './generated/cgprune/CgpRuneParser.js';
import GcgLexer from './generated/gcg/GcgLexer.js';
import GcgParser from './generated/gcg/GcgParser.js';
import UbfLexer from './generated/ubf/UbfLexer.js';
import UbfParser from './generated/ubf/UbfParser.js';

/**
 * The formats: each one's lexer, parser and entry rule, and whether a text of it holds
 * one record per non-blank line (XGID, CGP, the CGP rune draft) or one record in all
 * (GCG, UBF).
 */
export const FORMATS = Object.freeze({
  xgid: Object.freeze({ Lexer: XgidLexer, Parser: XgidParser, entry: 'xgidRecord', perLine: true }),
  cgp: Object.freeze({ Lexer: CgpLexer, Parser: CgpParser, entry: 'cgpRecord', perLine: true }),
  'cgp-rune': Object.freeze({ Lexer: CgpRuneLexer, Parser: CgpRuneParser, entry: 'runeRecord', perLine: true }),
  gcg: Object.freeze({ Lexer: GcgLexer, Parser: GcgParser, entry: 'gcgFile', perLine: false }),
  ubf: Object.freeze({ Lexer: UbfLexer, Parser: UbfParser, entry: 'ubfBoard', perLine: false }),
});

/** The records of a text: the whole text, or each non-blank line without the blanks around it. */
function recordsOf(text, perLine) {
  if (!perLine) return [{ text, line: 1, column: 1 }];
  const out = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const trimmed = raw.replace(/^[ \t]+/, '');
    const lead = raw.length - trimmed.length;
    const record = trimmed.replace(/[ \t]+$/, '');
    if (record.length > 0) out.push({ text: record, line: i + 1, column: lead + 1 });
  });
  return out;
}

/** Where a place inside a record (line 1-based, column 0-based in code points, as ANTLR gives them) is in the whole text. */
function placeIn(record, line, column) {
  return { line: record.line + line - 1, column: (line === 1 ? record.column : 1) + column };
}

/**
 * Parses `text` as `format` (one of the keys of FORMATS) and returns
 * `{ tree, records, errors }`:
 * - `records`: one entry a record, `{ line, column, text, tree }` (one in all for GCG and UBF,
 *   one a non-blank line for XGID, CGP and the rune draft);
 * - `tree`: the parse tree of the first record (for GCG and UBF, of the whole text), or null
 *   when there is no record;
 * - `errors`: every syntax error, in the order of the text, each `{ line, column, message }`
 *   with a 1-based line and a 1-based column counted in code points.
 * A byte order mark at the start is passed over. Throws only for a format it does not know.
 */
export function parse(format, text) {
  const spec = Object.prototype.hasOwnProperty.call(FORMATS, format) ? FORMATS[format] : undefined;
  if (!spec) {
    throw new Error(`unknown format '${format}': one of ${Object.keys(FORMATS).join(', ')}`);
  }
  if (typeof text !== 'string') {
    throw new TypeError('the text to parse is a string');
  }
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const errors = [];
  const records = recordsOf(body, spec.perLine).map((record) => {
    const listener = new antlr4.error.ErrorListener();
    listener.syntaxError = (recognizer, offending, line, column, message) => {
      errors.push({ ...placeIn(record, line, column), message });
    };
    const lexer = new spec.Lexer(antlr4.CharStreams.fromString(record.text));
    lexer.removeErrorListeners();
    lexer.addErrorListener(listener);
    const parser = new spec.Parser(new antlr4.CommonTokenStream(lexer));
    parser.removeErrorListeners();
    parser.addErrorListener(listener);
    const tree = parser[spec.entry]();
    return { line: record.line, column: record.column, text: record.text, tree };
  });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tree: records.length > 0 ? records[0].tree : null, records, errors };
}

export default { parse, FORMATS };
