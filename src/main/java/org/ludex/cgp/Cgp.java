package org.ludex.cgp;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.LetterDistribution;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * One CGP position: the board, a rack and a score per player (the player to move
 * first), the count of consecutive zero-point turns, and the opcodes in the order
 * written.
 */
public record Cgp(Board board, List<Rack> racks, List<Integer> scores, int zeroTurns, List<Opcode> opcodes) {
    public Cgp {
        requireNonNull(board, "board is null");
        racks = List.copyOf(racks);
        scores = List.copyOf(scores);
        opcodes = List.copyOf(opcodes);
    }

    /** The first opcode of a kind, if any. */
    public <O extends Opcode> Optional<O> opcode(Class<O> kind) {
        for (Opcode opcode : opcodes) { // a loop: every check asks this several times
            if (kind.isInstance(opcode)) {
                return Optional.of(kind.cast(opcode));
            }
        }
        return Optional.empty();
    }

    /** The letter distribution the position names, {@code english} when none. */
    public String distributionName() {
        for (Opcode opcode : opcodes) {
            if (opcode instanceof Opcode.LetterDistributionName name) {
                return name.distribution();
            }
        }
        return "english";
    }

    /**
     * The tile set the position's tiles are counted against: its {@code ld}, else the
     * set of the language its {@code lex} is in, else English. (Conversion to the rune
     * draft numbers tiles by {@link #distributionName}: the {@code ld}, English by
     * default, as the rune draft's alphabet is defined.)
     */
    public String tileSet() {
        if (opcode(Opcode.LetterDistributionName.class).isPresent()) {
            return distributionName();
        }
        return lexicon().flatMap(LetterDistribution::forLexicon).orElse("english");
    }

    /** The lexicon: {@code lex}, or else the first player's {@code l1} (MAGPIE's per-player lexicons, a dialect). */
    public Optional<String> lexicon() {
        return opcode(Opcode.Lexicon.class).map(Opcode.Lexicon::lexicon)
                .or(() -> opcode(Opcode.PlayerLexicon.class).map(Opcode.PlayerLexicon::lexicon));
    }

    /** Whether {@link #tileSet} is English only because nothing names another set. */
    public boolean tileSetIsDefault() {
        return opcode(Opcode.LetterDistributionName.class).isEmpty()
                && lexicon().flatMap(LetterDistribution::forLexicon).isEmpty();
    }

    /** The premium squares of the board: its {@code bdn} if Ludex knows it, else the usual board of its size. */
    public Optional<BoardLayout> layout() {
        return BoardLayout.forBoard(opcode(Opcode.BoardName.class).map(Opcode.BoardName::board), board.rowCount(),
                CgpValidator.commonWidth(board));
    }
}
