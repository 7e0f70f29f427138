package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.Before;
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
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One match in two notations: GNU Backgammon's match text and its SGF of the same self-play match give, played
 * through, the same position before every action, the same outcome of every game, and no finding of the rules.
 */
class OneMatchTwoNotationsTest {
    private static final Path PAIRS = Path.of("testdata/mat/sgf");
    private static final Path MATS = Path.of("testdata/mat/valid");

    static List<Path> pairs() throws IOException {
        try (Stream<Path> files = Files.list(PAIRS)) {
            return files.filter(f -> f.toString().endsWith(".sgf")).sorted().toList();
        }
    }

    static Replayed sgf(Path file) throws IOException {
        ParseResult<Sgf> read = SgfReader.READER.read(SourceText.of(Files.readString(file, StandardCharsets.UTF_8)));
        assertThat(read.diagnostics()).as("reading " + file).noneMatch(Diagnostic::isError);
        return SgfRecord.replay(read.model().orElseThrow(), read.sourceMap());
    }

    static Replayed mat(Path file) throws IOException {
        ParseResult<Mat> read = MatReader.READER.read(SourceText.of(Files.readString(file, StandardCharsets.UTF_8)));
        assertThat(read.diagnostics()).as("reading " + file).noneMatch(Diagnostic::isError);
        return MatRecord.replay(read.model().orElseThrow(), read.sourceMap());
    }

    /**
     * A position with the options of another: GNU Backgammon's SGF says a money session's Jacoby rule
     * ({@code RU[Jacoby]}), its match text does not (the replay then takes a gammon either way).
     */
    private static Position sameRules(Position position, Position other) {
        return new Position(position.board(), position.turn(), position.phase(), position.dice(), position.cube(),
                position.resignation(), position.result(), position.match(), other.options());
    }

    @Test
    void theMatchTextAndTheSgfOfOneMatchHaveOnePositionBeforeEveryAction() throws IOException {
        int compared = 0;
        List<Path> pairs = pairs();
        assertThat(pairs).as("pairs").isNotEmpty();
        for (Path sgfFile : pairs) {
            Path matFile = MATS.resolve(sgfFile.getFileName().toString().replace(".sgf", ".mat"));
            Replayed sgf = sgf(sgfFile);
            Replayed mat = mat(matFile);
            assertThat(sgf.diagnostics()).as("the replay of " + sgfFile).isEmpty();
            assertThat(mat.diagnostics()).as("the replay of " + matFile).isEmpty();
            assertThat(sgf.outcomes()).as("the games' outcomes, " + sgfFile).isEqualTo(mat.outcomes());
            List<Before> a = mat.befores();
            List<Before> b = sgf.befores();
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                String where = sgfFile.getFileName() + ": action " + i + " (" + a.get(i).path() + ", " + b.get(i).path() + ")";
                assertThat(b.get(i).side()).as("the side, " + where).isEqualTo(a.get(i).side());
                assertThat(sameRules(b.get(i).position(), a.get(i).position())).as("the position before, " + where).isEqualTo(a.get(i).position());
                compared++;
            }
            assertThat(b).as("the actions of " + sgfFile).hasSameSizeAs(a);
            for (int n : new int[] {0, 1, 7, a.size() - 1, a.size(), Integer.MAX_VALUE}) {
                assertThat(sgf.at(n).map(p -> sameRules(p, mat.at(n).orElseThrow()))).as("--events " + n + ", " + sgfFile).isEqualTo(mat.at(n));
            }
            assertThat(sgf.end().map(p -> sameRules(p, mat.end().orElseThrow()))).as("the end, " + sgfFile).isEqualTo(mat.end());
        }
        assertThat(compared).as("positions compared").isGreaterThan(100);
    }
}
