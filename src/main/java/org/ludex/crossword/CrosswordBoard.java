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
    private final Tile[] tiles;
    private final boolean[] blanks;
    /** Each tile's points in {@link #numbers}' set, noted as it is placed (0 for a blank). */
    private final int[] values;
    private final LetterDistribution.Numbers numbers;
    private int count;
    private final boolean frozen;
    private CrosswordBoard frozenCopy; // the frozen copy of the board as it stands, made on demand; dropped when a tile moves

    public CrosswordBoard(BoardLayout layout) {
        this(layout, null);
    }

    /** A board that notes each tile's points in {@code numbers}' set as it is placed, so that scoring plays on it looks none up. */
    public CrosswordBoard(BoardLayout layout, LetterDistribution.Numbers numbers) {
        this.layout = requireNonNull(layout, "layout is null");
        this.size = layout.size();
        this.tiles = new Tile[size * size];
        this.blanks = new boolean[size * size];
        this.values = new int[size * size];
        this.numbers = numbers;
        this.frozen = false;
    }

    private CrosswordBoard(CrosswordBoard other, boolean frozen) {
        this.layout = other.layout;
        this.size = other.size;
        this.tiles = other.tiles.clone();
        this.blanks = other.blanks.clone();
        this.values = other.values.clone();
        this.numbers = other.numbers;
        this.count = other.count;
        this.frozen = frozen;
    }

    /** A copy that can change. */
    public CrosswordBoard copy() {
        return new CrosswordBoard(this, false);
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
            frozenCopy = new CrosswordBoard(this, true);
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
        return onBoard(row, column) && tiles[index(row, column)] != null;
    }

    /** The tile there, or null. */
    public Tile tile(int row, int column) {
        return onBoard(row, column) ? tiles[index(row, column)] : null;
    }

    /** Whether the tile there is a blank. */
    public boolean blank(int row, int column) {
        return onBoard(row, column) && blanks[index(row, column)];
    }

    public void place(int row, int column, Tile tile, boolean blank) {
        requireNonNull(tile, "tile is null");
        changing();
        int at = index(row, column);
        if (tiles[at] == null) {
            count++;
        }
        tiles[at] = tile;
        blanks[at] = blank;
        values[at] = blank || numbers == null ? 0 : numbers.points(tile);
    }

    public void clear(int row, int column) {
        changing();
        int at = index(row, column);
        if (tiles[at] != null) {
            count--;
        }
        tiles[at] = null;
        blanks[at] = false;
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
        for (int i = 0; i < tiles.length; i++) {
            if (tiles[i] != null) {
                int number = blanks[i] ? TileCounts.BLANK : set.indexOf(tiles[i]);
                if (blanks[i] || number > 0) {
                    on.add(number);
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

    private int index(int row, int column) {
        if (!onBoard(row, column)) {
            throw new IndexOutOfBoundsException("square " + row + "," + column + " is off the " + size + "x" + size + " board");
        }
        return (row - 1) * size + column - 1;
    }

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
     * points summed, and each written out into {@code words} unless it is null. The play's tiles stand in a reused
     * table by square meanwhile.
     */
    private int words(List<Placed> placed, boolean down, LetterDistribution.Numbers set, List<PlayScore.Word> words) {
        if (placed.isEmpty()) {
            return 0;
        }
        Placed[] at = scratch == null ? (scratch = new Placed[tiles.length]) : scratch;
        try {
            for (int k = 0, n = placed.size(); k < n; k++) { // by index: no iterator per play
                Placed p = placed.get(k);
                if (onBoard(p.at().row(), p.at().column())) {
                    at[index(p.at().row(), p.at().column())] = p;
                }
            }
            int sum = 0;
            int main = wordStart(placed.get(0).at(), down, at);
            if (main >= 0) {
                sum += word(main, down, at, set, words);
            }
            for (int k = 0, n = placed.size(); k < n; k++) {
                int cross = wordStart(placed.get(k).at(), !down, at);
                if (cross >= 0) {
                    sum += word(cross, !down, at, set, words);
                }
            }
            return sum;
        } finally {
            for (int k = 0, n = placed.size(); k < n; k++) {
                Placed p = placed.get(k);
                if (onBoard(p.at().row(), p.at().column())) {
                    at[index(p.at().row(), p.at().column())] = null;
                }
            }
        }
    }

    /** Reused by {@link #words}: the tiles of the play being scored, by square. */
    private Placed[] scratch;

    /** The word that starts at square {@code start}: its points, and the word written out into {@code words} unless it is null. */
    private int word(int start, boolean down, Placed[] placed, LetterDistribution.Numbers set, List<PlayScore.Word> words) {
        if (words == null) {
            return wordPoints(start, down, placed, set);
        }
        PlayScore.Word word = word(start, down, placed, set);
        words.add(word);
        return word.score();
    }

    /** The square (as an index) where the word through {@code from} starts, down or across; -1 when it is the one tile alone. */
    private int wordStart(Placement.Point from, boolean down, Placed[] placed) {
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

    private int wordPoints(int start, boolean down, Placed[] placed, LetterDistribution.Numbers set) {
        int step = down ? size : 1;
        int sum = 0;
        int multiplier = 1;
        for (int i = start; i < tiles.length && (tiles[i] != null || placed[i] != null); i += step) {
            Placed p = placed[i];
            if (p == null) {
                sum += blanks[i] ? 0 : set == numbers ? values[i] : set.points(tiles[i]);
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

    private PlayScore.Word word(int start, boolean down, Placed[] placed, LetterDistribution.Numbers set) {
        int step = down ? size : 1;
        List<PlayScore.Letter> letters = new ArrayList<>();
        int multiplier = 1;
        for (int i = start; i < tiles.length && (tiles[i] != null || placed[i] != null); i += step) {
            Placed p = placed[i];
            Tile tile = p != null ? p.tile() : tiles[i];
            boolean blank = p != null ? p.blank() : blanks[i];
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
    private boolean covered(int row, int column, Placed[] placed) {
        if (!onBoard(row, column)) {
            return false;
        }
        int i = index(row, column);
        return tiles[i] != null || placed[i] != null;
    }
}
