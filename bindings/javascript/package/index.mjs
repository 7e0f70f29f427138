// ludex-grammars: the parsers of the Ludex notations, generated from the ANTLR 4 grammars
// in the Ludex repository (grammars/), with one function to run them.
import antlr4 from 'antlr4';
import { FORMATS } from './generated/formats.mjs';

/**
 * The formats (generated from the Ludex registry when the package is built): each one's lexer,
 * parser and entry rule, whether a text of it holds one record per non-blank line or one record
 * in all, and the pragma on a file's first line that names its encoding (null where there is none).
 */
export { FORMATS };

/**
 * The records of a text, as arrays of code points: the whole text, or each non-blank line
 * (lines end at LF, CR LF or CR) less the spaces and tabs around it and a byte order mark
 * before it (where files were joined). Each is `{ line, column, points }`.
 */
function recordsOf(points, perLine) {
  if (!perLine) return [{ line: 1, column: 1, points }];
  const records = [];
  let i = 0;
  let line = 1;
  for (;;) {
    let j = i;
    while (j < points.length && points[j] !== '\n' && points[j] !== '\r') j++;
    let from = i;
    let to = j;
    while (from < to && (points[from] === ' ' || points[from] === '\t' || points[from] === '\uFEFF')) from++;
    while (to > from && (points[to - 1] === ' ' || points[to - 1] === '\t')) to--;
    if (from < to) records.push({ line, column: from - i + 1, points: points.slice(from, to) });
    if (j >= points.length) return records;
    i = points[j] === '\r' && points[j + 1] === '\n' ? j + 2 : j + 1;
    line++;
  }
}

// An XGID file's lines that are text pasted around its XGIDs (grammars/README.md, "How a
// file is cut into records"): white space as the rule counts it, and the run of text lines
// that waits for an XGID at most.
const WHITE = /[\t\n\x0B\x0C\r\x1C-\x1F \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/u;
const POSITION = /^[-A-Pa-p]*$/u;
const TEXT_RUN_LIMIT = 1000;

/**
 * Whether a line (less the blanks around it, as code points) is read as an XGID rather than
 * as text: it starts with XGID in any case, holds five colons or more, or holds no white
 * space and a colon or only a position's characters, 20 or more.
 */
function couldBeXgid(points) {
  if (/^[Xx][Gg][Ii][Dd]/u.test(points.slice(0, 4).join(''))) return true;
  const colons = points.filter((c) => c === ':').length;
  if (colons >= 5) return true;
  const text = points.join('');
  if (WHITE.test(text)) return false;
  return colons > 0 || (points.length >= 20 && POSITION.test(text));
}

/**
 * The records of an XGID file less the runs of text next to an XGID (blank lines aside),
 * which are text pasted around it; a run of text next to no XGID is read as records, one a
 * line, as is each 1,000 lines of text before the first XGID.
 */
function withoutPastedText(records) {
  const kept = [];
  let run = [];
  let before = false;
  for (const record of records) {
    if (!couldBeXgid(record.points)) {
      run.push(record);
      if (run.length >= TEXT_RUN_LIMIT && !before) {
        kept.push(...run);
        run = [];
      }
      continue;
    }
    run = []; // text next to this XGID: pasted around it
    kept.push(record);
    before = true;
  }
  return before ? kept : kept.concat(run);
}

/** Where a code point offset of a whole text is: 1-based line (lines end at LF, CR LF or CR) and column. */
function placer(points) {
  const starts = [0];
  for (let i = 0; i < points.length; i++) {
    const c = points[i];
    if (c === '\r' && points[i + 1] === '\n') i++;
    if (c === '\n' || c === '\r') starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length; // the first start above offset
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] > offset) hi = mid;
      else lo = mid + 1;
    }
    return { line: lo, column: offset - starts[lo - 1] + 1 };
  };
}

/** ANTLR's display names of the tokens a parser expects now: a literal as written ('XGID='), else the token's name. */
function expectedNames(parser) {
  try {
    const names = [];
    for (const interval of parser.getExpectedTokens().intervals || []) {
      for (let t = interval.start; t < interval.stop; t++) {
        if (t === antlr4.Token.EOF) names.push('EOF');
        else if (parser.literalNames[t]) names.push(parser.literalNames[t]);
        else if (parser.symbolicNames[t]) names.push(parser.symbolicNames[t]);
        else names.push(String(t));
      }
    }
    return names;
  } catch (e) {
    return []; // the expected set is a courtesy: never let it lose the error
  }
}

/**
 * Parses `text` as `format` (one of the keys of FORMATS) and returns
 * `{ tree, records, errors }`:
 * - `records`: one entry a record, `{ line, column, text, tree, errors, lisp() }` (one in all
 *   for a format of one record a file, one a non-blank line for a format of one record a line);
 * - `tree`: the parse tree of the first record (for a format of one record a file, of the whole text), or null
 *   when there is no record;
 * - `errors`: every syntax error, in the order of the text, each
 *   `{ line, column, offending, expected, message }` with a 1-based line and a 1-based
 *   column counted in code points, the text the parser stumbled on ('' at the end of
 *   input), the tokens it expected there and ANTLR's message.
 * A byte order mark at the start is passed over. Never prints; throws only for a format it
 * does not know.
 */
export function parse(format, text) {
  const spec = Object.prototype.hasOwnProperty.call(FORMATS, format) ? FORMATS[format] : undefined;
  if (!spec) {
    throw new Error(`unknown format '${format}': one of ${Object.keys(FORMATS).join(', ')}`);
  }
  if (typeof text !== 'string') {
    throw new TypeError('the text to parse is a string');
  }
  const points = Array.from(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const errors = [];
  const pieces = recordsOf(points, spec.perLine);
  const records = (FORMATS[format].pastedText ? withoutPastedText(pieces) : pieces).map((record) => {
    const where = spec.perLine ? (offset) => ({ line: record.line, column: record.column + offset }) : placer(record.points);
    const found = [];
    let lexer = null;
    const listener = new antlr4.error.ErrorListener();
    listener.syntaxError = (recognizer, offending, line, column, message) => {
      let start;
      let shown;
      let expected = [];
      if (offending) {
        start = offending.start;
        shown = offending.type === antlr4.Token.EOF ? '' : offending.text;
        expected = expectedNames(recognizer);
      } else { // the lexer: the characters from the token's start to the one it could not take
        start = lexer._tokenStartCharIndex;
        shown = lexer._input.getText(start, lexer._input.index);
      }
      found.push({ ...where(start), offending: shown, expected, message });
    };
    const recordText = record.points.join('');
    lexer = new spec.Lexer(antlr4.CharStreams.fromString(recordText));
    lexer.removeErrorListeners();
    lexer.addErrorListener(listener);
    const parser = new spec.Parser(new antlr4.CommonTokenStream(lexer));
    parser.removeErrorListeners();
    parser.addErrorListener(listener);
    const tree = parser[spec.entry]();
    found.sort((a, b) => a.line - b.line || a.column - b.column);
    errors.push(...found);
    const ruleNames = parser.ruleNames;
    return { line: record.line, column: record.column, text: recordText, tree, errors: found, lisp: () => tree.toStringTree(ruleNames) };
  });
  return { tree: records.length > 0 ? records[0].tree : null, records, errors };
}

function latin1(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

/**
 * The text of a file's bytes (a Uint8Array or Buffer). A format with an encoding pragma
 * (`encodingPragma` in FORMATS): a UTF-8 byte order mark, or the pragma naming UTF-8 on the
 * first line, means UTF-8; the pragma naming ISO-8859-1 (or latin1) means Latin-1; otherwise
 * UTF-8 when the bytes are valid UTF-8, else Latin-1. Every other format is UTF-8. Bytes that
 * are not UTF-8 where UTF-8 is meant become U+FFFD, one for each maximal ill-formed part.
 */
export function decode(format, bytes) {
  if (!Object.prototype.hasOwnProperty.call(FORMATS, format)) {
    throw new Error(`unknown format '${format}': one of ${Object.keys(FORMATS).join(', ')}`);
  }
  const utf8 = (fatal) => new TextDecoder('utf-8', { fatal, ignoreBOM: true }).decode(bytes);
  const pragma = FORMATS[format].encodingPragma;
  if (pragma && !(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    let end = 0;
    while (end < bytes.length && bytes[end] !== 0x0a && bytes[end] !== 0x0d) end++;
    const first = latin1(bytes.subarray(0, end));
    if (first.slice(0, pragma.length).toLowerCase() === pragma.toLowerCase()) {
      const key = first.slice(pragma.length).replace(/^[ \t\x0b\x0c\x1c-\x1f]+|[ \t\x0b\x0c\x1c-\x1f]+$/g, '').toUpperCase().replace(/_/g, '-');
      if (key === 'UTF-8' || key === 'UTF8') return utf8(false);
      if (['ISO-8859-1', 'ISO8859-1', 'LATIN1', 'LATIN-1'].includes(key)) return latin1(bytes);
    }
    try {
      return utf8(true);
    } catch (e) {
      return latin1(bytes);
    }
  }
  return utf8(false);
}

export default { parse, decode, FORMATS };
