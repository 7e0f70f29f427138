package org.ludex.backgammonrecord;

import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;

import static java.util.Objects.requireNonNull;

/**
 * The position an action of a record was written on: the action's place (its game and its index among the game's
 * actions, from 0), the action, the side whose action it is and the position.
 */
public record Before(int game, int index, Action action, Side side, Position position) {
    public Before {
        requireNonNull(action, "action is null");
        requireNonNull(side, "side is null");
        requireNonNull(position, "position is null");
    }

    /** The action's key in the notation's source map. */
    public String path() {
        return action.place();
    }
}
