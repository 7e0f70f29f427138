package org.ludex.cgp;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Tile;
import org.ludex.crosswordtext.CrosswordPicture;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.format.EditorSupport;
import org.ludex.format.FirstLine;
import org.ludex.format.Hint;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;
import org.ludex.format.Pictures;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** CGP as a {@link Format}: extension .cgp, one position per non-blank line; drawn, described and coloured. */
public final class CgpFormat extends NamedFormat<Cgp> implements Pictures<Cgp>, Parts<Cgp> {
    public static final CgpFormat INSTANCE = new CgpFormat();

    private static final Pattern SHAPE = Pattern.compile("\\S*/\\S*\\s+\\S*\\s+-?\\d+(/-?\\d+)*\\s+-?\\d+.*");

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public CgpFormat() {
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

    /**
     * The position the CGP writes down ({@link CgpPosition#nearest}: as near as a position comes, for a CGP that is
     * none), drawn with its players numbered, the first to move; the squares of its {@code lm}; the tile set and board
     * it names; and its racks, scores and board as written (a rack in the order written, a score or rack left out,
     * a board that is not square). None for a board more than {@link CgpPosition#MOST_SQUARES} squares wide or long.
     */
    @Override
    public Optional<Drawing> picture(Cgp model) {
        List<List<Optional<Tile>>> racks = new ArrayList<>();
        for (Rack rack : model.racks()) {
            racks.add(rack.tiles().stream().map(t -> t instanceof RackTile.Letter letter ? Optional.of(letter.tile()) : Optional.<Tile>empty())
                    .toList());
        }
        List<Integer> rows = model.board().rows().stream().map(List::size).toList();
        CrosswordPicture.Marks marks = new CrosswordPicture.Marks(List.of(), 0, Set.copyOf(CgpPosition.lastMove(model)),
                LetterDistribution.named(model.tileSet()), model.layout(), Optional.of(new CrosswordPicture.Written(racks, model.scores().size(), rows)));
        return CgpPosition.nearest(model).map(position -> CrosswordPicture.position(position, marks));
    }

    @Override
    public String nothingToDraw(Cgp model) {
        return "the board is more than " + CgpPosition.MOST_SQUARES + " squares across or down";
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
    public Optional<EditorSupport> editor() {
        return Optional.of(CgpEditor.SUPPORT);
    }
}
