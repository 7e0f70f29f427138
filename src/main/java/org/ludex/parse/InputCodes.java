package org.ludex.parse;

/**
 * The codes every format has, about its input rather than its notation, as suffixes
 * of the format's name ({@code cgp.input.encoding}, {@code gcg.input.binary}).
 */
public final class InputCodes {
    public static final String ENCODING = "input.encoding";
    public static final String BYTE_ORDER_MARK = "input.byte-order-mark";
    public static final String UTF16 = "input.utf16";
    public static final String BINARY = "input.binary";
    public static final String TOO_LONG = "input.too-long";
    public static final String TOO_DEEP = "input.too-deep";
    /** A file of a format of one record per line that holds no record (the formats of one record a file say so themselves). */
    public static final String EMPTY = "input.empty";

    private InputCodes() {}

    /** The code of a format: {@code format.suffix}. */
    public static String of(String format, String suffix) {
        return format + "." + suffix;
    }
}
