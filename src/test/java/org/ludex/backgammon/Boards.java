package org.ludex.backgammon;

import java.util.ArrayList;
import java.util.List;

/**
 * A test's positions and plays from compact text. A board is each side's checkers as {@code point:count}, side
 * zero's before the slash and side one's after, each numbered from its own home; {@code bar} is the bar; whatever
 * is not listed is borne off: {@code "bar:1 6:5 8:2 / 1:2 2:2 3:2 4:2 5:2 6:1"}. Steps are written
 * {@code "24/18 bar/22 4/off"}.
 */
final class Boards {
    private Boards() {
    }

    static Board board(String text) {
        String[] sides = text.split("/", -1);
        if (sides.length != 2) {
            throw new IllegalArgumentException("one slash between the sides: " + text);
        }
        return Board.of(side(sides[0]), side(sides[1]));
    }

    private static int[] side(String text) {
        int[] counts = new int[26];
        for (String item : text.trim().split("\\s+")) {
            if (item.isEmpty()) {
                continue;
            }
            String[] parts = item.split(":");
            counts[point(parts[0])] += Integer.parseInt(parts[1]);
        }
        return counts;
    }

    private static int point(String text) {
        return switch (text) {
            case "bar" -> Board.BAR;
            case "off" -> Board.OFF;
            default -> Integer.parseInt(text);
        };
    }

    static List<Step> steps(String text) {
        List<Step> steps = new ArrayList<>();
        for (String item : text.trim().split("\\s+")) {
            if (item.isEmpty()) {
                continue;
            }
            String[] parts = item.split("/");
            steps.add(new Step(point(parts[0]), point(parts[1])));
        }
        return steps;
    }

    /** Side zero to play {@code first}-{@code second} on {@code board}. */
    static Position zeroToPlay(String board, int first, int second) {
        return Position.toPlay(board(board), Side.ZERO, new Dice(first, second));
    }

    /** Plays {@code steps} for side zero, the side on roll. */
    static Outcome play(Position position, String steps) {
        return position.apply(new Move.Play(Side.ZERO, steps(steps)));
    }

    static List<Fault> faults(Outcome outcome) {
        return outcome.findings().stream().map(Finding::fault).toList();
    }

    static final String START = "24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:5";
}
