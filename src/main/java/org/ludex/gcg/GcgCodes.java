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
    public static final String EMPTY = "gcg.empty";
    public static final String PLAYER_REPEATED = "gcg.player.repeated";
    public static final String PLAYER_NAME = "gcg.player.name";
    public static final String PLAYERS_MISSING = "gcg.player.missing";
    public static final String PRAGMA_REPEATED = "gcg.pragma.repeated";
    public static final String PRAGMA_CONFLICT = "gcg.pragma.conflict";
    public static final String NOTE_BEFORE_EVENTS = "gcg.note.before-events";
    public static final String GAME_TYPE = "gcg.game-type.unknown";
    public static final String TILE_SET_UNKNOWN = "gcg.tile-set.unknown";
    public static final String RACK_BEFORE_EVENTS = "gcg.rack.before-events";

    // The replay.
    public static final String TURN = "gcg.turn";
    public static final String AFTER_END = "gcg.end.after";
    public static final String BEFORE_END = "gcg.end.before";
    public static final String THROUGH_EMPTY = "gcg.play.through-empty";
    public static final String THROUGH_TILE = "gcg.play.through-tile";
    public static final String THROUGH_CASE = "gcg.play.through-case";
    /** A dialect: a pass written without its rack (the Woogles editor). */
    public static final String DIALECT_PASS_WITHOUT_RACK = "gcg.dialect.pass-without-rack";
    /** A dialect: {@code UNKNOWN} in place of a rack (Quackle). */
    public static final String DIALECT_UNKNOWN_RACK = "gcg.dialect.unknown-rack";
    /** A dialect: a letter played through written in parentheses, {@code H(E)W}. */
    public static final String DIALECT_THROUGH_IN_PARENTHESES = "gcg.dialect.through-in-parentheses";
    /** A score written without its sign, {@code 14} for {@code +14} (Wordfeud's export). */
    public static final String DIALECT_UNSIGNED_SCORE = "gcg.dialect.unsigned-score";
    /** A negative score written {@code +-10} (macondo reads it, Quackle has written it). */
    public static final String DIALECT_PLUS_MINUS_SCORE = "gcg.dialect.plus-minus-score";
    /** A {@code #rackN} before the first event (scrabblescores.com's and Wordfeud's exports). */
    public static final String DIALECT_RACK_BEFORE_EVENTS = "gcg.dialect.rack-before-events";
    /** {@code #incomplete} between events, for the on-turn player's rack there (Wordfeud's export). */
    public static final String DIALECT_INCOMPLETE_MID_GAME = "gcg.dialect.incomplete-mid-game";
    /** A withdrawal written with {@code +0} for the score it takes back (Quackle's test file). */
    public static final String DIALECT_WITHDRAWAL_ZERO = "gcg.dialect.withdrawal-zero";
    public static final String TILE_SET_GUESSED = "gcg.tile-set.guessed";
    public static final String NO_TILE = "gcg.play.no-tile";
    public static final String CENTRE = "gcg.play.centre";
    public static final String DISCONNECTED = "gcg.play.disconnected";
    public static final String WORD_CONTINUES = "gcg.play.word";
    public static final String PLAY_RACK = "gcg.play.rack";
    public static final String PLAY_SCORE = "gcg.play.score";
    public static final String TILE_SET = "gcg.tile.set";
    public static final String RACK_BAG = "gcg.rack.bag";
    public static final String RACK_UNSEEN = "gcg.rack.unseen";
    public static final String RACK_KEPT = "gcg.rack.kept";
    public static final String EXCHANGE_RACK = "gcg.exchange.rack";
    public static final String EXCHANGE_BAG = "gcg.exchange.bag";
    public static final String WITHDRAWAL_RACK = "gcg.withdrawal.rack";
    public static final String CHALLENGE_PLAY = "gcg.challenge.play";
    public static final String END_TILES = "gcg.end.tiles";
    public static final String END_POINTS = "gcg.end.points";
    public static final String END_PLAYER = "gcg.end.player";
    public static final String END_RULE = "gcg.end.rule";
    public static final String TIME_REPEATED = "gcg.time.repeated";
    public static final String TIME_ORDER = "gcg.time.order";

    // converting a game to the CGP of a position
    public static final String CONVERT = "gcg.convert";
    public static final String RACK_OVERSIZE = "gcg.rack.size";
    public static final String PLAY_SIZE = "gcg.play.size";
    public static final String END_RACK = "gcg.end.rack";
    public static final String UNCERTAIN = "gcg.uncertain";

    private GcgCodes() {}
}
