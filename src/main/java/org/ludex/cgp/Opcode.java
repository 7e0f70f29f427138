package org.ludex.cgp;

import java.util.List;
import java.util.Locale;

import static java.util.Objects.requireNonNull;

/** An operation after the four fields: a known opcode with typed operands, or any other kept as written. */
public sealed interface Opcode {
    /** The opcode's name as it is written. */
    String name();

    record BingoBonus(int points) implements Opcode {
        public String name() { return "bb"; }
    }

    record BoardName(String board) implements Opcode {
        public BoardName { requireNonNull(board, "board is null"); }
        public String name() { return "bdn"; }
    }

    record ChallengeRule(Rule rule) implements Opcode {
        public ChallengeRule { requireNonNull(rule, "rule is null"); }
        public String name() { return "cr"; }

        public enum Rule {
            SINGLE("single"), DOUBLE("double"), TRIPLE("triple"), VOID("void"), FIVE_POINT("5pt"), TEN_POINT("10pt");

            private final String written;

            Rule(String written) {
                this.written = written;
            }

            public String written() {
                return written;
            }

            public static Rule of(String text) {
                for (Rule rule : values()) {
                    if (rule.written.equals(text.toLowerCase(Locale.ROOT))) {
                        return rule;
                    }
                }
                return null;
            }
        }
    }

    record ExchangeLimit(int tiles) implements Opcode {
        public String name() { return "etl"; }
    }

    record GameId(String id) implements Opcode {
        public GameId { requireNonNull(id, "id is null"); }
        public String name() { return "gid"; }
    }

    record LetterDistributionName(String distribution) implements Opcode {
        public LetterDistributionName { requireNonNull(distribution, "distribution is null"); }
        public String name() { return "ld"; }
    }

    record Lexicon(String lexicon) implements Opcode {
        public Lexicon { requireNonNull(lexicon, "lexicon is null"); }
        public String name() { return "lex"; }
    }

    /**
     * {@code l1 CSW21;}: one player's lexicon, as MAGPIE writes it (a dialect: the format names one lexicon, {@code lex}).
     * Players count from 1, in rack order.
     */
    record PlayerLexicon(int player, String lexicon) implements Opcode {
        public PlayerLexicon { requireNonNull(lexicon, "lexicon is null"); }
        public String name() { return "l" + player; }
    }

    record LastMove(Move move) implements Opcode {
        public LastMove { requireNonNull(move, "move is null"); }
        public String name() { return "lm"; }
    }

    record MaxZeroTurns(int turns) implements Opcode {
        public String name() { return "mcnz"; }
    }

    /** {@code oru}: a name the format has added; its operands are kept as written. */
    record Oru(List<String> operands) implements Opcode {
        public Oru { operands = List.copyOf(operands); }
        public String name() { return "oru"; }
    }

    record TimerIncrement(int milliseconds) implements Opcode {
        public String name() { return "ti"; }
    }

    /** Milliseconds left on each player's clock, in rack order; negative when over time. */
    record Timers(List<Integer> milliseconds) implements Opcode {
        public Timers { milliseconds = List.copyOf(milliseconds); }
        public String name() { return "tmr"; }
    }

    record MaxOvertime(int milliseconds) implements Opcode {
        public String name() { return "to"; }
    }

    record GameVariant(String variant) implements Opcode {
        public GameVariant { requireNonNull(variant, "variant is null"); }
        public String name() { return "var"; }
    }

    /** Any other opcode, or a known one whose operands could not be read: kept exactly as written. */
    record Verbatim(String name, List<String> operands) implements Opcode {
        public Verbatim {
            requireNonNull(name, "name is null");
            operands = List.copyOf(operands);
        }
    }
}
