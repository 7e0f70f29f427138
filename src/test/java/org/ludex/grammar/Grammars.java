package org.ludex.grammar;

import org.antlr.v4.Tool;
import org.antlr.v4.tool.ANTLRMessage;
import org.antlr.v4.tool.ANTLRToolListener;
import org.antlr.v4.tool.Grammar;
import org.antlr.v4.tool.LexerGrammar;
import org.antlr.v4.tool.Rule;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/** The grammars under {@code grammars/} as the ANTLR tool sees them. */
final class Grammars {
    static final Path ROOT = Path.of("grammars");

    /** The targets Ludex promises, by the tool's language names. */
    static final List<String> TARGETS = List.of(
            "Java", "JavaScript", "TypeScript", "Python3", "Go", "Cpp", "CSharp", "Dart", "PHP", "Swift");

    /**
     * Names that would shadow members of the ANTLR runtime classes the generated code
     * extends (house style), checked besides every target's reserved words.
     */
    static final Set<String> RUNTIME_MEMBERS = Set.of(
            "start", "stop", "text", "token", "rule", "symbol", "state", "input", "parser", "ctx", "exception", "children");

    private Grammars() {}

    /** Every folder under grammars/ that holds .g4 files. */
    static List<Path> folders() {
        try (Stream<Path> dirs = Files.list(ROOT)) {
            return dirs.filter(Files::isDirectory).filter(d -> !files(d).isEmpty()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The .g4 files of a folder, lexers first so that a parser finds its token vocabulary. */
    static List<Path> files(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".g4"))
                    .sorted((a, b) -> Boolean.compare(!isLexer(a), !isLexer(b)) != 0
                            ? Boolean.compare(!isLexer(a), !isLexer(b)) : a.compareTo(b))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isLexer(Path file) {
        return file.getFileName().toString().endsWith("Lexer.g4");
    }

    /** Runs the tool over one folder for one target; returns every error and warning it gave. */
    static List<String> generate(Path folder, String target, Path output) {
        List<String> args = new ArrayList<>(List.of("-Dlanguage=" + target, "-o", output.toString(), "-Xexact-output-dir",
                "-visitor", "-no-listener", "-Werror", "-lib", folder.toString()));
        files(folder).forEach(f -> args.add(f.toString()));
        Tool tool = new Tool(args.toArray(String[]::new));
        List<String> problems = new ArrayList<>();
        tool.addListener(new ANTLRToolListener() {
            @Override
            public void info(String msg) {}

            @Override
            public void error(ANTLRMessage msg) {
                problems.add("error: " + tool.errMgr.getMessageTemplate(msg).render());
            }

            @Override
            public void warning(ANTLRMessage msg) {
                problems.add("warning: " + tool.errMgr.getMessageTemplate(msg).render());
            }
        });
        tool.processGrammarsOnCommandLine();
        return problems;
    }

    /** Every name a grammar folder defines: rules, tokens, labels, channels and modes, each with what it is. */
    static Map<String, String> names(Path folder) {
        Map<String, String> names = new LinkedHashMap<>();
        Tool tool = new Tool();
        tool.libDirectory = folder.toString();
        for (Path file : files(folder)) {
            Grammar grammar = tool.loadGrammar(file.toString());
            if (grammar == null) {
                throw new IllegalStateException("the tool could not load " + file);
            }
            String where = file.getFileName().toString();
            if (grammar instanceof LexerGrammar lexer) {
                lexer.tokenNameToTypeMap.keySet().stream().filter(n -> !n.startsWith("'") && !n.equals("EOF"))
                        .forEach(n -> names.putIfAbsent(n, "token in " + where));
                lexer.channelNameToValueMap.keySet().stream().filter(n -> !n.equals("HIDDEN") && !n.equals("DEFAULT_TOKEN_CHANNEL"))
                        .forEach(n -> names.putIfAbsent(n, "channel in " + where));
                lexer.modes.keySet().stream().filter(n -> !n.equals(LexerGrammar.DEFAULT_MODE_NAME))
                        .forEach(n -> names.putIfAbsent(n, "mode in " + where));
            }
            for (Rule rule : grammar.rules.values()) {
                names.putIfAbsent(rule.name, (grammar.isLexer() ? "token rule" : "rule") + " in " + where);
                if (rule.getElementLabelNames() != null) {
                    rule.getElementLabelNames().forEach(n -> names.putIfAbsent(n, "label in rule " + rule.name + " of " + where));
                }
                if (rule.getAltLabels() != null) {
                    rule.getAltLabels().keySet().forEach(n -> names.putIfAbsent(n, "alternative label in rule " + rule.name + " of " + where));
                }
            }
        }
        return names;
    }

    /** A target's reserved words, read from the tool's own target class. */
    static Set<String> reservedWords(String target) {
        try {
            Class<?> type = Class.forName("org.antlr.v4.codegen.target." + target + "Target");
            Field field = type.getDeclaredField("reservedWords");
            field.setAccessible(true);
            @SuppressWarnings("unchecked")
            Set<String> words = (Set<String>) field.get(null);
            return Set.copyOf(words);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the ANTLR tool has no reserved words for " + target, e);
        }
    }

    /** "NAME (what it is) is reserved in TARGET" for every clash in a folder; empty when there is none. */
    static List<String> reservedNameClashes(Path folder) {
        List<String> clashes = new ArrayList<>();
        for (Map.Entry<String, String> name : names(folder).entrySet()) {
            Set<String> targets = new TreeSet<>();
            for (String target : TARGETS) {
                Set<String> words = reservedWords(target);
                boolean clash = words.contains(name.getKey())
                        || (target.equals("PHP") && words.contains(name.getKey().toLowerCase(Locale.ROOT)));
                if (clash) {
                    targets.add(target);
                }
            }
            if (!targets.isEmpty()) {
                clashes.add("'" + name.getKey() + "' (" + name.getValue() + ") is a reserved word in " + String.join(", ", targets));
            }
            if (RUNTIME_MEMBERS.contains(name.getKey())) {
                clashes.add("'" + name.getKey() + "' (" + name.getValue() + ") shadows a member of the ANTLR runtime classes");
            }
        }
        return clashes;
    }
}
