package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.ludex.xgid.GnubgCodes.*;

/**
 * XGID to and from GNU Backgammon's {@code PositionID:MatchID}, as the GNU Backgammon
 * manual defines both keys. The position key lists the checkers of the player not on
 * roll first, each from its own ace point to its bar. GNU Backgammon ids have no fixed
 * frame: going there, the player on roll is player 1, as GNU Backgammon 1.07 itself
 * makes it when it reads an XGID; coming back, player 1 is the bottom player and
 * player 0 the top player, as GNU Backgammon draws them.
 *
 * <p>What one side cannot say is reported, never dropped silently: a max cube other
 * than the default 10, the Beaver rule when it differs from Jacoby, a beaver or
 * raccoon (written as the double offered) going to GNU Backgammon; a game state,
 * a resignation going to XGID.
 */
public final class GnubgIds {
    /** The outcome of a conversion to GNU Backgammon ids: the text, unless an error stopped it, and findings. */
    public record Ids(Optional<String> text, List<Diagnostic> diagnostics) {
        public Ids {
            diagnostics = List.copyOf(diagnostics);
        }
    }

    // ------------------------------------------------------------------ XGID -> gnubg

    public static Ids toGnubg(Xgid xgid, SourceMap map) {
        return toGnubg(xgid, map, xgid.turn());
    }

    /**
     * As {@link #toGnubg(Xgid, SourceMap)}, with {@code one} as GNU Backgammon's player 1 whoever is on roll (the
     * frame of a match's ids, which GNU Backgammon keeps from move to move); what cannot cross is spanned where
     * {@code map} puts XGID's parts, or on the whole record.
     */
    public static Ids toGnubg(Xgid xgid, SourceMap map, Player one) {
        List<Diagnostic> found = new ArrayList<>();
        Player onRoll = xgid.turn();
        if (xgid.cube().exponent() > 15) {
            found.add(Diagnostic.error(RANGE, map.span(XgidPaths.CUBE), "cube exponent " + xgid.cube().exponent()
                    + " does not fit a GNU Backgammon Match ID, which holds at most 15 (a 32768-cube)"));
        }
        for (Player player : Player.values()) {
            if (xgid.score(player) > GnubgMatchId.FIELD_15_BITS) {
                found.add(Diagnostic.error(RANGE, map.span(XgidPaths.score(player)),
                        "score " + xgid.score(player) + " does not fit a GNU Backgammon Match ID (at most 32767)"));
            }
            if (xgid.position().checkers(player) > Position.CHECKERS_PER_SIDE) {
                found.add(Diagnostic.error(RANGE, map.span(XgidPaths.POSITION), "the " + player.word()
                        + " player has more than 15 checkers, which a GNU Backgammon Position ID cannot hold"));
            }
        }
        if (xgid.matchLength() > GnubgMatchId.FIELD_15_BITS) {
            found.add(Diagnostic.error(RANGE, map.span(XgidPaths.MATCH_LENGTH), "match length " + xgid.matchLength()
                    + " does not fit a GNU Backgammon Match ID (at most 32767)"));
        }
        if (xgid.maxCube().isPresent() && xgid.maxCube().getAsInt() != Xgid.DEFAULT_MAX_CUBE) {
            found.add(Diagnostic.warning(MAX_CUBE, map.span(XgidPaths.MAX_CUBE), "max cube " + xgid.maxCube().getAsInt()
                    + " has no place in GNU Backgammon ids and is lost; converted back it reads as " + Xgid.DEFAULT_MAX_CUBE));
        }
        if (xgid.play() instanceof Play.Money money && money.beaver() != money.jacoby()) {
            found.add(Diagnostic.warning(BEAVER_RULE, map.span(XgidPaths.RULES), "the Beaver rule " + (money.beaver() ? "on" : "off")
                    + " has no place in GNU Backgammon ids and is lost; converted back, Beaver follows Jacoby"));
        }
        if (xgid.dice() instanceof Dice.Doubling doubling && doubling.stage() != Dice.Doubling.Stage.DOUBLED) {
            found.add(Diagnostic.warning(BEAVER, map.span(XgidPaths.DICE), "a GNU Backgammon Match ID cannot say that the double was "
                    + doubling.stage().word() + "; it is written as the double offered"));
        }
        for (Diagnostic d : found) {
            if (d.isError()) {
                return new Ids(Optional.empty(), found);
            }
        }
        return new Ids(Optional.of(positionId(xgid.position(), onRoll) + ":" + GnubgMatchId.encode(xgid, one)), found);
    }

    /** The 14-character Position ID of {@code position} with {@code onRoll} to move. */
    public static String positionId(Position position, Player onRoll) {
        return GnubgPositionId.encode(position, onRoll);
    }

    /**
     * The 12-character Match ID. As GNU Backgammon 1.07 does when it reads an XGID,
     * the player on roll (with a doubling state, the doubler) is its player 1; the
     * double offered sets the doubled bit and gives the turn to the opponent.
     */
    public static String matchId(Xgid xgid) {
        return GnubgMatchId.encode(xgid);
    }

    // ------------------------------------------------------------------ gnubg -> XGID

    /** The two ids on the two labelled lines GNU Backgammon prints them on: the Position ID, the next line's label, the Match ID. */
    private static final Pattern LABELLED_PAIR = Pattern.compile("([^\\s:]+)[ \\t]*(?:\\r\\n|\\r|\\n)[^:\\r\\n]*:[ \\t]*(\\S+)");

    /**
     * Reads {@code PositionID:MatchID} into an XGID model, or the two ids as GNU
     * Backgammon prints them on two labelled lines (what {@link GnubgPastedText} finds
     * in its board text). Money play reads Beaver as
     * following Jacoby; the max cube is the default 10, or the cube (after an offered
     * double) where that is higher.
     */
    public static ParseResult<Xgid> fromGnubg(SourceText source) {
        String text = source.text();
        List<Diagnostic> found = new ArrayList<>();
        SourceMapBuilder map = SourceMap.builder(source);
        // the pair as written, or as GNU Backgammon prints it on two labelled lines (GnubgPastedText)
        Matcher labelled = LABELLED_PAIR.matcher(text);
        int positionEnd;
        int matchStart;
        if (labelled.matches()) {
            positionEnd = labelled.end(1);
            matchStart = labelled.start(2);
        } else {
            positionEnd = text.indexOf(':');
            matchStart = positionEnd + 1;
            if (positionEnd < 0 || text.indexOf(':', matchStart) >= 0) {
                found.add(Diagnostic.error(SYNTAX, source.all(), "a GNU Backgammon id is written PositionID:MatchID, "
                        + "such as 4HPwATDgc/ABMA:cAkAAAAAAAAA"));
                return new ParseResult<>(Optional.empty(), found, map.build());
            }
        }
        Span positionSpan = source.span(0, text.codePointCount(0, positionEnd));
        Span matchSpan = source.span(text.codePointCount(0, matchStart), source.length());
        map.put(XgidPaths.POSITION, positionSpan).put(XgidPaths.MATCH, matchSpan);
        byte[] positionKey = base64(text.substring(0, positionEnd), GnubgPositionId.CHARS, GnubgPositionId.BYTES, "Position ID", POSITION_ID, positionSpan, found);
        byte[] matchKey = base64(text.substring(matchStart), GnubgMatchId.CHARS, GnubgMatchId.BYTES, "Match ID", MATCH_ID, matchSpan, found);
        if (positionKey == null || matchKey == null) {
            return new ParseResult<>(Optional.empty(), found, map.build());
        }
        GnubgMatchId.Fields m = GnubgMatchId.decode(matchKey);
        int cubeExponent = m.cubeExponent();
        int ownerBits = m.ownerBits();
        Player diceOwner = m.diceOwner();
        boolean crawford = m.crawford();
        int gameState = m.gameState();
        boolean doubled = m.doubled();
        int resign = m.resignation();
        int die1 = m.die1();
        int die2 = m.die2();
        int length = m.matchLength();
        int topScore = m.topScore();
        int bottomScore = m.bottomScore();
        boolean jacoby = m.jacoby();

        boolean ok = true;
        if (ownerBits == 2) {
            ok = false;
            found.add(Diagnostic.error(MATCH_ID, matchSpan, "Match ID gives cube owner 2, which is no player (0, 1 or 3 for centered)"));
        }
        Dice dice;
        if (doubled) {
            dice = new Dice.Doubling(Dice.Doubling.Stage.DOUBLED);
        } else if (die1 == 0 && die2 == 0) {
            dice = Dice.NOT_ROLLED;
        } else if (die1 >= 1 && die1 <= 6 && die2 >= 1 && die2 <= 6) {
            dice = new Dice.Rolled(Math.max(die1, die2), Math.min(die1, die2));
        } else {
            ok = false;
            dice = null;
            found.add(Diagnostic.error(MATCH_ID, matchSpan, "Match ID gives dice " + die1 + " and " + die2 + "; dice are 1 to 6, or both 0"));
        }
        if (length > 0 && (bottomScore >= length || topScore >= length)) {
            ok = false;
            found.add(Diagnostic.error(MATCH_ID, matchSpan, "Match ID gives score " + bottomScore + "-" + topScore
                    + " in a " + length + "-point match, which is already over"));
        }
        if (gameState != 1) {
            found.add(Diagnostic.warning(GAME_STATE, matchSpan, "Match ID game state " + gameState
                    + " (1 is a game being played) has no place in an XGID and is lost"));
        }
        if (resign != 0) {
            found.add(Diagnostic.warning(RESIGNATION, matchSpan, "the resignation offered in the Match ID has no place in an XGID and is lost"));
        }
        Position position = GnubgPositionId.decode(positionKey, diceOwner, positionSpan, found);
        if (!ok || position == null) {
            return new ParseResult<>(Optional.empty(), found, map.build());
        }
        Cube.Owner owner = ownerBits == 0 ? Cube.Owner.TOP : ownerBits == 1 ? Cube.Owner.BOTTOM : Cube.Owner.CENTERED;
        Play play = length == 0 ? new Play.Money(jacoby, jacoby) : new Play.Match(length, crawford);
        int maxCube = Math.max(Xgid.DEFAULT_MAX_CUBE, cubeExponent + (doubled ? 1 : 0));
        Xgid xgid = new Xgid(position, new Cube(cubeExponent, owner), diceOwner, dice, bottomScore, topScore, play,
                OptionalInt.of(maxCube));
        return new ParseResult<>(Optional.of(xgid), found, map.build());
    }

    private static byte[] base64(String text, int chars, int bytes, String name, String code, Span span, List<Diagnostic> found) {
        if (text.length() != chars) {
            found.add(Diagnostic.error(code, span, "a " + name + " is " + chars + " characters; this one has "
                    + Diagnostics.count(text.codePointCount(0, text.length()), "character")));
            return null;
        }
        try {
            byte[] decoded = Base64.getDecoder().decode(text);
            if (decoded.length != bytes) {
                throw new IllegalArgumentException();
            }
            return decoded;
        } catch (IllegalArgumentException notBase64) {
            found.add(Diagnostic.error(code, span, name + " '" + text + "' is not Base64 (A-Z, a-z, 0-9, + and /)"));
            return null;
        }
    }
}
