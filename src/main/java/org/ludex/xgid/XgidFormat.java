package org.ludex.xgid;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;

/** XGID as a {@link Format}: extension .xgid, one position per non-blank line. */
public final class XgidFormat implements Format<Xgid> {
    public static final XgidFormat INSTANCE = new XgidFormat();

    private XgidFormat() {}

    @Override
    public String name() {
        return "xgid";
    }

    @Override
    public List<String> extensions() {
        return List.of("xgid");
    }

    @Override
    public boolean recordPerLine() {
        return true;
    }

    /** The first non-blank line starts with {@code XGID=} or has nine or ten colon-separated fields. */
    @Override
    public boolean looksLike(String text) {
        for (String line : text.split("\\R", 64)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty()) {
                long colons = trimmed.chars().filter(c -> c == ':').count();
                return trimmed.startsWith("XGID=") || (colons >= 8 && colons <= 9 && !trimmed.contains(" "));
            }
        }
        return false;
    }

    @Override
    public ParseResult<Xgid> read(SourceText record) {
        return XgidReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(Xgid model, SourceMap sourceMap) {
        return XgidValidator.validate(model, sourceMap);
    }

    @Override
    public String write(Xgid model) {
        return XgidWriter.write(model);
    }

    @Override
    public JsonNode json(Xgid model) {
        return XgidJson.json(model);
    }

    @Override
    public String show(Xgid model) {
        return XgidDiagram.draw(model);
    }

    @Override
    public Parsed<?> parse(SourceText record) {
        return XgidReader.parse(record);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return XgidGrammar.SPEC;
    }
}
