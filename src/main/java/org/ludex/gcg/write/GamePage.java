package org.ludex.gcg.write;

import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.ReplayedGame;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpPosition;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crosswordtext.CrosswordPicture;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.draw.Drawing;
import org.ludex.draw.Pages;
import org.ludex.draw.SvgWriter;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Self-contained HTML pages: a game to play through, and the pictures of any records
 * with their findings. A page makes no request of any kind (its styles, script and
 * pictures are inline, and its content security policy forbids the rest); every piece
 * of the input in it is escaped text, a note's character references decoded first
 * ({@link Entities}).
 *
 * <p>A game's page holds the board after every event, its move list with the scores
 * (the replay's where they differ, marked), the notes and the result; the arrow keys
 * (and Home, End), the buttons and a click in the list move through the game, and the
 * address keeps the event ({@code #event=N}) so that a link opens at it.
 */
public final class GamePage {
    private static final ObjectMapper JSON = new ObjectMapper();

    private GamePage() {}

    private static String h(String text) {
        return Pages.h(text);
    }

    /**
     * A game's board, racks and scores as it stands at some event: its position, with the totals the record writes;
     * the players' nicknames, the player to move first, the last play's squares, and the tile set and board the record
     * names (as a CGP of the position would name them).
     */
    public static Drawing board(Gcg gcg, GameState state) {
        Cgp named = GcgPosition.cgp(gcg, state);
        return CrosswordPicture.position(GcgPosition.written(state), new CrosswordPicture.Marks(
                state.players().stream().map(p -> p.nickname()).toList(), GcgPosition.firstToMove(gcg, state),
                Set.copyOf(CgpPosition.lastMove(named)), LetterDistribution.named(named.tileSet()), named.layout(), Optional.empty()));
    }

    /** A page for a game, opening after its first {@code start} event lines (all of them when empty). */
    public static String game(ReplayedGame game, OptionalInt start) {
        return game(game, start, List.of(), null);
    }

    /**
     * A page for a game with its findings: each at the event line it is about, in the move list, and the
     * others (the header, a line that could not be read, the file as a whole) under the title.
     */
    public static String game(ReplayedGame replay, OptionalInt start, List<Diagnostic> findings, SourceMap sourceMap) {
        Gcg gcg = replay.gcg();
        int events = gcg.events().size();
        List<List<Diagnostic>> atEvent = new ArrayList<>();
        for (int i = 0; i < events; i++) {
            atEvent.add(new ArrayList<>());
        }
        List<Diagnostic> elsewhere = new ArrayList<>();
        for (Diagnostic d : findings) {
            int event = sourceMap == null ? -1 : eventOf(d, sourceMap, events);
            (event < 0 ? elsewhere : atEvent.get(event)).add(d);
        }
        // the game as played through once: the empty board once, then for each event
        // only what lies on it (tiles, the last move, racks and scores)
        Drawing empty = board(gcg, replay.afterEvents(0));
        String base = SvgWriter.write(new Drawing(empty.width(), empty.height(), empty.background(),
                empty.shapes().stream().filter(GamePage::fixed).toList()));
        ArrayNode boards = JSON.createArrayNode();
        boards.add(overlay(empty));
        for (int k = 1; k <= events; k++) {
            boards.add(overlay(board(gcg, replay.afterEvents(k))));
        }
        GameState end = replay.end();
        int[] numbers = GcgParts.moveNumbers(gcg);
        ArrayNode notes = JSON.createArrayNode();
        notes.add(String.join("\n", headerNotes(gcg)));
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < events; i++) {
            Event event = gcg.events().get(i);
            OptionalInt scored = replay.scored(i);
            boolean differs = scored.isPresent() && scored.getAsInt() != event.score();
            rows.append("<tr data-event=\"").append(i + 1).append("\"><td>").append(numbers[i]).append("</td><td>").append(h(event.nickname()))
                    .append("</td><td class=\"rack\">").append(h(GcgWriter.tiles(gcg, event.rack()))).append("</td><td>")
                    .append(h(GcgParts.move(gcg, i))).append(Pages.findings(atEvent.get(i))).append("</td><td class=\"score\">").append(event.score() >= 0 ? "+" : "").append(event.score())
                    .append(differs ? " <span class=\"replayed\" title=\"the replay scores it " + scored.getAsInt() + "\">(" + scored.getAsInt() + "*)</span>" : "")
                    .append("</td><td class=\"total\">").append(event.cumulative()).append("</td></tr>\n");
            notes.add(String.join("\n", event.notes().stream().map(Entities::decode).toList()));
        }
        ObjectNode data = JSON.createObjectNode();
        data.set("boards", boards);
        data.set("notes", notes);
        data.put("start", start.isEmpty() ? events : gcg.readEventsWithin(Math.max(0, start.getAsInt()))); // --events counts event lines, read or not
        List<String> names = gcg.players().stream().map(p -> p.fullName().isEmpty() ? p.nickname() : p.fullName()).toList();
        String title = names.isEmpty() ? "a game" : String.join(" v ", names);
        StringBuilder page = Pages.head("Ludex: " + title);
        page.append("<h1>").append(Pages.withNames(title, names)).append("</h1>\n");
        page.append("<p class=\"players\">").append(players(gcg)).append("</p>\n");
        page.append(Pages.findings(elsewhere));
        page.append("<div class=\"game\"><div><div id=\"stage\">").append(base).append("<div id=\"board\"></div></div>\n<p class=\"controls\"><button id=\"first\" title=\"the start (Home)\">«</button> ")
                .append("<button id=\"back\" title=\"back (left arrow)\">◀</button> <span id=\"where\"></span> ")
                .append("<button id=\"forward\" title=\"forward (right arrow)\">▶</button> <button id=\"last\" title=\"the end (End)\">»</button></p>\n")
                .append("<div id=\"notes\"></div></div>\n<div class=\"moves\"><table id=\"moves\"><thead><tr><th>#</th><th>player</th><th>rack</th>")
                .append("<th>move</th><th>score</th><th>total</th></tr></thead><tbody>\n").append(rows).append("</tbody></table>\n")
                .append("<p class=\"result\">").append(h(result(end))).append("</p>\n")
                .append("<p class=\"key\">* the replay's score, where it differs from the record's</p></div></div>\n");
        page.append(Pages.data(data));
        page.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return page.toString();
    }

    /** The event line a finding is about (its start within the event's line), or -1. */
    private static int eventOf(Diagnostic d, SourceMap sourceMap, int events) {
        long at = d.span().startOffset();
        for (int i = 0; i < events; i++) {
            String path = GcgPaths.event(i);
            if (sourceMap.has(path)) {
                Span span = sourceMap.span(path);
                if (at >= span.startOffset() && at <= span.endOffset() && d.span().line() == span.line()) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** What a picture has besides the empty board, with no background, to lie over it. */
    private static String overlay(Drawing at) {
        return SvgWriter.write(new Drawing(at.width(), at.height(), Drawing.NONE, at.shapes().stream().filter(shape -> !fixed(shape)).toList()));
    }

    /** Whether a shape of a crossword picture is part of the empty board, the same at every event. */
    private static boolean fixed(Drawing.Shape shape) {
        String role = shape.role() == null ? "" : shape.role();
        return role.startsWith("square ") || role.equals("row-label") || role.equals("column-label") || role.equals("premium-label");
    }

    private static List<String> headerNotes(Gcg gcg) {
        return gcg.pragmas().stream().filter(line -> line.afterEvents() == 0).map(PragmaLine::pragma)
                .filter(Pragma.Note.class::isInstance).map(p -> Entities.decode(((Pragma.Note) p).text())).toList();
    }

    private static String players(Gcg gcg) {
        StringBuilder out = new StringBuilder();
        for (Pragma.PlayerInfo player : gcg.players()) {
            out.append(out.length() == 0 ? "" : " · ").append("player ").append(player.number()).append(": <b>").append(h(player.nickname()))
                    .append("</b>").append(player.fullName().isEmpty() ? "" : " (" + h(player.fullName()) + ")");
        }
        return out.toString();
    }

    private static String result(GameState end) {
        StringBuilder scores = new StringBuilder();
        for (int p = 0; p < end.players().size(); p++) {
            scores.append(p == 0 ? "" : ", ").append(end.players().get(p).nickname()).append(' ').append(end.scores().get(p));
        }
        if (end.end().isEmpty()) {
            return "The record stops before the game ends: " + scores + ".";
        }
        int best = end.scores().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<String> winners = end.players().stream().filter(p -> end.scores().get(end.players().indexOf(p)) == best)
                .map(Pragma.PlayerInfo::nickname).toList();
        return "Final: " + scores + (winners.size() == 1 ? "; " + winners.get(0) + " wins." : "; a tie.");
    }

    private static final String SCRIPT = """
            (function () {
              var data = JSON.parse(document.getElementById('data').textContent);
              var last = data.boards.length - 1;
              var rows = document.querySelectorAll('#moves tbody tr');
              var at = data.start;
              function show(k) {
                at = Math.max(0, Math.min(last, k));
                document.getElementById('board').innerHTML = data.boards[at];
                document.getElementById('where').textContent = at === 0 ? 'before the first event' : 'after event ' + at + ' of ' + last;
                document.getElementById('notes').textContent = data.notes[at] || '';
                for (var i = 0; i < rows.length; i++) {
                  rows[i].classList.toggle('current', i + 1 === at);
                }
                var box = document.querySelector('.moves');
                if (at > 0 && box.scrollHeight > box.clientHeight) {
                  var row = rows[at - 1];
                  if (row.offsetTop < box.scrollTop || row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight) {
                    box.scrollTop = row.offsetTop - box.clientHeight / 2;
                  }
                }
                history.replaceState(null, '', '#event=' + at);
              }
              var asked = /event=(\\d+)/.exec(location.hash);
              if (asked) { at = parseInt(asked[1], 10); }
              document.getElementById('first').onclick = function () { show(0); };
              document.getElementById('back').onclick = function () { show(at - 1); };
              document.getElementById('forward').onclick = function () { show(at + 1); };
              document.getElementById('last').onclick = function () { show(last); };
              for (var i = 0; i < rows.length; i++) {
                rows[i].onclick = (function (k) { return function () { show(k); }; })(i + 1);
              }
              document.addEventListener('keydown', function (e) {
                if (e.key === 'ArrowLeft') { show(at - 1); e.preventDefault(); }
                else if (e.key === 'ArrowRight') { show(at + 1); e.preventDefault(); }
                else if (e.key === 'Home') { show(0); e.preventDefault(); }
                else if (e.key === 'End') { show(last); e.preventDefault(); }
              });
              window.addEventListener('hashchange', function () {
                var m = /event=(\\d+)/.exec(location.hash);
                if (m) { show(parseInt(m[1], 10)); }
              });
              show(at);
            })();
            """;
}
