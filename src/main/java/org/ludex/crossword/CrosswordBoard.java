package org.ludex.crossword;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A board in play: which tile lies on each square (and whether it is a blank), over
 * a board layout's premium squares. Rows and columns are 1-based, as coordinates
 * write them. Mutable; {@link #copy} to keep one, {@link #frozen} for one that cannot change.
 */
public final class CrosswordBoard {
    private final BoardLayout layout;
    private final int size;
    /**
     * Each square, row by row: null when empty, the {@link Tile} that lies there, or a {@link Blank} standing for one.
     * A board that cannot change shares the rows a play leaves alone with the board it was made from.
     */
    private final Object[][] rows;
    private int count;
    private final boolean frozen;
    private CrosswordBoard frozenCopy; // the frozen copy of the board as it stands, made on demand; dropped when a tile moves

    public CrosswordBoard(BoardLayout layout) {
        this(layout, false);
    }

    /** An empty board that cannot change, over {@code layout}: the board a game starts on. */
    public static CrosswordBoard empty(BoardLayout layout) {
        return new CrosswordBoard(layout, true);
    }

    private CrosswordBoard(BoardLayout layout, boolean frozen) {
        this.layout = requireNonNull(layout, "layout is null");
        this.size = layout.size();
        this.rows = new Object[size][size];
        this.frozen = frozen;
    }

    /** A copy of {@code other}: every row its own when {@code deep}, else sharing them all (for rows to be replaced one by one). */
    private CrosswordBoard(CrosswordBoard other, boolean frozen, boolean deep) {
        this.layout = other.layout;
        this.size = other.size;
        this.rows = other.rows.clone();
        if (deep) {
            for (int r = 0; r < size; r++) {
                rows[r] = rows[r].clone();
            }
        }
        this.count = other.count;
        this.frozen = frozen;
    }

    /** A copy that can change. */
    public CrosswordBoard copy() {
        return new CrosswordBoard(this, false, true);
    }

    /**
     * The board as it stands, in a copy that cannot change: made once for as long as no tile is placed or
     * cleared, so that positions taken one after another while the board stays the same share one.
     */
    public CrosswordBoard frozen() {
        if (frozen) {
            return this;
        }
        if (frozenCopy == null) {
            frozenCopy = new CrosswordBoard(this, true, true);
        }
        return frozenCopy;
    }

    public BoardLayout layout() {
        return layout;
    }

    /** The side of the board. */
    public int size() {
        return size;
    }

    /** The square every first play covers: the middle one. */
    public Placement.Point centre() {
        return new Placement.Point(size / 2 + 1, size / 2 + 1);
    }

    public boolean onBoard(int row, int column) {
        return row >= 1 && row <= size && column >= 1 && column <= size;
    }

    /** Whether a tile lies there; false off the board. */
    public boolean filled(int row, int column) {
        return onBoard(row, column) && rows[row - 1][column - 1] != null;
    }

    /** The tile there, or null. */
    public Tile tile(int row, int column) {
        return onBoard(row, column) ? face(rows[row - 1][column - 1]) : null;
    }

    /** Whether the tile there is a blank. */
    public boolean blank(int row, int column) {
        return onBoard(row, column) && rows[row - 1][column - 1] instanceof Blank;
    }

    public void place(int row, int column, Tile tile, boolean blank) {
        requireNonNull(tile, "tile is null");
        changing();
        checkSquare(row, column);
        put(rows[row - 1], column, tile, blank);
    }

    /**
     * This board with the tiles of {@code placed} put down, in a board that cannot change; this one stays as it is.
     * Squares off the board are left out. The rows no tile is put on are shared with this board.
     */
    public CrosswordBoard with(List<Placed> placed) {
        CrosswordBoard next = new CrosswordBoard(this, true, false);
        for (int k = 0, n = placed.size(); k < n; k++) {
            Placed p = placed.get(k);
            int row = p.at().row();
            if (onBoard(row, p.at().column())) {
                if (next.rows[row - 1] == rows[row - 1]) {
                    next.rows[row - 1] = rows[row - 1].clone(); // the first tile on this row: the new board's own row
                }
                next.put(next.rows[row - 1], p.at().column(), p.tile(), p.blank());
            }
        }
        return next;
    }

    private void put(Object[] row, int column, Tile tile, boolean blank) {
        if (row[column - 1] == null) {
            count++;
        }
        row[column - 1] = blank ? new Blank(tile) : tile;
    }

    public void clear(int row, int column) {
        changing();
        checkSquare(row, column);
        if (rows[row - 1][column - 1] != null) {
            count--;
        }
        rows[row - 1][column - 1] = null;
    }

    /** How many tiles lie on the board. */
    public int tileCount() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    /** Every tile on the board, counted against {@code set}; blanks as blanks. Tiles the set does not have are left out. */
    public TileCounts counts(LetterDistribution set) {
        TileCounts on = TileCounts.none(set);
        for (Object[] row : rows) {
            for (Object cell : row) {
                if (cell != null) {
                    boolean blank = cell instanceof Blank;
                    int number = blank ? TileCounts.BLANK : set.indexOf((Tile) cell);
                    if (blank || number > 0) {
                        on.add(number);
                    }
                }
            }
        }
        return on;
    }

    private void changing() {
        if (frozen) {
            throw new UnsupportedOperationException("a frozen board does not change: copy it first");
        }
        frozenCopy = null;
    }

    private void checkSquare(int row, int column) {
        if (!onBoard(row, column)) {
            throw new IndexOutOfBoundsException("square " + row + "," + column + " is off the " + size + "x" + size + " board");
        }
    }

    private int index(int row, int column) {
        checkSquare(row, column);
        return (row - 1) * size + column - 1;
    }

    /** The square at {@code index}, {@code (row - 1) * size + column - 1}: null when empty. */
    private Object cell(int index) {
        return rows[index / size][index % size];
    }

    /** The tile a square holds, a blank's face for a blank; null for none. */
    private static Tile face(Object cell) {
        return cell instanceof Blank blank ? blank.face() : (Tile) cell;
    }

    /** A blank on a square, standing for {@code face}. */
    private record Blank(Tile face) {}

    /** A tile put down by a play: where, which, and whether a blank stands for it. */
    public record Placed(Placement.Point at, Tile tile, boolean blank) {
        public Placed {
            requireNonNull(at, "at is null");
            requireNonNull(tile, "tile is null");
        }
    }

    /**
     * What a play of {@code placed} (on empty squares, in one line running {@code direction})
     * scores on this board: every word of two or more tiles it forms, the premiums of the
     * squares it covers counted for the new tiles only, and {@code bingo} points when it
     * places {@code rackSize} tiles. Tiles the set does not have score 0.
     */
    public PlayScore score(List<Placed> placed, Coordinate.Direction direction, LetterDistribution set, int bingo, int rackSize) {
        return score(placed, direction, set.numbers(), bingo, rackSize);
    }

    /** {@link #score(List, Coordinate.Direction, LetterDistribution, int, int)} with the set's points looked up once for many plays. */
    public PlayScore score(List<Placed> placed, Coordinate.Direction direction, LetterDistribution.Numbers set, int bingo, int rackSize) {
        List<PlayScore.Word> words = new ArrayList<>();
        words(placed, direction == Coordinate.Direction.DOWN, set, words);
        return new PlayScore(words, placed.size() == rackSize ? bingo : 0);
    }

    /**
     * What {@link #score} totals, worked out without building the words: what a game
     * asks of every play, before it asks for the sum written out where the score given differs.
     */
    public int points(List<Placed> placed, Coordinate.Direction direction, LetterDistribution.Numbers set, int bingo, int rackSize) {
        return (placed.size() == rackSize ? bingo : 0) + words(placed, direction == Coordinate.Direction.DOWN, set, null);
    }

    /**
     * Every word of two or more tiles a play forms, the main word, then the cross word of each tile put down: their
     * points summed, and each written out into {@code words} unless it is null. A play puts down a handful of tiles, so
     * where a square is covered by one of them is found by looking through them.
     */
    private int words(List<Placed> placed, boolean down, LetterDistribution.Numbers set, List<PlayScore.Word> words) {
        if (placed.isEmpty()) {
            return 0;
        }
        int sum = 0;
        int main = wordStart(placed.get(0).at(), down, placed);
        if (main >= 0) {
            sum += word(main, down, placed, set, words);
        }
        for (int k = 0, n = placed.size(); k < n; k++) { // by index: no iterator per play
            int cross = wordStart(placed.get(k).at(), !down, placed);
            if (cross >= 0) {
                sum += word(cross, !down, placed, set, words);
            }
        }
        return sum;
    }

    /** The tile of the play on square {@code i}, or null. */
    private Placed placedAt(int i, List<Placed> placed) {
        int row = i / size + 1;
        int column = i - (row - 1) * size + 1;
        for (int k = 0, n = placed.size(); k < n; k++) {
            Placement.Point at = placed.get(k).at();
            if (at.row() == row && at.column() == column) {
                return placed.get(k);
            }
        }
        return null;
    }

    /** The word that starts at square {@code start}: its points, and the word written out into {@code words} unless it is null. */
    private int word(int start, boolean down, List<Placed> placed, LetterDistribution.Numbers set, List<PlayScore.Word> words) {
        if (words == null) {
            return wordPoints(start, down, placed, set);
        }
        PlayScore.Word word = word(start, down, placed, set);
        words.add(word);
        return word.score();
    }

    /** The square (as an index) where the word through {@code from} starts, down or across; -1 when it is the one tile alone. */
    private int wordStart(Placement.Point from, boolean down, List<Placed> placed) {
        int dr = down ? 1 : 0;
        int dc = 1 - dr;
        int r = from.row();
        int c = from.column();
        while (covered(r - dr, c - dc, placed)) {
            r -= dr;
            c -= dc;
        }
        return covered(r + dr, c + dc, placed) ? index(r, c) : -1;
    }

    private int wordPoints(int start, boolean down, List<Placed> placed, LetterDistribution.Numbers set) {
        int step = down ? size : 1;
        int sum = 0;
        int multiplier = 1;
        for (int i = start; i < size * size; i += step) {
            Object cell = cell(i);
            Placed p = cell == null ? placedAt(i, placed) : null;
            if (cell == null && p == null) {
                break;
            }
            if (p == null) {
                sum += cell instanceof Blank ? 0 : set.points((Tile) cell);
            } else {
                Premium premium = layout.premium(i);
                sum += (p.blank() ? 0 : set.points(p.tile())) * premium.letterTimes();
                multiplier *= premium.wordTimes();
            }
            if (!down && i % size == size - 1) {
                break; // the row ends at the edge
            }
        }
        return sum * multiplier;
    }

    private PlayScore.Word word(int start, boolean down, List<Placed> placed, LetterDistribution.Numbers set) {
        int step = down ? size : 1;
        List<PlayScore.Letter> letters = new ArrayList<>();
        int multiplier = 1;
        for (int i = start; i < size * size; i += step) {
            Object cell = cell(i);
            Placed p = cell == null ? placedAt(i, placed) : null;
            if (cell == null && p == null) {
                break;
            }
            Tile tile = p != null ? p.tile() : face(cell);
            boolean blank = p != null ? p.blank() : cell instanceof Blank;
            Premium premium = p != null ? layout.premium(i) : Premium.NONE; // premiums count under new tiles only
            letters.add(new PlayScore.Letter(tile, blank, blank ? 0 : set.points(tile), premium.letterTimes()));
            multiplier *= premium.wordTimes();
            if (!down && i % size == size - 1) {
                break;
            }
        }
        Placement.Point first = new Placement.Point(start / size + 1, start % size + 1);
        return new PlayScore.Word(first, down ? Coordinate.Direction.DOWN : Coordinate.Direction.ACROSS, letters, multiplier);
    }

    /** Whether a tile lies there, on the board or put down by the play; false off the board. */
    private boolean covered(int row, int column, List<Placed> placed) {
        if (!onBoard(row, column)) {
            return false;
        }
        int i = index(row, column);
        return cell(i) != null || placedAt(i, placed) != null;
    }
}
