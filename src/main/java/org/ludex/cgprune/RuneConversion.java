package org.ludex.cgprune;

import org.ludex.cgp.Board;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgp.CgpReader;
import org.ludex.cgp.CgpWriter;
import org.ludex.cgp.Move;
import org.ludex.cgp.Opcode;
import org.ludex.cgp.Rack;
import org.ludex.cgp.RackTile;
import org.ludex.cgp.Square;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

import static org.ludex.cgprune.RuneCodes.CONVERT;
import static org.ludex.cgprune.RuneCodes.CONVERT_CGP;

/**
 * Conversion between the rune draft and the current CGP, model to model, through the
 * alphabet of the record's {@code ld} (English when there is none): rune n is the n-th
 * tile of the distribution. A tile the target cannot write is an error at its place,
 * never a substitute. CGP keeps one last move; the older ones of a rune record travel
 * in one {@code lm-history} opcode (moves separated by {@code |}), at the place of the
 * first, and come back as {@code lm} opcodes.
 */
public final class RuneConversion {
    static final String HISTORY = "lm-history";
    private static final String HISTORY_SEPARATOR = "|";

    private RuneConversion() {}

    /** The CGP model a rune record stands for, for drawing it; empty when a rune has no letter. */
    public static Optional<Cgp> toCgp(RuneCgp rune) {
        return toCgp(rune, SourceMap.of(SourceText.of("").all()), new ArrayList<>());
    }

    // ------------------------------------------------------------------ rune -> CGP

    /**
     * The CGP position a rune record stands for, or empty when some rune has no letter
     * in the record's alphabet; every such rune is an error in {@code found}, at its
     * place by {@code map}.
     */
    public static Optional<Cgp> toCgp(RuneCgp rune, SourceMap map, List<Diagnostic> found) {
        Optional<LetterDistribution> named = LetterDistribution.named(rune.distributionName());
        if (named.isEmpty()) {
            found.add(Diagnostic.error(CONVERT, map.whole(), "no letter distribution '" + rune.distributionName()
                    + "': the runes cannot be read as letters"));
            return Optional.empty();
        }
        LetterDistribution set = named.get();
        int before = found.size();
        List<List<Square>> rows = new ArrayList<>(rune.board().size());
        for (int r = 0; r < rune.board().size(); r++) {
            List<RuneSquare> runeRow = rune.board().get(r);
            Square[] squares = new Square[runeRow.size()];
            for (int c = 0; c < squares.length; c++) {
                squares[c] = Square.EMPTY;
                if (runeRow.get(c) instanceof RuneSquare.Placed placed) {
                    int row = r;
                    int column = c;
                    letter(set, placed.tile().letter(), () -> map.span(CgpPaths.square(row, column)), found)
                            .ifPresent(t -> squares[column] = new Square.Placed(t, placed.tile().blank()));
                }
            }
            rows.add(Arrays.asList(squares));
        }
        List<Rack> racks = new ArrayList<>(rune.racks().size());
        for (int p = 0; p < rune.racks().size(); p++) {
            List<RackTile> tiles = new ArrayList<>();
            for (int i = 0; i < rune.racks().get(p).size(); i++) {
                if (rune.racks().get(p).get(i) instanceof RackRune.Letter letter) {
                    int player = p;
                    int index = i;
                    letter(set, letter.letter(), () -> map.span(CgpPaths.rackTile(player, index)), found)
                            .ifPresent(t -> tiles.add(new RackTile.Letter(t)));
                } else {
                    tiles.add(RackTile.BLANK);
                }
            }
            racks.add(new Rack(tiles));
        }
        List<Opcode> opcodes = new ArrayList<>();
        List<String> history = new ArrayList<>();
        int historyAt = -1;
        int moves = 0;
        boolean firstMove = true;
        for (int i = 0; i < rune.opcodes().size(); i++) {
            RuneOpcode opcode = rune.opcodes().get(i);
            int at = i;
            if (opcode instanceof RuneOpcode.LastMove last) {
                Optional<Move> move = cgpMove(set, last.move(), () -> map.span(CgpPaths.opcode(at)), found);
                if (move.isEmpty()) {
                    continue;
                }
                if (firstMove) {
                    opcodes.add(new Opcode.LastMove(move.get()));
                    firstMove = false;
                } else {
                    if (historyAt < 0) {
                        historyAt = opcodes.size();
                        opcodes.add(null);
                    } else {
                        history.add(HISTORY_SEPARATOR);
                    }
                    history.addAll(operands(CgpWriter.operands(new Opcode.LastMove(move.get()))));
                    moves++;
                }
            } else {
                opcodes.add(cgpOpcode(opcode));
            }
        }
        if (historyAt >= 0) {
            opcodes.set(historyAt, new Opcode.Verbatim(HISTORY, history));
            found.add(Diagnostic.warning(RuneCodes.CONVERT_HISTORY, map.whole(), "CGP keeps one last move; the " + moves
                    + " older " + (moves == 1 ? "one travels" : "ones travel") + " in the opcode '" + HISTORY + "'"));
        }
        if (found.subList(before, found.size()).stream().anyMatch(Diagnostic::isError)) {
            return Optional.empty();
        }
        return Optional.of(new Cgp(new Board(rows), racks, rune.scores(), rune.zeroTurns(), opcodes));
    }

    private static Opcode cgpOpcode(RuneOpcode opcode) {
        if (opcode instanceof RuneOpcode.BingoBonus bonus) {
            return new Opcode.BingoBonus(bonus.points());
        } else if (opcode instanceof RuneOpcode.BoardName board) {
            return new Opcode.BoardName(board.board());
        } else if (opcode instanceof RuneOpcode.ExchangeLimit limit) {
            return new Opcode.ExchangeLimit(limit.tiles());
        } else if (opcode instanceof RuneOpcode.LetterDistributionName distribution) {
            return new Opcode.LetterDistributionName(distribution.distribution());
        } else if (opcode instanceof RuneOpcode.MaxZeroTurns max) {
            return new Opcode.MaxZeroTurns(max.turns());
        } else if (opcode instanceof RuneOpcode.Verbatim verbatim) {
            // an opcode the rune draft does not know may be one CGP does (lex, cr, tmr, ...)
            return CgpReader.readOpcode(verbatim.name(), verbatim.operands());
        }
        throw new AssertionError(opcode);
    }

    private static Optional<Tile> letter(LetterDistribution set, int index, Supplier<Span> span, List<Diagnostic> found) {
        Optional<Tile> tile = set.tileAt(index);
        if (tile.isEmpty()) {
            found.add(Diagnostic.error(CONVERT, span.get(), "rune " + (char) (32 + index) + " is letter " + index + "; the " + set.name()
                    + " alphabet has " + set.tiles().size() + " letters"));
        }
        return tile;
    }

    private static Optional<Move> cgpMove(LetterDistribution set, RuneMove move, Supplier<Span> span, List<Diagnostic> found) {
        if (move instanceof RuneMove.Pass) {
            return Optional.of(new Move.Pass());
        } else if (move instanceof RuneMove.ExchangeCount count) {
            return Optional.of(new Move.ExchangeCount(count.count()));
        } else if (move instanceof RuneMove.Exchange exchange) {
            List<RackTile> tiles = new ArrayList<>();
            for (RackRune tile : exchange.tiles()) {
                if (tile instanceof RackRune.Letter letter) {
                    Optional<Tile> t = letter(set, letter.letter(), span, found);
                    if (t.isEmpty()) {
                        return Optional.empty();
                    }
                    tiles.add(new RackTile.Letter(t.get()));
                } else {
                    tiles.add(RackTile.BLANK);
                }
            }
            return Optional.of(new Move.Exchange(tiles));
        } else if (move instanceof RuneMove.Play play) {
            List<Move.PlayTile> tiles = new ArrayList<>();
            for (RuneMove.PlayRune tile : play.tiles()) {
                if (tile instanceof RuneMove.Placed placed) {
                    Optional<Tile> t = letter(set, placed.tile().letter(), span, found);
                    if (t.isEmpty()) {
                        return Optional.empty();
                    }
                    tiles.add(new Move.Placed(t.get(), placed.tile().blank()));
                } else {
                    tiles.add(Move.THROUGH);
                }
            }
            return Optional.of(new Move.Play(play.coordinate(), tiles, OptionalInt.empty()));
        }
        throw new AssertionError(move);
    }

    // ------------------------------------------------------------------ CGP -> rune

    /**
     * The rune record a CGP position is written as, or empty when the rune draft cannot
     * say some part of it; each such part is an error in {@code found}.
     */
    public static Optional<RuneCgp> toRune(Cgp cgp, SourceMap map, List<Diagnostic> found) {
        Optional<LetterDistribution> named = LetterDistribution.named(cgp.distributionName());
        if (named.isEmpty()) {
            found.add(Diagnostic.error(CONVERT_CGP, map.whole(), "no letter distribution '" + cgp.distributionName()
                    + "': its alphabet is what the runes number"));
            return Optional.empty();
        }
        LetterDistribution set = named.get();
        int before = found.size();
        List<List<RuneSquare>> rows = new ArrayList<>(cgp.board().rowCount());
        for (int r = 0; r < cgp.board().rowCount(); r++) {
            List<Square> row = cgp.board().rows().get(r);
            List<RuneSquare> squares = new ArrayList<>(row.size());
            for (int c = 0; c < row.size(); c++) {
                if (row.get(c) instanceof Square.Placed placed) {
                    int index = index(set, placed.tile(), map.span(CgpPaths.square(r, c)), found);
                    squares.add(index == 0 ? RuneSquare.EMPTY : new RuneSquare.Placed(new RuneTile(index, placed.blank())));
                } else {
                    squares.add(RuneSquare.EMPTY);
                }
            }
            rows.add(squares);
        }
        List<List<RackRune>> racks = new ArrayList<>(cgp.racks().size());
        for (int p = 0; p < cgp.racks().size(); p++) {
            List<RackRune> tiles = new ArrayList<>();
            List<RackTile> rack = cgp.racks().get(p).tiles();
            for (int i = 0; i < rack.size(); i++) {
                if (rack.get(i) instanceof RackTile.Letter letter) {
                    int index = index(set, letter.tile(), map.span(CgpPaths.rackTile(p, i)), found);
                    if (index > 0) {
                        tiles.add(new RackRune.Letter(index));
                    }
                } else {
                    tiles.add(RackRune.BLANK);
                }
            }
            racks.add(tiles);
        }
        List<RuneOpcode> opcodes = new ArrayList<>();
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            Opcode opcode = cgp.opcodes().get(i);
            Span span = map.span(CgpPaths.opcode(i));
            if (opcode instanceof Opcode.LastMove last) {
                runeMove(set, last.move(), span, found).ifPresent(m -> opcodes.add(new RuneOpcode.LastMove(m)));
            } else if (opcode instanceof Opcode.Verbatim verbatim && verbatim.name().equals(HISTORY)) {
                for (List<String> part : split(verbatim.operands())) {
                    Optional<Move> move = CgpReader.readMove(part);
                    if (move.isEmpty()) {
                        found.add(Diagnostic.error(CONVERT_CGP, span, "'" + String.join(" ", part) + "' in " + HISTORY + " is not a move"));
                    } else {
                        runeMove(set, move.get(), span, found).ifPresent(m -> opcodes.add(new RuneOpcode.LastMove(m)));
                    }
                }
            } else {
                runeOpcode(opcode, span, found).ifPresent(opcodes::add);
            }
        }
        if (found.subList(before, found.size()).stream().anyMatch(Diagnostic::isError)) {
            return Optional.empty();
        }
        return Optional.of(new RuneCgp(rows, racks, cgp.scores(), cgp.zeroTurns(), opcodes));
    }

    private static Optional<RuneOpcode> runeOpcode(Opcode opcode, Span span, List<Diagnostic> found) {
        if (opcode instanceof Opcode.MaxZeroTurns max) {
            return Optional.of(new RuneOpcode.MaxZeroTurns(max.turns()));
        } else if (opcode instanceof Opcode.BingoBonus bonus) {
            return Optional.of(new RuneOpcode.BingoBonus(bonus.points()));
        } else if (opcode instanceof Opcode.BoardName board) {
            return Optional.of(new RuneOpcode.BoardName(board.board()));
        } else if (opcode instanceof Opcode.ExchangeLimit limit) {
            return Optional.of(new RuneOpcode.ExchangeLimit(limit.tiles()));
        } else if (opcode instanceof Opcode.LetterDistributionName distribution) {
            return Optional.of(new RuneOpcode.LetterDistributionName(distribution.distribution()));
        }
        List<String> operands = opcode instanceof Opcode.Verbatim verbatim ? verbatim.operands() : operands(CgpWriter.operands(opcode));
        if (operands.stream().anyMatch(o -> o.contains("|"))) {
            found.add(Diagnostic.error(CONVERT_CGP, span, "'" + opcode.name() + "' has a '|' in its operands, which separates opcodes in the rune draft"));
            return Optional.empty();
        }
        return Optional.of(new RuneOpcode.Verbatim(opcode.name(), operands));
    }

    /** Operands as written, one space between each; none for an empty text. */
    private static List<String> operands(String written) {
        return written.isEmpty() ? List.of() : List.of(written.split(" "));
    }

    /** The moves of an {@code lm-history}: its operands cut at each {@code |}. */
    private static List<List<String>> split(List<String> operands) {
        List<List<String>> parts = new ArrayList<>();
        List<String> part = new ArrayList<>();
        for (String operand : operands) {
            if (operand.equals(HISTORY_SEPARATOR)) {
                parts.add(part);
                part = new ArrayList<>();
            } else {
                part.add(operand);
            }
        }
        parts.add(part);
        return parts;
    }

    private static int index(LetterDistribution set, Tile tile, Span span, List<Diagnostic> found) {
        int index = set.indexOf(tile);
        if (index == 0 || index > RuneTile.MAX_LETTER) {
            found.add(Diagnostic.error(CONVERT_CGP, span, "the rune draft cannot write tile '" + tile.letters() + "': "
                    + (index == 0 ? "the " + set.name() + " alphabet has no such letter" : "it is letter " + index + ", past the 42 runes")));
            return 0;
        }
        return index;
    }

    private static Optional<RuneMove> runeMove(LetterDistribution set, Move move, Span span, List<Diagnostic> found) {
        if (move instanceof Move.Pass) {
            return Optional.of(new RuneMove.Pass());
        } else if (move instanceof Move.ExchangeCount count) {
            return Optional.of(new RuneMove.ExchangeCount(count.count()));
        } else if (move instanceof Move.Exchange exchange) {
            if (exchange.tiles().stream().allMatch(RackTile.Blank.class::isInstance)) {
                found.add(Diagnostic.error(CONVERT_CGP, span, "an exchange of blanks only is written '~' in the rune draft, where it reads as a count"));
                return Optional.empty();
            }
            List<RackRune> runes = new ArrayList<>();
            for (RackTile tile : exchange.tiles()) {
                if (tile instanceof RackTile.Letter letter) {
                    int index = index(set, letter.tile(), span, found);
                    if (index == 0) {
                        return Optional.empty();
                    }
                    runes.add(new RackRune.Letter(index));
                } else {
                    runes.add(RackRune.BLANK);
                }
            }
            return Optional.of(new RuneMove.Exchange(runes));
        } else if (move instanceof Move.Play play) {
            if (play.challengeBonus().isPresent()) {
                found.add(Diagnostic.error(CONVERT_CGP, span, "the rune draft has no challenge bonus (+" + play.challengeBonus().getAsInt() + ")"));
                return Optional.empty();
            }
            List<RuneMove.PlayRune> runes = new ArrayList<>();
            for (Move.PlayTile tile : play.tiles()) {
                if (tile instanceof Move.Placed placed) {
                    int index = index(set, placed.tile(), span, found);
                    if (index == 0) {
                        return Optional.empty();
                    }
                    runes.add(new RuneMove.Placed(new RuneTile(index, placed.blank())));
                } else {
                    runes.add(RuneMove.THROUGH);
                }
            }
            return Optional.of(new RuneMove.Play(play.coordinate(), runes));
        } else if (move instanceof Move.Challenged) {
            found.add(Diagnostic.error(CONVERT_CGP, span, "the rune draft has no form for a play challenged off the board"));
            return Optional.empty();
        }
        throw new AssertionError(move);
    }
}
