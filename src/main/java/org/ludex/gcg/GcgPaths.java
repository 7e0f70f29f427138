package org.ludex.gcg;

import org.ludex.parse.SourceMap;

import java.util.Optional;

/**
 * The parts of a GCG file that its source map knows, by path, named only here so that
 * the reader, the validator and the tools that point into a game name them alike:
 * {@code pragma/J} (the J-th pragma line, notes included), {@code event/I} (the I-th
 * event line) and its fields {@code event/I/nickname}, {@code event/I/rack},
 * {@code event/I/move}, {@code event/I/score}, {@code event/I/cumulative} and
 * {@code event/I/extra} (tokens after the cumulative score), {@code event/I/note/K} (the
 * K-th note attached to the event) and {@code encoding} (a {@code #character-encoding}
 * line, which says how the bytes were read and is no part of the record); all numbers
 * from 0. The paths are made by the methods here and read back only by {@link #part}, so
 * a tool that points into a game switches over a {@link Part}, never over pieces of text.
 */
public final class GcgPaths {
    public static final String PRAGMA = "pragma";
    public static final String EVENT = "event";
    public static final String NOTE = "note";
    public static final String ENCODING = "encoding";

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

    /** A part of a game, as a value: what {@link #part} reads a path back into. */
    public sealed interface Part {
        /** The path of the part, as the source map knows it. */
        String path();

        /** The whole file. */
        record Whole() implements Part {
            @Override
            public String path() {
                return "";
            }
        }

        /** The {@code #character-encoding} line. */
        record Encoding() implements Part {
            @Override
            public String path() {
                return encoding();
            }
        }

        /** The {@code line}-th pragma line, notes included. */
        record PragmaLine(int line) implements Part {
            @Override
            public String path() {
                return pragma(line);
            }
        }

        /** A whole event line. */
        record EventLine(int event) implements Part {
            @Override
            public String path() {
                return GcgPaths.event(event);
            }
        }

        /** A field of an event line. */
        record EventField(int event, Field field) implements Part {
            @Override
            public String path() {
                return GcgPaths.event(event, field);
            }
        }

        /** The {@code k}-th note attached to an event. */
        record Note(int event, int k) implements Part {
            @Override
            public String path() {
                return note(event, k);
            }
        }
    }

    /** The part a path names; empty for a text that is no path of a game. */
    public static Optional<Part> part(String path) {
        if (path.isEmpty()) {
            return Optional.of(new Part.Whole());
        }
        if (path.equals(ENCODING)) {
            return Optional.of(new Part.Encoding());
        }
        String[] pieces = path.split("/", -1);
        int first = pieces.length > 1 ? SourceMap.number(pieces[1]) : -1;
        if (first < 0) {
            return Optional.empty();
        }
        if (pieces[0].equals(PRAGMA)) {
            // a nickname written in a pragma line (a player's, or that of an event line kept as written) is a part of that line
            return pieces.length == 2 || pieces.length == 3 && pieces[2].equals(Field.NICKNAME.part())
                    ? Optional.of(new Part.PragmaLine(first)) : Optional.empty();
        }
        if (!pieces[0].equals(EVENT)) {
            return Optional.empty();
        }
        if (pieces.length == 2) {
            return Optional.of(new Part.EventLine(first));
        }
        if (pieces.length == 4 && pieces[2].equals(NOTE)) {
            int k = SourceMap.number(pieces[3]);
            return k < 0 ? Optional.empty() : Optional.of(new Part.Note(first, k));
        }
        if (pieces.length == 3) {
            for (Field field : Field.values()) {
                if (field.part().equals(pieces[2])) {
                    return Optional.of(new Part.EventField(first, field));
                }
            }
        }
        return Optional.empty();
    }
}
