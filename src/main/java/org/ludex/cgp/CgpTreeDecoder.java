package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.ludex.cgp.CgpCodes.*;

/**
 * Turns a CGP parse tree into the model: tiles and blanks, runs of empty squares,
 * racks, scores, and each opcode with its operands read by what the opcode means.
 * Source map paths: {@code board/R} (a row), {@code board/R/C} (a square),
 * {@code rack/P}, {@code rack/P/I}, {@code score/P}, {@code zeroTurns},
 * {@code opcode/I}, {@code opcode/I/operand/J}.
 */
final class CgpTreeDecoder {
    /** No board is this wide; a longer run of empty squares is a mistake, not a board. */
    static final int MAX_RUN = 1000;

    private final SourceText source;
    private final SourceMap.Builder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private boolean unreadable;

    private CgpTreeDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source);
    }

    static ParseResult<Cgp> decode(CgpParser.CgpRecordContext tree, SourceText source) {
        return new CgpTreeDecoder(source).decode(tree);
    }

    private ParseResult<Cgp> decode(CgpParser.CgpRecordContext tree) {
        tree.FIELD_SPACE().forEach(this::whitespace);
        Board board = board(tree.board());
        List<Rack> racks = racks(tree.racks());
        List<Integer> scores = new ArrayList<>();
        List<TerminalNode> scoreTokens = tree.scores().INTEGER();
        for (int p = 0; p < scoreTokens.size(); p++) {
            Token token = scoreTokens.get(p).getSymbol();
            map.put("score/" + p, span(token));
            scores.add(integer(token, "score"));
        }
        map.put("scores", span(tree.scores().getStart(), tree.scores().getStop()));
        Token zero = tree.zeroTurns().INTEGER().getSymbol();
        map.put("zeroTurns", span(zero));
        int zeroTurns = integer(zero, "zero-turn count");
        List<Opcode> opcodes = new ArrayList<>();
        if (tree.opcodeList() != null) {
            tree.opcodeList().OPERAND_SPACE().forEach(this::whitespace);
            List<CgpParser.OpcodeContext> contexts = tree.opcodeList().opcode();
            for (int i = 0; i < contexts.size(); i++) {
                opcodes.add(opcode(i, contexts.get(i)));
            }
        }
        SourceMap sourceMap = map.build();
        if (unreadable) {
            return new ParseResult<>(Optional.empty(), diagnostics, sourceMap);
        }
        return new ParseResult<>(Optional.of(new Cgp(board, racks, scores, zeroTurns, opcodes)), diagnostics, sourceMap);
    }

    private Board board(CgpParser.BoardContext context) {
        List<List<Square>> rows = new ArrayList<>();
        for (CgpParser.BoardRowContext rowContext : context.boardRow()) {
            int r = rows.size();
            List<Square> row = new ArrayList<>();
            Span rowSpan = rowContext.getStart() == null || rowContext.getStop() == null || rowContext.square().isEmpty()
                    ? source.span(rowContext.getStart().getStartIndex(), rowContext.getStart().getStartIndex())
                    : span(rowContext.getStart(), rowContext.getStop());
            map.put("board/" + r, rowSpan);
            for (CgpParser.SquareContext square : rowContext.square()) {
                Token token = square.getStart();
                Span span = span(token);
                if (square instanceof CgpParser.EmptySquaresContext) {
                    int run = run(token);
                    for (int i = 0; i < run; i++) {
                        map.put("board/" + r + "/" + row.size(), span);
                        row.add(Square.EMPTY);
                    }
                } else {
                    String letters = square instanceof CgpParser.MultiLetterSquareContext ? bracketed(token) : token.getText();
                    map.put("board/" + r + "/" + row.size(), span);
                    row.add(letters == null ? Square.EMPTY : new Square.Placed(Tile.of(letters), Tile.isLowercase(letters)));
                }
            }
            rows.add(row);
        }
        return new Board(rows);
    }

    private int run(Token token) {
        String text = token.getText();
        int run = text.length() > 4 ? Integer.MAX_VALUE : Integer.parseInt(text);
        if (run == 0 || run > MAX_RUN) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(RUN, span(token), "a run of " + (run == 0 ? "0" : text)
                    + " empty squares " + (run == 0 ? "says nothing; write runs of 1 or more" : "is longer than any board")));
            return 0;
        }
        return run;
    }

    /** The letters inside a bracketed tile, or null (with an error) when there are none. */
    private String bracketed(Token token) {
        String text = token.getText();
        String inside = text.substring(1, text.length() - 1);
        int length = inside.codePointCount(0, inside.length());
        if (length == 0) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(TILE_EMPTY, span(token), "'[]' holds no tile; brackets enclose a tile of several letters, such as [CH]"));
            return null;
        }
        if (length == 1) {
            diagnostics.add(Diagnostic.warning(TILE_BRACKETS, span(token), "brackets around the single letter '" + inside
                    + "' are not needed; it is written " + inside));
        }
        return inside;
    }

    private List<Rack> racks(CgpParser.RacksContext context) {
        List<Rack> racks = new ArrayList<>();
        for (CgpParser.RackContext rackContext : context.rack()) {
            int p = racks.size();
            List<RackTile> tiles = new ArrayList<>();
            Token start = rackContext.getStart();
            map.put("rack/" + p, rackContext.rackTile().isEmpty() ? source.span(start.getStartIndex(), start.getStartIndex())
                    : span(rackContext.getStart(), rackContext.getStop()));
            for (CgpParser.RackTileContext tile : rackContext.rackTile()) {
                Token token = tile.getStart();
                map.put("rack/" + p + "/" + tiles.size(), span(token));
                if (tile instanceof CgpParser.RackBlankContext) {
                    tiles.add(RackTile.BLANK);
                } else if (tile instanceof CgpParser.RackDotContext) {
                    diagnostics.add(Diagnostic.error(RACK_DOT, span(token), "'.' in a rack: the blank is written '?'"));
                    tiles.add(RackTile.BLANK);
                } else {
                    String letters = tile instanceof CgpParser.RackMultiLetterContext ? bracketed(token) : token.getText();
                    if (letters == null) {
                        continue;
                    }
                    if (Tile.isLowercase(letters)) {
                        diagnostics.add(Diagnostic.error(RACK_LOWERCASE, span(token), "'" + token.getText()
                                + "' in a rack: rack tiles are uppercase, and an unassigned blank is written '?'"
                                + " (lowercase marks a blank only on the board)"));
                    }
                    tiles.add(new RackTile.Letter(Tile.of(letters)));
                }
            }
            racks.add(new Rack(tiles));
        }
        map.put("racks", span(context.getStart(), context.getStop() == null ? context.getStart() : context.getStop()));
        return racks;
    }

    private Opcode opcode(int index, CgpParser.OpcodeContext context) {
        String path = "opcode/" + index;
        map.put(path, span(context.getStart(), context.getStop()));
        Token nameToken = context.opcodeName;
        map.put(path + "/name", span(nameToken));
        List<Token> operands = context.operand().stream().map(o -> o.OPERAND().getSymbol()).toList();
        for (int j = 0; j < operands.size(); j++) {
            map.put(path + "/operand/" + j, span(operands.get(j)));
        }
        List<String> texts = operands.stream().map(Token::getText).toList();
        String written = nameToken.getText();
        String name = written;
        if (name.startsWith("-") && CgpOpcodes.KNOWN.contains(name.substring(1))) {
            name = name.substring(1);
            diagnostics.add(Diagnostic.warning(OPCODE_DASH, span(nameToken), "'" + written + "' is not an opcode; the opcode is '"
                    + name + "': write '" + name + (texts.isEmpty() ? "" : " " + String.join(" ", texts)) + ";'"));
        }
        if (name.equals("mncz")) {
            name = "mcnz";
            diagnostics.add(Diagnostic.warning(OPCODE_MNCZ, span(nameToken), "'mncz' is the rune draft's spelling; the opcode is 'mcnz'"));
        }
        if (!CgpOpcodes.KNOWN.contains(name)) {
            diagnostics.add(Diagnostic.warning(OPCODE_UNKNOWN, span(nameToken), "unknown opcode '" + written
                    + "' is kept as written; the known ones are " + String.join(", ", CgpOpcodes.KNOWN)));
            return new Opcode.Verbatim(written, texts);
        }
        Optional<Opcode> typed = new CgpOpcodes(name, nameToken, operands, source, diagnostics).read();
        return typed.orElseGet(() -> new Opcode.Verbatim(written, texts));
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
        String text = node.getText();
        if (!text.equals(" ")) {
            diagnostics.add(Diagnostic.warning(WHITESPACE, span(node.getSymbol()), "fields and opcodes are separated by one space; found "
                    + describe(text) + ", written back as one space"));
        }
    }

    private static String describe(String space) {
        long tabs = space.chars().filter(c -> c == '\t').count();
        long spaces = space.length() - tabs;
        return (spaces > 0 ? spaces + (spaces == 1 ? " space" : " spaces") : "") + (spaces > 0 && tabs > 0 ? " and " : "")
                + (tabs > 0 ? tabs + (tabs == 1 ? " tab" : " tabs") : "");
    }

    private Span span(Token token) {
        return source.span(token.getStartIndex(), token.getStopIndex() + 1);
    }

    private Span span(Token start, Token stop) {
        return source.span(start.getStartIndex(), Math.max(start.getStartIndex(), stop.getStopIndex() + 1));
    }
}
