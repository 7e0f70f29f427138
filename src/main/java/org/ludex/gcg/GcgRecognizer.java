package org.ludex.gcg;

import org.antlr.v4.runtime.Token;
import org.ludex.gcg.grammar.GcgLexer;

import java.util.List;

/**
 * Whether {@code GcgParser.g4} reads a file's tokens without a syntax error, found
 * without the generated parser: every decision of the grammar is taken on the next
 * token, but for whether a note goes on, which looks past the line ends for a line
 * that is neither pragma nor event. A file this accepts is read from its tokens alone
 * ({@link GcgDecoder}); any other goes through the generated parser, which reports
 * what is wrong. {@code TokenAgreement} and the fuzz test hold it to the generated
 * parser.
 */
final class GcgRecognizer {
    private final List<Token> tokens;
    private int at;

    private GcgRecognizer(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** Whether the generated parser reads {@code tokens} (ending with the end of input) without a syntax error. */
    static boolean accepts(List<Token> tokens) {
        return new GcgRecognizer(tokens).file();
    }

    private int la() {
        return tokens.get(at).getType();
    }

    private int la(int k) {
        return tokens.get(Math.min(at + k - 1, tokens.size() - 1)).getType();
    }

    private boolean take(int type) {
        if (la() != type) {
            return false;
        }
        at++;
        return true;
    }

    private void optional(int type) {
        if (la() == type) {
            at++;
        }
    }

    private boolean file() {
        if (startsHeaderLine(la()) && !headerLine()) {
            return false;
        }
        while (la() == GcgLexer.LINE_END) {
            at++;
            if (startsHeaderLine(la()) && !headerLine()) {
                return false;
            }
        }
        if (la() == GcgLexer.EVENT_START) {
            if (!eventLine()) {
                return false;
            }
            while (la() == GcgLexer.LINE_END) {
                at++;
                if (startsBodyLine(la()) && !bodyLine()) {
                    return false;
                }
            }
        }
        return la() == Token.EOF;
    }

    private static boolean startsHeaderLine(int type) {
        return type == GcgLexer.PLAYER_PRAGMA || type == GcgLexer.TITLE_PRAGMA || type == GcgLexer.DESCRIPTION_PRAGMA || startsGamePragma(type);
    }

    private static boolean startsBodyLine(int type) {
        return type == GcgLexer.EVENT_START || startsGamePragma(type);
    }

    /** The pragmas a header and a body both may hold (racks included). */
    private static boolean startsGamePragma(int type) {
        return switch (type) {
            case GcgLexer.RACK_PRAGMA, GcgLexer.INCOMPLETE_PRAGMA, GcgLexer.NOTE_PRAGMA, GcgLexer.ID_PRAGMA, GcgLexer.TILE_PRAGMA,
                    GcgLexer.SETTING_PRAGMA, GcgLexer.OBSOLETE_PRAGMA, GcgLexer.PRAGMA_NAME -> true;
            default -> false;
        };
    }

    private boolean headerLine() {
        return pragma();
    }

    private boolean bodyLine() {
        return la() == GcgLexer.EVENT_START ? eventLine() : pragma();
    }

    private boolean pragma() {
        int name = la();
        at++;
        switch (name) {
            case GcgLexer.PLAYER_PRAGMA -> {
                if (!take(GcgLexer.PLAYER_NICKNAME)) {
                    return false;
                }
                optional(GcgLexer.TEXT);
            }
            case GcgLexer.RACK_PRAGMA, GcgLexer.INCOMPLETE_PRAGMA -> {
                if (la() == GcgLexer.LETTERS || la() == GcgLexer.RACK_TILES) {
                    at++;
                }
            }
            case GcgLexer.ID_PRAGMA, GcgLexer.TILE_PRAGMA -> {
                return take(GcgLexer.ARGUMENT) && take(GcgLexer.ARGUMENT);
            }
            case GcgLexer.NOTE_PRAGMA -> {
                optional(GcgLexer.TEXT);
                while (la() == GcgLexer.LINE_END) { // the note goes on when a line that is neither pragma nor event follows its line ends
                    int k = 1;
                    while (la(k) == GcgLexer.LINE_END) {
                        k++;
                    }
                    if (la(k) != GcgLexer.STRAY_TEXT) {
                        break;
                    }
                    at += k;
                }
            }
            default -> optional(GcgLexer.TEXT);
        }
        return true;
    }

    private boolean eventLine() {
        if (!take(GcgLexer.EVENT_START) || !take(GcgLexer.NICK) || !take(GcgLexer.NICK_END)) {
            return false;
        }
        switch (la()) {
            case GcgLexer.LETTERS, GcgLexer.RACK_TILES, GcgLexer.UNKNOWN_RACK -> {
                at++;
                if (!rackMove()) {
                    return false;
                }
            }
            case GcgLexer.PASS_DASH, GcgLexer.CHALLENGE_BONUS, GcgLexer.TIME_PENALTY, GcgLexer.PAREN_TILES -> at++;
            default -> {
                return false;
            }
        }
        switch (la()) {
            case GcgLexer.SIGNED_NUMBER, GcgLexer.SMALL_NEGATIVE, GcgLexer.NUMBER, GcgLexer.PLUS_MINUS_NUMBER -> at++;
            default -> {
                return false;
            }
        }
        switch (la()) {
            case GcgLexer.NUMBER, GcgLexer.SIGNED_NUMBER, GcgLexer.SMALL_NEGATIVE -> at++;
            default -> {
                return false;
            }
        }
        while (isExtra(la())) {
            at++;
        }
        return true;
    }

    private boolean rackMove() {
        switch (la()) {
            case GcgLexer.COORDINATE, GcgLexer.LOWERCASE_COORDINATE -> {
                at++;
                return switch (la()) {
                    case GcgLexer.LETTERS, GcgLexer.PLAYED_TILES, GcgLexer.UNKNOWN_RACK, GcgLexer.THROUGH_IN_PARENTHESES -> {
                        at++;
                        yield true;
                    }
                    default -> false;
                };
            }
            case GcgLexer.PASS_DASH, GcgLexer.EXCHANGE_TILES, GcgLexer.SMALL_NEGATIVE, GcgLexer.WITHDRAWAL, GcgLexer.CHALLENGE_BONUS,
                    GcgLexer.TIME_PENALTY, GcgLexer.PAREN_TILES -> {
                at++;
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** The tokens an event may have after its cumulative score: every token of an event's fields. */
    private static boolean isExtra(int type) {
        return switch (type) {
            case GcgLexer.WORD, GcgLexer.COORDINATE, GcgLexer.LOWERCASE_COORDINATE, GcgLexer.NUMBER, GcgLexer.SIGNED_NUMBER,
                    GcgLexer.SMALL_NEGATIVE, GcgLexer.PLUS_MINUS_NUMBER, GcgLexer.PASS_DASH, GcgLexer.WITHDRAWAL, GcgLexer.EXCHANGE_TILES,
                    GcgLexer.PAREN_TILES, GcgLexer.CHALLENGE_BONUS, GcgLexer.TIME_PENALTY, GcgLexer.UNKNOWN_RACK, GcgLexer.LETTERS,
                    GcgLexer.RACK_TILES, GcgLexer.PLAYED_TILES, GcgLexer.THROUGH_IN_PARENTHESES -> true;
            default -> false;
        };
    }
}
