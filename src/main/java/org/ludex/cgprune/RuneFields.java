package org.ludex.cgprune;

import org.ludex.cgp.FieldToken;

import java.util.List;

/**
 * A rune-draft record cut into its fields, as the grammar cuts it
 * ({@link RuneTreeFields}) or {@link RuneScanner} cuts the common case: the
 * intermediate form both hand to {@link RuneDecoder}.
 */
final class RuneFields {
    private RuneFields() {}

    /** A token as the grammar's lexer cuts it: its type (a {@code CgpRuneLexer} token type), text, and code-point start and end. */
    /**
     * A board row or a rack: where it is (an empty one is an empty span where it would
     * start) and its tokens. The list is the cutter's own, handed over, not copied:
     * this is the hot path, and nothing changes it after.
     */
    record Row(int start, int end, List<FieldToken> cells) {}

    /** An opcode: where it is (name to last operand), its name, the spaces between its words and its operands. */
    record OpcodeFields(int start, int end, FieldToken name, List<FieldToken> spaces, List<FieldToken> operands) {}

    /**
     * The record's fields: the spaces between fields, board rows, racks, scores, the
     * zero-turn count and the opcodes. Like a row's, the lists are the cutter's own,
     * handed over without a copy.
     */
    record Fields(List<FieldToken> spaces, List<Row> rows, int racksStart, int racksEnd, List<Row> racks, int scoresStart, int scoresEnd,
                  List<FieldToken> scores, FieldToken zeroTurns, List<OpcodeFields> opcodes) {}
}
