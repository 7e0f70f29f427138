// Runs every conformance case in testdata/ through parse() of the npm package
// ludex-grammars (the JavaScript parsers generated from grammars/; the package's entry
// file is the second argument) and compares its syntax verdicts with the Java
// implementation's (the output of `ludex check --json`, the first argument):
// - a valid case has no syntax error;
// - an invalid case has its first syntax error at the line and column where Java
//   reports its first syntax error (codes <format>.syntax and <format>.char), and
//   none when Java reports none.
// Prints one line per disagreement and ends with "N passed, M failed".
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// The package under test, installed as a user installs it: its parse() reads every case.
const { parse } = await import(pathToFileURL(process.argv[3]).href);

function first(positions) {
  return positions.reduce((a, b) => (a === null || b.line < a.line || (b.line === a.line && b.column < a.column) ? b : a), null);
}

const verdicts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
for (const file of verdicts.files) {
  const text = new TextDecoder('utf-8').decode(readFileSync(file.path));
  const jsErrors = parse(file.format, text).errors;
  const javaSyntax = file.diagnostics.filter((d) => /^[a-z-]+\.(syntax|char)$/.test(d.code));
  const expected = first(javaSyntax.map((d) => ({ line: d.line, column: d.column })));
  const found = first(jsErrors);
  const valid = !file.path.includes('/invalid/');
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
