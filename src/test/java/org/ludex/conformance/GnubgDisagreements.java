package org.ludex.conformance;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A list of where GNU Backgammon and one of the suites disagree ({@code conformance/gnubg/*-disagreements.tsv}):
 * after its comments and header, a row a case, with the kind of disagreement, gnubg's verdict and the reason, read from
 * what gnubg loaded and from its sources.
 *
 * @param file the list
 * @param rows its rows, each split into its columns
 */
record GnubgDisagreements(Path file, List<List<String>> rows) {
    static GnubgDisagreements read(Path file) throws Exception {
        List<List<String>> rows = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank()).skip(1)
                .map(line -> List.of(line.split("\t", -1))).toList();
        return new GnubgDisagreements(file, rows);
    }

    /** Holds that every row names a case of {@code testdata/FORMAT} once, a kind, a verdict and a reason without "TODO". */
    void holdEachHasItsReason(String format, String caseName) {
        assertThat(rows).as(file + " rows").isNotEmpty().allSatisfy(row -> {
            assertThat(row).as(String.join("\t", row)).hasSize(4);
            assertThat(row.get(0)).matches(caseName);
            assertThat(Path.of("testdata", format, row.get(0))).as("the case of " + row.get(0)).exists();
            assertThat(row.get(1)).isIn("verdict", "line", "failure");
            assertThat(row.get(2)).isIn("accept", "reject", "failure");
            assertThat(row.get(3)).as("the reason of " + row.get(0)).isNotBlank().doesNotContain("TODO");
        });
        assertThat(rows.stream().map(row -> row.get(0)).distinct().count()).as("each case listed once").isEqualTo(rows.size());
    }

    /** Case, kind and verdict of each row, tab-separated and sorted, as {@link #found} gives them. */
    List<String> listed() {
        return rows.stream().map(row -> String.join("\t", row.subList(0, 3))).sorted().toList();
    }

    /** Case, kind and gnubg's verdict of each disagreement in a run, tab-separated and sorted. */
    static List<String> found(List<Result> results) {
        return results.stream().filter(r -> !r.agrees())
                .map(r -> r.suiteCase().name() + "\t" + r.disagreement().word() + "\t" + verdict(r.answer())).sorted().toList();
    }

    private static String verdict(Answer answer) {
        return switch (answer.outcome()) {
            case ACCEPTED -> "accept";
            case REJECTED -> "reject";
            case FAILED -> "failure";
        };
    }
}
