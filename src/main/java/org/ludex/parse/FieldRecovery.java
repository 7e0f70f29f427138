package org.ludex.parse;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Field-by-field recovery for the notations whose lexer cuts a record into fields at
 * runs of spaces (CGP and its rune draft). The parser's own recovery stops at the
 * record: after a field it cannot finish, it skips to the end. So after a syntax
 * error in field F, F is set aside (its text replaced, in a copy of the record whose
 * offsets, lines and columns are the original's, by a stand-in the grammar reads
 * without complaint) and the record is parsed again, until no error is left in a
 * field that can be set aside. Each error is reported once, in the grammar's own
 * words; the fields set aside are named so that the decoder marks them unread, and
 * every other field is read from the last tree.
 */
public final class FieldRecovery {
    private FieldRecovery() {}

    /**
     * What came of it: the last parse (of the copy), every syntax error found, in text
     * order, and the fields set aside (by index, 0 for the first).
     */
    public record Result<C extends ParserRuleContext>(Parsed<C> parsed, List<Diagnostic> diagnostics, BitSet setAside) {}

    /**
     * Recovers from {@code first}, the parse of {@code source} with a syntax error.
     * {@code fieldSpace} is the token type between fields; {@code standIns[F]} is a
     * character the grammar reads as field F whatever its length (a digit, a letter);
     * fields past the stand-ins (opcodes) are left to the parse tree.
     */
    public static <P extends Parser, C extends ParserRuleContext> Result<C> recover(GrammarSpec<P, C> spec, SourceText source,
            Parsed<C> first, int fieldSpace, char[] standIns) {
        List<int[]> fields = fields(spec, source, fieldSpace);
        List<Diagnostic> reported = new ArrayList<>();
        BitSet aside = new BitSet();
        StringBuilder scratch = new StringBuilder(source.text());
        int[] chars = charOffsets(source.text());
        Parsed<C> parsed = first;
        long last = -1;
        while (parsed.hasErrors() && !parsed.tree().isEmpty()) {
            Diagnostic error = parsed.diagnostics().get(0);
            long at = error.span().startOffset();
            int field = fieldOf(fields, at);
            if (at <= last || field >= standIns.length || field >= fields.size() || aside.get(field)) {
                break;
            }
            reported.add(error);
            last = at;
            aside.set(field);
            // One stand-in for each code point: offsets, lines and columns are counted in code points.
            int[] span = fields.get(field);
            scratch.replace(chars[span[0]], chars[span[1]], String.valueOf(standIns[field]).repeat(span[1] - span[0]));
            chars = charOffsets(scratch.toString());
            parsed = ParseDriver.parse(spec, SourceText.of(scratch.toString()));
        }
        for (Diagnostic d : parsed.diagnostics()) {
            if (d.span().startOffset() > last) {
                reported.add(d); // in the opcodes, which the tree reads one by one
            }
        }
        return new Result<>(parsed, reported, aside);
    }

    /** The code-point start and end of each field, cut at the field spaces as the lexer cuts them. */
    private static List<int[]> fields(GrammarSpec<?, ?> spec, SourceText source, int fieldSpace) {
        Lexer lexer = spec.lexer().apply(CharStreams.fromString(source.text()));
        lexer.removeErrorListeners();
        List<int[]> fields = new ArrayList<>();
        int start = 0;
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            if (t.getType() == fieldSpace) {
                fields.add(new int[] {start, t.getStartIndex()});
                start = t.getStopIndex() + 1;
            }
        }
        fields.add(new int[] {start, source.length()});
        return fields;
    }

    /** The field an offset is in; an offset on a field space belongs to the field before it. */
    private static int fieldOf(List<int[]> fields, long at) {
        for (int f = 0; f < fields.size() - 1; f++) {
            if (at < fields.get(f + 1)[0]) {
                return f;
            }
        }
        return fields.size() - 1;
    }

    /**
     * How many of {@code tokens} are of one of the {@code types}: for a record cut into
     * fields by its lexer's modes, the spaces between fields it has (its fields less one),
     * whatever the parser made of them.
     */
    public static int count(List<Token> tokens, int... types) {
        int count = 0;
        for (Token token : tokens) {
            for (int type : types) {
                if (token.getType() == type) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The char offset of each code point of {@code text}, and its length at the end: for edits that keep code-point offsets. */
    public static int[] charOffsets(String text) {
        int[] chars = new int[text.codePointCount(0, text.length()) + 1];
        int k = 0;
        for (int cp = 0; cp < chars.length - 1; cp++) {
            chars[cp] = k;
            k += Character.charCount(text.codePointAt(k));
        }
        chars[chars.length - 1] = k;
        return chars;
    }
}
