package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.ludex.format.Conversion;
import org.ludex.parse.ParseResult;

import static org.assertj.core.api.Assertions.assertThat;

/** A match's positions as XGIDs: before any record, with the dice of a roll, and at the end. */
class MatXgidTest {
    private static final String MATCH = " 3 point match\n\n Game 1\n Ann : 0                        Bob : 0\n"
            + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 61: 13/7* 8/7               Doubles => 2\n";

    private static String at(String text, int events) {
        ParseResult<Mat> read = MatReader.READER.read(text);
        Conversion.Converted converted = MatXgid.at(MatRecord.replay(read.model().orElseThrow(), read.sourceMap()), read.sourceMap(), events);
        assertThat(converted.diagnostics()).isEmpty();
        return converted.text().orElseThrow();
    }

    @Test
    void theRecordsOfAMatchAreItsCells() {
        assertThat(MatRecord.cells(MatReader.READER.read(MATCH).model().orElseThrow())).isEqualTo(4);
    }

    @Test
    void beforeARollThePositionHoldsItsDice() {
        // the opening position, Ann (bottom) to play 31; then Bob (top, turn -1) to play 64 after 8/5 6/5
        assertThat(at(MATCH, 0)).isEqualTo("XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:3:10");
        assertThat(at(MATCH, 1)).isEqualTo("XGID=-b---BD-B---eE---c-e----B-:0:0:-1:64:0:0:0:3:10");
    }

    @Test
    void aDoubleWaitsForItsAnswerAndPastTheEndIsTheLastPosition() {
        String doubled = at(MATCH, Integer.MAX_VALUE);
        // Bob (top) has doubled: as XgidRules writes a double standing
        assertThat(doubled).isEqualTo("XGID=aa---BDBA---dD--ac-e----B-:0:0:-1:D:0:0:0:3:10");
        assertThat(at(MATCH, 3)).isEqualTo(doubled.replace(":-1:D:", ":-1:00:"));
    }

    @Test
    void pastTheLastRecordTheScoreIsTheOneTheLastResultLeaves() {
        String won = MATCH + "  3)  Drops\n  4)                             Wins 1 point\n";
        // Bob's drop: the game ends 0-1, and the position after it says so (Bob, top, has 1)
        assertThat(at(won, Integer.MAX_VALUE)).endsWith(":0:1:0:3:10");
        // before the result, the score is the one the game started at
        assertThat(at(won, 4)).endsWith(":0:0:0:3:10");
        // a result that wins the match: the score stays the one the game began with, as no XGID holds a won match
        String matchWon = MATCH.replace(" 3 point match", " 1 point match") + "  3)  Drops\n  4)                             Wins 1 point and the match\n";
        assertThat(at(matchWon, Integer.MAX_VALUE)).endsWith(":0:0:0:1:10");
    }
}
