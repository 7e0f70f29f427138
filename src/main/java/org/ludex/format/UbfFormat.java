package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;
import org.ludex.draw.UbfPicture;
import org.ludex.ubf.UbfBoard;
import org.ludex.ubf.UbfDiagram;
import org.ludex.ubf.UbfJson;
import org.ludex.ubf.UbfParts;
import org.ludex.ubf.UbfReader;
import org.ludex.ubf.UbfValidator;
import org.ludex.ubf.UbfWriter;

import java.util.List;
import java.util.Optional;

/** UBF as a {@link Format}: extension .ubf, one board per file. */
public final class UbfFormat implements Format<UbfBoard> {
    public static final UbfFormat INSTANCE = new UbfFormat();

    private final GrammarSpec<?, ?> grammar = UbfReader.grammar();

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

    /** The text starts with a bracket followed by a quote or another bracket, or with a quoted cell. */
    @Override
    public boolean looksLike(String text) {
        String start = text.strip().replace("\uFEFF", "").replaceAll("\\s+", "");
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
    public Optional<Drawing> picture(UbfBoard model) {
        return Optional.of(UbfPicture.draw(model));
    }

    @Override
    public Optional<String> describe(UbfBoard model, String path) {
        return UbfParts.describe(model, path);
    }

    @Override
    public List<Outline> outline(UbfBoard model) {
        return UbfParts.outline(model);
    }

    @Override
    public Parsed<ParseTree> parse(SourceText record) {
        return UbfReader.parse(record);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return grammar;
    }

    @Override
    public String toString() {
        return "Format[ubf]";
    }
}
