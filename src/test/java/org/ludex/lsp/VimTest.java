package org.ludex.lsp;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * End to end with a real client: Vim with ALE, in batch ({@code vim -es}), starts {@code ludex lsp}
 * as a separate process, reads the diagnostic of a lowercase coordinate from ALE's list, asks for the
 * hover on a play's score, applies the quick fix and sees the diagnostic go, types a wrong total and
 * sees it reported, and goes to a nickname's definition. Skipped, saying so, when Vim or Debian's ALE
 * ({@code vim-ale}) is not installed ({@code .ci/run} installs them).
 */
class VimTest {
    private static final Path ALE = Path.of("/usr/share/vim-ale/plugin/ale.vim");

    @Test
    void aleShowsTheFindingAppliesTheFixAndSeesTheNextFault(@TempDir Path dir) throws Exception {
        String vim = EmacsTest.onPath("vim");
        boolean ready = vim != null && Files.exists(ALE);
        if (!ready) {
            System.err.println("VimTest: SKIPPED, " + (vim == null ? "no vim on PATH" : "no ALE at " + ALE) + " (apt-get install vim vim-ale)");
        }
        assumeTrue(ready, "Vim or Debian's ALE is not installed: the end-to-end editor test is skipped");
        Path game = Files.writeString(dir.resolve("game.gcg"), EmacsTest.GAME);
        Path script = dir.resolve("client.vim");
        try (InputStream in = VimTest.class.getResourceAsStream("vim-client.vim")) {
            Files.write(script, in.readAllBytes());
        }
        Path out = dir.resolve("out.txt");
        ProcessBuilder builder = new ProcessBuilder(vim, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es", "-S", script.toString())
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("vim.log").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().put("LUDEX_CMD", EmacsTest.serverCommand());
        builder.environment().put("LUDEX_GCG", game.toString());
        builder.environment().put("LUDEX_OUT", out.toString());
        Process process = builder.start();
        boolean ended = process.waitFor(150, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        String log = EmacsTest.read(dir.resolve("vim.log"));
        assertThat(ended).as("Vim ended; its log: " + log).isTrue();
        assertThat(out).as("Vim's log: " + log).exists();
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines).as("Vim's log: " + log).noneMatch(l -> l.startsWith("error "));
        assertThat(lines).contains("published true",
                "diagnostic 4 gcg.coordinate.lowercase coordinate '8d' has a lowercase column; it is written 8D");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("hover **score**").contains("NASTIER (1x2+1+1+1+1+1+1)x2 = 16"));
        assertThat(lines).contains("action Replace '8d' with '8D'", "line >ada: AEINRST 8D NASTIER +66 66", "fixed true", "typed true");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("diagnostic 5 gcg.score.cumulative").contains("0 + 26 = 26, not 29"));
        assertThat(lines).contains("definition 3:10");
    }
}
