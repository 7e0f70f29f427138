// The package as an ES module, with a column counted in code points past a character outside the BMP.
import assert from 'node:assert';
import { parse, decode, FORMATS } from 'ludex-grammars';
import grammars from 'ludex-grammars';
import GcgParser from 'ludex-grammars/generated/gcg/GcgParser.js';
for (const name of ['cgp', 'cgp-rune', 'gcg', 'ubf', 'xgid']) assert.ok(Object.keys(FORMATS).includes(name), name);
assert.strictEqual(grammars.parse, parse);
const game = '#player1 a \u{1F600}\u{1F600}\n>a: AEINRST 8D NASTIER +66 66\n>a AEINRST\n';
const { tree, errors } = parse('gcg', '\uFEFF' + game);
assert.ok(tree instanceof GcgParser.GcgFileContext || tree.constructor.name === 'GcgFileContext');
assert.strictEqual(errors[0].line, 3);
assert.strictEqual(errors[0].column, 4);
assert.strictEqual(errors[0].offending, 'AEINRST');
assert.ok(errors[0].expected.length > 0);
// A tile outside the BMP, then a '.' where a rack stands: column 3 (a count of UTF-16 units would say 4).
const after = parse('cgp', '\u{1D400} .');
assert.deepStrictEqual([after.errors[0].line, after.errors[0].column], [1, 3]);
// Lines of a whole-text format end at CR too.
assert.deepStrictEqual(parse('gcg', '#player1 a A\r#player2 b B\r\n>a AEINRST\n').errors.map((e) => [e.line, e.column])[0], [3, 4]);
// Records per line: a byte order mark and blanks around a record are no part of it.
const cgp = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0';
const records = parse('cgp', `\uFEFF${cgp}\r\n\r\n\t  15/15 x  \r${cgp}\n`).records;
assert.deepStrictEqual(records.map((r) => [r.line, r.column, r.errors.length > 0]), [[1, 1, false], [3, 4, true], [4, 1, false]]);
// GCG bytes: Latin-1 unless the bytes are UTF-8 or a pragma says which.
assert.strictEqual(decode('gcg', Buffer.from('#player1 b Bj\xf6rn\n', 'latin1')), '#player1 b Bj\u00f6rn\n');
assert.strictEqual(decode('gcg', Buffer.from('#player1 b Bj\u00f6rn\n', 'utf8')), '#player1 b Bj\u00f6rn\n');
assert.strictEqual(decode('xgid', Buffer.from([0x58, 0xff, 0xe2, 0x82, 0x58])), 'X\ufffd\ufffdX');
console.log('ES module: ok');
