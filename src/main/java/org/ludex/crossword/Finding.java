package org.ludex.crossword;

import org.ludex.diagnostic.Severity;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What a {@link Game} found in a move: how bad, which {@link Fault}, where in the record (as the
 * record numbers its lines, {@link Place}) and in words a player understands; and, where another
 * line of the record bears on it, that line and why.
 */
public record Finding(Severity severity, Fault fault, Place place, String message, Optional<Related> related) {
    public Finding {
        requireNonNull(severity, "severity is null");
        requireNonNull(fault, "fault is null");
        requireNonNull(place, "place is null");
        requireNonNull(message, "message is null");
        requireNonNull(related, "related is null");
    }

    static Finding error(Fault fault, Place place, String message) {
        return new Finding(Severity.ERROR, fault, place, message, Optional.empty());
    }

    static Finding warning(Fault fault, Place place, String message) {
        return new Finding(Severity.WARNING, fault, place, message, Optional.empty());
    }

    Finding withRelated(Place at, String why) {
        return new Finding(severity, fault, place, message, Optional.of(new Related(at, why)));
    }

    /**
     * A place in the record: the line a move came from, numbered by the record ({@code at}), and the part
     * of it. {@link Part#LINE} is a line that is no move (a rack written between moves, a line that could
     * not be read), numbered as the record numbers such lines.
     */
    public record Place(int at, Part part) {
        public Place {
            requireNonNull(part, "part is null");
        }
    }

    /** Which part of a move's line a finding points at. */
    public enum Part {
        WHOLE,
        PLAYER,
        RACK,
        MOVE,
        SCORE,
        LINE
    }

    /** Another line that bears on a finding, and how. */
    public record Related(Place place, String message) {
        public Related {
            requireNonNull(place, "place is null");
            requireNonNull(message, "message is null");
        }
    }
}
