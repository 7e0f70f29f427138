package org.ludex.architecture;

import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.format.NamedFormat;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tools reach a record's outputs through its format ({@code Format}, {@code RecordView}): no
 * shared package asks which format a model is, or names a format at all. Adding a format touches its own
 * package and its registration, not the commands, the pictures or the language server. The formats and
 * their models are the registry's.
 */
class NoModelSwitchTest {
    private static final List<String> SHARED = List.of("diagnostic", "parse", "draw", "format", "registry", "lsp", "conformance", "cli");
    private static final Pattern MODEL_TEST = Pattern.compile("instanceof\\s+(?:org\\.ludex\\.\\w+\\.)?("
            + String.join("|", Formats.all().stream().map(NoModelSwitchTest::model).map(Class::getSimpleName).toList()) + ")\\b");

    /** The model a format reads to: the type argument it gives {@link Format}. */
    static Class<?> model(Format<?> format) {
        for (Class<?> type = format.getClass(); type != null; type = type.getSuperclass()) {
            List<Type> supers = new ArrayList<>(List.of(type.getGenericInterfaces()));
            supers.add(type.getGenericSuperclass());
            for (Type given : supers) {
                if (given instanceof ParameterizedType p && (p.getRawType() == Format.class || p.getRawType() == NamedFormat.class)
                        && p.getActualTypeArguments()[0] instanceof Class<?> model) {
                    return model;
                }
            }
        }
        throw new AssertionError(format.name() + ": no model type");
    }

    @Test
    void noSharedPackageNamesAFormat() throws IOException {
        List<Pattern> names = new ArrayList<>();
        for (Format<?> format : Formats.all()) {
            names.add(Pattern.compile("\"" + Pattern.quote(format.name()) + "\""));
            names.add(Pattern.compile("\\b" + Pattern.quote(format.getClass().getPackageName()) + "\\b"));
        }
        List<String> found = new ArrayList<>();
        for (String pkg : SHARED) {
            try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/ludex", pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String text = Files.readString(file);
                    names.stream().filter(p -> p.matcher(text).find()).forEach(p -> found.add(file + " names " + p.pattern()));
                }
            }
        }
        assertThat(found).as("shared files that name a format").isEmpty();
    }

    @Test
    void noToolAsksWhichFormatAModelIs() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : SHARED) {
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
        assertThat(found).as("tests of a model's format in the shared packages").isEmpty();
    }

    @Test
    void thePatternFindsATestOfAModel() {
        assertThat(MODEL_TEST.matcher("if (model instanceof org.ludex.gcg.Gcg gcg) {").find()).isTrue();
        assertThat(MODEL_TEST.matcher("model instanceof Xgid xgid").find()).isTrue();
        assertThat(MODEL_TEST.matcher("context instanceof GcgParser.PlayMoveContext").find()).isFalse();
    }
}
