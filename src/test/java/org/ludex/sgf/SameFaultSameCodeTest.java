package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordReplay;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.mat.Mat;
import org.ludex.mat.MatReader;
import org.ludex.mat.MatRecord;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same fault, the same code: each invalid match of the conformance cases whose faults are of play, written as SGF
 * from its record, gives the same backgammon.* findings in the same order, each at the SGF node of the action it is
 * about. What SGF cannot write is left aside: a hit's mark, a double's cube value, a play written against the dice
 * (SGF writes single-die steps), a roll followed by a resignation, a session without beavers or with a cube limit.
 */
class SameFaultSameCodeTest {
    private static final Set<String> NOT_IN_SGF = Set.of(BackgammonCodes.PLAY_HIT, BackgammonCodes.CUBE_VALUE,
            BackgammonCodes.PLAY_NOTATION, BackgammonCodes.CUBE_RACCOON);

    private static List<String> codes(List<Diagnostic> found) {
        return found.stream().map(Diagnostic::code).filter(BackgammonCodes::contains).filter(c -> !NOT_IN_SGF.contains(c)).toList();
    }

    @Test
    void everyFaultOfPlayInTheMatchTextIsTheSameFaultInItsSgf() throws IOException {
        List<String> differ = new ArrayList<>();
        int compared = 0;
        try (Stream<Path> files = Files.list(Path.of("testdata/mat/invalid"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".mat")).sorted().toList()) {
                ParseResult<Mat> read = MatReader.READER.read(SourceText.of(Files.readString(file, StandardCharsets.UTF_8)));
                if (read.model().isEmpty() || !read.sourceMap().complete() || read.diagnostics().stream().anyMatch(Diagnostic::isError)) {
                    continue;
                }
                MatchRecord record = MatRecord.of(read.model().get(), read.sourceMap());
                if (record.games().stream().anyMatch(g -> g.actions().stream().anyMatch(a -> a instanceof org.ludex.backgammonrecord.Action.Roll r && r.resigned()))) {
                    continue;
                }
                if (!record.rules().beavers() || record.rules().cubeLimit() != 0) {
                    continue; // rules SGF has no word for (RU names Crawford and Jacoby)
                }
                Replayed mat = RecordReplay.of(record, read.sourceMap());
                List<String> expected = codes(mat.diagnostics());
                if (expected.isEmpty()) {
                    continue;
                }
                String text = SgfFromRecord.sgf(record, mat);
                ParseResult<Sgf> sgfRead = SgfReader.READER.read(SourceText.of(text));
                Replayed sgf = SgfRecord.replay(sgfRead.model().orElseThrow(), sgfRead.sourceMap());
                List<String> actual = codes(sgf.diagnostics());
                if (!actual.equals(expected)) {
                    differ.add(file.getFileName() + ": mat " + expected + ", sgf " + actual);
                }
                compared++;
            }
        }
        assertThat(differ).as("cases whose SGF gives other findings").isEmpty();
        assertThat(compared).as("cases compared").isGreaterThan(15);
    }
}
