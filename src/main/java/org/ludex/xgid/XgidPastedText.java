package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.parse.PastedText;

import java.util.List;

/**
 * Text pasted around the XGIDs of a file: eXtreme Gammon's clipboard export puts the
 * XGID on a line of its own, then the board, the score, the cube and the analysis
 * (with decimal commas where the system writes them), and people paste the lot. A
 * line is taken for an XGID, and read as one, when it starts with {@code XGID}, has
 * five colons or more, or is a single word with a colon or a position's letters;
 * every other line is text, and text next to an XGID is one warning for its run.
 */
public final class XgidPastedText implements PastedText {
    public static final XgidPastedText INSTANCE = new XgidPastedText();

    private static final int POSITION_LIKE = 20;
    private static final int COLONS = 5;

    private XgidPastedText() {}

    @Override
    public boolean couldBeRecord(String line) {
        if (line.regionMatches(true, 0, "XGID", 0, 4)) {
            return true;
        }
        int colons = 0;
        boolean spaced = false;
        boolean positionLetters = true;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            colons += c == ':' ? 1 : 0;
            spaced |= Character.isWhitespace(c) || Character.isSpaceChar(c);
            positionLetters &= c == '-' || (c >= 'A' && c <= 'P') || (c >= 'a' && c <= 'p');
        }
        return colons >= COLONS || (!spaced && (colons > 0 || (positionLetters && line.length() >= POSITION_LIKE)));
    }

    @Override
    public Diagnostic finding(Span text, String run, int lines, List<Diagnostic.Fix> edits) {
        String what = run.contains("eXtreme Gammon") ? " (eXtreme Gammon's board and analysis, as its clipboard export writes them)"
                : run.contains("GNU Backgammon") ? " (GNU Backgammon's board)" : "";
        Diagnostic found = Diagnostic.warning(XgidCodes.DIALECT_PASTED_TEXT, text, Diagnostics.count(lines, "line")
                + " of text around the XGID" + what + ", which an XGID file has no place for: the XGID is read as written,"
                + " and format leaves the text out");
        return found.withFixes(edits);
    }
}
