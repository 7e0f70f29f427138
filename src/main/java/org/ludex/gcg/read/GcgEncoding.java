package org.ludex.gcg.read;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.gcg.GcgCodes;
import org.ludex.parse.Decoded;
import org.ludex.parse.InputDecoder;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the bytes of a GCG file become text: a UTF-8 byte-order mark, or
 * {@code #character-encoding UTF-8} on the first line, means UTF-8;
 * {@code #character-encoding ISO-8859-1} (or {@code latin1}) means Latin-1; any other
 * named encoding is an error at line 1. With no pragma the specification says Latin-1,
 * but bytes that are valid UTF-8 with some non-ASCII in them are read as UTF-8, with a
 * warning, rather than turned into mojibake.
 */
public final class GcgEncoding {
    public static final String PRAGMA = "#character-encoding";

    private GcgEncoding() {}

    public static Decoded decode(byte[] bytes) {
        if (InputDecoder.startsWithBom(bytes)) {
            return InputDecoder.utf8(bytes, "gcg");
        }
        String firstLine = firstLine(bytes);
        if (firstLine.toLowerCase(Locale.ROOT).startsWith(PRAGMA)) {
            String name = firstLine.substring(PRAGMA.length()).strip();
            String key = name.toUpperCase(Locale.ROOT).replace("_", "-");
            if (key.equals("UTF-8") || key.equals("UTF8")) {
                return InputDecoder.utf8(bytes, "gcg");
            }
            if (key.equals("ISO-8859-1") || key.equals("ISO8859-1") || key.equals("LATIN1") || key.equals("LATIN-1")) {
                return new Decoded(new String(bytes, StandardCharsets.ISO_8859_1), List.of());
            }
            Decoded fallback = guess(bytes, false);
            SourceText text = SourceText.of(fallback.text());
            int start = fallback.text().indexOf(name);
            List<Diagnostic> found = new ArrayList<>();
            found.add(Diagnostic.error(GcgCodes.ENCODING_UNKNOWN, start < 0 ? text.span(0, 1) : text.span(start, start + name.length()),
                    "character encoding '" + name + "' is not one a GCG file may use: write UTF-8 or ISO-8859-1"));
            return new Decoded(fallback.text(), found);
        }
        return guess(bytes, true);
    }

    /** Valid UTF-8 with non-ASCII: UTF-8 (with a warning when asked); else Latin-1. */
    private static Decoded guess(byte[] bytes, boolean warn) {
        int firstHigh = -1;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                firstHigh = i;
                break;
            }
        }
        if (firstHigh < 0) {
            return new Decoded(new String(bytes, StandardCharsets.US_ASCII), List.of());
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            if (!warn) {
                return new Decoded(text, List.of());
            }
            int at = new String(bytes, 0, firstHigh, StandardCharsets.UTF_8).codePointCount(0, new String(bytes, 0, firstHigh, StandardCharsets.UTF_8).length());
            SourceText source = SourceText.of(text);
            return new Decoded(text, List.of(Diagnostic.warning(GcgCodes.ENCODING_GUESSED, source.span(at, at + 1),
                    "no #character-encoding pragma, so the file should be ISO-8859-1, but its bytes are UTF-8: read as UTF-8;"
                            + " put '#character-encoding UTF-8' on the first line").withFix(source.span(0, 0), "#character-encoding UTF-8\n")));
        } catch (CharacterCodingException notUtf8) {
            return new Decoded(new String(bytes, StandardCharsets.ISO_8859_1), List.of());
        }
    }

    private static String firstLine(byte[] bytes) {
        int end = 0;
        while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
            end++;
        }
        return new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
    }
}
