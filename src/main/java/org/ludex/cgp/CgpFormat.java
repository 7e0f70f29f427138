package org.ludex.cgp;

import org.ludex.format.Format;
import org.ludex.format.FormatBinding;

import java.util.List;
import java.util.regex.Pattern;

/** CGP as a {@link Format}: extension .cgp, one position per non-blank line. */
public final class CgpFormat {
    private static final Pattern SHAPE = Pattern.compile("\\S*/\\S*\\s+\\S*\\s+-?\\d+(/-?\\d+)*\\s+-?\\d+.*");

    public static final Format<Cgp> INSTANCE = new FormatBinding<>("cgp", List.of("cgp"), true, CgpFormat::looksLike, null,
            CgpReader::read, CgpValidator::validate, CgpWriter::write, CgpJson::json, CgpDiagram::draw, CgpReader::parse,
            CgpGrammar.SPEC);

    private CgpFormat() {}

    /** The first non-blank line has a board with '/' rows, racks, scores and a zero-turn count, and no '|'. */
    static boolean looksLike(String text) {
        String line = FormatBinding.firstLine(text);
        return SHAPE.matcher(line).matches() && !line.contains("|");
    }
}
