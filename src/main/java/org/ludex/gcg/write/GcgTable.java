package org.ludex.gcg.write;

import org.ludex.cgp.CgpDiagram;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.ReplayedGame;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A game as a table: move number, player, rack, position, move, score (the replay's,
 * marked, where the record writes another) and cumulative score, each event's notes
 * under it; then the board as the game left it, the scores, and the winner of a game
 * that has ended.
 */
public final class GcgTable {
    private GcgTable() {}

    /** The table of a game as played through once. */
    public static String draw(ReplayedGame replay) {
        Gcg gcg = replay.gcg();
        GcgTiles tiles = new GcgTiles(gcg.tiles());
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"#", "player", "rack", "position", "move", "score", "total"});
        List<List<String>> notes = new ArrayList<>();
        boolean recomputed = false;
        int[] moves = GcgParts.moveNumbers(gcg);
        for (Gcg.EventLine line : gcg.eventLineList()) {
            if (!line.read()) { // kept as written, so that the rows are the file's event lines
                rows.add(new String[] {"?", line.unreadable().nickname().orElse(""), "", "", "(could not be read) "
                        + line.unreadable().line().strip(), "", ""});
                notes.add(List.of());
                continue;
            }
            int number = line.event();
            Event event = gcg.events().get(number);
            String position = "";
            String move;
            Move m = event.move();
            if (m instanceof Move.Play play) {
                position = CrosswordText.coordinate(play.coordinate());
                move = tiles.write(play.tiles());
            } else {
                move = describe(m, tiles);
            }
            OptionalInt scored = replay.scored(number);
            String score = signed(event.score());
            if (scored.isPresent() && scored.getAsInt() != event.score()) {
                score = signed(scored.getAsInt()) + "*"; // the replay's score, marked; the total stays the record's
                recomputed = true;
            }
            rows.add(new String[] {String.valueOf(moves[number]), event.nickname(), tiles.write(event.rack()), position, move, score,
                    String.valueOf(event.cumulative())});
            notes.add(event.notes());
        }
        int[] widths = new int[7];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                widths[c] = Math.max(widths[c], row[c].codePointCount(0, row[c].length()));
            }
        }
        StringBuilder out = new StringBuilder();
        gcg.players().forEach(p -> out.append("player ").append(p.number()).append(": ").append(p.nickname())
                .append(p.fullName().isEmpty() ? "" : " (" + p.fullName() + ")").append('\n'));
        out.append('\n');
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < row.length; c++) {
                boolean right = c == 0 || c >= 5;
                int pad = widths[c] - row[c].codePointCount(0, row[c].length());
                line.append(c == 0 ? "" : "  ").append(right ? " ".repeat(pad) + row[c] : row[c] + " ".repeat(pad));
            }
            out.append(line.toString().stripTrailing()).append('\n');
            if (r > 0) {
                for (String note : notes.get(r - 1)) {
                    out.append("      note: ").append(note).append('\n');
                }
            }
        }
        if (recomputed) {
            out.append("* the score the board gives, where the record writes another; the totals are the record's\n");
        }
        GameState end = replay.end();
        out.append('\n').append(CgpDiagram.draw(GcgPosition.cgp(gcg, end), GcgPosition.names(gcg, end), !end.ended()));
        Map<String, Integer> finals = new LinkedHashMap<>();
        for (int p = 0; p < end.players().size(); p++) {
            finals.put(end.players().get(p).nickname(), end.scores().get(p));
        }
        out.append('\n').append(end.ended() ? "final scores: " : "scores so far: ");
        List<String> scores = new ArrayList<>();
        finals.forEach((nick, score) -> scores.add(nick + " " + score));
        out.append(scores.isEmpty() ? "none, as no player is declared" : String.join(", ", scores)).append('\n');
        if (!end.ended()) {
            out.append("the game has not ended: no winner\n");
        } else if (!finals.isEmpty()) {
            int best = finals.values().stream().mapToInt(Integer::intValue).max().orElse(0);
            List<String> leaders = finals.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey).toList();
            out.append(leaders.size() == 1 ? "winner: " + leaders.get(0) : "tied: " + String.join(", ", leaders)).append('\n');
        }
        return out.toString();
    }

    /**
     * The position after the first {@code lines} event lines (read or not; {@code --events N}), drawn as a
     * board with the racks and scores, under a line that says which event line it follows.
     */
    public static String drawAt(ReplayedGame replay, int lines) {
        Gcg gcg = replay.gcg();
        List<Gcg.EventLine> all = gcg.eventLineList();
        int at = Math.min(Math.max(0, lines), all.size());
        StringBuilder out = new StringBuilder();
        if (at == 0) {
            out.append("before the first event\n");
        } else {
            Gcg.EventLine line = all.get(at - 1);
            out.append("after event line ").append(at).append(" of ").append(all.size()).append(": ");
            if (line.read()) {
                Event event = gcg.events().get(line.event());
                out.append("move ").append(GcgParts.moveNumbers(gcg)[line.event()]).append(", ").append(event.nickname()).append(' ')
                        .append(describeEvent(event, new GcgTiles(gcg.tiles())));
            } else {
                out.append("a line that could not be read (").append(line.unreadable().line().strip()).append(')');
            }
            out.append('\n');
        }
        GameState state = replay.afterEventLines(at);
        return out.append('\n').append(CgpDiagram.draw(GcgPosition.cgp(gcg, state), GcgPosition.names(gcg, state), !state.ended())).toString();
    }

    private static String describeEvent(Event event, GcgTiles tiles) {
        String move = event.move() instanceof Move.Play play ? CrosswordText.coordinate(play.coordinate()) + " " + tiles.write(play.tiles())
                : describe(event.move(), tiles);
        return move + " " + signed(event.score()) + " " + event.cumulative();
    }

    private static String signed(int score) {
        return (score >= 0 ? "+" : "") + score;
    }

    private static String describe(Move move, GcgTiles tiles) {
        if (move instanceof Move.Pass) {
            return "pass";
        } else if (move instanceof Move.Exchange exchange) {
            return "exchange " + tiles.write(exchange.tiles());
        } else if (move instanceof Move.ExchangeCount count) {
            return "exchange " + count.count();
        } else if (move instanceof Move.Withdrawal) {
            return "phoney withdrawn";
        } else if (move instanceof Move.ChallengeBonus) {
            return "challenge bonus";
        } else if (move instanceof Move.RackPoints points) {
            return "opponent's rack (" + tiles.write(points.tiles()) + ")";
        } else if (move instanceof Move.RackPenalty penalty) {
            return "own rack (" + tiles.write(penalty.tiles()) + ")";
        } else if (move instanceof Move.TimePenalty) {
            return "time penalty";
        }
        throw new AssertionError(move);
    }
}
