package org.ludex.cgprune;

import org.antlr.v4.runtime.Token;

import java.util.List;

/**
 * A rune-draft record cut into its fields, as the grammar cuts it
 * ({@link RuneTreeFields}) or {@link RuneScanner} cuts the common case: the
 * intermediate form both hand to {@link RuneDecoder}.
 */
final class RuneFields {
    private RuneFields() {}

    /** A token as the grammar's lexer cuts it: its type (a {@code CgpRuneLexer} token type), text, and code-point start and end. */
    record Tok(int type, String text, int start, int end) {
        static Tok of(Token token) {
            return new Tok(token.getType(), token.getText(), token.getStartIndex(), token.getStopIndex() + 1);
        }
    }

    /**
     * A board row or a rack: where it is (an empty one is an empty span where it would
     * start) and its tokens. The list is the cutter's own, handed over, not copied:
     * this is the hot path, and nothing changes it after.
     */
    record Row(int start, int end, List<Tok> cells) {}

    /** An opcode: where it is (name to last operand), its name, the spaces between its words and its operands. */
    record OpcodeFields(int start, int end, Tok name, List<Tok> spaces, List<Tok> operands) {}

    /**
     * The record's fields: the spaces between fields, board rows, racks, scores, the
     * zero-turn count and the opcodes. Like a row's, the lists are the cutter's own,
     * handed over without a copy.
     */
    record Fields(List<Tok> spaces, List<Row> rows, int racksStart, int racksEnd, List<Row> racks, int scoresStart, int scoresEnd,
                  List<Tok> scores, Tok zeroTurns, List<OpcodeFields> opcodes) {}
}
