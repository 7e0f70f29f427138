package org.ludex.grammar;

import org.antlr.v4.runtime.CharStreams;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The build's one ANTLR step ({@code src/build/Grammars.java}) generates every folder of {@code grammars/}
 * into the package its folder names, {@code org.ludex.NAME.grammar}, with no list of folders anywhere; and
 * every format of the registry reads with the grammar of one of those folders.
 */
class GrammarFoldersTest {
    private static final Path GRAMMARS = Path.of("grammars");

    @Test
    void everyGrammarOfEveryFolderIsGeneratedIntoItsFoldersPackage() throws IOException {
        List<String> missing = new ArrayList<>();
        int grammars = 0;
        try (Stream<Path> folders = Files.list(GRAMMARS)) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                try (Stream<Path> files = Files.list(folder)) {
                    for (Path grammar : files.filter(f -> f.toString().endsWith(".g4")).toList()) {
                        grammars++;
                        String name = "org.ludex." + folder.getFileName() + ".grammar." + grammar.getFileName().toString().replace(".g4", "");
                        try {
                            Class.forName(name);
                        } catch (ClassNotFoundException e) {
                            missing.add(name);
                        }
                    }
                }
            }
        }
        assertThat(grammars).as("grammars under grammars/").isPositive();
        assertThat(missing).as("grammars the build did not generate into their folder's package").isEmpty();
    }

    @Test
    void everyFormatReadsWithTheGrammarOfAFolder() {
        for (Format<?> format : Formats.all()) {
            String pkg = format.grammar().lexer().apply(CharStreams.fromString("")).getClass().getPackageName();
            assertThat(pkg).as(format.name()).startsWith("org.ludex.").endsWith(".grammar");
            String folder = pkg.substring("org.ludex.".length(), pkg.length() - ".grammar".length());
            assertThat(GRAMMARS.resolve(folder)).as(format.name() + "'s grammar folder").isDirectory();
        }
    }
}
