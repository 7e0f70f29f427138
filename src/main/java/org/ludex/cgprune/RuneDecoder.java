package org.ludex.cgprune;

import org.ludex.cgp.CgpPaths;
import org.ludex.cgp.PositionNumbers;
import org.ludex.cgp.PositionFields;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgp.FieldToken;
import org.ludex.crossword.Coordinate;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.ludex.cgprune.RuneCodes.*;

/**
 * Turns a rune-draft record, cut into fields from the grammar's tree by {@link RuneBuilder}
 * or by {@link RuneScanner},
 * into the model. Source map paths as for CGP:
 * {@code board/R}, {@code board/R/C}, {@code rack/P/I}, {@code score/P},
 * {@code zeroTurns}, {@code opcode/I}, {@code opcode/I/operand/J}.
 */
final class RuneDecoder {
    static final List<String> KNOWN = List.of("bb", "bdn", "etl", "ld", "lm", "mncz");

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** The field being read (a {@link CgpPaths} path): a part of it that cannot be read marks it unread. */
    private String part = CgpPaths.whole();
    /** The row or rack being read within {@link #part}, or -1. */
    private int partIndex = -1;

    private RuneDecoder(SourceText source, PositionFields<Row, OpcodeFields> fields) {
        this.source = source;
        // a row is two entries, a rack one, an opcode one and one per operand: sized once, not grown
        int operands = 0;
        for (OpcodeFields opcode : fields.opcodes()) {
            operands += opcode.operands().size();
        }
        this.map = SourceMap.builder(source, 2 * fields.rows().size() + fields.racks().size() + fields.scores().size()
                + fields.opcodes().size() + operands + 4);
    }

    /** The model from fields cut by the grammar or by {@link RuneScanner}, which cuts them the same way. */
    static ParseResult<RuneCgp> decode(PositionFields<Row, OpcodeFields> fields, SourceText source) {
        return new RuneDecoder(source, fields).decode(fields, Set.of(), false);
    }

    /**
     * The model from the fields of a tree in which the parser may have mended something:
     * the fields it mended ({@code mended}, by path) hold stand-ins the source map marks
     * unread; {@code syntaxError} marks the record itself unread, so that it is not
     * written out as if read whole.
     */
    static ParseResult<RuneCgp> decode(PositionFields<Row, OpcodeFields> fields, SourceText source, Set<String> mended, boolean syntaxError) {
        return new RuneDecoder(source, fields).decode(fields, mended, syntaxError);
    }

    private ParseResult<RuneCgp> decode(PositionFields<Row, OpcodeFields> fields, Set<String> mended, boolean syntaxError) {
        if (syntaxError) {
            map.unread(CgpPaths.whole());
        }
        mended.forEach(map::unread);
        fields.spaces().forEach(this::whitespace);
        part = CgpPaths.BOARD;
        List<List<RuneSquare>> board = new ArrayList<>(fields.rows().size());
        for (Row rowField : fields.rows()) {
            partIndex = board.size();
            List<FieldToken> cells = rowField.cells();
            if (cells.size() == 1 && cells.get(0).type() == RuneFields.RUN && squares(cells.get(0)) > 0) {
                board.add(emptyRow(squares(cells.get(0)))); // most rows of most positions
                continue;
            }
            int width = 0;
            for (FieldToken token : cells) {
                width += squares(token);
            }
            List<RuneSquare> row = new ArrayList<>(width);
            for (FieldToken token : cells) {
                int count = token.type() == RuneFields.EMPTY ? 1 : token.type() == RuneFields.RUN ? run(token) : 0;
                for (int i = 0; i < count; i++) {
                    row.add(RuneSquare.EMPTY);
                }
                if (token.type() == RuneFields.RUNE || token.type() == RuneFields.STRAY) {
                    RuneTile tile = rune(token);
                    row.add(tile == null ? RuneSquare.EMPTY : placed(tile));
                }
            }
            board.add(List.copyOf(row));
        }
        map.defer(builder -> boardPlaces(builder, fields.rows()));
        List<List<RackRune>> racks = new ArrayList<>(fields.racks().size());
        for (Row rackField : fields.racks()) {
            int p = racks.size();
            part = CgpPaths.RACK;
            partIndex = p;
            List<RackRune> rack = new ArrayList<>(rackField.cells().size());
            int[] bounds = new int[2 * rackField.cells().size()];
            int placed = 0; // a rune that is no tile adds none, and the next tile takes its place
            for (FieldToken token : rackField.cells()) {
                place(bounds, rack.size(), token);
                placed = rack.size() + 1;
                if (token.type() == RuneFields.BLANK) {
                    rack.add(RackRune.BLANK);
                } else {
                    RuneTile rune = rune(token);
                    if (rune != null && rune.blank()) {
                        diagnostics.add(Diagnostic.error(RACK_BLANK_RUNE, span(token), "'" + token.text()
                                + "' is a blank on the board; on a rack a blank is '~'"));
                        rack.add(RackRune.BLANK);
                    } else if (rune != null) {
                        rack.add(LETTERS[rune.letter()]);
                    }
                }
            }
            map.putCells(CgpPaths.RACK, p, placed, bounds);
            racks.add(rack);
        }
        map.put(CgpPaths.RACKS, fields.racksStart(), fields.racksEnd());
        PositionNumbers.Read numbers = PositionNumbers.read(fields.scores(), fields.scoresStart(), fields.scoresEnd(), fields.zeroTurns(),
                source, map, diagnostics, NUMBER_RANGE);
        List<RuneOpcode> opcodes = new ArrayList<>(fields.opcodes().size());
        for (int i = 0; i < fields.opcodes().size(); i++) {
            opcodes.add(opcode(i, fields.opcodes().get(i)));
        }
        SourceMap sourceMap = map.build();
        return new ParseResult<>(Optional.of(new RuneCgp(board, racks, numbers.scores(), numbers.zeroTurns(), opcodes)), diagnostics, sourceMap);
    }

    /**
     * The errors for characters that are no runes in the board and the racks of a record
     * too broken to be read as a position (fewer than four fields), as for CGP: they say
     * what the text is not, where the syntax error alone would only say that it ends early.
     */
    static List<Diagnostic> strayCharacters(SourceText source, PositionFields<Row, OpcodeFields> fields) {
        List<Diagnostic> found = new ArrayList<>(2);
        for (List<Row> rows : List.of(fields.rows(), fields.racks())) {
            List<FieldToken> stray = new ArrayList<>();
            for (Row row : rows) {
                for (FieldToken cell : row.cells()) {
                    if (cell.type() == RuneFields.STRAY) {
                        stray.add(cell);
                    }
                }
            }
            if (!stray.isEmpty()) {
                FieldToken first = stray.get(0);
                int more = stray.size() - 1;
                found.add(Diagnostic.error(RUNE, source.span(first.start(), first.end()), RUNE_RULE + "; "
                        + ParseDriver.describe(first.text().codePointAt(0)) + " is not a rune"
                        + (more == 0 ? "" : ", nor are " + more + (more == 1 ? " more character" : " more characters") + " of the field")));
            }
        }
        return found;
    }

    private static final String RUNE_RULE = "letters are the runes '!' to 'J' (1 to 42) and blanks 'Q' to 'z'";

    private RuneTile rune(FieldToken token) {
        RuneTile tile = token.type() == RuneFields.STRAY ? null : RuneTile.of(token.text().charAt(0));
        if (tile == null) {
            unread();
            diagnostics.add(Diagnostic.error(RUNE, span(token), RUNE_RULE + "; "
                    + ParseDriver.describe(token.text().codePointAt(0)) + " is not a rune"
                    + (token.type() == RuneFields.RUNE ? " ('K' to 'P' stand for nothing)" : "")));
        }
        return tile;
    }

    private int run(FieldToken token) {
        char count = token.text().charAt(2);
        int n = count - 32;
        if (n < 2 || n > RuneTile.MAX_LETTER) {
            unread();
            diagnostics.add(Diagnostic.error(RUN, span(token), "'" + token.text() + "': after '~~' comes the run's length as a rune,"
                    + " '\"' (2) to 'J' (42); '" + count + "' is none of those"));
            return 0;
        }
        return n;
    }

    private RuneOpcode opcode(int index, OpcodeFields fields) {
        map.put(CgpPaths.opcode(index), fields.start(), fields.end());
        fields.spaces().forEach(this::whitespace);
        FieldToken nameToken = fields.name();
        List<FieldToken> operands = fields.operands();
        for (int j = 0; j < operands.size(); j++) {
            map.put(CgpPaths.operand(index, j), operands.get(j).start(), operands.get(j).end());
        }
        List<String> texts = texts(operands);
        String name = nameToken.text();
        if (!KNOWN.contains(name)) {
            diagnostics.add(Diagnostic.warning(OPCODE_UNKNOWN, span(nameToken), "unknown opcode '" + name
                    + "' is kept as written; the rune draft's opcodes are " + String.join(", ", KNOWN)));
            return new RuneOpcode.Verbatim(name, texts);
        }
        Optional<RuneOpcode> typed = switch (name) {
            case "bb" -> integer(nameToken, operands, 0).map(RuneOpcode.BingoBonus::new);
            case "etl" -> integer(nameToken, operands, 0).map(RuneOpcode.ExchangeLimit::new);
            case "mncz" -> integer(nameToken, operands, 1).map(RuneOpcode.MaxZeroTurns::new);
            case "bdn" -> one(nameToken, operands, "a name") ? Optional.of(new RuneOpcode.BoardName(texts.get(0))) : Optional.empty();
            case "ld" -> one(nameToken, operands, "a name") ? Optional.of(new RuneOpcode.LetterDistributionName(texts.get(0))) : Optional.empty();
            case "lm" -> move(nameToken, operands).map(RuneOpcode.LastMove::new);
            default -> throw new AssertionError(name);
        };
        return typed.orElseGet(() -> new RuneOpcode.Verbatim(name, texts));
    }

    private boolean one(FieldToken name, List<FieldToken> operands, String what) {
        if (operands.size() == 1) {
            return true;
        }
        diagnostics.add(Diagnostic.error(OPERAND_COUNT, operands.size() > 1 ? span(operands.get(1)) : span(name),
                "'" + name.text() + "' takes one operand, " + what + "; found " + operands.size()));
        return false;
    }

    private Optional<Integer> integer(FieldToken name, List<FieldToken> operands, int least) {
        if (!one(name, operands, "an integer of " + least + " or more")) {
            return Optional.empty();
        }
        String text = operands.get(0).text();
        if (isSmallNumber(text) && Integer.parseInt(text) >= least) {
            return Optional.of(Integer.parseInt(text));
        }
        diagnostics.add(Diagnostic.error(OPERAND_INTEGER, span(operands.get(0)), "'" + name.text() + "' takes an integer of "
                + least + " or more; found '" + text + "'"));
        return Optional.empty();
    }

    /** {@code 8D RUNES}, {@code D8 RUNES} ({@code ~} through), {@code exchange RUNES}, {@code exchange ~~~}, {@code pass}. */
    private Optional<RuneMove> move(FieldToken name, List<FieldToken> operands) {
        List<String> texts = texts(operands);
        if (texts.size() == 1 && texts.get(0).equals("pass")) {
            return Optional.of(new RuneMove.Pass());
        }
        if (texts.size() == 2 && texts.get(0).equals("exchange")) {
            String runes = texts.get(1);
            if (runes.chars().allMatch(c -> c == '~')) {
                return Optional.of(new RuneMove.ExchangeCount(runes.length()));
            }
            List<RackRune> tiles = new ArrayList<>();
            for (char c : runes.toCharArray()) {
                RuneTile tile = c == '~' ? null : RuneTile.of(c);
                if (c == '~') {
                    tiles.add(RackRune.BLANK);
                } else if (tile == null || tile.blank()) {
                    diagnostics.add(Diagnostic.error(MOVE_TILES, span(operands.get(1)), "'" + c + "' in an exchange is not a tile rune ('!' to 'J', '~' a blank)"));
                    return Optional.empty();
                } else {
                    tiles.add(new RackRune.Letter(tile.letter()));
                }
            }
            return Optional.of(new RuneMove.Exchange(tiles));
        }
        if (texts.size() == 2) {
            Optional<Coordinate> at = CrosswordText.parseCoordinate(texts.get(0));
            if (at.isEmpty()) {
                diagnostics.add(Diagnostic.error(MOVE_COORDINATE, span(operands.get(0)), "'" + texts.get(0)
                        + "' is not a coordinate: 8D for a play across, D8 for a play down"));
                return Optional.empty();
            }
            List<RuneMove.PlayRune> tiles = new ArrayList<>();
            for (char c : texts.get(1).toCharArray()) {
                RuneTile tile = c == '~' ? null : RuneTile.of(c);
                if (c == '~') {
                    tiles.add(RuneMove.THROUGH);
                } else if (tile == null) {
                    diagnostics.add(Diagnostic.error(MOVE_TILES, span(operands.get(1)), "'" + c + "' in a play is not a rune"));
                    return Optional.empty();
                } else {
                    tiles.add(new RuneMove.Placed(tile));
                }
            }
            return Optional.of(new RuneMove.Play(at.get(), tiles));
        }
        diagnostics.add(Diagnostic.error(MOVE, operands.isEmpty() ? span(name) : span(operands.get(0)), "move '" + String.join(" ", texts)
                + "' is not one of 8D RUNES, D8 RUNES, exchange RUNES, exchange ~~~ or pass"));
        return Optional.empty();
    }

    /** Marks what is being read unread: the row, rack or score, or the field. */
    private void unread() {
        map.unread(partIndex < 0 ? part : part.equals(CgpPaths.BOARD) ? CgpPaths.row(partIndex) : CgpPaths.rack(partIndex));
    }

    private void whitespace(FieldToken space) {
        if (!space.text().equals(" ")) {
            diagnostics.add(Diagnostic.warning(WHITESPACE, span(space), "fields are separated by one space; written back so"));
        }
    }

    private static final List<List<RuneSquare>> EMPTY_ROWS = emptyRows(RuneTile.MAX_LETTER);
    /** Squares and rack letters of each rune, made once: records compare by value, so sharing them changes nothing. */
    private static final RuneSquare[] PLACED = new RuneSquare[128];
    private static final RackRune[] LETTERS = new RackRune[RuneTile.MAX_LETTER + 1];

    static {
        for (int c = 0; c < PLACED.length; c++) {
            RuneTile tile = RuneTile.of(c);
            PLACED[c] = tile == null ? null : new RuneSquare.Placed(tile);
        }
        for (int letter = 1; letter <= RuneTile.MAX_LETTER; letter++) {
            LETTERS[letter] = new RackRune.Letter(letter);
        }
    }

    private static RuneSquare placed(RuneTile tile) {
        return PLACED[tile.rune()];
    }

    private static List<List<RuneSquare>> emptyRows(int widest) {
        List<List<RuneSquare>> rows = new ArrayList<>(widest + 1);
        for (int width = 0; width <= widest; width++) {
            RuneSquare[] squares = new RuneSquare[width];
            Arrays.fill(squares, RuneSquare.EMPTY);
            rows.add(List.of(squares));
        }
        return List.copyOf(rows);
    }

    /** A row of {@code width} empty squares, made once: the model copies no immutable list it is given. */
    private static List<RuneSquare> emptyRow(int width) {
        return EMPTY_ROWS.get(width);
    }

    /** Whether a row is one of the shared rows of empty squares, which a check of the squares may skip. */
    static boolean isSharedEmptyRow(List<RuneSquare> row) {
        return row.size() < EMPTY_ROWS.size() && EMPTY_ROWS.get(row.size()) == row;
    }

    /** The squares a board token stands for: a run's length (0 when the length is no rune count), else 1. */
    private static int squares(FieldToken token) {
        if (token.type() != RuneFields.RUN) {
            return 1;
        }
        int n = token.text().charAt(2) - 32;
        return n < 2 || n > RuneTile.MAX_LETTER ? 0 : n;
    }

    /**
     * The board's rows and squares for the source map, worked out on the map's first
     * lookup from the tokens the board was read from: each square at its token.
     */
    private static void boardPlaces(SourceMapBuilder builder, List<Row> rows) {
        for (int r = 0; r < rows.size(); r++) {
            Row row = rows.get(r);
            builder.put(CgpPaths.BOARD, r, row.start(), row.end());
            int count = 0;
            for (FieldToken token : row.cells()) {
                count += squares(token);
            }
            int[] bounds = new int[2 * count];
            int k = 0;
            for (FieldToken token : row.cells()) {
                for (int i = squares(token); i > 0; i--, k++) {
                    place(bounds, k, token);
                }
            }
            builder.putCells(CgpPaths.BOARD, r, count, bounds);
        }
    }

    private static List<String> texts(List<FieldToken> tokens) {
        String[] texts = new String[tokens.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = tokens.get(i).text();
        }
        return List.of(texts);
    }

    /** One to nine ASCII digits. */
    private static boolean isSmallNumber(String text) {
        if (text.isEmpty() || text.length() > 9) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** Square or tile {@code k} of a row stands at {@code token}. */
    private static void place(int[] bounds, int k, FieldToken token) {
        bounds[2 * k] = token.start();
        bounds[2 * k + 1] = token.end();
    }

    private Span span(FieldToken token) {
        return source.span(token.start(), token.end());
    }
}
