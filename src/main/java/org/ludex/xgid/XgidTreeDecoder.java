package org.ludex.xgid;

import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;
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
    private List<FieldError> atFields; // made at the first error: most records have none
    private final SourceMapBuilder map;

    /** Source-map entries of a ten-field XGID: the position, its 26 places as one run, and the nine fields after it. */
    private static final int ENTRIES = 11;

    private XgidTreeDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source, ENTRIES);
    }

    /** One field as the grammar cuts it: its text, where it starts and ends (code points), and whether it is letters. */
    record Field(String text, int start, int end, boolean letters) {
        static Field of(Token token) {
            return new Field(token.getText(), token.getStartIndex(), token.getStopIndex() + 1, false);
        }
    }

    /** The fields of an XGID in order; {@code maxCube} is null in the nine-field form. */
    record Fields(Field position, Field cube, Field owner, Field turn, Field dice, Field bottomScore, Field topScore,
                  Field rules, Field matchLength, Field maxCube) {}

    static ParseResult<Xgid> decode(XgidParser.XgidRecordContext tree, SourceText source) {
        return decode(fields(tree), source);
    }

    /** The fields of a parse tree. */
    static Fields fields(XgidParser.XgidRecordContext tree) {
        Token dice = tree.dice.getStart();
        return new Fields(Field.of(tree.position.POSITION().getSymbol()), number(tree.cubeExponent), number(tree.cubeOwner),
                number(tree.turn), new Field(dice.getText(), dice.getStartIndex(), dice.getStopIndex() + 1,
                        tree.dice instanceof XgidParser.LetterDiceContext),
                number(tree.bottomScore), number(tree.topScore), number(tree.rules), number(tree.matchLength),
                tree.maxCube == null ? null : number(tree.maxCube));
    }

    private static Field number(XgidParser.NumberFieldContext context) {
        return Field.of(context.NUMBER().getSymbol());
    }

    /** The model from fields cut by the grammar or by {@link XgidScanner}, which cuts them the same way. */
    static ParseResult<Xgid> decode(Fields fields, SourceText source) {
        return new XgidTreeDecoder(source).decode(fields);
    }

    private ParseResult<Xgid> decode(Fields fields) {
        Position position = position(fields.position());
        Integer cube = number(XgidPaths.CUBE, "cube exponent (field 1)", fields.cube());
        Integer owner = number(XgidPaths.CUBE_OWNER, "cube owner (field 2)", fields.owner());
        Integer turn = number(XgidPaths.TURN, "turn (field 3)", fields.turn());
        Dice dice = dice(fields.dice());
        Integer bottomScore = number(XgidPaths.BOTTOM_SCORE, "bottom player's score (field 5)", fields.bottomScore());
        Integer topScore = number(XgidPaths.TOP_SCORE, "top player's score (field 6)", fields.topScore());
        Integer rules = number(XgidPaths.RULES, "rules (field 7)", fields.rules());
        Integer length = number(XgidPaths.MATCH_LENGTH, "match length (field 8)", fields.matchLength());
        Integer maxCube = fields.maxCube() == null ? null : number(XgidPaths.MAX_CUBE, "max cube (field 9)", fields.maxCube());

        Cube.Owner cubeOwner = cubeOwner(owner);
        Player player = turn(turn);
        if (cube != null && cube < 0) {
            error(CUBE_RANGE, XgidPaths.CUBE, "cube exponent " + cube + " is negative; field 1 is the power of two of the cube value, 0 for a 1-cube");
            cube = null;
        }
        bottomScore = score(bottomScore, XgidPaths.BOTTOM_SCORE, "bottom player's score");
        topScore = score(topScore, XgidPaths.TOP_SCORE, "top player's score");
        Play play = play(rules, length);
        if (fields.maxCube() == null) {
            diagnostics.add(Diagnostic.warning(MAX_CUBE_MISSING, source.end(),
                    "max cube (field 9) is missing: this is the 9-field form; eXtreme Gammon writes 10 fields, and the default "
                            + Xgid.DEFAULT_MAX_CUBE + " (a " + (1 << Xgid.DEFAULT_MAX_CUBE) + "-cube) is written back"));
        } else if (maxCube != null && maxCube < 0) {
            error(MAX_CUBE_RANGE, XgidPaths.MAX_CUBE, "max cube " + maxCube + " is negative; field 9 is the power of two of the highest cube, 0 for cubeless");
            maxCube = null;
        }

        SourceMap sourceMap = map.build();
        List<Diagnostic> diagnostics = all(sourceMap);
        if (position == null || cube == null || cubeOwner == null || player == null || dice == null
                || bottomScore == null || topScore == null || play == null || (fields.maxCube() != null && maxCube == null)) {
            return new ParseResult<>(Optional.empty(), diagnostics, sourceMap);
        }
        Xgid xgid = new Xgid(position, new Cube(cube, cubeOwner), player, dice, bottomScore, topScore, play,
                maxCube == null ? OptionalInt.empty() : OptionalInt.of(maxCube));
        return new ParseResult<>(Optional.of(xgid), diagnostics, sourceMap);
    }

    private Position position(Field field) {
        String text = field.text();
        int start = field.start();
        int length = text.codePointCount(0, text.length());
        map.put(XgidPaths.POSITION, start, start + length);
        map.putEach(XgidPaths.POSITION, length, start);
        Slot[] slots = new Slot[length];
        boolean ok = true;
        int i = 0;
        for (int offset = 0; offset < text.length(); i++) {
            int c = text.codePointAt(offset);
            offset += Character.charCount(c);
            if (c == '-') {
                slots[i] = Slot.EMPTY;
            } else if (c >= 'A' && c <= 'Z') {
                slots[i] = Slot.Checkers.of(Player.BOTTOM, c - 'A' + 1);
            } else if (c >= 'a' && c <= 'z') {
                slots[i] = Slot.Checkers.of(Player.TOP, c - 'a' + 1);
            } else {
                ok = false;
                diagnostics.add(Diagnostic.error(POSITION_CHAR, source.span(start + i, start + i + 1), "position character " + ParseDriver.describe(c)
                        + " is not '-' (empty) or a checker letter (A-P bottom player, a-p top player)"));
            }
        }
        if (length != Position.SLOTS) {
            diagnostics.add(Diagnostic.error(POSITION_LENGTH, span(field), "position has " + length
                    + " characters; it has 26: the top player's bar, points 1 to 24 from the bottom player's side, the bottom player's bar"));
            return null;
        }
        return ok ? new Position(List.of(slots)) : null;
    }

    private Integer number(String path, String name, Field field) {
        map.put(path, field.start(), field.end());
        try {
            return Integer.parseInt(field.text());
        } catch (NumberFormatException tooLarge) {
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(field),
                    name + " " + ParseDriver.quote(field.text()) + " is far too large to be meant"));
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
                error(CUBE_OWNER, XgidPaths.CUBE_OWNER, "cube owner " + value + " is not 1 (bottom player), 0 (centered) or -1 (top player)");
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
        error(TURN, XgidPaths.TURN, "turn " + value + " is neither 1 (bottom player on roll) nor -1 (top player on roll)");
        return Player.BOTTOM;
    }

    private Dice dice(Field field) {
        map.put(XgidPaths.DICE, field.start(), field.end());
        String text = field.text();
        if (field.letters()) {
            Dice.Doubling.Stage stage = Dice.Doubling.Stage.ofLetter(text.charAt(0));
            boolean single = text.length() == 1;
            boolean doubledLetter = text.length() == 2 && text.charAt(1) == text.charAt(0);
            if (stage != null && (single || doubledLetter)) {
                if (doubledLetter) {
                    diagnostics.add(Diagnostic.warning(DICE_DOUBLED_LETTER, span(field), "doubling state " + ParseDriver.quote(text)
                            + " is written with one letter, " + ParseDriver.quote(String.valueOf(stage.letter())))
                            .withFix(span(field), String.valueOf(stage.letter())));
                }
                return new Dice.Doubling(stage);
            }
            diagnostics.add(Diagnostic.error(DICE, span(field), "dice " + ParseDriver.quote(text)
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
                    diagnostics.add(Diagnostic.error(DICE, source.span(field.start() + i, field.start() + i + 1),
                            "die '" + die + "' is not 1 to 6 (dice 00 means not rolled)"));
                }
            }
            return ok ? new Dice.Rolled(text.charAt(0) - '0', text.charAt(1) - '0') : null;
        }
        diagnostics.add(Diagnostic.error(DICE, span(field), "dice " + ParseDriver.quote(text)
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
            error(MATCH_LENGTH_RANGE, XgidPaths.MATCH_LENGTH, "match length " + length + " is negative; 0 means money play");
            return null;
        }
        if (length == 0) {
            if (rules < 0 || rules > 3) {
                error(RULES_RANGE, XgidPaths.RULES, "in money play field 7 is Jacoby (1) plus Beaver (2), 0 to 3; found " + rules);
                return null;
            }
            return new Play.Money((rules & 1) != 0, (rules & 2) != 0);
        }
        if (rules < 0 || rules > 1) {
            error(RULES_RANGE, XgidPaths.RULES, "in a match field 7 is 1 in the Crawford game and 0 otherwise; found " + rules
                    + " (Jacoby and Beaver are money-play rules)");
            return null;
        }
        return new Play.Match(length, rules == 1);
    }

    /** An error at a field; reported once the source map is built, at that field's span. */
    private void error(String code, String path, String message) {
        if (atFields == null) {
            atFields = new ArrayList<>(2);
        }
        atFields.add(new FieldError(code, path, message));
    }

    private record FieldError(String code, String path, String message) {}

    /** The errors at fields, placed by the built map, merged in source order with the others. */
    private List<Diagnostic> all(SourceMap sourceMap) {
        if (atFields == null) {
            return diagnostics;
        }
        List<Diagnostic> all = new ArrayList<>(diagnostics);
        atFields.forEach(e -> all.add(Diagnostic.error(e.code(), sourceMap.span(e.path()), e.message())));
        return Diagnostics.sorted(all);
    }

    private Span span(Field field) {
        return source.span(field.start(), field.end());
    }
}
