package org.ludex.gcg;

import org.junit.jupiter.api.Test;
import org.ludex.cgp.CgpWriter;
import org.ludex.crossword.Fault;
import org.ludex.crossword.Game;
import org.ludex.crossword.Position;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.GcgReplay;
import org.ludex.gcg.replay.ReplayedGame;
import org.ludex.gcg.write.GcgParts;
import org.ludex.gcg.write.GcgPosition;
import org.ludex.gcg.write.GcgWriter;
import org.ludex.parse.ParseResult;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The replay on games built by hand: the position after each event as a CGP, the
 * racks the record makes known, the end of a game, the tile sets of other languages.
 * Each rule's own diagnostic is a conformance case in {@code testdata/gcg/invalid}
 * and an example of the codes table.
 */
class GcgReplayTest {
    static final String OPENING = """
            #character-encoding UTF-8
            #player1 ada Ada Lovelace
            #player2 brook Brook Taylor
            >ada: AEINRST 8D NASTIER +66 66
            >brook: DEFGOPU 9C FUDGE +26 26
            >ada: CEHILMO E5 CHO.. +22 88
            """;

    static Gcg read(String text) {
        ParseResult<Gcg> result = GcgReader.check(text);
        assertThat(result.diagnostics()).as("a legal game").noneMatch(Diagnostic::isError);
        return result.model().orElseThrow();
    }

    static Gcg file(String name) throws Exception {
        return read(Files.readString(Path.of("testdata/gcg/valid", name)));
    }

    @Test
    void thePositionAfterEachEventIsTheBoardTheRacksInTurnOrderAndTheScores() {
        Gcg game = read(OPENING);
        assertThat(CgpWriter.write(GcgPosition.after(game, 0).orElseThrow()))
                .as("before the first event: an empty board, ada to move with the rack of her first line")
                .isEqualTo("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0");
        assertThat(CgpWriter.write(GcgPosition.after(game, 1).orElseThrow()))
                .isEqualTo("15/15/15/15/15/15/15/3NASTIER5/15/15/15/15/15/15/15 DEFGOPU/ 0/66 0 lm 8D NASTIER;");
        assertThat(CgpWriter.write(GcgPosition.after(game, 3).orElseThrow()))
                .as("brook to move; his rack after the last line is not known, nor is ada's")
                .isEqualTo("15/15/15/15/4C10/4H10/4O10/3NASTIER5/2FUDGE8/15/15/15/15/15/15 / 26/88 0 lm E5 CHO..;");
        assertThat(GcgPosition.after(game, 99)).as("past the last event: after the last").isEqualTo(GcgPosition.after(game, 3));
    }

    @Test
    void aWithdrawnPhonyLeavesItsTilesOnItsPlayersRackAndCountsAsAZeroTurn() throws Exception {
        Gcg game = file("phoney-withdrawn.gcg");
        assertThat(CgpWriter.write(GcgPosition.after(game, game.events().size()).orElseThrow()))
                .isEqualTo("15/15/15/15/4C10/4H10/4O10/3NASTIER5/2FUDGE8/15/15/15/15/15/15 /ORSTW 88/26 1 lm challenge 10A WORST;");
    }

    @Test
    void withTheBagEmptyThePlayerNotToMoveHoldsEveryUnseenTile() throws Exception {
        Gcg game = file("end-points-for-opponent-rack.gcg");
        GameState before = GcgReplay.of(game).toEvent(19).state();
        assertThat(before.bag()).isZero();
        assertThat(before.ended()).isFalse();
        assertThat(CgpWriter.write(GcgPosition.cgp(game, before))).contains(" IYZ/WY 734/727 0 ");
        GameState out = GcgReplay.of(game).toEvent(20).state();
        assertThat(out.end()).hasValueSatisfying(end -> {
            assertThat(end.reason()).isEqualTo(Position.End.Reason.WENT_OUT);
            assertThat(out.players().get(end.player()).nickname()).isEqualTo("brook");
        });
        assertThat(CrosswordText.tiles(out.unseen())).isEqualTo("WY");
        GameState last = GcgReplay.of(game).toEnd().state();
        assertThat(last.scores()).containsExactly(727, 807);
        assertThat(last.replayed()).as("the replay's totals are the record's").isEqualTo(last.scores());
    }

    @Test
    void sixZeroPointTurnsEndTheGameAndEachPlayerLosesTheirOwnRack() throws Exception {
        Gcg game = file("negative-cumulative.gcg");
        GcgReplay replay = GcgReplay.of(game).toEvent(5);
        assertThat(replay.state().ended()).isFalse();
        replay.step();
        assertThat(replay.state().end()).hasValueSatisfying(end -> assertThat(end.reason()).isEqualTo(Position.End.Reason.ZERO_TURNS));
        assertThat(replay.state().zeroTurns()).isEqualTo(6);
        assertThat(replay.toEnd().diagnostics()).isEmpty();
    }

    /**
     * The positions of a game ended by six zero-point turns, as MAGPIE gives those of such a game (its test of six passes
     * and two rack penalties): after a phony taken back the other player is to move, the phony's tiles known on its
     * player's rack; a rack penalty passes the turn, so after the first the other player is to move with the rack they
     * pay for next, and the rack paid for is no longer shown (the bag is full: it is not known from the tiles unseen);
     * after both, neither rack is shown. The count of zero-point turns stays at six.
     */
    @Test
    void afterEachRackPenaltyTheOtherPlayerIsToMoveAsMagpieGivesIt() throws Exception {
        Gcg game = file("six-zero-turns-then-both-rack-penalties.gcg");
        ReplayedGame replayed = ReplayedGame.of(game);
        List<String> positions = new java.util.ArrayList<>();
        for (int n = 0; n <= game.eventLines(); n++) {
            String cgp = CgpWriter.write(GcgPosition.position(game, replayed.afterEventLines(n)).orElseThrow());
            positions.add(cgp.replace("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ", "(empty) ").replaceAll(" lex CSW21;( lm [^;]*;)?", ""));
        }
        assertThat(positions).containsExactly(
                "(empty) AEINRSU/ 0/0 0",
                "15/15/15/15/15/15/15/1URANISE7/15/15/15/15/15/15/15 CDIOQVW/ 0/66 0",
                "(empty) CDIOQVW/AEINRSU 0/0 1",
                "(empty) AEINRSU/ 0/0 2",
                "15/15/15/15/15/15/15/7URANISE1/15/15/15/15/15/15/15 BIOQRTU/ 0/66 0",
                "(empty) BIOQRTU/AEINRSU 0/0 3",
                "(empty) AEINRSU/ 0/0 4",
                "(empty) GIOQXYZ/ 0/0 5",
                "(empty) AEINRST/ 0/0 6",
                "(empty) EILLOPQ/ 0/-7 6",
                "(empty) / -7/-18 6");
        GameState end = replayed.end();
        assertThat(end.onTurn()).as("max paid last: ivy is to move").hasValue(0);
        assertThat(end.end()).hasValueSatisfying(e -> assertThat(e.reason()).isEqualTo(Position.End.Reason.ZERO_TURNS));
    }

    /**
     * Going out: the player who did not is to move with the tiles left, which the points for them (North American) leave
     * where they are; under the international rule the rack penalty passes the turn, and with the bag empty the tiles
     * paid for are still known on the rack of the player who paid (every tile not on the board is theirs).
     */
    @Test
    void afterGoingOutTheTilesLeftStayOnTheOtherRack() throws Exception {
        Gcg american = file("end-points-for-opponent-rack.gcg");
        ReplayedGame played = ReplayedGame.of(american);
        assertThat(CgpWriter.write(GcgPosition.position(american, played.afterEventLines(20)).orElseThrow())).contains(" WY/ 727/791 0 ");
        assertThat(CgpWriter.write(GcgPosition.position(american, played.end()).orElseThrow())).contains(" WY/ 727/807 0 ");
        Gcg international = file("international-end-of-game.gcg");
        ReplayedGame paid = ReplayedGame.of(international);
        assertThat(CgpWriter.write(GcgPosition.position(international, paid.afterEventLines(21)).orElseThrow())).contains(" WY/ 727/799 0 ");
        assertThat(CgpWriter.write(GcgPosition.position(international, paid.end()).orElseThrow())).contains(" /WY 799/719 0 ");
        assertThat(paid.end().onTurn()).as("ada paid for WY: brook, who went out, is to move").hasValue(1);
    }

    @Test
    void eachPlayIsScoredWordByWordWithPremiumsOnlyUnderNewTiles() {
        Gcg game = read(OPENING);
        GcgReplay replay = GcgReplay.of(game).toEnd();
        assertThat(replay.scored(0)).hasValue(66);
        assertThat(replay.scored(1)).hasValue(26);
        assertThat(replay.scored(2)).as("CHOAD through A and D: no premium under them").hasValue(22);
        String misscored = OPENING.replace("NASTIER +66 66", "NASTIER +70 70").replace("+22 88", "+22 92");
        assertThat(GcgReader.check(misscored).diagnostics()).filteredOn(Diagnostic::isError).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(GcgCodes.PLAY_SCORE);
            assertThat(d.message()).isEqualTo("the play scores 66, not 70: NASTIER (1x2+1+1+1+1+1+1)x2 = 16, + 50 for all 7 tiles; 66 in all");
            assertThat(d.span().line()).isEqualTo(4);
            assertThat(d.span().column()).isEqualTo(26);
        });
    }

    /**
     * PRIDE scores 10, written +12 for 28; kim's next total, 50, is 26 + 24: the keeper counted the true score there. One
     * fault, one finding: the misscore, which names the total that corrects it; and the writer keeps what the record says.
     */
    @Test
    void aLaterTotalThatCountsAMisscoredPlaysTrueScoreIsNoSecondFinding() throws Exception {
        String text = Files.readString(Path.of("testdata/gcg/invalid/misscore-then-total-with-its-true-score.gcg"));
        ParseResult<Gcg> read = GcgReader.check(text);
        assertThat(read.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(GcgCodes.PLAY_SCORE);
            assertThat(d.span().line()).isEqualTo(7);
            assertThat(d.related()).singleElement().satisfies(r -> {
                assertThat(r.span().line()).isEqualTo(9);
                assertThat(r.span().column()).isEqualTo(27);
                assertThat(r.message()).isEqualTo("the total here, 50, counts the play's true score: the keeper corrected the total");
            });
        });
        assertThat(GcgWriter.write(read.model().orElseThrow())).contains(">kim: DEIOPRU I4 PRID. +12 28\n").contains(">kim: AEOTUVY 3J VOTE +24 50\n");
        assertThat(GcgParts.describe(ReplayedGame.of(read.model().orElseThrow()), GcgPaths.event(4, GcgPaths.Field.CUMULATIVE)))
                .as("the hover on the total that corrects it").hasValueSatisfying(words -> assertThat(words)
                        .contains("28 + 24 = 52, written 50").contains("50 is the sum of kim's scores with each play scored as the board gives it"));
        GameState end = GcgReplay.of(read.model().orElseThrow()).toEnd().state();
        assertThat(end.scores()).as("the totals as written").containsExactly(69, 34);
        assertThat(end.replayed()).as("the totals with the plays' true scores").containsExactly(69, 34);

        // the keeper carried on from the total as written: 28 + 24, then 52 + 19
        String asWritten = text.replace("+24 50", "+24 52").replace("+19 69", "+19 71");
        assertThat(GcgReader.check(asWritten).diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(GcgCodes.PLAY_SCORE);
            assertThat(d.related()).as("nothing corrects it").isEmpty();
        });
        // 51 is neither 28 + 24 nor the true 26 + 24: a second fault, said with both sums; the next total carries on from 51
        String neither = text.replace("+24 50", "+24 51").replace("+19 69", "+19 70");
        List<Diagnostic> found = GcgReader.check(neither).diagnostics();
        assertThat(found).extracting(Diagnostic::code).containsExactly(GcgCodes.PLAY_SCORE, GcgCodes.CUMULATIVE);
        assertThat(found.get(1).message()).isEqualTo("a cumulative score is the player's previous total plus the event's score: kim's"
                + " 28 + 24 = 52, not 51 (or 50, the total with the plays' true scores); the totals after it carry on from 51");
        assertThat(found.get(1).span().line()).isEqualTo(9);
        assertThat(found.get(0).related()).isEmpty();
        // lou misscores too, and corrects it later: each player's misscore is one finding, each named by its own correction
        String both = text.replace(">lou: ABEFIKW 4I .EW +8 34", ">lou: ABEFIKW 4I .EW +9 35");
        assertThat(GcgReader.check(both).diagnostics()).extracting(Diagnostic::code, d -> d.related().size())
                .containsExactly(tuple(GcgCodes.PLAY_SCORE, 1), tuple(GcgCodes.PLAY_SCORE, 1));
    }

    @Test
    void aDuplicatedNicknameGivesOneFindingNotACascade() {
        String text = OPENING.replace("#player2 brook Brook Taylor", "#player2 ada Brook Taylor").replace(">brook:", ">ada:");
        assertThat(GcgReader.check(text).diagnostics()).extracting(Diagnostic::code).containsExactly(GcgCodes.PLAYER_DUPLICATE);
    }

    @Test
    void otherLanguagesReplayWithTheirOwnSets() throws Exception {
        Gcg german = read("#character-encoding UTF-8\n#player1 a Ann\n#player2 b Bob\n#lexicon RD28\n>a: ÄEGNRZT 8D ZÄNGER +34 34\n");
        GameState state = GcgReplay.of(german).toEnd().state();
        assertThat(state.set().name()).isEqualTo("german");
        assertThat(state.board().tile(8, 5)).isEqualTo(new Tile("Ä"));
        Gcg catalan = file("catalan-tile-pragmas-and-bar-form.gcg");
        assertThat(GcgReplay.of(catalan).toEnd().state().set().name()).isEqualTo("catalan");
        Gcg catalanBlank = file("catalan-blank-multi-letter.gcg");
        GameState blank = GcgReplay.of(catalanBlank).toEnd().state();
        assertThat(blank.board().blank(8, 8)).as("the blank played as L·L stays a blank").isTrue();
        assertThat(blank.board().tile(8, 8)).isEqualTo(new Tile("L·L"));
        TileCounts unseen = blank.unseen();
        assertThat(unseen.count(TileCounts.BLANK)).isEqualTo(blank.set().blanks() - 1);
    }

    @Test
    void theStateIsASnapshotThatSteppingOnDoesNotChange() {
        GcgReplay replay = GcgReplay.of(read(OPENING)).toEvent(1);
        GameState one = replay.state();
        replay.toEnd();
        assertThat(one.board().tileCount()).isEqualTo(7);
        assertThat(replay.state().board().tileCount()).isEqualTo(7 + 5 + 3);
        assertThat(one.events()).isEqualTo(1);
    }

    @Test
    void everyFaultOfTheGameIsACodeOfTheTable() {
        List<String> codes = Codes.all().stream().map(Codes.Code::code).toList();
        for (Fault fault : Fault.values()) {
            assertThat(codes).as("the replay reports " + fault + " as gcg." + fault.id()).contains("gcg." + fault.id());
        }
    }

    @Test
    void aCheckInDoubtNamesItsOwnCodeAsTheNotationNamesIt() throws Exception {
        Gcg game = GcgReader.read(Files.readString(Path.of("testdata/gcg/invalid/unreadable-line-then-misscored-play.gcg"))).model().orElseThrow();
        assertThat(GcgReplay.of(game).toEnd().diagnostics()).filteredOn(d -> d.code().equals(GcgCodes.UNCERTAIN)).isNotEmpty()
                .allSatisfy(d -> assertThat(d.message()).containsPattern("\\(gcg\\.[a-z.-]+, on the board as known"));
    }

    @Test
    void afterALineThatCouldNotBeReadTheReplaysTotalCarriesOnFromTheRecords() throws Exception {
        Gcg game = GcgReader.read(Files.readString(Path.of("testdata/gcg/invalid/lines-kept-around-faults.gcg"))).model().orElseThrow();
        // brook's FUD9E line could not be read; WORST is written +27 for 56, so brook had 29 before it; the board gives WORST 10
        GameState state = ReplayedGame.of(game).afterEventLines(4);
        assertThat(state.scores().get(1)).isEqualTo(56);
        assertThat(state.replayed().get(1)).isEqualTo(29 + 10);
    }

    @Test
    void aSuperGameIsPlayedOnTheSuperBoardWithTheSuperSet() throws Exception {
        Gcg game = file("super-board-game-type.gcg");
        assertThat(game.boardSize()).as("#game-type classic_super alone").isEqualTo(21);
        GameState state = GcgReplay.of(game).toEnd().state();
        assertThat(state.set().name()).as("an English lexicon on the super board").isEqualTo("english_super");
        // two Q and two Z on one rack: the super set has them, the standard set has one of each
        String twoQ = "#player1 ada Ada\n#player2 bo Bo\n#game-type classic_super\n#lexicon CSW21\n>ada: QQZZAEI - +0 0\n";
        assertThat(GcgReader.check(twoQ).diagnostics()).noneMatch(Diagnostic::isError);
        String standard = twoQ.replace("#game-type classic_super\n", "");
        assertThat(GcgReader.check(standard).diagnostics()).extracting(Diagnostic::code).contains(GcgCodes.RACK_BAG);
    }

    @Test
    void aNorwegianBlankMayStandForALetterTheSetHasOnlyAsABlank() {
        String base = "#player1 ada Ada\n#player2 bo Bo\n#lexicon NSF23\n";
        // a blank played as Q, which the Norwegian set has no tile of
        assertThat(GcgReader.check(base + ">ada: ?AEKLRS 8D qUARK +24 24\n".replace("?AEKLRS", "?AKRSTU")).diagnostics())
                .extracting(Diagnostic::code).doesNotContain(GcgCodes.TILE_SET);
        // a Q held as itself is a tile the bag could not have given
        assertThat(GcgReader.check(base + ">ada: QAKRSTU 8D QUARK +24 24\n").diagnostics()).extracting(Diagnostic::code)
                .contains(GcgCodes.RACK_BAG);
    }
}
