package org.ludex.backgammonrecord;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Cube;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Match;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Options;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * Where a game starts when its record sets up a position instead of the opening one: the board, the side on roll
 * (none: either side may roll first, as in an opening), the cube, and the dice the record sets for that side, if
 * any. Every action after it is played by the rules from there.
 *
 * @param place the key of the set-up in the notation's source map
 */
public record GameStart(Board board, Optional<Side> turn, Cube cube, Optional<Dice> dice, String place) {
    public GameStart {
        requireNonNull(board, "board is null");
        requireNonNull(turn, "turn is null");
        requireNonNull(cube, "cube is null");
        requireNonNull(dice, "dice is null");
        requireNonNull(place, "place is null");
    }

    /** The position before the game's first action: the side on roll to roll (or double), the dice not yet out. */
    public Position position(Match match, Options options) {
        if (turn.isEmpty()) {
            return new Position(board, Side.ZERO, Position.Phase.OPENING, Optional.empty(), cube, Optional.empty(), Optional.empty(),
                    match, options);
        }
        return Position.toRoll(board, turn.get(), cube, match, options);
    }

    /** The set-up as it stands when the record writes nothing after it: with its dice out, where it sets dice and a side. */
    Position standing(Match match, Options options) {
        Position position = position(match, options);
        if (dice.isPresent() && turn.isPresent()) {
            Position rolled = position.apply(new Move.Roll(turn.get(), dice.get())).position();
            return rolled;
        }
        return position;
    }
}
