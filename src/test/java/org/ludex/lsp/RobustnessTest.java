package org.ludex.lsp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The server fed what no editor should send, byte for byte: a body that is not JSON, a
 * message without its length, a request of the wrong shape, an unknown method, a 10 MB
 * document. It answers with a JSON-RPC error where one is due and keeps serving.
 */
class RobustnessTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    private PipedOutputStream toServer;
    private PipedOutputStream toClient;

    private void start() throws IOException {
        PipedInputStream serverIn = new PipedInputStream(1 << 20);
        toServer = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 20);
        toClient = new PipedOutputStream(clientIn);
        LudexLanguageServer.start(new LudexLanguageServer(code -> { }), serverIn, toClient);
        Thread reader = new Thread(() -> read(clientIn), "raw-client");
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void close() throws IOException {
        toServer.close();
        toClient.close();
    }

    private void read(InputStream in) {
        try {
            while (true) {
                int length = -1;
                StringBuilder line = new StringBuilder();
                for (int c = in.read(); ; c = in.read()) {
                    if (c < 0) {
                        return;
                    }
                    if (c == '\n') {
                        String header = line.toString().strip();
                        if (header.isEmpty()) {
                            break;
                        }
                        if (header.startsWith("Content-Length:")) {
                            length = Integer.parseInt(header.substring("Content-Length:".length()).strip());
                        }
                        line.setLength(0);
                    } else {
                        line.append((char) c);
                    }
                }
                received.add(JSON.readTree(in.readNBytes(length)));
            }
        } catch (IOException e) {
            // the pipe closed
        }
    }

    private void sendRaw(String bytes) throws IOException {
        toServer.write(bytes.getBytes(StandardCharsets.UTF_8));
        toServer.flush();
    }

    private void send(String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        toServer.write(out.toByteArray());
        toServer.flush();
    }

    /** The response to request {@code id}, skipping notifications. */
    private JsonNode response(int id) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < until) {
            JsonNode message = received.poll(until - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (message != null && message.path("id").asInt(-1) == id) {
                return message;
            }
        }
        throw new AssertionError("no response to request " + id);
    }

    private JsonNode diagnostics(String uri) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < until) {
            JsonNode message = received.poll(until - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (message != null && "textDocument/publishDiagnostics".equals(message.path("method").asText())
                    && message.path("params").path("uri").asText().equals(uri)) {
                return message.path("params").path("diagnostics");
            }
        }
        throw new AssertionError("no diagnostics for " + uri);
    }

    @Test
    void malformedMessagesGetErrorsAndTheServerKeepsServing() throws Exception {
        start();
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
        assertThat(response(1).has("result")).isTrue();
        send("{not json at all");
        sendRaw("Content-Type: application/vscode-jsonrpc\r\n\r\n{}");
        sendRaw("Content-Length: many\r\n\r\n{\"id\":9}");
        sendRaw("Content-Length: 99999999999\r\n\r\n");
        send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/hover\",\"params\":\"a string\"}");
        assertThat(response(2).has("error")).isTrue();
        send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ludex/unknown\",\"params\":{}}");
        assertThat(response(3).path("error").path("code").asInt()).isEqualTo(-32601);
        send("{\"jsonrpc\":\"2.0\",\"method\":\"ludex/unknownNotification\",\"params\":{}}");
        send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"textDocument/documentSymbol\",\"params\":{\"textDocument\":{\"uri\":\"file:///never.gcg\"}}}");
        assertThat(response(4).path("error").path("code").asInt()).isEqualTo(-32602);
        send("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\"file:///never.gcg\",\"version\":2},"
                + "\"contentChanges\":[{\"text\":\"x\"}]}}");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file:///a.xgid\",\"languageId\":\"\","
                + "\"version\":1,\"text\":\"XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:52:1:2:0:7:10\\n\"}}}");
        assertThat(diagnostics("file:///a.xgid")).isEmpty();
        send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"file:///a.xgid\"},"
                + "\"position\":{\"line\":99,\"character\":-5}}}");
        assertThat(response(5).has("result")).isTrue();
    }

    @Test
    void aTenMegabyteDocumentIsCheckedAndTheServerStillAnswers() throws Exception {
        start();
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
        response(1);
        String line = "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:52:1:2:0:7:10\\n";
        String bad = "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:59:1:2:0:7:10\\n";
        StringBuilder text = new StringBuilder();
        int records = 0;
        while (text.length() < 10_000_000) {
            text.append(records % 1000 == 999 ? bad : line);
            records++;
        }
        send("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file:///big.xgid\",\"languageId\":\"\","
                + "\"version\":1,\"text\":\"" + text + "\"}}}");
        assertThat(diagnostics("file:///big.xgid")).hasSize(records / 1000);
        send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"file:///big.xgid\"},"
                + "\"position\":{\"line\":999,\"character\":39}}}");
        assertThat(response(2).path("result").path("contents").path("value").asText()).contains("**error[xgid.dice");
    }
}
