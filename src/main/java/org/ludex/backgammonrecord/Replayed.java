package org.ludex.backgammonrecord;

import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Position;
import org.ludex.diagnostic.Diagnostic;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A match record played through ({@link RecordReplay}): the record played (whose actions the befores name), what the
 * replay found, the position before each action in the order written (of the games played through, up to each game's
 * end), each game's outcome (by the record's games; {@link GameOutcome#UNKNOWN} for one not played through or that
 * tells none), and the position after the last action played (empty when no game was played through).
 */
public record Replayed(MatchRecord record, List<Diagnostic> diagnostics, List<Before> befores, List<GameOutcome> outcomes, Optional<Position> end) {
    public Replayed {
        requireNonNull(record, "record is null");
        diagnostics = List.copyOf(diagnostics);
        befores = List.copyOf(befores);
        outcomes = List.copyOf(outcomes);
        requireNonNull(end, "end is null");
    }

    /**
     * The position before action {@code events + 1} (the dice of that action included where it is a roll made on a
     * position waiting for one); the end position without {@code events} ({@code null}) or past the last action.
     */
    public Optional<Position> at(Integer events) {
        if (events == null || events < 0 || events >= befores.size()) {
            return end;
        }
        Before before = befores.get(events);
        Position at = before.position();
        if (before.action() instanceof Action.Roll roll
                && (at.phase() == Position.Phase.ROLLING || at.phase() == Position.Phase.OPENING)) {
            at = at.apply(new Move.Roll(before.side(), new Dice(roll.die1(), roll.die2()))).position();
        }
        return Optional.of(at);
    }
}
