package org.ludex.cgp;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Premium;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Markdown;
import org.ludex.parse.Outline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What each part of a CGP record means, in words, for an editor's hover and outline: a
 * square by its coordinate with its tile, value and premium; a rack, a score, the
 * zero-turn count; an opcode by what it sets, with its operands. Records of the rune
 * draft have the same parts and are described alike.
 */
public final class CgpParts {
    /** What each opcode of the specification sets (every one {@link CgpOperands#KNOWN} reads; a test holds the two alike). */
    static final Map<String, String> OPCODES = Map.ofEntries(
            Map.entry("bb", "the bingo bonus: points for a play that uses every tile of a full rack"),
            Map.entry("bdn", "the board layout, by name"),
            Map.entry("cr", "the challenge rule: what a challenged valid play earns or costs"),
            Map.entry("etl", "the exchange tile limit: the fewest tiles in the bag for an exchange"),
            Map.entry("gid", "the game's identifier"),
            Map.entry("ld", "the letter distribution: the tile set and its values"),
            Map.entry("lex", "the lexicon the words are judged by"),
            Map.entry("lm", "the last move, by the player who moved before the one on turn"),
            Map.entry("mcnz", "how many scoreless turns in a row end the game"),
            Map.entry("oru", "the opponent's rack as far as it is known"),
            Map.entry("ti", "the time added to a player's clock per move, in milliseconds"),
            Map.entry("tmr", "each player's remaining time, in milliseconds"),
            Map.entry("to", "the longest overtime allowed, in milliseconds"),
            Map.entry("var", "the game variant"),
            Map.entry("l1", "the first player's lexicon (MAGPIE's; CGP names one, lex)"),
            Map.entry("l2", "the second player's lexicon (MAGPIE's; CGP names one, lex)"));

    /** Every opcode Ludex knows by name, with what it sets in words, in the order of its list of known opcodes. */
    public static Map<String, String> opcodes() {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : CgpOperands.KNOWN) {
            ordered.put(name, OPCODES.getOrDefault(name, name));
        }
        return Collections.unmodifiableMap(ordered);
    }

    private CgpParts() {}

    /** The words for the part at {@code path} (a {@link CgpPaths} path), in Markdown; empty for a part the record does not have. */
    public static Optional<String> describe(Cgp cgp, String path) {
        return CgpPaths.part(path).flatMap(part -> describe(cgp, part));
    }

    /** The words for a part of the record, in Markdown; empty for a part the record does not have. */
    public static Optional<String> describe(Cgp cgp, CgpPaths.Part part) {
        String words;
        if (part instanceof CgpPaths.Part.Whole) {
            words = "**CGP**: " + Markdown.text(summary(cgp));
        } else if (part instanceof CgpPaths.Part.WholeBoard) {
            words = "**board**: " + Markdown.text(boardWords(cgp));
        } else if (part instanceof CgpPaths.Part.Row row) {
            words = row(cgp, row.row());
        } else if (part instanceof CgpPaths.Part.SquareAt square) {
            words = square(cgp, square.row(), square.column());
        } else if (part instanceof CgpPaths.Part.Racks) {
            words = "**racks**: " + Markdown.text(racks(cgp));
        } else if (part instanceof CgpPaths.Part.RackOf rack) {
            words = rack(cgp, rack.player());
        } else if (part instanceof CgpPaths.Part.RackTileOf tile) {
            words = rack(cgp, tile.player());
        } else if (part instanceof CgpPaths.Part.Scores) {
            words = "**scores**: " + Markdown.text(scores(cgp));
        } else if (part instanceof CgpPaths.Part.ScoreOf score) {
            words = score(cgp, score.player());
        } else if (part instanceof CgpPaths.Part.ZeroTurns) {
            words = "**zero-turn count**: " + cgp.zeroTurns() + " scoreless turns in a row so far";
        } else if (part instanceof CgpPaths.Part.OpcodeAt opcode) {
            words = opcode(cgp, opcode.opcode());
        } else if (part instanceof CgpPaths.Part.OpcodeName name) {
            words = opcode(cgp, name.opcode());
        } else if (part instanceof CgpPaths.Part.Operand operand) {
            words = opcode(cgp, operand.opcode());
        } else {
            words = null;
        }
        return Optional.ofNullable(words);
    }

    /** The record, with its fields and opcodes inside. */
    public static List<Outline> outline(Cgp cgp) {
        List<Outline> fields = new ArrayList<>();
        fields.add(new Outline("board", boardWords(cgp), Outline.Kind.FIELD, CgpPaths.BOARD));
        fields.add(new Outline("racks", racks(cgp), Outline.Kind.FIELD, CgpPaths.RACKS));
        fields.add(new Outline("scores", scores(cgp), Outline.Kind.FIELD, CgpPaths.SCORES));
        fields.add(new Outline("zero turns", String.valueOf(cgp.zeroTurns()), Outline.Kind.FIELD, CgpPaths.ZERO_TURNS));
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            Opcode opcode = cgp.opcodes().get(i);
            fields.add(new Outline(opcode.name(), CgpWriter.operands(opcode), Outline.Kind.SETTING, CgpPaths.opcode(i)));
        }
        return List.of(new Outline("CGP", summary(cgp), Outline.Kind.RECORD, CgpPaths.whole(), fields));
    }

    private static String summary(Cgp cgp) {
        return boardWords(cgp) + "; " + scores(cgp);
    }

    private static String boardWords(Cgp cgp) {
        int tiles = 0;
        for (List<Square> row : cgp.board().rows()) {
            tiles += (int) row.stream().filter(Square.Placed.class::isInstance).count();
        }
        return cgp.board().rowCount() + " by " + cgp.board().columns() + ", " + tiles + (tiles == 1 ? " tile" : " tiles") + " on it";
    }

    private static String row(Cgp cgp, int row) {
        if (row < 0 || row >= cgp.board().rowCount()) {
            return null;
        }
        return "**row " + (row + 1) + "**";
    }

    private static String square(Cgp cgp, int row, int column) {
        if (row < 0 || row >= cgp.board().rowCount() || column < 0 || column >= cgp.board().rows().get(row).size()) {
            return null;
        }
        String name = "**" + CrosswordText.square(new Placement.Point(row + 1, column + 1)) + "**";
        Optional<BoardLayout> layout = cgp.layout();
        String premium = layout.map(l -> l.premium(row, column)).filter(p -> p != Premium.NONE).map(p -> ", a " + CrosswordText.premiumWords(p) + " square").orElse("");
        Square square = cgp.board().square(row, column);
        if (!(square instanceof Square.Placed placed)) {
            return name + ": empty" + premium;
        }
        String value;
        if (placed.blank()) {
            value = "a blank played as " + placed.tile().letters() + ", 0 points";
        } else {
            Optional<LetterDistribution.Entry> entry = LetterDistribution.named(cgp.tileSet()).flatMap(set -> set.entry(placed.tile()));
            value = placed.tile().letters() + entry.map(e -> ", " + e.score() + (e.score() == 1 ? " point" : " points")).orElse("");
        }
        return name + ": " + Markdown.text(value + premium);
    }

    private static String racks(Cgp cgp) {
        List<String> racks = new ArrayList<>();
        for (int p = 0; p < cgp.racks().size(); p++) {
            racks.add("player " + (p + 1) + " " + rackWords(cgp.racks().get(p)));
        }
        return racks.isEmpty() ? "none" : String.join(", ", racks);
    }

    private static String rackWords(Rack rack) {
        return rack.isUnknown() ? "unknown" : CgpWriter.rack(rack) + " (" + rack.tiles().size() + (rack.tiles().size() == 1 ? " tile)" : " tiles)");
    }

    private static String rack(Cgp cgp, int player) {
        if (player < 0 || player >= cgp.racks().size()) {
            return null;
        }
        String who = player == 0 ? ", to move" : "";
        return "**rack of player " + (player + 1) + "**" + who + ": " + Markdown.text(rackWords(cgp.racks().get(player)));
    }

    private static String scores(Cgp cgp) {
        List<String> scores = new ArrayList<>();
        for (int p = 0; p < cgp.scores().size(); p++) {
            scores.add("player " + (p + 1) + " " + cgp.scores().get(p));
        }
        return scores.isEmpty() ? "none" : String.join(", ", scores);
    }

    private static String score(Cgp cgp, int player) {
        if (player < 0 || player >= cgp.scores().size()) {
            return null;
        }
        return "**score of player " + (player + 1) + "**: " + cgp.scores().get(player) + " points";
    }

    private static String opcode(Cgp cgp, int index) {
        if (index < 0 || index >= cgp.opcodes().size()) {
            return null;
        }
        Opcode opcode = cgp.opcodes().get(index);
        String meaning = OPCODES.getOrDefault(opcode.name(), "an opcode the specification does not define; kept as written");
        String operands = CgpWriter.operands(opcode);
        return "**" + Markdown.text(opcode.name()) + "**: " + Markdown.text(meaning)
                + (operands.isEmpty() ? "" : "\n\n" + Markdown.text("operands: " + operands));
    }
}
