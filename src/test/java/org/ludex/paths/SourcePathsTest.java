package org.ludex.paths;

import org.junit.jupiter.api.Test;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgp.CgpReader;
import org.ludex.cgprune.RuneReader;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgReader;
import org.ludex.parse.SourceMap;
import org.ludex.ubf.UbfPaths;
import org.ludex.ubf.UbfReader;
import org.ludex.xgid.Player;
import org.ludex.xgid.XgidPaths;
import org.ludex.xgid.XgidReader;

import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every path the typed helpers make names a part the reader recorded, at the text of
 * that part: a helper that drifted from its reader would silently point at the whole
 * record instead.
 */
class SourcePathsTest {
    private static void at(SourceMap map, String text, String path, String expected) {
        assertThat(map.has(path)).as(path + " is recorded").isTrue();
        var span = map.span(path);
        assertThat(text.substring((int) span.startOffset(), (int) span.endOffset())).as(path).isEqualTo(expected);
    }

    @Test
    void cgp() {
        String text = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEH?RS/ 0/24 7 lex CSW21; lm 8F QUIET;";
        SourceMap map = CgpReader.READER.read(text).sourceMap();
        at(map, text, CgpPaths.row(7), "5QUIET5");
        at(map, text, CgpPaths.square(7, 5), "Q");
        at(map, text, CgpPaths.square(7, 1), "5"); // a run's squares are all at the run
        at(map, text, CgpPaths.RACKS, "ADEH?RS/");
        at(map, text, CgpPaths.rack(0), "ADEH?RS");
        at(map, text, CgpPaths.rackTile(0, 4), "?");
        at(map, text, CgpPaths.SCORES, "0/24");
        at(map, text, CgpPaths.score(1), "24");
        at(map, text, CgpPaths.ZERO_TURNS, "7");
        at(map, text, CgpPaths.opcode(1), "lm 8F QUIET;");
        at(map, text, CgpPaths.opcodeName(0), "lex");
        at(map, text, CgpPaths.operand(1, 1), "QUIET");
        assertThat(map.span(CgpPaths.whole())).isEqualTo(map.whole());
    }

    @Test
    void runeDraft() {
        String text = "~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~$-!j%3~~&|~~/|~~/|~~/|~~/|~~/|~~/|~~/ !%).234| 0|30 0 lm 8E -!j%3";
        SourceMap map = RuneReader.READER.read(text).sourceMap();
        at(map, text, CgpPaths.row(7), "~~$-!j%3~~&");
        at(map, text, CgpPaths.square(7, 5), "!");
        at(map, text, CgpPaths.square(7, 2), "~~$"); // a run's squares are all at the run
        at(map, text, CgpPaths.rackTile(0, 1), "%");
        at(map, text, CgpPaths.score(1), "30");
        at(map, text, CgpPaths.ZERO_TURNS, "0");
        at(map, text, CgpPaths.opcode(0), "lm 8E -!j%3");
        at(map, text, CgpPaths.operand(0, 0), "8E");
    }

    @Test
    void xgid() {
        String text = "XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:2:3:1:7:10";
        SourceMap map = XgidReader.READER.read(text).sourceMap();
        at(map, text, XgidPaths.POSITION, "-b----E-C---eE---c-e----B-");
        at(map, text, XgidPaths.point(1), "b");
        at(map, text, XgidPaths.CUBE, "1");
        at(map, text, XgidPaths.CUBE_OWNER, "-1");
        at(map, text, XgidPaths.TURN, "1");
        at(map, text, XgidPaths.DICE, "52");
        at(map, text, XgidPaths.score(Player.BOTTOM), "2");
        at(map, text, XgidPaths.score(Player.TOP), "3");
        at(map, text, XgidPaths.RULES, "1");
        at(map, text, XgidPaths.MATCH_LENGTH, "7");
        at(map, text, XgidPaths.MAX_CUBE, "10");
    }

    @Test
    void gcg() {
        String text = "#player1 Ann Ann Smith\n#player2 Bob Bob Jones\n>Ann: ADEHRST 8D HARDEST +82 82 extra\n#note well played\n";
        SourceMap map = GcgReader.read(text).sourceMap();
        at(map, text, GcgPaths.pragma(1), "#player2 Bob Bob Jones");
        at(map, text, GcgPaths.event(0, GcgPaths.Field.NICKNAME), "Ann");
        at(map, text, GcgPaths.event(0, GcgPaths.Field.RACK), "ADEHRST");
        at(map, text, GcgPaths.event(0, GcgPaths.Field.MOVE), "8D HARDEST");
        at(map, text, GcgPaths.event(0, GcgPaths.Field.SCORE), "+82");
        at(map, text, GcgPaths.event(0, GcgPaths.Field.CUMULATIVE), "82");
        at(map, text, GcgPaths.event(0, GcgPaths.Field.EXTRA), "extra");
        assertThat(map.has(GcgPaths.event(0))).isTrue();
    }

    @Test
    void ubf() {
        String text = "[['0 ', '1A'],\n ['2B', '0 ']]";
        SourceMap map = UbfReader.READER.read(text).sourceMap();
        at(map, text, UbfPaths.row(1), "['2B', '0 ']");
        at(map, text, UbfPaths.cell(0, 1), "'1A'");
        assertThat(map.span(UbfPaths.whole())).isEqualTo(map.whole());
        assertThat(List.of(UbfPaths.row(0), UbfPaths.cell(1, 0))).allMatch(map::has);
    }

    /** Every path a reader records is one that its format's paths read back: none is made outside them by hand. */
    private static void allRead(SourceMap map, Predicate<String> readsBack) {
        assertThat(map.paths()).isNotEmpty().allMatch(readsBack, "is read back by its format's paths");
    }

    @Test
    void everyRecordedPathIsAPart() {
        allRead(GcgReader.read("#character-encoding UTF-8\n#player1 Ann Ann Smith\n#player2 Bob Bob Jones\n"
                + ">Ann: ADEHRST 8D HARDEST +82 82 extra\n#note well played\n>Bob: ?AB 9C b.. +4 4\n").sourceMap(),
                path -> GcgPaths.part(path).isPresent());
        allRead(CgpReader.READER.read("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEH?RS/ 0/24 7 lex CSW21; lm 8F QUIET;").sourceMap(),
                path -> CgpPaths.part(path).isPresent());
        allRead(RuneReader.READER.read("~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~$-!j%3~~&|~~/|~~/|~~/|~~/|~~/|~~/|~~/ !%).234| 0|30 0 lm 8E -!j%3").sourceMap(),
                path -> CgpPaths.part(path).isPresent());
        allRead(UbfReader.READER.read("[['0 ', '1A'],\n ['2B', '0 ']]").sourceMap(),
                path -> UbfPaths.part(path).isPresent() || path.endsWith("/length"));
    }

    @Test
    void partsReadBackWhatThePathsMake() {
        assertThat(GcgPaths.part(GcgPaths.event(3, GcgPaths.Field.SCORE))).contains(new GcgPaths.Part.EventField(3, GcgPaths.Field.SCORE));
        assertThat(GcgPaths.part(GcgPaths.note(2, 1))).contains(new GcgPaths.Part.Note(2, 1));
        assertThat(GcgPaths.part(GcgPaths.pragma(0))).contains(new GcgPaths.Part.PragmaLine(0));
        assertThat(GcgPaths.part(GcgPaths.encoding())).contains(new GcgPaths.Part.Encoding());
        for (GcgPaths.Part part : List.of(new GcgPaths.Part.Whole(), new GcgPaths.Part.EventLine(4), new GcgPaths.Part.Note(0, 2),
                new GcgPaths.Part.EventField(1, GcgPaths.Field.EXTRA))) {
            assertThat(GcgPaths.part(part.path())).contains(part);
        }
        assertThat(List.of("event", "event/x", "event/1/bogus", "event/1/note", "pragma/1/2", "notes/1")).allMatch(p -> GcgPaths.part(p).isEmpty());

        assertThat(CgpPaths.part(CgpPaths.square(7, 5))).contains(new CgpPaths.Part.SquareAt(7, 5));
        assertThat(CgpPaths.part(CgpPaths.rackTile(1, 3))).contains(new CgpPaths.Part.RackTileOf(1, 3));
        assertThat(CgpPaths.part(CgpPaths.operand(2, 0))).contains(new CgpPaths.Part.Operand(2, 0));
        assertThat(CgpPaths.part(CgpPaths.opcodeName(2))).contains(new CgpPaths.Part.OpcodeName(2));
        assertThat(CgpPaths.part(CgpPaths.ZERO_TURNS)).contains(new CgpPaths.Part.ZeroTurns());
        assertThat(CgpPaths.part(CgpPaths.whole())).contains(new CgpPaths.Part.Whole());
        assertThat(List.of("board/x", "opcode/1/nom", "opcode/1/operand/y", "rack/1/2/3", "zeroTurns/1")).allMatch(p -> CgpPaths.part(p).isEmpty());

        assertThat(XgidPaths.pointIndex(XgidPaths.point(25))).hasValue(25);
        assertThat(XgidPaths.pointIndex(XgidPaths.POSITION)).isEmpty();
        assertThat(UbfPaths.part(UbfPaths.cell(1, 0))).contains(new UbfPaths.Part.Cell(1, 0));
        assertThat(UbfPaths.part(UbfPaths.rowLength(1))).isEmpty();
    }
}
