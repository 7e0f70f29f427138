#!/usr/bin/env node
// ludex-parse FORMAT FILE: parses FILE as FORMAT with the grammars' parsers. Prints the
// first syntax error as "LINE:COLUMN message" and exits 1; exits 0 when there is none;
// exits 2 when it cannot run (a wrong format, a file it cannot read). --all prints every
// syntax error, one a line, in the order of the file.
import { readFileSync } from 'node:fs';
import { parse, FORMATS } from '../index.mjs';

const usage = `usage: ludex-parse [--all] FORMAT FILE   (FORMAT: ${Object.keys(FORMATS).join(', ')}; FILE: a path, or - for standard input)`;
const args = process.argv.slice(2);
const all = args.includes('--all');
const rest = args.filter((a) => a !== '--all');
if (rest.includes('--help') || rest.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
if (rest.length !== 2) {
  console.error(usage);
  process.exit(2);
}
const [format, file] = rest;
if (!Object.prototype.hasOwnProperty.call(FORMATS, format)) {
  console.error(`ludex-parse: unknown format '${format}'\n${usage}`);
  process.exit(2);
}
let bytes;
try {
  bytes = readFileSync(file === '-' ? 0 : file);
} catch (e) {
  console.error(`ludex-parse: cannot read ${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  process.exit(2);
}
const { errors } = parse(format, new TextDecoder('utf-8').decode(bytes));
// Control characters from the file are shown escaped, never sent to the terminal.
const shown = (text) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
for (const error of all ? errors : errors.slice(0, 1)) {
  console.log(`${error.line}:${error.column} ${shown(error.message)}`);
}
process.exit(errors.length > 0 ? 1 : 0);
