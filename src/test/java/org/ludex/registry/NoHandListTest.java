package org.ludex.registry;

import org.junit.jupiter.api.Test;
import org.ludex.format.Format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No list of formats is kept by hand outside Java: the packages for other languages, the VS Code extension
 * and the scripts take the formats from {@code grammars/} and the registry ({@code ludex formats --json})
 * when they are built or run, so none of their sources names a format. What a format has of its own in the
 * extension (its TextMate grammar and its language configuration, named after it) is there for every format.
 */
class NoHandListTest {
    private static final Path EXTENSION = Path.of("editors/vscode");
    /** The sources outside Java that serve every format; their tests, test data, lock files and documentation aside. */
    private static final List<Path> SHARED = List.of(Path.of("bindings"), EXTENSION, Path.of("scripts"));
    private static final Pattern LEFT_OUT = Pattern.compile(
            "/(tests?|testdata|node_modules|smoke|syntaxes|language-configuration|target)/|_test\\.go$|\\.(md|lock|json|vsix|g4)$|package-lock|gnubg|big-file");

    @Test
    void noSharedSourceOutsideJavaNamesAFormat() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path root : SHARED) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(Files::isRegularFile).filter(f -> !LEFT_OUT.matcher("/" + f.toString().replace('\\', '/')).find()).toList()) {
                    String text = Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1);
                    for (Format<?> format : Formats.all()) {
                        if (Pattern.compile("(?<![\\w.-])" + Pattern.quote(format.name()) + "(?![\\w-])").matcher(text).find()) {
                            found.add(file + " names " + format.name());
                        }
                    }
                }
            }
        }
        assertThat(found).as("sources outside Java that name a format (a hand list to keep in step)").isEmpty();
    }

    @Test
    void everyFormatHasItsGrammarAndLanguageConfigurationInTheExtension() {
        for (Format<?> format : Formats.all()) {
            assertThat(EXTENSION.resolve("syntaxes/" + format.name() + ".tmLanguage.json")).as(format.name()).isRegularFile();
            assertThat(EXTENSION.resolve("language-configuration/" + format.name() + ".json")).as(format.name()).isRegularFile();
        }
    }
}
