package org.ludex.gcg;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.Decoded;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;

/** GCG as a {@link Format}: extension .gcg, one game per file, bytes decoded as {@link GcgEncoding} says. */
public final class GcgFormat implements Format<Gcg> {
    public static final GcgFormat INSTANCE = new GcgFormat();

    private GcgFormat() {}

    @Override
    public String name() {
        return "gcg";
    }

    @Override
    public List<String> extensions() {
        return List.of("gcg");
    }

    @Override
    public boolean recordPerLine() {
        return false;
    }

    /** The first non-blank line is a pragma or an event. */
    @Override
    public boolean looksLike(String text) {
        for (String line : text.split("\\R", 64)) {
            String trimmed = line.strip().replace("\uFEFF", "");
            if (!trimmed.isEmpty()) {
                return trimmed.startsWith("#") || (trimmed.startsWith(">") && trimmed.contains(":"));
            }
        }
        return false;
    }

    @Override
    public Decoded decode(byte[] bytes) {
        return GcgEncoding.decode(bytes);
    }

    @Override
    public ParseResult<Gcg> read(SourceText record) {
        return GcgReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(Gcg model, SourceMap sourceMap) {
        return GcgValidator.validate(model, sourceMap);
    }

    @Override
    public String write(Gcg model) {
        return GcgWriter.write(model);
    }

    @Override
    public JsonNode json(Gcg model) {
        return GcgJson.json(model);
    }

    @Override
    public String show(Gcg model) {
        return GcgTable.draw(model);
    }

    @Override
    public Parsed<?> parse(SourceText record) {
        return GcgReader.parse(record);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return GcgGrammar.SPEC;
    }
}
