// The TypeScript declarations: a typed call, and a wrong format name refused by the compiler.
import { parse, type ParseResult, type FormatName } from 'ludex-grammars';
const format: FormatName = 'gcg';
const result: ParseResult = parse(format, '#player1 a A\n');
const first: number | undefined = result.errors[0]?.column;
console.log(first, result.records.length);
// @ts-expect-error: not a format of the package
parse('chess', '');
