package org.ludex.architecture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tools reach a record's outputs through its format ({@code Format}, {@code RecordView}): no
 * package above the formats asks which format a model is. Adding a format touches its own package,
 * its class in {@code format} and the registry, not the commands, the pictures or the language server.
 */
class NoModelSwitchTest {
    private static final List<String> ABOVE_THE_FORMATS = List.of("draw", "format", "registry", "lsp", "conformance", "cli");
    private static final Pattern MODEL_TEST = Pattern.compile("instanceof\\s+(?:org\\.ludex\\.\\w+\\.)?(Gcg|Xgid|Cgp|RuneCgp|UbfBoard)\\b");

    @Test
    void noToolAsksWhichFormatAModelIs() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : ABOVE_THE_FORMATS) {
            try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/ludex", pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    List<String> lines = Files.readAllLines(file);
                    for (int i = 0; i < lines.size(); i++) {
                        if (MODEL_TEST.matcher(lines.get(i)).find()) {
                            found.add(file + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertThat(found).as("tests of a model's format above the formats").isEmpty();
    }

    @Test
    void thePatternFindsATestOfAModel() {
        assertThat(MODEL_TEST.matcher("if (model instanceof org.ludex.gcg.Gcg gcg) {").find()).isTrue();
        assertThat(MODEL_TEST.matcher("model instanceof Xgid xgid").find()).isTrue();
        assertThat(MODEL_TEST.matcher("context instanceof GcgParser.PlayMoveContext").find()).isFalse();
    }
}
