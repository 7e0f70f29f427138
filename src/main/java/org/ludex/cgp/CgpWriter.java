package org.ludex.cgp;

import org.ludex.crosswordtext.CrosswordText;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Canonical CGP: one space between fields and between opcodes, runs of empty squares
 * as one number, multi-letter tiles in brackets, blanks lowercase on the board and
 * {@code ?} on racks, opcodes in the order read, the last move as the seed writes it.
 */
public final class CgpWriter {
    private CgpWriter() {}

    public static String write(Cgp cgp) {
        StringBuilder out = new StringBuilder();
        out.append(board(cgp.board())).append(' ');
        out.append(cgp.racks().stream().map(CgpWriter::rack).collect(Collectors.joining("/"))).append(' ');
        out.append(cgp.scores().stream().map(String::valueOf).collect(Collectors.joining("/"))).append(' ');
        out.append(cgp.zeroTurns());
        for (Opcode opcode : cgp.opcodes()) {
            out.append(' ').append(opcode(opcode));
        }
        return out.toString();
    }

    /** The board field alone. */
    public static String board(Board board) {
        return board.rows().stream().map(CgpWriter::row).collect(Collectors.joining("/"));
    }

    private static String row(List<Square> squares) {
        StringBuilder out = new StringBuilder();
        int empty = 0;
        for (Square square : squares) {
            if (square instanceof Square.Placed placed) {
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(CrosswordText.tile(placed.tile(), placed.blank()));
            } else {
                empty++;
            }
        }
        if (empty > 0) {
            out.append(empty);
        }
        return out.toString();
    }

    /** One rack as written. */
    public static String rack(Rack rack) {
        return rack.tiles().stream().map(CgpWriter::rackTile).collect(Collectors.joining());
    }

    static String rackTile(RackTile tile) {
        if (tile instanceof RackTile.Letter letter) {
            return CrosswordText.tile(letter.tile(), false);
        } else if (tile instanceof RackTile.Blank) {
            return "?";
        }
        throw new AssertionError(tile);
    }

    static String opcode(Opcode opcode) {
        String operands = operands(opcode);
        return opcode.name() + (operands.isEmpty() ? "" : " " + operands) + ";";
    }

    /** The operands of an opcode as written (also for conversions). */
    public static String operands(Opcode opcode) {
        if (opcode instanceof Opcode.BingoBonus o) {
            return String.valueOf(o.points());
        } else if (opcode instanceof Opcode.BoardName o) {
            return o.board();
        } else if (opcode instanceof Opcode.ChallengeRule o) {
            return o.rule().written();
        } else if (opcode instanceof Opcode.ExchangeLimit o) {
            return String.valueOf(o.tiles());
        } else if (opcode instanceof Opcode.GameId o) {
            return o.id();
        } else if (opcode instanceof Opcode.LetterDistributionName o) {
            return o.distribution();
        } else if (opcode instanceof Opcode.Lexicon o) {
            return o.lexicon();
        } else if (opcode instanceof Opcode.PlayerLexicon o) {
            return o.lexicon();
        } else if (opcode instanceof Opcode.LastMove o) {
            return move(o.move());
        } else if (opcode instanceof Opcode.MaxZeroTurns o) {
            return String.valueOf(o.turns());
        } else if (opcode instanceof Opcode.Oru o) {
            return String.join(" ", o.operands());
        } else if (opcode instanceof Opcode.TimerIncrement o) {
            return String.valueOf(o.milliseconds());
        } else if (opcode instanceof Opcode.Timers o) {
            return o.milliseconds().stream().map(String::valueOf).collect(Collectors.joining("/"));
        } else if (opcode instanceof Opcode.MaxOvertime o) {
            return String.valueOf(o.milliseconds());
        } else if (opcode instanceof Opcode.GameVariant o) {
            return o.variant();
        } else if (opcode instanceof Opcode.Verbatim o) {
            return String.join(" ", o.operands());
        }
        throw new AssertionError(opcode);
    }

    static String move(Move move) {
        if (move instanceof Move.Play play) {
            return CrosswordText.coordinate(play.coordinate()) + " " + playTiles(play.tiles())
                    + (play.challengeBonus().isPresent() ? " +" + play.challengeBonus().getAsInt() : "");
        } else if (move instanceof Move.Exchange exchange) {
            return "-" + exchange.tiles().stream().map(CgpWriter::rackTile).collect(Collectors.joining());
        } else if (move instanceof Move.ExchangeCount count) {
            return "-" + count.count();
        } else if (move instanceof Move.Pass) {
            return "-";
        } else if (move instanceof Move.Challenged challenged) {
            return "challenge " + CrosswordText.coordinate(challenged.coordinate()) + " " + playTiles(challenged.tiles());
        }
        throw new AssertionError(move);
    }

    static String playTiles(List<Move.PlayTile> tiles) {
        StringBuilder out = new StringBuilder();
        for (Move.PlayTile tile : tiles) {
            if (tile instanceof Move.Through) {
                out.append('.');
            } else if (tile instanceof Move.Placed placed) {
                out.append(CrosswordText.tile(placed.tile(), placed.blank()));
            } else {
                throw new AssertionError(tile);
            }
        }
        return out.toString();
    }
}
