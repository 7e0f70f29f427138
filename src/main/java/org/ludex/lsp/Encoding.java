package org.ludex.lsp;

import org.eclipse.lsp4j.PositionEncodingKind;

import java.util.List;

/**
 * How a position's character counts a line: in UTF-16 code units (the protocol's
 * default), in UTF-8 bytes or in code points (UTF-32), as the client and the server
 * agree at initialization.
 */
enum Encoding {
    UTF8(PositionEncodingKind.UTF8),
    UTF16(PositionEncodingKind.UTF16),
    UTF32(PositionEncodingKind.UTF32);

    private final String kind;

    Encoding(String kind) {
        this.kind = kind;
    }

    String kind() {
        return kind;
    }

    /** How many units of this encoding the code point takes. */
    int units(int codePoint) {
        return switch (this) {
            case UTF16 -> Character.charCount(codePoint);
            case UTF32 -> 1;
            case UTF8 -> codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
        };
    }

    /** The first encoding the client offers that the server knows, in the client's order; UTF-16 when it offers none. */
    static Encoding negotiate(List<String> offered) {
        if (offered != null) {
            for (String kind : offered) {
                for (Encoding encoding : values()) {
                    if (encoding.kind.equals(kind)) {
                        return encoding;
                    }
                }
            }
        }
        return UTF16;
    }
}
