// Runs every conformance case in testdata/ through the JavaScript parsers generated
// from grammars/ and compares their syntax verdicts with the Java implementation's
// (the output of `ludex check --json`, given as the first argument):
// - a valid case has no syntax error;
// - an invalid case has its first syntax error at the line and column where Java
//   reports its first syntax error (codes <format>.syntax and <format>.char), and
//   none when Java reports none.
// Prints one line per disagreement and ends with "N passed, M failed".
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import antlr4 from 'antlr4';

const here = dirname(fileURLToPath(import.meta.url));

// How each format's records are read: the grammar folder, the generated classes,
// the entry rule, and whether every non-blank line of a file is one record.
const FORMATS = {
  xgid: { grammar: 'xgid', lexer: 'XgidLexer', parser: 'XgidParser', entry: 'xgidRecord', perLine: true },
  ubf: { grammar: 'ubf', lexer: 'UbfLexer', parser: 'UbfParser', entry: 'ubfBoard', perLine: false },
  cgp: { grammar: 'cgp', lexer: 'CgpLexer', parser: 'CgpParser', entry: 'cgpRecord', perLine: true },
  gcg: { grammar: 'gcg', lexer: 'GcgLexer', parser: 'GcgParser', entry: 'gcgFile', perLine: false },
  'cgp-rune': { grammar: 'cgprune', lexer: 'CgpRuneLexer', parser: 'CgpRuneParser', entry: 'runeRecord', perLine: true },
};

async function load(format) {
  const spec = FORMATS[format];
  if (!spec) throw new Error(`no JavaScript set-up for format '${format}': add it to FORMATS in conform.mjs`);
  if (!spec.classes) {
    const dir = join(here, 'generated', spec.grammar);
    const Lexer = (await import(join(dir, `${spec.lexer}.js`))).default;
    const Parser = (await import(join(dir, `${spec.parser}.js`))).default;
    spec.classes = { Lexer, Parser };
  }
  return spec;
}

/** Records of a text as Ludex cuts them: {text, line, column} with 1-based line and column. */
function records(text, perLine) {
  if (!perLine) return [{ text, line: 1, column: 1 }];
  const out = [];
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((raw, i) => {
    const lead = raw.length - raw.replace(/^[ \t]+/, '').length;
    const trimmed = raw.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');
    if (trimmed.length > 0) out.push({ text: trimmed, line: i + 1, column: lead + 1 });
  });
  return out;
}

/** The syntax errors of one record, in file coordinates. */
function syntaxErrors(spec, record) {
  const errors = [];
  const listener = new antlr4.error.ErrorListener();
  listener.syntaxError = (recognizer, offending, line, column) => {
    errors.push({ line: record.line + line - 1, column: (line === 1 ? record.column : 1) + column });
  };
  const lexer = new spec.classes.Lexer(antlr4.CharStreams.fromString(record.text));
  lexer.removeErrorListeners();
  lexer.addErrorListener(listener);
  const parser = new spec.classes.Parser(new antlr4.CommonTokenStream(lexer));
  parser.removeErrorListeners();
  parser.addErrorListener(listener);
  parser[spec.entry]();
  return errors;
}

function first(positions) {
  return positions.reduce((a, b) => (a === null || b.line < a.line || (b.line === a.line && b.column < a.column) ? b : a), null);
}

const verdicts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
for (const file of verdicts.files) {
  const spec = await load(file.format);
  const bytes = readFileSync(file.path);
  let text = new TextDecoder('utf-8').decode(bytes);
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const jsErrors = [];
  for (const record of records(text, spec.perLine)) jsErrors.push(...syntaxErrors(spec, record));
  const javaSyntax = file.diagnostics.filter((d) => /^[a-z-]+\.(syntax|char)$/.test(d.code));
  const expected = first(javaSyntax.map((d) => ({ line: d.line, column: d.column })));
  const found = first(jsErrors);
  const valid = file.path.includes('/valid/');
  let problem = null;
  if (valid && found) problem = `a syntax error at ${found.line}:${found.column} in a valid case`;
  else if (!expected && found) problem = `a syntax error at ${found.line}:${found.column} where Java reports none`;
  else if (expected && !found) problem = `no syntax error where Java reports one at ${expected.line}:${expected.column}`;
  else if (expected && (expected.line !== found.line || expected.column !== found.column))
    problem = `first syntax error at ${found.line}:${found.column}, Java's at ${expected.line}:${expected.column}`;
  if (problem) {
    failed++;
    console.log(`FAIL ${file.path}: ${problem}`);
  } else {
    passed++;
  }
}
console.log(`JavaScript conformance: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
