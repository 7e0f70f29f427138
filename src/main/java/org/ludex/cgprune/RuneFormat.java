package org.ludex.cgprune;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.cgp.CgpDiagram;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;

/** The CGP rune draft as a {@link Format}: name cgp-rune, extension .cgpr, one position per non-blank line. */
public final class RuneFormat implements Format<RuneCgp> {
    public static final RuneFormat INSTANCE = new RuneFormat();

    private RuneFormat() {}

    @Override
    public String name() {
        return "cgp-rune";
    }

    @Override
    public List<String> extensions() {
        return List.of("cgpr");
    }

    @Override
    public boolean recordPerLine() {
        return true;
    }

    /** The first non-blank line has '|'-separated rows with '~' empties and no '/' row separator of the current CGP. */
    @Override
    public boolean looksLike(String text) {
        for (String line : text.split("\\R", 64)) {
            if (!line.isBlank()) {
                String board = line.strip().split("\\s+")[0];
                return board.contains("~") && (board.contains("|") || line.strip().split("\\s+").length >= 4);
            }
        }
        return false;
    }

    @Override
    public ParseResult<RuneCgp> read(SourceText record) {
        return RuneReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(RuneCgp model, SourceMap sourceMap) {
        return RuneValidator.validate(model, sourceMap);
    }

    @Override
    public String write(RuneCgp model) {
        return RuneWriter.write(model);
    }

    @Override
    public JsonNode json(RuneCgp model) {
        return RuneJson.json(model);
    }

    /** Drawn through its letters, as the current CGP; a record whose runes have no letters is shown as written. */
    @Override
    public String show(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpDiagram::draw)
                .orElseGet(() -> RuneWriter.write(model) + "\n(the runes have no letters in the " + model.distributionName() + " alphabet)\n");
    }

    @Override
    public Parsed<?> parse(SourceText record) {
        return RuneReader.parse(record);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return RuneGrammar.SPEC;
    }
}
