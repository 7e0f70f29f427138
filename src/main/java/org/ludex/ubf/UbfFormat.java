package org.ludex.ubf;

import org.ludex.format.Codec;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;
import org.ludex.format.Pictures;

import java.util.List;

/** UBF as a {@link Format}: extension .ubf, one board per file; drawn, described and coloured. */
public final class UbfFormat extends NamedFormat<UbfBoard> {
    public static final UbfFormat INSTANCE = new UbfFormat();

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public UbfFormat() {
        super("ubf", List.of("ubf"), false, Codec.of(UbfReader.READER, UbfWriter::write, UbfJson::json)
                .drawn(Pictures.of(UbfDiagram::draw, UbfPicture::draw))
                .described(Parts.of(UbfParts::describe, UbfParts::outline, board -> List.of())).edited(UbfEditor.SUPPORT));
    }

    /** The text starts with a bracket followed by a quote or another bracket, or with a quoted cell. */
    @Override
    public boolean looksLike(String text) {
        String start = text.strip().replace("\uFEFF", "").replaceAll("\\s+", "");
        return start.startsWith("['") || start.startsWith("[[") || start.startsWith("[\"") || start.startsWith("'");
    }
}
