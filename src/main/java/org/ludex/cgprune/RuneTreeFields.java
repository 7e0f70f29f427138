package org.ludex.cgprune;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.ludex.cgprune.RuneFields.Fields;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgprune.RuneFields.Tok;
import org.ludex.cgprune.grammar.CgpRuneParser;

import java.util.ArrayList;
import java.util.List;

/** Walks a rune-draft parse tree for its fields: the grammar's way to the form {@link RuneDecoder} reads. */
final class RuneTreeFields {
    private RuneTreeFields() {}

    static Fields of(CgpRuneParser.RuneRecordContext tree) {
        List<Tok> spaces = tree.FIELD_SPACE().stream().map(space -> Tok.of(space.getSymbol())).toList();
        List<Row> rows = new ArrayList<>();
        for (CgpRuneParser.RuneRowContext row : tree.runeBoard().runeRow()) {
            rows.add(row(row, row.runeSquare().stream().map(square -> Tok.of(square.getStart())).toList()));
        }
        List<Row> racks = new ArrayList<>();
        for (CgpRuneParser.RuneRackContext rack : tree.runeRacks().runeRack()) {
            racks.add(row(rack, rack.runeRackTile().stream().map(tile -> Tok.of(tile.getStart())).toList()));
        }
        List<OpcodeFields> opcodes = new ArrayList<>();
        if (tree.runeOpcodes() != null) {
            for (CgpRuneParser.RuneOpcodeContext opcode : tree.runeOpcodes().runeOpcode()) {
                opcodes.add(new OpcodeFields(start(opcode), end(opcode), Tok.of(opcode.opcodeName),
                        opcode.OPCODE_SPACE().stream().map(space -> Tok.of(space.getSymbol())).toList(),
                        opcode.runeOperand().stream().map(operand -> Tok.of(operand.OPCODE_WORD().getSymbol())).toList()));
            }
        }
        return new Fields(spaces, rows, start(tree.runeRacks()), end(tree.runeRacks()), racks, start(tree.runeScores()),
                end(tree.runeScores()), tree.runeScores().INTEGER().stream().map(score -> Tok.of(score.getSymbol())).toList(),
                Tok.of(tree.runeZeroTurns().INTEGER().getSymbol()), opcodes);
    }

    /** A row or rack: an empty one is an empty span where it would start. */
    private static Row row(ParserRuleContext context, List<Tok> cells) {
        int start = start(context);
        return new Row(start, cells.isEmpty() ? start : end(context), cells);
    }

    private static int start(ParserRuleContext context) {
        return context.getStart().getStartIndex();
    }

    private static int end(ParserRuleContext context) {
        Token start = context.getStart();
        Token stop = context.getStop();
        return Math.max(start.getStartIndex(), stop.getStopIndex() + 1);
    }
}
