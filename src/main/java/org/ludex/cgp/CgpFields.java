package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.grammar.CgpLexer;

import java.util.Arrays;
import java.util.List;

/**
 * A CGP record cut into its fields, as the grammar cuts it ({@link CgpTreeFields}) or
 * {@link CgpScanner} cuts the common case: the intermediate form both hand to
 * {@link CgpDecoder}.
 */
final class CgpFields {
    /** No board is this wide; a longer run of empty squares is a mistake, not a board. */
    static final int MAX_RUN = 1000;

    /** The type of an opcode's name or operand as the decoder gets it: their text is what matters, whatever token the lexer made. */
    static final int OPCODE_TEXT = 0;

    private CgpFields() {}

    /** A token as the grammar's lexer cuts it: its type (a {@link CgpLexer} token type), text, and code-point start and end. */
    /** A board row or a rack: where it is, and its squares or tiles: tokens {@code from} (inclusive) to {@code to} of {@code cells}. */
    record Row(int start, int end, Cells cells, int from, int to) {}

    /**
     * The tokens of a row or rack, kept in arrays rather than one object each: a board
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

        void add(Token token) {
            add(token.getType(), token.getText(), token.getStartIndex(), token.getStopIndex() + 1);
        }

        void add(int type, String text, int start, int end) {
            if (size == types.length) {
                types = Arrays.copyOf(types, size * 2);
                texts = Arrays.copyOf(texts, size * 2);
                bounds = Arrays.copyOf(bounds, size * 4);
            }
            types[size] = (byte) type;
            texts[size] = text;
            bounds[2 * size] = start;
            bounds[2 * size + 1] = end;
            size++;
        }

        int size() {
            return size;
        }

        /** The lexer's token type of token {@code k}. */
        int type(int k) {
            return types[k];
        }

        String text(int k) {
            return texts[k];
        }

        /** Where token {@code k} starts, in code points. */
        int start(int k) {
            return bounds[2 * k];
        }

        /** Where token {@code k} ends (exclusive), in code points. */
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

    /**
     * A CGP cut into its fields: the white space between fields, opcodes and operands, the
     * board rows, the racks, the scores, the zero-turn count, the opcodes.
     */
    record Fields(List<FieldToken> spaces, List<Row> rows, int racksStart, int racksEnd, List<Row> racks, int scoresStart,
                  int scoresEnd, List<FieldToken> scores, FieldToken zeroTurns, List<OpcodeFields> opcodes) {}

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
