package org.ludex.parse;

import java.util.function.IntPredicate;

import static java.util.Objects.requireNonNull;

/**
 * How a record of places that stand apart is cut, for the parser's recovery
 * ({@link PlaceErrorStrategy}): the fields of a CGP, which its lexer's modes cut at the spaces
 * between them, and its opcodes.
 *
 * @param ends the token types that end a place: the spaces between fields, an opcode's ';' or the '|' between opcodes
 * @param closedRule the rule whose places each end in a token of their own (CGP's opcodes, each with its ';'), or -1:
 *        in such a place cut short by the end of the record, the missing end is part of the place's fault
 */
public record Places(IntPredicate ends, int closedRule) {
    public Places {
        requireNonNull(ends, "ends is null");
    }
}
