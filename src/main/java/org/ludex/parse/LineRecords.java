package org.ludex.parse;

import org.ludex.diagnostic.SourceText;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a text whose every non-blank line is one record (XGID, CGP files) into
 * those records. Lines end at LF, CR LF or a lone CR; spaces and tabs around a
 * record are not part of it. Each record keeps its place in the file, so that its
 * diagnostics carry the file's line numbers and columns.
 */
public final class LineRecords {
    private LineRecords() {}

    public static List<SourceText> split(String text) {
        List<SourceText> records = new ArrayList<>();
        each(text, records::add);
        return records;
    }

    /** Hands each record to {@code action} in order, without keeping them: for files of any number of records. */
    public static void each(String text, java.util.function.Consumer<SourceText> action) {
        int line = 1;
        int cpOffset = 0;
        int i = 0;
        int n = text.length();
        while (i <= n) {
            int lineStart = i;
            int lineStartCp = cpOffset;
            while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                i++;
            }
            int lineEnd = i;
            int from = lineStart;
            while (from < lineEnd && isBlank(text.charAt(from))) {
                from++;
            }
            int to = lineEnd;
            while (to > from && isBlank(text.charAt(to - 1))) {
                to--;
            }
            int lineCps = text.codePointCount(lineStart, lineEnd);
            if (from < to) {
                int leading = from - lineStart; // spaces and tabs are one char each
                action.accept(SourceText.at(text.substring(from, to), line, leading + 1, lineStartCp + leading));
            }
            cpOffset += lineCps;
            if (i >= n) {
                break;
            }
            if (text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                i += 2;
                cpOffset += 2;
            } else {
                i++;
                cpOffset++;
            }
            line++;
        }
        
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
