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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No generated parser or lexer type appears in a public signature outside the
 * {@code *.grammar} packages: a caller that needs a tree gets ANTLR's runtime
 * {@code ParseTree}, so the generated classes can change without breaking anyone; and
 * the game model's public signatures name no notation.
 */
class PublicSignaturesTest {
    private static final Path CLASSES = Path.of("target/classes");

    /** A type named in a public signature: where, and the type. */
    private record Named(String where, Type type) {}

    /** Every type named in a public signature of the public classes under {@code root} (a package folder), generated ones left out. */
    private List<Named> publicSignatures(String root) throws IOException, ClassNotFoundException {
        List<Named> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(CLASSES.resolve(root))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String name = CLASSES.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                if (name.contains(".grammar.")) {
                    continue;
                }
                Class<?> type = Class.forName(name, false, getClass().getClassLoader());
                if (!Modifier.isPublic(type.getModifiers()) || (type.getEnclosingClass() != null && !Modifier.isPublic(type.getEnclosingClass().getModifiers()))) {
                    continue;
                }
                all.add(new Named(type.getName(), type)); // the class itself, so that a package's classes are counted
                for (Method method : type.getDeclaredMethods()) {
                    if (Modifier.isPublic(method.getModifiers())) {
                        all.add(new Named(type.getName() + "." + method.getName(), method.getGenericReturnType()));
                        for (Type parameter : method.getGenericParameterTypes()) {
                            all.add(new Named(type.getName() + "." + method.getName(), parameter));
                        }
                    }
                }
                for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                    if (Modifier.isPublic(constructor.getModifiers())) {
                        for (Type parameter : constructor.getGenericParameterTypes()) {
                            all.add(new Named(type.getName() + ".<init>", parameter));
                        }
                    }
                }
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isPublic(field.getModifiers())) {
                        all.add(new Named(type.getName() + "." + field.getName(), field.getGenericType()));
                    }
                }
            }
        }
        return all;
    }

    @Test
    void noGeneratedTypeInAPublicSignature() throws IOException, ClassNotFoundException {
        List<Named> all = publicSignatures("org/ludex");
        assertThat(all.stream().filter(n -> n.type() instanceof Class<?>).count()).as("public classes looked at").isGreaterThan(50);
        assertThat(all).as("public signatures with a generated type")
                .noneMatch(n -> n.type().getTypeName().matches(".*org\\.ludex\\.\\w+\\.grammar\\..*"));
    }

    /**
     * The game model speaks of the game alone: a public signature in {@code crossword}
     * names only its own types, the severity of a finding and the JDK's, never a
     * notation's record, a source map or a diagnostic. A notation plays its records
     * through the game; the game never learns a notation.
     */
    @Test
    void theGameModelNamesNoNotation() throws IOException, ClassNotFoundException {
        List<Named> all = publicSignatures("org/ludex/crossword");
        assertThat(all).as("crossword's public types").anyMatch(n -> n.where().equals("org.ludex.crossword.Game.apply"));
        List<String> foreign = new ArrayList<>();
        for (Named named : all) {
            Matcher names = Pattern.compile("org\\.ludex\\.[\\w.$]+").matcher(named.type().getTypeName());
            while (names.find()) {
                String name = names.group();
                if (!name.startsWith("org.ludex.crossword.") && !name.equals("org.ludex.diagnostic.Severity")) {
                    foreign.add(named.where() + ": " + name);
                }
            }
        }
        assertThat(foreign).as("public signatures of the game model that name another package's type").isEmpty();
    }
}
