package org.ludex.ubf;

import java.util.List;

/**
 * Canonical UBF: a Python list of lists, outer brackets, one row a line, single-quoted
 * cells separated by a comma and a space, a line end after the closing bracket.
 * <pre>
 * [['0 ', '0 ', ...],
 *  ['0 ', '1M', ...],
 *  ...
 *  ['0 ', '0 ', ...]]
 * </pre>
 */
public final class UbfWriter {
    private UbfWriter() {}

    public static String write(UbfBoard board) {
        StringBuilder out = new StringBuilder("[");
        List<List<Square>> rows = board.rows();
        for (int r = 0; r < rows.size(); r++) {
            if (r > 0) {
                out.append(",\n ");
            }
            out.append('[');
            List<Square> row = rows.get(r);
            for (int c = 0; c < row.size(); c++) {
                if (c > 0) {
                    out.append(", ");
                }
                out.append('\'').append(row.get(c).height()).append(row.get(c).letter()).append('\'');
            }
            out.append(']');
        }
        return out.append("]\n").toString();
    }
}
