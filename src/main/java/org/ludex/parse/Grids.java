package org.ludex.parse;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Helpers for boards given as rows of squares (CGP, the rune draft, UBF). */
public final class Grids {
    private Grids() {}

    /**
     * The width most rows have, the first row's on a tie: what a board's width is meant
     * to be, so that the row that differs is the one reported.
     */
    public static int commonWidth(List<? extends List<?>> rows) {
        int first = rows.isEmpty() ? 0 : rows.get(0).size();
        int same = 0;
        while (same < rows.size() && rows.get(same).size() == first) {
            same++;
        }
        if (same == rows.size()) {
            return first;
        }
        Map<Integer, Integer> widths = new TreeMap<>();
        rows.forEach(row -> widths.merge(row.size(), 1, Integer::sum));
        int width = rows.isEmpty() ? 0 : rows.get(0).size();
        for (Map.Entry<Integer, Integer> w : widths.entrySet()) {
            if (w.getValue() > widths.get(width)) {
                width = w.getKey();
            }
        }
        return width;
    }
}
