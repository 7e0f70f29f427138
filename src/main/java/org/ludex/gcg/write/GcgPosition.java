package org.ludex.gcg.write;

import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpPosition;
import org.ludex.cgp.Opcode;
import org.ludex.cgp.RackTile;
import org.ludex.crossword.Position;
import org.ludex.crossword.Tile;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.GcgSetup;
import org.ludex.gcg.replay.ReplayedGame;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The position of a game after some of its events, as a CGP: the board; the racks and
 * scores in the order the players move next (the player to move first); the count of
 * consecutive zero-point turns; then {@code lex}, {@code ld} and {@code bdn} where the
 * record names them and {@code lm} for the last turn.
 */
public final class GcgPosition {
    private GcgPosition() {}

    /** The position after the first {@code events} event lines (all of them when there are fewer), where a CGP can hold it ({@link #position}). */
    public static Optional<Cgp> after(Gcg gcg, int events) {
        return position(gcg, ReplayedGame.of(gcg).afterEventLines(Math.max(0, events)));
    }

    /** The position a replay stands at, as a CGP can write it: nothing where {@link #unwritable} says why not. */
    public static Optional<Cgp> position(Gcg gcg, GameState state) {
        return unwritable(state).isPresent() ? Optional.empty() : Optional.of(cgp(gcg, state));
    }

    /**
     * Why the position a replay stands at has no CGP, if it has none. A CGP's racks
     * field holds a rack for each player, so a game that declares no player has none,
     * and neither has one that declares a single player whose rack is not known (the
     * field would be empty).
     */
    public static Optional<String> unwritable(GameState state) {
        if (state.players().isEmpty()) {
            return Optional.of("the game declares no player (#player1, #player2), and a CGP position is the racks and scores of its players");
        }
        if (state.players().size() == 1 && state.racks().get(0).isEmpty()) {
            return Optional.of("the game declares one player, whose rack is not known here, and a CGP cannot write a single empty rack"
                    + " (its racks field would be empty)");
        }
        return Optional.empty();
    }

    /**
     * The position a replay stands at, for drawing: with no player declared it has no rack and no score (see
     * {@link #position}). The scores are the record's totals.
     */
    public static Cgp cgp(Gcg gcg, GameState state) {
        return CgpPosition.cgp(written(state), firstToMove(gcg, state), opcodes(gcg, state));
    }

    /** The position a replay stands at with the scores the record writes: what a CGP of it, or a picture, shows. */
    public static Position written(GameState state) {
        return state.game().withScores(state.scores());
    }

    /**
     * What a CGP of the position says beyond the board, racks, scores and scoreless turns: {@code lex}, {@code ld} and
     * {@code bdn} where the record names them, and {@code lm} for the last turn.
     */
    public static List<Opcode> opcodes(Gcg gcg, GameState state) {
        List<Opcode> opcodes = new ArrayList<>();
        GcgSetup.setting(gcg, Pragma.Setting.Kind.LEXICON).ifPresent(l -> opcodes.add(new Opcode.Lexicon(token(l))));
        GcgSetup.setting(gcg, Pragma.Setting.Kind.TILE_DISTRIBUTION).ifPresent(d -> opcodes.add(new Opcode.LetterDistributionName(token(d))));
        GcgSetup.setting(gcg, Pragma.Setting.Kind.BOARD_LAYOUT).ifPresent(b -> opcodes.add(new Opcode.BoardName(token(b))));
        state.lastMove().flatMap(i -> lastMove(gcg, i, state.events())).ifPresent(m -> opcodes.add(new Opcode.LastMove(m)));
        return opcodes;
    }

    /** The players' nicknames in the order {@link #cgp} writes their racks: the player to move first. */
    public static List<String> names(Gcg gcg, GameState state) {
        int players = state.players().size();
        int first = firstToMove(gcg, state);
        List<String> names = new ArrayList<>();
        for (int k = 0; k < players; k++) {
            names.add(state.players().get((first + k) % players).nickname());
        }
        return names;
    }

    /** The player to move, or when none is known, the one after the player of the last event, else the first. */
    public static int firstToMove(Gcg gcg, GameState state) {
        if (state.onTurn().isPresent()) {
            return state.onTurn().getAsInt();
        }
        if (state.events() == 0 || state.players().isEmpty()) {
            return 0;
        }
        String nick = gcg.events().get(state.events() - 1).nickname();
        for (int p = 0; p < state.players().size(); p++) {
            if (state.players().get(p).nickname().equals(nick)) {
                return (p + 1) % state.players().size();
            }
        }
        return 0;
    }

    /** The first word of a pragma's text: an opcode's operand is one token. */
    private static String token(String text) {
        return text.strip().split("\\s+")[0];
    }

    /** The last turn as {@code lm} writes it: a play (with its challenge bonus), a play taken back, an exchange or a pass. */
    private static Optional<org.ludex.cgp.Move> lastMove(Gcg gcg, int index, int applied) {
        Event event = gcg.events().get(index);
        boolean withdrawn = false;
        OptionalInt bonus = OptionalInt.empty();
        for (int i = index + 1; i < applied; i++) {
            Move later = gcg.events().get(i).move();
            if (later instanceof Move.Withdrawal) {
                withdrawn = true;
            } else if (later instanceof Move.ChallengeBonus) {
                bonus = OptionalInt.of(gcg.events().get(i).score());
            } else {
                break;
            }
        }
        Move move = event.move();
        if (move instanceof Move.Play play) {
            List<org.ludex.cgp.Move.PlayTile> tiles = new ArrayList<>();
            for (GcgTile tile : play.tiles()) {
                tiles.add(tile.kind() == GcgTile.Kind.THROUGH ? org.ludex.cgp.Move.THROUGH
                        : new org.ludex.cgp.Move.Placed(new Tile(tile.face()), tile.kind() == GcgTile.Kind.BLANK_PLAYED));
            }
            return Optional.of(withdrawn ? new org.ludex.cgp.Move.Challenged(play.coordinate(), tiles)
                    : new org.ludex.cgp.Move.Play(play.coordinate(), tiles, bonus));
        }
        if (move instanceof Move.Exchange exchange) {
            if (exchange.tiles().stream().anyMatch(t -> t.kind() == GcgTile.Kind.UNKNOWN)) {
                return Optional.of(new org.ludex.cgp.Move.ExchangeCount(exchange.tiles().size()));
            }
            List<RackTile> tiles = new ArrayList<>();
            for (GcgTile tile : exchange.tiles()) {
                tiles.add(tile.kind() == GcgTile.Kind.LETTER ? new RackTile.Letter(new Tile(tile.face())) : RackTile.BLANK);
            }
            return Optional.of(new org.ludex.cgp.Move.Exchange(tiles));
        }
        if (move instanceof Move.ExchangeCount count) {
            return Optional.of(new org.ludex.cgp.Move.ExchangeCount(count.count()));
        }
        if (move instanceof Move.Pass) {
            return Optional.of(new org.ludex.cgp.Move.Pass());
        }
        return Optional.empty();
    }
}
