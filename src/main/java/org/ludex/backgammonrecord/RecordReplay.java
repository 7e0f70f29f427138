package org.ludex.backgammonrecord;

import org.ludex.backgammon.Match;
import org.ludex.backgammon.Options;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A match record played through under the full rules: each game from the opening position, or from the position its
 * record sets up ({@link GameStart}), action by action ({@link GameReplay}), each
 * game's written scores against the results of the games before it, the Crawford game where the score and the rules
 * put it, and no game after the match is won. The score after a game is what its written result says (the record
 * stood); where a game has none, the next game's written scores are taken as they stand. Findings land at the
 * places the record's actions carry, through the notation's source map.
 */
public final class RecordReplay {
    private final MatchRecord record;
    private final ReplayReport report;
    private final List<Before> befores = new ArrayList<>();
    private final List<GameOutcome> outcomes = new ArrayList<>();
    private Position end;

    private RecordReplay(MatchRecord record, SourceMap map) {
        this.record = record;
        this.report = new ReplayReport(map);
    }

    /** Plays a record through; its places are keys of {@code map}. */
    public static Replayed of(MatchRecord record, SourceMap map) {
        requireNonNull(record, "record is null");
        requireNonNull(map, "map is null");
        ReplayEvent.replayed(record);
        RecordReplay replay = new RecordReplay(record, map);
        replay.run();
        return new Replayed(record, replay.report.found(), replay.befores, replay.outcomes, Optional.ofNullable(replay.end));
    }

    private void run() {
        RecordRules rules = record.rules();
        Options options = rules.options(record.money());
        Match match = record.money() ? Match.MONEY : Match.to(record.length(), rules.crawford());
        boolean known = record.fromFirstGame();
        int wonIn = -1;
        for (int g = 0; g < record.games().size(); g++) {
            RecordGame game = record.games().get(g);
            boolean header = game.scores().isPresent();
            if (wonIn >= 0 && !overLength(game)) { // (a score at the length or more is the notation's)
                RecordGame won = record.games().get(wonIn);
                report.error(BackgammonCodes.MATCH_OVER, game.place(), ReplayText.name(won.name(match.winner().orElse(Side.ZERO)))
                        + " won the match in game " + won.number() + ": no game is played after it");
            } else if (known && header) {
                scores(game, match);
            } else if (header) {
                match = fromHeader(game.scores().get(), match);
                known = true;
            }
            report.newGame();
            if (!game.whole()) {
                outcomes.add(GameOutcome.UNKNOWN);
                known = false;
                continue;
            }
            Position start = game.start().isPresent() ? game.start().get().position(match, options) : Position.start(match, options);
            GameReplay replay = new GameReplay(report, g, game, start, befores, rules.jacoby().isEmpty());
            GameOutcome outcome = replay.run();
            outcomes.add(outcome);
            end = game.actions().isEmpty() && game.start().isPresent() ? game.start().get().standing(match, options) : replay.position();
            if (outcome.winner().isEmpty() && g + 1 < record.games().size() && !game.actions().isEmpty()) {
                report.warning(BackgammonCodes.RESULT_MISSING, game.endPlace(), "game " + game.number()
                        + " stops before its end with no result: the score line of the next game is taken as written");
            }
            if (!known || outcome.winner().isEmpty()) {
                known = false;
                continue;
            }
            match = match.after(outcome.winner().get(), outcome.points());
            if (!match.over()) { // the match as the game's result leaves it; a won match's score is no position's
                end = new Position(end.board(), end.turn(), end.phase(), end.dice(), end.cube(), end.resignation(), end.result(), match,
                        end.options());
            }
            if (wonIn < 0 && match.over()) {
                wonIn = g;
            }
        }
    }

    private boolean overLength(RecordGame game) {
        return !record.money() && game.scores().map(s -> s.zero() >= record.length() || s.one() >= record.length()).orElse(false);
    }

    private void scores(RecordGame game, Match match) {
        for (Side side : Side.values()) {
            int expected = match.score(side);
            int written = game.scores().get().of(side);
            if (written != expected && (record.money() || written < record.length())) { // (a score at the length is the notation's)
                report.error(BackgammonCodes.GAME_SCORE, game.scorePlaces().get(side.index()), ReplayText.name(game.name(side)) + " has "
                        + expected + " before game " + game.number() + " by the results of the games before it, not " + written);
            }
        }
    }

    /**
     * The match as a game's written scores say it stands, when the games before do not tell: a side one point short of
     * the length makes this the Crawford game if no side was so before the game before it ({@code before}), and a game
     * after it otherwise.
     */
    private Match fromHeader(RecordGame.Scores scores, Match before) {
        int zero = scores.zero();
        int one = scores.one();
        boolean crawfordRule = record.rules().crawford();
        if (record.money()) {
            return new Match(0, zero, one, false, false, false);
        }
        int away = record.length() - 1;
        boolean near = zero == away || one == away;
        boolean nearBefore = before.crawford() || before.postCrawford() || before.scoreZero() == away || before.scoreOne() == away;
        boolean crawford = crawfordRule && near && !nearBefore;
        return new Match(record.length(), zero, one, crawfordRule, crawford, crawfordRule && near && !crawford);
    }
}
