package org.ludex.architecture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No static mutable state in {@code src/main/java}: no static field that is not final,
 * and no static collection that grows as the program runs (a cache filled on demand).
 * What is read once stays in a holder class's final field, made whole when it is first
 * used; lookup tables filled in a static initialiser are constants by then.
 */
class StaticStateTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Pattern NOT_FINAL = Pattern.compile(
            "^\\s*(?:(?:private|public|protected)\\s+)?static\\s+(?!final\\b|class\\b|record\\b|enum\\b|interface\\b|abstract\\b|\\{)"
                    + "(?:volatile\\s+|transient\\s+)*[\\w<>\\[\\], ?.]+\\s+\\w+\\s*[=;]", Pattern.MULTILINE);
    private static final Pattern GROWING = Pattern.compile(
            "static\\s+final\\s+[\\w<>\\[\\], ?.]+\\s+\\w+\\s*=\\s*new\\s+(?:Concurrent\\w*|Hash\\w*|Weak\\w*|Identity\\w*|Linked\\w*|Tree\\w*|ArrayList|Atomic\\w*)\\s*[<(]");

    @Test
    void thereIsNoStaticMutableState() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(file, StandardCharsets.UTF_8);
                for (Pattern pattern : List.of(NOT_FINAL, GROWING)) {
                    Matcher m = pattern.matcher(source);
                    while (m.find()) {
                        found.add(file + ": " + m.group().strip());
                    }
                }
            }
        }
        assertThat(found).as("static fields that change as the program runs").isEmpty();
    }

    @Test
    void thePatternsFindWhatTheyLookFor() {
        assertThat(NOT_FINAL.matcher("    private static volatile Boolean fonts;").find()).isTrue();
        assertThat(NOT_FINAL.matcher("    static int count = 0;").find()).isTrue();
        assertThat(NOT_FINAL.matcher("    private static final int LIMIT = 3;").find()).isFalse();
        assertThat(NOT_FINAL.matcher("    private static final class Known {").find()).isFalse();
        assertThat(GROWING.matcher("private static final Map<String, X> LOADED = new ConcurrentHashMap<>();").find()).isTrue();
        assertThat(GROWING.matcher("private static final Map<String, X> SETS = Map.copyOf(sets);").find()).isFalse();
    }
}
