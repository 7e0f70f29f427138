package org.ludex.cgp;

import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Tile;
import org.ludex.crosswordtext.CrosswordPicture;
import org.ludex.draw.Drawing;
import org.ludex.format.Pictures;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** How a CGP is drawn: its diagram, and the picture of the position it writes down. */
public final class CgpPictures implements Pictures<Cgp> {
    public static final CgpPictures INSTANCE = new CgpPictures();

    private CgpPictures() {}

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
}
