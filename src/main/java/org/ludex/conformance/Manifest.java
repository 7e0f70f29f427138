package org.ludex.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A format's manifest, {@code testdata/<format>/manifest.tsv}: every case of the format
 * with what the suite expects of it, one tab-separated line a case, so that the cases can
 * be run (or read) without Java and without the goldens.
 *
 * <pre>
 * case                       verdict  level    first-error  code       syntax-error
 * valid/opening.xgid         accept   -        -            -          -
 * invalid/turn-zero.xgid     reject   content  1:37         xgid.turn  -
 * invalid/missing-field.xgid reject   syntax   1:40         xgid.syntax 1:40
 * </pre>
 *
 * Lines starting with {@code #} are comments; the first other line is the header.
 */
public final class Manifest {
    /** The manifest's file name in a format's folder. */
    public static final String FILE = "manifest.tsv";
    /** The header line: the columns' names. */
    public static final String HEADER = "case\tverdict\tlevel\tfirst-error\tcode\tsyntax-error";

    private Manifest() {}

    /** The comment lines a manifest opens with. */
    public static List<String> preamble(String format) {
        return List.of(
                "# The " + format + " conformance cases of Ludex, one line per case, tab-separated (written by scripts/write-manifests, checked by the tests).",
                "# case: the case file, from this folder. verdict: accept (valid/: the specification accepts it), reject (invalid/), either (dialect/: tools write it, the specification does not have it).",
                "# level: what rejects the case: syntax (the grammar alone) or content (a check beyond the grammar); - for a case not rejected.",
                "# first-error: LINE:COLUMN of the first error (1-based; columns count code points); code: Ludex's code for it.",
                "# syntax-error: LINE:COLUMN of the grammar's first syntax error, for a case of level syntax. '-' stands for none.");
    }

    /** One line of a manifest. */
    public static String line(String name, SuiteCase.Verdict verdict, SuiteCase.Level level, Position firstError, String code, Position syntaxError) {
        return String.join("\t", name, verdict.word(), level == null ? "-" : level.word(), orDash(firstError), code == null ? "-" : code, orDash(syntaxError));
    }

    private static String orDash(Object value) {
        return value == null ? "-" : value.toString();
    }

    /** Reads the manifest of the format folder {@code folder}; the cases' files are resolved against the folder. */
    public static List<SuiteCase> read(String format, Path folder) throws IOException, BadManifest {
        Path file = folder.resolve(FILE);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<SuiteCase> cases = new ArrayList<>();
        boolean header = false;
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (text.isBlank() || text.startsWith("#")) {
                continue;
            }
            if (!header) {
                if (!text.equals(HEADER)) {
                    throw new BadManifest(file, i + 1, "the header is not '" + HEADER.replace('\t', ' ') + "' (tab-separated)");
                }
                header = true;
                continue;
            }
            String[] cells = text.split("\t", -1);
            if (cells.length != 6) {
                throw new BadManifest(file, i + 1, "a case has 6 tab-separated cells, this line has " + cells.length);
            }
            try {
                SuiteCase.Verdict verdict = SuiteCase.Verdict.valueOf(cells[1].toUpperCase(Locale.ROOT));
                SuiteCase.Level level = cells[2].equals("-") ? null : SuiteCase.Level.valueOf(cells[2].toUpperCase(Locale.ROOT));
                if (verdict == SuiteCase.Verdict.REJECT && level == null) {
                    throw new IllegalArgumentException("a rejected case needs its level (syntax or content)");
                }
                Path caseFile = folder.resolve(cells[0]).normalize();
                if (!caseFile.startsWith(folder.normalize()) || cells[0].isEmpty()) {
                    throw new IllegalArgumentException("the case '" + cells[0] + "' is not inside " + folder);
                }
                cases.add(new SuiteCase(format, cells[0], caseFile, verdict, level, Position.parse(cells[3]),
                        cells[4].equals("-") ? null : cells[4], Position.parse(cells[5])));
            } catch (IllegalArgumentException e) {
                throw new BadManifest(file, i + 1, e.getMessage());
            }
        }
        if (!header) {
            throw new BadManifest(file, lines.size(), "no header line");
        }
        return cases;
    }

    /** A manifest that cannot be read, with the line at fault. */
    public static final class BadManifest extends Exception {
        private static final long serialVersionUID = 1L;

        BadManifest(Path file, int line, String why) {
            super(file + ":" + line + ": " + why);
        }
    }
}
