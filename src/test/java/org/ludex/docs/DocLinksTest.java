package org.ludex.docs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every relative link of README.md and of the pages under docs/ leads somewhere: to a
 * file or folder of the repository, and, where it names a heading ({@code page.md#heading}
 * or {@code #heading}), to a heading of that Markdown file, by the anchors GitHub gives
 * headings. A link that leaves the repository is broken too. Links inside code (fenced
 * blocks, inline code spans) are text, not links, and web addresses are not followed.
 */
class DocLinksTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();

    /** {@code [text](target)} and {@code ![alt](target)}; the target may be in angle brackets and have a title. */
    private static final Pattern INLINE = Pattern.compile("!?\\[(?:[^\\[\\]]|\\[[^\\[\\]]*\\])*\\]\\(\\s*(<[^>]*>|[^()\\s]*(?:\\([^()\\s]*\\)[^()\\s]*)*)(?:\\s+\"[^\"]*\")?\\s*\\)");
    /** {@code [label]: target}, a reference definition. */
    private static final Pattern REFERENCE = Pattern.compile("(?m)^ {0,3}\\[[^\\]]+\\]:\\s*(<[^>]*>|\\S+)");
    /** {@code <a id="x">} or {@code <a name="x">}: an anchor written in HTML. */
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    @Test
    void everyRelativeLinkOfTheDocumentationResolves() throws IOException {
        List<Path> pages = pages(ROOT);
        assertThat(pages).as("README.md and docs/*.md").contains(ROOT.resolve("README.md"));
        assertThat(pages.size()).as("pages under docs/").isGreaterThan(5);
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages) {
            for (String target : links(Files.readString(page, StandardCharsets.UTF_8))) {
                links++;
                problem(ROOT, page, target).ifPresent(p -> broken.add(ROOT.relativize(page) + ": (" + target + ") " + p));
            }
        }
        assertThat(links).as("links read").isGreaterThan(50);
        assertThat(broken).as("broken links").isEmpty();
    }

    @Test
    void noPageRefersToFilesOutsideTheRepository() throws IOException {
        List<String> found = new ArrayList<>();
        for (String folder : List.of("docs", "grammars", "bindings", "editors")) {
            Path dir = ROOT.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.filter(Files::isRegularFile).filter(DocLinksTest::isText).filter(DocLinksTest::isOurs).toList()) {
                    scanForOutside(file, found);
                }
            }
        }
        scanForOutside(ROOT.resolve("README.md"), found);
        assertThat(found).as("files that point at a folder beside the repository").isEmpty();
    }

    /** Not what a build or a package manager put there (an npm install's node_modules, a build's output), which the repository does not hold. */
    private static boolean isOurs(Path file) {
        for (Path part : ROOT.relativize(file)) {
            String name = part.toString();
            if (name.equals("node_modules") || name.equals("target") || name.equals("build") || name.equals(".vscode-test")) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aBrokenLinkAMissingHeadingAndALinkOutOfTheRepositoryAreFound(@TempDir Path repo) throws IOException {
        Files.createDirectories(repo.resolve("docs/formats"));
        Files.writeString(repo.resolve("docs/formats/xgid.md"), """
                # XGID notes

                ## The cube: `log2` of its value
                ## Dialects
                ## Dialects
                <a id="fields"></a>
                """);
        Files.writeString(repo.resolve("README.md"), """
                # Ludex
                [notes](docs/formats/xgid.md) and [the cube](docs/formats/xgid.md#the-cube-log2-of-its-value),
                [dialects](docs/formats/xgid.md#dialects-1), [fields](docs/formats/xgid.md#fields),
                ![a picture](docs/missing.svg "a title"), [gone](docs/gone.md), [no heading](docs/formats/xgid.md#the-dice),
                [here](#ludex), [not here](#nowhere), [web](https://example.org/x.md), [outside](../shared/decisions.md),
                [a folder](docs/formats/), [spaces](docs/formats/xgid.md%23x)
                `[code](not-a-link.md)`
                ```
                [fenced](not-a-link-either.md)
                ```
                [ref]: docs/absent.md
                """);
        Path readme = repo.resolve("README.md");
        List<String> targets = links(Files.readString(readme));
        assertThat(targets).containsExactly(
                "docs/formats/xgid.md", "docs/formats/xgid.md#the-cube-log2-of-its-value",
                "docs/formats/xgid.md#dialects-1", "docs/formats/xgid.md#fields",
                "docs/missing.svg", "docs/gone.md", "docs/formats/xgid.md#the-dice",
                "#ludex", "#nowhere", "https://example.org/x.md", "../shared/decisions.md",
                "docs/formats/", "docs/formats/xgid.md%23x", "docs/absent.md");
        Map<String, String> problems = new HashMap<>();
        for (String target : targets) {
            problem(repo, readme, target).ifPresent(p -> problems.put(target, p));
        }
        assertThat(problems.keySet()).containsExactlyInAnyOrder(
                "docs/missing.svg", "docs/gone.md", "docs/formats/xgid.md#the-dice", "#nowhere",
                "../shared/decisions.md", "docs/formats/xgid.md%23x", "docs/absent.md");
        assertThat(problems.get("docs/formats/xgid.md#the-dice")).contains("no heading");
        assertThat(problems.get("../shared/decisions.md")).contains("outside the repository");
    }

    @Test
    void headingsGetTheAnchorsGitHubGivesThem() {
        Set<String> anchors = anchors("""
                # Ludex
                ## The command line
                ### `ludex check`: errors and warnings
                ## Dialects (every format)
                ## Dialects (every format)
                ## CGP, the rune draft & GCG
                ## [Linked](x.md) heading
                ```
                # not a heading
                ```
                """);
        assertThat(anchors).containsExactly("ludex", "the-command-line", "ludex-check-errors-and-warnings",
                "dialects-every-format", "dialects-every-format-1", "cgp-the-rune-draft--gcg", "linked-heading");
    }

    /** README.md and every Markdown page under docs/. */
    private static List<Path> pages(Path root) throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        try (Stream<Path> files = Files.walk(root.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The link targets of a Markdown text, in order, leaving out code. */
    static List<String> links(String markdown) {
        List<String> targets = new ArrayList<>();
        String prose = withoutCode(markdown);
        Matcher inline = INLINE.matcher(prose);
        while (inline.find()) {
            targets.add(unbracket(inline.group(1)));
        }
        Matcher reference = REFERENCE.matcher(prose);
        while (reference.find()) {
            targets.add(unbracket(reference.group(1)));
        }
        return targets;
    }

    /** What is wrong with a link from a page, if anything. */
    static java.util.Optional<String> problem(Path root, Path page, String target) {
        if (SCHEME.matcher(target).find() || target.startsWith("//")) {
            return java.util.Optional.empty();
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path file;
        if (path.isEmpty()) {
            file = page;
        } else {
            String decoded = URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
            file = page.getParent().resolve(decoded).normalize();
            if (!file.startsWith(root.toAbsolutePath().normalize())) {
                return java.util.Optional.of("leads outside the repository");
            }
            if (!Files.exists(file)) {
                return java.util.Optional.of("no such file");
            }
        }
        if (anchor == null || anchor.isEmpty()) {
            return java.util.Optional.empty();
        }
        if (!file.toString().endsWith(".md") || !Files.isRegularFile(file)) {
            return java.util.Optional.of("an anchor into a file that is not a Markdown page");
        }
        try {
            Set<String> anchors = anchors(Files.readString(file, StandardCharsets.UTF_8));
            return anchors.contains(URLDecoder.decode(anchor, StandardCharsets.UTF_8).toLowerCase(Locale.ROOT))
                    ? java.util.Optional.empty()
                    : java.util.Optional.of("no heading with the anchor #" + anchor + " in " + root.relativize(file));
        } catch (IOException e) {
            return java.util.Optional.of("cannot be read: " + e.getMessage());
        }
    }

    /** The anchors of a Markdown text: each heading's, as GitHub makes them, and those written in HTML. */
    static Set<String> anchors(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        String fence = "";
        for (String line : markdown.split("\n", -1)) {
            Matcher open = FENCE.matcher(line);
            if (open.find()) {
                if (!fenced) {
                    fenced = true;
                    fence = open.group(1);
                } else if (open.group(1).charAt(0) == fence.charAt(0) && open.group(1).length() >= fence.length()) {
                    fenced = false;
                }
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(2));
                int n = seen.merge(slug, 1, Integer::sum) - 1;
                anchors.add(n == 0 ? slug : slug + "-" + n);
            }
            Matcher html = HTML_ANCHOR.matcher(line);
            while (html.find()) {
                anchors.add(html.group(1).toLowerCase(Locale.ROOT));
            }
        }
        return anchors;
    }

    /** GitHub's anchor of a heading: links by their text, lowercase, no punctuation but '-' and '_', spaces to '-'. */
    static String slug(String heading) {
        String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
        StringBuilder slug = new StringBuilder();
        text.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        });
        return slug.toString();
    }

    /** The text with fenced blocks and inline code spans blanked out, so that a link shown as code is not one. */
    private static String withoutCode(String markdown) {
        StringBuilder out = new StringBuilder();
        boolean fenced = false;
        String fence = "";
        for (String line : markdown.split("\n", -1)) {
            Matcher open = FENCE.matcher(line);
            if (open.find()) {
                if (!fenced) {
                    fenced = true;
                    fence = open.group(1);
                } else if (open.group(1).charAt(0) == fence.charAt(0) && open.group(1).length() >= fence.length()) {
                    fenced = false;
                }
                out.append('\n');
                continue;
            }
            out.append(fenced ? "" : line.replaceAll("(`+)(?:(?!\\1).)+?\\1", "``")).append('\n');
        }
        return out.toString();
    }

    private static String unbracket(String target) {
        return target.startsWith("<") && target.endsWith(">") ? target.substring(1, target.length() - 1) : target;
    }

    private static boolean isText(Path file) {
        String name = file.getFileName().toString();
        return !(name.endsWith(".svg") || name.endsWith(".png") || name.endsWith(".jar") || name.endsWith(".class"));
    }

    private static void scanForOutside(Path file, List<String> found) throws IOException {
        if (!Files.isRegularFile(file)) {
            return;
        }
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("../" + "shared")) {
                found.add(ROOT.relativize(file) + ":" + (i + 1) + ": " + lines[i].strip());
            }
        }
    }
}
