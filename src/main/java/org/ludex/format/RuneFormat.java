package org.ludex.format;

import org.ludex.cgp.CgpDiagram;
import org.ludex.cgp.CgpParts;
import org.ludex.cgprune.RuneCgp;
import org.ludex.cgprune.RuneConversion;
import org.ludex.cgprune.RuneJson;
import org.ludex.cgprune.RuneReader;
import org.ludex.cgprune.RuneValidator;
import org.ludex.cgprune.RuneWriter;

/** The CGP rune draft as a {@link Format}: name cgp-rune, extension .cgpr, one position per non-blank line. */
public final class RuneFormat {
    public static final Format<RuneCgp> INSTANCE = FormatBuilder.<RuneCgp>named("cgp-rune").extensions("cgpr").recordPerLine(true)
            .looksLike(RuneFormat::looksLike)
            .reader(RuneReader::read).validator(RuneValidator::validate).writer(RuneWriter::write)
            .json(RuneJson::json).diagram(RuneFormat::show).parser(RuneReader::parse).grammar(RuneReader.grammar())
            .describer((rune, path) -> RuneConversion.toCgp(rune).flatMap(cgp -> CgpParts.describe(cgp, path)))
            .outline(rune -> RuneConversion.toCgp(rune).map(CgpParts::outline).orElse(java.util.List.of()))
            .build();

    private RuneFormat() {}

    /** The first non-blank line has a board of '~' empties, with '|' rows or the other fields after it. */
    static boolean looksLike(String text) {
        String[] fields = FirstLine.of(text).split("\\s+");
        return fields[0].contains("~") && (fields[0].contains("|") || fields.length >= 4);
    }

    /** Drawn through its letters, as the current CGP; a record whose runes have no letters is shown as written. */
    static String show(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpDiagram::draw)
                .orElseGet(() -> RuneWriter.write(model) + "\n(the runes have no letters in the " + model.distributionName() + " alphabet)\n");
    }
}
