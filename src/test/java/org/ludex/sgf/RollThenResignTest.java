package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Course;
import org.ludex.mat.MatFormat;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GNU Backgammon saves the roll after which a side resigned as the game's last node, one that sets the dice and the
 * side to play ({@code ;PL[B]DI[51]}), where its match text writes the roll with no play ({@code 51:}) before the
 * winner's result. Read as a set-up, the game was not played through at all and the two notations of one real match
 * seemed to differ from its first move; it is the roll, with no play, and the two are one match.
 */
class RollThenResignTest {
    private static final Path CASE = Path.of("testdata/sgf/valid/roll-then-resign.sgf");
    private static final String SAME_MATCH = """
             3 point match

             Game 1
             Ann : 0                        Bob : 0
              1) 31: 8/5 6/5                 42: 8/4 6/4
              2) 62: 24/18 13/11             51:
                 Wins 2 points
            """;

    @Test
    void theLastNodeThatSetsTheDiceBeforeAResignationIsTheRollWithNoPlay() throws IOException {
        ParseResult<Sgf> read = SgfReader.READER.read(SourceText.of(Files.readString(CASE, StandardCharsets.UTF_8)));
        Replayed replayed = SgfRecord.replay(read.model().orElseThrow(), read.sourceMap());
        assertThat(replayed.diagnostics()).as("the replay's findings").isEmpty();
        List<Action> actions = replayed.befores().stream().map(b -> b.action()).toList();
        assertThat(actions).as("every action played through, the roll of 51 and the result among them").hasSize(5);
        assertThat(actions.get(3)).isInstanceOfSatisfying(Action.Roll.class, roll -> {
            assertThat(roll.die1() * 10 + roll.die2()).isEqualTo(51);
            assertThat(roll.moves()).isEmpty();
        });
        assertThat(SgfLeftOut.of(read.model().orElseThrow(), read.sourceMap(), true)).as("nothing of it is lost in the match text").isEmpty();
    }

    @Test
    void itIsTheSameMatchAsTheMatchTextThatWritesTheRollWithNoPlay() throws IOException {
        List<Course.Stop> sgf = Course.of(new SgfFormat(), Files.readAllBytes(CASE)).orElseThrow();
        List<Course.Stop> mat = Course.of(new MatFormat(), SAME_MATCH.getBytes(StandardCharsets.UTF_8)).orElseThrow();
        assertThat(sgf).as("steps").hasSize(5);
        assertThat(sgf.stream().map(Course.Stop::state).toList()).isEqualTo(mat.stream().map(Course.Stop::state).toList());
    }

    @Test
    void aNodeThatSetsTheBoardTooStaysASetUp() {
        String text = "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]RE[W+2R]\n;W[31hefe]\n;PL[B]DI[51]AE[a])\n";
        ParseResult<Sgf> read = SgfReader.READER.read(SourceText.of(text));
        assertThat(SgfGames.of(read.model().orElseThrow()).get(0).actions()).anyMatch(a -> a instanceof SgfAction.Setup);
    }
}
