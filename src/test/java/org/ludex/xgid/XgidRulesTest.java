package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.backgammon.Board;
import org.ludex.backgammon.Side;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every valid XGID is a game the rules of backgammon take: the same checkers, pips, side on roll, dice and cube;
 * and the game written back as an XGID is the same game.
 */
class XgidRulesTest {
    @Test
    void theOpeningXgidIsTheOpeningBoard() {
        Xgid xgid = XgidReader.READER.check("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10").model().orElseThrow();
        org.ludex.backgammon.Position position = XgidRules.position(xgid).orElseThrow();
        assertThat(position.board()).isEqualTo(Board.STANDARD);
        assertThat(position.turn()).isEqualTo(Side.ZERO);
        assertThat(position.dice()).contains(new org.ludex.backgammon.Dice(5, 2));
        assertThat(position.match().money()).isTrue();
        assertThat(position.options().jacoby()).isTrue();
        assertThat(position.options().beavers()).isTrue();
        assertThat(position.options().cubeLimit()).isEqualTo(1024);
        assertThat(position.legalPlays()).isNotEmpty();
    }

    @Test
    void everyValidXgidConvertsWithTheSamePipsAsItsDiagram() throws IOException {
        int converted = 0;
        int rewritten = 0;
        try (Stream<Path> files = Files.list(Path.of("testdata/xgid/valid"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".xgid")).sorted().toList()) {
                for (String record : records(file)) {
                    Xgid xgid = XgidReader.READER.check(record).model().orElseThrow();
                    Board board = XgidRules.board(xgid.position()).orElseThrow(() -> new AssertionError(file + ": no board"));
                    for (Player player : Player.values()) {
                        Side side = XgidRules.side(player);
                        assertThat(board.pips(side)).as("%s %s pips", file, player).isEqualTo(xgid.position().pips(player));
                        assertThat(board.onBar(side)).as("%s %s bar", file, player).isEqualTo(xgid.position().onBar(player));
                        assertThat(board.borneOff(side)).as("%s %s off", file, player).isEqualTo(xgid.position().borneOff(player));
                    }
                    boolean beaver = xgid.dice() instanceof Dice.Doubling doubling && doubling.stage() != Dice.Doubling.Stage.DOUBLED;
                    if (beaver || xgid.cube().exponent() > 30) {
                        assertThat(XgidRules.position(xgid)).as(file.toString()).isEmpty();
                    } else {
                        org.ludex.backgammon.Position position = XgidRules.position(xgid).orElseThrow();
                        assertThat(position.turn()).isEqualTo(XgidRules.side(xgid.turn()));
                        assertThat((long) position.cube().value()).isEqualTo(xgid.cube().value());
                        assertThat(position.match().length()).isEqualTo(xgid.matchLength());
                        assertThat(position.match().crawford()).isEqualTo(xgid.isCrawford());
                        assertThat(position.mayDouble(position.turn())).as("%s may double", file)
                                .isEqualTo(xgid.dice() instanceof Dice.NotRolled && xgid.mayDouble());
                        if (xgid.maxCube().isPresent() && xgid.maxCube().getAsInt() <= 30) {
                            assertThat(XgidRules.position(XgidRules.xgid(position))).as("%s written back", file).contains(position);
                            rewritten++;
                        }
                        if (xgid.dice() instanceof Dice.Rolled) {
                            assertThat(position.legalPlays()).as(file.toString()).isNotEmpty();
                        }
                    }
                    converted++;
                }
            }
        }
        assertThat(converted).isGreaterThan(40);
        assertThat(rewritten).isGreaterThan(30);
    }

    private static List<String> records(Path file) throws IOException {
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).replace("\uFEFF", "");
        return Stream.of(text.split("\r\n|\r|\n")).map(String::strip).filter(l -> !l.isEmpty()).toList();
    }
}
