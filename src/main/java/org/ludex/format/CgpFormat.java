package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpDiagram;
import org.ludex.cgp.CgpJson;
import org.ludex.cgp.CgpParts;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgp.CgpReader;
import org.ludex.cgp.CgpStandard;
import org.ludex.cgp.CgpValidator;
import org.ludex.cgp.CgpWriter;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.CrosswordPicture;
import org.ludex.draw.Drawing;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** CGP as a {@link Format}: extension .cgp, one position per non-blank line; drawn, described and coloured. */
public final class CgpFormat extends NamedFormat<Cgp> implements Pictures<Cgp>, Parts<Cgp> {
    public static final CgpFormat INSTANCE = new CgpFormat();

    private static final Pattern SHAPE = Pattern.compile("\\S*/\\S*\\s+\\S*\\s+-?\\d+(/-?\\d+)*\\s+-?\\d+.*");

    private CgpFormat() {
        super("cgp", List.of("cgp"), true, CgpReader.grammar());
    }

    /** The first non-blank line has a board with '/' rows, racks, scores and a zero-turn count, and no '|'. */
    @Override
    public boolean looksLike(String text) {
        String line = FirstLine.of(text);
        return SHAPE.matcher(line).matches() && !line.contains("|");
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
        return CgpWriter.write(CgpStandard.of(model));
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
    public Optional<Drawing> picture(Cgp model) {
        return Optional.of(CrosswordPicture.draw(model, CrosswordPicture.Players.numbered()));
    }

    @Override
    public Optional<String> describe(Cgp model, String path) {
        return CgpParts.describe(model, path);
    }

    @Override
    public List<Outline> outline(Cgp model) {
        return CgpParts.outline(model);
    }

    /** The name of each of the four fields, which a CGP gives by their place alone. */
    @Override
    public List<Hint> hints(Cgp model) {
        return List.of(new Hint(CgpPaths.row(0), "board:", Hint.Side.BEFORE), new Hint(CgpPaths.RACKS, "racks:", Hint.Side.BEFORE),
                new Hint(CgpPaths.SCORES, "scores:", Hint.Side.BEFORE), new Hint(CgpPaths.ZERO_TURNS, "zero turns:", Hint.Side.BEFORE));
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(Conversions.CGP_TO_RUNE);
    }

    @Override
    public Optional<EditorSupport> editor() {
        return Optional.of(Editors.CGP);
    }
}
