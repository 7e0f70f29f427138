package org.ludex.cgp;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.Fields;
import org.ludex.cgp.CgpFields.OpcodeFields;
import org.ludex.cgp.CgpFields.Row;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.parse.Recovery;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Walks a CGP parse tree for its fields: the grammar's way to the form {@link CgpDecoder} reads. */
final class CgpTreeFields {
    private CgpTreeFields() {}

    /** The fields of a parse tree the parser read without a repair. */
    static Fields of(CgpParser.CgpRecordContext tree) {
        return of(tree, null);
    }

    /**
     * The fields of a parse tree in which the parser may have mended something: a
     * field it mended is left out (empty) and named in {@code mended} by its source-map
     * path ({@link CgpPaths#BOARD}, {@link CgpPaths#RACKS}, {@link CgpPaths#SCORES},
     * {@link CgpPaths#ZERO_TURNS}, {@link CgpPaths#OPCODES} when an opcode is left out);
     * the lexer's modes cut the fields at the spaces, so every other field is in its place.
     * {@code mended} is null for a tree read without a repair: nothing is looked at then.
     */
    static Fields of(CgpParser.CgpRecordContext tree, Set<String> mended) {
        List<FieldToken> spaces = new ArrayList<>();
        tree.FIELD_SPACE().forEach(space -> spaces.add(FieldToken.of(space.getSymbol())));
        List<Row> rows = new ArrayList<>();
        Cells squares = new Cells(64);
        if (readable(tree, tree.board(), CgpPaths.BOARD, mended)) {
            for (CgpParser.BoardRowContext row : tree.board().boardRow()) {
                int from = squares.size();
                row.square().forEach(square -> squares.add(square.getStart()));
                rows.add(row(row, squares, from));
            }
        }
        List<Row> racks = new ArrayList<>();
        Cells rackTiles = new Cells(16);
        CgpParser.RacksContext racksContext = tree.racks();
        int racksStart = 0;
        int racksEnd = 0;
        if (readable(tree, racksContext, CgpPaths.RACKS, mended)) {
            for (CgpParser.RackContext rack : racksContext.rack()) {
                int from = rackTiles.size();
                rack.rackTile().forEach(tile -> rackTiles.add(tile.getStart()));
                racks.add(row(rack, rackTiles, from));
            }
            Token racksStop = racksContext.getStop() == null ? racksContext.getStart() : racksContext.getStop();
            racksStart = start(racksContext);
            racksEnd = end(racksContext.getStart(), racksStop);
        }
        List<FieldToken> scores = List.of();
        int scoresStart = 0;
        int scoresEnd = 0;
        if (readable(tree, tree.scores(), CgpPaths.SCORES, mended)) {
            scores = tree.scores().INTEGER().stream().map(score -> FieldToken.of(score.getSymbol())).toList();
            scoresStart = start(tree.scores());
            scoresEnd = end(tree.scores().getStart(), tree.scores().getStop());
        }
        FieldToken zeroTurns = readable(tree, tree.zeroTurns(), CgpPaths.ZERO_TURNS, mended) ? FieldToken.of(tree.zeroTurns().INTEGER().getSymbol()) : null;
        List<OpcodeFields> opcodes = new ArrayList<>();
        if (tree.opcodeList() != null) {
            // In text order: the spaces inside each opcode, then the one after it.
            List<TerminalNode> between = tree.opcodeList().OPERAND_SPACE();
            List<CgpParser.OpcodeContext> all = tree.opcodeList().opcode();
            for (int i = 0; i < all.size(); i++) {
                all.get(i).OPERAND_SPACE().forEach(space -> spaces.add(FieldToken.of(space.getSymbol())));
                if (i < between.size()) {
                    spaces.add(FieldToken.of(between.get(i).getSymbol()));
                }
            }
            for (CgpParser.OpcodeContext opcode : tree.opcodeList().opcode()) {
                if (mended != null && (!Recovery.clean(opcode) || opcode.opcodeName == null || Recovery.madeUp(opcode.opcodeName))) {
                    mended.add(CgpPaths.OPCODES);
                    continue;
                }
                opcodes.add(new OpcodeFields(start(opcode), end(opcode.getStart(), opcode.getStop()), FieldToken.of(opcode.opcodeName),
                        opcode.operand().stream().map(operand -> FieldToken.of(operand.OPERAND().getSymbol())).toList()));
            }
        }
        return new Fields(spaces, rows, racksStart, racksEnd, racks, scoresStart, scoresEnd, scores, zeroTurns, opcodes);
    }

    private static boolean readable(CgpParser.CgpRecordContext tree, ParserRuleContext field, String path, Set<String> mended) {
        return Recovery.readField(tree, field, CgpParser.FIELD_SPACE, path, mended);
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
