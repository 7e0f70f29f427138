package org.ludex.ubf;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.parse.Grids;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static org.ludex.ubf.UbfCodes.*;

/**
 * The checks of a UBF board: each cell (height 0-5, a space exactly on height 0,
 * letters A-Z; the reader has already read lowercase letters as uppercase), the shape (rows of equal length; 10x10 by default, 8x8 accepted), and,
 * as warnings because tiles never leave an Upwords board, the board as a whole: a
 * centre square covered, the tiles connected, at most 100 tiles, no letter showing
 * more often than the 100-tile set has it. Cell findings carry the cell's (row, col).
 */
public final class UbfValidator {
    static final int MAX_HEIGHT = 5;
    private static final String[] LETTERS = new String[26];

    static {
        for (int k = 0; k < LETTERS.length; k++) {
            LETTERS[k] = String.valueOf((char) ('A' + k));
        }
    }

    private final UbfBoard board;
    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();
    /** The cells that could not be read (they hold empty squares as stand-ins); null when every cell was read. */
    private final boolean[][] unread;

    private UbfValidator(UbfBoard board, SourceMap map) {
        this.board = board;
        this.map = map;
        this.unread = map.complete() ? null : unreadCells(board, map);
    }

    private static boolean[][] unreadCells(UbfBoard board, SourceMap map) {
        boolean[][] unread = new boolean[board.rowCount()][];
        for (int r = 0; r < unread.length; r++) {
            unread[r] = new boolean[board.rows().get(r).size()];
            for (int c = 0; c < unread[r].length; c++) {
                unread[r][c] = !map.read(UbfPaths.cell(r, c));
            }
        }
        return unread;
    }

    /** Whether the cell could not be read: it may hold a tile or not, so nothing is concluded from it. */
    private boolean unknown(int row, int column) {
        return unread != null && column < unread[row].length && unread[row][column];
    }

    public static List<Diagnostic> validate(UbfBoard board, SourceMap map) {
        UbfValidator validator = new UbfValidator(board, map);
        validator.cells();
        validator.shape();
        validator.board();
        return Diagnostics.sorted(validator.found);
    }

    private void cells() {
        for (int r = 0; r < board.rowCount(); r++) {
            List<Square> row = board.rows().get(r);
            for (int c = 0; c < row.size(); c++) {
                Square square = row.get(c);
                int letter = square.letter().codePointAt(0);
                boolean badHeight = square.height() > MAX_HEIGHT;
                boolean emptyWithLetter = square.height() == 0 && letter != ' ';
                boolean tileWithoutLetter = !emptyWithLetter && square.height() > 0 && letter == ' ';
                boolean badLetter = !emptyWithLetter && !tileWithoutLetter && letter != ' ' && (letter < 'A' || letter > 'Z');
                if (!badHeight && !emptyWithLetter && !tileWithoutLetter && !badLetter) {
                    continue; // the common case, with no words built for it
                }
                String at = "(" + r + ", " + c + ")";
                String path = UbfPaths.cell(r, c);
                if (badHeight) {
                    error(HEIGHT_RANGE, path, "a stack is 0 to 5 tiles high; the one at " + at + " is " + square.height());
                }
                if (emptyWithLetter) {
                    error(EMPTY_WITH_LETTER, path, "an empty square (height 0) is written '0 '; square " + at + " has the letter '" + square.letter() + "'");
                } else if (tileWithoutLetter) {
                    error(TILE_WITHOUT_LETTER, path, "a stack shows the letter of its top tile; square " + at + " has height " + square.height() + " and no letter");
                } else if (badLetter) {
                    error(LETTER, path, "tiles are the letters A to Z, with Q for Qu; '" + square.letter() + "' at " + at + " is not one");
                }
            }
        }
    }

    /** Rows of a length other than the most common one (the first row's, on a tie) are reported; a ragged board has no size. */
    private void shape() {
        if (board.rowCount() == 0) {
            return;
        }
        List<List<Square>> known = board.rows();
        if (unread != null) {
            known = new ArrayList<>();
            for (int r = 0; r < board.rowCount(); r++) {
                if (map.read(UbfPaths.rowLength(r))) {
                    known.add(board.rows().get(r));
                }
            }
            if (known.isEmpty()) {
                return;
            }
        }
        int width = Grids.commonWidth(known);
        boolean ragged = unread != null && known.size() < board.rowCount(); // a row of a length nobody can tell
        for (int r = 0; r < board.rowCount(); r++) {
            int size = board.rows().get(r).size();
            if (size != width && (unread == null || map.read(UbfPaths.rowLength(r)))) {
                ragged = true;
                error(RAGGED, UbfPaths.row(r), "all rows have the same length: row " + r + " has " + size + (size == 1 ? " square" : " squares")
                        + ", the other rows " + width);
            }
        }
        int rows = board.rowCount();
        boolean usual = rows == width && (rows == UbfBoard.DEFAULT_SIZE || rows == UbfBoard.CLASSIC_SIZE);
        if (!ragged && !usual) {
            warning(SIZE, UbfPaths.whole(), "the board is " + rows + "x" + width + "; Upwords boards are 10x10, or 8x8 in the classic edition");
        }
    }

    private void board() {
        if (board.occupied() == 0) {
            return;
        }
        int rows = board.rowCount();
        int columns = board.columns();
        boolean centre = false;
        for (int r : new int[] {(rows - 1) / 2, rows / 2}) {
            for (int c : new int[] {(columns - 1) / 2, columns / 2}) {
                centre |= height(r, c) > 0 || unknown(r, c);
            }
        }
        if (!centre) {
            warning(CENTRE, UbfPaths.whole(), "no tile covers a centre square (" + centreSquares(rows, columns)
                    + "); the first word covers one, and tiles are never removed");
        }
        connected();
        if (board.tiles() > UpwordsTiles.total()) {
            warning(TOO_MANY_TILES, UbfPaths.whole(), "the board holds " + board.tiles() + " tiles (the sum of the heights); the set has "
                    + UpwordsTiles.total());
        }
        // Letters A-Z (nearly every square) are counted in an array; anything else in a map, reported with them by letter.
        int[] ascii = new int[26];
        Map<String, Integer> others = null;
        for (List<Square> row : board.rows()) {
            for (Square square : row) {
                if (square.height() == 0) {
                    continue;
                }
                String letter = square.letter();
                char c = letter.charAt(0);
                if (letter.length() == 1 && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
                    ascii[Character.toUpperCase(c) - 'A']++;
                } else if (!letter.isBlank()) {
                    if (others == null) {
                        others = new TreeMap<>();
                    }
                    others.merge(letter.toUpperCase(Locale.ROOT), 1, Integer::sum);
                }
            }
        }
        for (int k = 0; k < ascii.length; k++) {
            if (ascii[k] > 0) {
                if (others == null) {
                    letterCount(LETTERS[k], ascii[k]);
                } else {
                    others.merge(LETTERS[k], ascii[k], Integer::sum);
                }
            }
        }
        if (others != null) {
            others.forEach(this::letterCount);
        }
    }

    /** The warning when a letter shows on more squares than the set has tiles of it. */
    private void letterCount(String letter, int count) {
        Integer inSet = UpwordsTiles.counts().get(letter);
        if (inSet != null && count > inSet) {
            warning(LETTER_COUNT, UbfPaths.whole(), "the set has " + inSet + " " + (letter.equals("Q") ? "Qu" : letter) + (inSet == 1 ? " tile" : " tiles")
                    + "; '" + (letter.equals("Q") ? "Qu" : letter) + "' shows on " + count + " squares");
        }
    }

    private void connected() {
        int rows = board.rowCount();
        int columns = board.columns();
        boolean[][] seen = new boolean[rows][columns];
        int[] start = null;
        for (int r = 0; r < rows && start == null; r++) {
            for (int c = 0; c < columns && start == null; c++) {
                if (height(r, c) > 0) {
                    start = new int[] {r, c};
                }
            }
        }
        // Breadth first from the first tile; each square enters the queue (row * columns + column) at most once.
        int[] queue = new int[rows * columns];
        int head = 0;
        int tail = 0;
        queue[tail++] = start[0] * columns + start[1];
        seen[start[0]][start[1]] = true;
        while (head < tail) {
            int at = queue[head++];
            for (int step = 0; step < 4; step++) {
                int r = at / columns + (step == 0 ? 1 : step == 1 ? -1 : 0);
                int c = at % columns + (step == 2 ? 1 : step == 3 ? -1 : 0);
                if (r >= 0 && r < rows && c >= 0 && c < columns && !seen[r][c] && (height(r, c) > 0 || unknown(r, c))) {
                    seen[r][c] = true;
                    queue[tail++] = r * columns + c;
                }
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (height(r, c) > 0 && !seen[r][c]) {
                    warning(DISCONNECTED, UbfPaths.cell(r, c), "the tile at (" + r + ", " + c + ") is not connected to the tile at ("
                            + start[0] + ", " + start[1] + "); the tiles on a board form one connected group");
                    return;
                }
            }
        }
    }

    private int height(int row, int column) {
        List<Square> squares = board.rows().get(row);
        return column < squares.size() ? squares.get(column).height() : 0;
    }

    private static String centreSquares(int rows, int columns) {
        List<String> squares = new ArrayList<>();
        for (int r : new int[] {(rows - 1) / 2, rows / 2}) {
            for (int c : new int[] {(columns - 1) / 2, columns / 2}) {
                String square = "(" + r + ", " + c + ")";
                if (!squares.contains(square)) {
                    squares.add(square);
                }
            }
        }
        return String.join(", ", squares);
    }

    private void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, map.span(path), message));
    }

    private void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, map.span(path), message));
    }
}
