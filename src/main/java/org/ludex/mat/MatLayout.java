package org.ludex.mat;

import org.ludex.format.Folding;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A match's shape for an editor: each game folds, from its {@code Game N} line to its last line that is not blank
 * (the line before the next game's at most), and so do the comment and tag lines before the match when there are two
 * or more. Read from the text alone, as an editor asks while the text is being typed; lines end at LF, CR LF or a
 * lone CR.
 */
final class MatLayout {
    /** A game's first line, as the reader recognises it: {@code Game} and a number, spaces around. */
    private static final Pattern GAME = Pattern.compile("[ \\t]*Game[ \\t]+\\d+[ \\t]*");

    static final Folding FOLDING = MatLayout::folds;

    private MatLayout() {}

    static List<Folding.Fold> folds(String text) {
        List<String> lines = List.of(text.split("\\r\\n|\\r|\\n", -1));
        List<Folding.Fold> folds = new ArrayList<>();
        int lead = -1;
        int leadEnd = -1;
        boolean inLead = true;
        int game = -1;
        int lastFilled = -1;
        for (int l = 0; l < lines.size(); l++) {
            String line = lines.get(l).replace("\uFEFF", "");
            String stripped = line.strip();
            if (inLead && (stripped.startsWith(";") || stripped.startsWith("#"))) {
                lead = lead < 0 ? l : lead;
                leadEnd = l;
                continue;
            }
            if (!stripped.isEmpty()) {
                inLead = false;
            }
            if (GAME.matcher(line).matches()) {
                close(folds, game, lastFilled);
                game = l;
            }
            if (!stripped.isEmpty()) {
                lastFilled = l;
            }
        }
        close(folds, game, lastFilled);
        if (lead >= 0 && leadEnd > lead) {
            folds.add(0, new Folding.Fold(lead, leadEnd, Folding.Fold.Kind.COMMENT));
        }
        return folds;
    }

    private static void close(List<Folding.Fold> folds, int game, int lastFilled) {
        if (game >= 0 && lastFilled > game) {
            folds.add(new Folding.Fold(game, lastFilled, Folding.Fold.Kind.REGION));
        }
    }
}
