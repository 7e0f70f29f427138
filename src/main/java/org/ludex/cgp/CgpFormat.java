package org.ludex.cgp;

import org.ludex.format.Codec;
import org.ludex.format.FirstLine;
import org.ludex.format.Hint;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;

import java.util.List;
import java.util.regex.Pattern;

/** CGP as a {@link Format}: extension .cgp, one position per non-blank line; drawn, described and coloured. */
public final class CgpFormat extends NamedFormat<Cgp> {
    public static final CgpFormat INSTANCE = new CgpFormat();

    private static final Pattern SHAPE = Pattern.compile("\\S*/\\S*\\s+\\S*\\s+-?\\d+(/-?\\d+)*\\s+-?\\d+.*");

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public CgpFormat() {
        super("cgp", List.of("cgp"), true, Codec.of(CgpReader.READER, (Cgp model) -> CgpWriter.write(CgpStandard.of(model)), CgpJson::json)
                .drawn(CgpPictures.INSTANCE)
                .described(Parts.of(CgpParts::describe, CgpParts::outline, CgpFormat::hints)).edited(CgpEditor.SUPPORT));
    }

    /** The first non-blank line has a board with '/' rows, racks, scores and a zero-turn count, and no '|'. */
    @Override
    public boolean looksLike(String text) {
        String line = FirstLine.of(text);
        return SHAPE.matcher(line).matches() && !line.contains("|");
    }

    /** The name of each of the four fields, which a CGP gives by their place alone. */
    private static List<Hint> hints(Cgp model) {
        return List.of(new Hint(CgpPaths.row(0), "board:", Hint.Side.BEFORE), new Hint(CgpPaths.RACKS, "racks:", Hint.Side.BEFORE),
                new Hint(CgpPaths.SCORES, "scores:", Hint.Side.BEFORE), new Hint(CgpPaths.ZERO_TURNS, "zero turns:", Hint.Side.BEFORE));
    }
}
