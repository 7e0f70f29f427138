package org.ludex.cgprune;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.crossword.Coordinate;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.ludex.cgprune.RuneCodes.*;

/**
 * Turns a rune-draft parse tree into the model. Source map paths as for CGP:
 * {@code board/R}, {@code board/R/C}, {@code rack/P/I}, {@code score/P},
 * {@code zeroTurns}, {@code opcode/I}, {@code opcode/I/operand/J}.
 */
final class RuneTreeDecoder {
    static final List<String> KNOWN = List.of("bb", "bdn", "etl", "ld", "lm", "mncz");

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private boolean unreadable;

    private RuneTreeDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source);
    }

    static ParseResult<RuneCgp> decode(CgpRuneParser.RuneRecordContext tree, SourceText source) {
        return new RuneTreeDecoder(source).decode(tree);
    }

    private ParseResult<RuneCgp> decode(CgpRuneParser.RuneRecordContext tree) {
        tree.FIELD_SPACE().forEach(this::whitespace);
        List<List<RuneSquare>> board = new ArrayList<>();
        for (CgpRuneParser.RuneRowContext rowContext : tree.runeBoard().runeRow()) {
            int r = board.size();
            map.put(CgpPaths.row(r), rowContext.runeSquare().isEmpty() ? point(rowContext.getStart()) : span(rowContext.getStart(), rowContext.getStop()));
            List<RuneSquare> row = new ArrayList<>();
            for (CgpRuneParser.RuneSquareContext square : rowContext.runeSquare()) {
                Token token = square.getStart();
                int count = square instanceof CgpRuneParser.OneEmptyContext ? 1
                        : square instanceof CgpRuneParser.EmptyRunContext ? run(token) : 0;
                for (int i = 0; i < count; i++) {
                    map.put(CgpPaths.square(r, row.size()), span(token));
                    row.add(RuneSquare.EMPTY);
                }
                if (square instanceof CgpRuneParser.RuneTileContext) {
                    RuneTile tile = rune(token);
                    map.put(CgpPaths.square(r, row.size()), span(token));
                    row.add(tile == null ? RuneSquare.EMPTY : new RuneSquare.Placed(tile));
                }
            }
            board.add(row);
        }
        List<List<RackRune>> racks = new ArrayList<>();
        for (CgpRuneParser.RuneRackContext rackContext : tree.runeRacks().runeRack()) {
            int p = racks.size();
            List<RackRune> rack = new ArrayList<>();
            for (CgpRuneParser.RuneRackTileContext tile : rackContext.runeRackTile()) {
                Token token = tile.getStart();
                map.put(CgpPaths.rackTile(p, rack.size()), span(token));
                if (tile instanceof CgpRuneParser.RackBlankContext) {
                    rack.add(RackRune.BLANK);
                } else {
                    RuneTile rune = rune(token);
                    if (rune != null && rune.blank()) {
                        diagnostics.add(Diagnostic.error(RACK_BLANK_RUNE, span(token), "'" + token.getText()
                                + "' is a blank on the board; on a rack a blank is '~'"));
                        rack.add(RackRune.BLANK);
                    } else if (rune != null) {
                        rack.add(new RackRune.Letter(rune.letter()));
                    }
                }
            }
            racks.add(rack);
        }
        map.put(CgpPaths.racks(), span(tree.runeRacks().getStart(), tree.runeRacks().getStop()));
        List<Integer> scores = new ArrayList<>();
        List<TerminalNode> scoreTokens = tree.runeScores().INTEGER();
        for (int p = 0; p < scoreTokens.size(); p++) {
            map.put(CgpPaths.score(p), span(scoreTokens.get(p).getSymbol()));
            scores.add(integer(scoreTokens.get(p).getSymbol(), "score"));
        }
        map.put(CgpPaths.scores(), span(tree.runeScores().getStart(), tree.runeScores().getStop()));
        Token zero = tree.runeZeroTurns().INTEGER().getSymbol();
        map.put(CgpPaths.zeroTurns(), span(zero));
        int zeroTurns = integer(zero, "zero-turn count");
        List<RuneOpcode> opcodes = new ArrayList<>();
        if (tree.runeOpcodes() != null) {
            List<CgpRuneParser.RuneOpcodeContext> contexts = tree.runeOpcodes().runeOpcode();
            for (int i = 0; i < contexts.size(); i++) {
                opcodes.add(opcode(i, contexts.get(i)));
            }
        }
        SourceMap sourceMap = map.build();
        if (unreadable) {
            return new ParseResult<>(Optional.empty(), diagnostics, sourceMap);
        }
        return new ParseResult<>(Optional.of(new RuneCgp(board, racks, scores, zeroTurns, opcodes)), diagnostics, sourceMap);
    }

    private RuneTile rune(Token token) {
        RuneTile tile = RuneTile.of(token.getText().charAt(0));
        if (tile == null) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(RUNE, span(token), "'" + token.getText() + "' is not a rune: letters are '!' to 'J' (1 to 42),"
                    + " blanks 'Q' to 'z'; 'K' to 'P' stand for nothing"));
        }
        return tile;
    }

    private int run(Token token) {
        char count = token.getText().charAt(2);
        int n = count - 32;
        if (n < 2 || n > RuneTile.MAX_LETTER) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(RUN, span(token), "'" + token.getText() + "': after '~~' comes the run's length as a rune,"
                    + " '\"' (2) to 'J' (42); '" + count + "' is none of those"));
            return 0;
        }
        return n;
    }

    private RuneOpcode opcode(int index, CgpRuneParser.RuneOpcodeContext context) {
        String path = CgpPaths.opcode(index);
        map.put(path, span(context.getStart(), context.getStop()));
        context.OPCODE_SPACE().forEach(this::whitespace);
        Token nameToken = context.opcodeName;
        List<Token> operands = context.runeOperand().stream().map(o -> o.OPCODE_WORD().getSymbol()).toList();
        for (int j = 0; j < operands.size(); j++) {
            map.put(CgpPaths.operand(index, j), span(operands.get(j)));
        }
        List<String> texts = operands.stream().map(Token::getText).toList();
        String name = nameToken.getText();
        if (!KNOWN.contains(name)) {
            diagnostics.add(Diagnostic.warning(OPCODE_UNKNOWN, span(nameToken), "unknown opcode '" + name
                    + "' is kept as written; the rune draft's opcodes are " + String.join(", ", KNOWN)));
            return new RuneOpcode.Verbatim(name, texts);
        }
        Optional<RuneOpcode> typed = switch (name) {
            case "bb" -> integer(nameToken, operands, 0).map(RuneOpcode.BingoBonus::new);
            case "etl" -> integer(nameToken, operands, 0).map(RuneOpcode.ExchangeLimit::new);
            case "mncz" -> integer(nameToken, operands, 1).map(RuneOpcode.MaxZeroTurns::new);
            case "bdn" -> one(nameToken, operands, "a name") ? Optional.of(new RuneOpcode.BoardName(texts.get(0))) : Optional.empty();
            case "ld" -> one(nameToken, operands, "a name") ? Optional.of(new RuneOpcode.LetterDistributionName(texts.get(0))) : Optional.empty();
            case "lm" -> move(nameToken, operands).map(RuneOpcode.LastMove::new);
            default -> throw new AssertionError(name);
        };
        return typed.orElseGet(() -> new RuneOpcode.Verbatim(name, texts));
    }

    private boolean one(Token name, List<Token> operands, String what) {
        if (operands.size() == 1) {
            return true;
        }
        diagnostics.add(Diagnostic.error(OPERAND_COUNT, operands.size() > 1 ? span(operands.get(1)) : span(name),
                "'" + name.getText() + "' takes one operand, " + what + "; found " + operands.size()));
        return false;
    }

    private Optional<Integer> integer(Token name, List<Token> operands, int least) {
        if (!one(name, operands, "an integer of " + least + " or more")) {
            return Optional.empty();
        }
        String text = operands.get(0).getText();
        if (text.matches("\\d{1,9}") && Integer.parseInt(text) >= least) {
            return Optional.of(Integer.parseInt(text));
        }
        diagnostics.add(Diagnostic.error(OPERAND_INTEGER, span(operands.get(0)), "'" + name.getText() + "' takes an integer of "
                + least + " or more; found '" + text + "'"));
        return Optional.empty();
    }

    /** {@code 8D RUNES}, {@code D8 RUNES} ({@code ~} through), {@code exchange RUNES}, {@code exchange ~~~}, {@code pass}. */
    private Optional<RuneMove> move(Token name, List<Token> operands) {
        List<String> texts = operands.stream().map(Token::getText).toList();
        if (texts.size() == 1 && texts.get(0).equals("pass")) {
            return Optional.of(new RuneMove.Pass());
        }
        if (texts.size() == 2 && texts.get(0).equals("exchange")) {
            String runes = texts.get(1);
            if (runes.chars().allMatch(c -> c == '~')) {
                return Optional.of(new RuneMove.ExchangeCount(runes.length()));
            }
            List<RackRune> tiles = new ArrayList<>();
            for (char c : runes.toCharArray()) {
                RuneTile tile = c == '~' ? null : RuneTile.of(c);
                if (c == '~') {
                    tiles.add(RackRune.BLANK);
                } else if (tile == null || tile.blank()) {
                    diagnostics.add(Diagnostic.error(MOVE_TILES, span(operands.get(1)), "'" + c + "' in an exchange is not a tile rune ('!' to 'J', '~' a blank)"));
                    return Optional.empty();
                } else {
                    tiles.add(new RackRune.Letter(tile.letter()));
                }
            }
            return Optional.of(new RuneMove.Exchange(tiles));
        }
        if (texts.size() == 2) {
            Optional<Coordinate> at = Coordinate.parse(texts.get(0));
            if (at.isEmpty()) {
                diagnostics.add(Diagnostic.error(MOVE_COORDINATE, span(operands.get(0)), "'" + texts.get(0)
                        + "' is not a coordinate: 8D for a play across, D8 for a play down"));
                return Optional.empty();
            }
            List<RuneMove.PlayRune> tiles = new ArrayList<>();
            for (char c : texts.get(1).toCharArray()) {
                RuneTile tile = c == '~' ? null : RuneTile.of(c);
                if (c == '~') {
                    tiles.add(RuneMove.THROUGH);
                } else if (tile == null) {
                    diagnostics.add(Diagnostic.error(MOVE_TILES, span(operands.get(1)), "'" + c + "' in a play is not a rune"));
                    return Optional.empty();
                } else {
                    tiles.add(new RuneMove.Placed(tile));
                }
            }
            return Optional.of(new RuneMove.Play(at.get(), tiles));
        }
        diagnostics.add(Diagnostic.error(MOVE, operands.isEmpty() ? span(name) : span(operands.get(0)), "move '" + String.join(" ", texts)
                + "' is not one of 8D RUNES, D8 RUNES, exchange RUNES, exchange ~~~ or pass"));
        return Optional.empty();
    }

    private int integer(Token token, String what) {
        try {
            return Integer.parseInt(token.getText());
        } catch (NumberFormatException tooLarge) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(token), what + " " + ParseDriver.quote(token.getText()) + " is far too large to be meant"));
            return 0;
        }
    }

    private void whitespace(TerminalNode node) {
        if (!node.getText().equals(" ")) {
            diagnostics.add(Diagnostic.warning(WHITESPACE, span(node.getSymbol()), "fields are separated by one space; written back so"));
        }
    }

    private Span point(Token token) {
        return source.span(token.getStartIndex(), token.getStartIndex());
    }

    private Span span(Token token) {
        return source.span(token.getStartIndex(), token.getStopIndex() + 1);
    }

    private Span span(Token start, Token stop) {
        return source.span(start.getStartIndex(), Math.max(start.getStartIndex(), stop.getStopIndex() + 1));
    }
}
