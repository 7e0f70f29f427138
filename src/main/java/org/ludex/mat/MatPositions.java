package org.ludex.mat;

import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * The positions a match's replay played through, for its pictures, page and hovers: the one place that reads them
 * off the replay's result ({@link MatReplay.Replayed}), so that the rest asks only for a cell's path, the side whose
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

    /** The positions before each cell played through, in the order written. */
    static List<Before> befores(MatReplay.Replayed replayed) {
        return replayed.befores().stream().map(b -> new Before(b.path(), b.cell(), b.side(), b.position())).toList();
    }

    /** The position after the last cell played through; empty when no game was. */
    static Optional<Position> end(MatReplay.Replayed replayed) {
        return replayed.end();
    }
}
