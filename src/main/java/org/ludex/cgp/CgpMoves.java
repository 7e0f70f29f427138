package org.ludex.cgp;

import org.ludex.crossword.Coordinate;
import org.ludex.crossword.Tile;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.ludex.cgp.CgpCodes.*;

/** The language of the {@code lm} opcode's operands: a play, an exchange, a pass, a challenged play. */
final class CgpMoves {
    private static final Pattern BONUS = Pattern.compile("\\+(\\d+)");
    private static final Pattern COUNT = Pattern.compile("\\d+");

    private final CgpOperandText written;
    private final List<FieldToken> operands;

    private CgpMoves(CgpOperandText text) {
        this.written = text;
        this.operands = text.operands();
    }

    /** The move the operands write, or empty with an error at the operand that is wrong. */
    static Optional<Move> read(CgpOperandText text) {
        return new CgpMoves(text).move();
    }

    /**
     * The move forms: {@code 8D TILES} and {@code D8 TILES} (with {@code +N} after a
     * challenged play that stood), {@code -TILES}, {@code -N}, {@code -},
     * {@code challenge 8D TILES}; and the dotted forms of later versions:
     * {@code 8D.TILES}, {@code ex.TILES}, {@code ex.N}, {@code pass}, {@code phony.8D.TILES}.
     */
    private Optional<Move> move() {
        List<String> texts = operands.stream().map(FieldToken::text).toList();
        if (texts.isEmpty()) {
            written.error(MOVE, written.span(written.nameToken()), "'lm' needs a move: 8D TILES, D8 TILES, -TILES, -N, - or challenge 8D TILES");
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
        FieldToken tilesToken = null;
        int next = 1;
        int dot = first.indexOf('.');
        if (dot > 0 && CrosswordText.parseCoordinate(first.substring(0, dot)).isPresent()) {
            coordinateText = first.substring(0, dot);
            tilesText = first.substring(dot + 1);
            tilesToken = operands.get(0);
        } else if (texts.size() >= 2) {
            tilesText = texts.get(1);
            tilesToken = operands.get(1);
            next = 2;
        }
        if (tilesText == null || texts.size() > next + 1) {
            written.error(MOVE, written.span(operands.get(0)), "move '" + String.join(" ", texts)
                    + "' is not one of 8D TILES, D8 TILES, -TILES, -N, - or challenge 8D TILES (a trailing +N gives a challenge bonus)");
            return Optional.empty();
        }
        OptionalInt bonus = OptionalInt.empty();
        if (texts.size() == next + 1) {
            Matcher m = BONUS.matcher(texts.get(next));
            if (!m.matches() || m.group(1).length() > 6) {
                written.error(MOVE, written.span(operands.get(next)), "'" + texts.get(next) + "' after a play should be a challenge bonus such as +5");
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

    private Optional<Coordinate> coordinate(FieldToken token, String text) {
        Optional<Coordinate> coordinate = CrosswordText.parseCoordinate(text);
        if (coordinate.isPresent() && !text.equals(text.toUpperCase(Locale.ROOT))) {
            written.diagnostics().add(Diagnostic.warning(MOVE_COORDINATE_CASE, written.span(token), "coordinates are written in capitals: '"
                    + text + "' is '" + CrosswordText.coordinate(coordinate.get()) + "'").withFix(written.span(token), CrosswordText.coordinate(coordinate.get())));
        }
        if (coordinate.isEmpty()) {
            written.error(MOVE_COORDINATE, written.span(token), "'" + text + "' is not a coordinate: row then column letters (8D) for a play across,"
                    + " column letters then row (D8) for a play down; rows start at 1 and columns at A");
        }
        return coordinate;
    }

    private Optional<List<Move.PlayTile>> playTiles(String text, FieldToken token) {
        List<Move.PlayTile> tiles = new ArrayList<>();
        for (String piece : pieces(text, token)) {
            if (piece == null) {
                return Optional.empty();
            }
            if (piece.equals(".")) {
                tiles.add(Move.THROUGH);
            } else if (piece.equals("?")) {
                written.error(MOVE_TILES, written.span(token), "'?' in a play: a blank played is written as the lowercase letter it stands for");
                return Optional.empty();
            } else {
                tiles.add(new Move.Placed(Tile.of(piece), Tile.isLowercase(piece)));
            }
        }
        if (tiles.isEmpty()) {
            written.error(MOVE_TILES, written.span(token), "a play places at least one tile");
            return Optional.empty();
        }
        return Optional.of(tiles);
    }

    private Optional<List<RackTile>> rackTiles(String text, FieldToken token) {
        List<RackTile> tiles = new ArrayList<>();
        for (String piece : pieces(text, token)) {
            if (piece == null) {
                return Optional.empty();
            }
            if (piece.equals("?")) {
                tiles.add(RackTile.BLANK);
            } else if (piece.equals(".")) {
                written.error(MOVE_TILES, written.span(token), "'.' in an exchange: an exchanged blank is written '?'");
                return Optional.empty();
            } else {
                tiles.add(new RackTile.Letter(Tile.of(piece)));
            }
        }
        if (tiles.isEmpty()) {
            written.error(MOVE_TILES, written.span(token), "an exchange names its tiles (-TILES) or their count (-N)");
            return Optional.empty();
        }
        return Optional.of(tiles);
    }

    /** Tiles of a move: letters with their marks, '.', '?', or bracketed letters; a null entry after an error. */
    private List<String> pieces(String text, FieldToken token) {
        List<String> pieces = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (cp == '[') {
                int close = text.indexOf(']', i);
                if (close < 0 || close == i + 1) {
                    written.error(MOVE_TILES, written.span(token), close < 0 ? "'[' opens a tile that is never closed" : "'[]' holds no tile");
                    pieces.add(null);
                    return pieces;
                }
                pieces.add(text.substring(i + 1, close));
                i = close + 1;
            } else if (cp == '.' || cp == '?' || Character.isLetter(cp)) {
                int end = i + Character.charCount(cp);
                while (cp != '.' && cp != '?' && end < text.length() && Character.getType(text.codePointAt(end)) == Character.NON_SPACING_MARK) {
                    end += Character.charCount(text.codePointAt(end));
                }
                pieces.add(text.substring(i, end));
                i = end;
            } else {
                written.error(MOVE_TILES, written.span(token), "'" + new String(Character.toChars(cp)) + "' in '" + text
                        + "' is not a tile: tiles are letters, '.' for a tile already on the board, [..] for a tile of several letters");
                pieces.add(null);
                return pieces;
            }
        }
        return pieces;
    }
}
