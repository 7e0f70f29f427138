#!/usr/bin/env node
// ludex-parse FORMAT FILE: parses FILE as FORMAT with the grammars' parsers. Prints the
// first syntax error as "LINE:COLUMN message" and exits 1; exits 0 when there is none;
// exits 2 when it cannot run (a wrong format, a file it cannot read); FILE - reads
// standard input. --all prints every syntax error, one a line, in the order of the file.
// --dump FORMAT FILE... prints, for each file, its records, their trees and all their
// errors in the form the Ludex bindings compare across languages.
import { readFileSync } from 'node:fs';
import { parse, decode, FORMATS } from '../index.mjs';

const usage = `usage: ludex-parse [--all] FORMAT FILE | ludex-parse --dump FORMAT FILE...   (FORMAT: ${Object.keys(FORMATS).join(', ')}; FILE: a path, or - for standard input)`;
const args = process.argv.slice(2);
const all = args.includes('--all');
const dump = args.includes('--dump');
const rest = args.filter((a) => a !== '--all' && a !== '--dump');
if (rest.includes('--help') || rest.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
if (rest.length < 2 || (rest.length > 2 && !dump)) {
  console.error(usage);
  process.exit(2);
}
const [format, ...files] = rest;
if (!Object.prototype.hasOwnProperty.call(FORMATS, format)) {
  console.error(`ludex-parse: unknown format '${format}'\n${usage}`);
  process.exit(2);
}
// Backslashes doubled and control characters written \uXXXX: nothing from a file reaches the terminal raw.
const shown = (text) => text.replace(/[\\\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\\' ? '\\\\' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
const out = [];
let status = 0;
for (const file of files) {
  let bytes;
  try {
    bytes = readFileSync(file === '-' ? 0 : file);
  } catch (e) {
    process.stdout.write(out.join(''));
    console.error(`ludex-parse: cannot read ${shown(file)}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
    process.exit(2);
  }
  const { records, errors } = parse(format, decode(format, bytes));
  if (dump) {
    out.push(`file ${shown(file)}\n`);
    for (const record of records) {
      out.push(`record ${record.line}:${record.column}\ntree ${shown(record.lisp())}\n`);
      for (const e of record.errors) out.push(`error ${e.line}:${e.column} ${shown(e.offending)} [${e.expected.join(' ')}]\n`);
    }
  } else {
    for (const error of all ? errors : errors.slice(0, 1)) out.push(`${error.line}:${error.column} ${shown(error.message)}\n`);
  }
  if (errors.length > 0) status = 1;
}
process.stdout.write(out.join(''), () => process.exit(status));
