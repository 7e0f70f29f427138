package org.ludex.cgprune;

import org.ludex.cgp.FieldToken;

import java.util.List;

/**
 * A rune-draft record cut into its fields, as the grammar's tree holds them
 * ({@link RuneBuilder}) or {@link RuneScanner} cuts the common case: the form both
 * hand to {@link RuneDecoder}, in words of the rune draft, not of the lexer.
 */
final class RuneFields {
    private RuneFields() {}

    /** What a square or rack tile is written as (the {@link FieldToken#type} of a cell): a run '~~' and its count (which may be no count). */
    static final int RUN = 0;
    /** One empty square, '~' on the board. */
    static final int EMPTY = 1;
    /** A rune (which may be 'K' to 'P', no rune, or a blank's rune on a rack). */
    static final int RUNE = 2;
    /** The blank, '~' on a rack. */
    static final int BLANK = 3;
    /** A character that is no rune. */
    static final int STRAY = 4;

    /**
     * A board row or a rack: where it is (an empty one is an empty span where it would
     * start) and its tokens. The list is the cutter's own, handed over, not copied:
     * this is the hot path, and nothing changes it after.
     */
    record Row(int start, int end, List<FieldToken> cells) {}

    /** An opcode: where it is (name to last operand), its name, the spaces between its words and its operands. */
    record OpcodeFields(int start, int end, FieldToken name, List<FieldToken> spaces, List<FieldToken> operands) {}
}
