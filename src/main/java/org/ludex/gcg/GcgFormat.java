package org.ludex.gcg;

import org.ludex.format.Format;
import org.ludex.format.FormatBinding;

import java.util.List;

/** GCG as a {@link Format}: extension .gcg, one game per file, bytes decoded as {@link GcgEncoding} says. */
public final class GcgFormat {
    public static final Format<Gcg> INSTANCE = new FormatBinding<>("gcg", List.of("gcg"), false, GcgFormat::looksLike,
            GcgEncoding::decode, GcgReader::read, GcgValidator::validate, GcgWriter::write, GcgJson::json, GcgTable::draw,
            GcgReader::parse, GcgGrammar.SPEC);

    private GcgFormat() {}

    /** The first non-blank line is a pragma or an event. */
    static boolean looksLike(String text) {
        String line = FormatBinding.firstLine(text);
        return line.startsWith("#") || (line.startsWith(">") && line.contains(":"));
    }
}
