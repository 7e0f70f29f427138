package org.ludex.cli;

import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code ludex lsp}'s transport options, as language clients pass them. */
class LspCommandTest {
    @Test
    void theServerStartsWithTheOptionsVsCodesClientPassesAndAnswersOnStandardOutput() throws Exception {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process server = new ProcessBuilder(java, "-XX:+UseSerialGC", "-cp", classpath, "org.ludex.cli.Main", "lsp", "--stdio",
                "--clientProcessId=" + ProcessHandle.current().pid()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = server.getOutputStream()) {
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"rootUri\":null,\"capabilities\":{}}}");
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}");
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
        }
        boolean ended = server.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            server.destroyForcibly();
        }
        assertThat(ended).as("the server ended after exit").isTrue();
        String out = new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(out).startsWith("Content-Length: ").contains("\"id\":1").contains("\"name\":\"ludex\"").contains("\"id\":2");
        assertThat(server.exitValue()).isZero();
    }

    @Test
    void aTransportOtherThanStandardInputAndOutputIsRefusedWithExitTwoAndSaysWhichOneServes() {
        for (String[] args : new String[][] {{"lsp", "--socket=5007"}, {"lsp", "--port", "5007"}, {"lsp", "--pipe=/tmp/ludex.sock"},
                {"lsp", "--node-ipc"}}) {
            CliTest.Run run = CliTest.run("", args);
            assertThat(run.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.out()).as(String.join(" ", args)).isEmpty();
            assertThat(run.err()).as(String.join(" ", args)).startsWith("ludex lsp: the language server does not speak over ")
                    .contains("standard input and output only; start it with --stdio");
        }
        assertThat(CliTest.run("", "lsp", "--pipe=x").err()).contains("a named pipe (--pipe)");
        assertThat(CliTest.run("", "lsp", "--node-ipc").err()).contains("Node.js IPC (--node-ipc)");
    }

    private static void send(OutputStream out, String json) throws java.io.IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
    }
}
