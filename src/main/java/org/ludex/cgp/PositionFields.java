package org.ludex.cgp;

import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * A position cut into its fields, as CGP and its rune draft both write them (board, racks,
 * scores, zero-turn count, opcodes), from the grammar's tree ({@link PositionWalk}) or by a
 * hand scanner of the common case: the form both hand to their decoder. The lists are the
 * cutter's own, handed over without a copy: this is the hot path, and nothing changes them after.
 *
 * @param spaces the white space between the fields (and, in CGP, between opcodes and operands)
 * @param rows the board rows, each of the notation's row type {@code R}
 * @param racks the racks, of the same type as the rows
 * @param opcodes the opcodes, each of the notation's type {@code O}
 */
public record PositionFields<R, O>(List<FieldToken> spaces, List<R> rows, int racksStart, int racksEnd, List<R> racks,
                                   int scoresStart, int scoresEnd, List<FieldToken> scores, FieldToken zeroTurns, List<O> opcodes) {
    /**
     * The same fields less those set aside ({@code asideFields}: 0 the board, 1 the racks, 2 the scores,
     * 3 the zero-turn count), which are left empty, and the opcodes that start (by {@code start}) at an
     * offset in {@code asideOpcodes}; the spaces between them stay.
     */
    public PositionFields<R, O> without(BitSet asideFields, Set<Integer> asideOpcodes, ToIntFunction<O> start) {
        boolean racksAside = asideFields.get(1);
        boolean scoresAside = asideFields.get(2);
        return new PositionFields<>(spaces, asideFields.get(0) ? List.of() : rows, racksAside ? 0 : racksStart, racksAside ? 0 : racksEnd,
                racksAside ? List.of() : racks, scoresAside ? 0 : scoresStart, scoresAside ? 0 : scoresEnd,
                scoresAside ? List.of() : scores, asideFields.get(3) ? null : zeroTurns,
                opcodes.stream().filter(opcode -> !asideOpcodes.contains(start.applyAsInt(opcode))).toList());
    }
}
