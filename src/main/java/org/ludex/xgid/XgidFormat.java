package org.ludex.xgid;

import org.ludex.format.Codec;
import org.ludex.format.Conversion;
import org.ludex.format.FirstLine;
import org.ludex.format.Hint;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;
import org.ludex.format.Pictures;
import org.ludex.parse.PastedText;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/** XGID as a {@link Format}: extension .xgid, one position per non-blank line; drawn, described and coloured. */
public final class XgidFormat extends NamedFormat<Xgid> {
    public static final XgidFormat INSTANCE = new XgidFormat();

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public XgidFormat() {
        super("xgid", List.of("xgid"), true, Codec.of(XgidReader.READER, XgidWriter::write, XgidJson::json)
                .drawn(Pictures.of(XgidDiagram::draw, XgidPicture::draw))
                .described(Parts.of(XgidParts::describe, XgidParts::outline, XgidFormat::hints)).edited(XgidEditor.SUPPORT));
    }

    /** The first non-blank line starts with {@code XGID=} or has nine or ten colon-separated fields. */
    @Override
    public boolean looksLike(String text) {
        String line = FirstLine.of(text);
        long colons = line.chars().filter(c -> c == ':').count();
        return line.startsWith("XGID=") || (colons >= 8 && colons <= 9 && !line.contains(" "));
    }

    /** Lines of text around the XGIDs (eXtreme Gammon's clipboard export): one warning a run, not an error a line. */
    @Override
    public Optional<PastedText> pastedText() {
        return Optional.of(XgidPastedText.INSTANCE);
    }

    /** The name of each field after the position, which an XGID gives by its place alone. */
    private static List<Hint> hints(Xgid model) {
        return List.of(new Hint(XgidPaths.CUBE, "cube:", Hint.Side.BEFORE), new Hint(XgidPaths.CUBE_OWNER, "owner:", Hint.Side.BEFORE),
                new Hint(XgidPaths.TURN, "turn:", Hint.Side.BEFORE), new Hint(XgidPaths.DICE, "dice:", Hint.Side.BEFORE),
                new Hint(XgidPaths.BOTTOM_SCORE, "bottom score:", Hint.Side.BEFORE), new Hint(XgidPaths.TOP_SCORE, "top score:", Hint.Side.BEFORE),
                new Hint(XgidPaths.RULES, model.isMoney() ? "jacoby+beaver:" : "crawford:", Hint.Side.BEFORE),
                new Hint(XgidPaths.MATCH_LENGTH, "match length:", Hint.Side.BEFORE), new Hint(XgidPaths.MAX_CUBE, "max cube:", Hint.Side.BEFORE));
    }

    /** The nine-field XGID of a seed list, with no maximum cube. */
    @Override
    public Set<String> dialectCodes() {
        return Set.of(XgidCodes.MAX_CUBE_MISSING);
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(XgidConversions.XGID_TO_GNUBG, XgidConversions.GNUBG_TO_XGID);
    }
}
