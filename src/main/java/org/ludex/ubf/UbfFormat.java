package org.ludex.ubf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.format.EditorSupport;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;
import org.ludex.format.Pictures;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/** UBF as a {@link Format}: extension .ubf, one board per file; drawn, described and coloured. */
public final class UbfFormat extends NamedFormat<UbfBoard> implements Pictures<UbfBoard>, Parts<UbfBoard> {
    public static final UbfFormat INSTANCE = new UbfFormat();

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public UbfFormat() {
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
        return Optional.of(UbfEditor.SUPPORT);
    }
}
