package org.ludex.cgp;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.parse.Grids;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

import static org.ludex.cgp.CgpCodes.*;

/**
 * The content checks of a CGP: rows of one width, a score per rack, the zero-turn
 * count, opcodes not repeated, a timer per player, the last move on the board, and
 * the tiles on board and racks against the letter distribution (warnings).
 */
public final class CgpValidator {
    private final Cgp cgp;
    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();

    private CgpValidator(Cgp cgp, SourceMap map) {
        this.cgp = cgp;
        this.map = map;
    }

    public static List<Diagnostic> validate(Cgp cgp, SourceMap map) {
        CgpValidator validator = new CgpValidator(cgp, map);
        // each check looks only at the fields that were read: a stand-in is never a finding
        if (map.read(CgpPaths.BOARD)) {
            validator.board();
        }
        validator.players();
        if (map.read(CgpPaths.BOARD)) {
            validator.opcodes();
        }
        if (map.read(CgpPaths.BOARD, CgpPaths.RACKS, CgpPaths.OPCODES) && validator.allRead(cgp.board().rowCount(), CgpPaths::row)
                && validator.allRead(cgp.racks().size(), CgpPaths::rack)) {
            validator.tiles();
        }
        return Diagnostics.sorted(validator.found);
    }

    /** Whether each of the {@code count} parts named by {@code path} was read. */
    private boolean allRead(int count, IntFunction<String> path) {
        if (map.complete()) {
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (!map.read(path.apply(k))) {
                return false;
            }
        }
        return true;
    }

    /** The width most rows have (the first row's on a tie). */
    static int commonWidth(Board board) {
        return Grids.commonWidth(board.rows());
    }

    private void board() {
        Board board = cgp.board();
        int width = commonWidth(board);
        boolean[] unread = null; // rows that could not be read have no width to compare
        if (!map.complete()) {
            unread = new boolean[board.rowCount()];
            List<List<Square>> read = new ArrayList<>();
            for (int r = 0; r < board.rowCount(); r++) {
                unread[r] = !map.read(CgpPaths.row(r));
                if (!unread[r]) {
                    read.add(board.rows().get(r));
                }
            }
            width = Grids.commonWidth(read);
        }
        int first = -1;
        int others = 0;
        for (int r = 0; r < board.rowCount(); r++) {
            if (board.rows().get(r).size() != width && (unread == null || !unread[r])) {
                if (first < 0) {
                    first = r;
                } else {
                    others++;
                }
            }
        }
        if (first >= 0) {
            int size = board.rows().get(first).size();
            error(BOARD_WIDTH, CgpPaths.row(first), "all rows of a board are one width: row " + (first + 1) + " is " + size + (size == 1 ? " square" : " squares")
                    + " wide, the other rows " + width + (others > 0 ? " (" + others + " more " + (others == 1 ? "row differs" : "rows differ") + ")" : ""));
            return;
        }
        int rows = board.rowCount();
        if (!(rows == 15 && width == 15) && !(rows == 21 && width == 21) && rows > 0) {
            warning(BOARD_SIZE, CgpPaths.row(0), "the board is " + rows + "x" + width + "; boards are 15x15, or 21x21 for the super board");
        }
        Optional<Opcode.BoardName> named = cgp.opcode(Opcode.BoardName.class);
        Optional<Integer> side = named.flatMap(n -> BoardLayout.sizeOf(n.board()));
        if (side.isPresent() && (side.get() != rows || side.get() != width)) {
            warning(BOARD_NAME_SIZE, CgpPaths.operand(indexOf(Opcode.BoardName.class), 0), "'bdn " + named.get().board() + "' names a "
                    + side.get() + "x" + side.get() + " board; this board is " + rows + "x" + width);
        }
    }

    private void players() {
        if (map.read(CgpPaths.RACKS, CgpPaths.SCORES, CgpPaths.ZERO_TURNS) && cgp.racks().size() == 2 && cgp.scores().size() == 1
                && cgp.zeroTurns() >= 0) {
            // a screenshot reader writes 'BOARD RACK/ S1 S2 lex L;': one rack, the two scores apart, no zero-turn count
            Span scores = map.span(CgpPaths.SCORES).union(map.span(CgpPaths.ZERO_TURNS));
            String standard = cgp.scores().get(0) + "/" + cgp.zeroTurns() + " 0";
            found.add(Diagnostic.error(SCORES_COUNT, map.span(CgpPaths.SCORES), "each player has a rack and a score, in the same order:"
                    + " 2 racks, 1 score. '" + cgp.scores().get(0) + " " + cgp.zeroTurns() + "' reads as a screenshot reader writes a"
                    + " position, the two scores apart and no count of zero-point turns; CGP writes them '" + standard
                    + "' (the scores joined by '/', then the count)").withFix(scores, standard));
        } else if (map.read(CgpPaths.RACKS, CgpPaths.SCORES) && cgp.scores().size() != cgp.racks().size()) {
            error(SCORES_COUNT, CgpPaths.SCORES, "each player has a rack and a score, in the same order: " + cgp.racks().size() + (cgp.racks().size() == 1 ? " rack, " : " racks, ")
                    + cgp.scores().size() + (cgp.scores().size() == 1 ? " score" : " scores"));
        }
        for (int p = 0; p < cgp.racks().size(); p++) {
            int size = cgp.racks().get(p).tiles().size();
            if (size > RULES.rackSize() && map.read(CgpPaths.rack(p))) {
                error(RACK_SIZE, CgpPaths.rack(p), "rack " + (p + 1) + " holds " + size + " tiles; a rack holds at most " + RULES.rackSize());
            }
        }
        if (map.read(CgpPaths.ZERO_TURNS) && cgp.zeroTurns() < 0) {
            error(ZERO_TURNS, CgpPaths.ZERO_TURNS, "the count of consecutive zero-point turns is 0 or more; this one is " + cgp.zeroTurns());
        }
    }

    private void opcodes() {
        List<Opcode> opcodes = cgp.opcodes();
        // A position has a handful of opcodes: search the earlier ones, and keep a map only for a long list.
        Map<String, Integer> seen = opcodes.size() > 16 ? new HashMap<>() : null;
        for (int i = 0; i < opcodes.size(); i++) {
            Opcode opcode = opcodes.get(i);
            int before = earlier(opcodes, i, seen);
            if (before >= 0) {
                found.add(Diagnostic.error(OPCODE_REPEATED, map.span(CgpPaths.opcode(i)), "opcode '" + opcode.name()
                        + "' is given twice (first as opcode " + (before + 1) + "); each opcode appears once")
                        .withRelated(map.span(CgpPaths.opcode(before)), "the first '" + opcode.name() + "' is here"));
            }
            if (opcode instanceof Opcode.Timers timers && timers.milliseconds().size() != cgp.racks().size()) {
                error(TIMERS_COUNT, CgpPaths.operand(i, 0), "'tmr' gives one clock a player, in rack order: this one gives "
                        + Diagnostics.count(timers.milliseconds().size(), "clock") + " for " + Diagnostics.count(cgp.racks().size(), "player"));
            }
            if (opcode instanceof Opcode.LastMove last) {
                lastMove(i, last.move());
            }
            if (opcode instanceof Opcode.GameVariant variant && CgpStandard.knownInAnotherCase(variant.variant())) {
                String standard = variant.variant().toLowerCase(Locale.ROOT);
                Span at = map.span(CgpPaths.operand(i, 0));
                found.add(Diagnostic.warning(DIALECT_VARIANT_CASE, at, "variant '" + variant.variant() + "' is written as a player reads"
                        + " its name; CGP names it as macondo and MAGPIE do: '" + standard + "'").withFix(at, standard));
            }
        }
        playerLexicons();
    }

    /**
     * {@code l1}, {@code l2}: each player's lexicon, as MAGPIE writes them, a dialect said once at the first. Where they
     * name one lexicon and no {@code lex} is given, the fix writes {@code lex}; where they differ, CGP has no
     * place for what they say, and they are kept.
     */
    private void playerLexicons() {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            if (cgp.opcodes().get(i) instanceof Opcode.PlayerLexicon) {
                at.add(i);
            }
        }
        if (at.isEmpty()) {
            return;
        }
        Span first = map.span(CgpPaths.opcode(at.get(0)));
        String what = at.size() == 1 ? "'l" + ((Opcode.PlayerLexicon) cgp.opcodes().get(at.get(0))).player() + "' gives one player's lexicon"
                : "'l1' and 'l2' give each player's lexicon";
        Optional<String> one = CgpStandard.oneLexicon(cgp);
        boolean together = at.size() == 1 || at.get(at.size() - 1) - at.get(0) == at.size() - 1;
        if (one.isPresent() && together) {
            Span all = first.union(map.span(CgpPaths.opcode(at.get(at.size() - 1))));
            found.add(Diagnostic.warning(DIALECT_PLAYER_LEXICON, first, what + ", as MAGPIE writes them; CGP names the game's lexicon"
                    + " once: 'lex " + one.get() + ";'").withFix(all, "lex " + one.get() + ";"));
        } else if (one.isPresent()) {
            found.add(Diagnostic.warning(DIALECT_PLAYER_LEXICON, first, what + ", as MAGPIE writes them; CGP names the game's lexicon"
                    + " once: 'lex " + one.get() + ";'"));
        } else {
            found.add(Diagnostic.warning(DIALECT_PLAYER_LEXICON, first, what + ", as MAGPIE writes them; CGP names one lexicon for the"
                    + " game" + (cgp.opcode(Opcode.Lexicon.class).isPresent() ? ", given here by 'lex'" : ", and these differ")
                    + ": they are kept as written"));
        }
    }

    /** The first opcode before opcode {@code i} that has its name, or -1. */
    private static int earlier(List<Opcode> opcodes, int i, Map<String, Integer> seen) {
        String name = opcodes.get(i).name();
        if (seen != null) {
            Integer first = seen.putIfAbsent(name, i);
            return first == null ? -1 : first;
        }
        for (int j = 0; j < i; j++) {
            if (opcodes.get(j).name().equals(name)) {
                return j;
            }
        }
        return -1;
    }

    private void lastMove(int index, Move move) {
        Coordinate at;
        int length;
        if (move instanceof Move.Play play) {
            at = play.coordinate();
            length = play.tiles().size();
        } else if (move instanceof Move.Challenged challenged) {
            at = challenged.coordinate();
            length = challenged.tiles().size();
        } else {
            return;
        }
        String path = CgpPaths.operand(index, move instanceof Move.Challenged ? 1 : 0);
        Placement placement = new Placement(at, length);
        Optional<String> off = CrosswordText.offBoard(placement, cgp.board().rowCount(), commonWidth(cgp.board()));
        off.ifPresent(problem -> error(MOVE_OFF_BOARD, path, problem));
        if (off.isEmpty() && move instanceof Move.Play play && allRead(cgp.board().rowCount(), CgpPaths::row)) {
            onTheBoard(index, play, placement);
        }
    }

    /**
     * The tiles of the last play against the board they lie on: each placed tile stands
     * on its square, and each tile played through ('.') covers a square that holds one.
     * A difference is a warning at the move (the board is the position; the move only
     * says how it came about).
     */
    private void onTheBoard(int index, Move.Play play, Placement placement) {
        List<Placement.Point> points = placement.points();
        for (int k = 0; k < points.size(); k++) {
            Placement.Point p = points.get(k);
            Square square = cgp.board().square(p.row() - 1, p.column() - 1);
            if (!map.read(CgpPaths.square(p.row() - 1, p.column() - 1))) {
                return; // the square could not be read: what is on it is not known
            }
            Move.PlayTile tile = play.tiles().get(k);
            String where = CrosswordText.square(p);
            if (tile instanceof Move.Placed placed) {
                boolean same = square instanceof Square.Placed on && on.tile().equals(placed.tile()) && on.blank() == placed.blank();
                if (!same) {
                    warning(MOVE_BOARD, CgpPaths.operand(index, 1), "the last move puts '" + CrosswordText.tile(placed.tile(), placed.blank()) + "' on "
                            + where + ", but the board has " + describe(square) + " there");
                    return;
                }
            } else if (!(square instanceof Square.Placed)) {
                warning(MOVE_BOARD, CgpPaths.operand(index, 1), "the last move plays through a tile on " + where + ", but that square is empty");
                return;
            }
        }
    }

    private static String describe(Square square) {
        return square instanceof Square.Placed placed ? "'" + CrosswordText.tile(placed.tile(), placed.blank()) + "'" : "an empty square";
    }

    private void tiles() {
        String name = cgp.tileSet();
        Optional<LetterDistribution> distribution = LetterDistribution.named(name);
        if (distribution.isEmpty()) {
            int index = indexOf(Opcode.LetterDistributionName.class);
            warning(DISTRIBUTION_UNKNOWN, CgpPaths.operand(index, 0), "Ludex has no letter distribution '" + name
                    + "' (it has " + String.join(", ", LetterDistribution.NAMES) + "); tile counts are not checked");
            return;
        }
        TileCounts counts = new TileCounts();
        int blanks = counts.board(cgp.board().rows());
        for (int p = 0; p < cgp.racks().size(); p++) {
            List<RackTile> rack = cgp.racks().get(p).tiles();
            for (int i = 0; i < rack.size(); i++) {
                if (rack.get(i) instanceof RackTile.Letter letter) {
                    counts.count(letter.tile(), -1 - p, i);
                } else {
                    blanks++;
                }
            }
        }
        LetterDistribution set = distribution.get();
        if (cgp.tileSetIsDefault() && counts.others != null) {
            Map<Tile, LetterDistribution.Entry> entries = set.byTile();
            List<String> strangers = counts.others.keySet().stream().filter(tile -> !entries.containsKey(tile)).map(Tile::letters).toList();
            if (!strangers.isEmpty()) { // one finding, not one per tile: the set is what is wrong
                int[] first = counts.others.get(new Tile(strangers.get(0)));
                String where = first[1] >= 0 ? CgpPaths.square(first[1], first[2]) : CgpPaths.rackTile(-1 - first[1], first[2]);
                warning(TILES_NOT_ENGLISH, where, (strangers.size() == 1 ? "tile " : strangers.size() + " tiles (")
                        + String.join(", ", strangers.subList(0, Math.min(5, strangers.size()))) + (strangers.size() > 5 ? ", ..." : "")
                        + (strangers.size() == 1 ? " is" : ") are") + " not in the English set, which counts when neither ld nor lex"
                        + " names another: name the set with ld ("
                        + String.join(", ", LetterDistribution.NAMES) + ")");
                return;
            }
        }
        for (int k = 0; k < counts.letters.length; k++) {
            if (counts.letters[k] > 0) {
                char c = (char) ('A' + k);
                tileCount(set, TileCounts.LETTERS[k], set.ascii(c), counts.letters[k], (int) (counts.first[k] >> 32), (int) counts.first[k]);
            }
        }
        if (counts.others != null) {
            Map<Tile, LetterDistribution.Entry> entries = set.byTile();
            counts.others.forEach((tile, seen) -> tileCount(set, tile, entries.get(tile), seen[0], seen[1], seen[2]));
        }
        if (blanks > set.blanks()) {
            warning(TILE_COUNT, CgpPaths.whole(), blanks + " blanks on the board and racks; the " + set.name() + " set has " + set.blanks());
        }
    }

    /** The count check of one tile, found {@code count} times, first at {@code at} (row, or -1 - player) and {@code index}. */
    private void tileCount(LetterDistribution set, Tile tile, LetterDistribution.Entry entry, int count, int at, int index) {
        if (entry != null && count <= entry.count()) {
            return;
        }
        String where = at >= 0 ? CgpPaths.square(at, index) : CgpPaths.rackTile(-1 - at, index);
        if (entry == null) {
            warning(TILE_NOT_IN_SET, where, "the " + set.name() + " distribution has no tile '" + tile.letters() + "'");
        } else {
            warning(TILE_COUNT, where, count + " '" + tile.letters() + "' tiles on the board and racks; the " + set.name()
                    + " set has " + entry.count());
        }
    }

    /**
     * Per tile: how many, and the first place it is (row and column, or -1 - player and
     * index on a rack). Tiles A to Z, nearly all of them, are counted in arrays.
     */
    private static final class TileCounts {
        private static final Tile[] LETTERS = new Tile[26];

        static {
            for (int k = 0; k < LETTERS.length; k++) {
                LETTERS[k] = new Tile(String.valueOf((char) ('A' + k)));
            }
        }

        private final int[] letters = new int[26];
        private final long[] first = new long[26];
        private Map<Tile, int[]> others;

        /** Counts the board's tiles; the number of blanks. */
        int board(List<List<Square>> rows) {
            int blanks = 0;
            for (int r = 0, rowCount = rows.size(); r < rowCount; r++) {
                List<Square> row = rows.get(r);
                if (Board.isSharedEmptyRow(row)) {
                    continue;
                }
                for (int c = 0, size = row.size(); c < size; c++) {
                    Square square = row.get(c);
                    if (square != Square.EMPTY && square instanceof Square.Placed placed) {
                        if (placed.blank()) {
                            blanks++;
                        } else {
                            count(placed.tile(), r, c);
                        }
                    }
                }
            }
            return blanks;
        }

        void count(Tile tile, int at, int index) {
            String face = tile.letters();
            char c = face.charAt(0);
            if (face.length() == 1 && c >= 'A' && c <= 'Z') {
                if (letters[c - 'A']++ == 0) {
                    first[c - 'A'] = ((long) at << 32) | (index & 0xFFFFFFFFL);
                }
                return;
            }
            if (others == null) {
                others = new LinkedHashMap<>();
            }
            int[] seen = others.get(tile);
            if (seen == null) {
                others.put(tile, new int[] {1, at, index});
            } else {
                seen[0]++;
            }
        }
    }

    private int indexOf(Class<? extends Opcode> kind) {
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            if (kind.isInstance(cgp.opcodes().get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The most tiles a rack holds in the crossword games CGP describes. */
    /** The rules a position is held to: the same as a game record's replay. */
    private static final Rules RULES = Rules.STANDARD;

    private void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, map.span(path), message));
    }

    private void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, map.span(path), message));
    }
}
