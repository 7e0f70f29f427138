package org.ludex.gcg.replay;

import org.ludex.crossword.Coordinate;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.Game;
import org.ludex.crossword.Placement;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Rack;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import static org.ludex.gcg.GcgCodes.*;

/**
 * What a record writes or claims, checked against the game as it stands: the game knows the rules, not the record.
 * A play's score as written against the score the game works out; a blank played through written as the letter it
 * stands for; a play written inside a longer word; a rack written between events ({@code #rackN}, {@code #incomplete})
 * that no legal game could hold; a time penalty written before the points for a rack.
 */
final class Claims {
    private Claims() {}

    /**
     * A blank on the board that a play goes through written as a letter (or a letter as a blank): one warning for each,
     * in the play's order. Only for a play the game puts on the board ({@code game} as it stands before it).
     */
    static List<Diagnostic> throughCase(Game game, Game.Action.Play play, Supplier<Span> move) {
        List<Diagnostic> found = new ArrayList<>(0);
        CrosswordBoard board = game.board();
        boolean down = play.coordinate().direction() == Coordinate.Direction.DOWN;
        for (int k = 0; k < play.tiles().size(); k++) {
            Game.PlayedTile tile = play.tiles().get(k);
            int row = play.coordinate().row() + (down ? k : 0);
            int column = play.coordinate().column() + (down ? 0 : k);
            if (tile.lettered() && board.filled(row, column) && board.tile(row, column).equals(tile.face())
                    && board.blank(row, column) != (tile.kind() == Game.PlayedTile.Kind.BLANK)) {
                Tile there = board.tile(row, column);
                found.add(Diagnostic.warning(THROUGH_CASE, move.get(), "a blank is written in lowercase, even when a play goes through it: "
                        + CrosswordText.square(board.layout().point(row, column)) + " holds " + FindingWords.written(there, true)
                        + ", written " + FindingWords.written(there, false)));
            }
        }
        return found;
    }

    /**
     * A play that puts a tile down written as part of a longer word: a tile lies just before its first square, or
     * (when none does) just after its last. Only for a play the game puts on the board ({@code game} as it stands before it).
     */
    static Optional<Diagnostic> wordContinues(Game game, Game.Action.Play play, Supplier<Span> move) {
        CrosswordBoard board = game.board();
        int dr = play.coordinate().direction() == Coordinate.Direction.DOWN ? 1 : 0;
        int dc = 1 - dr;
        int row = play.coordinate().row();
        int column = play.coordinate().column();
        int length = play.tiles().size();
        boolean placed = false;
        for (int k = 0; k < length && !placed; k++) {
            placed = play.tiles().get(k).lettered() && !board.filled(row + k * dr, column + k * dc);
        }
        if (!placed) {
            return Optional.empty();
        }
        for (int[] square : new int[][] {{row - dr, column - dc}, {row + length * dr, column + length * dc}}) {
            if (board.filled(square[0], square[1])) {
                return Optional.of(Diagnostic.warning(WORD_CONTINUES, move.get(), "the word goes on: "
                        + CrosswordText.square(new Placement.Point(square[0], square[1])) + " holds "
                        + FindingWords.written(board.tile(square[0], square[1]), board.blank(square[0], square[1]))
                        + "; a play is written as the whole word it forms, from its first square"));
            }
        }
        return Optional.empty();
    }

    /** The words of a play written with {@code given} that scores otherwise: the sum, word by word. */
    static String misscored(PlayScore score, int given, int rackSize) {
        return "the play scores " + score.total() + ", not " + given + ": " + CrosswordText.arithmetic(score, rackSize);
    }

    /** A time penalty ({@code penalty}) written before the points for a rack ({@code points}, the whole line). */
    static Diagnostic timeOrder(Span penalty, Span points) {
        return Diagnostic.error(TIME_ORDER, penalty, "time penalties come last, after the points for the racks left")
                .withRelated(points, "points for a rack come here, after it");
    }

    /**
     * A rack written between events ({@code name}: {@code #rack1}, {@code #incomplete}) holds at most a rack's worth;
     * and, when {@code drawn} (it is not the first rack of the game) and its player ({@code player}, or -1) is known,
     * its tiles could have been drawn in the game as it stands.
     */
    static List<Diagnostic> rackBetween(Game game, int player, String nickname, Rack rack, boolean drawn, Supplier<Span> at, String name) {
        List<Diagnostic> found = new ArrayList<>(0);
        int maximum = game.rules().rackSize();
        if (rack.size() > maximum) {
            found.add(Diagnostic.error(RACK_OVERSIZE, at.get(), name + " holds " + rack.size() + " tiles; a rack holds at most " + maximum));
        }
        if (!drawn || player < 0 || !game.counted()) {
            return found;
        }
        if (rack.foreign().isPresent()) {
            found.add(Diagnostic.error(TILE_SET, at.get(), FindingWords.written(rack.foreign().get(), false) + " is not a tile of the "
                    + game.set().name() + " set"));
            return found;
        }
        TileCounts wanted = rack.tiles();
        TileCounts pool = game.possibleRack(player);
        if (!pool.containsAll(wanted)) {
            found.add(Diagnostic.error(RACK_BAG, at.get(), name + " cannot be drawn: " + FindingWords.missing(pool.missing(wanted), wanted.copy(),
                    game.set())));
            return found;
        }
        int held = game.held(player);
        if (game.whole() && game.bag() == 0 && game.players() == 2 && wanted.size() > held && rack.unknown() == 0) {
            found.add(Diagnostic.error(RACK_BAG, at.get(), name + " holds " + Diagnostics.count(wanted.size(), "tile")
                    + ", but with the bag empty " + nickname + " has " + held));
        }
        return found;
    }

    /** A withdrawal written as taking back {@code -given} points, of a play written with {@code taken}. */
    static Diagnostic withdrawalScore(Span score, int taken, int given) {
        return Diagnostic.error(WITHDRAWAL_SCORE, score, "a withdrawal takes back the score of the play it withdraws, here " + taken
                + ", written " + (taken == 0 ? "+0" : "-" + taken) + "; this one takes back " + Diagnostics.count(-given, "point"));
    }

    /**
     * The points for going out written as {@code given}, for tiles left worth {@code value}: twice that, or (where each
     * player pays for their own rack, {@code rule}) once.
     */
    static Optional<Diagnostic> outPoints(Supplier<Span> score, Rules.EndRack rule, int value, int given) {
        if (rule.allows(given, value)) {
            return Optional.empty();
        }
        return Optional.of(Diagnostic.error(END_POINTS, score.get(), "the player who goes out scores twice the value of the tiles left"
                + (rule == Rules.EndRack.EACH_PAYS ? " (once, where the other player's rack penalty is written too)" : "") + ": 2 x "
                + value + " = " + 2 * value + ", not " + given));
    }

    /** A rack penalty written as {@code given}, for a rack left worth {@code value}. */
    static Optional<Diagnostic> rackPenalty(Supplier<Span> score, int value, int given) {
        return given == -value ? Optional.empty() : Optional.of(Diagnostic.error(END_POINTS, score.get(),
                "a player loses the value of their own rack left: -" + value + ", not " + (given > 0 ? "+" : "") + given));
    }
}
