package org.ludex.ubf;

import org.ludex.format.Format;
import org.ludex.format.FormatBinding;

import java.util.List;

/** UBF as a {@link Format}: extension .ubf, one board per file. */
public final class UbfFormat {
    public static final Format<UbfBoard> INSTANCE = new FormatBinding<>("ubf", List.of("ubf"), false, UbfFormat::looksLike, null,
            UbfReader::read, UbfValidator::validate, UbfWriter::write, UbfJson::json, UbfDiagram::draw, UbfReader::parse,
            UbfGrammar.SPEC);

    private UbfFormat() {}

    /** The text starts with a bracket followed by a quote or another bracket, or with a quoted cell. */
    static boolean looksLike(String text) {
        String start = text.strip().replace("\uFEFF", "").replaceAll("\\s+", "");
        return start.startsWith("['") || start.startsWith("[[") || start.startsWith("[\"") || start.startsWith("'");
    }
}
