package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.draw.UbfPicture;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.ubf.UbfBoard;
import org.ludex.ubf.UbfDiagram;
import org.ludex.ubf.UbfJson;
import org.ludex.ubf.UbfParts;
import org.ludex.ubf.UbfReader;
import org.ludex.ubf.UbfValidator;
import org.ludex.ubf.UbfWriter;

import java.util.List;
import java.util.Optional;

/** UBF as a {@link Format}: extension .ubf, one board per file; drawn, described and coloured. */
public final class UbfFormat extends NamedFormat<UbfBoard> implements Pictures<UbfBoard>, Parts<UbfBoard> {
    public static final UbfFormat INSTANCE = new UbfFormat();

    private UbfFormat() {
        super("ubf", List.of("ubf"), false, UbfReader.grammar());
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
    public Optional<EditorSupport> editor() {
        return Optional.of(Editors.UBF);
    }
}
