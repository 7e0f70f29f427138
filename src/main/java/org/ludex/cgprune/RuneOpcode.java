package org.ludex.cgprune;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** An opcode of the rune draft; any other is kept as written. */
public sealed interface RuneOpcode {
    String name();

    record BingoBonus(int points) implements RuneOpcode {
        public String name() { return "bb"; }
    }

    record BoardName(String board) implements RuneOpcode {
        public BoardName { requireNonNull(board, "board is null"); }
        public String name() { return "bdn"; }
    }

    record ExchangeLimit(int tiles) implements RuneOpcode {
        public String name() { return "etl"; }
    }

    record LetterDistributionName(String distribution) implements RuneOpcode {
        public LetterDistributionName { requireNonNull(distribution, "distribution is null"); }
        public String name() { return "ld"; }
    }

    record MaxZeroTurns(int turns) implements RuneOpcode {
        public String name() { return "mncz"; }
    }

    /** One of the last moves; repeatable, the most recent first. */
    record LastMove(RuneMove move) implements RuneOpcode {
        public LastMove { requireNonNull(move, "move is null"); }
        public String name() { return "lm"; }
    }

    record Verbatim(String name, List<String> operands) implements RuneOpcode {
        public Verbatim {
            requireNonNull(name, "name is null");
            operands = List.copyOf(operands);
        }
    }
}
