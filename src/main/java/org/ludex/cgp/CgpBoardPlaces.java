package org.ludex.cgp;

import org.ludex.cgp.CgpFields.Cell;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.Row;

import java.util.Arrays;
import java.util.List;

/** Packs the places of a board's rows and squares for the source map, from the fields the board was read from. */
final class CgpBoardPlaces {
    private CgpBoardPlaces() {}

    /**
     * The board's rows and squares for the source map, row after row: the row's start, end
     * and square count, then each square's start and end (a run's squares are all at the run).
     */
    static int[] grid(List<Row> rowFields) {
        int[] grid = new int[3 * rowFields.size() + 2 * 16 * rowFields.size()];
        int at = 0;
        for (Row rowField : rowFields) {
            Cells cells = rowField.cells();
            int rowAt = at;
            grid = ensure(grid, at + 3);
            grid[at] = rowField.start();
            grid[at + 1] = rowField.end();
            at += 3;
            int size = 0;
            for (int t = rowField.from(); t < rowField.to(); t++) {
                int count = cells.kind(t) == Cell.RUN ? CgpFields.runLength(cells.text(t)) : 1;
                grid = ensure(grid, at + 2 * count);
                for (int i = 0; i < count; i++, size++, at += 2) {
                    grid[at] = cells.start(t);
                    grid[at + 1] = cells.end(t);
                }
            }
            grid[rowAt + 2] = size;
        }
        return grid;
    }

    private static int[] ensure(int[] array, int length) {
        return length <= array.length ? array : Arrays.copyOf(array, Math.max(length, array.length * 2));
    }
}
