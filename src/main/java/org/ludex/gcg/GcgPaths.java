package org.ludex.gcg;

/**
 * The parts of a GCG file that its source map knows, by path, named only here so that
 * the reader, the validator and the tools that point into a game name them alike:
 * {@code pragma/J} (the J-th pragma line, notes included), {@code event/I} (the I-th
 * event line) and its fields {@code event/I/nickname}, {@code event/I/rack},
 * {@code event/I/move}, {@code event/I/score}, {@code event/I/cumulative} and
 * {@code event/I/extra} (tokens after the cumulative score); all numbers from 0.
 */
public final class GcgPaths {
    static final String PRAGMA = "pragma";
    static final String EVENT = "event";

    private GcgPaths() {}

    /** A field of an event line. */
    public enum Field {
        NICKNAME("nickname"),
        RACK("rack"),
        MOVE("move"),
        SCORE("score"),
        CUMULATIVE("cumulative"),
        EXTRA("extra");

        private final String part;

        Field(String part) {
            this.part = part;
        }

        /** The last piece of the field's path. */
        public String part() {
            return part;
        }
    }

    public static String pragma(int line) {
        return PRAGMA + "/" + line;
    }

    public static String event(int event) {
        return EVENT + "/" + event;
    }

    public static String event(int event, Field field) {
        return EVENT + "/" + event + "/" + field.part();
    }
}
