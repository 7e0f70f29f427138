package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.parse.PastedText;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GNU Backgammon's board as it prints it ({@code show board}, {@code export position
 * text}): the Position ID ends one line and the Match ID the next, each after a label
 * and a colon ({@code Position ID:}, {@code Match ID   :}, in whatever language the
 * program speaks), with the board and the score around them. The two ids are read as
 * the pair they are; the rest is one warning. A line is taken for a pair written
 * {@code PositionID:MatchID}, and read as one, when it is a single word with a colon
 * or of base-64 characters alone.
 */
public final class GnubgPastedText implements PastedText {
    public static final GnubgPastedText INSTANCE = new GnubgPastedText();

    /** The two labelled ids: a Position ID ending its line, then a Match ID after the next line's colon. */
    static final Pattern LABELLED = Pattern.compile(
            ":[ \\t]*([A-Za-z0-9+/]{14})[ \\t]*(?:\\r\\n|\\r|\\n)[^:\\r\\n]*:[ \\t]*([A-Za-z0-9+/]{12})(?![A-Za-z0-9+/])");

    private GnubgPastedText() {}

    @Override
    public boolean couldBeRecord(String line) {
        boolean base64 = true;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                return false;
            }
            base64 &= (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
        }
        return line.indexOf(':') >= 0 || base64;
    }

    @Override
    public List<Found> recordsIn(String run) {
        List<Found> found = new ArrayList<>();
        Matcher m = LABELLED.matcher(run);
        while (m.find()) {
            found.add(new Found(m.start(1), m.end(2), List.of(new Edit(m.end(1), m.start(2), ":"))));
        }
        return found;
    }

    @Override
    public Diagnostic finding(Span text, String run, int lines, List<Diagnostic.Fix> edits) {
        boolean labelled = LABELLED.matcher(run).find();
        Diagnostic found = Diagnostic.warning(GnubgCodes.DIALECT_PASTED_TEXT, text, labelled
                ? "GNU Backgammon's board text (" + Diagnostics.count(lines, "line") + "): the Position ID and the Match ID are read"
                + " from their labelled lines as the pair PositionID:MatchID; the rest is not part of the ids and is left out"
                : Diagnostics.count(lines, "line") + " of text around the GNU Backgammon ids, which are written PositionID:MatchID"
                + " alone on a line: the ids are read as written, and the text is left out");
        return found.withFixes(edits);
    }
}
