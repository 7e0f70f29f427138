package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.Optional;

/**
 * Whether the first bytes of a file are text Ludex can read at all. A UTF-16 file (by
 * its byte-order mark, or ASCII with a NUL after every character) and a file with NUL
 * bytes or mostly control bytes (an image, an archive, a word-processor file) get one
 * diagnostic that says what the file is, instead of one per line.
 */
public final class TextCheck {
    /** How many bytes from the start are looked at. */
    public static final int HEAD = 8192;

    private TextCheck() {}

    /** The diagnostic for a file that is not text, or empty when it is; {@code head} is the file's first bytes. */
    public static Optional<Diagnostic> notText(byte[] head, int length, String format) {
        int n = Math.min(length, HEAD);
        if (n >= 2 && ((head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE || (head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF)) {
            boolean little = (head[0] & 0xFF) == 0xFF;
            return Optional.of(error(InputCodes.of(format, InputCodes.UTF16), "the file is UTF-16 (" + (little ? "little" : "big")
                    + "-endian, by its byte-order mark); Ludex reads UTF-8: save it as UTF-8"));
        }
        int nuls = 0;
        int oddNuls = 0;
        int controls = 0;
        for (int i = 0; i < n; i++) {
            int b = head[i] & 0xFF;
            if (b == 0) {
                nuls++;
                oddNuls += i % 2;
            } else if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != 0x0C) {
                controls++;
            }
        }
        if (nuls > 0 && n >= 4 && (nuls * 2 >= n - 1) && (oddNuls == nuls || oddNuls == 0)) {
            return Optional.of(error(InputCodes.of(format, InputCodes.UTF16), "the file looks like UTF-16 without a byte-order mark (a NUL byte"
                    + " beside every character); Ludex reads UTF-8: save it as UTF-8"));
        }
        if (nuls > 0 || controls * 10 > n) {
            return Optional.of(error(InputCodes.of(format, InputCodes.BINARY), "the file is not text: its first " + n + " bytes hold "
                    + (nuls > 0 ? nuls + (nuls == 1 ? " NUL byte" : " NUL bytes") : controls + " control bytes")
                    + "; is it the file you meant?"));
        }
        return Optional.empty();
    }

    private static Diagnostic error(String code, String message) {
        return Diagnostic.error(code, SourceText.of("").all(), message);
    }
}
