package org.ludex.lsp;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * End to end with a real client: Emacs's Eglot, in batch mode, starts {@code ludex lsp} as a
 * separate process, reads the diagnostic of a lowercase coordinate through Flymake's list, asks for
 * the hover on a play's score, applies the quick fix and sees the diagnostic go, types a wrong total
 * and sees it reported, then completes a nickname, goes to a nickname's definition through xref and
 * renames a nickname everywhere; inlay hints, folding ranges and links, which Eglot 1.9 has no command
 * for, are asked through its connection. Skipped, saying so, when Emacs or Debian's Eglot
 * ({@code elpa-eglot}) is not installed ({@code .ci/run} installs them).
 */
class EmacsTest {
    static final String GAME = "#character-encoding UTF-8\n#player1 ada Ada Lovelace\n#player2 brook Brook Taylor\n"
            + ">ada: AEINRST 8d NASTIER +66 66\n>brook: DEFGOPU 9C FUDGE +26 26\n#note a fine play\n#note see https://example.org/fudge\n";
    private static final Path EGLOT = Path.of("/usr/share/emacs/site-lisp/elpa");

    static String onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir, name);
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return null;
    }

    private static boolean eglotInstalled() {
        try (var entries = Files.list(EGLOT)) {
            return entries.anyMatch(p -> p.getFileName().toString().startsWith("eglot-"));
        } catch (IOException e) {
            return false;
        }
    }

    /** The server as a separate process: this JVM's classpath, the command's main class. */
    static String serverCommand() {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return String.join("\n", java, "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", classpath, "org.ludex.cli.Main", "lsp");
    }

    @Test
    void eglotShowsTheFindingAppliesTheFixAndSeesTheNextFault(@TempDir Path dir) throws Exception {
        String emacs = onPath("emacs");
        boolean ready = emacs != null && eglotInstalled();
        if (!ready) {
            System.err.println("EmacsTest: SKIPPED, " + (emacs == null ? "no emacs on PATH" : "no Eglot in " + EGLOT)
                    + " (apt-get install emacs-nox elpa-eglot)");
        }
        assumeTrue(ready, "Emacs or Debian's Eglot is not installed: the end-to-end editor test is skipped");
        Path game = Files.writeString(dir.resolve("game.gcg"), GAME);
        Path script = dir.resolve("client.el");
        try (InputStream el = EmacsTest.class.getResourceAsStream("emacs-client.el")) {
            Files.write(script, el.readAllBytes());
        }
        Path out = dir.resolve("out.txt");
        ProcessBuilder builder = new ProcessBuilder(emacs, "-Q", "--batch", "-l", script.toString())
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("emacs.log").toFile());
        builder.environment().put("LUDEX_CMD", serverCommand());
        builder.environment().put("LUDEX_GCG", game.toString());
        builder.environment().put("LUDEX_OUT", out.toString());
        builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process process = builder.start();
        boolean ended = process.waitFor(150, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        String log = read(dir.resolve("emacs.log"));
        assertThat(ended).as("Emacs ended; its log: " + log).isTrue();
        assertThat(out).as("Emacs's log: " + log).exists();
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines).as("Emacs's log: " + log).noneMatch(l -> l.startsWith("error "));
        assertThat(lines).contains("published t");
        assertThat(lines).contains("diagnostic 4 ludex [gcg.coordinate.lowercase]: coordinate '8d' has a lowercase column; it is written 8D");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("hover **score**").contains("NASTIER (1x2+1+1+1+1+1+1)x2 = 16"));
        assertThat(lines).contains("action Replace '8d' with '8D'", "line >ada: AEINRST 8D NASTIER +66 66", "fixed t", "typed t");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("diagnostic 5 ludex [gcg.score.cumulative]").contains("0 + 26 = 26, not 29"));
        assertThat(lines).contains("completion [br] brook", "definition 3:9");
        assertThat(lines).contains("renamed #character-encoding UTF-8 | #player1 lovelace Ada Lovelace | #player2 brook Brook Taylor"
                + " | >lovelace: AEINRST 8D NASTIER +66 66 | >brook: DEFGOPU 9C FUDGE +26 29 | #note a fine play | #note see https://example.org/fudge");
        assertThat(lines).contains("inlay 4 sum: 26", "folding 0-2 imports", "folding 5-6 comment", "link https://example.org/fudge");
        assertThat(lines).contains("exit done");
    }

    static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "(none)";
    }
}
