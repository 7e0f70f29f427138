package org.ludex.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.registry.Formats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * {@code ludex formats}: the formats this Ludex knows, as its registry has them (those of the class path
 * included). With {@code --json}, what a tool needs to parse each with the parsers ANTLR generates from
 * {@code grammars/} in another language: the grammar's folder, lexer, parser and entry rule, whether each
 * line is a record, the extensions, and the pragma that names a file's encoding. The bindings, the editor
 * extension and the scripts read their lists of formats from it.
 */
@Command(name = "formats", mixinStandardHelpOptions = true,
        description = {"List the formats Ludex knows: each one's name (as --format takes it), title, file extensions, and whether"
                + " each line of a file is a record.",
                "With --json, a JSON array with each format's grammar (its folder under grammars/, lexer, parser and entry rule) besides,"
                        + " for tools that parse the formats with the generated parsers of another language."})
final class FormatsCommand implements Callable<Integer> {
    private final Io io;

    @Option(names = "--json", description = "Print a JSON array, one object a format.")
    boolean json;

    FormatsCommand(Io io) {
        this.io = io;
    }

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter out = io.out();
        if (!json) {
            for (Format<?> format : Formats.all()) {
                out.printf("%-10s %-24s %-12s %s%n", format.name(), format.title(),
                        String.join(" ", format.extensions().stream().map(e -> "." + e).toList()),
                        format.recordPerLine() ? "a record a line" : "a record a file");
            }
            return Main.OK;
        }
        ArrayNode all = JsonNodeFactory.instance.arrayNode();
        for (Format<?> format : Formats.all()) {
            all.add(describe(format));
        }
        out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(all));
        return Main.OK;
    }

    private static ObjectNode describe(Format<?> format) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("name", format.name());
        node.put("title", format.title());
        ArrayNode extensions = node.putArray("extensions");
        format.extensions().forEach(extensions::add);
        node.put("recordPerLine", format.recordPerLine());
        node.put("encodingPragma", format.encodingPragma().orElse(null));
        node.put("pastedText", format.pastedText().isPresent());
        GrammarSpec<?, ?> grammar = format.grammar();
        Lexer lexer = grammar.lexer().apply(CharStreams.fromString(""));
        lexer.removeErrorListeners();
        Parser parser = grammar.parser().apply(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        String pkg = lexer.getClass().getPackageName();          // org.ludex.NAME.grammar: NAME is the grammar's folder
        String folder = pkg.endsWith(".grammar") ? pkg.substring(0, pkg.length() - ".grammar".length()) : pkg;
        node.put("grammar", folder.substring(folder.lastIndexOf('.') + 1));
        node.put("lexer", lexer.getClass().getSimpleName());
        node.put("parser", parser.getClass().getSimpleName());
        node.put("entry", parser.getRuleNames()[entry(grammar, parser)]);
        return node;
    }

    /** The index of the entry rule: the rule the grammar's entry calls, as it starts on an empty text. */
    @SuppressWarnings("unchecked") // the parser was made by the same grammar's factory
    private static <P extends Parser, C extends ParserRuleContext> int entry(GrammarSpec<P, C> grammar, Parser parser) {
        return grammar.entry().apply((P) parser).getRuleIndex();
    }
}
