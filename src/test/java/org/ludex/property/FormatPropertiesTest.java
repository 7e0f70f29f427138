package org.ludex.property;

import org.ludex.gcg.replay.ReplayedGame;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.ludex.cgp.Board;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpCodes;
import org.ludex.cgp.Square;
import org.ludex.cgp.CgpFormat;
import org.ludex.gcg.GcgFormat;
import org.ludex.cgprune.RuneFormat;
import org.ludex.ubf.UbfFormat;
import org.ludex.xgid.XgidFormat;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgCodes;
import org.ludex.gcg.GcgStandard;
import org.ludex.gcg.Pragma;
import org.ludex.ubf.UbfBoard;
import org.ludex.ubf.UbfCodes;
import org.ludex.xgid.Player;
import org.ludex.xgid.Position;
import org.ludex.xgid.Slot;
import org.ludex.xgid.Xgid;
import org.ludex.xgid.XgidCodes;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * Properties over random valid models of every format (see {@link Models}): write then
 * read returns the model, writing is stable, the validator finds nothing, and it finds
 * the right code in a model with one planted fault.
 */
class FormatPropertiesTest {
    static final int TRIES = 150;

    // XGID

    @Property(tries = TRIES)
    void xgidRoundTrips(@ForAll long seed) {
        PropertyChecks.roundTrips(XgidFormat.INSTANCE, Models.xgid(seed));
    }

    @Property(tries = TRIES)
    void xgidValidatorFindsNothingInAValidModel(@ForAll long seed) {
        PropertyChecks.validatorFindsNothing(XgidFormat.INSTANCE, Models.xgid(seed));
    }

    @Property(tries = TRIES)
    void xgidValidatorFindsASixteenthChecker(@ForAll long seed) {
        Xgid valid = Models.xgid(seed);
        Position full = Models.position(new java.util.Random(seed), 15, 1 + (int) Math.floorMod(seed, 15));
        List<Slot> slots = new ArrayList<>(full.slots());
        for (int i = 1; i <= 24; i++) {
            if (slots.get(i).count(Player.TOP) == 0) {
                int count = slots.get(i).count(Player.BOTTOM) + 1;
                slots.set(i, new Slot.Checkers(Player.BOTTOM, Math.min(count, 16)));
                break;
            }
        }
        Xgid faulty = new Xgid(new Position(slots), valid.cube(), valid.turn(), valid.dice(), valid.bottomScore(), valid.topScore(),
                valid.play(), valid.maxCube());
        assumeThat(faulty.position().checkers(Player.BOTTOM)).isEqualTo(16);
        PropertyChecks.validatorFinds(XgidFormat.INSTANCE, faulty, XgidCodes.CHECKERS_COUNT);
    }

    // CGP

    @Property(tries = TRIES)
    void cgpRoundTrips(@ForAll long seed) {
        PropertyChecks.roundTrips(CgpFormat.INSTANCE, Models.cgp(seed));
    }

    @Property(tries = TRIES)
    void cgpValidatorFindsNothingInAValidModel(@ForAll long seed) {
        PropertyChecks.validatorFindsNothing(CgpFormat.INSTANCE, Models.cgp(seed));
    }

    @Property(tries = TRIES)
    void cgpValidatorFindsARaggedRow(@ForAll long seed) {
        Cgp valid = Models.cgp(seed);
        List<List<Square>> rows = new ArrayList<>(valid.board().rows());
        int row = (int) Math.floorMod(seed, rows.size());
        rows.set(row, rows.get(row).subList(0, rows.get(row).size() - 1));
        Cgp faulty = new Cgp(new Board(rows), valid.racks(), valid.scores(), valid.zeroTurns(), valid.opcodes());
        PropertyChecks.validatorFinds(CgpFormat.INSTANCE, faulty, CgpCodes.BOARD_WIDTH);
    }

    // The rune draft

    @Property(tries = TRIES)
    void runeRoundTrips(@ForAll long seed) {
        PropertyChecks.roundTrips(RuneFormat.INSTANCE, Models.rune(seed));
    }

    @Property(tries = TRIES)
    void runeValidatorFindsNothingInAValidModel(@ForAll long seed) {
        PropertyChecks.validatorFindsNothing(RuneFormat.INSTANCE, Models.rune(seed));
    }

    // GCG

    @Property(tries = TRIES)
    void gcgRoundTrips(@ForAll long seed) {
        // the writer writes a game's standard form (GcgStandard), which is what reads back
        PropertyChecks.roundTrips(GcgFormat.INSTANCE, GcgStandard.of(Models.gcg(seed)), Models::aboutPlay);
    }

    @Property(tries = TRIES)
    void gcgValidatorFindsNothingInAValidModel(@ForAll long seed) {
        PropertyChecks.validatorFindsNothing(GcgFormat.INSTANCE, Models.gcg(seed), Models::aboutPlay);
    }

    @Property(tries = TRIES)
    void gcgValidatorFindsAWrongCumulative(@ForAll long seed) {
        Gcg valid = Models.gcg(seed);
        assumeThat(valid.events()).isNotEmpty();
        List<Event> events = new ArrayList<>(valid.events());
        // A turn that scores nothing whatever the board (a pass, an exchange): a total off by one there is the total's
        // fault alone. After a generated play (random tiles, random score) the same total may be the play's right score,
        // and the validator then rightly blames the play's score instead.
        List<Integer> scoreless = new ArrayList<>();
        for (int k = 0; k < events.size(); k++) {
            Object move = events.get(k).move();
            if (move instanceof org.ludex.gcg.Move.Pass || move instanceof org.ludex.gcg.Move.ExchangeCount || move instanceof org.ludex.gcg.Move.Exchange) {
                scoreless.add(k);
            }
        }
        assumeThat(scoreless).isNotEmpty();
        int i = scoreless.get((int) Math.floorMod(seed, scoreless.size()));
        // nor after the game's end: a turn played after it is that finding (gcg.end.after), its total not checked again
        assumeThat(ReplayedGame.of(valid).afterEvents(i).ended()).isFalse();
        Event e = events.get(i);
        events.set(i, new Event(e.nickname(), e.rack(), e.move(), e.score(), e.cumulative() + 1, e.notes(), e.extra()));
        Gcg changed = new Gcg(valid.pragmas(), events);
        // nor where the total off by one is the player's sum with each play scored as the board gives it: after a generated
        // play scored one short, that is the keeper correcting the misscore, which the play's score is blamed for alone
        int player = changed.players().stream().map(Pragma.PlayerInfo::nickname).toList().indexOf(e.nickname());
        assumeThat(player < 0 || ReplayedGame.of(changed).afterEvents(i + 1).replayed().get(player) != e.cumulative() + 1).isTrue();
        PropertyChecks.validatorFinds(GcgFormat.INSTANCE, changed, GcgCodes.CUMULATIVE);
    }

    // UBF

    @Property(tries = TRIES)
    void ubfRoundTrips(@ForAll long seed) {
        PropertyChecks.roundTrips(UbfFormat.INSTANCE, Models.ubf(seed));
    }

    @Property(tries = TRIES)
    void ubfValidatorFindsNothingInAValidModel(@ForAll long seed) {
        PropertyChecks.validatorFindsNothing(UbfFormat.INSTANCE, Models.ubf(seed));
    }

    @Property(tries = TRIES)
    void ubfValidatorFindsAHeightOfSix(@ForAll long seed) {
        UbfBoard valid = Models.ubf(seed);
        List<List<org.ludex.ubf.Square>> rows = new ArrayList<>();
        valid.rows().forEach(row -> rows.add(new ArrayList<>(row)));
        int r = (int) Math.floorMod(seed, 10);
        int c = (int) Math.floorMod(seed / 10, 10);
        String letter = rows.get(r).get(c).isEmpty() ? "A" : rows.get(r).get(c).letter();
        rows.get(r).set(c, new org.ludex.ubf.Square(6, letter));
        PropertyChecks.validatorFinds(UbfFormat.INSTANCE, new UbfBoard(rows), UbfCodes.HEIGHT_RANGE);
    }
}
