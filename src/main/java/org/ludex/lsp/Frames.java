package org.ludex.lsp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.logging.Logger;

/**
 * The client's bytes as clean protocol frames: each message passed on with its
 * {@code Content-Length} header alone. A header block without a usable length (none, not
 * a number, or longer than {@link #MAX_MESSAGE}) is dropped, and reading goes on at the
 * next {@code Content-Length:} in the stream, so that one malformed frame costs one
 * message and never the rest of the session; the bytes passed over are read, not kept.
 */
final class Frames extends InputStream {
    /** The longest message read: a document of tens of megabytes and its JSON escapes. */
    static final int MAX_MESSAGE = 256 * 1024 * 1024;
    private static final int MAX_HEADER = 8 * 1024;
    private static final byte[] LENGTH = "content-length:".getBytes(StandardCharsets.US_ASCII);
    private static final Logger LOG = Logger.getLogger(Frames.class.getName());

    private final InputStream in;
    private byte[] frame = new byte[0];
    private int position;
    /** A header line already read while looking for the next frame, to be read again as its first line. */
    private boolean resynced;

    Frames(InputStream in) {
        this.in = in;
    }

    @Override
    public int read() throws IOException {
        if (position >= frame.length && !next()) {
            return -1;
        }
        return frame[position++] & 0xFF;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (position >= frame.length && !next()) {
            return -1;
        }
        int n = Math.min(length, frame.length - position);
        System.arraycopy(frame, position, buffer, offset, n);
        position += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Reads the next well-formed frame into {@link #frame}; false at the end of the input. */
    private boolean next() throws IOException {
        while (true) {
            long length = -1;
            boolean any = false;
            while (true) {
                String line = resynced ? "content-length:" + readLine() : readLine();
                resynced = false;
                if (line == null) {
                    return false;
                }
                if (line.isEmpty()) {
                    if (any) {
                        break;
                    }
                    continue; // blank lines between frames
                }
                any = true;
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).strip().toLowerCase(Locale.ROOT).equals("content-length")) {
                    length = parse(line.substring(colon + 1).strip());
                }
            }
            if (length < 0 || length > MAX_MESSAGE) {
                LOG.warning(length < 0 ? "a message without a usable Content-Length header was dropped; reading on at the next one"
                        : "a message of " + length + " bytes, longer than " + MAX_MESSAGE + ", was dropped; reading on at the next one");
                if (!resync()) {
                    return false;
                }
                continue;
            }
            byte[] body = in.readNBytes((int) length);
            if (body.length < length) {
                return false;
            }
            byte[] header = ("Content-Length: " + length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
            frame = new byte[header.length + body.length];
            System.arraycopy(header, 0, frame, 0, header.length);
            System.arraycopy(body, 0, frame, header.length, body.length);
            position = 0;
            return true;
        }
    }

    private static long parse(String digits) {
        if (digits.isEmpty() || digits.length() > 12 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        return Long.parseLong(digits);
    }

    /** A header line without its line end; null at the end of the input. Longer lines are cut. */
    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (line.size() < MAX_HEADER) {
                line.write(c);
            }
        }
        if (c < 0 && line.size() == 0) {
            return null;
        }
        String text = line.toString(StandardCharsets.US_ASCII);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }

    /** Reads up to the next {@code Content-Length:} (any case); false at the end of the input. */
    private boolean resync() throws IOException {
        int matched = 0;
        int c;
        while ((c = in.read()) >= 0) {
            int lower = c >= 'A' && c <= 'Z' ? c + 32 : c;
            if (lower == LENGTH[matched]) {
                matched++;
                if (matched == LENGTH.length) {
                    resynced = true;
                    return true;
                }
            } else {
                matched = lower == LENGTH[0] ? 1 : 0;
            }
        }
        return false;
    }
}
