package org.ludex.backgammon;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What a picture of a backgammon board shows, in the words of no notation: the checkers of each place, numbered
 * from the bottom player's side (the bottom player's light checkers, the top player's dark), those borne off, the
 * cube and where it sits, the dice of the player on roll or a few words where none are out, and the lines under the
 * board. Drawn by {@link BoardPicture} (SVG, PNG, a page) and {@link BoardText} (a terminal); a position of the rules
 * gives one through {@link PositionScene}, and a notation that can write what the rules forbid (more than fifteen
 * checkers) fills one itself.
 *
 * @param slots    26 places: 0 the top player's bar, 1 to 24 the points counted from the bottom player's side, 25 the
 *                 bottom player's bar; a positive count is the bottom player's checkers, a negative one the top player's
 * @param offBottom the bottom player's checkers borne off
 * @param offTop   the top player's checkers borne off
 * @param cube     the cube's face ({@code 2}, {@code 64}, {@code Cr} in the Crawford game)
 * @param cubeSeat where the cube sits: by its owner, or in the middle (empty)
 * @param dice     the dice of the roll to be played, in the order thrown
 * @param diceSeat whose dice or words they are
 * @param diceWords what stands in place of the dice when none are out ({@code X to roll or double}); nothing drawn when empty
 * @param captions the lines under the board, top to bottom
 */
public record BoardScene(List<Integer> slots, int offBottom, int offTop, String cube, Optional<Seat> cubeSeat, Optional<Dice> dice,
                         Seat diceSeat, String diceWords, List<Caption> captions) {
    /** The places of a board: both bars and the 24 points. */
    public static final int SLOTS = 26;
    public static final int TOP_BAR = 0;
    public static final int BOTTOM_BAR = 25;

    public BoardScene {
        slots = List.copyOf(slots);
        if (slots.size() != SLOTS) {
            throw new IllegalArgumentException("a board has " + SLOTS + " places, not " + slots.size());
        }
        requireNonNull(cube, "cube is null");
        requireNonNull(cubeSeat, "cubeSeat is null");
        requireNonNull(dice, "dice is null");
        requireNonNull(diceSeat, "diceSeat is null");
        requireNonNull(diceWords, "diceWords is null");
        captions = List.copyOf(captions);
    }

    /** The two players as a picture places them. */
    public enum Seat {
        BOTTOM,
        TOP;

        /** "bottom" or "top", as the picture's roles say it. */
        public String word() {
            return this == BOTTOM ? "bottom" : "top";
        }

        /** The letter a text diagram draws the player's checkers with: X at the bottom, O at the top. */
        public String symbol() {
            return this == BOTTOM ? "X" : "O";
        }
    }

    /**
     * A line under the board: its text (a player's name in it is the input's own, which writers escape), the key of
     * the player it is about (a checker drawn before it), bold or not, the role the picture gives it, and the players'
     * names as the text holds them: what a picture shortens first where the line is too long for it.
     */
    public record Caption(String text, Optional<Seat> key, boolean bold, String role, List<String> names) {
        public Caption {
            requireNonNull(text, "text is null");
            requireNonNull(key, "key is null");
            requireNonNull(role, "role is null");
            names = List.copyOf(names);
        }

        /** A line that names no player. */
        public Caption(String text, Optional<Seat> key, boolean bold, String role) {
            this(text, key, bold, role, List.of());
        }

        public static Caption plain(String text, String role) {
            return new Caption(text, Optional.empty(), false, role);
        }

        /** The same line, holding these names of the players. */
        public Caption naming(List<String> written) {
            return new Caption(text, key, bold, role, written);
        }
    }

    /** How many checkers of {@code seat} stand at a place (0 when the other player's do). */
    public int count(int slot, Seat seat) {
        int signed = slots.get(slot);
        return seat == Seat.BOTTOM ? Math.max(0, signed) : Math.max(0, -signed);
    }

    /** Whose checkers stand at a place, if any. */
    public Optional<Seat> owner(int slot) {
        int signed = slots.get(slot);
        return signed > 0 ? Optional.of(Seat.BOTTOM) : signed < 0 ? Optional.of(Seat.TOP) : Optional.empty();
    }

    /** How many checkers stand at a place, whoever's. */
    public int count(int slot) {
        return Math.abs(slots.get(slot));
    }

    public int borneOff(Seat seat) {
        return seat == Seat.BOTTOM ? offBottom : offTop;
    }
}
