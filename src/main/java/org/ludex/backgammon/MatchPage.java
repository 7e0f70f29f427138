package org.ludex.backgammon;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.draw.Drawing;
import org.ludex.draw.Pages;
import org.ludex.draw.SvgWriter;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A backgammon match to play through, as a self-contained page, from steps in no notation's words: each step a
 * position of the rules with the move about to be made on it as its record writes it, whose move that is, and what
 * the check found there. The page holds the board of every step (the empty board drawn once, each step's checkers,
 * dice and words laid over it), the list of moves game by game with their findings, and the findings about no move
 * under the title. The arrow keys step (left, right), Home and End go to the first and last step, up and down (or
 * Page Up, Page Down) to the start of the game before or after; the buttons and a click in the list do the same, and
 * the address keeps the step ({@code #step=N}) so that a link opens at it. A move's comment stands under it in the
 * list and under the board at its step. Every piece of the input is escaped text.
 */
public final class MatchPage {
    private static final ObjectMapper JSON = new ObjectMapper();

    private MatchPage() {}

    /**
     * One step of a match: the game it is in ({@code Game 3}, the same text for every step of a game), where its
     * move stands ({@code line 12}), the position before the move (the dice of a roll out), the side whose move it
     * is (empty for the position a record ends on), the move as written (empty at the end), the findings at it and
     * the comment the record keeps on the move (empty where it has none).
     */
    public record Step(String game, String label, Position position, Optional<Side> side, String move, List<Diagnostic> findings,
            String comment) {
        public Step {
            requireNonNull(game, "game is null");
            requireNonNull(label, "label is null");
            requireNonNull(position, "position is null");
            requireNonNull(side, "side is null");
            requireNonNull(move, "move is null");
            findings = List.copyOf(findings);
            requireNonNull(comment, "comment is null");
        }

        /** A step whose move has no comment. */
        public Step(String game, String label, Position position, Optional<Side> side, String move, List<Diagnostic> findings) {
            this(game, label, position, side, move, findings, "");
        }

        /** The same step with the findings at it. */
        public Step withFindings(List<Diagnostic> found) {
            return new Step(game, label, position, side, move, found, comment);
        }
    }

    /**
     * The match as a whole: a title, lines that say more of it (its tags), the players' names, its steps, the findings
     * at no step, and the heading of the column that says where each step's move stands (its record's word for a
     * {@link Step#label}: {@code line}, {@code node}).
     */
    public record Play(String title, List<String> about, PositionScene.Names names, List<Step> steps, List<Diagnostic> elsewhere, String where) {
        public Play {
            requireNonNull(title, "title is null");
            requireNonNull(where, "where is null");
            about = List.copyOf(about);
            requireNonNull(names, "names is null");
            steps = List.copyOf(steps);
            if (steps.isEmpty()) {
                throw new IllegalArgumentException("a match to play through has a step");
            }
            elsewhere = List.copyOf(elsewhere);
        }
    }

    /** The words of a step's move: whose it is and the move as written, or that the record ends here. */
    public static String moveWords(PositionScene.Names names, Step step) {
        String where = step.game() + (step.label().isEmpty() ? "" : ", " + step.label());
        return step.side().isEmpty() || step.move().isEmpty() ? where + ": the record ends here"
                : where + ": " + names.of(step.side().get()) + " " + step.move();
    }

    /** What a step shows: the board of its position, and under it the move about to be made. */
    public static BoardScene scene(PositionScene.Names names, Step step) {
        return PositionScene.of(step.position(), names,
                List.of(BoardScene.Caption.plain("next: " + moveWords(names, step), "move").naming(names.written())));
    }

    /** The page, opening at step {@code start} (the last when it is past the last). */
    public static String page(Play play, int start) {
        List<Step> steps = play.steps();
        Drawing first = BoardPicture.draw(scene(play.names(), steps.get(0)));
        String base = SvgWriter.write(new Drawing(first.width(), first.height(), first.background(),
                first.shapes().stream().filter(BoardPicture::fixed).toList()));
        ArrayNode boards = JSON.createArrayNode();
        ArrayNode moves = JSON.createArrayNode();
        ArrayNode findings = JSON.createArrayNode();
        ArrayNode comments = JSON.createArrayNode();
        ArrayNode games = JSON.createArrayNode();
        StringBuilder rows = new StringBuilder();
        String game = null;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            Drawing at = BoardPicture.draw(scene(play.names(), step));
            boards.add(SvgWriter.write(new Drawing(at.width(), at.height(), Drawing.NONE,
                    at.shapes().stream().filter(shape -> !BoardPicture.fixed(shape)).toList())));
            moves.add(moveWords(play.names(), step));
            comments.add(step.comment());
            ArrayNode here = findings.addArray();
            for (Diagnostic d : step.findings()) {
                here.addObject().put("severity", d.severity().word()).put("text", line(d));
            }
            if (!step.game().equals(game)) {
                game = step.game();
                games.add(i);
                rows.append("<tr class=\"game-start\"><th colspan=\"3\">").append(Pages.h(game)).append("</th></tr>\n");
            }
            rows.append("<tr data-step=\"").append(i).append("\"><td>").append(Pages.h(step.label())).append("</td><td>")
                    .append(step.side().map(side -> Pages.h(play.names().of(side))).orElse("")).append("</td><td>")
                    .append(step.move().isEmpty() ? "<i>the end</i>" : Pages.h(step.move()))
                    .append(step.comment().isEmpty() ? "" : "<div class=\"comment\">" + Pages.h(step.comment()) + "</div>")
                    .append(Pages.findings(step.findings())).append("</td></tr>\n");
        }
        ObjectNode data = JSON.createObjectNode();
        data.set("boards", boards);
        data.set("moves", moves);
        data.set("findings", findings);
        data.set("comments", comments);
        data.set("games", games);
        data.put("start", Math.max(0, Math.min(start, steps.size() - 1)));
        StringBuilder page = Pages.head("Ludex: " + play.title());
        page.append("<h1>").append(Pages.withNames(play.title(), List.of(play.names().zero(), play.names().one()))).append("</h1>\n");
        for (String line : play.about()) {
            page.append("<p class=\"about\">").append(Pages.h(line)).append("</p>\n");
        }
        page.append(Pages.findings(play.elsewhere()));
        page.append("<div class=\"game\"><div><div id=\"stage\">").append(base).append("<div id=\"board\"></div></div>\n")
                .append("<p class=\"controls\"><button id=\"first\" title=\"the start (Home)\">«</button> ")
                .append("<button id=\"previous-game\" title=\"the game before (up arrow, Page Up)\">▲</button> ")
                .append("<button id=\"back\" title=\"back (left arrow)\">◀</button> <span id=\"where\"></span> ")
                .append("<button id=\"forward\" title=\"forward (right arrow)\">▶</button> ")
                .append("<button id=\"next-game\" title=\"the game after (down arrow, Page Down)\">▼</button> ")
                .append("<button id=\"last\" title=\"the end (End)\">»</button></p>\n")
                .append("<p id=\"move\"></p>\n<p id=\"notes\"></p>\n<ul id=\"step-findings\" class=\"findings\"></ul></div>\n")
                .append("<div class=\"moves\"><table id=\"moves\"><thead><tr><th>").append(Pages.h(play.where())).append("</th><th>player</th><th>move</th></tr></thead><tbody>\n")
                .append(rows).append("</tbody></table></div></div>\n");
        page.append(Pages.data(data));
        page.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return page.toString();
    }

    private static String line(Diagnostic d) {
        return d.span().line() + ":" + d.span().column() + " " + d.severity().word() + "[" + d.code() + "]: " + d.message();
    }

    private static final String SCRIPT = """
            (function () {
              var data = JSON.parse(document.getElementById('data').textContent);
              var last = data.boards.length - 1;
              var rows = document.querySelectorAll('#moves tbody tr[data-step]');
              var at = data.start;
              function gameOf(k) {
                var g = 0;
                for (var i = 0; i < data.games.length; i++) { if (data.games[i] <= k) { g = i; } }
                return g;
              }
              function show(k) {
                at = Math.max(0, Math.min(last, k));
                document.getElementById('board').innerHTML = data.boards[at];
                document.getElementById('where').textContent = 'step ' + at + ' of ' + last;
                document.getElementById('move').textContent = data.moves[at];
                document.getElementById('notes').textContent = data.comments[at];
                var list = document.getElementById('step-findings');
                list.textContent = '';
                data.findings[at].forEach(function (f) {
                  var item = document.createElement('li');
                  item.className = f.severity;
                  item.textContent = f.text;
                  list.appendChild(item);
                });
                for (var i = 0; i < rows.length; i++) {
                  rows[i].classList.toggle('current', i === at);
                }
                var box = document.querySelector('.moves');
                var row = rows[at];
                if (row && box.scrollHeight > box.clientHeight
                    && (row.offsetTop < box.scrollTop || row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)) {
                  box.scrollTop = row.offsetTop - box.clientHeight / 2;
                }
                history.replaceState(null, '', '#step=' + at);
              }
              function game(delta) {
                var g = gameOf(at);
                if (delta < 0 && data.games[g] < at) { show(data.games[g]); return; }
                g = Math.max(0, Math.min(data.games.length - 1, g + delta));
                show(data.games[g]);
              }
              var asked = /step=(\\d+)/.exec(location.hash);
              if (asked) { at = parseInt(asked[1], 10); }
              document.getElementById('first').onclick = function () { show(0); };
              document.getElementById('back').onclick = function () { show(at - 1); };
              document.getElementById('forward').onclick = function () { show(at + 1); };
              document.getElementById('last').onclick = function () { show(last); };
              document.getElementById('previous-game').onclick = function () { game(-1); };
              document.getElementById('next-game').onclick = function () { game(1); };
              for (var i = 0; i < rows.length; i++) {
                rows[i].onclick = (function (k) { return function () { show(k); }; })(parseInt(rows[i].getAttribute('data-step'), 10));
              }
              document.addEventListener('keydown', function (e) {
                if (e.key === 'ArrowLeft') { show(at - 1); }
                else if (e.key === 'ArrowRight') { show(at + 1); }
                else if (e.key === 'Home') { show(0); }
                else if (e.key === 'End') { show(last); }
                else if (e.key === 'ArrowUp' || e.key === 'PageUp') { game(-1); }
                else if (e.key === 'ArrowDown' || e.key === 'PageDown') { game(1); }
                else { return; }
                e.preventDefault();
              });
              window.addEventListener('hashchange', function () {
                var m = /step=(\\d+)/.exec(location.hash);
                if (m) { show(parseInt(m[1], 10)); }
              });
              show(at);
            })();
            """;
}
