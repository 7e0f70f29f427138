package org.ludex.crossword;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A board in play: which tile lies on each square (and whether it is a blank), over
 * a board layout's premium squares. Rows and columns are 1-based, as coordinates
 * write them. Mutable; {@link #copy} to keep one.
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
    }

    private CrosswordBoard(CrosswordBoard other) {
        this.layout = other.layout;
        this.size = other.size;
        this.tiles = other.tiles.clone();
        this.blanks = other.blanks.clone();
        this.values = other.values.clone();
        this.numbers = other.numbers;
        this.count = other.count;
    }

    public CrosswordBoard copy() {
        return new CrosswordBoard(this);
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
        int at = index(row, column);
        if (tiles[at] == null) {
            count++;
        }
        tiles[at] = tile;
        blanks[at] = blank;
        values[at] = blank || numbers == null ? 0 : numbers.points(tile);
    }

    public void clear(int row, int column) {
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
        Placed[] at = new Placed[tiles.length]; // the tiles put down, by square
        for (Placed p : placed) {
            if (onBoard(p.at().row(), p.at().column())) {
                at[index(p.at().row(), p.at().column())] = p;
            }
        }
        List<PlayScore.Word> words = new ArrayList<>();
        if (!placed.isEmpty()) {
            Placed first = placed.get(0);
            PlayScore.Word main = word(first.at(), direction, at, set);
            if (main != null) {
                words.add(main);
            }
            Coordinate.Direction across = direction == Coordinate.Direction.ACROSS ? Coordinate.Direction.DOWN : Coordinate.Direction.ACROSS;
            for (Placed p : placed) {
                PlayScore.Word cross = word(p.at(), across, at, set);
                if (cross != null) {
                    words.add(cross);
                }
            }
        }
        int bonus = placed.size() == rackSize ? bingo : 0;
        return new PlayScore(words, bonus);
    }

    /**
     * What {@link #score} totals, worked out without building the words: what a replay
     * asks of every play, before it asks for the sum written out where the record differs.
     */
    public int points(List<Placed> placed, Coordinate.Direction direction, LetterDistribution.Numbers set, int bingo, int rackSize) {
        if (placed.isEmpty()) {
            return 0;
        }
        Placed[] at = scratch == null || scratch.length != tiles.length ? (scratch = new Placed[tiles.length]) : scratch;
        try {
            for (Placed p : placed) {
                if (onBoard(p.at().row(), p.at().column())) {
                    at[index(p.at().row(), p.at().column())] = p;
                }
            }
            int total = wordPoints(placed.get(0).at(), direction, at, set);
            Coordinate.Direction across = direction == Coordinate.Direction.ACROSS ? Coordinate.Direction.DOWN : Coordinate.Direction.ACROSS;
            for (Placed p : placed) {
                total += wordPoints(p.at(), across, at, set);
            }
            return total + (placed.size() == rackSize ? bingo : 0);
        } finally {
            for (Placed p : placed) {
                if (onBoard(p.at().row(), p.at().column())) {
                    at[index(p.at().row(), p.at().column())] = null;
                }
            }
        }
    }

    /**
     * The square (as an index) where the word through {@code from} starts, running down
     * ({@code dr} 1) or across ({@code dc} 1); -1 when that word is the one tile alone.
     */
    private int wordStart(Placement.Point from, int dr, int dc, Placed[] placed) {
        int r = from.row();
        int c = from.column();
        while (covered(r - dr, c - dc, placed)) {
            r -= dr;
            c -= dc;
        }
        return covered(r + dr, c + dc, placed) ? index(r, c) : -1;
    }

    /** Reused by {@link #points}: the tiles of the play being scored, by square. */
    private Placed[] scratch;

    private int wordPoints(Placement.Point from, Coordinate.Direction direction, Placed[] placed, LetterDistribution.Numbers set) {
        int dr = direction == Coordinate.Direction.DOWN ? 1 : 0;
        int dc = 1 - dr;
        int start = wordStart(from, dr, dc, placed);
        if (start < 0) {
            return 0;
        }
        int r = start / size + 1;
        int c = start % size + 1;
        int sum = 0;
        int multiplier = 1;
        for (; covered(r, c, placed); r += dr, c += dc) {
            int i = index(r, c);
            Placed p = placed[i];
            if (p == null) {
                sum += blanks[i] ? 0 : set == numbers ? values[i] : set.points(tiles[i]);
                continue;
            }
            int value = p.blank() ? 0 : set.points(p.tile());
            char premium = layout.square(r - 1, c - 1);
            switch (premium) {
                case 'd' -> value *= 2;
                case 't' -> value *= 3;
                case 'q' -> value *= 4;
                case 'D' -> multiplier *= 2;
                case 'T' -> multiplier *= 3;
                case 'Q' -> multiplier *= 4;
                default -> { }
            }
            sum += value;
        }
        return sum * multiplier;
    }

    /** The word through {@code from} running {@code direction}, if it has two or more tiles; else null. */
    private PlayScore.Word word(Placement.Point from, Coordinate.Direction direction, Placed[] placed, LetterDistribution.Numbers set) {
        int dr = direction == Coordinate.Direction.DOWN ? 1 : 0;
        int dc = 1 - dr;
        int first = wordStart(from, dr, dc, placed);
        if (first < 0) {
            return null; // a word of one tile scores nothing
        }
        int r = first / size + 1;
        int c = first % size + 1;
        List<PlayScore.Letter> letters = new ArrayList<>();
        int multiplier = 1;
        Placement.Point start = new Placement.Point(r, c);
        for (; covered(r, c, placed); r += dr, c += dc) {
            int i = index(r, c);
            Placed p = placed[i];
            Tile tile = p != null ? p.tile() : tiles[i];
            boolean blank = p != null ? p.blank() : blanks[i];
            int value = blank ? 0 : set.points(tile);
            int letterTimes = 1;
            if (p != null) {
                String premium = layout.premium(r - 1, c - 1);
                if (premium.endsWith("L")) {
                    letterTimes = premium.charAt(0) - '0';
                } else if (premium.endsWith("W")) {
                    multiplier *= premium.charAt(0) - '0';
                }
            }
            letters.add(new PlayScore.Letter(tile, blank, value, letterTimes));
        }
        return new PlayScore.Word(start, direction, letters, multiplier);
    }

    private boolean covered(int row, int column, Placed[] placed) {
        if (!onBoard(row, column)) {
            return false;
        }
        int i = index(row, column);
        return tiles[i] != null || placed[i] != null;
    }
}
