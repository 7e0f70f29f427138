package org.ludex.cgprune;

import org.ludex.cgp.Board;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpReader;
import org.ludex.cgp.CgpWriter;
import org.ludex.crossword.LetterDistribution;
import org.ludex.cgp.Move;
import org.ludex.cgp.Opcode;
import org.ludex.cgp.Rack;
import org.ludex.cgp.RackTile;
import org.ludex.cgp.Square;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import static org.ludex.cgprune.RuneCodes.CONVERT;
import static org.ludex.cgprune.RuneCodes.CONVERT_CGP;

/**
 * Conversion between the rune draft and the current CGP, through the alphabet of the
 * record's {@code ld} (English when there is none): rune n is the n-th tile of the
 * distribution. A tile the target cannot write is an error at its place, never a
 * substitute. CGP keeps one last move; the older ones of a rune record travel in one
 * {@code lm-history} opcode (moves separated by {@code |}), at the place of the first,
 * and come back as {@code lm} opcodes.
 */
public final class RuneConversion {
    static final String HISTORY = "lm-history";

    private RuneConversion() {}

    /**
     * The CGP position a rune record stands for, or empty when some rune has no letter
     * in the record's alphabet; every such rune is an error in {@code found}, at its
     * place by {@code map}.
     */
    public static Optional<Cgp> toCgp(RuneCgp rune, SourceMap map, List<Diagnostic> found) {
        return toCgpText(rune, map, found).map(t -> CgpReader.read(t).model().orElseThrow());
    }

    /**
     * The rune record a CGP position is written as, or empty when the rune draft cannot
     * say some part of it; each such part is an error in {@code found}.
     */
    public static Optional<RuneCgp> toRune(Cgp cgp, SourceMap map, List<Diagnostic> found) {
        return toRuneText(cgp, map, found).map(t -> RuneReader.read(t).model().orElseThrow());
    }

    /** The CGP model a rune record stands for, for drawing it; empty when a rune has no letter. */
    public static Optional<Cgp> toCgp(RuneCgp rune) {
        List<Diagnostic> ignored = new ArrayList<>();
        return toCgpText(rune, SourceMap.of(SourceText.of("").all()), ignored).flatMap(text -> CgpReader.read(text).model());
    }

    // ------------------------------------------------------------------ rune -> CGP

    static Optional<String> toCgpText(RuneCgp rune, SourceMap map, List<Diagnostic> found) {
        Optional<LetterDistribution> found0 = LetterDistribution.named(rune.distributionName());
        if (found0.isEmpty()) {
            found.add(Diagnostic.error(CONVERT, map.whole(), "no letter distribution '" + rune.distributionName()
                    + "': the runes cannot be read as letters"));
            return Optional.empty();
        }
        LetterDistribution set = found0.get();
        int before = found.size();
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < rune.board().size(); r++) {
            List<Square> squares = new ArrayList<>();
            for (int c = 0; c < rune.board().get(r).size(); c++) {
                RuneSquare square = rune.board().get(r).get(c);
                if (square instanceof RuneSquare.Placed placed) {
                    Optional<Tile> tile = letter(set, placed.tile().letter(), map.span("board/" + r + "/" + c), found);
                    squares.add(tile.<Square>map(t -> new Square.Placed(t, placed.tile().blank())).orElse(Square.EMPTY));
                } else {
                    squares.add(Square.EMPTY);
                }
            }
            rows.add(CgpWriter.board(new Board(List.of(squares))));
        }
        List<String> racks = new ArrayList<>();
        for (int p = 0; p < rune.racks().size(); p++) {
            List<RackTile> tiles = new ArrayList<>();
            for (int i = 0; i < rune.racks().get(p).size(); i++) {
                RackRune tile = rune.racks().get(p).get(i);
                if (tile instanceof RackRune.Letter letter) {
                    letter(set, letter.letter(), map.span("rack/" + p + "/" + i), found).ifPresent(t -> tiles.add(new RackTile.Letter(t)));
                } else {
                    tiles.add(RackTile.BLANK);
                }
            }
            racks.add(CgpWriter.rack(new Rack(tiles)));
        }
        List<String> opcodes = new ArrayList<>();
        List<String> history = new ArrayList<>();
        int historyAt = -1;
        boolean firstMove = true;
        for (int i = 0; i < rune.opcodes().size(); i++) {
            RuneOpcode opcode = rune.opcodes().get(i);
            if (opcode instanceof RuneOpcode.LastMove last) {
                Optional<String> move = cgpMove(set, last.move(), map.span("opcode/" + i), found);
                if (move.isEmpty()) {
                    continue;
                }
                if (firstMove) {
                    opcodes.add("lm " + move.get() + ";");
                    firstMove = false;
                } else {
                    if (historyAt < 0) {
                        historyAt = opcodes.size();
                        opcodes.add(null);
                    }
                    history.add(move.get());
                }
            } else if (opcode instanceof RuneOpcode.MaxZeroTurns max) {
                opcodes.add("mcnz " + max.turns() + ";");
            } else {
                opcodes.add(RuneWriter.opcode(opcode) + ";");
            }
        }
        if (historyAt >= 0) {
            opcodes.set(historyAt, HISTORY + " " + String.join(" | ", history) + ";");
            found.add(Diagnostic.warning(RuneCodes.CONVERT_HISTORY, map.whole(), "CGP keeps one last move; the " + history.size()
                    + " older " + (history.size() == 1 ? "one travels" : "ones travel") + " in the opcode '" + HISTORY + "'"));
        }
        if (found.subList(before, found.size()).stream().anyMatch(Diagnostic::isError)) {
            return Optional.empty();
        }
        String text = String.join("/", rows) + " " + String.join("/", racks) + " "
                + rune.scores().stream().map(String::valueOf).collect(Collectors.joining("/")) + " " + rune.zeroTurns()
                + (opcodes.isEmpty() ? "" : " " + String.join(" ", opcodes));
        return Optional.of(text);
    }

    private static Optional<Tile> letter(LetterDistribution set, int index, org.ludex.diagnostic.Span span, List<Diagnostic> found) {
        Optional<Tile> tile = set.tileAt(index);
        if (tile.isEmpty()) {
            found.add(Diagnostic.error(CONVERT, span, "rune " + (char) (32 + index) + " is letter " + index + "; the " + set.name()
                    + " alphabet has " + set.tiles().size() + " letters"));
        }
        return tile;
    }

    private static Optional<String> cgpMove(LetterDistribution set, RuneMove move, org.ludex.diagnostic.Span span, List<Diagnostic> found) {
        if (move instanceof RuneMove.Pass) {
            return Optional.of("-");
        } else if (move instanceof RuneMove.ExchangeCount count) {
            return Optional.of("-" + count.count());
        } else if (move instanceof RuneMove.Exchange exchange) {
            StringBuilder tiles = new StringBuilder("-");
            for (RackRune tile : exchange.tiles()) {
                if (tile instanceof RackRune.Letter letter) {
                    Optional<Tile> t = letter(set, letter.letter(), span, found);
                    if (t.isEmpty()) {
                        return Optional.empty();
                    }
                    tiles.append(t.get().written(false));
                } else {
                    tiles.append('?');
                }
            }
            return Optional.of(tiles.toString());
        } else if (move instanceof RuneMove.Play play) {
            StringBuilder tiles = new StringBuilder();
            for (RuneMove.PlayRune tile : play.tiles()) {
                if (tile instanceof RuneMove.Placed placed) {
                    Optional<Tile> t = letter(set, placed.tile().letter(), span, found);
                    if (t.isEmpty()) {
                        return Optional.empty();
                    }
                    tiles.append(t.get().written(placed.tile().blank()));
                } else {
                    tiles.append('.');
                }
            }
            return Optional.of(play.coordinate().written() + " " + tiles);
        }
        throw new AssertionError(move);
    }

    // ------------------------------------------------------------------ CGP -> rune

    static Optional<String> toRuneText(Cgp cgp, SourceMap map, List<Diagnostic> found) {
        Optional<LetterDistribution> named = LetterDistribution.named(cgp.distributionName());
        if (named.isEmpty()) {
            found.add(Diagnostic.error(CONVERT_CGP, map.whole(), "no letter distribution '" + cgp.distributionName()
                    + "': its alphabet is what the runes number"));
            return Optional.empty();
        }
        LetterDistribution set = named.get();
        int before = found.size();
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < cgp.board().rowCount(); r++) {
            List<RuneSquare> squares = new ArrayList<>();
            List<Square> row = cgp.board().rows().get(r);
            for (int c = 0; c < row.size(); c++) {
                if (row.get(c) instanceof Square.Placed placed) {
                    int index = index(set, placed.tile(), map.span("board/" + r + "/" + c), found);
                    squares.add(index == 0 ? RuneSquare.EMPTY : new RuneSquare.Placed(new RuneTile(index, placed.blank())));
                } else {
                    squares.add(RuneSquare.EMPTY);
                }
            }
            rows.add(RuneWriter.row(squares));
        }
        List<String> racks = new ArrayList<>();
        for (int p = 0; p < cgp.racks().size(); p++) {
            List<RackRune> tiles = new ArrayList<>();
            List<RackTile> rack = cgp.racks().get(p).tiles();
            for (int i = 0; i < rack.size(); i++) {
                if (rack.get(i) instanceof RackTile.Letter letter) {
                    int index = index(set, letter.tile(), map.span("rack/" + p + "/" + i), found);
                    if (index > 0) {
                        tiles.add(new RackRune.Letter(index));
                    }
                } else {
                    tiles.add(RackRune.BLANK);
                }
            }
            racks.add(RuneWriter.rack(tiles));
        }
        List<String> opcodes = new ArrayList<>();
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            Opcode opcode = cgp.opcodes().get(i);
            org.ludex.diagnostic.Span span = map.span("opcode/" + i);
            if (opcode instanceof Opcode.LastMove last) {
                runeMove(set, last.move(), span, found).ifPresent(m -> opcodes.add("lm " + m));
            } else if (opcode instanceof Opcode.Verbatim verbatim && verbatim.name().equals(HISTORY)) {
                for (String part : String.join(" ", verbatim.operands()).split("\\|")) {
                    Optional<Move> move = CgpReader.readMove(part.strip());
                    if (move.isEmpty()) {
                        found.add(Diagnostic.error(CONVERT_CGP, span, "'" + part.strip() + "' in " + HISTORY + " is not a move"));
                    } else {
                        runeMove(set, move.get(), span, found).ifPresent(m -> opcodes.add("lm " + m));
                    }
                }
            } else if (opcode instanceof Opcode.MaxZeroTurns max) {
                opcodes.add("mncz " + max.turns());
            } else {
                String operands = CgpWriter.operands(opcode);
                if (operands.contains("|")) {
                    found.add(Diagnostic.error(CONVERT_CGP, span, "'" + opcode.name() + "' has a '|' in its operands, which separates opcodes in the rune draft"));
                } else {
                    opcodes.add(opcode.name() + (operands.isEmpty() ? "" : " " + operands));
                }
            }
        }
        if (found.subList(before, found.size()).stream().anyMatch(Diagnostic::isError)) {
            return Optional.empty();
        }
        return Optional.of(String.join("|", rows) + " " + String.join("|", racks) + " "
                + cgp.scores().stream().map(String::valueOf).collect(Collectors.joining("|")) + " " + cgp.zeroTurns()
                + (opcodes.isEmpty() ? "" : " " + String.join("|", opcodes)));
    }

    private static int index(LetterDistribution set, Tile tile, org.ludex.diagnostic.Span span, List<Diagnostic> found) {
        int index = set.indexOf(tile);
        if (index == 0 || index > RuneTile.MAX_LETTER) {
            found.add(Diagnostic.error(CONVERT_CGP, span, "the rune draft cannot write tile '" + tile.letters() + "': "
                    + (index == 0 ? "the " + set.name() + " alphabet has no such letter" : "it is letter " + index + ", past the 42 runes")));
            return 0;
        }
        return index;
    }

    private static Optional<String> runeMove(LetterDistribution set, Move move, org.ludex.diagnostic.Span span, List<Diagnostic> found) {
        if (move instanceof Move.Pass) {
            return Optional.of("pass");
        } else if (move instanceof Move.ExchangeCount count) {
            return Optional.of("exchange " + "~".repeat(count.count()));
        } else if (move instanceof Move.Exchange exchange) {
            if (exchange.tiles().stream().allMatch(RackTile.Blank.class::isInstance)) {
                found.add(Diagnostic.error(CONVERT_CGP, span, "an exchange of blanks only is written '~' in the rune draft, where it reads as a count"));
                return Optional.empty();
            }
            StringBuilder runes = new StringBuilder();
            for (RackTile tile : exchange.tiles()) {
                if (tile instanceof RackTile.Letter letter) {
                    int index = index(set, letter.tile(), span, found);
                    if (index == 0) {
                        return Optional.empty();
                    }
                    runes.append((char) (32 + index));
                } else {
                    runes.append('~');
                }
            }
            return Optional.of("exchange " + runes);
        } else if (move instanceof Move.Play play) {
            if (play.challengeBonus().isPresent()) {
                found.add(Diagnostic.error(CONVERT_CGP, span, "the rune draft has no challenge bonus (+" + play.challengeBonus().getAsInt() + ")"));
                return Optional.empty();
            }
            StringBuilder runes = new StringBuilder();
            for (Move.PlayTile tile : play.tiles()) {
                if (tile instanceof Move.Placed placed) {
                    int index = index(set, placed.tile(), span, found);
                    if (index == 0) {
                        return Optional.empty();
                    }
                    runes.append(new RuneTile(index, placed.blank()).rune());
                } else {
                    runes.append('~');
                }
            }
            return Optional.of(play.coordinate().written() + " " + runes);
        } else if (move instanceof Move.Challenged) {
            found.add(Diagnostic.error(CONVERT_CGP, span, "the rune draft has no form for a play challenged off the board"));
            return Optional.empty();
        }
        throw new AssertionError(move);
    }
}
