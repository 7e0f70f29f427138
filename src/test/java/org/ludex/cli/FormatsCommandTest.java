package org.ludex.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ludex formats --json} gives each format of the registry as the other languages' packages, the editor
 * extension and the scripts build their lists from it: its name, extensions, record-per-line flag and
 * encoding pragma, and the generated lexer, parser, entry rule and grammar folder the Java reader has.
 */
class FormatsCommandTest {
    @Test
    void theJsonListsEveryFormatOfTheRegistryWithItsGrammar() throws IOException {
        CliTest.Run run = CliTest.run("", "formats", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        Map<String, String> listed = new TreeMap<>();
        for (JsonNode format : new ObjectMapper().readTree(run.out())) {
            List<String> extensions = new ArrayList<>();
            format.path("extensions").forEach(e -> extensions.add(e.asText()));
            listed.put(format.path("name").asText(), String.join(" ", format.path("grammar").asText(), format.path("lexer").asText(),
                    format.path("grammar").asText(), format.path("parser").asText(), format.path("entry").asText(),
                    format.path("recordPerLine").asText(), String.join(",", extensions), format.path("encodingPragma").asText("-")));
        }
        Map<String, String> inRegistry = new TreeMap<>();
        for (Format<?> format : Formats.all()) {
            inRegistry.put(format.name(), described(format) + " " + String.join(",", format.extensions()) + " "
                    + format.encodingPragma().orElse("-"));
        }
        assertThat(listed).as("ludex formats --json: folder Lexer folder Parser entry perLine extensions pragma").isEqualTo(inRegistry);
    }

    @Test
    void theTableListsEveryFormatByName() {
        CliTest.Run run = CliTest.run("", "formats");
        assertThat(run.code()).isZero();
        assertThat(run.out().lines().map(line -> line.split("\\s+")[0]).toList()).isEqualTo(Formats.all().stream().map(Format::name).toList());
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
