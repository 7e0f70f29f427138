package org.ludex.cgprune;

import org.ludex.cgp.CgpPaths;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.parse.Grids;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;

import static org.ludex.cgprune.RuneCodes.*;

/**
 * The content checks of a rune-draft position: rows of one width, a score per rack,
 * the zero-turn count, opcodes other than {@code lm} given once, last moves on the
 * board, and every rune within the alphabet of the letter distribution.
 */
public final class RuneValidator {
    private final RuneCgp cgp;
    private final SourceMap map;
    private int width;
    private final List<Diagnostic> found = new ArrayList<>();

    private RuneValidator(RuneCgp cgp, SourceMap map) {
        this.cgp = cgp;
        this.map = map;
        this.width = -1;
    }

    public static List<Diagnostic> validate(RuneCgp cgp, SourceMap map) {
        RuneValidator v = new RuneValidator(cgp, map);
        // each check looks only at the fields that were read: a stand-in is never a finding
        if (map.read(CgpPaths.BOARD)) {
            v.board();
        }
        v.players();
        v.opcodes();
        v.alphabet();
        return Diagnostics.sorted(v.found);
    }

    static int commonWidth(RuneCgp cgp) {
        return Grids.commonWidth(cgp.board());
    }

    private void board() {
        int width = width();
        for (int r = 0; r < cgp.board().size(); r++) {
            int size = cgp.board().get(r).size();
            if (size != width && map.read(CgpPaths.row(r))) {
                error(BOARD_WIDTH, CgpPaths.row(r), "all rows of a board are one width: row " + (r + 1) + " is " + size + (size == 1 ? " square" : " squares")
                        + " wide, the other rows " + width);
                return;
            }
        }
    }

    private void players() {
        if (map.read(CgpPaths.RACKS, CgpPaths.SCORES) && cgp.scores().size() != cgp.racks().size()) {
            error(SCORES_COUNT, CgpPaths.SCORES, "each player has a rack and a score, in the same order: " + cgp.racks().size() + (cgp.racks().size() == 1 ? " rack, " : " racks, ")
                    + cgp.scores().size() + (cgp.scores().size() == 1 ? " score" : " scores"));
        }
        if (map.read(CgpPaths.ZERO_TURNS) && cgp.zeroTurns() < 0) {
            error(ZERO_TURNS, CgpPaths.ZERO_TURNS, "the count of consecutive zero-point turns is 0 or more; this one is " + cgp.zeroTurns());
        }
    }

    private void opcodes() {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            RuneOpcode opcode = cgp.opcodes().get(i);
            if (!(opcode instanceof RuneOpcode.LastMove)) {
                Integer before = seen.putIfAbsent(opcode.name(), i);
                if (before != null) {
                    error(OPCODE_REPEATED, CgpPaths.opcode(i), "opcode '" + opcode.name() + "' is given twice; only 'lm' may repeat");
                }
            }
            if (opcode instanceof RuneOpcode.LastMove last && last.move() instanceof RuneMove.Play play && map.read(CgpPaths.BOARD)) {
                String path = CgpPaths.operand(i, 0);
                CrosswordText.offBoard(new Placement(play.coordinate(), play.tiles().size()), cgp.board().size(), width())
                        .ifPresent(problem -> error(MOVE_OFF_BOARD, path, problem));
            }
        }
    }

    private void alphabet() {
        Optional<LetterDistribution> distribution = LetterDistribution.named(cgp.distributionName());
        if (distribution.isEmpty()) {
            int ld = -1;
            for (int i = 0; i < cgp.opcodes().size(); i++) {
                if (cgp.opcodes().get(i) instanceof RuneOpcode.LetterDistributionName) {
                    ld = i;
                }
            }
            warning(DISTRIBUTION_UNKNOWN, CgpPaths.operand(ld, 0), "Ludex has no letter distribution '" + cgp.distributionName()
                    + "'; the runes' letters are not known");
            return;
        }
        int size = distribution.get().tiles().size();
        String set = distribution.get().name();
        for (int r = 0; r < cgp.board().size(); r++) {
            List<RuneSquare> row = cgp.board().get(r);
            if (RuneDecoder.isSharedEmptyRow(row)) {
                continue;
            }
            for (int c = 0; c < row.size(); c++) {
                if (row.get(c) instanceof RuneSquare.Placed placed && placed.tile().letter() > size) {
                    error(ALPHABET, CgpPaths.square(r, c), "rune '" + placed.tile().rune() + "' is letter " + placed.tile().letter()
                            + "; the " + set + " alphabet has " + size);
                }
            }
        }
        for (int p = 0; p < cgp.racks().size(); p++) {
            for (int i = 0; i < cgp.racks().get(p).size(); i++) {
                if (cgp.racks().get(p).get(i) instanceof RackRune.Letter letter && letter.letter() > size) {
                    error(ALPHABET, CgpPaths.rackTile(p, i), "rune '" + (char) (32 + letter.letter()) + "' is letter " + letter.letter()
                            + "; the " + set + " alphabet has " + size);
                }
            }
        }
    }

    /** The board's width, worked out once, from the rows that were read. */
    private int width() {
        if (width < 0) {
            width = map.complete() ? commonWidth(cgp) : Grids.commonWidth(IntStream.range(0, cgp.board().size())
                    .filter(r -> map.read(CgpPaths.row(r))).mapToObj(r -> cgp.board().get(r)).toList());
        }
        return width;
    }

    private void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, map.span(path), message));
    }

    private void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, map.span(path), message));
    }
}
