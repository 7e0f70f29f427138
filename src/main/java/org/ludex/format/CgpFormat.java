package org.ludex.format;

import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpDiagram;
import org.ludex.cgp.CgpJson;
import org.ludex.cgp.CgpParts;
import org.ludex.cgp.CgpReader;
import org.ludex.cgp.CgpValidator;
import org.ludex.cgp.CgpWriter;

import java.util.regex.Pattern;

/** CGP as a {@link Format}: extension .cgp, one position per non-blank line. */
public final class CgpFormat {
    private static final Pattern SHAPE = Pattern.compile("\\S*/\\S*\\s+\\S*\\s+-?\\d+(/-?\\d+)*\\s+-?\\d+.*");

    public static final Format<Cgp> INSTANCE = FormatBuilder.<Cgp>named("cgp").extensions("cgp").recordPerLine(true)
            .looksLike(CgpFormat::looksLike)
            .reader(CgpReader::read).validator(CgpValidator::validate).writer(CgpWriter::write)
            .json(CgpJson::json).diagram(CgpDiagram::draw).parser(CgpReader::parse).describer(CgpParts::describe).outline(CgpParts::outline)
            .grammar(CgpReader.grammar())
            .build();

    private CgpFormat() {}

    /** The first non-blank line has a board with '/' rows, racks, scores and a zero-turn count, and no '|'. */
    static boolean looksLike(String text) {
        String line = FirstLine.of(text);
        return SHAPE.matcher(line).matches() && !line.contains("|");
    }
}
