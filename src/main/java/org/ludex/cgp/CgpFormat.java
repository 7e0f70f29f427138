package org.ludex.cgp;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.regex.Pattern;

/** CGP as a {@link Format}: extension .cgp, one position per non-blank line. */
public final class CgpFormat implements Format<Cgp> {
    public static final CgpFormat INSTANCE = new CgpFormat();
    private static final Pattern SHAPE = Pattern.compile("\\S*/\\S*\\s+\\S*\\s+-?\\d+(/-?\\d+)*\\s+-?\\d+.*");

    private CgpFormat() {}

    @Override
    public String name() {
        return "cgp";
    }

    @Override
    public List<String> extensions() {
        return List.of("cgp");
    }

    @Override
    public boolean recordPerLine() {
        return true;
    }

    /** The first non-blank line has a board with '/' rows, racks, scores and a zero-turn count. */
    @Override
    public boolean looksLike(String text) {
        for (String line : text.split("\\R", 64)) {
            if (!line.isBlank()) {
                return SHAPE.matcher(line.strip()).matches() && !line.contains("|");
            }
        }
        return false;
    }

    @Override
    public ParseResult<Cgp> read(SourceText record) {
        return CgpReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(Cgp model, SourceMap sourceMap) {
        return CgpValidator.validate(model, sourceMap);
    }

    @Override
    public String write(Cgp model) {
        return CgpWriter.write(model);
    }

    @Override
    public JsonNode json(Cgp model) {
        return CgpJson.json(model);
    }

    @Override
    public String show(Cgp model) {
        return CgpDiagram.draw(model);
    }

    @Override
    public Parsed<?> parse(SourceText record) {
        return CgpReader.parse(record);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return CgpGrammar.SPEC;
    }
}
