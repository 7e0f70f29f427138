package org.ludex.mat;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fast reader of a Jellyfish match ({@link org.ludex.parse.FastReader}): it reads the common case, a match
 * the grammar reads with no diagnostic at all, straight into the model and the source map the grammar path
 * ({@link MatReader#readWithGrammar}) makes of it, and leaves everything else to the grammar: a byte-order
 * mark, a character outside the Basic Multilingual Plane, a dialect, a result's 'point' that does not agree
 * with its number, white space inside a move, and any text whose tokens it is not sure of. It takes only
 * what it can cut exactly as the grammar's lexer does (each token ends where the lexer's longest match ends),
 * so that the choice it makes is the parser's. {@code MatScannerAgreementTest} holds it to the grammar.
 */
final class MatScanner {
    /** Thrown to leave the text to the grammar; no stack trace, one instance. */
    private static final class Unsure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unsure() {
            super(null, null, false, false);
        }
    }

    private static final Unsure UNSURE = new Unsure();

    private final SourceText source;
    private final String t;
    private final int n;
    private final SourceMapBuilder map;
    /** Where the scanner stands. */
    private int i;
    /** Where the last token read ends. */
    private int end;
    private int game;
    private int line;
    private Column column;

    private MatScanner(SourceText source) {
        this.source = source;
        this.t = source.text();
        this.n = t.length();
        this.map = SourceMap.builder(source, 256);
    }

    /** The match read, or null when the text is not the scanner's case. */
    static ParseResult<Mat> read(SourceText source) {
        if (source.text().length() > MatGrammar.MAX_LENGTH) {
            return null; // the grammar path reports it
        }
        try {
            MatScanner scanner = new MatScanner(source);
            Mat mat = scanner.file();
            scanner.map.defer(scanner::fill);
            return new ParseResult<>(Optional.of(mat), List.of(), scanner.map.build());
        } catch (Unsure unsure) {
            return null;
        }
    }

    /** The kinds of part the source map holds, each named by its {@link MatPaths} method. */
    private static final int LEAD = 0;
    private static final int LENGTH = 1;
    private static final int GAME = 2;
    private static final int GAME_NUMBER = 3;
    private static final int PLAYER = 4;
    private static final int SCORE = 5;
    private static final int LINE = 6;
    private static final int LINE_NUMBER = 7;
    private static final int CELL = 8;
    private static final int DICE = 9;
    private static final int MOVE = 10;
    private static final int HOP = 11;
    private static final int FIELDS = 8;

    /**
     * Where each part stands, {@link #FIELDS} numbers a part (its kind, game, line, column, move, hop, start and
     * end): the paths are made only when the source map is first looked up (a match read with no finding never
     * looks one up), not one string per part as the text is read.
     */
    private int[] parts = new int[FIELDS * 256];
    private int size;

    private void place(int kind, int atLine, int move, int hop, int start, int stop) {
        if (size + FIELDS > parts.length) {
            parts = java.util.Arrays.copyOf(parts, parts.length * 2);
        }
        parts[size] = kind;
        parts[size + 1] = game;
        parts[size + 2] = atLine;
        parts[size + 3] = column == null ? 0 : column.ordinal();
        parts[size + 4] = move;
        parts[size + 5] = hop;
        parts[size + 6] = start;
        parts[size + 7] = stop;
        size += FIELDS;
    }

    /** Puts every part into the source map, under its path. */
    private void fill(SourceMapBuilder into) {
        Column[] columns = Column.values();
        for (int p = 0; p < size; p += FIELDS) {
            int g = parts[p + 1];
            int l = parts[p + 2];
            Column c = columns[parts[p + 3]];
            String path = switch (parts[p]) {
                case LEAD -> MatPaths.lead(l);
                case LENGTH -> MatPaths.length();
                case GAME -> MatPaths.game(g);
                case GAME_NUMBER -> MatPaths.gameNumber(g);
                case PLAYER -> MatPaths.player(g, c);
                case SCORE -> MatPaths.score(g, c);
                case LINE -> MatPaths.line(g, l);
                case LINE_NUMBER -> MatPaths.lineNumber(g, l);
                case CELL -> MatPaths.cell(g, l, c);
                case DICE -> MatPaths.dice(g, l, c);
                case MOVE -> MatPaths.move(g, l, c, parts[p + 4]);
                case HOP -> MatPaths.hop(g, l, c, parts[p + 4], parts[p + 5]);
                default -> throw new AssertionError(parts[p]);
            };
            into.put(path, parts[p + 6], parts[p + 7]);
        }
    }

    private Mat file() {
        if (n > 0 && t.charAt(0) == '\uFEFF') {
            throw UNSURE;
        }
        skipSpaceAndBreaks();
        List<Lead> lead = new ArrayList<>();
        while (at(i) == ';' || at(i) == '#') {
            int start = i;
            lead.add(leadLine());
            place(LEAD, lead.size() - 1, 0, 0, start, end);
            skipSpace();
            requireBreak();
        }
        int start = i;
        int length = digits();
        place(LENGTH, 0, 0, 0, start, end);
        requireSpace();
        word("oint", 'P', 'p');
        requireSpace();
        word("atch", 'M', 'm');
        requireDelimiter();
        List<MatGame> games = new ArrayList<>();
        skipSpace();
        if (i < n) {
            requireBreak();
            while (i < n) {
                game = games.size();
                games.add(game());
            }
        }
        return new Mat(lead, length, games);
    }

    /** A comment line or a tag, up to its line end. */
    private Lead leadLine() {
        int start = i;
        int k = i + 1;
        while (at(k) == ' ' || at(k) == '\t') {
            k++;
        }
        if (at(k) != '[') {
            k = start;
            while (k < n && t.charAt(k) != '\r' && t.charAt(k) != '\n') {
                freeText(k);
                k++;
            }
            i = k;
            end = k;
            String text = t.substring(start, k);
            return new Lead.Comment(text.charAt(0), text.substring(1).stripLeading());
        }
        k++;
        while (at(k) == ' ' || at(k) == '\t') {
            k++;
        }
        int nameStart = k;
        if (!letter(at(k))) {
            throw UNSURE;
        }
        k++;
        while (wordChar(at(k))) {
            k++;
        }
        while (at(k) == ' ' && wordChar(at(k + 1))) {
            k += 2;
            while (wordChar(at(k))) {
                k++;
            }
        }
        String name = t.substring(nameStart, k);
        while (at(k) == ' ' || at(k) == '\t') {
            k++;
        }
        if (at(k) != '"') {
            throw UNSURE;
        }
        int open = k;
        int close = -1;
        for (k = open + 1; k < n && t.charAt(k) != '\r' && t.charAt(k) != '\n'; k++) {
            freeText(k);
            if (t.charAt(k) == '"') {
                close = k;
            }
        }
        if (close < 0) {
            throw UNSURE;
        }
        k = close + 1;
        while (at(k) == ' ' || at(k) == '\t') {
            k++;
        }
        if (at(k) != ']') {
            throw UNSURE;
        }
        i = k + 1;
        end = i;
        return new Lead.Tag(name, t.substring(open + 1, close));
    }

    /** A game from its header to the line end before the next game or the end of the text. */
    private MatGame game() {
        int word = i;
        exact("Game");
        requireSpace();
        int numberStart = i;
        int number = digits();
        place(GAME_NUMBER, 0, 0, 0, numberStart, end);
        place(GAME, 0, 0, 0, word, end);
        skipSpace();
        requireBreak();
        PlayerScore left = player(Column.LEFT);
        if (at(i) != ' ' && at(i) != '\t') {
            throw UNSURE;
        }
        skipSpace();
        PlayerScore right = player(Column.RIGHT);
        List<Line> lines = new ArrayList<>();
        while (true) {
            skipSpace();
            if (i >= n) {
                break;
            }
            int breakStart = i;
            requireBreak();
            if (i >= n) {
                break;
            }
            int indent = i;
            while (indent > breakStart && (t.charAt(indent - 1) == ' ' || t.charAt(indent - 1) == '\t')) {
                indent--;
            }
            boolean wide = i - indent >= 12;
            char c = t.charAt(i);
            line = lines.size();
            if (digit(c)) {
                lines.add(numbered());
            } else if (c == 'W') {
                column = wide ? Column.RIGHT : Column.LEFT;
                int start = i;
                Cell.Result result = result();
                place(CELL, line, 0, 0, start, end);
                place(LINE, line, 0, 0, start, end);
                lines.add(new Line.Alone(column, result));
            } else if (c == 'G') {
                break;
            } else {
                throw UNSURE;
            }
        }
        return new MatGame(number, left, right, lines);
    }

    /** One side of the score line: a name of words up to ':', then the score. */
    private PlayerScore player(Column side) {
        column = side;
        int start = i;
        int nameEnd;
        while (true) {
            int wordStart = i;
            while (i < n) {
                char c = t.charAt(i);
                if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ':') {
                    break;
                }
                if (c == ',') {
                    throw UNSURE; // a rating, or a comma the grammar takes apart
                }
                freeText(i);
                i++;
            }
            if (i == wordStart) {
                throw UNSURE;
            }
            nameEnd = i;
            skipSpace();
            if (at(i) == ':') {
                break;
            }
        }
        i++;
        skipSpace();
        int scoreStart = i;
        int score = digits();
        requireDelimiter();
        place(PLAYER, 0, 0, 0, start, end);
        place(SCORE, 0, 0, 0, scoreStart, end);
        return new PlayerScore(source.slice(start, nameEnd), score);
    }

    /** A numbered line: its number, then its left cell and its right, or its right alone after a wide indentation. */
    private Line numbered() {
        int start = i;
        int number = digits();
        int digitsEnd = end;
        if (at(i) != ')') {
            throw UNSURE;
        }
        i++;
        end = i;
        int k = i;
        while (at(k) == ' ' || at(k) == '\t') {
            k++;
        }
        int gap = k - i;
        if (gap == 0) {
            throw UNSURE;
        }
        i = k;
        place(LINE_NUMBER, line, 0, 0, start, digitsEnd);
        if (endOfLine(i)) {
            throw UNSURE;
        }
        Line.Numbered read;
        if (gap >= 12) {
            read = new Line.Numbered(number, Optional.empty(), Optional.of(cell(Column.RIGHT)));
        } else {
            Cell left = cell(Column.LEFT);
            skipSpace();
            Optional<Cell> right = endOfLine(i) ? Optional.empty() : Optional.of(cell(Column.RIGHT));
            read = new Line.Numbered(number, Optional.of(left), right);
        }
        place(LINE, line, 0, 0, start, end);
        return read;
    }

    private Cell cell(Column side) {
        column = side;
        int start = i;
        char c = t.charAt(i);
        Cell cell;
        if (digit(c)) {
            cell = roll();
        } else if (c == 'D' && t.startsWith("Doubles", i)) {
            cell = offer(Cell.Offer.Kind.DOUBLES, 7);
        } else if (c == 'B' && t.startsWith("Beavers", i)) {
            cell = offer(Cell.Offer.Kind.BEAVERS, 7);
        } else if (c == 'R' && t.startsWith("Raccoons", i)) {
            cell = offer(Cell.Offer.Kind.RACCOONS, 8);
        } else if (c == 'T') {
            exact("Takes");
            requireDelimiter();
            cell = new Cell.Answer(Cell.Answer.Kind.TAKES);
        } else if (c == 'D') {
            exact("Drops");
            requireDelimiter();
            cell = new Cell.Answer(Cell.Answer.Kind.DROPS);
        } else if (c == 'W') {
            cell = result();
        } else {
            throw UNSURE;
        }
        place(CELL, line, 0, 0, start, end);
        return cell;
    }

    private Cell roll() {
        int start = i;
        int die1 = at(i) - '0';
        int die2 = at(i + 1) - '0';
        if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6 || at(i + 2) != ':') {
            throw UNSURE;
        }
        i += 3;
        end = i;
        place(DICE, line, 0, 0, start, start + 2);
        int after = i;
        skipSpace();
        if (at(i) == '?') {
            int k = i;
            while (at(k) == '?') {
                k++;
            }
            if (k - i < 3 || k - i > 4) {
                throw UNSURE;
            }
            i = k;
            end = k;
            requireDelimiter();
            return new Cell.Roll(die1, die2, List.of(), true);
        }
        if (!moveStarts(i)) {
            i = after;
            return new Cell.Roll(die1, die2, List.of(), false);
        }
        List<Move> moves = new ArrayList<>(4);
        do {
            moves.add(move(moves.size()));
            after = i;
            skipSpace();
        } while (moveStarts(i));
        i = after;
        return new Cell.Roll(die1, die2, moves, false);
    }

    /** Whether a move starts at {@code k}: a point (not a roll's two digits and colon) or the bar. */
    private boolean moveStarts(int k) {
        int c = at(k);
        if (digit(c)) {
            return !(digit(at(k + 1)) && at(k + 2) == ':');
        }
        return (c == 'b' || c == 'B') && (t.startsWith("bar", k) || t.startsWith("Bar", k) || t.startsWith("BAR", k));
    }

    private Move move(int index) {
        int start = i;
        int from;
        if (digit(at(i))) {
            from = point();
        } else {
            barWord();
            from = Move.BAR;
        }
        if (at(i) != '/') {
            throw UNSURE;
        }
        List<Move.Hop> hops = new ArrayList<>(2);
        while (at(i) == '/') {
            i++;
            int hopStart = i;
            int to;
            if (digit(at(i))) {
                to = point();
            } else {
                offWord();
                to = Move.OFF;
            }
            place(HOP, line, index, hops.size(), hopStart, i);
            boolean hit = at(i) == '*';
            if (hit) {
                i++;
            }
            hops.add(new Move.Hop(to, hit));
        }
        int repeat = 1;
        if (at(i) == '(') {
            repeat = at(i + 1) - '0';
            if (repeat < 1 || repeat > 4 || at(i + 2) != ')') {
                throw UNSURE;
            }
            i += 3;
        }
        end = i;
        requireDelimiter();
        place(MOVE, line, index, 0, start, end);
        return new Move(from, hops, repeat);
    }

    /** A point as the lexer's POINT_NUMBER takes it whole: 0-9, 10-19, 20-25; a longer number is the grammar's to report. */
    private int point() {
        int first = t.charAt(i) - '0';
        int second = at(i + 1);
        if (!digit(second)) {
            i++;
            return first;
        }
        if (digit(at(i + 2)) || first == 0 || first > 2 || first == 2 && second > '5') {
            throw UNSURE;
        }
        i += 2;
        return first * 10 + second - '0';
    }

    private void barWord() {
        if (!(t.startsWith("bar", i) || t.startsWith("Bar", i) || t.startsWith("BAR", i))) {
            throw UNSURE;
        }
        i += 3;
    }

    private void offWord() {
        if (!(t.startsWith("off", i) || t.startsWith("Off", i) || t.startsWith("OFF", i))) {
            throw UNSURE;
        }
        i += 3;
    }

    /** 'Doubles => 2' and the like: the word, white space, '=>', a cube value. */
    private Cell offer(Cell.Offer.Kind kind, int length) {
        i += length;
        requireSpace();
        if (at(i) != '=' || at(i + 1) != '>') {
            throw UNSURE;
        }
        i += 2;
        skipSpace();
        int valueStart = i;
        int value = digits();
        requireDelimiter();
        if (t.charAt(valueStart) == '0' || value < 2 || value > 4096 || Integer.bitCount(value) != 1) {
            throw UNSURE; // a value the lexer's CUBE_TO does not list
        }
        return new Cell.Offer(kind, value);
    }

    /** 'Wins 2 points', 'Wins 1 point and the match'; anything else is the grammar's. */
    private Cell.Result result() {
        exact("Wins");
        requireSpace();
        int points = digits();
        requireSpace();
        boolean plural;
        if (at(i) != 'p' && at(i) != 'P' || !t.startsWith("oint", i + 1)) {
            throw UNSURE;
        }
        i += 5;
        plural = at(i) == 's';
        if (plural) {
            i++;
        }
        end = i;
        requireDelimiter();
        if (plural != (points != 1)) {
            throw UNSURE; // the reader warns
        }
        int after = i;
        skipSpace();
        boolean andTheMatch = false;
        if (at(i) == 'a') {
            exact("and");
            requireSpace();
            exact("the");
            requireSpace();
            word("atch", 'M', 'm');
            requireDelimiter();
            andTheMatch = true;
        } else {
            i = after;
        }
        return new Cell.Result(Cell.Result.Kind.WINS, points, andTheMatch);
    }

    /** One to nine digits, as the lexer's DIGITS; what follows is the caller's to check. */
    private int digits() {
        int start = i;
        while (digit(at(i))) {
            i++;
        }
        int count = i - start;
        if (count == 0 || count > 9) {
            throw UNSURE;
        }
        end = i;
        return Integer.parseInt(t, start, i, 10);
    }

    private void exact(String word) {
        if (!t.startsWith(word, i)) {
            throw UNSURE;
        }
        i += word.length();
        end = i;
    }

    /** A word whose first letter may be in either case ('point', 'Point'), ending where the word ends. */
    private void word(String rest, char upper, char lower) {
        int c = at(i);
        if (c != upper && c != lower || !t.startsWith(rest, i + 1)) {
            throw UNSURE;
        }
        i += 1 + rest.length();
        end = i;
        requireDelimiter();
    }

    /** The token just read ends here: white space, a line end or the end of the text follows. */
    private void requireDelimiter() {
        int c = at(i);
        if (c != -1 && c != ' ' && c != '\t' && c != '\r' && c != '\n') {
            throw UNSURE;
        }
    }

    private void requireSpace() {
        if (at(i) != ' ' && at(i) != '\t') {
            throw UNSURE;
        }
        skipSpace();
    }

    /** A line end, with the blank lines and the indentation after it (the lexer's one token). */
    private void requireBreak() {
        if (at(i) != '\r' && at(i) != '\n') {
            throw UNSURE;
        }
        skipSpaceAndBreaks();
    }

    private boolean endOfLine(int k) {
        return k >= n || t.charAt(k) == '\r' || t.charAt(k) == '\n';
    }

    private void skipSpace() {
        while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
            i++;
        }
    }

    private void skipSpaceAndBreaks() {
        while (i < n) {
            char c = t.charAt(i);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                break;
            }
            i++;
        }
    }

    /** Text taken as written (a name, a comment, a tag's value): a character outside the BMP would make code points differ from chars. */
    private void freeText(int k) {
        if (Character.isSurrogate(t.charAt(k))) {
            throw UNSURE;
        }
    }

    private int at(int k) {
        return k < n ? t.charAt(k) : -1;
    }

    private static boolean digit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean letter(int c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    private static boolean wordChar(int c) {
        return letter(c) || digit(c) || c == '_';
    }
}
