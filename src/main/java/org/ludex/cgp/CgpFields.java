package org.ludex.cgp;

import java.util.Arrays;
import java.util.List;

/**
 * A CGP record cut into its fields, as the grammar's tree holds them ({@link CgpBuilder}) or
 * {@link CgpScanner} cuts the common case: the form both hand to {@link CgpDecoder}, in
 * words of CGP (what a square or rack tile is written as), not of the lexer.
 */
final class CgpFields {
    /** No board is this wide; a longer run of empty squares is a mistake, not a board. */
    static final int MAX_RUN = 1000;

    private CgpFields() {}

    /**
     * What a square or rack tile is written as: a run of empty squares (its digits, which may be a run of 0 or
     * one too long), a letter (lowercase too, a blank on the board), letters in brackets (none, or lowercase,
     * too), the blank '?', a '.' in a rack, or a character that is no tile.
     */
    enum Cell {
        RUN, LETTER, BRACKETED, BLANK, DOT, STRAY;

        private static final Cell[] ALL = values();
    }

    /** A board row or a rack: where it is, and its squares or tiles: cells {@code from} (inclusive) to {@code to} of {@code cells}. */
    record Row(int start, int end, Cells cells, int from, int to) {}

    /**
     * The squares or tiles of the rows or racks, kept in arrays rather than one object each: a board
     * has a couple of hundred squares, and this is the hot path.
     */
    static final class Cells {
        private int size;
        private byte[] types;
        private String[] texts;
        private int[] bounds;

        Cells(int capacity) {
            types = new byte[capacity];
            texts = new String[capacity];
            bounds = new int[2 * capacity];
        }

        void add(Cell kind, String text, int start, int end) {
            if (size == types.length) {
                types = Arrays.copyOf(types, size * 2);
                texts = Arrays.copyOf(texts, size * 2);
                bounds = Arrays.copyOf(bounds, size * 4);
            }
            types[size] = (byte) kind.ordinal();
            texts[size] = text;
            bounds[2 * size] = start;
            bounds[2 * size + 1] = end;
            size++;
        }

        int size() {
            return size;
        }

        /** What cell {@code k} is written as. */
        Cell kind(int k) {
            return Cell.ALL[types[k]];
        }

        String text(int k) {
            return texts[k];
        }

        /** Where cell {@code k} starts, in code points. */
        int start(int k) {
            return bounds[2 * k];
        }

        /** Where cell {@code k} ends (exclusive), in code points. */
        int end(int k) {
            return bounds[2 * k + 1];
        }

        FieldToken get(int k) {
            return new FieldToken(types[k], texts[k], bounds[2 * k], bounds[2 * k + 1]);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Cells cells && size == cells.size && Arrays.equals(types, 0, size, cells.types, 0, size)
                    && Arrays.equals(texts, 0, size, cells.texts, 0, size) && Arrays.equals(bounds, 0, 2 * size, cells.bounds, 0, 2 * size);
        }

        @Override
        public int hashCode() {
            return size;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("[");
            for (int k = 0; k < size; k++) {
                out.append(k == 0 ? "" : ", ").append(get(k));
            }
            return out.append(']').toString();
        }
    }

    /** An opcode: where it is (name to ';'), its name and its operands. */
    record OpcodeFields(int start, int end, FieldToken name, List<FieldToken> operands) {}

    /** A CGP cut into its fields: board rows and racks of {@link Row}s, opcodes of {@link OpcodeFields}. */
    static PositionFields<Row, OpcodeFields> fields(List<FieldToken> spaces, List<Row> rows, int racksStart, int racksEnd, List<Row> racks,
                                                    List<FieldToken> scores, FieldToken zeroTurns, List<OpcodeFields> opcodes) {
        int scoresStart = scores.isEmpty() ? 0 : scores.get(0).start();
        int scoresEnd = scores.isEmpty() ? 0 : scores.get(scores.size() - 1).end();
        return new PositionFields<>(spaces, rows, racksStart, racksEnd, racks, scoresStart, scoresEnd, scores, zeroTurns, opcodes);
    }

    /** The squares a run of empty squares stands for; 0 when it is not a run a board can have. */
    static int runLength(String text) {
        if (text.length() > 4) {
            return 0;
        }
        int run = 0;
        for (int k = 0; k < text.length(); k++) {
            run = run * 10 + (text.charAt(k) - '0'); // a run token is digits only
        }
        return run > MAX_RUN ? 0 : run;
    }
}
