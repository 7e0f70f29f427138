import org.antlr.v4.Tool;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The build's one ANTLR step: generates the lexer and parser (with visitors) of every grammar folder
 * under a root, each into the package its folder names ({@code grammars/NAME/} to
 * {@code org.ludex.NAME.grammar}, in {@code OUT/org/ludex/NAME/grammar/}), with warnings as errors. A
 * folder whose generated code is newer than its grammars is left as it is. Run by Maven (pom.xml) with
 * the ANTLR tool on the class path, as a single Java source file:
 *
 * <pre>java -cp ANTLR-TOOL src/build/Grammars.java grammars target/generated-sources/antlr4</pre>
 *
 * The ANTLR Maven plugin derives a package from a grammar's folder too, but only the bare folder name
 * ({@code xgid}, not {@code org.ludex.xgid.grammar}), so it needs one execution per folder.
 */
public final class Grammars {
    private static final String PACKAGE = "org.ludex.%s.grammar";

    private Grammars() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java -cp ANTLR-TOOL Grammars.java GRAMMAR-ROOT OUTPUT-ROOT");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        Path out = Path.of(args[1]);
        List<Path> folders;
        try (Stream<Path> listed = Files.list(root)) {
            folders = listed.filter(Files::isDirectory).filter(Grammars::hasGrammars).sorted().toList();
        }
        int generated = 0;
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            String pkg = String.format(PACKAGE, name);
            Path target = out.resolve(pkg.replace('.', '/'));
            List<Path> grammars = grammars(folder);
            if (upToDate(grammars, target)) {
                continue;
            }
            List<String> arguments = new ArrayList<>(List.of("-visitor", "-no-listener", "-Werror", "-encoding", "UTF-8",
                    "-package", pkg, "-Xexact-output-dir", "-o", target.toString(), "-lib", folder.toString()));
            grammars.forEach(g -> arguments.add(g.toString()));
            Tool tool = new Tool(arguments.toArray(String[]::new));
            tool.processGrammarsOnCommandLine();
            if (tool.getNumErrors() > 0) {
                System.err.println("grammars: " + tool.getNumErrors() + " errors in " + folder);
                System.exit(1);
            }
            Files.writeString(target.resolve(".generated"), String.join("\n", grammars.stream().map(Path::toString).toList()) + "\n");
            generated++;
        }
        System.out.println("grammars: " + folders.size() + " folders under " + root + ", " + generated + " generated, "
                + (folders.size() - generated) + " up to date");
    }

    private static boolean hasGrammars(Path folder) {
        try {
            return !grammars(folder).isEmpty();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The folder's grammars, lexers first (a parser reads its lexer's tokens). */
    private static List<Path> grammars(Path folder) throws IOException {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.filter(p -> p.toString().endsWith(".g4"))
                    .sorted(Comparator.comparing((Path p) -> !p.getFileName().toString().endsWith("Lexer.g4")).thenComparing(Comparator.naturalOrder()))
                    .toList();
        }
    }

    /** Whether the last generation of the folder is newer than each of its grammars (and of this step). */
    private static boolean upToDate(List<Path> grammars, Path target) throws IOException {
        Path stamp = target.resolve(".generated");
        if (!Files.exists(stamp)) {
            return false;
        }
        FileTime made = Files.getLastModifiedTime(stamp);
        String listed = Files.readString(stamp);
        if (!listed.equals(String.join("\n", grammars.stream().map(Path::toString).toList()) + "\n")) {
            return false;
        }
        for (Path grammar : grammars) {
            if (Files.getLastModifiedTime(grammar).compareTo(made) >= 0) {
                return false;
            }
        }
        return true;
    }
}
