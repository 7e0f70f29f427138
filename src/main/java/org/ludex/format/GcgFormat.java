package org.ludex.format;

import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgEncoding;
import org.ludex.gcg.GcgJson;
import org.ludex.gcg.GcgParts;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.GcgTable;
import org.ludex.gcg.GcgValidator;
import org.ludex.gcg.GcgWriter;

/** GCG as a {@link Format}: extension .gcg, one game per file, bytes decoded as {@link GcgEncoding} says. */
public final class GcgFormat {
    public static final Format<Gcg> INSTANCE = FormatBuilder.<Gcg>named("gcg").extensions("gcg").recordPerLine(false)
            .looksLike(GcgFormat::looksLike).decoder(GcgEncoding::decode)
            .reader(GcgReader::read).validator(GcgValidator::validate).writer(GcgWriter::write)
            .json(GcgJson::json).diagram(GcgTable::draw).parser(GcgReader::parse).describer(GcgParts::describe).outline(GcgParts::outline)
            .events(Gcg::eventLines)
            .grammar(GcgReader.grammar())
            .build();

    private GcgFormat() {}

    /** The first non-blank line is a pragma or an event. */
    static boolean looksLike(String text) {
        String line = FirstLine.of(text);
        return line.startsWith("#") || (line.startsWith(">") && line.contains(":"));
    }
}
