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
 * line is taken for an XGID, and read as one, when it starts with {@code XGID} (in any
 * case), has five colons or more, or holds no white space and either a colon or only a
 * position's characters, 20 or more; every other line is text, and text next to an XGID
 * is one warning for its run. This is the rule every package of the grammars implements
 * (grammars/README.md, "How a file is cut into records"), so it names its white space
 * rather than take it from a Unicode version.
 */
public final class XgidPastedText implements PastedText {
    public static final XgidPastedText INSTANCE = new XgidPastedText();

    private static final int POSITION_LIKE = 20;
    private static final int COLONS = 5;

    private XgidPastedText() {}

    @Override
    public boolean couldBeRecord(String line) {
        if (line.length() >= 4 && (line.charAt(0) | 0x20) == 'x' && (line.charAt(1) | 0x20) == 'g'
                && (line.charAt(2) | 0x20) == 'i' && (line.charAt(3) | 0x20) == 'd') {
            return true;
        }
        int colons = 0;
        boolean spaced = false;
        boolean positionLetters = true;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            colons += c == ':' ? 1 : 0;
            spaced |= isWhite(c);
            positionLetters &= c == '-' || (c >= 'A' && c <= 'P') || (c >= 'a' && c <= 'p');
        }
        return colons >= COLONS || (!spaced && (colons > 0 || (positionLetters && line.length() >= POSITION_LIKE)));
    }

    /**
     * White space as the rule counts it: the ASCII controls tab to carriage return and the
     * four separators U+001C to U+001F, and Unicode's space, line and paragraph separators.
     */
    static boolean isWhite(char c) {
        return (c >= '\t' && c <= '\r') || (c >= '\u001c' && c <= '\u0020') || c == '\u00a0' || c == '\u1680'
                || (c >= '\u2000' && c <= '\u200a') || c == '\u2028' || c == '\u2029' || c == '\u202f' || c == '\u205f'
                || c == '\u3000';
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
