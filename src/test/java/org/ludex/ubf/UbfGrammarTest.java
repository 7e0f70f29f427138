package org.ludex.ubf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generated grammar alone, with no Java check behind it: it reads every valid case
 * without a syntax error, rejects most invalid cases on its own, and rejects each cell
 * the reader or the validator rejects.
 */
class UbfGrammarTest {
    static boolean rejects(Path file) throws IOException {
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        return !UbfFormat.INSTANCE.parse(SourceText.of(text)).diagnostics().isEmpty();
    }

    static List<Path> cases(String kind) throws IOException {
        try (Stream<Path> files = Files.list(Path.of("testdata/ubf", kind))) {
            return files.filter(p -> p.toString().endsWith(".ubf")).sorted().toList();
        }
    }

    @Test
    void everyValidCaseParsesWithoutASyntaxError() throws IOException {
        for (Path file : cases("valid")) {
            assertThat(rejects(file)).as(file.toString()).isFalse();
        }
    }

    @Test
    void theGrammarAloneRejectsAtLeastSeventyPercentOfTheInvalidCases() throws IOException {
        List<Path> cases = cases("invalid");
        List<String> rejected = new ArrayList<>();
        for (Path file : cases) {
            if (rejects(file)) {
                rejected.add(file.getFileName().toString());
            }
        }
        assertThat(rejected.size() * 10).as("rejected %d of %d: %s", rejected.size(), cases.size(), rejected)
                .isGreaterThanOrEqualTo(cases.size() * 7);
        assertThat(rejected).contains("height-six.ubf", "height-zero-with-letter.ubf", "tile-without-letter.ubf",
                "cell-three-characters.ubf", "letter-is-a-digit.ubf");
    }

    @Test
    void theGrammarRejectsExactlyTheCellsLudexRejects() {
        for (String cell : List.of("'0 '", "'1A'", "'5Z'", "\"3Q\"", "'1a'", "'6A'", "'0A'", "'2 '", "'1'", "''", "'1AB'", "'A1'",
                "'12'", "'1!'", "'1É'", "'9 '", "'0a'", "\"1a\"", "'1\"'")) {
            String board = "[" + cell + "]";
            boolean grammar = UbfFormat.INSTANCE.parse(SourceText.of(board)).diagnostics().isEmpty();
            boolean ludex = !UbfReader.READER.check(board).hasErrors();
            assertThat(grammar).as("%s: Ludex accepts it: %s", cell, ludex).isEqualTo(ludex);
        }
    }
}
