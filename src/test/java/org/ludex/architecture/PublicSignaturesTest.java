package org.ludex.architecture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No generated parser or lexer type appears in a public signature outside the
 * {@code *.grammar} packages: a caller that needs a tree gets ANTLR's runtime
 * {@code ParseTree}, so the generated classes can change without breaking anyone.
 */
class PublicSignaturesTest {
    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void noGeneratedTypeInAPublicSignature() throws IOException, ClassNotFoundException {
        List<String> leaks = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.walk(CLASSES.resolve("org/ludex"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String name = CLASSES.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                if (name.contains(".grammar.")) {
                    continue;
                }
                Class<?> type = Class.forName(name, false, getClass().getClassLoader());
                if (!Modifier.isPublic(type.getModifiers()) || (type.getEnclosingClass() != null && !Modifier.isPublic(type.getEnclosingClass().getModifiers()))) {
                    continue;
                }
                checked++;
                for (Method method : type.getDeclaredMethods()) {
                    if (Modifier.isPublic(method.getModifiers())) {
                        check(leaks, type, method.getName(), method.getGenericReturnType());
                        for (Type parameter : method.getGenericParameterTypes()) {
                            check(leaks, type, method.getName(), parameter);
                        }
                    }
                }
                for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                    if (Modifier.isPublic(constructor.getModifiers())) {
                        for (Type parameter : constructor.getGenericParameterTypes()) {
                            check(leaks, type, "<init>", parameter);
                        }
                    }
                }
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isPublic(field.getModifiers())) {
                        check(leaks, type, field.getName(), field.getGenericType());
                    }
                }
            }
        }
        assertThat(checked).as("public classes looked at").isGreaterThan(50);
        assertThat(leaks).as("public signatures with a generated type").isEmpty();
    }

    private static void check(List<String> leaks, Class<?> owner, String member, Type type) {
        if (type.getTypeName().matches(".*org\\.ludex\\.\\w+\\.grammar\\..*")) {
            leaks.add(owner.getName() + "." + member + ": " + type.getTypeName());
        }
    }
}
