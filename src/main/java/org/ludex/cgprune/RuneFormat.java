package org.ludex.cgprune;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.cgp.CgpDiagram;
import org.ludex.cgp.CgpFormat;
import org.ludex.cgp.CgpParts;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.format.Conversion;
import org.ludex.format.EditorSupport;
import org.ludex.format.FirstLine;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;
import org.ludex.format.Pictures;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/**
 * The CGP rune draft as a {@link Format}: name cgp-rune, extension .cgpr, one position per non-blank line.
 * Drawn and described through its letters, as the current CGP.
 */
public final class RuneFormat extends NamedFormat<RuneCgp> implements Pictures<RuneCgp>, Parts<RuneCgp> {
    public static final RuneFormat INSTANCE = new RuneFormat();

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public RuneFormat() {
        super("cgp-rune", List.of("cgpr"), true, RuneReader.grammar());
    }

    @Override
    public String title() {
        return "the CGP rune draft";
    }

    /** The first non-blank line has a board of '~' empties, with '|' rows or the other fields after it. */
    @Override
    public boolean looksLike(String text) {
        String[] fields = FirstLine.of(text).split("\\s+");
        return fields[0].contains("~") && (fields[0].contains("|") || fields.length >= 4);
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

    @Override
    public String show(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpDiagram::draw)
                .orElseGet(() -> RuneWriter.write(model) + "\n(the runes have no letters in the " + model.distributionName() + " alphabet)\n");
    }

    @Override
    public Optional<Drawing> picture(RuneCgp model) {
        return RuneConversion.toCgp(model).flatMap(CgpFormat.INSTANCE::picture);
    }

    @Override
    public String nothingToDraw(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpFormat.INSTANCE::nothingToDraw).orElse("the runes have no letters in their alphabet");
    }

    @Override
    public Optional<String> describe(RuneCgp model, String path) {
        return RuneConversion.toCgp(model).flatMap(cgp -> CgpParts.describe(cgp, path));
    }

    @Override
    public List<Outline> outline(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpParts::outline).orElse(List.of());
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(RuneConversions.CGP_TO_RUNE, RuneConversions.RUNE_TO_CGP);
    }

    @Override
    public Optional<EditorSupport> editor() {
        return Optional.of(RuneEditor.SUPPORT);
    }
}
