package org.ludex.gcg;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game as a table: move number, player, rack, position, move, score and cumulative
 * score, each event's notes under it; then the final scores and the winner.
 */
public final class GcgTable {
    private GcgTable() {}

    public static String draw(Gcg gcg) {
        GcgTiles tiles = new GcgTiles(gcg.tiles());
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"#", "player", "rack", "position", "move", "score", "total"});
        Map<String, Integer> finals = new LinkedHashMap<>();
        gcg.players().forEach(p -> finals.put(p.nickname(), 0));
        List<List<String>> notes = new ArrayList<>();
        int number = 0;
        for (Event event : gcg.events()) {
            number++;
            String position = "";
            String move;
            Move m = event.move();
            if (m instanceof Move.Play play) {
                position = play.coordinate().written();
                move = tiles.write(play.tiles());
            } else {
                move = describe(m, tiles);
            }
            rows.add(new String[] {String.valueOf(number), event.nickname(), tiles.write(event.rack()), position, move,
                    (event.score() >= 0 ? "+" : "") + event.score(), String.valueOf(event.cumulative())});
            notes.add(event.notes());
            finals.put(event.nickname(), event.cumulative());
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
        out.append('\n').append("final scores: ");
        List<String> scores = new ArrayList<>();
        finals.forEach((nick, score) -> scores.add(nick + " " + score));
        out.append(String.join(", ", scores)).append('\n');
        int best = finals.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<String> leaders = finals.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey).toList();
        if (!finals.isEmpty()) {
            out.append(leaders.size() == 1 ? "winner: " + leaders.get(0) : "tied: " + String.join(", ", leaders)).append('\n');
        }
        return out.toString();
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
