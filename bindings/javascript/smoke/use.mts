// The TypeScript declarations: a typed call, and a wrong format name refused by the compiler.
import { parse, decode, type ParseResult, type FormatName, type ParseError } from 'ludex-grammars';
const format: FormatName = 'gcg';
const result: ParseResult = parse(format, decode(format, new TextEncoder().encode('#player1 a A\n')));
const first: ParseError | undefined = result.errors[0];
const where: string = first ? `${first.line}:${first.column} ${first.offending} ${first.expected.join(' ')}` : 'none';
console.log(where, result.records.length, result.records[0]?.lisp());
// @ts-expect-error: not a format of the package
parse('chess', '');
