package org.ludex.cgp;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.List;

/**
 * The scores field and the zero-turn count, which CGP and its rune draft write alike
 * (decimal numbers; the grammar has checked the digits): read into numbers and put in
 * the source map. A number too large to be meant is an error, read as 0 and marked
 * unread.
 */
public final class PositionNumbers {
    private PositionNumbers() {}

    /** The numbers read; {@code zeroTurns} is 0 when the count is missing or could not be read. */
    public record Read(List<Integer> scores, int zeroTurns) {}

    /**
     * Reads {@code scores} (the field from {@code scoresStart} to {@code scoresEnd}) and
     * {@code zeroTurns} (null when missing), reporting a number too large as
     * {@code tooLarge}, the notation's own code.
     */
    public static Read read(List<FieldToken> scores, int scoresStart, int scoresEnd, FieldToken zeroTurns,
                            SourceText source, SourceMapBuilder map, List<Diagnostic> diagnostics, String tooLarge) {
        List<Integer> read = new ArrayList<>(scores.size());
        for (int p = 0; p < scores.size(); p++) {
            FieldToken token = scores.get(p);
            map.put(CgpPaths.SCORE, p, token.start(), token.end());
            read.add(integer(token, "score", CgpPaths.score(p), source, map, diagnostics, tooLarge));
        }
        map.put(CgpPaths.SCORES, scoresStart, scoresEnd);
        int zero = 0; // the stand-in when the count could not be read
        if (zeroTurns != null) {
            map.put(CgpPaths.ZERO_TURNS, zeroTurns.start(), zeroTurns.end());
            zero = integer(zeroTurns, "zero-turn count", CgpPaths.ZERO_TURNS, source, map, diagnostics, tooLarge);
        }
        return new Read(read, zero);
    }

    private static int integer(FieldToken token, String what, String path, SourceText source, SourceMapBuilder map,
                               List<Diagnostic> diagnostics, String tooLarge) {
        try {
            return Integer.parseInt(token.text());
        } catch (NumberFormatException tooLargeToRead) {
            map.unread(path);
            diagnostics.add(Diagnostic.error(tooLarge, source.span(token.start(), token.end()),
                    what + " " + ParseDriver.quote(token.text()) + " is far too large to be meant"));
            return 0;
        }
    }
}
