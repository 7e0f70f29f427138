package org.ludex.cgp;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.Premium;
import org.ludex.crossword.Tile;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostics;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A CGP as players draw it: column letters across the top and row numbers down the
 * side; tiles in capitals, blanks in lowercase; on empty squares of a known board
 * (the standard 15x15 and the 21x21 super board) the premium ({@code 3W} triple word,
 * {@code 2L} double letter, ...), else a dot. Then each player's rack and score, the
 * player to move first, and the opcodes in words.
 */
public final class CgpDiagram {
    private CgpDiagram() {}

    public static String draw(Cgp cgp) {
        return draw(cgp, List.of());
    }

    /** The diagram with the players named, in rack order (a game's nicknames); "player N" where no name is given. */
    private static int width(List<String> names) {
        int width = "player 1".length();
        for (String name : names) {
            width = Math.max(width, name.codePointCount(0, name.length()));
        }
        return width;
    }

    public static String draw(Cgp cgp, List<String> names) {
        return draw(cgp, names, true);
    }

    /** The same, saying whether the first rack is the player to move's (not in a game that has ended). */
    public static String draw(Cgp cgp, List<String> names, boolean firstToMove) {
        Board board = cgp.board();
        Optional<BoardLayout> layout = cgp.layout();
        int width = 3;
        for (List<Square> row : board.rows()) {
            for (Square square : row) {
                if (square instanceof Square.Placed placed) {
                    width = Math.max(width, placed.tile().letters().codePointCount(0, placed.tile().letters().length()) + 1);
                }
            }
        }
        int columns = board.columns();
        int labelWidth = Integer.toString(board.rowCount()).length();
        StringBuilder out = new StringBuilder();
        out.append(" ".repeat(labelWidth));
        for (int c = 1; c <= columns; c++) {
            out.append(pad(CrosswordText.columnLetters(c), width));
        }
        out.append('\n');
        for (int r = 0; r < board.rowCount(); r++) {
            out.append(String.format("%" + labelWidth + "d", r + 1));
            List<Square> row = board.rows().get(r);
            for (int c = 0; c < row.size(); c++) {
                Square square = row.get(c);
                String cell;
                if (square instanceof Square.Placed placed) {
                    cell = placed.blank() ? Tile.lower(placed.tile().letters()) : placed.tile().letters();
                } else {
                    int rr = r;
                    int cc = c;
                    cell = layout.map(l -> l.premium(rr, cc)).filter(p -> p != Premium.NONE).map(CrosswordText::premium).orElse(".");
                }
                out.append(pad(cell, width));
            }
            out.append('\n');
        }
        out.append('\n');
        out.append(layout.map(l -> l.name() + " board; ").orElse(""))
                .append("capitals are tiles, lowercase letters blanks")
                .append(layout.isPresent() ? "; 2L/3L/4L and 2W/3W/4W are letter and word premiums" : "")
                .append('\n');
        List<String> lines = new ArrayList<>();
        int players = Math.max(cgp.racks().size(), cgp.scores().size());
        for (int p = 0; p < players; p++) {
            String rack = p < cgp.racks().size() ? CgpWriter.rack(cgp.racks().get(p)) : "";
            String score = p < cgp.scores().size() ? String.valueOf(cgp.scores().get(p)) : "?";
            String who = p < names.size() ? names.get(p) : "player " + (p + 1);
            lines.add(String.format("%-8s %-" + width(names) + "s  rack %-9s score %s", p == 0 && firstToMove ? "to move" : "", who,
                    rack.isEmpty() ? "(unknown)" : rack, score));
        }
        lines.forEach(line -> out.append(line.stripTrailing()).append('\n'));
        out.append("consecutive zero-point turns: ").append(cgp.zeroTurns()).append('\n');
        for (Opcode opcode : cgp.opcodes()) {
            out.append(words(opcode)).append('\n');
        }
        return out.toString();
    }

    private static String pad(String cell, int width) {
        int length = cell.codePointCount(0, cell.length());
        return " ".repeat(Math.max(1, width - length)) + cell;
    }

    static String words(Opcode opcode) {
        if (opcode instanceof Opcode.BingoBonus o) {
            return "bingo bonus: " + Diagnostics.count(o.points(), "point");
        } else if (opcode instanceof Opcode.BoardName o) {
            return "board: " + o.board();
        } else if (opcode instanceof Opcode.ChallengeRule o) {
            return "challenge rule: " + o.rule().written();
        } else if (opcode instanceof Opcode.ExchangeLimit o) {
            return "exchanges need at least " + Diagnostics.count(o.tiles(), "tile") + " in the bag";
        } else if (opcode instanceof Opcode.GameId o) {
            return "game id: " + o.id();
        } else if (opcode instanceof Opcode.LetterDistributionName o) {
            return "letter distribution: " + o.distribution();
        } else if (opcode instanceof Opcode.Lexicon o) {
            return "lexicon: " + o.lexicon();
        } else if (opcode instanceof Opcode.PlayerLexicon o) {
            return "player " + o.player() + "'s lexicon: " + o.lexicon();
        } else if (opcode instanceof Opcode.LastMove o) {
            return "last move: " + move(o.move());
        } else if (opcode instanceof Opcode.MaxZeroTurns o) {
            return "the game ends after " + o.turns() + " consecutive zero-point turns";
        } else if (opcode instanceof Opcode.Oru o) {
            return "oru: " + String.join(" ", o.operands());
        } else if (opcode instanceof Opcode.TimerIncrement o) {
            return "time added after each move: " + seconds(o.milliseconds());
        } else if (opcode instanceof Opcode.Timers o) {
            List<String> clocks = new ArrayList<>();
            for (int p = 0; p < o.milliseconds().size(); p++) {
                int ms = o.milliseconds().get(p);
                clocks.add("player " + (p + 1) + " " + (ms < 0 ? seconds(-ms) + " over time" : seconds(ms) + " left"));
            }
            return "clocks: " + String.join(", ", clocks);
        } else if (opcode instanceof Opcode.MaxOvertime o) {
            return "the game ends after " + seconds(o.milliseconds()) + " of overtime";
        } else if (opcode instanceof Opcode.GameVariant o) {
            return "variant: " + o.variant();
        } else if (opcode instanceof Opcode.Verbatim o) {
            return "opcode " + o.name() + (o.operands().isEmpty() ? "" : " " + String.join(" ", o.operands())) + " (kept as written)";
        }
        throw new AssertionError(opcode);
    }

    private static String move(Move move) {
        if (move instanceof Move.Play play) {
            return CgpWriter.playTiles(play.tiles()) + " at " + CrosswordText.coordinate(play.coordinate()) + ", "
                    + (play.coordinate().direction() == Coordinate.Direction.ACROSS ? "across" : "down")
                    + (play.challengeBonus().isPresent() ? "; challenged, it stood (+" + play.challengeBonus().getAsInt() + ")" : "");
        } else if (move instanceof Move.Exchange exchange) {
            return "exchanged " + exchange.tiles().stream().map(CgpWriter::rackTile).reduce("", String::concat);
        } else if (move instanceof Move.ExchangeCount count) {
            return "exchanged " + count.count() + (count.count() == 1 ? " tile" : " tiles");
        } else if (move instanceof Move.Pass) {
            return "passed, or lost a challenge";
        } else if (move instanceof Move.Challenged challenged) {
            return CgpWriter.playTiles(challenged.tiles()) + " at " + CrosswordText.coordinate(challenged.coordinate()) + ", challenged off the board";
        }
        throw new AssertionError(move);
    }

    private static String seconds(int milliseconds) {
        return milliseconds % 1000 == 0 ? milliseconds / 1000 + " s" : String.format("%.3f s", milliseconds / 1000.0);
    }
}
