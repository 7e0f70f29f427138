package org.ludex.conformance;

import java.util.Locale;

/**
 * A case, what the implementation said of it, and whether that agrees with the suite.
 *
 * @param disagreement null when they agree; else what kind of disagreement
 */
public record Result(SuiteCase suiteCase, Answer answer, Disagreement disagreement) {

    /** How an answer departs from what the suite expects. */
    public enum Disagreement {
        /** Accepted what the suite rejects, or rejected what it accepts. */
        VERDICT,
        /** Rejected as expected, but its first error is on another line. */
        LINE,
        /** Neither accepted nor rejected: another exit status, or no answer in time. */
        FAILURE;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Compares an answer with the case: the verdict, then the first error's line where both give one. */
    public static Result of(SuiteCase c, Answer answer, boolean syntaxOnly) {
        Disagreement d = null;
        if (answer.outcome() == Answer.Outcome.FAILED) {
            d = Disagreement.FAILURE;
        } else if (c.verdict() == SuiteCase.Verdict.ACCEPT && answer.outcome() != Answer.Outcome.ACCEPTED
                || c.verdict() == SuiteCase.Verdict.REJECT && answer.outcome() != Answer.Outcome.REJECTED) {
            d = Disagreement.VERDICT;
        } else if (c.verdict() == SuiteCase.Verdict.REJECT && !sameLine(c, answer, syntaxOnly) && answer.firstError() != null
                && c.expectedError(syntaxOnly) != null) {
            d = Disagreement.LINE;
        }
        return new Result(c, answer, d);
    }

    /** Whether the implementation's first error is on the line the suite expects it. */
    public static boolean sameLine(SuiteCase c, Answer answer, boolean syntaxOnly) {
        Position expected = c.expectedError(syntaxOnly);
        return expected != null && answer.firstError() != null && expected.line() == answer.firstError().line();
    }

    /** Whether it is at the very place (line and column) the suite expects it. */
    public static boolean samePlace(SuiteCase c, Answer answer, boolean syntaxOnly) {
        Position expected = c.expectedError(syntaxOnly);
        return expected != null && expected.equals(answer.firstError());
    }

    public boolean agrees() {
        return disagreement == null;
    }
}
