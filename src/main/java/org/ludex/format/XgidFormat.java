package org.ludex.format;

import org.ludex.xgid.Xgid;
import org.ludex.xgid.XgidDiagram;
import org.ludex.xgid.XgidJson;
import org.ludex.xgid.XgidParts;
import org.ludex.xgid.XgidReader;
import org.ludex.xgid.XgidValidator;
import org.ludex.xgid.XgidWriter;

/** XGID as a {@link Format}: extension .xgid, one position per non-blank line. */
public final class XgidFormat {
    public static final Format<Xgid> INSTANCE = FormatBuilder.<Xgid>named("xgid").extensions("xgid").recordPerLine(true)
            .looksLike(XgidFormat::looksLike)
            .reader(XgidReader::read).validator(XgidValidator::validate).writer(XgidWriter::write)
            .json(XgidJson::json).diagram(XgidDiagram::draw).parser(XgidReader::parse).describer(XgidParts::describe).outline(XgidParts::outline)
            .grammar(XgidReader.grammar())
            .build();

    private XgidFormat() {}

    /** The first non-blank line starts with {@code XGID=} or has nine or ten colon-separated fields. */
    static boolean looksLike(String text) {
        String line = FirstLine.of(text);
        long colons = line.chars().filter(c -> c == ':').count();
        return line.startsWith("XGID=") || (colons >= 8 && colons <= 9 && !line.contains(" "));
    }
}
