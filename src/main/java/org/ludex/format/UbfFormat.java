package org.ludex.format;

import org.ludex.ubf.UbfBoard;
import org.ludex.ubf.UbfDiagram;
import org.ludex.ubf.UbfJson;
import org.ludex.ubf.UbfParts;
import org.ludex.ubf.UbfReader;
import org.ludex.ubf.UbfValidator;
import org.ludex.ubf.UbfWriter;

/** UBF as a {@link Format}: extension .ubf, one board per file. */
public final class UbfFormat {
    public static final Format<UbfBoard> INSTANCE = FormatBuilder.<UbfBoard>named("ubf").extensions("ubf").recordPerLine(false)
            .looksLike(UbfFormat::looksLike)
            .reader(UbfReader::read).validator(UbfValidator::validate).writer(UbfWriter::write)
            .json(UbfJson::json).diagram(UbfDiagram::draw).parser(UbfReader::parse).describer(UbfParts::describe).outline(UbfParts::outline)
            .grammar(UbfReader.grammar())
            .build();

    private UbfFormat() {}

    /** The text starts with a bracket followed by a quote or another bracket, or with a quoted cell. */
    static boolean looksLike(String text) {
        String start = text.strip().replace("\uFEFF", "").replaceAll("\\s+", "");
        return start.startsWith("['") || start.startsWith("[[") || start.startsWith("[\"") || start.startsWith("'");
    }
}
