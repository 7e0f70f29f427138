package org.ludex.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The VS Code extension ({@code editors/vscode}) declares its languages by hand, as VS Code wants them in
 * {@code package.json}: this holds its languages, their extensions, its TextMate grammars and the languages
 * its client hands to the server to the registry, so that a format added to Ludex and not to the extension
 * fails here.
 */
class VsCodeExtensionTest {
    /** Formats whose lists in the other languages' packages and the editor come with their generation from grammars/ (not kept by hand). */
    private static final java.util.Set<String> NOT_YET_LISTED = java.util.Set.of("mat");

    private static final Path EXTENSION = Path.of("editors/vscode");

    @Test
    void theLanguagesOfTheExtensionAreTheRegistrysFormats() throws IOException {
        JsonNode contributes = new ObjectMapper().readTree(EXTENSION.resolve("package.json").toFile()).path("contributes");
        Map<String, List<String>> declared = new TreeMap<>();
        for (JsonNode language : contributes.path("languages")) {
            List<String> extensions = new ArrayList<>();
            language.path("extensions").forEach(e -> extensions.add(e.asText()));
            declared.put(language.path("id").asText(), extensions);
        }
        Map<String, List<String>> registry = new TreeMap<>();
        for (Format<?> format : Formats.all().stream().filter(f -> !NOT_YET_LISTED.contains(f.name())).toList()) {
            registry.put(format.name(), format.extensions().stream().map(e -> "." + e).toList());
        }
        assertThat(declared).as("package.json languages and their extensions").isEqualTo(registry);

        List<String> grammars = new ArrayList<>();
        contributes.path("grammars").forEach(g -> grammars.add(g.path("language").asText()));
        assertThat(grammars).as("package.json grammars").containsExactlyInAnyOrderElementsOf(registry.keySet());

        Matcher client = Pattern.compile("const LANGUAGES = \\[([^\\]]*)];").matcher(Files.readString(EXTENSION.resolve("extension.js")));
        assertThat(client.find()).as("extension.js LANGUAGES").isTrue();
        assertThat(client.group(1).replace("'", "").split(",\\s*")).as("extension.js LANGUAGES")
                .containsExactlyInAnyOrderElementsOf(registry.keySet());
    }
}
