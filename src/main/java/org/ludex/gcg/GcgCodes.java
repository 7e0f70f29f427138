package org.ludex.gcg;

/** The stable diagnostic codes of GCG. */
public final class GcgCodes {
    // Bytes.
    public static final String ENCODING_UNKNOWN = "gcg.encoding.unknown";
    public static final String ENCODING_GUESSED = "gcg.encoding.guessed";
    public static final String ENCODING_INVALID = "gcg.input.encoding";
    public static final String ENCODING_PLACEMENT = "gcg.encoding.placement";

    // The reader.
    public static final String SYNTAX = "gcg.syntax";
    public static final String LINE = "gcg.line";
    public static final String PRAGMA_UNKNOWN = "gcg.pragma.unknown";
    public static final String PRAGMA_OBSOLETE = "gcg.pragma.obsolete";
    public static final String PRAGMA_ARGUMENTS = "gcg.pragma.arguments";
    public static final String PRAGMA_PLACEMENT = "gcg.pragma.placement";
    public static final String TILE = "gcg.tile";
    public static final String RACK_MISSING = "gcg.rack.missing";
    public static final String RACK_TILE = "gcg.rack.tile";
    public static final String COORDINATE = "gcg.coordinate";
    public static final String COORDINATE_LOWERCASE = "gcg.coordinate.lowercase";
    public static final String NUMBER_RANGE = "gcg.number.range";
    public static final String EXTRA_TOKENS = "gcg.extra-tokens";
    public static final String NOTE_CONTINUED = "gcg.note.continued";

    // The validator.
    public static final String PLAYER_DUPLICATE = "gcg.player.duplicate";
    public static final String NICKNAME_UNKNOWN = "gcg.nickname.unknown";
    public static final String CUMULATIVE = "gcg.score.cumulative";
    public static final String WITHDRAWAL_SCORE = "gcg.withdrawal.score";
    public static final String WITHDRAWAL_NOTHING = "gcg.withdrawal.nothing";
    public static final String EXCHANGE_COUNT = "gcg.exchange.count";
    public static final String OFF_BOARD = "gcg.coordinate.board";
    public static final String ZERO_SCORE = "gcg.score.zero";

    private GcgCodes() {}
}
