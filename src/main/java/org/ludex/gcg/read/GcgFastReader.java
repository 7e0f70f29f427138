package org.ludex.gcg.read;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.ludex.diagnostic.SourceText;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.read.GcgTreeReader.Field;
import org.ludex.gcg.read.GcgTreeReader.Fields;
import org.ludex.parse.ParseResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The fast reader of GCG: a file the grammar reads without a syntax error, read
 * without the generated lexer and parser, to exactly the model, diagnostics and source
 * map the grammar path gives ({@code FastPathAgreement}, {@code TokenAgreement} and the
 * mutation test hold it to them). {@link GcgFastLexer} cuts the lexer's tokens; this
 * follows {@code GcgParser.g4}'s decisions over them, each taken on the next token (but
 * for whether a note goes on, which looks past the line ends for a line that is neither
 * pragma nor event), and finds where each event line's rack, move and scores stand, as
 * the grammar's labelled alternatives say them; {@link GcgTreeReader} builds the model
 * from that. Any other file gives null: the grammar path reads it and reports what is
 * wrong.
 */
public final class GcgFastReader {
    private final List<Token> tokens;
    private final Fields[] fields;
    private int at;

    private GcgFastReader(List<Token> tokens) {
        this.tokens = tokens;
        this.fields = new Fields[tokens.size()];
    }

    /** The file read, or null when the grammar does not read it without error (or it is past the parse driver's limit). */
    public static ParseResult<Gcg> read(SourceText source) {
        if (source.text().length() > GcgReader.READER.grammar().maxLength()) {
            return null; // counted in chars, never fewer than code points: left to the parse driver's limit
        }
        List<Token> tokens = tokens(source.text());
        GcgFastReader reader = new GcgFastReader(tokens);
        return reader.file() ? GcgTreeReader.read(tokens, reader.fields, source) : null;
    }

    /** The tokens of the text as the fast reader's lexer ({@link GcgFastLexer}) cuts them, the end of input last: the generated lexer's tokens. */
    public static List<Token> tokens(String text) {
        return all(new GcgFastLexer(text));
    }

    private static List<Token> all(TokenSource source) {
        List<Token> tokens = new ArrayList<>();
        Token token;
        do {
            token = source.nextToken();
            tokens.add(token);
        } while (token.getType() != Token.EOF);
        return tokens;
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
        int start = at;
        if (!take(GcgLexer.EVENT_START) || !take(GcgLexer.NICK) || !take(GcgLexer.NICK_END)) {
            return false;
        }
        int rackAt = -1;
        Field move;
        int moveAt;
        switch (la()) {
            case GcgLexer.LETTERS, GcgLexer.RACK_TILES, GcgLexer.UNKNOWN_RACK -> {
                rackAt = at++;
                moveAt = at;
                move = rackMove();
                if (move == null) {
                    return false;
                }
            }
            case GcgLexer.PASS_DASH, GcgLexer.CHALLENGE_BONUS, GcgLexer.TIME_PENALTY, GcgLexer.PAREN_TILES -> {
                moveAt = at;
                move = moveOf(la());
                at++;
            }
            default -> {
                return false;
            }
        }
        int moveEnd = at - 1;
        int pointsAt = at;
        Field score;
        switch (la()) {
            case GcgLexer.SIGNED_NUMBER, GcgLexer.SMALL_NEGATIVE -> score = Field.SIGNED;
            case GcgLexer.NUMBER -> score = Field.NUMBER;
            case GcgLexer.PLUS_MINUS_NUMBER -> score = Field.PLUS_MINUS;
            default -> {
                return false;
            }
        }
        at++;
        switch (la()) {
            case GcgLexer.NUMBER, GcgLexer.SIGNED_NUMBER, GcgLexer.SMALL_NEGATIVE -> at++;
            default -> {
                return false;
            }
        }
        while (isExtra(la())) {
            at++;
        }
        fields[start] = new Fields(rackAt, move, moveAt, moveEnd, score, pointsAt);
        return true;
    }

    /** The move after a rack, as the grammar's {@code rackMove} reads it; null when the next tokens are none. */
    private Field rackMove() {
        switch (la()) {
            case GcgLexer.COORDINATE, GcgLexer.LOWERCASE_COORDINATE -> {
                at++;
                return switch (la()) {
                    case GcgLexer.LETTERS, GcgLexer.PLAYED_TILES, GcgLexer.UNKNOWN_RACK, GcgLexer.THROUGH_IN_PARENTHESES -> {
                        at++;
                        yield Field.COORDINATE;
                    }
                    default -> null;
                };
            }
            case GcgLexer.PASS_DASH, GcgLexer.EXCHANGE_TILES, GcgLexer.SMALL_NEGATIVE, GcgLexer.WITHDRAWAL, GcgLexer.CHALLENGE_BONUS,
                    GcgLexer.TIME_PENALTY, GcgLexer.PAREN_TILES -> {
                return moveOf(tokens.get(at++).getType());
            }
            default -> {
                return null;
            }
        }
    }

    /** The move a one-token move is, as the grammar's labels say it. */
    private static Field moveOf(int type) {
        return switch (type) {
            case GcgLexer.PASS_DASH -> Field.PASS;
            case GcgLexer.EXCHANGE_TILES -> Field.EXCHANGE;
            case GcgLexer.SMALL_NEGATIVE -> Field.SIGNED;
            case GcgLexer.WITHDRAWAL -> Field.WITHDRAWAL;
            case GcgLexer.CHALLENGE_BONUS -> Field.CHALLENGE;
            case GcgLexer.TIME_PENALTY -> Field.TIME;
            default -> Field.PAREN_TILES;
        };
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
