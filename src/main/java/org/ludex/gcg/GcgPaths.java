package org.ludex.gcg;

/**
 * The parts of a GCG file that its source map knows, by path, named only here so that
 * the reader, the validator and the tools that point into a game name them alike:
 * {@code pragma/J} (the J-th pragma line, notes included), {@code event/I} (the I-th
 * event line) and its fields {@code event/I/nickname}, {@code event/I/rack},
 * {@code event/I/move}, {@code event/I/score}, {@code event/I/cumulative} and
 * {@code event/I/extra} (tokens after the cumulative score), {@code event/I/note/K} (the
 * K-th note attached to the event) and {@code encoding} (a {@code #character-encoding}
 * line, which says how the bytes were read and is no part of the record); all numbers
 * from 0.
 */
public final class GcgPaths {
    static final String PRAGMA = "pragma";
    static final String EVENT = "event";
    static final String NOTE = "note";
    static final String ENCODING = "encoding";

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

    /** The {@code k}-th note attached to an event. */
    public static String note(int event, int k) {
        return EVENT + "/" + event + "/" + NOTE + "/" + k;
    }

    /** A {@code #character-encoding} line. */
    public static String encoding() {
        return ENCODING;
    }
}
