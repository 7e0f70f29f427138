package org.ludex.mat;

import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.mat.grammar.MatParser;
import org.ludex.parse.ParseDriver;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A match length written in words (' three point match'). The grammar takes a first line
 * that starts with a word for a single game's names line (a .gam file) and fails on
 * 'point', then once more where the match's first game starts: one fault reported three
 * times, none of them at the fault. When the line that failed as names reads as a match
 * header but for its length, this is the one finding, at the length.
 */
final class MatLengthInWords {
    private static final Pattern HEADER = Pattern.compile("[ \\t]*\\p{L}\\S*[ \\t]+[Pp]oints?[ \\t]+[Mm]atch[ \\t]*");

    private MatLengthInWords() {}

    static Optional<Diagnostic> find(SourceText source, MatParser.MatFileContext tree) {
        if (tree.singleGame() == null || tree.singleGame().gameNames() == null) {
            return Optional.empty();
        }
        Token first = tree.singleGame().gameNames().getStart();
        if (first == null || first.getType() == Token.EOF || first.getStartIndex() < 0) {
            return Optional.empty();
        }
        int start = first.getStartIndex();
        String rest = source.slice(start, source.length());
        int lineEnd = rest.length();
        for (int i = 0; i < rest.length(); i++) {
            if (rest.charAt(i) == '\n' || rest.charAt(i) == '\r') {
                lineEnd = i;
                break;
            }
        }
        if (!HEADER.matcher(rest.substring(0, lineEnd)).matches()) {
            return Optional.empty();
        }
        int end = first.getStopIndex() + 1;
        return Optional.of(Diagnostic.error(MatCodes.SYNTAX, source.span(start, end),
                "unexpected " + ParseDriver.quote(first.getText())
                        + ", expected a number: the match length is written in digits, as in ' 3 point match'"));
    }
}
