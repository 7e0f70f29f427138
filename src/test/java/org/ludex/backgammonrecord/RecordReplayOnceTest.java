package org.ludex.backgammonrecord;

import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.ludex.cli.Main;
import org.ludex.lsp.Harness;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A command plays a backgammon match record through once a file, in the match text and in SGF alike: the check
 * replays it, and every output (the diagram, the position at an event as XGID or GNU Backgammon's ids, the other
 * notation, the comparison of two files, an editor's hover, hints, formatting and symbols) reads that replay. Each replay is a flight-recorder event
 * ({@code org.ludex.MatchReplay}) naming the first game's players; a recording made around one command counts them.
 * The two files are one match GNU Backgammon wrote twice (testdata), each given players of its own so that no other
 * test's replay is counted and each file's replays are told apart.
 */
class RecordReplayOnceTest {
    private static final String MAT_PLAYERS = "Oona / Otmar";
    private static final String SGF_PLAYERS = "Ulla / Ursus";

    @TempDir
    Path dir;

    private Path mat() throws Exception {
        String text = Files.readString(Path.of("testdata/mat/valid/gnubg-3-point.mat"), StandardCharsets.UTF_8);
        return Files.writeString(dir.resolve("once.mat"), text.replace("Lena", "Oona").replace("Marek", "Otmar"), StandardCharsets.UTF_8);
    }

    private Path sgf() throws Exception {
        String text = Files.readString(Path.of("testdata/sgf/dialect/gnubg-3-point.sgf"), StandardCharsets.UTF_8);
        return Files.writeString(dir.resolve("once.sgf"), text.replace("Lena", "Ulla").replace("Marek", "Ursus"), StandardCharsets.UTF_8);
    }

    @Test
    void everyCommandOnAMatchTextOrAnSgfFilePlaysItThroughOnce() throws Exception {
        Map<String, List<String>> files = new LinkedHashMap<>();
        files.put(MAT_PLAYERS, List.of(mat().toString(), "sgf"));
        files.put(SGF_PLAYERS, List.of(sgf().toString(), "mat"));
        for (Map.Entry<String, List<String>> file : files.entrySet()) {
            String path = file.getValue().get(0);
            String[][] commands = {
                    {"check", path},
                    {"show", path},
                    {"show", "--events", "7", path},
                    {"show", "--as", "svg", "-o", dir.resolve("once-" + file.getValue().get(1) + ".svg").toString(), path},
                    {"show", "--as", "html", "-o", dir.resolve("once-" + file.getValue().get(1) + ".html").toString(), path},
                    {"json", path},
                    {"format", path},
                    {"convert", "--to", "xgid", path},
                    {"convert", "--to", "xgid", "--events", "7", path},
                    {"convert", "--to", "gnubg", "--events", "7", path},
                    {"convert", "--to", file.getValue().get(1), path},
            };
            for (String[] command : commands) {
                Map<String, Long> counted = replays(() -> ludex(command));
                assertThat(counted.getOrDefault(file.getKey(), 0L)).as(String.join(" ", command)).isEqualTo(1L);
            }
        }
    }

    @Test
    void comparingTheTwoNotationsOfOneMatchPlaysEachFileThroughOnce() throws Exception {
        String[] command = {"compare", mat().toString(), sgf().toString()};
        int[] status = new int[1];
        Map<String, Long> counted = replays(() -> status[0] = ludex(command));
        assertThat(status[0]).as("the two files are one match").isZero();
        assertThat(counted.getOrDefault(MAT_PLAYERS, 0L)).as("replays of the match text").isEqualTo(1L);
        assertThat(counted.getOrDefault(SGF_PLAYERS, 0L)).as("replays of the SGF").isEqualTo(1L);
    }

    @Test
    void aLanguageServerSessionOnEachNotationPlaysTheMatchThroughOnce() throws Exception {
        Map<String, String> documents = new LinkedHashMap<>();
        documents.put(MAT_PLAYERS, "file:///once.mat\n" + Files.readString(mat(), StandardCharsets.UTF_8));
        documents.put(SGF_PLAYERS, "file:///once.sgf\n" + Files.readString(sgf(), StandardCharsets.UTF_8));
        for (Map.Entry<String, String> document : documents.entrySet()) {
            String uri = document.getValue().substring(0, document.getValue().indexOf('\n'));
            String text = document.getValue().substring(uri.length() + 1);
            Map<String, Long> counted = replays(() -> {
                try (Harness lsp = new Harness()) {
                    lsp.open(uri, text);
                    lsp.next(uri);
                    TextDocumentService service = lsp.server.getTextDocumentService();
                    service.hover(new HoverParams(Harness.id(uri), new Position(6, 8))).get(30, TimeUnit.SECONDS);
                    service.hover(new HoverParams(Harness.id(uri), new Position(8, 4))).get(30, TimeUnit.SECONDS);
                    service.inlayHint(new InlayHintParams(Harness.id(uri), Harness.range(0, 0, 40, 0))).get(30, TimeUnit.SECONDS);
                    service.formatting(new DocumentFormattingParams(Harness.id(uri), new FormattingOptions(4, true))).get(30, TimeUnit.SECONDS);
                    service.documentSymbol(new DocumentSymbolParams(Harness.id(uri))).get(30, TimeUnit.SECONDS);
                }
                return 0;
            });
            assertThat(counted.getOrDefault(document.getKey(), 0L)).as("replays in a language server session on " + uri).isEqualTo(1L);
        }
    }

    private static int ludex(String... args) {
        return Main.run(args, new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), new ByteArrayOutputStream());
    }

    @FunctionalInterface
    private interface Run {
        Object run() throws Exception;
    }

    /** How many times each pair of players' match is played through while {@code run} runs. */
    private Map<String, Long> replays(Run run) throws Exception {
        Path dump = Files.createTempFile(dir, "replays", ".jfr");
        try (Recording recording = new Recording()) {
            recording.enable("org.ludex.MatchReplay").withoutThreshold().withoutStackTrace();
            recording.start();
            run.run();
            recording.stop();
            recording.dump(dump);
        }
        Map<String, Long> counted = new LinkedHashMap<>();
        List<RecordedEvent> events = new ArrayList<>(RecordingFile.readAllEvents(dump));
        for (RecordedEvent event : events) {
            if (event.getEventType().getName().equals("org.ludex.MatchReplay")) {
                counted.merge(event.getString("players"), 1L, Long::sum);
            }
        }
        return counted;
    }
}
