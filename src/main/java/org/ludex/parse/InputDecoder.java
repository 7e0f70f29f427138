package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Strict UTF-8 decoding. A leading byte-order mark is dropped; every invalid byte
 * sequence becomes U+FFFD in the text and an {@code <format>.input.encoding} error
 * at that place, so bad bytes are reported where they are instead of failing the read.
 */
public final class InputDecoder {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private InputDecoder() {}

    public static boolean startsWithBom(byte[] bytes) {
        return bytes.length >= 3 && bytes[0] == BOM[0] && bytes[1] == BOM[1] && bytes[2] == BOM[2];
    }

    public static Decoded utf8(byte[] bytes, String format) {
        return decode(bytes, startsWithBom(bytes) ? BOM.length : 0, format, 0, SourceText::of);
    }

    /**
     * One line of a larger file, without its line end and (on the first line) without
     * the byte-order mark: {@code byteBase} is where its bytes start in the file, for
     * messages, and {@code place} puts its text where it stands in the file.
     */
    public static Decoded line(byte[] bytes, String format, long byteBase, Function<String, SourceText> place) {
        return decode(bytes, 0, format, byteBase, place);
    }

    private static Decoded decode(byte[] bytes, int skip, String format, long byteBase,
                                  Function<String, SourceText> place) {
        if (isAscii(bytes, skip)) { // the common case: one copy, no decoder, no char buffer
            return new Decoded(new String(bytes, skip, bytes.length - skip, StandardCharsets.US_ASCII), List.of());
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, skip, bytes.length - skip);
        CharBuffer out = CharBuffer.allocate(Math.max(16, bytes.length - skip));
        List<int[]> bad = new ArrayList<>(); // {char index in out, byte offset, byte length}
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isUnderflow()) {
                break;
            }
            if (result.isOverflow()) {
                CharBuffer bigger = CharBuffer.allocate(out.capacity() * 2 + 16);
                out.flip();
                bigger.put(out);
                out = bigger;
                continue;
            }
            bad.add(new int[] {out.position(), in.position(), result.length()});
            if (out.remaining() < 1) {
                CharBuffer bigger = CharBuffer.allocate(out.capacity() * 2 + 16);
                out.flip();
                bigger.put(out);
                out = bigger;
            }
            out.put('\uFFFD');
            in.position(in.position() + result.length());
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        if (bad.isEmpty()) {
            return new Decoded(text, List.of());
        }
        SourceText source = place.apply(text);
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (int[] b : bad) {
            int cp = text.codePointCount(0, b[0]);
            diagnostics.add(Diagnostic.error(InputCodes.of(format, InputCodes.ENCODING), source.span(cp, cp + 1),
                    "invalid UTF-8: " + hex(bytes, b[1], b[2]) + " at byte " + (byteBase + b[1]) + " is not a character"));
        }
        return new Decoded(text, diagnostics);
    }

    private static boolean isAscii(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }

    private static String hex(byte[] bytes, int from, int length) {
        StringBuilder s = new StringBuilder("byte");
        s.append(length > 1 ? "s " : " ");
        for (int i = from; i < from + length && i < bytes.length; i++) {
            s.append(String.format("%s0x%02X", i > from ? " " : "", bytes[i] & 0xFF));
        }
        return s.toString();
    }
}
