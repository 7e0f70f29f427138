package org.ludex.cgprune;

import org.ludex.cgp.CgpPaths;
import org.ludex.cgprune.RuneFields.Fields;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgprune.RuneFields.Tok;
import org.ludex.cgprune.grammar.CgpRuneLexer;
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
 * Turns a rune-draft record, cut into fields by the grammar or by {@link RuneScanner},
 * into the model. Source map paths as for CGP:
 * {@code board/R}, {@code board/R/C}, {@code rack/P/I}, {@code score/P},
 * {@code zeroTurns}, {@code opcode/I}, {@code opcode/I/operand/J}.
 */
final class RuneDecoder {
    static final List<String> KNOWN = List.of("bb", "bdn", "etl", "ld", "lm", "mncz");

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private boolean unreadable;

    private RuneDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source);
    }

    /** The model from fields cut by the grammar or by {@link RuneScanner}, which cuts them the same way. */
    static ParseResult<RuneCgp> decode(Fields fields, SourceText source) {
        return new RuneDecoder(source).decode(fields);
    }

    private ParseResult<RuneCgp> decode(Fields fields) {
        fields.spaces().forEach(this::whitespace);
        List<List<RuneSquare>> board = new ArrayList<>(fields.rows().size());
        for (Row rowField : fields.rows()) {
            int r = board.size();
            map.put(CgpPaths.row(r), rowField.start(), rowField.end());
            List<RuneSquare> row = new ArrayList<>();
            for (Tok token : rowField.cells()) {
                int count = token.type() == CgpRuneLexer.EMPTY_ONE ? 1 : token.type() == CgpRuneLexer.EMPTY_RUN ? run(token) : 0;
                for (int i = 0; i < count; i++) {
                    map.put(CgpPaths.square(r, row.size()), token.start(), token.end());
                    row.add(RuneSquare.EMPTY);
                }
                if (token.type() == CgpRuneLexer.RUNE) {
                    RuneTile tile = rune(token);
                    map.put(CgpPaths.square(r, row.size()), token.start(), token.end());
                    row.add(tile == null ? RuneSquare.EMPTY : new RuneSquare.Placed(tile));
                }
            }
            board.add(row);
        }
        List<List<RackRune>> racks = new ArrayList<>(fields.racks().size());
        for (Row rackField : fields.racks()) {
            int p = racks.size();
            List<RackRune> rack = new ArrayList<>();
            for (Tok token : rackField.cells()) {
                map.put(CgpPaths.rackTile(p, rack.size()), token.start(), token.end());
                if (token.type() == CgpRuneLexer.RACK_BLANK) {
                    rack.add(RackRune.BLANK);
                } else {
                    RuneTile rune = rune(token);
                    if (rune != null && rune.blank()) {
                        diagnostics.add(Diagnostic.error(RACK_BLANK_RUNE, span(token), "'" + token.text()
                                + "' is a blank on the board; on a rack a blank is '~'"));
                        rack.add(RackRune.BLANK);
                    } else if (rune != null) {
                        rack.add(new RackRune.Letter(rune.letter()));
                    }
                }
            }
            racks.add(rack);
        }
        map.put(CgpPaths.racks(), fields.racksStart(), fields.racksEnd());
        List<Integer> scores = new ArrayList<>(fields.scores().size());
        for (int p = 0; p < fields.scores().size(); p++) {
            Tok score = fields.scores().get(p);
            map.put(CgpPaths.score(p), score.start(), score.end());
            scores.add(integer(score, "score"));
        }
        map.put(CgpPaths.scores(), fields.scoresStart(), fields.scoresEnd());
        Tok zero = fields.zeroTurns();
        map.put(CgpPaths.zeroTurns(), zero.start(), zero.end());
        int zeroTurns = integer(zero, "zero-turn count");
        List<RuneOpcode> opcodes = new ArrayList<>(fields.opcodes().size());
        for (int i = 0; i < fields.opcodes().size(); i++) {
            opcodes.add(opcode(i, fields.opcodes().get(i)));
        }
        SourceMap sourceMap = map.build();
        if (unreadable) {
            return new ParseResult<>(Optional.empty(), diagnostics, sourceMap);
        }
        return new ParseResult<>(Optional.of(new RuneCgp(board, racks, scores, zeroTurns, opcodes)), diagnostics, sourceMap);
    }

    private RuneTile rune(Tok token) {
        RuneTile tile = RuneTile.of(token.text().charAt(0));
        if (tile == null) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(RUNE, span(token), "'" + token.text() + "' is not a rune: letters are '!' to 'J' (1 to 42),"
                    + " blanks 'Q' to 'z'; 'K' to 'P' stand for nothing"));
        }
        return tile;
    }

    private int run(Tok token) {
        char count = token.text().charAt(2);
        int n = count - 32;
        if (n < 2 || n > RuneTile.MAX_LETTER) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(RUN, span(token), "'" + token.text() + "': after '~~' comes the run's length as a rune,"
                    + " '\"' (2) to 'J' (42); '" + count + "' is none of those"));
            return 0;
        }
        return n;
    }

    private RuneOpcode opcode(int index, OpcodeFields fields) {
        map.put(CgpPaths.opcode(index), fields.start(), fields.end());
        fields.spaces().forEach(this::whitespace);
        Tok nameToken = fields.name();
        List<Tok> operands = fields.operands();
        for (int j = 0; j < operands.size(); j++) {
            map.put(CgpPaths.operand(index, j), operands.get(j).start(), operands.get(j).end());
        }
        List<String> texts = operands.stream().map(Tok::text).toList();
        String name = nameToken.text();
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

    private boolean one(Tok name, List<Tok> operands, String what) {
        if (operands.size() == 1) {
            return true;
        }
        diagnostics.add(Diagnostic.error(OPERAND_COUNT, operands.size() > 1 ? span(operands.get(1)) : span(name),
                "'" + name.text() + "' takes one operand, " + what + "; found " + operands.size()));
        return false;
    }

    private Optional<Integer> integer(Tok name, List<Tok> operands, int least) {
        if (!one(name, operands, "an integer of " + least + " or more")) {
            return Optional.empty();
        }
        String text = operands.get(0).text();
        if (text.matches("\\d{1,9}") && Integer.parseInt(text) >= least) {
            return Optional.of(Integer.parseInt(text));
        }
        diagnostics.add(Diagnostic.error(OPERAND_INTEGER, span(operands.get(0)), "'" + name.text() + "' takes an integer of "
                + least + " or more; found '" + text + "'"));
        return Optional.empty();
    }

    /** {@code 8D RUNES}, {@code D8 RUNES} ({@code ~} through), {@code exchange RUNES}, {@code exchange ~~~}, {@code pass}. */
    private Optional<RuneMove> move(Tok name, List<Tok> operands) {
        List<String> texts = operands.stream().map(Tok::text).toList();
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

    private int integer(Tok token, String what) {
        try {
            return Integer.parseInt(token.text());
        } catch (NumberFormatException tooLarge) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(token), what + " " + ParseDriver.quote(token.text()) + " is far too large to be meant"));
            return 0;
        }
    }

    private void whitespace(Tok space) {
        if (!space.text().equals(" ")) {
            diagnostics.add(Diagnostic.warning(WHITESPACE, span(space), "fields are separated by one space; written back so"));
        }
    }

    private Span span(Tok token) {
        return source.span(token.start(), token.end());
    }
}
