package org.ludex.conformance;

/**
 * What an implementation said of a case.
 *
 * @param outcome    accepted (exit 0), rejected (exit 1) or failed (any other exit, or no answer in time)
 * @param firstError the position it printed first as {@code LINE:COLUMN}, when it printed one
 * @param detail     for a failure, what happened, in words; else the line it reported its first error on, or empty
 */
public record Answer(Outcome outcome, Position firstError, String detail) {
    public enum Outcome { ACCEPTED, REJECTED, FAILED }

    public static Answer accepted() {
        return new Answer(Outcome.ACCEPTED, null, "");
    }

    public static Answer rejected(Position firstError, String line) {
        return new Answer(Outcome.REJECTED, firstError, line == null ? "" : line);
    }

    public static Answer failed(String why) {
        return new Answer(Outcome.FAILED, null, why);
    }

    /** In words: {@code accept}, {@code reject, first error at 2:1}, {@code failed: exit status 3}. */
    public String said() {
        return switch (outcome) {
            case ACCEPTED -> "accept";
            case REJECTED -> firstError == null ? "reject (no LINE:COLUMN printed)" : "reject, first error at " + firstError;
            case FAILED -> "failed: " + detail;
        };
    }
}
