package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads a file whose every non-blank line is one record (XGID, CGP) a line at a
 * time, so that a file of any size is checked in bounded memory. Each line is
 * decoded as {@link InputDecoder} decodes a whole file (strict UTF-8, a leading
 * byte-order mark dropped, bad bytes reported where they are) and cut to its record
 * as {@link LineRecords} cuts it, with file line numbers and code-point offsets. A
 * line longer than the format allows is not kept: it is counted to its end and
 * reported as too long, as the parse driver reports it.
 */
public final class LineStream {
    private final InputStream in;
    private final String format;
    private final int maxBytes;
    private final RecordLimit limit;
    private byte[] buffer = new byte[8192];
    private int bufferLength;
    private int bufferPosition;
    private byte[] line = new byte[256];
    private int lineNumber;
    private long cpOffset;
    private long byteOffset;
    private boolean started;
    private boolean done;

    /**
     * A line of the file: the whole line (for showing diagnostics against), its record if it has one, its
     * decoding problems, and the line end that followed it as written ("" at the end of the input).
     */
    public record Line(SourceText text, SourceText record, List<Diagnostic> decoding, String lineEnd) {}

    public LineStream(InputStream in, RecordLimit limit) {
        this.in = in;
        this.limit = limit;
        this.format = limit.format();
        this.maxBytes = (int) Math.min(Integer.MAX_VALUE - 64, 4L * limit.maxLength() + 4);
    }

    /** The next line, or null at the end of the input. */
    public Line next() throws IOException {
        if (done) {
            return null;
        }
        int length = 0;
        long skipped = 0; // bytes of an overlong line past what is kept
        long skippedCps = 0;
        long lineStartByte = byteOffset;
        int lineEnd = 0; // code points of the line end: 1 for LF or CR, 2 for CR LF
        String lineEndText = "";
        while (true) {
            int b = read();
            if (b < 0) {
                done = true;
                break;
            }
            if (b == '\n') {
                lineEnd = 1;
                lineEndText = "\n";
                break;
            }
            if (b == '\r') {
                lineEnd = 1;
                lineEndText = "\r";
                if (peek() == '\n') {
                    read();
                    lineEnd = 2;
                    lineEndText = "\r\n";
                }
                break;
            }
            if (length < maxBytes) {
                if (length == line.length) {
                    line = Arrays.copyOf(line, Math.min(maxBytes, line.length * 2));
                }
                line[length++] = (byte) b;
            } else {
                skipped++;
                if ((b & 0xC0) != 0x80) {
                    skippedCps++;
                }
            }
        }
        if (done && lineEnd == 0 && length == 0 && skipped == 0) {
            return null; // the input is empty or ended with a line end
        }
        lineNumber++;
        int bom = 0;
        if (!started) {
            started = true;
            bom = length >= 3 && InputDecoder.startsWithBom(line) ? 3 : 0;
        }
        int number = lineNumber;
        long offset = cpOffset;
        Decoded decoded = InputDecoder.line(Arrays.copyOfRange(line, bom, length), format, lineStartByte + bom,
                text -> SourceText.at(text, number, 1, offset));
        String text = decoded.text();
        SourceText whole = SourceText.at(text, lineNumber, 1, cpOffset);
        long lineCps = whole.length() + skippedCps;
        List<Diagnostic> decoding = decoded.diagnostics();
        SourceText record;
        if (skipped > 0) {
            decoding = new ArrayList<>(decoding);
            Span beyond = new Span(lineNumber, limit.maxLength() + 1, lineNumber, (int) Math.min(Integer.MAX_VALUE, lineCps + 1),
                    cpOffset + limit.maxLength(), cpOffset + lineCps);
            decoding.add(limit.tooLong(beyond, lineCps));
            record = null;
        } else {
            record = LineRecords.record(text, lineNumber, cpOffset);
            Optional<Diagnostic> mark = LineRecords.strayMark(text, lineNumber, cpOffset, format);
            if (mark.isPresent()) {
                decoding = new ArrayList<>(decoding);
                decoding.add(mark.get());
            }
        }
        cpOffset += lineCps + lineEnd;
        return new Line(whole, record, decoding, lineEndText);
    }

    private int read() throws IOException {
        if (bufferPosition == bufferLength && !fill()) {
            return -1;
        }
        byteOffset++;
        return buffer[bufferPosition++] & 0xFF;
    }

    private int peek() throws IOException {
        if (bufferPosition == bufferLength && !fill()) {
            return -1;
        }
        return buffer[bufferPosition] & 0xFF;
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n <= 0) {
            return false;
        }
        bufferLength = n;
        bufferPosition = 0;
        return true;
    }
}
