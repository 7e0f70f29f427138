package org.ludex.gcg;

import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.cli.Main;
import org.ludex.lsp.Harness;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A command plays a game record through once: the check replays it, and every output (the table, the
 * JSON at an event, the CGP, the page, an editor's hover, hints and formatting) reads that replay. Each
 * replay is a flight-recorder event ({@link ReplayEvent}) naming the game's players; a recording made
 * around one command counts them.
 */
class ReplayOnceTest {
    /** A game of its own players, so that no other test's replay is counted; its third play is scored wrongly, for a hint. */
    private static final String GAME = """
            #player1 onceada Ada
            #player2 oncebrook Brook
            >onceada: AEINRST 8D NASTIER +66 66
            >oncebrook: ?DEIOST 9C DOtIEST +68 68
            >onceada: ABCDEFG - +0 66
            >oncebrook:  - +0 68
            >onceada: EIQSTUV H8 .QUIVE +40 106
            """;
    private static final String PLAYERS = "onceada oncebrook";

    @TempDir
    Path dir;

    @Test
    void showAsHtmlReplaysTheGameOnce() throws Exception {
        Path game = Files.writeString(dir.resolve("game.gcg"), GAME);
        assertThat(replays(() -> ludex("show", "--as", "html", "-o", dir.resolve("game.html").toString(), game.toString()))).isEqualTo(1);
        assertThat(Files.readString(dir.resolve("game.html"))).contains("onceada");
    }

    @Test
    void everyCommandOnAGameReplaysItOnce() throws Exception {
        Path game = Files.writeString(dir.resolve("game.gcg"), GAME);
        String[][] commands = {
                {"check", game.toString()},
                {"show", game.toString()},
                {"show", "--events", "3", game.toString()},
                {"show", "--as", "svg", "-o", dir.resolve("game.svg").toString(), game.toString()},
                {"json", "--events", "2", game.toString()},
                {"convert", "--to", "cgp", game.toString()},
                {"convert", "--to", "cgp", "--events", "4", game.toString()},
                {"format", game.toString()},
        };
        for (String[] command : commands) {
            assertThat(replays(() -> ludex(command))).as(String.join(" ", command)).isEqualTo(1);
        }
    }

    @Test
    void aLanguageServerSessionReplaysTheGameOnce() throws Exception {
        String uri = "file:///once.gcg";
        long count = replays(() -> {
            try (Harness lsp = new Harness()) {
                lsp.open(uri, GAME);
                assertThat(lsp.next(uri).getDiagnostics()).isNotEmpty(); // the wrong score and the pass without its rack
                TextDocumentService documents = lsp.server.getTextDocumentService();
                assertThat(documents.hover(new HoverParams(Harness.id(uri), new Position(6, 30))).get(30, TimeUnit.SECONDS)).isNotNull();
                assertThat(documents.hover(new HoverParams(Harness.id(uri), new Position(2, 12))).get(30, TimeUnit.SECONDS)).isNotNull();
                assertThat(documents.inlayHint(new InlayHintParams(Harness.id(uri), Harness.range(0, 0, 7, 0))).get(30, TimeUnit.SECONDS))
                        .isNotEmpty();
                assertThat(documents.formatting(new DocumentFormattingParams(Harness.id(uri), new FormattingOptions(4, true)))
                        .get(30, TimeUnit.SECONDS)).isNotNull();
                assertThat(documents.documentSymbol(new DocumentSymbolParams(Harness.id(uri))).get(30, TimeUnit.SECONDS)).isNotEmpty();
            }
            return 0;
        });
        assertThat(count).isEqualTo(1);
    }

    private static int ludex(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        return Main.run(args, new ByteArrayInputStream(new byte[0]), out, err);
    }

    @FunctionalInterface
    private interface Action {
        Object run() throws Exception;
    }

    /** How many times this test's game is played through while {@code action} runs. */
    private long replays(Action action) throws Exception {
        Path dump = Files.createTempFile(dir, "replays", ".jfr");
        try (Recording recording = new Recording()) {
            recording.enable("org.ludex.GameReplay").withoutThreshold().withoutStackTrace();
            recording.start();
            action.run();
            recording.stop();
            recording.dump(dump);
        }
        long count = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(dump)) {
            if (event.getEventType().getName().equals("org.ludex.GameReplay") && PLAYERS.equals(event.getString("players"))) {
                count++;
            }
        }
        return count;
    }
}
