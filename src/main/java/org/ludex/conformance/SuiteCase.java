package org.ludex.conformance;

import java.nio.file.Path;
import java.util.Locale;

/**
 * One case of the suite as its format's manifest gives it.
 *
 * @param format      the format's name ({@code xgid}, {@code cgp}, {@code cgp-rune}, {@code gcg}, {@code ubf})
 * @param name        the case's path inside the format's folder, with {@code /}: {@code invalid/turn-zero.xgid}
 * @param file        where the case file is
 * @param verdict     what the specification says of it
 * @param level       for a rejected case, what rejects it: the grammar alone or a check beyond it; null otherwise
 * @param firstError  for a rejected case, where its first error is (null otherwise)
 * @param code        the code Ludex gives that first error (null when there is none)
 * @param syntaxError for a case the grammar rejects, where the grammar's first error is (null otherwise)
 */
public record SuiteCase(String format, String name, Path file, Verdict verdict, Level level, Position firstError,
                        String code, Position syntaxError) {

    /** What the specification says of a case: the folder it is in. */
    public enum Verdict {
        /** {@code valid/}: the specification accepts it. */
        ACCEPT,
        /** {@code invalid/}: the specification rejects it. */
        REJECT,
        /** {@code dialect/}: a form the specification does not have but tools write; an implementation may accept or reject it. */
        EITHER;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What rejects an invalid case. */
    public enum Level {
        /** The grammar alone: a parser generated from {@code grammars/} reports a syntax error. */
        SYNTAX,
        /** A check beyond the grammar: the text parses, the record breaks a rule. */
        CONTENT;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Whether a run includes this case: every case, or with {@code syntaxOnly} all but those a check beyond the grammar rejects. */
    public boolean runs(boolean syntaxOnly) {
        return !syntaxOnly || level != Level.CONTENT;
    }

    /** Where the first error is expected: the grammar's first error in a run of the syntax level, else the first error of all. */
    public Position expectedError(boolean syntaxOnly) {
        return syntaxOnly ? syntaxError : firstError;
    }

    /** What the suite expects, in words: {@code accept}, {@code reject, first error at 1:37 (xgid.turn)}. */
    public String expected(boolean syntaxOnly) {
        return switch (verdict) {
            case ACCEPT -> "accept";
            case EITHER -> "accept or reject (a dialect)";
            case REJECT -> {
                Position at = expectedError(syntaxOnly);
                yield at == null ? "reject" : "reject, first error at " + at + (syntaxOnly || code == null ? "" : " (" + code + ")");
            }
        };
    }
}
