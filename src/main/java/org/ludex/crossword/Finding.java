package org.ludex.crossword;

import org.ludex.diagnostic.Severity;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What a {@link Game} found in a move: how bad, which {@link Fault}, at which move (as the game's
 * moves are numbered, and which component of the move, {@link Place}) and its {@link Facts}, for whoever reports it to put in words; where
 * another move bears on it, that move and how; and, for a finding on a game no longer known whole
 * ({@link Fault#UNCERTAIN}), the fault the check looks for, which what the game does not know may account for.
 */
public record Finding(Severity severity, Fault fault, Place place, Facts facts, Optional<Related> related, Optional<Fault> doubted) {
    public Finding {
        requireNonNull(severity, "severity is null");
        requireNonNull(fault, "fault is null");
        requireNonNull(place, "place is null");
        requireNonNull(facts, "facts is null");
        requireNonNull(related, "related is null");
        requireNonNull(doubted, "doubted is null");
    }

    public static Finding error(Fault fault, Place place, Facts facts) {
        return new Finding(Severity.ERROR, fault, place, facts, Optional.empty(), Optional.empty());
    }

    public static Finding warning(Fault fault, Place place, Facts facts) {
        return new Finding(Severity.WARNING, fault, place, facts, Optional.empty(), Optional.empty());
    }

    /**
     * A warning that a check on a game no longer known whole ({@link Game#whole}) found {@code fault}, which what the
     * game does not know may account for. Whoever knows why the game is not whole, and since when, says so.
     */
    public static Finding uncertain(Fault fault, Place place, Facts facts) {
        return new Finding(Severity.WARNING, Fault.UNCERTAIN, place, facts, Optional.empty(), Optional.of(fault));
    }

    /** The same finding with another place that bears on it. */
    public Finding withRelated(Place at, Bearing how) {
        return new Finding(severity, fault, place, facts, Optional.of(new Related(at, how)), doubted);
    }

    /** A place in the game: the move, by the number it was given ({@code at}), and the component of it. */
    public record Place(int at, Component component) {
        public Place {
            requireNonNull(component, "component is null");
        }
    }

    /** Which component of a {@link Game.Move} a finding points at: the move as a whole, or one of its parts. */
    public enum Component {
        MOVE,
        PLAYER,
        RACK,
        ACTION,
        SCORE
    }

    /** Another place that bears on a finding, and how. */
    public record Related(Place place, Bearing bearing) {
        public Related {
            requireNonNull(place, "place is null");
            requireNonNull(bearing, "bearing is null");
        }
    }

    /** How another place bears on a finding. */
    public enum Bearing {
        /** The rack of the turn a player kept tiles from. */
        KEPT_RACK,
        /** The other player's rack, given whole. */
        WHOLE_RACK,
    }
}
