// The package from CommonJS, as require() users get it.
const assert = require('node:assert');
const grammars = require('ludex-grammars');
const ok = grammars.parse('xgid', 'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10');
assert.deepStrictEqual(ok.errors, []);
assert.strictEqual(ok.tree.constructor.name, 'XgidRecordContext');
const bad = grammars.parse('cgp', '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0\n\n  15/15 x');
assert.strictEqual(bad.records.length, 2);
assert.ok(bad.errors.length > 0 && bad.errors.every((e) => e.line >= 1 && e.column >= 1 && typeof e.message === 'string'));
assert.strictEqual(bad.errors[0].line, 3);
assert.throws(() => grammars.parse('chess', ''), /unknown format 'chess': one of .*\bxgid\b/);
console.log('CommonJS: ok');
