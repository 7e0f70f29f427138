package org.ludex.registry;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The npm package ({@code bindings/javascript/package}) lists the formats by hand, for JavaScript and
 * for TypeScript: this holds both lists to the registry, so that a format added to Ludex and not to the
 * package (or the other way) fails here, with each format's generated lexer, parser, entry rule, grammar
 * folder and record-per-line flag as the Java reader has them.
 */
class JavaScriptPackageTest {
    /** Formats whose lists in the other languages' packages and the editor come with their generation from grammars/ (not kept by hand). */
    private static final java.util.Set<String> NOT_YET_LISTED = java.util.Set.of("mat");

    private static final Path PACKAGE = Path.of("bindings/javascript/package");
    private static final Pattern ENTRY = Pattern.compile(
            "^\\s*'?([a-z-]+)'?: Object\\.freeze\\(\\{ Lexer: (\\w+), Parser: (\\w+), entry: '(\\w+)', perLine: (true|false) }\\),$", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import (\\w+) from '\\./generated/([a-z]+)/(\\w+)\\.js';$", Pattern.MULTILINE);
    private static final Pattern NAMES = Pattern.compile("export type FormatName = ([^;]+);");

    @Test
    void theFormatsOfTheJavaScriptPackageAreTheRegistrys() throws IOException {
        String module = Files.readString(PACKAGE.resolve("index.mjs"));
        Map<String, String> imports = new LinkedHashMap<>();
        Matcher imported = IMPORT.matcher(module);
        while (imported.find()) {
            assertThat(imported.group(1)).isEqualTo(imported.group(3));
            imports.put(imported.group(1), imported.group(2));
        }
        Map<String, String> inPackage = new TreeMap<>();
        Matcher entry = ENTRY.matcher(module);
        while (entry.find()) {
            inPackage.put(entry.group(1), String.join(" ", imports.get(entry.group(2)), entry.group(2), imports.get(entry.group(3)),
                    entry.group(3), entry.group(4), entry.group(5)));
        }
        Map<String, String> inRegistry = new TreeMap<>();
        for (Format<?> format : Formats.all().stream().filter(f -> !NOT_YET_LISTED.contains(f.name())).toList()) {
            inRegistry.put(format.name(), described(format));
        }
        assertThat(inPackage).as("index.mjs FORMATS: folder Lexer folder Parser entry perLine").isEqualTo(inRegistry);

        Matcher names = NAMES.matcher(Files.readString(PACKAGE.resolve("index.d.ts")));
        assertThat(names.find()).as("index.d.ts declares FormatName").isTrue();
        assertThat(names.group(1).replace("'", "").split("\\s*\\|\\s*")).as("index.d.ts FormatName")
                .containsExactlyInAnyOrderElementsOf(inRegistry.keySet());
    }

    /** A format as the package would list it: the generated lexer and parser, each with its grammar folder, the entry rule, perLine. */
    private static String described(Format<?> format) {
        GrammarSpec<?, ?> grammar = format.grammar();
        Lexer lexer = grammar.lexer().apply(CharStreams.fromString(""));
        lexer.removeErrorListeners();
        Parser parser = grammar.parser().apply(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        String entry = parser.getRuleNames()[entryRule(grammar, parser).getRuleIndex()];
        return String.join(" ", folder(lexer), lexer.getClass().getSimpleName(), folder(parser), parser.getClass().getSimpleName(), entry,
                String.valueOf(format.recordPerLine()));
    }

    @SuppressWarnings("unchecked")
    private static <P extends Parser, C extends ParserRuleContext> C entryRule(GrammarSpec<P, C> grammar, Parser parser) {
        return grammar.entry().apply((P) parser);
    }

    /** The grammar folder a generated class comes from: its package less {@code org.ludex.} and {@code .grammar}. */
    private static String folder(Object generated) {
        return generated.getClass().getPackageName().replace("org.ludex.", "").replace(".grammar", "");
    }
}
