package org.ludex.gcg;

import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.cli.CliTest.Run;
import org.ludex.lsp.Harness;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.ludex.cli.CliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A move by a nickname no {@code #player} declares, with pragmas around it: every command and every feature of the
 * language server answers, none stops. The player of such a move is not known (an empty index, never -1), and
 * nothing that follows (a rack between events, the player to move, the positions after it) may take it for one.
 * The five lines that once stopped {@code ludex check} first; then games made from valid cases by a seeded
 * generator, bounded by count: an undeclared nickname on each event line in turn, and a pragma or an unreadable
 * event line at each line in turn, each with the other kind of change at a place the seed picks.
 */
class UnknownPlayerTest {
    static final String FIVE_LINES = """
            #player1 ann Ann
            #player2 bob Bob
            >cat: ABC 8H CAB +10 10
            #incomplete
            >bob: DEF 9H FED +10 10
            """;

    /** What a record may hold between its lines: the pragmas that read the game as it stands, and lines that cannot be read. */
    static final List<String> INSERTS = List.of("#incomplete", "#incomplete AEINRST", "#rack1 AEINRST", "#rack2 DEFGOPU", "#rack3 Q",
            "#note a note", "#player3 zed Zed", ">zed:", ">zed: ABC", ">zed: ABC 8H", ">zed: ABC 8H CAB +10", ">zed: (time) -10 -10",
            ">zed: ABC -ABC +0 0", ">zed: ABC (ABC) -7 -7", ">zed: (ABC) +14 14", ">zed: ABC -- -10 0", ">zed: ABC - +0 0");

    /** The valid games the generator changes: going out under both rules, six passes and penalties, a withdrawal, three players. */
    static final List<String> BASES = List.of("end-points-for-opponent-rack.gcg", "international-end-of-game.gcg", "negative-cumulative.gcg",
            "phoney-withdrawn.gcg", "three-players.gcg", "racks-after-events.gcg");

    static Run answers(String game, String... command) {
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(List.of("--format", "gcg", "-"));
        Run run = run(game, args.toArray(String[]::new));
        assertThat(run.err()).as(args + " on\n" + game).doesNotContain("internal error");
        assertThat(run.code()).as(args + " on\n" + game + run.err()).isBetween(0, 1);
        return run;
    }

    /** A command on games in files, all in one run: each gets its verdict, none stops the command or makes it a usage problem. */
    static Run answers(List<Path> games, String... command) {
        List<String> args = new ArrayList<>(List.of(command));
        games.forEach(game -> args.add(game.toString()));
        Run run = run("", args.toArray(String[]::new));
        assertThat(run.err()).as(String.join(" ", command)).doesNotContain("internal error");
        assertThat(run.code()).as(String.join(" ", command) + ": " + run.err()).isBetween(0, 1);
        return run;
    }

    static int eventLines(String game) {
        return (int) game.lines().filter(line -> line.startsWith(">")).count();
    }

    /**
     * Every command on the games: check (as text and as JSON), json, format, show as text, SVG and HTML; for every N up
     * to the most event lines a game has, the position after N event lines through convert; and json and show at a few N.
     */
    static void everyCommand(List<Path> games, Path out) throws Exception {
        assertThat(answers(games, "check").out()).isNotEmpty();
        answers(games, "check", "--output", "json");
        answers(games, "json");
        answers(games, "format");
        answers(games, "show");
        answers(games, "show", "--as", "svg", "-o", Files.createDirectories(out.resolve("svg")).toString());
        answers(games, "show", "--as", "html", "-o", Files.createDirectories(out.resolve("html")).toString());
        int most = 0;
        for (Path game : games) {
            most = Math.max(most, eventLines(Files.readString(game)));
        }
        for (int n = 0; n <= most; n++) {
            answers(games, "convert", "--to", "cgp", "--events", String.valueOf(n));
        }
        for (int n : new TreeSet<>(List.of(0, 1, 2, most / 2, most))) {
            String events = String.valueOf(n);
            answers(games, "json", "--events", events);
            answers(games, "show", "--events", events);
            answers(games, "show", "--as", "svg", "--events", events, "-o", Files.createDirectories(out.resolve("svg" + n)).toString());
        }
        answers(games, "show", "--as", "html", "--events", "1", "-o", Files.createDirectories(out.resolve("html1")).toString());
    }

    /** Every feature of the language server: hovers at the start of every field, the rest once a line or once: each answers, none fails. */
    static void everyFeature(Harness server, String uri, String game) throws Exception {
        server.open(uri, "gcg", game);
        PublishDiagnosticsParams published = server.next(uri);
        TextDocumentService documents = server.server.getTextDocumentService();
        var id = Harness.id(uri);
        List<CompletableFuture<?>> answers = new ArrayList<>();
        List<String> lines = game.lines().toList();
        for (int line = 0; line < lines.size(); line++) {
            String text = lines.get(line);
            for (int character = 0; character <= text.length(); character++) {
                if (character <= 1 || text.charAt(character - 1) == ' ') { // each field's first character, and the line's first two
                    answers.add(documents.hover(new HoverParams(id, new Position(line, character))));
                }
            }
            Position nickname = new Position(line, 1); // an event's nickname, a pragma's name
            answers.add(documents.completion(new CompletionParams(id, nickname)));
            answers.add(documents.definition(new DefinitionParams(id, nickname)));
            answers.add(documents.references(new ReferenceParams(id, nickname, new ReferenceContext(true))));
        }
        var whole = Harness.range(0, 0, lines.size(), 0);
        answers.add(documents.inlayHint(new InlayHintParams(id, whole)));
        answers.add(documents.semanticTokensFull(new SemanticTokensParams(id)));
        answers.add(documents.foldingRange(new FoldingRangeRequestParams(id)));
        answers.add(documents.documentSymbol(new DocumentSymbolParams(id)));
        answers.add(documents.formatting(new DocumentFormattingParams(id, new FormattingOptions(2, true))));
        answers.add(documents.codeAction(new CodeActionParams(id, whole, new CodeActionContext(published.getDiagnostics()))));
        for (CompletableFuture<?> answer : answers) {
            answer.get(30, TimeUnit.SECONDS); // a feature that failed completes exceptionally: get throws
        }
        documents.didClose(new org.eclipse.lsp4j.DidCloseTextDocumentParams(id));
    }

    @Test
    void theFiveLinesThatStoppedLudexGetTheirFindingsInEveryCommand(@TempDir Path folder) throws Exception {
        Run check = answers(FIVE_LINES, "check", "--output", "json");
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("gcg.nickname.unknown").contains("gcg.dialect.incomplete-mid-game");
        for (int n = 0; n <= eventLines(FIVE_LINES); n++) {
            assertThat(answers(FIVE_LINES, "convert", "--to", "cgp", "--events", String.valueOf(n)).out()).startsWith("15/");
        }
        Path file = Files.writeString(folder.resolve("five-lines.gcg"), FIVE_LINES);
        everyCommand(List.of(file), folder);
        // after cat's move whose turn it is is not known, so #incomplete is no one's rack: kept as written
        assertThat(answers(FIVE_LINES, "format").out()).contains(">cat: ABC 8H CAB +10 10\n#incomplete\n>bob:");
        assertThat(answers(FIVE_LINES, "json", "--events", "1").out()).as("the next turn's player is to move").contains("\"onTurn\" : \"bob\"");
        try (Harness server = new Harness()) {
            everyFeature(server, "file:///five-lines.gcg", FIVE_LINES);
        }
    }

    @Test
    void undeclaredNicknamesAndPragmasAnywhereInValidGamesStopNoCommand(@TempDir Path folder) throws Exception {
        Random random = new Random(53);
        List<String> games = new ArrayList<>();
        for (String base : BASES) {
            List<String> lines = Files.readString(Path.of("testdata/gcg/valid", base)).lines().toList();
            List<Integer> events = new ArrayList<>();
            for (int k = 0; k < lines.size(); k++) {
                if (lines.get(k).startsWith(">")) {
                    events.add(k);
                }
            }
            for (int event : events) { // each event line's nickname undeclared, a line put in somewhere
                games.add(variant(lines, event, random.nextInt(lines.size() + 1), INSERTS.get(random.nextInt(INSERTS.size()))));
            }
            for (int at = 0; at <= lines.size(); at++) { // a line put in at each place (#incomplete at every other), some nickname undeclared
                String insert = at % 2 == 0 ? "#incomplete" : INSERTS.get(random.nextInt(INSERTS.size()));
                games.add(variant(lines, events.get(random.nextInt(events.size())), at, insert));
            }
        }
        assertThat(games).as("a bounded count of games").hasSizeBetween(100, 200);
        List<Path> files = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            files.add(Files.writeString(folder.resolve("game" + g + ".gcg"), games.get(g)));
        }
        everyCommand(files, folder);
        try (Harness server = new Harness()) {
            for (int g = 0; g < games.size(); g += 5) { // the server's features at every field are many requests: every fifth game
                everyFeature(server, "file:///game" + g + ".gcg", games.get(g));
            }
        }
    }

    /** The lines with the nickname of the event at line {@code event} made one no #player declares, and {@code insert} put in before line {@code at}. */
    static String variant(List<String> lines, int event, int at, String insert) {
        List<String> changed = new ArrayList<>(lines);
        String line = changed.get(event);
        changed.set(event, ">zed" + line.substring(line.indexOf(':')));
        changed.add(at, insert);
        return String.join("\n", changed) + "\n";
    }
}
