// Runs every conformance case in testdata/ (the first argument: the suite's folder)
// through parse() of the npm package ludex-grammars (the JavaScript parsers generated from
// grammars/; the package's entry file is the second argument) and compares it with each
// case's manifest row (testdata/<format>/manifest.tsv), which says what the grammar alone
// gives:
// - a valid case (verdict accept) has no syntax error;
// - a case of level syntax has its first syntax error at the manifest's syntax-error;
// - a case of level content has no syntax error (the grammar accepts it; a check beyond
//   the grammar rejects it).
// A dialect case (verdict either) may go either way. Prints one line per disagreement and
// ends with "N passed, M failed".
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The package under test, installed as a user installs it: its parse() reads every case.
const { parse, decode } = await import(pathToFileURL(process.argv[3]).href);
const suite = process.argv[2];

let passed = 0;
let failed = 0;
for (const format of readdirSync(suite).sort()) {
  const manifest = join(suite, format, 'manifest.tsv');
  if (!existsSync(manifest)) continue;
  const lines = readFileSync(manifest, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const header = lines.shift().split('\t');
  const column = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${manifest}: no column '${name}'`);
    return i;
  };
  const [caseAt, verdictAt, levelAt, syntaxAt] = ['case', 'verdict', 'level', 'syntax-error'].map(column);
  for (const line of lines) {
    const row = line.split('\t');
    const path = join(suite, format, row[caseAt]);
    const errors = parse(format, decode(format, readFileSync(path))).errors;
    const found = errors.length > 0 ? `${errors[0].line}:${errors[0].column}` : null;
    let problem = null;
    if (row[verdictAt] === 'accept' || row[levelAt] === 'content') {
      if (found) problem = `a syntax error at ${found} where the grammar accepts the case`;
    } else if (row[levelAt] === 'syntax') {
      if (!found) problem = `no syntax error where the grammar gives one at ${row[syntaxAt]}`;
      else if (found !== row[syntaxAt]) problem = `first syntax error at ${found}, the grammar's at ${row[syntaxAt]}`;
    }
    if (problem) {
      failed++;
      console.log(`FAIL ${path}: ${problem}`);
    } else {
      passed++;
    }
  }
}
console.log(`JavaScript conformance: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
