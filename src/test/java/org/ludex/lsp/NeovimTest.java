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
 * End to end with a real client: Neovim's built-in LSP client, headless, starts
 * {@code ludex lsp} as a separate process, reads the diagnostic of a wrong cumulative
 * with {@code vim.diagnostic.get()}, asks for the hover on a play's score and formats a
 * messy file through the server.
 * Skipped, saying so, when Neovim is not installed ({@code .ci/run} installs Debian's).
 */
class NeovimTest {
    private static final String WRONG = LanguageServerTest.GAME;
    private static final String MESSY = "#player1   ada  Ada Lovelace\n#player2 brook Brook Taylor\n>ada:  AEINRST 8D  NASTIER +66  66\n";

    private static String nvim() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "nvim");
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return null;
    }

    @Test
    void neovimReadsTheDiagnosticAndFormatsThroughTheServer(@TempDir Path dir) throws Exception {
        String nvim = nvim();
        if (nvim == null) {
            System.err.println("NeovimTest: SKIPPED, no nvim on PATH (apt-get install neovim)");
        }
        assumeTrue(nvim != null, "Neovim (nvim) is not installed: the end-to-end editor test is skipped");
        Path game = Files.writeString(dir.resolve("wrong.gcg"), WRONG);
        Path messy = Files.writeString(dir.resolve("messy.gcg"), MESSY);
        Path script = dir.resolve("client.lua");
        try (InputStream lua = NeovimTest.class.getResourceAsStream("neovim-client.lua")) {
            Files.write(script, lua.readAllBytes());
        }
        Path out = dir.resolve("out.txt");
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(nvim, "--headless", "--clean", "-n", "-c", "luafile " + script)
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("nvim.log").toFile());
        builder.environment().put("LUDEX_CMD", String.join("\n", java, "-XX:+UseSerialGC", "-cp", classpath, "org.ludex.cli.Main", "lsp"));
        builder.environment().put("LUDEX_GCG", game.toString());
        builder.environment().put("LUDEX_MESSY", messy.toString());
        builder.environment().put("LUDEX_OUT", out.toString());
        Process process = builder.start();
        boolean ended = process.waitFor(150, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("Neovim ended; its log: " + read(dir.resolve("nvim.log"))).isTrue();
        assertThat(out).as("Neovim's log: " + read(dir.resolve("nvim.log"))).exists();
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines).contains("published true");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("diagnostic 5 27 gcg.score.cumulative ludex ")
                .contains("66 + 22 = 88, not 95"));
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("hover **score**").contains("NASTIER (1x2+1+1+1+1+1+1)x2 = 16"));
        // as Neovim 0.7 renders the hover, with no backslash left from escaping (it shows "\+66" where "+66" needed none)
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("shown **score**").contains("+66").doesNotContain("\\"));
        List<String> buffer = lines.stream().filter(l -> l.startsWith("buffer ")).map(l -> l.substring("buffer ".length())).toList();
        assertThat(String.join("\n", buffer) + "\n").isEqualTo(
                "#character-encoding UTF-8\n#player1 ada Ada Lovelace\n#player2 brook Brook Taylor\n>ada: AEINRST 8D NASTIER +66 66\n");
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "(none)";
    }
}
