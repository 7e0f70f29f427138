package org.ludex.gcg.read;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.CommonTokenFactory;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.misc.Pair;
import org.ludex.gcg.grammar.GcgLexer;

/**
 * The fast reader's lexer ({@link GcgFastReader}): the tokens of {@code GcgLexer.g4}, cut by hand: the same types, code-point start and
 * stop, line, column and text as the generated lexer gives for every input. The
 * parser reads them as it reads the generated lexer's. {@code GcgFastLexerTest} and the
 * fuzz test hold it to the generated lexer.
 *
 * <p>What makes it exact: the GCG lexer has no error (every character is part of some
 * token in every mode), its modes follow the line (default, then a pragma's arguments
 * as its name says, or an event's nickname and fields, back to default at the line
 * end), and every mode that cuts fields ends in a rule that matches any run of
 * characters other than white space ({@code WORD}, {@code ARGUMENT}, the nickname), so
 * the longest match is always the whole run and its type is the first rule that
 * matches all of it: the run's shape is checked here rule by rule in the lexer's order.
 *
 * <p>Why by hand: the generated lexer's simulation took a third of the time of
 * reading a GCG file, and a game file is nearly all short tokens.
 */
final class GcgFastLexer implements TokenSource {
    private enum Mode { LINE, FREE_TEXT, PLAYER, ARGUMENTS, RACK, NICKNAME, EVENT }

    /** The text of a token of one ASCII character ('>', ':', a line feed, a '-'), made once. */
    private static final String[] ASCII = new String[128];

    static {
        for (char c = 0; c < ASCII.length; c++) {
            ASCII[c] = String.valueOf(c);
        }
    }

    /** The most digits a score has in the lexer's DIGITS. */
    private static final int MAX_DIGITS = GcgTreeReader.MAX_DIGITS;

    private final String text;
    private final int n;
    private final Pair<TokenSource, CharStream> source = new Pair<>(this, null);
    private TokenFactory<?> factory = CommonTokenFactory.DEFAULT;
    private Mode mode = Mode.LINE;
    /** Char index into the text, and the same place in code points, line and column as the generated lexer counts them. */
    private int i;
    private int cp;
    private int line = 1;
    private int column;

    GcgFastLexer(String text) {
        this.text = text;
        this.n = text.length();
    }

    @Override
    public Token nextToken() {
        while (true) {
            if (i >= n) {
                return token(Token.EOF, i, cp, line, column, "<EOF>");
            }
            int start = i;
            int startCp = cp;
            int startLine = line;
            int startColumn = column;
            char c = text.charAt(i);
            if (c == '\r' || c == '\n') {
                while (i < n && (text.charAt(i) == '\r' || text.charAt(i) == '\n')) {
                    advance();
                }
                mode = Mode.LINE;
                return token(GcgLexer.LINE_END, start, startCp, startLine, startColumn, null);
            }
            if (isSkipped(c)) {
                int k = i + 1;
                while (k < n && isSkipped(text.charAt(k))) {
                    k++;
                }
                cp += k - i; // a space, tab, vertical tab or form feed is one code point on the line
                column += k - i;
                i = k;
                continue; // skipped in every mode
            }
            int type;
            switch (mode) {
                case LINE -> {
                    if (c == '#') {
                        toSpace();
                        type = pragmaType(start, i);
                        mode = switch (type) {
                            case GcgLexer.PLAYER_PRAGMA -> Mode.PLAYER;
                            case GcgLexer.RACK_PRAGMA, GcgLexer.INCOMPLETE_PRAGMA -> Mode.RACK;
                            case GcgLexer.ID_PRAGMA, GcgLexer.TILE_PRAGMA -> Mode.ARGUMENTS;
                            default -> Mode.FREE_TEXT;
                        };
                    } else if (c == '>') {
                        advance();
                        type = GcgLexer.EVENT_START;
                        mode = Mode.NICKNAME;
                    } else {
                        toLineEnd();
                        type = GcgLexer.STRAY_TEXT;
                    }
                }
                case FREE_TEXT -> {
                    toLineEnd();
                    type = GcgLexer.TEXT;
                }
                case PLAYER -> {
                    toSpace();
                    type = GcgLexer.PLAYER_NICKNAME;
                    mode = Mode.FREE_TEXT;
                }
                case ARGUMENTS -> {
                    run(false, false, true);
                    type = GcgLexer.ARGUMENT;
                }
                case RACK -> {
                    toSpace();
                    type = tiles(start, i, false, false, false) ? GcgLexer.LETTERS
                            : tiles(start, i, false, true, false) ? GcgLexer.RACK_TILES : GcgLexer.WORD;
                }
                case NICKNAME -> {
                    if (c == ':') {
                        advance();
                        type = GcgLexer.NICK_END;
                        mode = Mode.EVENT;
                    } else {
                        run(false, true, false);
                        type = GcgLexer.NICK;
                    }
                }
                default -> {
                    toSpace();
                    type = eventType(start, i);
                }
            }
            return token(type, start, startCp, startLine, startColumn, null);
        }
    }

    /** Skipped between tokens: spaces and tabs, and in a pragma's words vertical tabs and form feeds too. */
    private boolean isSkipped(char c) {
        return c == ' ' || c == '\t' || (mode == Mode.ARGUMENTS && (c == '\u000B' || c == '\f'));
    }

    /** The pragma name from {@code from} to {@code to} ('#' and the name): the first rule of the line start that matches all of it. */
    private int pragmaType(int from, int to) {
        int length = to - from;
        if (numbered(from, to, "#player")) {
            return GcgLexer.PLAYER_PRAGMA;
        }
        if (numbered(from, to, "#rack")) {
            return GcgLexer.RACK_PRAGMA;
        }
        for (int k = 0; k < NAMED.length; k++) {
            if (NAMED[k].length() == length && named(from, NAMED[k])) {
                return NAMED_TYPES[k];
            }
        }
        return GcgLexer.PRAGMA_NAME;
    }

    /** The pragmas known by name alone, in the lexer's order, and their token types. */
    private static final String[] NAMED = {"#title", "#description", "#note", "#incomplete", "#id", "#tile", "#character-encoding",
            "#lexicon", "#comment", "#orientation", "#game-type", "#board-layout", "#tile-distribution", "#tile-set", "#game-board",
            "#htarget", "#ltarget", "#style"};
    private static final int[] NAMED_TYPES = {GcgLexer.TITLE_PRAGMA, GcgLexer.DESCRIPTION_PRAGMA, GcgLexer.NOTE_PRAGMA,
            GcgLexer.INCOMPLETE_PRAGMA, GcgLexer.ID_PRAGMA, GcgLexer.TILE_PRAGMA, GcgLexer.SETTING_PRAGMA, GcgLexer.SETTING_PRAGMA,
            GcgLexer.SETTING_PRAGMA, GcgLexer.SETTING_PRAGMA, GcgLexer.SETTING_PRAGMA, GcgLexer.SETTING_PRAGMA, GcgLexer.SETTING_PRAGMA,
            GcgLexer.SETTING_PRAGMA, GcgLexer.SETTING_PRAGMA, GcgLexer.OBSOLETE_PRAGMA, GcgLexer.OBSOLETE_PRAGMA, GcgLexer.OBSOLETE_PRAGMA};

    /** Whether the text at {@code from} is {@code name} in any case of its ASCII letters (as the lexer's case-insensitive rules match). */
    private boolean named(int from, String name) {
        for (int k = 0; k < name.length(); k++) {
            char want = name.charAt(k);
            char got = text.charAt(from + k);
            if (got != want && !(want >= 'a' && want <= 'z' && got == want - 'a' + 'A')) {
                return false;
            }
        }
        return true;
    }

    /** Whether the text from {@code from} to {@code to} is {@code name} in any case and one to three ASCII digits. */
    private boolean numbered(int from, int to, String name) {
        int digits = to - from - name.length();
        return digits >= 1 && digits <= 3 && named(from, name) && digits(from + name.length(), to) == to;
    }

    /** The event field from {@code from} to {@code to}: the first rule of the event mode that matches all of it. */
    private int eventType(int from, int to) {
        int length = to - from;
        char first = text.charAt(from);
        if (first == '(') {
            if (length == 11 && text.startsWith("(challenge)", from)) {
                return GcgLexer.CHALLENGE_BONUS;
            }
            if (length == 6 && text.startsWith("(time)", from)) {
                return GcgLexer.TIME_PENALTY;
            }
            if (length >= 2 && text.charAt(to - 1) == ')' && tiles(from + 1, to - 1, true, true, false)) {
                return GcgLexer.PAREN_TILES;
            }
            return throughInParentheses(from, to) ? GcgLexer.THROUGH_IN_PARENTHESES : GcgLexer.WORD;
        }
        if (first == '-' || first == '+') {
            if (first == '-' && length <= 2 && (length == 1 || text.charAt(from + 1) == '-')) {
                return length == 1 ? GcgLexer.PASS_DASH : GcgLexer.WITHDRAWAL;
            }
            if (first == '-' && length == 2 && text.charAt(from + 1) >= '1' && text.charAt(from + 1) <= '7') {
                return GcgLexer.SMALL_NEGATIVE;
            }
            if (length >= 2 && length <= 1 + MAX_DIGITS && digits(from + 1, to) == to) {
                return GcgLexer.SIGNED_NUMBER;
            }
            if (first == '+') {
                return length >= 3 && length <= 2 + MAX_DIGITS && text.charAt(from + 1) == '-' && digits(from + 2, to) == to
                        ? GcgLexer.PLUS_MINUS_NUMBER : GcgLexer.WORD;
            }
            return tiles(from + 1, to, false, true, false) ? GcgLexer.EXCHANGE_TILES : GcgLexer.WORD;
        }
        int afterDigits = digits(from, to);
        if (afterDigits == to) {
            return length <= MAX_DIGITS ? GcgLexer.NUMBER : GcgLexer.WORD;
        }
        if (afterDigits > from) {
            return coordinateType(afterDigits, to, letters(afterDigits, to, false) == to);
        }
        int afterUpper = letters(from, to, false);
        int afterLetters = afterUpper < to ? letters(afterUpper, to, true) : to;
        if (afterLetters > from && afterLetters < to && digits(afterLetters, to) == to) {
            return afterUpper == afterLetters ? GcgLexer.COORDINATE : GcgLexer.LOWERCASE_COORDINATE;
        }
        if (length == 7 && text.startsWith("UNKNOWN", from)) {
            return GcgLexer.UNKNOWN_RACK;
        }
        if (tiles(from, to, false, false, false)) {
            return GcgLexer.LETTERS;
        }
        if (tiles(from, to, false, true, false)) {
            return GcgLexer.RACK_TILES;
        }
        if (tiles(from, to, true, false, true)) {
            return GcgLexer.PLAYED_TILES;
        }
        return throughInParentheses(from, to) ? GcgLexer.THROUGH_IN_PARENTHESES : GcgLexer.WORD;
    }

    /** A field of digits and then ASCII letters from {@code letters} on: a coordinate, in capitals or not, when the letters run to its end. */
    private int coordinateType(int letters, int to, boolean upper) {
        if (upper) {
            return GcgLexer.COORDINATE;
        }
        return letters(letters, to, true) == to ? GcgLexer.LOWERCASE_COORDINATE : GcgLexer.WORD;
    }

    /**
     * Whether the text from {@code from} to {@code to} is a run of tiles: capitals (or letters of no case), marks, '·', '|' and
     * tiles in brackets; with {@code lower} lowercase letters too, with {@code blanks} '?' and '_', with {@code dots} '.'.
     * An empty run is tiles.
     */
    private boolean tiles(int from, int to, boolean lower, boolean blanks, boolean dots) {
        int k = from;
        while (k < to) {
            int next = tile(k, to, lower, blanks, dots);
            if (next < 0) {
                return false;
            }
            k = next;
        }
        return true;
    }

    /** Past the one tile at {@code k} (as {@link #tiles} takes them), or -1 when none starts there. */
    private int tile(int k, int to, boolean lower, boolean blanks, boolean dots) {
        int c = text.codePointAt(k);
        if (c == '[') {
            int j = k + 1;
            while (j < to && text.charAt(j) != ']') {
                int inner = text.codePointAt(j);
                if (!isUpper(inner) && !isLower(inner)) {
                    return -1;
                }
                j += Character.charCount(inner);
            }
            return j < to && j > k + 1 ? j + 1 : -1;
        }
        boolean fits = isUpper(c) || (lower && isLower(c)) || (blanks && (c == '?' || c == '_')) || (dots && c == '.');
        return fits ? k + Character.charCount(c) : -1;
    }

    /** A played word with one or more groups of tiles in parentheses, as the lexer's THROUGH_IN_PARENTHESES. */
    private boolean throughInParentheses(int from, int to) {
        int k = from;
        boolean group = false;
        while (k < to) {
            if (text.charAt(k) == '(') {
                int close = k + 1;
                while (close < to && text.charAt(close) != ')') {
                    int next = tile(close, to, true, false, true);
                    if (next < 0) {
                        return false;
                    }
                    close = next;
                }
                if (close >= to || close == k + 1) {
                    return false;
                }
                group = true;
                k = close + 1;
            } else {
                k = tile(k, to, true, false, true);
                if (k < 0) {
                    return false;
                }
            }
        }
        return group;
    }

    /** A capital, a letter of a script without case, a mark, '·' or '|': the lexer's UPPER. */
    private static boolean isUpper(int c) {
        if (c < 0x80) {
            return (c >= 'A' && c <= 'Z') || c == '|';
        }
        if (c == 0xB7) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.UPPERCASE_LETTER || type == Character.TITLECASE_LETTER || type == Character.MODIFIER_LETTER
                || type == Character.OTHER_LETTER || type == Character.NON_SPACING_MARK;
    }

    /** A lowercase letter: the lexer's LOWER. */
    private static boolean isLower(int c) {
        if (c < 0x80) {
            return c >= 'a' && c <= 'z';
        }
        return Character.getType(c) == Character.LOWERCASE_LETTER;
    }

    /** Where the ASCII digits from {@code from} stop, at most {@code to}. */
    private int digits(int from, int to) {
        int k = from;
        while (k < to && isDigit(text.charAt(k))) {
            k++;
        }
        return k;
    }

    /** Where the ASCII capitals (and, with {@code anyCase}, small letters) from {@code from} stop, at most {@code to}. */
    private int letters(int from, int to, boolean anyCase) {
        int k = from;
        while (k < to) {
            char c = text.charAt(k);
            if (!((c >= 'A' && c <= 'Z') || (anyCase && c >= 'a' && c <= 'z'))) {
                break;
            }
            k++;
        }
        return k;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isSpaceOrLineEnd(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    /** Past the character here and the rest of its run up to white space or a line end. */
    private void toSpace() {
        run(false, false, false);
    }

    /** Past the character here and the rest of the line, up to its line end. */
    private void toLineEnd() {
        run(true, false, false);
    }

    /**
     * Past a run of characters that holds no line end: up to the line end (spaces and tabs
     * included) or up to white space, and up to a ':' if {@code colon}. The run is counted
     * in code points once at its end, which is what {@link #advance} would count one by one.
     */
    private void run(boolean spaces, boolean colon, boolean moreSpace) {
        int k = i;
        int pairs = 0; // surrogate pairs: two chars, one code point
        while (k < n) {
            char c = text.charAt(k);
            if (c == '\r' || c == '\n' || (!spaces && (c == ' ' || c == '\t')) || (colon && c == ':')
                    || (moreSpace && (c == '\u000B' || c == '\f'))) {
                break;
            }
            if (Character.isHighSurrogate(c) && k + 1 < n && Character.isLowSurrogate(text.charAt(k + 1))) {
                pairs++;
                k++;
            }
            k++;
        }
        int codePoints = k - i - pairs;
        cp += codePoints;
        column += codePoints;
        i = k;
    }

    /** One code point on, counting lines and columns as the generated lexer does: a line starts after '\n' only. */
    private void advance() {
        char c = text.charAt(i);
        i += Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1)) ? 2 : 1;
        cp++;
        if (c == '\n') {
            line++;
            column = 0;
        } else {
            column++;
        }
    }

    private Token token(int type, int start, int startCp, int startLine, int startColumn, String fixed) {
        CommonToken token = new CommonToken(source, type, Token.DEFAULT_CHANNEL, startCp, cp - 1);
        token.setLine(startLine);
        token.setCharPositionInLine(startColumn);
        token.setText(fixed != null ? fixed : i - start == 1 && text.charAt(start) < ASCII.length ? ASCII[text.charAt(start)]
                : text.substring(start, i));
        return token;
    }

    @Override
    public int getLine() {
        return line;
    }

    @Override
    public int getCharPositionInLine() {
        return column;
    }

    /** No character stream: every token carries its text. */
    @Override
    public CharStream getInputStream() {
        return null;
    }

    @Override
    public String getSourceName() {
        return "gcg";
    }

    @Override
    public void setTokenFactory(TokenFactory<?> factory) {
        this.factory = factory;
    }

    @Override
    public TokenFactory<?> getTokenFactory() {
        return factory;
    }
}
