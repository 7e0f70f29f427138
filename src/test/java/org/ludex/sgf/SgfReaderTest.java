package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.ParseResult;

import java.util.List;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/** The reader and the typed view a replay reads, on files written by hand. */
class SgfReaderTest {
    private static final String MATCH = """
            (;FF[4]GM[6]MI[length:7][game:3][ws:2][bs:1]PW[Ann \\] the first]PB[Bob]RU[Crawford:CrawfordGame]RE[W+4R]
            ;W[31hefe]
            ;B[61yf]
            ;W[66fzezdzcz]C[bears off \\\\ four]
            ;B[double];W[take]
            ;B[66])
            """;

    private static Sgf read(String text) {
        ParseResult<Sgf> result = SgfReader.READER.check(text);
        assertThat(result.diagnostics()).isEmpty();
        return result.model().orElseThrow();
    }

    @Test
    void readsTheBackgammonValuesOfAGameTree() {
        Sgf sgf = read(MATCH);
        SgfNode root = sgf.trees().get(0).root();
        SgfValue.MatchInfo info = (SgfValue.MatchInfo) root.property("MI").orElseThrow().value();
        assertThat(info.length()).isEqualTo(OptionalInt.of(7));
        assertThat(info.game()).isEqualTo(OptionalInt.of(3));
        assertThat(info.whiteScore()).isEqualTo(OptionalInt.of(2));
        assertThat(info.blackScore()).isEqualTo(OptionalInt.of(1));
        assertThat(root.property("PW").orElseThrow().value()).isEqualTo(new SgfValue.Text("Ann ] the first"));
        assertThat(root.property("RE").orElseThrow().value()).isEqualTo(new SgfValue.Result(Colour.WHITE, 4, true));
        SgfValue.Rules rules = (SgfValue.Rules) root.property("RU").orElseThrow().value();
        assertThat(rules.crawford() && rules.crawfordGame() && !rules.jacoby()).isTrue();
        assertThat(sgf.trees().get(0).nodes().get(1).properties().get(0).value())
                .isEqualTo(new SgfValue.Roll(Colour.WHITE, 3, 1, List.of(new SgfValue.Step('h', 'e'), new SgfValue.Step('f', 'e'))));
        assertThat(sgf.trees().get(0).nodes().get(3).property("C").orElseThrow().values()).containsExactly("bears off \\ four");
    }

    @Test
    void theTypedViewGivesEachActionInTheMoversOwnNumbering() {
        SgfGame game = SgfGames.of(read(MATCH)).get(0);
        assertThat(game.white()).hasValue("Ann ] the first");
        assertThat(game.black()).hasValue("Bob");
        assertThat(game.length()).isEqualTo(7);
        assertThat(game.score(Colour.WHITE)).isEqualTo(2);
        assertThat(game.score(Colour.BLACK)).isEqualTo(1);
        assertThat(game.actions()).containsExactly(
                new SgfAction.Play(Colour.WHITE, 3, 1, List.of(new SgfAction.Step(8, 5), new SgfAction.Step(6, 5)), "tree/0/node/1/property/0"),
                new SgfAction.Play(Colour.BLACK, 6, 1, List.of(new SgfAction.Step(25, 19)), "tree/0/node/2/property/0"),
                new SgfAction.Play(Colour.WHITE, 6, 6, List.of(new SgfAction.Step(6, 0), new SgfAction.Step(5, 0), new SgfAction.Step(4, 0),
                        new SgfAction.Step(3, 0)), "tree/0/node/3/property/0"),
                new SgfAction.DoubleCube(Colour.BLACK, "tree/0/node/4/property/0"),
                new SgfAction.Take(Colour.WHITE, "tree/0/node/5/property/0"),
                new SgfAction.Play(Colour.BLACK, 6, 6, List.of(), "tree/0/node/6/property/0"),
                new SgfAction.Resign(Colour.BLACK, 4, "tree/0/node/0/property/6"));
    }

    @Test
    void theSourceMapPutsEachPathWhereTheFileSaysIt() {
        ParseResult<Sgf> result = SgfReader.READER.read(MATCH);
        assertThat(result.sourceMap().span("tree/0/node/1/property/0/step/1").line()).isEqualTo(2);
        assertThat(result.sourceMap().span("tree/0/node/1/property/0/step/1").column()).isEqualTo(8);
        assertThat(result.sourceMap().span("tree/0/node/0/property/2/value/1").column()).isEqualTo(26);
    }

    @Test
    void anotherGameTypeIsOneErrorThatNamesTheGame() {
        ParseResult<Sgf> result = SgfReader.READER.check("(;FF[4]GM[1]SZ[19]\n;B[pd];W[dp];B[pq])\n");
        assertThat(result.model()).isEmpty();
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(SgfCodes.GAME_TYPE);
            assertThat(d.message()).contains("Go").contains("GM[6]");
            assertThat(d.span().column()).isEqualTo(11);
        });
    }

    @Test
    void aFaultInAValueIsToldOnceWhereItStands() {
        List<Diagnostic> found = SgfReader.READER.check("(;FF[4]GM[6]PW[a]PB[b]\n;W[71hefe])\n").diagnostics();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(SgfCodes.CHAR);
            assertThat(d.span().line()).isEqualTo(2);
            assertThat(d.span().column()).isEqualTo(4);
        });
    }

    @Test
    void gnuBackgammonsCubePositionIsADialectWithItsFix() {
        ParseResult<Sgf> result = SgfReader.READER.check("(;FF[4]GM[6]PW[a]PB[b]\n;CP[b]CV[4])\n");
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(SgfCodes.DIALECT_CUBE_POSITION);
            assertThat(d.fixes()).singleElement().satisfies(f -> assertThat(f.text()).isEqualTo("CO"));
        });
        SgfNode node = result.model().orElseThrow().trees().get(0).nodes().get(1);
        assertThat(node.property("CO").orElseThrow().value()).isEqualTo(new SgfValue.CubeOwner('b'));
        assertThat(SgfWriter.write(result.model().orElseThrow())).contains(";CO[b]CV[4]");
        assertThat(SgfGames.of(result.model().orElseThrow()).get(0).actions()).singleElement().isInstanceOf(SgfAction.Setup.class);
    }

    @Test
    void gamesNumberedFromZeroAreGnuBackgammonsDialectOnceAFile() {
        List<Diagnostic> found = SgfReader.READER.check("""
                (;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[a]PB[b]RE[W+1]
                ;W[31hefe])
                (;FF[4]GM[6]MI[length:3][game:1][ws:1][bs:0]PW[a]PB[b]
                ;W[31hefe])
                """).diagnostics();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(SgfCodes.DIALECT_GAME_FROM_ZERO);
            assertThat(d.fixes()).extracting(Diagnostic.Fix::text).containsExactly("game:1", "game:2");
        });
        Sgf sgf = SgfReader.READER.read("(;FF[4]GM[6]MI[length:3][game:0]PW[a]PB[b])\n(;FF[4]GM[6]MI[length:3][game:1]PW[a]PB[b])\n").model().orElseThrow();
        assertThat(SgfGames.of(sgf)).extracting(g -> g.info().orElseThrow().game().getAsInt()).containsExactly(1, 2);
    }

    @Test
    void aStepIsTowardHomeAndOneDieLong() {
        List<Diagnostic> found = SgfReader.READER.check("(;FF[4]GM[6]PW[a]PB[b]\n;W[31efxe])\n").diagnostics();
        assertThat(found).extracting(Diagnostic::code).containsExactly(SgfCodes.MOVE_DIRECTION, SgfCodes.MOVE_DISTANCE);
    }
}
