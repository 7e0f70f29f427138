package org.ludex.cgprune;

import org.ludex.crosswordtext.CrosswordText;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Canonical rune-draft text: one space between fields, runs of empty squares as
 * {@code ~~} and a rune count (runs past 42 split, a single square {@code ~}),
 * {@code |} between rows, players and opcodes.
 */
public final class RuneWriter {
    private RuneWriter() {}

    public static String write(RuneCgp cgp) {
        StringBuilder out = new StringBuilder();
        out.append(cgp.board().stream().map(RuneWriter::row).collect(Collectors.joining("|"))).append(' ');
        out.append(cgp.racks().stream().map(RuneWriter::rack).collect(Collectors.joining("|"))).append(' ');
        out.append(cgp.scores().stream().map(String::valueOf).collect(Collectors.joining("|"))).append(' ');
        out.append(cgp.zeroTurns());
        if (!cgp.opcodes().isEmpty()) {
            out.append(' ').append(cgp.opcodes().stream().map(RuneWriter::opcode).collect(Collectors.joining("|")));
        }
        return out.toString();
    }

    static String row(List<RuneSquare> squares) {
        StringBuilder out = new StringBuilder();
        int empty = 0;
        for (RuneSquare square : squares) {
            if (square instanceof RuneSquare.Placed placed) {
                empties(out, empty);
                empty = 0;
                out.append(placed.tile().rune());
            } else {
                empty++;
            }
        }
        empties(out, empty);
        return out.toString();
    }

    private static void empties(StringBuilder out, int count) {
        while (count > 0) {
            if (count == 1) {
                out.append('~');
                count = 0;
            } else {
                int run = Math.min(count, RuneTile.MAX_LETTER);
                if (count - run == 1 && run > 2) {
                    run--; // leave two, not one, for the next run
                }
                out.append("~~").append((char) (32 + run));
                count -= run;
            }
        }
    }

    static String rack(List<RackRune> rack) {
        return rack.stream().map(RuneWriter::rackRune).collect(Collectors.joining());
    }

    static String rackRune(RackRune tile) {
        if (tile instanceof RackRune.Letter letter) {
            return String.valueOf((char) (32 + letter.letter()));
        } else if (tile instanceof RackRune.Blank) {
            return "~";
        }
        throw new AssertionError(tile);
    }

    static String opcode(RuneOpcode opcode) {
        String operands;
        if (opcode instanceof RuneOpcode.BingoBonus o) {
            operands = String.valueOf(o.points());
        } else if (opcode instanceof RuneOpcode.BoardName o) {
            operands = o.board();
        } else if (opcode instanceof RuneOpcode.ExchangeLimit o) {
            operands = String.valueOf(o.tiles());
        } else if (opcode instanceof RuneOpcode.LetterDistributionName o) {
            operands = o.distribution();
        } else if (opcode instanceof RuneOpcode.MaxZeroTurns o) {
            operands = String.valueOf(o.turns());
        } else if (opcode instanceof RuneOpcode.LastMove o) {
            operands = move(o.move());
        } else if (opcode instanceof RuneOpcode.Verbatim o) {
            operands = String.join(" ", o.operands());
        } else {
            throw new AssertionError(opcode);
        }
        return opcode.name() + (operands.isEmpty() ? "" : " " + operands);
    }

    static String move(RuneMove move) {
        if (move instanceof RuneMove.Play play) {
            StringBuilder tiles = new StringBuilder();
            for (RuneMove.PlayRune tile : play.tiles()) {
                tiles.append(tile instanceof RuneMove.Placed placed ? placed.tile().rune() : '~');
            }
            return CrosswordText.coordinate(play.coordinate()) + " " + tiles;
        } else if (move instanceof RuneMove.Exchange exchange) {
            return "exchange " + rack(exchange.tiles());
        } else if (move instanceof RuneMove.ExchangeCount count) {
            return "exchange " + "~".repeat(count.count());
        } else if (move instanceof RuneMove.Pass) {
            return "pass";
        }
        throw new AssertionError(move);
    }
}
