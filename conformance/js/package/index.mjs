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
 * Whether a line of an XGID file (without the blanks around it) could be meant as an XGID,
 * and is read as one; any other line is text, and text next to an XGID is pasted around it
 * (eXtreme Gammon's clipboard export puts its board and analysis after the XGID), not a record.
 * The same rule as the Java implementation's (docs/formats/xgid.md, Dialects): the line starts with
 * XGID in any case, has five colons or more, or is one word with a colon, or one word of 20
 * characters or more of a position's letters (-, A-P, a-p).
 */
function couldBeXgid(line) {
  if (/^xgid/i.test(line)) return true;
  const colons = (line.match(/:/g) || []).length;
  if (colons >= 5) return true;
  if (/[\s\u00a0\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/.test(line)) return false;
  return colons > 0 || (line.length >= 20 && /^[-A-Pa-p]+$/.test(line));
}

/**
 * The formats: each one's lexer, parser and entry rule, whether a text of it holds one
 * record per non-blank line (XGID, CGP, the CGP rune draft) or one record in all (GCG,
 * UBF), and for XGID which lines could be records (the others, next to a record, are text
 * pasted around it).
 */
export const FORMATS = Object.freeze({
  xgid: Object.freeze({ Lexer: XgidLexer, Parser: XgidParser, entry: 'xgidRecord', perLine: true, couldBeRecord: couldBeXgid }),
  cgp: Object.freeze({ Lexer: CgpLexer, Parser: CgpParser, entry: 'cgpRecord', perLine: true }),
  'cgp-rune': Object.freeze({ Lexer: CgpRuneLexer, Parser: CgpRuneParser, entry: 'runeRecord', perLine: true }),
  gcg: Object.freeze({ Lexer: GcgLexer, Parser: GcgParser, entry: 'gcgFile', perLine: false }),
  ubf: Object.freeze({ Lexer: UbfLexer, Parser: UbfParser, entry: 'ubfBoard', perLine: false }),
});

/** At most this many lines of text wait for a record that would make them text around it. */
const MAX_RUN_LINES = 1000;

/**
 * The records of a text: the whole text, or each non-blank line without the blanks around
 * it; where the format says which lines could be records, a run of other lines next to a
 * record (blank lines aside) is text pasted around it, listed in `pasted`, not a record.
 */
function recordsOf(text, spec) {
  if (!spec.perLine) return { records: [{ text, line: 1, column: 1 }], pasted: [] };
  const records = [];
  const pasted = [];
  let run = []; // the lines of text waiting: { text, line, column }
  let recordBefore = false;
  const flush = (recordAfter) => {
    if (run.length === 0) return;
    if (recordBefore || recordAfter) pasted.push({ line: run[0].line, endLine: run[run.length - 1].line });
    else records.push(...run);
    run = [];
  };
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const trimmed = raw.replace(/^[ \t]+/, '');
    const lead = raw.length - trimmed.length;
    const record = trimmed.replace(/[ \t]+$/, '');
    if (record.length === 0) return;
    const line = { text: record, line: i + 1, column: lead + 1 };
    if (spec.couldBeRecord && !spec.couldBeRecord(record)) {
      run.push(line);
      if (run.length >= MAX_RUN_LINES && !recordBefore) flush(false);
      return;
    }
    flush(true);
    records.push(line);
    recordBefore = true;
  });
  flush(false);
  return { records, pasted };
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
 *   with a 1-based line and a 1-based column counted in code points;
 * - `pasted`: the runs of text pasted around the records of an XGID text (eXtreme Gammon's
 *   board and analysis after its XGID), each `{ line, endLine }`; they are not records.
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
  const cut = recordsOf(body, spec);
  const records = cut.records.map((record) => {
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
  return { tree: records.length > 0 ? records[0].tree : null, records, errors, pasted: cut.pasted };
}

export default { parse, FORMATS };
