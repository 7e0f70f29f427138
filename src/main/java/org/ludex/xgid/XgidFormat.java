package org.ludex.xgid;

import org.ludex.format.Format;
import org.ludex.format.FormatBinding;

import java.util.List;

/** XGID as a {@link Format}: extension .xgid, one position per non-blank line. */
public final class XgidFormat {
    public static final Format<Xgid> INSTANCE = new FormatBinding<>("xgid", List.of("xgid"), true, XgidFormat::looksLike, null,
            XgidReader::read, XgidValidator::validate, XgidWriter::write, XgidJson::json, XgidDiagram::draw, XgidReader::parse,
            XgidGrammar.SPEC);

    private XgidFormat() {}

    /** The first non-blank line starts with {@code XGID=} or has nine or ten colon-separated fields. */
    static boolean looksLike(String text) {
        String line = FormatBinding.firstLine(text);
        long colons = line.chars().filter(c -> c == ':').count();
        return line.startsWith("XGID=") || (colons >= 8 && colons <= 9 && !line.contains(" "));
    }
}
