package org.ludex.cgp;

import org.ludex.crossword.Tile;

import org.ludex.crossword.Coordinate;

import org.ludex.cgp.CgpTreeDecoder.Tok;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.ludex.cgp.CgpCodes.*;

/**
 * Reads the operands of a known opcode by what it means. A bad operand is an error
 * at that operand, and the opcode is then kept as written (so nothing is lost).
 */
final class CgpOpcodes {
    /** The opcodes Ludex knows: the seed's list and those added to the format since. */
    static final List<String> KNOWN = List.of("bb", "bdn", "cr", "etl", "gid", "ld", "lex", "lm", "mcnz", "oru", "ti", "tmr", "to", "var");

    private static final Pattern BONUS = Pattern.compile("\\+(\\d+)");
    private static final Pattern COUNT = Pattern.compile("\\d+");

    private final String name;
    private final Tok nameToken;
    private final List<Tok> operands;
    private final SourceText source;
    private final List<Diagnostic> diagnostics;

    CgpOpcodes(String name, Tok nameToken, List<Tok> operands, SourceText source, List<Diagnostic> diagnostics) {
        this.name = name;
        this.nameToken = nameToken;
        this.operands = operands;
        this.source = source;
        this.diagnostics = diagnostics;
    }

    Optional<Opcode> read() {
        return switch (name) {
            case "bb" -> integer(0).map(Opcode.BingoBonus::new);
            case "etl" -> integer(0).map(Opcode.ExchangeLimit::new);
            case "ti" -> integer(0).map(Opcode.TimerIncrement::new);
            case "to" -> integer(0).map(Opcode.MaxOvertime::new);
            case "mcnz" -> integer(1).map(Opcode.MaxZeroTurns::new);
            case "bdn" -> word().map(Opcode.BoardName::new);
            case "gid" -> word().map(Opcode.GameId::new);
            case "ld" -> word().map(Opcode.LetterDistributionName::new);
            case "lex" -> word().map(Opcode.Lexicon::new);
            case "var" -> word().map(Opcode.GameVariant::new);
            case "oru" -> Optional.of(new Opcode.Oru(operands.stream().map(Tok::text).toList()));
            case "cr" -> challengeRule();
            case "tmr" -> timers();
            case "lm" -> move().map(Opcode.LastMove::new);
            default -> throw new AssertionError(name);
        };
    }

    private boolean one(String what) {
        if (operands.size() == 1) {
            return true;
        }
        Span span = operands.isEmpty() ? span(nameToken) : span(operands.get(1));
        error(OPERAND_COUNT, span, "'" + name + "' takes one operand, " + what + "; found " + operands.size());
        return false;
    }

    private Optional<Integer> integer(int least) {
        String what = least == 0 ? "an integer of 0 or more" : "an integer of " + least + " or more";
        if (!one(what)) {
            return Optional.empty();
        }
        Tok token = operands.get(0);
        try {
            int value = Integer.parseInt(token.text());
            if (value >= least) {
                return Optional.of(value);
            }
        } catch (NumberFormatException notAnInteger) {
            // reported below
        }
        error(OPERAND_INTEGER, span(token), "'" + name + "' takes " + what + "; found '" + token.text() + "'");
        return Optional.empty();
    }

    private Optional<String> word() {
        return one("a name") ? Optional.of(operands.get(0).text()) : Optional.empty();
    }

    private Optional<Opcode> challengeRule() {
        if (!one("a challenge rule")) {
            return Optional.empty();
        }
        Opcode.ChallengeRule.Rule rule = Opcode.ChallengeRule.Rule.of(operands.get(0).text());
        if (rule == null) {
            error(OPERAND_CHALLENGE_RULE, span(operands.get(0)), "challenge rule '" + operands.get(0).text()
                    + "' is not one of single, double, triple, void, 5pt, 10pt");
            return Optional.empty();
        }
        return Optional.of(new Opcode.ChallengeRule(rule));
    }

    private Optional<Opcode> timers() {
        if (!one("milliseconds per player joined by '/'")) {
            return Optional.empty();
        }
        Tok token = operands.get(0);
        List<Integer> values = new ArrayList<>();
        for (String part : token.text().split("/", -1)) {
            try {
                values.add(Integer.parseInt(part));
            } catch (NumberFormatException bad) {
                error(OPERAND_TIMER, span(token), "timer '" + token.text()
                        + "' is not milliseconds per player joined by '/', such as 10000/-2500");
                return Optional.empty();
            }
        }
        return Optional.of(new Opcode.Timers(values));
    }

    /**
     * The move forms: {@code 8D TILES} and {@code D8 TILES} (with {@code +N} after a
     * challenged play that stood), {@code -TILES}, {@code -N}, {@code -},
     * {@code challenge 8D TILES}; and the dotted forms of later versions:
     * {@code 8D.TILES}, {@code ex.TILES}, {@code ex.N}, {@code pass}, {@code phony.8D.TILES}.
     */
    private Optional<Move> move() {
        List<String> texts = operands.stream().map(Tok::text).toList();
        if (texts.isEmpty()) {
            error(MOVE, span(nameToken), "'lm' needs a move: 8D TILES, D8 TILES, -TILES, -N, - or challenge 8D TILES");
            return Optional.empty();
        }
        String first = texts.get(0);
        if (texts.size() == 1 && first.equals("-") || texts.size() == 1 && first.equals("pass")) {
            return Optional.of(new Move.Pass());
        }
        if (texts.size() == 1 && (first.startsWith("-") || first.startsWith("ex."))) {
            String rest = first.startsWith("-") ? first.substring(1) : first.substring(3);
            if (COUNT.matcher(rest).matches()) {
                return Optional.of(new Move.ExchangeCount(Integer.parseInt(rest.length() > 6 ? "0" : rest)));
            }
            return rackTiles(rest, operands.get(0)).map(Move.Exchange::new);
        }
        if (first.equals("challenge") && texts.size() == 3) {
            Optional<Coordinate> at = coordinate(operands.get(1), texts.get(1));
            Optional<List<Move.PlayTile>> tiles = playTiles(texts.get(2), operands.get(2));
            return at.isPresent() && tiles.isPresent() ? Optional.of(new Move.Challenged(at.get(), tiles.get())) : Optional.empty();
        }
        if (first.startsWith("phony.") && texts.size() == 1) {
            String[] parts = first.split("\\.", 3);
            if (parts.length == 3) {
                Optional<Coordinate> at = coordinate(operands.get(0), parts[1]);
                Optional<List<Move.PlayTile>> tiles = playTiles(parts[2], operands.get(0));
                return at.isPresent() && tiles.isPresent() ? Optional.of(new Move.Challenged(at.get(), tiles.get())) : Optional.empty();
            }
        }
        String coordinateText = first;
        String tilesText = null;
        Tok tilesToken = null;
        int next = 1;
        int dot = first.indexOf('.');
        if (dot > 0 && Coordinate.parse(first.substring(0, dot)).isPresent()) {
            coordinateText = first.substring(0, dot);
            tilesText = first.substring(dot + 1);
            tilesToken = operands.get(0);
        } else if (texts.size() >= 2) {
            tilesText = texts.get(1);
            tilesToken = operands.get(1);
            next = 2;
        }
        if (tilesText == null || texts.size() > next + 1) {
            error(MOVE, span(operands.get(0)), "move '" + String.join(" ", texts)
                    + "' is not one of 8D TILES, D8 TILES, -TILES, -N, - or challenge 8D TILES (a trailing +N gives a challenge bonus)");
            return Optional.empty();
        }
        OptionalInt bonus = OptionalInt.empty();
        if (texts.size() == next + 1) {
            Matcher m = BONUS.matcher(texts.get(next));
            if (!m.matches() || m.group(1).length() > 6) {
                error(MOVE, span(operands.get(next)), "'" + texts.get(next) + "' after a play should be a challenge bonus such as +5");
                return Optional.empty();
            }
            bonus = OptionalInt.of(Integer.parseInt(m.group(1)));
        }
        Optional<Coordinate> at = coordinate(operands.get(0), coordinateText);
        Optional<List<Move.PlayTile>> tiles = playTiles(tilesText, tilesToken);
        if (at.isEmpty() || tiles.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Move.Play(at.get(), tiles.get(), bonus));
    }

    private Optional<Coordinate> coordinate(Tok token, String text) {
        Optional<Coordinate> coordinate = Coordinate.parse(text);
        if (coordinate.isEmpty()) {
            error(MOVE_COORDINATE, span(token), "'" + text + "' is not a coordinate: row then column letters (8D) for a play across,"
                    + " column letters then row (D8) for a play down; rows start at 1 and columns at A");
        }
        return coordinate;
    }

    private Optional<List<Move.PlayTile>> playTiles(String text, Tok token) {
        List<Move.PlayTile> tiles = new ArrayList<>();
        for (String piece : pieces(text, token)) {
            if (piece == null) {
                return Optional.empty();
            }
            if (piece.equals(".")) {
                tiles.add(Move.THROUGH);
            } else if (piece.equals("?")) {
                error(MOVE_TILES, span(token), "'?' in a play: a blank played is written as the lowercase letter it stands for");
                return Optional.empty();
            } else {
                tiles.add(new Move.Placed(Tile.of(piece), Tile.isLowercase(piece)));
            }
        }
        if (tiles.isEmpty()) {
            error(MOVE_TILES, span(token), "a play places at least one tile");
            return Optional.empty();
        }
        return Optional.of(tiles);
    }

    private Optional<List<RackTile>> rackTiles(String text, Tok token) {
        List<RackTile> tiles = new ArrayList<>();
        for (String piece : pieces(text, token)) {
            if (piece == null) {
                return Optional.empty();
            }
            if (piece.equals("?")) {
                tiles.add(RackTile.BLANK);
            } else if (piece.equals(".")) {
                error(MOVE_TILES, span(token), "'.' in an exchange: an exchanged blank is written '?'");
                return Optional.empty();
            } else {
                tiles.add(new RackTile.Letter(Tile.of(piece)));
            }
        }
        if (tiles.isEmpty()) {
            error(MOVE_TILES, span(token), "an exchange names its tiles (-TILES) or their count (-N)");
            return Optional.empty();
        }
        return Optional.of(tiles);
    }

    /** Tiles of a move: letters with their marks, '.', '?', or bracketed letters; a null entry after an error. */
    private List<String> pieces(String text, Tok token) {
        List<String> pieces = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (cp == '[') {
                int close = text.indexOf(']', i);
                if (close < 0 || close == i + 1) {
                    error(MOVE_TILES, span(token), close < 0 ? "'[' opens a tile that is never closed" : "'[]' holds no tile");
                    pieces.add(null);
                    return pieces;
                }
                pieces.add(text.substring(i + 1, close));
                i = close + 1;
            } else if (cp == '.' || cp == '?' || Character.isLetter(cp)) {
                int end = i + Character.charCount(cp);
                while (end < text.length() && Character.getType(text.codePointAt(end)) == Character.NON_SPACING_MARK) {
                    end += Character.charCount(text.codePointAt(end));
                }
                pieces.add(text.substring(i, end));
                i = end;
            } else {
                error(MOVE_TILES, span(token), "'" + new String(Character.toChars(cp)) + "' in '" + text
                        + "' is not a tile: tiles are letters, '.' for a tile already on the board, [..] for a tile of several letters");
                pieces.add(null);
                return pieces;
            }
        }
        return pieces;
    }

    private void error(String code, Span span, String message) {
        diagnostics.add(Diagnostic.error(code, span, message));
    }

    private Span span(Tok token) {
        return source.span(token.start(), token.end());
    }
}
