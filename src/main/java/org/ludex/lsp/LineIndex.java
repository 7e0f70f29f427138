package org.ludex.lsp;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.ludex.diagnostic.Span;

import java.util.Arrays;

/**
 * The lines of a document's text, to turn the places Ludex gives (1-based lines and
 * columns in code points) into the protocol's positions (0-based lines, characters in
 * the agreed encoding) and back. Lines end at LF, CR LF or a lone CR, as for Ludex's
 * readers and the protocol alike. A position past the end of its line means the line's
 * end; one past the last line, the end of the text.
 */
final class LineIndex {
    private final String text;
    private final int[] starts;
    private final int lines;

    LineIndex(String text) {
        this.text = text;
        int[] found = new int[16];
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                if (count == found.length) {
                    found = Arrays.copyOf(found, count * 2);
                }
                found[count++] = i + 1;
            }
        }
        this.starts = found;
        this.lines = count;
    }

    String text() {
        return text;
    }

    int lineCount() {
        return lines;
    }

    /** The char index where a 0-based line starts. */
    int lineStart(int line) {
        return starts[Math.max(0, Math.min(line, lines - 1))];
    }

    /** The char index just past a 0-based line's last character, before its line end. */
    int lineEnd(int line) {
        int l = Math.max(0, Math.min(line, lines - 1));
        int end = l + 1 < lines ? starts[l + 1] : text.length();
        while (end > starts[l] && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return end;
    }

    /** The char index of a protocol position, clamped to its line and to the text. */
    int index(Position position, Encoding encoding) {
        if (position.getLine() < 0) {
            return 0;
        }
        if (position.getLine() >= lines) {
            return text.length();
        }
        int i = lineStart(position.getLine());
        int end = lineEnd(position.getLine());
        int units = 0;
        while (i < end && units < position.getCharacter()) {
            int cp = text.codePointAt(i);
            units += encoding.units(cp);
            if (units > position.getCharacter()) {
                break; // inside a character: its start
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    /** The protocol position of a char index. */
    Position position(int index, Encoding encoding) {
        int at = Math.max(0, Math.min(index, text.length()));
        int line = Arrays.binarySearch(starts, 0, lines, at);
        if (line < 0) {
            line = -line - 2;
        }
        int units = 0;
        for (int i = starts[line]; i < at; ) {
            int cp = text.codePointAt(i);
            units += encoding.units(cp);
            i += Character.charCount(cp);
        }
        return new Position(line, units);
    }

    /** The char index of a Ludex place: a 1-based line and a 1-based column in code points. */
    int index(int line, int column) {
        if (line > lines) {
            return text.length();
        }
        int l = Math.max(0, line - 1);
        int i = lineStart(l);
        int end = lineEnd(l);
        for (int k = 1; k < column && i < end; k++) {
            i += Character.charCount(text.codePointAt(i));
        }
        return i;
    }

    /** The protocol range of a Ludex span. */
    Range range(Span span, Encoding encoding) {
        return new Range(position(index(span.line(), span.column()), encoding), position(index(span.endLine(), span.endColumn()), encoding));
    }

    /** The Ludex line and column (both 1-based, the column in code points) of a protocol position. */
    int[] place(Position position, Encoding encoding) {
        int index = index(position, encoding);
        Position at = position(index, Encoding.UTF32);
        return new int[] {at.getLine() + 1, at.getCharacter() + 1};
    }

    /** The protocol position of the end of the text. */
    Position end(Encoding encoding) {
        return position(text.length(), encoding);
    }
}
