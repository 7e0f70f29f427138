package org.ludex.cgprune;

import org.ludex.cgp.CgpDiagram;
import org.ludex.format.Format;
import org.ludex.format.FormatBinding;

import java.util.List;

/** The CGP rune draft as a {@link Format}: name cgp-rune, extension .cgpr, one position per non-blank line. */
public final class RuneFormat {
    public static final Format<RuneCgp> INSTANCE = new FormatBinding<>("cgp-rune", List.of("cgpr"), true, RuneFormat::looksLike, null,
            RuneReader::read, RuneValidator::validate, RuneWriter::write, RuneJson::json, RuneFormat::show, RuneReader::parse,
            RuneGrammar.SPEC);

    private RuneFormat() {}

    /** The first non-blank line has a board of '~' empties, with '|' rows or the other fields after it. */
    static boolean looksLike(String text) {
        String[] fields = FormatBinding.firstLine(text).split("\\s+");
        return fields[0].contains("~") && (fields[0].contains("|") || fields.length >= 4);
    }

    /** Drawn through its letters, as the current CGP; a record whose runes have no letters is shown as written. */
    static String show(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpDiagram::draw)
                .orElseGet(() -> RuneWriter.write(model) + "\n(the runes have no letters in the " + model.distributionName() + " alphabet)\n");
    }
}
