package org.ludex.cgp;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.Fields;
import org.ludex.cgp.CgpFields.OpcodeFields;
import org.ludex.cgp.CgpFields.Row;
import org.ludex.cgp.CgpFields.Tok;
import org.ludex.cgp.grammar.CgpParser;

import java.util.ArrayList;
import java.util.List;

/** Walks a CGP parse tree for its fields: the grammar's way to the form {@link CgpDecoder} reads. */
final class CgpTreeFields {
    private CgpTreeFields() {}

    /** The fields of a parse tree. */
    static Fields of(CgpParser.CgpRecordContext tree) {
        List<Tok> spaces = new ArrayList<>();
        tree.FIELD_SPACE().forEach(space -> spaces.add(Tok.of(space.getSymbol())));
        List<Row> rows = new ArrayList<>();
        Cells squares = new Cells(64);
        for (CgpParser.BoardRowContext row : tree.board().boardRow()) {
            int from = squares.size();
            row.square().forEach(square -> squares.add(square.getStart()));
            rows.add(row(row, squares, from));
        }
        List<Row> racks = new ArrayList<>();
        Cells rackTiles = new Cells(16);
        for (CgpParser.RackContext rack : tree.racks().rack()) {
            int from = rackTiles.size();
            rack.rackTile().forEach(tile -> rackTiles.add(tile.getStart()));
            racks.add(row(rack, rackTiles, from));
        }
        CgpParser.RacksContext racksContext = tree.racks();
        Token racksStop = racksContext.getStop() == null ? racksContext.getStart() : racksContext.getStop();
        List<Tok> scores = tree.scores().INTEGER().stream().map(score -> Tok.of(score.getSymbol())).toList();
        List<OpcodeFields> opcodes = new ArrayList<>();
        if (tree.opcodeList() != null) {
            // In text order: the spaces inside each opcode, then the one after it.
            List<TerminalNode> between = tree.opcodeList().OPERAND_SPACE();
            List<CgpParser.OpcodeContext> all = tree.opcodeList().opcode();
            for (int i = 0; i < all.size(); i++) {
                all.get(i).OPERAND_SPACE().forEach(space -> spaces.add(Tok.of(space.getSymbol())));
                if (i < between.size()) {
                    spaces.add(Tok.of(between.get(i).getSymbol()));
                }
            }
            for (CgpParser.OpcodeContext opcode : tree.opcodeList().opcode()) {
                opcodes.add(new OpcodeFields(start(opcode), end(opcode.getStart(), opcode.getStop()), Tok.of(opcode.opcodeName),
                        opcode.operand().stream().map(operand -> Tok.of(operand.OPERAND().getSymbol())).toList()));
            }
        }
        return new Fields(spaces, rows, start(racksContext), end(racksContext.getStart(), racksStop), racks,
                start(tree.scores()), end(tree.scores().getStart(), tree.scores().getStop()), scores,
                Tok.of(tree.zeroTurns().INTEGER().getSymbol()), opcodes);
    }

    /** A row or rack; an empty one is an empty span where it would start. */
    private static Row row(ParserRuleContext context, Cells cells, int from) {
        int start = start(context);
        return new Row(start, cells.size() == from ? start : end(context.getStart(), context.getStop()), cells, from, cells.size());
    }

    private static int start(ParserRuleContext context) {
        return context.getStart().getStartIndex();
    }

    private static int end(Token start, Token stop) {
        return Math.max(start.getStartIndex(), stop.getStopIndex() + 1);
    }
}
