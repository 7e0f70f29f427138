package org.ludex.cgprune;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgprune.RuneFields.Fields;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgp.FieldToken;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.parse.Recovery;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Walks a rune-draft parse tree for its fields: the grammar's way to the form {@link RuneDecoder} reads. */
final class RuneTreeFields {
    private RuneTreeFields() {}

    /** The fields of a parse tree the parser read without a repair. */
    static Fields of(CgpRuneParser.RuneRecordContext tree) {
        return of(tree, null);
    }

    /**
     * The fields of a parse tree in which the parser may have mended something, as for
     * CGP: a field it mended is left out (empty) and named in {@code mended} by its
     * source-map path, an opcode it mended is left out and {@link CgpPaths#OPCODES}
     * named; {@code mended} is null for a tree read without a repair.
     */
    static Fields of(CgpRuneParser.RuneRecordContext tree, Set<String> mended) {
        List<FieldToken> spaces = tree.FIELD_SPACE().stream().map(space -> FieldToken.of(space.getSymbol())).toList();
        List<Row> rows = new ArrayList<>();
        if (readable(tree, tree.runeBoard(), CgpPaths.BOARD, mended)) {
            for (CgpRuneParser.RuneRowContext row : tree.runeBoard().runeRow()) {
                rows.add(row(row, row.runeSquare().stream().map(square -> FieldToken.of(square.getStart())).toList()));
            }
        }
        List<Row> racks = new ArrayList<>();
        int racksStart = 0;
        int racksEnd = 0;
        if (readable(tree, tree.runeRacks(), CgpPaths.RACKS, mended)) {
            for (CgpRuneParser.RuneRackContext rack : tree.runeRacks().runeRack()) {
                racks.add(row(rack, rack.runeRackTile().stream().map(tile -> FieldToken.of(tile.getStart())).toList()));
            }
            racksStart = start(tree.runeRacks());
            racksEnd = end(tree.runeRacks());
        }
        List<FieldToken> scores = List.of();
        int scoresStart = 0;
        int scoresEnd = 0;
        if (readable(tree, tree.runeScores(), CgpPaths.SCORES, mended)) {
            scores = tree.runeScores().INTEGER().stream().map(score -> FieldToken.of(score.getSymbol())).toList();
            scoresStart = start(tree.runeScores());
            scoresEnd = end(tree.runeScores());
        }
        FieldToken zeroTurns = readable(tree, tree.runeZeroTurns(), CgpPaths.ZERO_TURNS, mended)
                ? FieldToken.of(tree.runeZeroTurns().INTEGER().getSymbol()) : null;
        List<OpcodeFields> opcodes = new ArrayList<>();
        if (tree.runeOpcodes() != null) {
            for (CgpRuneParser.RuneOpcodeContext opcode : tree.runeOpcodes().runeOpcode()) {
                if (mended != null && (!Recovery.clean(opcode) || opcode.opcodeName == null || Recovery.madeUp(opcode.opcodeName))) {
                    mended.add(CgpPaths.OPCODES);
                    continue;
                }
                opcodes.add(new OpcodeFields(start(opcode), end(opcode), FieldToken.of(opcode.opcodeName),
                        opcode.OPCODE_SPACE().stream().map(space -> FieldToken.of(space.getSymbol())).toList(),
                        opcode.runeOperand().stream().map(operand -> FieldToken.of(operand.OPCODE_WORD().getSymbol())).toList()));
            }
        }
        return new Fields(spaces, rows, racksStart, racksEnd, racks, scoresStart, scoresEnd, scores, zeroTurns, opcodes);
    }

    private static boolean readable(CgpRuneParser.RuneRecordContext tree, ParserRuleContext field, String path, Set<String> mended) {
        return Recovery.readField(tree, field, CgpRuneParser.FIELD_SPACE, path, mended);
    }

    /** A row or rack: an empty one is an empty span where it would start. */
    private static Row row(ParserRuleContext context, List<FieldToken> cells) {
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
