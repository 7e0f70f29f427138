package org.ludex.xgid;

import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.grammar.XgidParser;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.ludex.xgid.XgidCodes.*;

/**
 * Turns a syntactically correct XGID parse tree into the model, field by field. Each
 * field is checked against its own encoding here; a field that breaks it is an error
 * at that field. Where one reading is still clear (a turn other than -1 reads as the
 * bottom player, as the seed document reads it) the model is built anyway so that
 * the validator can look at the rest; where none is (a position that is not 26
 * characters), there is no model.
 */
final class XgidTreeDecoder {
    private final SourceText source;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final SourceMap.Builder map;

    private XgidTreeDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source);
    }

    static ParseResult<Xgid> decode(XgidParser.XgidRecordContext tree, SourceText source) {
        return new XgidTreeDecoder(source).decode(tree);
    }

    private ParseResult<Xgid> decode(XgidParser.XgidRecordContext tree) {
        Position position = position(tree.position.POSITION().getSymbol());
        Integer cube = number("cube", "cube exponent (field 1)", tree.cubeExponent);
        Integer owner = number("cubeOwner", "cube owner (field 2)", tree.cubeOwner);
        Integer turn = number("turn", "turn (field 3)", tree.turn);
        Dice dice = dice(tree.dice);
        Integer bottomScore = number("bottomScore", "bottom player's score (field 5)", tree.bottomScore);
        Integer topScore = number("topScore", "top player's score (field 6)", tree.topScore);
        Integer rules = number("rules", "rules (field 7)", tree.rules);
        Integer length = number("matchLength", "match length (field 8)", tree.matchLength);
        Integer maxCube = tree.maxCube == null ? null : number("maxCube", "max cube (field 9)", tree.maxCube);

        Cube.Owner cubeOwner = cubeOwner(owner);
        Player player = turn(turn);
        if (cube != null && cube < 0) {
            error(CUBE_RANGE, "cube", "cube exponent " + cube + " is negative; field 1 is the power of two of the cube value, 0 for a 1-cube");
            cube = null;
        }
        bottomScore = score(bottomScore, "bottomScore", "bottom player's score");
        topScore = score(topScore, "topScore", "top player's score");
        Play play = play(rules, length);
        if (tree.maxCube == null) {
            diagnostics.add(Diagnostic.warning(MAX_CUBE_MISSING, source.end(),
                    "max cube (field 9) is missing: this is the 9-field form; eXtreme Gammon writes 10 fields, and the default "
                            + Xgid.DEFAULT_MAX_CUBE + " (a " + (1 << Xgid.DEFAULT_MAX_CUBE) + "-cube) is written back"));
        } else if (maxCube != null && maxCube < 0) {
            error(MAX_CUBE_RANGE, "maxCube", "max cube " + maxCube + " is negative; field 9 is the power of two of the highest cube, 0 for cubeless");
            maxCube = null;
        }

        SourceMap sourceMap = map.build();
        if (position == null || cube == null || cubeOwner == null || player == null || dice == null
                || bottomScore == null || topScore == null || play == null || (tree.maxCube != null && maxCube == null)) {
            return new ParseResult<>(Optional.empty(), diagnostics, sourceMap);
        }
        Xgid xgid = new Xgid(position, new Cube(cube, cubeOwner), player, dice, bottomScore, topScore, play,
                maxCube == null ? OptionalInt.empty() : OptionalInt.of(maxCube));
        return new ParseResult<>(Optional.of(xgid), diagnostics, sourceMap);
    }

    private Position position(Token token) {
        String text = token.getText();
        int start = token.getStartIndex();
        int length = text.codePointCount(0, text.length());
        map.put("position", start, start + length);
        List<Slot> slots = new ArrayList<>(Position.SLOTS);
        boolean ok = true;
        int i = 0;
        for (int offset = 0; offset < text.length(); i++) {
            int c = text.codePointAt(offset);
            offset += Character.charCount(c);
            map.put("position", i, start + i, start + i + 1);
            if (c == '-') {
                slots.add(Slot.EMPTY);
            } else if (c >= 'A' && c <= 'Z') {
                slots.add(new Slot.Checkers(Player.BOTTOM, c - 'A' + 1));
            } else if (c >= 'a' && c <= 'z') {
                slots.add(new Slot.Checkers(Player.TOP, c - 'a' + 1));
            } else {
                ok = false;
                diagnostics.add(Diagnostic.error(POSITION_CHAR, source.span(start + i, start + i + 1), "position character " + ParseDriver.describe(c)
                        + " is not '-' (empty) or a checker letter (A-P bottom player, a-p top player)"));
            }
        }
        if (length != Position.SLOTS) {
            diagnostics.add(Diagnostic.error(POSITION_LENGTH, tokenSpan(token), "position has " + length
                    + " characters; it has 26: the top player's bar, points 1 to 24 from the bottom player's side, the bottom player's bar"));
            return null;
        }
        return ok ? new Position(slots) : null;
    }

    private Integer number(String path, String name, XgidParser.NumberFieldContext field) {
        Token token = field.NUMBER().getSymbol();
        map.put(path, token.getStartIndex(), token.getStopIndex() + 1);
        try {
            return Integer.parseInt(token.getText());
        } catch (NumberFormatException tooLarge) {
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, tokenSpan(token),
                    name + " " + ParseDriver.quote(token.getText()) + " is far too large to be meant"));
            return null;
        }
    }

    private Cube.Owner cubeOwner(Integer value) {
        if (value == null) {
            return null;
        }
        return switch (value) {
            case 1 -> Cube.Owner.BOTTOM;
            case 0 -> Cube.Owner.CENTERED;
            case -1 -> Cube.Owner.TOP;
            default -> {
                error(CUBE_OWNER, "cubeOwner", "cube owner " + value + " is not 1 (bottom player), 0 (centered) or -1 (top player)");
                yield null;
            }
        };
    }

    private Player turn(Integer value) {
        if (value == null) {
            return null;
        }
        if (value == 1) {
            return Player.BOTTOM;
        }
        if (value == -1) {
            return Player.TOP;
        }
        error(TURN, "turn", "turn " + value + " is neither 1 (bottom player on roll) nor -1 (top player on roll)");
        return Player.BOTTOM;
    }

    private Dice dice(XgidParser.DiceFieldContext field) {
        Token token = field.getStart();
        map.put("dice", token.getStartIndex(), token.getStopIndex() + 1);
        String text = token.getText();
        if (field instanceof XgidParser.LetterDiceContext) {
            Dice.Doubling.Stage stage = Dice.Doubling.Stage.ofLetter(text.charAt(0));
            boolean single = text.length() == 1;
            boolean doubledLetter = text.length() == 2 && text.charAt(1) == text.charAt(0);
            if (stage != null && (single || doubledLetter)) {
                if (doubledLetter) {
                    diagnostics.add(Diagnostic.warning(DICE_DOUBLED_LETTER, tokenSpan(token), "doubling state " + ParseDriver.quote(text)
                            + " is written with one letter, " + ParseDriver.quote(String.valueOf(stage.letter()))));
                }
                return new Dice.Doubling(stage);
            }
            diagnostics.add(Diagnostic.error(DICE, tokenSpan(token), "dice " + ParseDriver.quote(text)
                    + " is not a roll or a doubling state: write 00 (not rolled), two dice 1-6, D (doubled), B (beavered) or R (raccooned)"));
            return null;
        }
        if (text.equals("00")) {
            return Dice.NOT_ROLLED;
        }
        if (text.length() == 2) {
            boolean ok = true;
            for (int i = 0; i < 2; i++) {
                char die = text.charAt(i);
                if (die < '1' || die > '6') {
                    ok = false;
                    diagnostics.add(Diagnostic.error(DICE, source.span(token.getStartIndex() + i, token.getStartIndex() + i + 1),
                            "die '" + die + "' is not 1 to 6 (dice 00 means not rolled)"));
                }
            }
            return ok ? new Dice.Rolled(text.charAt(0) - '0', text.charAt(1) - '0') : null;
        }
        diagnostics.add(Diagnostic.error(DICE, tokenSpan(token), "dice " + ParseDriver.quote(text)
                + " is not two digits: write 00 (not rolled), two dice 1-6 such as 52, or D, B or R for a doubling state"));
        return null;
    }

    private Integer score(Integer score, String path, String name) {
        if (score != null && score < 0) {
            error(SCORE_RANGE, path, name + " " + score + " is negative");
            return null;
        }
        return score;
    }

    private Play play(Integer rules, Integer length) {
        if (rules == null || length == null) {
            return null;
        }
        if (length < 0) {
            error(MATCH_LENGTH_RANGE, "matchLength", "match length " + length + " is negative; 0 means money play");
            return null;
        }
        if (length == 0) {
            if (rules < 0 || rules > 3) {
                error(RULES_RANGE, "rules", "in money play field 7 is Jacoby (1) plus Beaver (2), 0 to 3; found " + rules);
                return null;
            }
            return new Play.Money((rules & 1) != 0, (rules & 2) != 0);
        }
        if (rules < 0 || rules > 1) {
            error(RULES_RANGE, "rules", "in a match field 7 is 1 in the Crawford game and 0 otherwise; found " + rules
                    + " (Jacoby and Beaver are money-play rules)");
            return null;
        }
        return new Play.Match(length, rules == 1);
    }

    private void error(String code, String path, String message) {
        diagnostics.add(Diagnostic.error(code, map.span(path), message));
    }

    private Span tokenSpan(Token token) {
        return source.span(token.getStartIndex(), token.getStopIndex() + 1);
    }
}
