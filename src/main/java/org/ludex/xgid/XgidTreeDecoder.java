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
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.ludex.xgid.XgidCodes.*;

/**
 * Turns an XGID parse tree into the model, field by field. Each field is checked
 * against its own encoding here; a field that breaks it is an error at that field.
 * Where one reading is still clear (a turn other than -1 reads as the bottom player,
 * as the seed document reads it) it is taken; where none is (a position that is not
 * 26 characters, a die 7, a field the parser had to mend), the model holds a
 * stand-in that the source map marks unread, so that the validator checks the rest.
 */
final class XgidTreeDecoder {
    private static final String WRITTEN_PREFIX = "XGID=";
    private final SourceText source;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private List<FieldError> atFields; // made at the first error: most records have none
    private final SourceMapBuilder map;

    /** Source-map entries of a ten-field XGID: the position, its 26 places as one run, and the nine fields after it. */
    private static final int ENTRIES = 11;
    /** The most digits a number field has in the grammar (its lexer's DIGITS): a longer one is far too large to be meant. */
    private static final int MOST_DIGITS = 9;

    private XgidTreeDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source, ENTRIES);
    }

    /**
     * One field as the grammar cuts it: its text, where it starts and ends (code points),
     * whether it is letters, and whether it is other text than its place takes.
     */
    record Field(String text, int start, int end, boolean letters, boolean other) {
        Field(String text, int start, int end, boolean letters) {
            this(text, start, end, letters, false);
        }

        static Field of(Token token) {
            return new Field(token.getText(), token.getStartIndex(), token.getStopIndex() + 1, false);
        }
    }

    /** The fields of an XGID in order; {@code maxCube} is null in the nine-field form. */
    record Fields(Field position, Field cube, Field owner, Field turn, Field dice, Field bottomScore, Field topScore,
                  Field rules, Field matchLength, Field maxCube, List<Field> annotations) {}

    /**
     * The fields of a record the grammar reported errors in, cut from the text itself:
     * the k-th field after the k-th ':', so that no field is read in another's place
     * whatever the parser's recovery guessed; an empty one, which the parser has
     * reported, is null. The position is the text between the prefix (in any letters)
     * and the first ':', taken when it is not empty and holds no white space, '=' or a
     * separator other tools write ('|', ';', ','), which the grammar reports where they
     * stand. The max cube is null when not written.
     */
    static Fields cutFields(SourceText source) {
        String text = source.text();
        int[] colons = text.codePoints().map(c -> c == ':' ? 1 : 0).toArray();
        int count = 0;
        for (int i = 0; i < colons.length; i++) {
            if (colons[i] == 1) {
                colons[count++] = i;
            }
        }
        int[] at = Arrays.copyOf(colons, count);
        int first = text.regionMatches(true, 0, WRITTEN_PREFIX, 0, WRITTEN_PREFIX.length()) ? WRITTEN_PREFIX.length() : 0;
        Field position = null;
        if (at.length > 0 && at[0] > first) {
            String written = source.slice(first, at[0]);
            if (written.codePoints().noneMatch(c -> c == '=' || c == '|' || c == ';' || c == ',' || c == ' ' || c == '\t'
                    || c == '\r' || c == '\n')) {
                position = new Field(written, first, at[0], false);
            }
        }
        Field[] cut = new Field[10];
        for (int k = 1; k <= 9 && k <= at.length; k++) {
            int from = at[k - 1] + 1;
            int to = k < at.length ? at[k] : colons.length;
            if (to > from) {
                String field = source.slice(from, to);
                boolean letters = field.chars().allMatch(c -> c < 128 && Character.isLetter(c));
                boolean number = field.matches("-?[0-9]+");
                cut[k] = new Field(field, from, to, letters, !letters && !number || letters && k != 4);
            }
        }
        List<Field> annotations = new ArrayList<>();
        for (int k = 10; k <= at.length; k++) { // after the tenth field: BgDiagram's annotations, an empty one left out
            int from = at[k - 1] + 1;
            int to = k < at.length ? at[k] : colons.length;
            if (to > from) {
                annotations.add(new Field(source.slice(from, to), from, to, false, true));
            }
        }
        return new Fields(position, cut[1], cut[2], cut[3], cut[4], cut[5], cut[6], cut[7], cut[8], cut[9], annotations);
    }

    /** The fields of a tree the parser read without an error. */
    static Fields cleanFields(XgidParser.XgidRecordContext tree) {
        Token dice = tree.dice.getStart();
        boolean letters = tree.dice instanceof XgidParser.DoublingContext || tree.dice instanceof XgidParser.DoubledLettersDialectContext;
        Field maxCube = null;
        List<Field> annotations = List.of();
        if (tree.limit instanceof XgidParser.MaxCubeWrittenContext written) {
            maxCube = Field.of(written.maxCube.getStart());
            if (written.annotations != null) {
                annotations = ((XgidParser.BgDiagramAnnotationsDialectContext) written.annotations).annotationField().stream()
                        .map(a -> new Field(a.getText(), a.getStart().getStartIndex(), a.getStart().getStopIndex() + 1, false, true))
                        .toList();
            }
        }
        Field position = new Field(tree.position.getText(), tree.position.getStart().getStartIndex(),
                tree.position.getStop().getStopIndex() + 1, false);
        return new Fields(position, Field.of(tree.cubeExponent.getStart()),
                Field.of(tree.cubeOwner.getStart()), Field.of(tree.turn.getStart()),
                new Field(tree.dice.getText(), dice.getStartIndex(), tree.dice.getStop().getStopIndex() + 1, letters),
                Field.of(tree.bottomScore.getStart()), Field.of(tree.topScore.getStart()), Field.of(tree.rules.getStart()),
                Field.of(tree.matchLength.getStart()), maxCube, annotations);
    }

    /**
     * The model from fields; {@code mended} says the parser reported a syntax error, so
     * that the model, whatever it holds, is not the whole record.
     */
    static ParseResult<Xgid> decode(Fields fields, SourceText source, boolean mended) {
        return new XgidTreeDecoder(source).decode(fields, mended);
    }

    private ParseResult<Xgid> decode(Fields fields, boolean mended) {
        Position position = fields.position() == null ? null : position(fields.position());
        Integer cube = number(XgidPaths.CUBE, "cube exponent (field 1)", fields.cube());
        Integer owner = number(XgidPaths.CUBE_OWNER, "cube owner (field 2)", fields.owner());
        Integer turn = number(XgidPaths.TURN, "turn (field 3)", fields.turn());
        Dice dice = fields.dice() == null ? null : dice(fields.dice());
        Integer bottomScore = number(XgidPaths.BOTTOM_SCORE, "bottom player's score (field 5)", fields.bottomScore());
        Integer topScore = number(XgidPaths.TOP_SCORE, "top player's score (field 6)", fields.topScore());
        Integer rules = number(XgidPaths.RULES, "rules (field 7)", fields.rules());
        Integer length = number(XgidPaths.MATCH_LENGTH, "match length (field 8)", fields.matchLength());
        Integer maxCube = number(XgidPaths.MAX_CUBE, "max cube (field 9)", fields.maxCube());

        Cube.Owner cubeOwner = cubeOwner(owner, fields.owner());
        Player player = turn(turn, fields.turn());
        if (cube != null && cube < 0) {
            error(CUBE_RANGE, XgidPaths.CUBE, "the cube (field 1) is the power of two of the cube value, 0 or more (0 for a 1-cube); this one is " + cube);
            cube = null;
        }
        bottomScore = score(bottomScore, XgidPaths.BOTTOM_SCORE, "bottom player's score");
        topScore = score(topScore, XgidPaths.TOP_SCORE, "top player's score");
        Play play = play(rules, length, fields.rules());
        if (fields.maxCube() == null && !mended) {
            diagnostics.add(Diagnostic.warning(MAX_CUBE_MISSING, source.end(),
                    "max cube (field 9) is missing: this is the 9-field form; eXtreme Gammon writes 10 fields, and the default "
                            + Xgid.DEFAULT_MAX_CUBE + " (a " + (1 << Xgid.DEFAULT_MAX_CUBE) + "-cube) is written back"));
        } else if (maxCube != null && maxCube < 0) {
            error(MAX_CUBE_RANGE, XgidPaths.MAX_CUBE, "the max cube (field 9) is the power of two of the highest cube, 0 or more (0 for cubeless); this one is " + maxCube);
            maxCube = null;
        }

        // A field that could not be read holds a stand-in, marked unread, so that the validator checks the others.
        if (mended) {
            map.unread(XgidPaths.RECORD);
        }
        position = orUnread(position, XgidPaths.POSITION, Position.EMPTY);
        cube = orUnread(cube, XgidPaths.CUBE, 0);
        cubeOwner = orUnread(cubeOwner, XgidPaths.CUBE_OWNER, Cube.Owner.CENTERED);
        player = orUnread(player, XgidPaths.TURN, Player.BOTTOM);
        dice = orUnread(dice, XgidPaths.DICE, Dice.NOT_ROLLED);
        bottomScore = orUnread(bottomScore, XgidPaths.BOTTOM_SCORE, 0);
        topScore = orUnread(topScore, XgidPaths.TOP_SCORE, 0);
        if (play == null) {
            map.unread(XgidPaths.RULES).unread(XgidPaths.MATCH_LENGTH);
            play = new Play.Money(false, false);
        }
        if (maxCube == null && fields.maxCube() != null) {
            map.unread(XgidPaths.MAX_CUBE);
        }
        List<Annotation> annotations = annotations(fields.annotations());
        SourceMap sourceMap = map.build();
        List<Diagnostic> diagnostics = all(sourceMap);
        Xgid xgid = new Xgid(position, new Cube(cube, cubeOwner), player, dice, bottomScore, topScore, play,
                maxCube == null ? OptionalInt.empty() : OptionalInt.of(maxCube), annotations);
        return new ParseResult<>(Optional.of(xgid), diagnostics, sourceMap);
    }

    /**
     * BgDiagram's annotations, the fields after the tenth: each read by BgDiagram's syntax (a field that is none is an
     * error at it); those read are one dialect finding, kept in the model, whose fix leaves them out.
     */
    private List<Annotation> annotations(List<Field> fields) {
        if (fields.isEmpty()) {
            return List.of();
        }
        List<Annotation> read = new ArrayList<>();
        for (Field field : fields) {
            Optional<Annotation> annotation = Annotation.read(field.text());
            if (annotation.isPresent()) {
                read.add(annotation.get());
            } else {
                diagnostics.add(Diagnostic.error(ANNOTATION, source.span(field.start(), field.end()), ParseDriver.quote(field.text())
                        + " after the tenth field is not one of BgDiagram's annotations: a move list (8/5 6/5), an arrow (A5,4-5,3),"
                        + " a double arrow (D...), a polygon (P6,0-6,3-3,0), a text (T0,4.5-text) or options (O...)"));
            }
        }
        if (!read.isEmpty()) {
            Field first = fields.get(0);
            Field last = fields.get(fields.size() - 1);
            Span all = source.span(first.start() - 1, last.end());
            String kinds = String.join(", ", read.stream().map(a -> a.kind().word()).distinct().toList());
            diagnostics.add(Diagnostic.warning(DIALECT_BGDIAGRAM_ANNOTATIONS, all, "the fields after the tenth are BgDiagram's"
                    + " annotations (" + kinds + "); an XGID has no place for them: they are kept, and shown in JSON, but format"
                    + " writes the XGID without them").withFix(all, ""));
        }
        return read;
    }

    /** The field's value, or when it could not be read, the stand-in, with its place marked unread. */
    private <V> V orUnread(V value, String path, V standIn) {
        if (value != null) {
            return value;
        }
        map.unread(path);
        return standIn;
    }

    private Position position(Field field) {
        String text = field.text();
        int start = field.start();
        int length = text.codePointCount(0, text.length());
        if (length == WRITTEN_PREFIX.length() - 1 + Position.SLOTS && text.regionMatches(true, 0, WRITTEN_PREFIX, 0, WRITTEN_PREFIX.length() - 1)) {
            // 'XGID' and 26 characters: the '=' is what is missing, not a position of 30 characters
            int at = start + WRITTEN_PREFIX.length() - 1;
            diagnostics.add(Diagnostic.error(PREFIX, source.span(start, at), "the prefix is written 'XGID=', with its '='"
                    + " before the position").withFix(source.span(at, at), "="));
            field = new Field(text.substring(WRITTEN_PREFIX.length() - 1), at, field.end(), false);
            text = field.text();
            start = at;
            length = Position.SLOTS;
        }
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
            // a letter past 'p' stands before the length as the grammar reads it (the validator, which says so
            // of a whole position, never sees this one)
            // and so does a bar holding the other player's checkers (index 25 when the position reaches it)
            for (int j = 0; j < length && j < slots.length; j++) {
                if (!(slots[j] instanceof Slot.Checkers checkers)) {
                    continue;
                }
                Span here = source.span(start + j, start + j + 1);
                if (checkers.count() > 16) {
                    diagnostics.add(Diagnostic.error(POSITION_LETTER, here, "'" + XgidWriter.letter(checkers) + "' stands for "
                            + checkers.count() + " checkers; one place holds at most 16 (letters a-p and A-P)"));
                } else if (j == Position.TOP_BAR && checkers.owner() == Player.BOTTOM) {
                    diagnostics.add(Diagnostic.error(POSITION_BAR, here, "index 0 is the top player's bar; it cannot hold the bottom"
                            + " player's checkers ('" + XgidWriter.letter(checkers) + "'), which enter from index 25"));
                } else if (j == Position.BOTTOM_BAR && checkers.owner() == Player.TOP) {
                    diagnostics.add(Diagnostic.error(POSITION_BAR, here, "index 25 is the bottom player's bar; it cannot hold the top"
                            + " player's checkers ('" + XgidWriter.letter(checkers) + "'), which enter from index 0"));
                }
            }
            // where the position breaks: its first character too many, or where its 26th is missing (the grammar's place)
            Span at = length > Position.SLOTS ? source.span(start + Position.SLOTS, start + length) : source.span(start + length, start + length);
            diagnostics.add(Diagnostic.error(POSITION_LENGTH, at, "the position must be 26 characters (the top player's bar,"
                    + " points 1 to 24 from the bottom player's side, the bottom player's bar); this one has " + length));
            return null;
        }
        return ok ? new Position(List.of(slots)) : null;
    }

    private Integer number(String path, String name, Field field) {
        if (field == null) {
            return null;
        }
        map.put(path, field.start(), field.end());
        if (field.other()) {
            notANumber(path, name, field);
            return null;
        }
        int value;
        try {
            value = Integer.parseInt(field.text());
        } catch (NumberFormatException tooLarge) {
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(field),
                    name + " " + ParseDriver.quote(field.text()) + " is far too large to be meant"));
            return null;
        }
        int digits = field.text().length() - (field.text().startsWith("-") ? 1 : 0);
        if (digits > MOST_DIGITS && !path.equals(XgidPaths.CUBE_OWNER) && !path.equals(XgidPaths.TURN)) {
            // the grammar's numbers have at most nine digits (the owner and the turn are tokens of their own)
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(field), name + " " + ParseDriver.quote(field.text())
                    + " has " + digits + " digits; a number here has at most " + MOST_DIGITS));
            return null;
        }
        return value;
    }

    private void notANumber(String path, String name, Field field) {
        String rule = name + " must be a whole number"; // an empty field is the parser's to report
        // a '-' is part of a number only as the '-1' of a cube owner or a turn: elsewhere the grammar stops at it
        boolean minusOne = field.text().startsWith("-1") && (path.equals(XgidPaths.CUBE_OWNER) || path.equals(XgidPaths.TURN));
        int bad = field.text().startsWith("-") && !minusOne ? 0 : firstOffending(field.text(), false);
        int c = field.text().codePointAt(bad);
        diagnostics.add(Diagnostic.error(FIELD_TEXT, at(field, bad), rule + "; " + ParseDriver.describe(c) + " is not part of one"));
    }

    /**
     * Where the first character stands that cannot belong to the field: past a leading
     * '-' and digits (and, for dice, a run of letters), or the first when none is.
     */
    private static int firstOffending(String text, boolean letters) {
        int i = text.startsWith("-") && !letters ? 1 : 0;
        boolean digits = i < text.length() && Character.isDigit(text.charAt(i));
        while (i < text.length() && (digits ? text.charAt(i) >= '0' && text.charAt(i) <= '9'
                : letters && Character.isLetter(text.charAt(i)) && text.charAt(i) < 128)) {
            i++;
        }
        return Math.min(i, text.length() - 1);
    }

    /** The span of the code point at char index {@code index} of a field. */
    private Span at(Field field, int index) {
        int from = field.start() + field.text().codePointCount(0, index);
        return source.span(from, from + 1);
    }

    private Cube.Owner cubeOwner(Integer value, Field field) {
        if (value == null) {
            return null;
        }
        return switch (value) {
            case 1 -> Cube.Owner.BOTTOM;
            case 0 -> Cube.Owner.CENTERED;
            case -1 -> Cube.Owner.TOP;
            default -> {
                errorAt(CUBE_OWNER, XgidPaths.CUBE_OWNER, field, stop(field, "1", "0", "-1"),
                        "the cube owner (field 2) is 1 (bottom player), 0 (centered) or -1 (top player); this one is " + value);
                yield null;
            }
        };
    }

    private Player turn(Integer value, Field field) {
        if (value == null) {
            return null;
        }
        if (value == 1) {
            return Player.BOTTOM;
        }
        if (value == -1) {
            return Player.TOP;
        }
        errorAt(TURN, XgidPaths.TURN, field, stop(field, "1", "-1"), "turn " + value + " is neither 1 (bottom player on roll) nor -1 (top player on roll)");
        return Player.BOTTOM;
    }

    private Dice dice(Field field) {
        map.put(XgidPaths.DICE, field.start(), field.end());
        String text = field.text();
        if (field.other()) {
            String rule = "dice (field 4) must be 00 (not rolled), two dice 1-6 such as 52, or D, B or R for a doubling state";
            int bad = Math.min(diceStop(text), text.length() - 1);
            diagnostics.add(Diagnostic.error(DICE, at(field, bad), rule + "; " + ParseDriver.describe(text.codePointAt(bad))
                    + " is not part of them"));
            return null;
        }
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
            diagnostics.add(Diagnostic.error(DICE, diceSpan(field), "dice " + ParseDriver.quote(text)
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
                            "a die is 1 to 6 (dice 00 means not rolled); this one is '" + die + "'"));
                }
            }
            return ok ? new Dice.Rolled(text.charAt(0) - '0', text.charAt(1) - '0') : null;
        }
        diagnostics.add(Diagnostic.error(DICE, diceSpan(field), "dice " + ParseDriver.quote(text)
                + " is not two digits: write 00 (not rolled), two dice 1-6 such as 52, or D, B or R for a doubling state"));
        return null;
    }

    private Integer score(Integer score, String path, String name) {
        if (score != null && score < 0) {
            error(SCORE_RANGE, path, "a score is 0 or more; the " + name + " is " + score);
            return null;
        }
        return score;
    }

    private Play play(Integer rules, Integer length, Field field) {
        if (rules == null || length == null) {
            return null;
        }
        if (length < 0) {
            error(MATCH_LENGTH_RANGE, XgidPaths.MATCH_LENGTH, "the match length (field 8) is 0 or more, 0 for money play; this one is " + length);
            return null;
        }
        if (length == 0) {
            if (rules < 0 || rules > 3) {
                errorAt(RULES_RANGE, XgidPaths.RULES, field, stop(field, "0", "1", "2", "3"),
                        "in money play field 7 is Jacoby (1) plus Beaver (2), 0 to 3; found " + rules);
                return null;
            }
            return new Play.Money((rules & 1) != 0, (rules & 2) != 0);
        }
        if (rules < 0 || rules > 1) {
            errorAt(RULES_RANGE, XgidPaths.RULES, field, stop(field, "0", "1", "2", "3"),
                    "in a match field 7 is 1 in the Crawford game and 0 otherwise; found " + rules + " (Jacoby and Beaver are money-play rules)");
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

    /**
     * An error at a field whose text the grammar stops reading at code point {@code stop}: there,
     * where a generated parser reports it (at the end of the field when what is missing is
     * more); at the whole field when the grammar reads it all (a value it allows, which the
     * field's relation to the others rules out).
     */
    private void errorAt(String code, String path, Field field, int stop, String message) {
        int length = field == null ? 0 : field.text().codePointCount(0, field.text().length());
        if (field == null || stop >= length && grammatical(field, stop)) {
            error(code, path, message);
            return;
        }
        int from = field.start() + Math.min(stop, length);
        diagnostics.add(Diagnostic.error(code, source.span(from, Math.min(from + 1, field.start() + length)), message));
    }

    /** Whether the grammar reads the whole field as one of its tokens (stop at its end). */
    private static boolean grammatical(Field field, int stop) {
        return stop > 0 && stop == field.text().length();
    }

    /** How much of a field the grammar reads when its place takes one of these tokens: the longest it starts with, or 0. */
    private static int stop(Field field, String... tokens) {
        int longest = 0;
        for (String token : tokens) {
            if (field != null && field.text().startsWith(token)) {
                longest = Math.max(longest, token.length());
            }
        }
        return longest;
    }

    /**
     * How much of a dice field the grammar reads: 00, two dice 1-6, a doubling letter or a
     * doubled one; {@code grammatical} when that is the whole field.
     */
    private static int diceStop(String text) {
        if (text.startsWith("00") || text.startsWith("DD") || text.startsWith("BB") || text.startsWith("RR")) {
            return 2;
        }
        if (text.isEmpty()) {
            return 0;
        }
        char first = text.charAt(0);
        if (first >= '1' && first <= '6') {
            return text.length() > 1 && text.charAt(1) >= '1' && text.charAt(1) <= '6' ? 2 : 1;
        }
        return first == 'D' || first == 'B' || first == 'R' ? 1 : 0;
    }

    /** A dice field's error where the grammar stops reading it. */
    private Span diceSpan(Field field) {
        String text = field.text();
        int stop = diceStop(text);
        boolean whole = stop == text.length() && (stop == 2 || !(text.charAt(0) >= '1' && text.charAt(0) <= '6'));
        if (whole) {
            return span(field);
        }
        int length = text.codePointCount(0, text.length());
        int from = field.start() + Math.min(stop, length);
        return source.span(from, Math.min(from + 1, field.start() + length));
    }

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
