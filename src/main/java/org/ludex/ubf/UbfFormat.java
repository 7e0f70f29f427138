package org.ludex.ubf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;

/** UBF as a {@link Format}: extension .ubf, one board per file. */
public final class UbfFormat implements Format<UbfBoard> {
    public static final UbfFormat INSTANCE = new UbfFormat();

    private UbfFormat() {}

    @Override
    public String name() {
        return "ubf";
    }

    @Override
    public List<String> extensions() {
        return List.of("ubf");
    }

    @Override
    public boolean recordPerLine() {
        return false;
    }

    /** The text starts, after white space, with a bracket followed by a quote or another bracket, or with a quoted cell. */
    @Override
    public boolean looksLike(String text) {
        String start = text.stripLeading().replaceAll("\\s+", "");
        return start.startsWith("['") || start.startsWith("[[") || start.startsWith("[\"") || start.startsWith("'");
    }

    @Override
    public ParseResult<UbfBoard> read(SourceText record) {
        return UbfReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(UbfBoard model, SourceMap sourceMap) {
        return UbfValidator.validate(model, sourceMap);
    }

    @Override
    public String write(UbfBoard model) {
        return UbfWriter.write(model);
    }

    @Override
    public JsonNode json(UbfBoard model) {
        return UbfJson.json(model);
    }

    @Override
    public String show(UbfBoard model) {
        return UbfDiagram.draw(model);
    }

    @Override
    public Parsed<?> parse(SourceText record) {
        return UbfReader.parse(record);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return UbfGrammar.SPEC;
    }
}
