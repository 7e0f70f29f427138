package org.ludex.mat;

import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.backgammonrecord.Replayed;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * The positions a match's replay played through, for its pictures, page and hovers: the one place that reads them
 * off the replay's result ({@link Replayed}), so that the rest asks only for a cell's path, the side whose
 * cell it is, the cell and the position before it, and the position the record ends on.
 */
final class MatPositions {
    private MatPositions() {}

    /** The position a cell was written on: the cell's path ({@link MatPaths#cell}), the cell, its side and the position. */
    record Before(String path, Cell cell, Side side, Position position) {
        Before {
            requireNonNull(path, "path is null");
            requireNonNull(cell, "cell is null");
            requireNonNull(side, "side is null");
            requireNonNull(position, "position is null");
        }
    }

    /**
     * The positions before each cell played through, in the order written. The replay's actions are a game's cells in
     * the order written ({@link MatRecord}), so an action's index in its game is its cell's.
     */
    static List<Before> befores(Mat mat, Replayed replayed) {
        List<List<Cell>> cells = new ArrayList<>(mat.games().size());
        for (MatGame game : mat.games()) {
            cells.add(cells(game));
        }
        return replayed.befores().stream()
                .map(b -> new Before(b.path(), cells.get(b.game()).get(b.index()), b.side(), b.position()))
                .toList();
    }

    private static List<Cell> cells(MatGame game) {
        List<Cell> cells = new ArrayList<>();
        for (Line line : game.lines()) {
            if (line instanceof Line.Numbered numbered) {
                numbered.left().ifPresent(cells::add);
                numbered.right().ifPresent(cells::add);
            } else if (line instanceof Line.Alone alone) {
                cells.add(alone.result());
            }
        }
        return cells;
    }

    /** The position after the last cell played through; empty when no game was. */
    static Optional<Position> end(Replayed replayed) {
        return replayed.end();
    }
}
