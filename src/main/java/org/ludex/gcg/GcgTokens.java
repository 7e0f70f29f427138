package org.ludex.gcg;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.CommonTokenFactory;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.misc.Pair;
import org.ludex.gcg.grammar.GcgLexer;

/**
 * The tokens of {@code GcgLexer.g4}, cut by hand: the same types, code-point start and
 * stop, line, column and text as the generated lexer gives for every input. The
 * parser reads them as it reads the generated lexer's. {@code GcgTokensTest} and the
 * fuzz test hold it to the generated lexer.
 *
 * <p>What makes it exact: the GCG lexer has no error (every character is part of some
 * token in every mode), its modes follow the line (default, then a pragma's text or
 * an event's nickname and fields, back to default at the line end), and in the event
 * mode {@code WORD} matches every run of characters other than white space, so the
 * longest match is always the whole run and its type is the first rule that matches
 * all of it.
 *
 * <p>Why by hand: the generated lexer's simulation took a third of the time of
 * reading a GCG file, and a game file is nearly all short tokens.
 */
final class GcgTokens implements TokenSource {
    private enum Mode { LINE, PRAGMA, NICKNAME, EVENT }

    /** The text of a token of one ASCII character ('>', ':', a line feed, a '-'), made once. */
    private static final String[] ASCII = new String[128];

    static {
        for (char c = 0; c < ASCII.length; c++) {
            ASCII[c] = String.valueOf(c);
        }
    }

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

    GcgTokens(String text) {
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
            if (c == ' ' || c == '\t') {
                int k = i + 1;
                while (k < n && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
                    k++;
                }
                cp += k - i; // a space or tab is one code point on the line
                column += k - i;
                i = k;
                continue; // skipped in every mode
            }
            int type;
            switch (mode) {
                case LINE -> {
                    if (c == '#') {
                        toSpace();
                        type = GcgLexer.PRAGMA_NAME;
                        mode = Mode.PRAGMA;
                    } else if (c == '>') {
                        advance();
                        type = GcgLexer.EVENT_START;
                        mode = Mode.NICKNAME;
                    } else {
                        toLineEnd();
                        type = GcgLexer.STRAY_TEXT;
                    }
                }
                case PRAGMA -> {
                    toLineEnd();
                    type = GcgLexer.PRAGMA_TEXT;
                }
                case NICKNAME -> {
                    if (c == ':') {
                        advance();
                        type = GcgLexer.NICK_END;
                        mode = Mode.EVENT;
                    } else {
                        run(false, true);
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

    /** The event field from {@code from} to {@code to}: the first rule of the event mode that matches all of it. */
    private int eventType(int from, int to) {
        int length = to - from;
        char first = text.charAt(from);
        if (first == '(') {
            if (text.startsWith("(challenge)", from) && length == 11) {
                return GcgLexer.CHALLENGE_BONUS;
            }
            if (text.startsWith("(time)", from) && length == 6) {
                return GcgLexer.TIME_PENALTY;
            }
            if (length >= 2 && text.charAt(to - 1) == ')' && noParentheses(from + 1, to - 1)) {
                return GcgLexer.PAREN_TILES;
            }
            return GcgLexer.WORD;
        }
        if (first == '-' && length <= 2 && (length == 1 || text.charAt(from + 1) == '-')) {
            return length == 1 ? GcgLexer.PASS_DASH : GcgLexer.WITHDRAWAL;
        }
        if ((first == '+' || first == '-') && length >= 2 && digits(from + 1, to) == to) {
            return GcgLexer.SIGNED_NUMBER;
        }
        if (first == '+' && length >= 3 && text.charAt(from + 1) == '-' && digits(from + 2, to) == to) {
            return GcgLexer.PLUS_MINUS_NUMBER;
        }
        int afterDigits = digits(from, to);
        if (afterDigits == to) {
            return GcgLexer.NUMBER;
        }
        if (first == '-') {
            char second = text.charAt(from + 1);
            return isDigit(second) || second == '+' || second == '-' ? GcgLexer.WORD : GcgLexer.EXCHANGE_TILES;
        }
        if (afterDigits > from) {
            return afterDigits < to && letters(afterDigits, to) == to ? GcgLexer.COORDINATE : GcgLexer.WORD;
        }
        int afterLetters = letters(from, to);
        if (afterLetters > from && afterLetters < to && digits(afterLetters, to) == to) {
            return GcgLexer.COORDINATE;
        }
        return GcgLexer.WORD;
    }

    private boolean noParentheses(int from, int to) {
        for (int k = from; k < to; k++) {
            if (text.charAt(k) == '(' || text.charAt(k) == ')') {
                return false;
            }
        }
        return true;
    }

    /** Where the ASCII digits from {@code from} stop, at most {@code to}. */
    private int digits(int from, int to) {
        int k = from;
        while (k < to && isDigit(text.charAt(k))) {
            k++;
        }
        return k;
    }

    /** Where the ASCII letters from {@code from} stop, at most {@code to}. */
    private int letters(int from, int to) {
        int k = from;
        while (k < to && ((text.charAt(k) >= 'A' && text.charAt(k) <= 'Z') || (text.charAt(k) >= 'a' && text.charAt(k) <= 'z'))) {
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
        run(false, false);
    }

    /** Past the character here and the rest of the line, up to its line end. */
    private void toLineEnd() {
        run(true, false);
    }

    /**
     * Past a run of characters that holds no line end: up to the line end (spaces and tabs
     * included) or up to white space, and up to a ':' if {@code colon}. The run is counted
     * in code points once at its end, which is what {@link #advance} would count one by one.
     */
    private void run(boolean spaces, boolean colon) {
        int k = i;
        int pairs = 0; // surrogate pairs: two chars, one code point
        while (k < n) {
            char c = text.charAt(k);
            if (c == '\r' || c == '\n' || (!spaces && (c == ' ' || c == '\t')) || (colon && c == ':')) {
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
