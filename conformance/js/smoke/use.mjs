// The package as an ES module, with a column counted in code points past a character outside the BMP.
import assert from 'node:assert';
import { parse, FORMATS } from 'ludex-grammars';
import grammars from 'ludex-grammars';
import GcgParser from 'ludex-grammars/generated/gcg/GcgParser.js';
assert.deepStrictEqual(Object.keys(FORMATS).sort(), ['cgp', 'cgp-rune', 'gcg', 'ubf', 'xgid']);
assert.strictEqual(grammars.parse, parse);
const game = '#player1 a \u{1F600}\u{1F600}\n>a: AEINRST 8D NASTIER +66 66\n>a AEINRST\n';
const { tree, errors } = parse('gcg', '\uFEFF' + game);
assert.ok(tree instanceof GcgParser.GcgFileContext || tree.constructor.name === 'GcgFileContext');
assert.strictEqual(errors[0].line, 3);
assert.strictEqual(errors[0].column, 4);
// The end of 'XGID=' and one character outside the BMP: column 7 (a count of UTF-16 units would say 8).
const after = parse('xgid', 'XGID=\u{1F600}');
assert.deepStrictEqual([after.errors[0].line, after.errors[0].column], [1, 7]);
console.log('ES module: ok');
