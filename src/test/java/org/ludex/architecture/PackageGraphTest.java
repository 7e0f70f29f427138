package org.ludex.architecture;

import org.junit.jupiter.api.Test;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shape of the house, read from {@code src/main/java}: which {@code org.ludex}
 * package uses which (imports, static imports and names written out in full). No
 * package cycle; every use points down the layers; a format package uses another
 * format package only for a conversion between the two. The map of the packages in
 * {@code docs/library.md} lists every package, in the order of the layers.
 */
class PackageGraphTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Path MAP = Path.of("docs/library.md");
    /** A line of the map that names packages: two spaces, then {@code name/} once or more. */
    private static final Pattern MAP_ENTRY = Pattern.compile("^  ((?:[a-z]+/ *)+)");
    private static final Pattern PACKAGE = Pattern.compile("^package (org\\.ludex\\.[\\w.]+);", Pattern.MULTILINE);
    private static final Pattern USE = Pattern.compile("\\borg\\.ludex\\.([a-z]+)(\\.grammar)?\\b");
    private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\\\n]|\\\\.)*\"");

    /** The packages of the formats the registry finds, each format's own package. */
    private static final Set<String> FORMATS = Formats.all().stream().map(PackageGraphTest::packageOf).collect(Collectors.toUnmodifiableSet());

    /**
     * The layers, lowest first: a package may use its own layer's packages only where {@link #FORMAT_TO_FORMAT} says.
     * The shared code is below the formats or above them, and names none.
     */
    private static final List<Set<String>> LAYERS = List.of(
            Set.of("diagnostic"),
            Set.of("parse"),
            Set.of("draw"),
            Set.of("format"),
            Set.of("crossword", "backgammon"),
            Set.of("crosswordtext", "backgammonrecord"),
            FORMATS,
            Set.of("registry"),
            Set.of("lsp", "conformance"),
            Set.of("cli"));

    /**
     * The conversions between formats, as the registry has them: the only uses of one format package by another
     * (the package of a format that brings a conversion uses the package of the other notation's format).
     */
    private static final Set<String> FORMAT_TO_FORMAT = conversions();

    private static String packageOf(Format<?> format) {
        return format.getClass().getPackageName().substring("org.ludex.".length());
    }

    private static Set<String> conversions() {
        Set<String> pairs = new TreeSet<>();
        for (Format<?> format : Formats.all()) {
            for (Conversion<?> conversion : format.conversions()) {
                List<Format<?>> ends = new ArrayList<>();
                Formats.byName(conversion.to()).ifPresent(ends::add);
                if (conversion.source() instanceof Format<?> source) {
                    ends.add(source);
                }
                ends.stream().map(PackageGraphTest::packageOf).filter(p -> !p.equals(packageOf(format)))
                        .forEach(p -> pairs.add(packageOf(format) + " -> " + p));
            }
        }
        return pairs;
    }

    @Test
    void theFormatsAndTheirConversionsComeFromTheRegistry() {
        assertThat(FORMATS).as("the formats' packages").isNotEmpty().doesNotContain("format", "registry");
        assertThat(FORMAT_TO_FORMAT).as("uses of one format package by another, from the conversions").isNotEmpty()
                .allMatch(pair -> FORMATS.containsAll(List.of(pair.split(" -> "))));
    }

    @Test
    void thereIsNoPackageCycle() throws IOException {
        Map<String, Set<String>> graph = graph();
        assertThat(graph).as("packages read").containsKeys("cli", "format", "registry", "crossword", "backgammon").containsKeys(FORMATS.toArray(String[]::new));
        assertThat(cycles(graph)).as("package cycles").isEmpty();
    }

    @Test
    void everyUsePointsDownTheLayers() throws IOException {
        List<String> wrong = new ArrayList<>();
        graph().forEach((from, uses) -> uses.forEach(to -> {
            int a = layer(from);
            int b = layer(to);
            boolean allowed = b < a || (b == a && FORMAT_TO_FORMAT.contains(from + " -> " + to));
            if (!allowed) {
                wrong.add(from + " -> " + to);
            }
        }));
        assertThat(wrong).as("uses that do not point down the layers " + LAYERS).isEmpty();
    }

    @Test
    void theMapOfThePackagesInTheDocumentationFollowsTheLayers() throws IOException {
        List<String> listed = documentedPackages(Files.readString(MAP, StandardCharsets.UTF_8));
        Set<String> actual = new TreeSet<>();
        graph().keySet().stream().filter(p -> !p.endsWith(".grammar") && !p.contains(".")).forEach(actual::add);
        assertThat(new TreeSet<>(listed)).as("the packages " + MAP + " lists").isEqualTo(actual);
        List<String> outOfOrder = new ArrayList<>();
        for (int i = 1; i < listed.size(); i++) {
            if (layer(listed.get(i)) < layer(listed.get(i - 1))) {
                outOfOrder.add(listed.get(i) + " listed below " + listed.get(i - 1));
            }
        }
        assertThat(outOfOrder).as("packages listed out of the order of the layers " + LAYERS).isEmpty();
    }

    @Test
    void theMapReaderReadsTheNamesInOrder() {
        String page = """
                ## Packages

                ```
                  diagnostic/             Diagnostic, Span
                  parse/                  the one parse driver,
                                          decoding
                  xgid/ cgp/              one package per format
                  gcg/ ubf/                 JSON, diagram
                ```
                  cli/  not in the block
                """;
        assertThat(documentedPackages(page)).containsExactly("diagnostic", "parse", "xgid", "cgp", "gcg", "ubf");
    }

    /** The package names of the map under the heading "Packages", in the order they are listed. */
    static List<String> documentedPackages(String page) {
        Matcher found = Pattern.compile("(?m)^## Packages$").matcher(page);
        assertThat(found.find()).as("a heading 'Packages'").isTrue();
        int heading = found.start();
        int open = page.indexOf("```", heading);
        int close = page.indexOf("```", open + 3);
        assertThat(open).as("the map's code block").isNotNegative();
        List<String> names = new ArrayList<>();
        for (String line : page.substring(page.indexOf('\n', open) + 1, close).split("\n")) {
            Matcher entry = MAP_ENTRY.matcher(line);
            if (entry.find()) {
                Matcher name = Pattern.compile("([a-z]+)/").matcher(entry.group(1));
                while (name.find()) {
                    names.add(name.group(1));
                }
            }
        }
        return names;
    }

    @Test
    void theCycleFinderFindsACycle() {
        Map<String, Set<String>> graph = new TreeMap<>();
        graph.put("a", Set.of("b"));
        graph.put("b", Set.of("c"));
        graph.put("c", Set.of("a", "d"));
        graph.put("d", Set.of());
        assertThat(cycles(graph)).containsExactly(List.of("a", "b", "c"));
        graph.put("c", Set.of("d"));
        assertThat(cycles(graph)).isEmpty();
    }

    private static int layer(String pkg) {
        String base = pkg.endsWith(".grammar") ? pkg.substring(0, pkg.length() - ".grammar".length()) : pkg;
        for (int i = 0; i < LAYERS.size(); i++) {
            if (LAYERS.get(i).contains(base)) {
                // the generated grammar of a format sits just below the format's own package
                return pkg.endsWith(".grammar") ? i - 1 : i;
            }
        }
        throw new AssertionError("package org.ludex." + pkg + " is in no layer: add it to LAYERS");
    }

    /** Package (below org.ludex) to the packages it uses, itself left out. */
    static Map<String, Set<String>> graph() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String source = Files.readString(file, StandardCharsets.UTF_8);
                Matcher declared = PACKAGE.matcher(source);
                assertThat(declared.find()).as("package of " + file).isTrue();
                String declaredName = declared.group(1).substring("org.ludex.".length());
                // a format's packages by job (gcg.replay) are the format's own: one node, as another package names them
                String from = declaredName.endsWith(".grammar") ? declaredName : declaredName.replaceFirst("\\..*", "");
                Set<String> uses = graph.computeIfAbsent(from, k -> new TreeSet<>());
                String code = STRING.matcher(COMMENT.matcher(source).replaceAll(" ")).replaceAll("\"\"");
                code = code.substring(code.indexOf(';') + 1);
                Matcher use = USE.matcher(code);
                while (use.find()) {
                    String to = use.group(1) + (use.group(2) != null ? use.group(2) : "");
                    if (!to.equals(from)) {
                        uses.add(to);
                    }
                }
            }
        }
        return graph;
    }

    /** Every cycle's packages (each strongly connected set of more than one), sorted. */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        List<String> stack = new ArrayList<>();
        List<List<String>> found = new ArrayList<>();
        int[] counter = {0};
        for (String node : graph.keySet()) {
            if (!index.containsKey(node)) {
                connect(node, graph, index, low, stack, found, counter);
            }
        }
        return found;
    }

    private static void connect(String node, Map<String, Set<String>> graph, Map<String, Integer> index, Map<String, Integer> low,
                                List<String> stack, List<List<String>> found, int[] counter) {
        index.put(node, counter[0]);
        low.put(node, counter[0]);
        counter[0]++;
        stack.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, found, counter);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (stack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            List<String> component = new ArrayList<>();
            String member;
            do {
                member = stack.remove(stack.size() - 1);
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                component.sort(null);
                found.add(component);
            }
        }
    }
}
