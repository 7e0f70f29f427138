package org.ludex.xgid;

import org.ludex.parse.SourceMap;

import java.util.OptionalInt;

/**
 * The parts of an XGID that its source map knows, by path, named only here so that the
 * reader, the validator and the conversions name them alike: one per field, and
 * {@code position/I} for the I-th character of the position (0 the top player's bar,
 * 1 to 24 the points, 25 the bottom player's bar). A GNU Backgammon id pair read for
 * conversion has {@code position} (its Position ID) and {@code match} (its Match ID).
 * A field's path is a constant here; {@link #point(int)} makes a character's path and
 * {@link #pointIndex} alone reads one back.
 */
public final class XgidPaths {
    public static final String POSITION = "position";
    public static final String CUBE = "cube";
    public static final String CUBE_OWNER = "cubeOwner";
    public static final String TURN = "turn";
    public static final String DICE = "dice";
    public static final String BOTTOM_SCORE = "bottomScore";
    public static final String TOP_SCORE = "topScore";
    public static final String RULES = "rules";
    public static final String MATCH_LENGTH = "matchLength";
    public static final String MAX_CUBE = "maxCube";
    /** The text between and around the fields: marked unread when the parser had to skip or supply a separator. */
    public static final String RECORD = "record";
    /** The Match ID of a GNU Backgammon id pair. */
    public static final String MATCH = "match";

    private XgidPaths() {}

    /** The character of the position at index {@code index} (0 to 25). */
    public static String point(int index) {
        return POSITION + "/" + index;
    }

    /** The score field of a player. */
    public static String score(Player player) {
        return player == Player.BOTTOM ? BOTTOM_SCORE : TOP_SCORE;
    }

    /** The index of the position character a path names ({@code position/7} is 7); empty for any other path. */
    public static OptionalInt pointIndex(String path) {
        if (!path.startsWith(POSITION + "/")) {
            return OptionalInt.empty();
        }
        int index = SourceMap.number(path.substring(POSITION.length() + 1));
        return index < 0 ? OptionalInt.empty() : OptionalInt.of(index);
    }
}
