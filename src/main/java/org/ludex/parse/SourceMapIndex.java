package org.ludex.parse;

import java.util.HashMap;
import java.util.Map;

import static org.ludex.parse.SourceMapBuilder.CELLS;
import static org.ludex.parse.SourceMapBuilder.GRID;
import static org.ludex.parse.SourceMapBuilder.NONE;
import static org.ludex.parse.SourceMapBuilder.RUN;

/**
 * The lookup index of a source map: every path, joined from its recorded pieces, to
 * its entry. A run's or a row's k-th member is packed as one negative int (entry in
 * the low 16 bits, k above them; runs are short: a row, a position).
 */
final class SourceMapIndex {
    private SourceMapIndex() {}

    static Map<String, Integer> of(SourceMapBuilder entries) {
        Map<String, Integer> built;
        int size = entries.size;
        built = new HashMap<>(size * 2);
        for (int i = 0; i < size; i++) {
            if (entries.firsts[i] == RUN) {
                for (int k = 0; k < entries.seconds[i]; k++) {
                    built.put(entries.prefixes[i] + "/" + k, encodeRun(i, k));
                }
            } else if (entries.seconds[i] == CELLS) {
                String row = entries.prefixes[i] + "/" + entries.firsts[i] + "/";
                for (int k = 0; k < entries.starts[i]; k++) {
                    built.put(row + k, encodeRun(i, k));
                }
            } else if (entries.seconds[i] == GRID) {
                int[] grid = entries.cells[i];
                for (int r = 0, at = 0; r < entries.starts[i]; r++) {
                    String row = entries.prefixes[i] + "/" + r;
                    built.put(row, encodeRun(i, at));
                    int count = grid[at + 2];
                    at += 3;
                    for (int c = 0; c < count; c++, at += 2) {
                        built.put(row + "/" + c, encodeRun(i, at));
                    }
                }
            } else {
                built.put(path(entries.prefixes[i], entries.firsts[i], entries.seconds[i], entries.suffixes[i]), i); // a later entry for a path wins
            }
        }
        return built;
    }

    /** A run's k-th member as one negative int: entry in the low 16 bits, k above them (runs are short: a row, a position). */
    static int encodeRun(int entry, int k) {
        return -1 - (entry | (k << 16));
    }

    static int runEntry(int encoded) {
        return (-1 - encoded) & 0xFFFF;
    }

    static int runIndex(int encoded) {
        return (-1 - encoded) >>> 16;
    }

    static String path(String prefix, int first, int second, String suffix) {
        StringBuilder path = new StringBuilder(prefix);
        if (first != NONE) {
            path.append('/').append(first);
        }
        if (second != NONE) {
            path.append('/').append(second);
        }
        if (suffix != null) {
            path.append('/').append(suffix);
        }
        return path.toString();
    }
}
