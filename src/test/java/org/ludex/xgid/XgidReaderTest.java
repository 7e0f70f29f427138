package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.parse.ParseResult;

import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.xgid.XgidCodes.*;

class XgidReaderTest {
    @Test
    void readsTheOpeningPositionFieldByField() {
        ParseResult<Xgid> result = XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10");
        assertThat(result.diagnostics()).isEmpty();
        Xgid xgid = result.model().orElseThrow();
        assertThat(xgid.position().slot(1)).isEqualTo(new Slot.Checkers(Player.TOP, 2));
        assertThat(xgid.position().slot(6)).isEqualTo(new Slot.Checkers(Player.BOTTOM, 5));
        assertThat(xgid.position().slot(24)).isEqualTo(new Slot.Checkers(Player.BOTTOM, 2));
        assertThat(xgid.position().pips(Player.BOTTOM)).isEqualTo(167);
        assertThat(xgid.position().pips(Player.TOP)).isEqualTo(167);
        assertThat(xgid.cube()).isEqualTo(Cube.INITIAL);
        assertThat(xgid.turn()).isEqualTo(Player.BOTTOM);
        assertThat(xgid.dice()).isEqualTo(new Dice.Rolled(5, 2));
        assertThat(xgid.play()).isEqualTo(new Play.Money(true, true));
        assertThat(xgid.maxCube()).isEqualTo(OptionalInt.of(10));
    }

    @Test
    void reportsTheShortPositionTheTurnAndTheMissingMaxCubeInOneRun() {
        String text = "XGID=--b-C-E----bB-Bb-c----A--:2:1:0:63:2:1:0:7";
        ParseResult<Xgid> result = XgidReader.READER.check(text);
        assertThat(result.complete()).isFalse();
        assertThat(result.sourceMap().unread()).containsExactly(XgidPaths.POSITION);
        assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(POSITION_LENGTH, TURN, MAX_CUBE_MISSING);
        Diagnostic position = result.diagnostics().get(0);
        // at the ':' where the 26th place is missing, where a generated parser reports it
        assertThat(position.span().column()).isEqualTo(31);
        assertThat(position.span().endColumn()).isEqualTo(31);
        assertThat(position.message()).contains("must be 26 characters").contains("this one has 25");
        assertThat(result.diagnostics().get(1).span().column()).isEqualTo(text.indexOf(":0:63") + 2);
        assertThat(result.diagnostics().get(2).severity()).isEqualTo(Severity.WARNING);
    }

    @Test
    void aNumberLongerThanTheGrammarsIsOneFindingWhateverElseTheFieldBreaks() {
        // ten digits fit an int, but the grammar's numbers stop at nine: once the verdict hung on whether the validator
        // had something else to say of the field (a cube above the max cube), and a leading zero left a bare syntax error
        for (String cube : new String[] {"1000000000", "0000000001"}) {
            ParseResult<Xgid> result = XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-:" + cube + ":0:1:52:0:0:3:0:10");
            assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(NUMBER_RANGE);
            assertThat(result.diagnostics().get(0).message()).contains("has 10 digits; a number here has at most 9");
            assertThat(result.sourceMap().unread()).containsExactly(XgidPaths.CUBE);
        }
        assertThat(XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:000000007:10").diagnostics()).isEmpty();
    }

    @Test
    void aFieldTheGrammarRejectsIsReportedWhereTheGrammarStopsReadingIt() {
        String base = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
        // a position one place too long: at its 27th character; a letter past 'p' in it: at the letter
        assertThat(firstError(base.replace("-B-:", "-B--:"))).isEqualTo("1:32 " + POSITION_LENGTH);
        assertThat(firstError(base.replace("--eE", "-zeE"))).isEqualTo("1:17 " + POSITION_LETTER);
        assertThat(firstError(base.replace("-B-:", "-Bz-:"))).isEqualTo("1:31 " + POSITION_LETTER);
        // the bottom player's checkers on the top bar of a position too long: at the bar
        assertThat(firstError(base.replace("XGID=-b", "XGID=I-b"))).isEqualTo("1:6 " + POSITION_BAR);
        // the turn 152 at its '5', the cube owner 10 at its '0', the rules 05 at its '5'
        assertThat(firstError(base.replace(":0:1:52:", ":0:152:52:"))).isEqualTo("1:38 " + TURN);
        assertThat(firstError(base.replace(":0:0:1:52:", ":0:10:1:52:"))).isEqualTo("1:36 " + CUBE_OWNER);
        assertThat(firstError(base.replace(":3:0:10", ":05:0:10"))).isEqualTo("1:47 " + RULES_RANGE);
        // a '-' that is not the '-1' of a cube owner or a turn: at the '-'; after '-1', at what follows
        assertThat(firstError(base.replace(":0:0:1:52:", ":0:-o1:1:52:"))).isEqualTo("1:35 " + FIELD_TEXT);
        assertThat(firstError(base.replace(":0:0:1:52:", ":0:-1x:1:52:"))).isEqualTo("1:37 " + FIELD_TEXT);
        assertThat(firstError(base.replace(":0:0:1:52:", ":-x:0:1:52:"))).isEqualTo("1:33 " + FIELD_TEXT);
        // rules 2 in a match is a value the grammar allows: the whole field
        assertThat(firstError(base.replace(":3:0:10", ":2:7:10"))).isEqualTo("1:46 " + RULES_RANGE);
        // dice: one die at the ':' where the second is missing, three at the third, '0m' at the '0'
        assertThat(firstError(base.replace(":52:", ":5:"))).isEqualTo("1:40 " + DICE);
        assertThat(firstError(base.replace(":52:", ":523:"))).isEqualTo("1:41 " + DICE);
        assertThat(firstError(base.replace(":52:", ":0m:"))).isEqualTo("1:39 " + DICE);
        assertThat(firstError(base.replace(":52:", ":DB:"))).isEqualTo("1:40 " + DICE);
    }

    private static String firstError(String text) {
        Diagnostic first = XgidReader.READER.check(text).diagnostics().stream().filter(Diagnostic::isError).findFirst().orElseThrow();
        return first.span().line() + ":" + first.span().column() + " " + first.code();
    }

    @Test
    void theSeedsFirstExampleTeachesThatField7IsCrawfordInAMatch() {
        ParseResult<Xgid> result = XgidReader.READER.check("XGID=-a----E-C---eE---c-e----B-:1:0:-1:11:0:0:1:7");
        assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(CUBE_CENTERED, CRAWFORD, MAX_CUBE_MISSING);
        assertThat(result.diagnostics().get(1).message()).contains("Crawford").contains("Jacoby applies to money play only");
        assertThat(result.model().orElseThrow().maxCube()).isEmpty();
    }

    @Test
    void theSeedsThirdExampleIsReportedCharacterByCharacter() {
        String text = "XGID=abcdefghijklmnopqrstuvwxyz:0:0:0:00:0:0:1:0";
        ParseResult<Xgid> result = XgidReader.READER.check(text);
        assertThat(result.diagnostics()).filteredOn(d -> d.code().equals(POSITION_LETTER))
                .extracting(d -> d.span().column())
                .containsExactly(22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
        assertThat(result.diagnostics()).extracting(Diagnostic::code).contains(POSITION_BAR, TURN)
                .as("a count past 15 follows from the letters past 'p' and is not said again").doesNotContain(CHECKERS_COUNT);
    }

    @Test
    void readsTheSeedDialectOfDoubledLettersWithAWarning() {
        ParseResult<Xgid> result = XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-:0:0:1:DD:0:0:3:0:10");
        assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(DICE_DOUBLED_LETTER);
        assertThat(result.model().orElseThrow().dice()).isEqualTo(new Dice.Doubling(Dice.Doubling.Stage.DOUBLED));
        assertThat(XgidWriter.write(result.model().get())).endsWith(":1:D:0:0:3:0:10");
    }

    @Test
    void keepsTheDiceInTheOrderWritten() {
        Xgid xgid = XgidReader.READER.read("XGID=-b----E-C---eE---c-e----B-:0:0:1:16:0:0:3:0:10").model().orElseThrow();
        assertThat(xgid.dice()).isEqualTo(new Dice.Rolled(1, 6));
    }

    @Test
    void aBadDieIsReportedAtThatDigit() {
        ParseResult<Xgid> result = XgidReader.READER.read("XGID=-b----E-C---eE---c-e----B-:0:0:1:57:0:0:3:0:10");
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(DICE);
            assertThat(d.span().column()).isEqualTo(40);
            assertThat(d.span().length()).isEqualTo(1);
            assertThat(d.message()).contains("'7'");
        });
    }

    @Test
    void aNumberTooLargeForAnyFieldIsAnErrorNotACrash() {
        ParseResult<Xgid> result = XgidReader.READER.read("XGID=-b----E-C---eE---c-e----B-:" + "9".repeat(50) + ":0:1:52:0:0:3:0:10");
        assertThat(result.complete()).isFalse();
        assertThat(result.sourceMap().unread()).containsExactly(XgidPaths.CUBE);
        assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(NUMBER_RANGE);
    }

    @Test
    void aPositionCharacterThatIsNoLetterIsReportedAtItsIndex() {
        ParseResult<Xgid> result = XgidReader.READER.read("XGID=-b----E-C---eE---c-e--*-B-:0:0:1:52:0:0:3:0:10");
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(POSITION_CHAR);
            assertThat(d.span().column()).isEqualTo(28);
        });
        assertThat(result.sourceMap().span("position/22").column()).isEqualTo(28);
    }

    @Test
    void aSyntaxErrorHidesNoFieldWhosePlaceIsCertain() {
        String text = "XGID=-b----E-C---eE---c-e----Bq:0:0:1:77:0:0:3:0:10:";
        ParseResult<Xgid> result = XgidReader.READER.check(text);
        assertThat(result.diagnostics()).extracting(d -> d.span().column() + " " + d.code())
                .containsExactly("31 " + POSITION_LETTER, "31 " + POSITION_BAR, "39 " + DICE, "40 " + DICE, "53 " + SYNTAX);
        assertThat(result.complete()).as("a record with a syntax error is not written out").isFalse();
    }

    @Test
    void aFieldWithTheWrongTextCostsNoOtherField() {
        ParseResult<Xgid> result = XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-:0::5:5x:0:7:3:0:10");
        assertThat(result.diagnostics()).extracting(d -> d.span().column() + " " + d.code())
                .containsExactly("35 " + SYNTAX, "36 " + TURN, "39 " + DICE, "41 " + SCORE_MONEY);
        assertThat(result.diagnostics().get(0).message()).isEqualTo("unexpected ':', expected a cube owner (1, 0 or -1)");
        assertThat(result.diagnostics().get(2).message()).endsWith("; 'x' is not part of them");
        assertThat(result.diagnostics().get(2).span().length()).as("the one character at fault").isEqualTo(1);
        assertThat(result.sourceMap().unread()).containsExactlyInAnyOrder(XgidPaths.RECORD, XgidPaths.CUBE_OWNER, XgidPaths.DICE);
    }

    @Test
    void aPrefixWithoutItsEqualsSignIsBlamedOnThePrefix() {
        ParseResult<Xgid> result = XgidReader.READER.check("XGID-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10");
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(PREFIX);
            assertThat(d.span().column()).isEqualTo(1);
            assertThat(d.span().endColumn()).isEqualTo(5);
            assertThat(d.fixes()).singleElement().satisfies(f -> {
                assertThat(f.text()).isEqualTo("=");
                assertThat(f.span().column()).isEqualTo(5);
            });
        });
        assertThat(result.model().orElseThrow().position().slot(1)).isEqualTo(Slot.Checkers.of(Player.TOP, 2));
    }

    @Test
    void aStrayCharacterBeforeTheFirstColonIsOneErrorNotAnEchoInEveryField() {
        ParseResult<Xgid> result = XgidReader.READER.check("XGD=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10");
        assertThat(result.diagnostics()).extracting(d -> d.span().column() + " " + d.code()).containsExactly("1 " + CHAR);
        assertThat(result.diagnostics().get(0).message())
                .isEqualTo("unexpected character 'X', expected '-', 'XGID=' or the top player's checkers a-p");
        ParseResult<Xgid> afterPosition = XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-=:0:0:1:52:0:0:3:0:10");
        assertThat(afterPosition.diagnostics()).extracting(d -> d.span().column() + " " + d.code()).containsExactly("32 " + CHAR);
    }

    @Test
    void aLowercasePrefixIsThePrefixAndTheRestIsReadAndChecked() {
        ParseResult<Xgid> result = XgidReader.READER.check("xgid=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10");
        assertThat(result.diagnostics()).extracting(d -> d.span().column() + " " + d.code()).containsExactly("1 " + XgidCodes.PREFIX);
        assertThat(result.model()).isPresent();
        assertThat(XgidReader.READER.check("xgid=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:3:0:10").diagnostics())
                .extracting(Diagnostic::code).containsExactly(XgidCodes.PREFIX, XgidCodes.TURN); // the fields after it are checked
    }
}
