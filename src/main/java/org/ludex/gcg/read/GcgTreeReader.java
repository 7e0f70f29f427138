package org.ludex.gcg.read;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.Rules;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.gcg.grammar.GcgParserBaseVisitor;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Recovery;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

import static org.ludex.gcg.GcgCodes.*;

/**
 * Turns a GCG file's parse tree into the model, one visit of the tree: pragmas typed by
 * name, events by the grammar's labelled alternatives, tile strings through the file's
 * {@code #tile} pragmas, notes attached to the event before them. Source map paths:
 * {@code pragma/J}, {@code event/I} (the line), {@code event/I/nickname}, {@code /rack},
 * {@code /move}, {@code /score}, {@code /cumulative}.
 *
 * <p>An event line the parser read without repair is read by its alternatives
 * ({@link Kinds}). An event line the parser rejected is read by the shapes of its
 * fields, so that a field the grammar takes nowhere (a digit in a
 * word, a lowercase rack, '-8' for an exchange) is named precisely here or by the
 * validator, and the reader drops the grammar's plainer syntax error on that line
 * ({@link GcgReader}). A line that cannot be read even so is kept as written
 * ({@link Pragma.Unreadable}), and the grammar's syntax error says what is wrong.
 */
public final class GcgTreeReader {
    /** The most digits a score has in the lexer's DIGITS; more are a score too large to be meant. */
    static final int MAX_DIGITS = 9;

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<PragmaLine> pragmas = new ArrayList<>();
    private final List<Event> events = new ArrayList<>();
    private final Set<Integer> kept = new HashSet<>(); // starts of the lines kept as unreadable
    private final List<Token> tokens; // the tree's tokens in the order of the text, the end of input last
    private final GcgParser.EventLineContext[] eventLines; // by the index of its '>' among the tokens; null when read without a tree
    private final Fields[] known; // an event line's fields by the index of its '>', as the fast reader found them; null when read from a tree
    private final boolean repaired; // whether the parser reported a syntax error, so that a line may have been mended
    private Boolean ascii; // no surrogate pairs, so code point and char indexes agree; asked only for a line kept as written
    private GcgTiles tiles;
    private boolean afterNote;
    private boolean afterUnreadableEvent; // a note after an event line that could not be read stands on its own
    private int notePragma = -1; // where the note a following stray line continues stands among the pragmas; -1 when on an event

    private GcgTreeReader(SourceText source, GcgParser.GcgFileContext tree, int size, boolean repaired) {
        this.source = source;
        this.tokens = new ArrayList<>(size);
        this.eventLines = new GcgParser.EventLineContext[size];
        this.repaired = repaired;
        this.known = null;
        collect(tree);
        // an event line is up to seven entries of about eight tokens, a pragma line one: sized once rather than grown
        this.map = SourceMap.builder(source, tokens.size() + 4);
    }

    /** The model of the file the GCG parser read into {@code parsed} (its gcgFile tree); {@code repaired} when it reported a syntax error. */
    public static ParseResult<Gcg> read(ParseTree parsed, SourceText source, boolean repaired) {
        GcgParser.GcgFileContext tree = (GcgParser.GcgFileContext) parsed;
        return new GcgTreeReader(source, tree, tree.getStop() == null ? 1 : tree.getStop().getTokenIndex() + 1, repaired).decode();
    }

    private GcgTreeReader(SourceText source, List<Token> tokens, Fields[] known) {
        this.source = source;
        this.tokens = tokens;
        this.eventLines = null;
        this.repaired = false;
        this.known = known;
        this.map = SourceMap.builder(source, tokens.size() + 4);
    }

    /**
     * The model of a file the grammar reads without error, from its tokens (the end of input last) and the fields of
     * each event line by the index of its '>', as {@link GcgFastReader} found them where the parser would.
     */
    static ParseResult<Gcg> read(List<Token> tokens, Fields[] known, SourceText source) {
        return new GcgTreeReader(source, tokens, known).decode();
    }

    /** Gathers the tree's tokens (those the recovery made up left out) and its event lines. */
    private void collect(ParseTree node) {
        if (node instanceof TerminalNode terminal) {
            Token token = terminal.getSymbol();
            if (!Recovery.madeUp(token)) {
                tokens.add(token);
            }
            return;
        }
        if (node instanceof GcgParser.EventLineContext line && line.getStart() != null) {
            eventLines[tokens.size()] = line;
        }
        for (int i = 0, n = node.getChildCount(); i < n; i++) {
            collect(node.getChild(i));
        }
    }

    private ParseResult<Gcg> decode() {
        List<Pragma.TileDeclaration> declared = new ArrayList<>();
        int n = tokens.size() - 1; // the end of input is last
        for (int a = 0; a < n; a = lineAfter(a)) {
            int b = lineEnd(a, n);
            Token first = tokens.get(a);
            if (first.getType() == GcgLexer.TILE_PRAGMA && b == a + 3) { // #tile and its two arguments
                declared.add(new Pragma.TileDeclaration(tokens.get(a + 1).getText(), tokens.get(a + 2).getText()));
            }
        }
        tiles = new GcgTiles(declared);
        for (int a = 0; a < n; a = lineAfter(a)) {
            int b = lineEnd(a, n);
            if (b == a) {
                continue; // a line end: no line
            }
            Token first = tokens.get(a);
            if (first.getType() == GcgLexer.EVENT_START) {
                afterUnreadableEvent = false; // a note after this event is its note, unless it cannot be read either
                event(a, b);
                afterNote = false;
            } else if (first.getType() == GcgLexer.STRAY_TEXT) {
                stray(first);
            } else {
                pragma(a, b);
                afterUnreadableEvent = false;
            }
        }
        SourceMap sourceMap = map.build();
        return new ParseResult<>(Optional.of(new Gcg(pragmas, events)), diagnostics, sourceMap);
    }

    /** Where the line that starts at token {@code a} ends: its line end, or the end of input at {@code n}. */
    private int lineEnd(int a, int n) {
        int b = a;
        while (b < n && tokens.get(b).getType() != GcgLexer.LINE_END) {
            b++;
        }
        return b;
    }

    /** The first token after the line that starts at {@code a} and its line end. */
    private int lineAfter(int a) {
        int n = tokens.size() - 1;
        int b = lineEnd(a, n);
        return b < n ? b + 1 : n;
    }

    /**
     * Keeps the event line from token {@code a} ('>') to {@code b} (its line end) as written, with what its tokens
     * tell: where it names its player ('>nickname:'), the nickname, and its place too ({@code pragma/J/nickname}) so
     * that an editor renames it with the others; the field after the colon, where an event writes its rack.
     */
    private void unreadableEvent(int a, int b) {
        int before = pragmas.size();
        boolean named = a + 2 < b && tokens.get(a + 1).getType() == GcgLexer.NICK && tokens.get(a + 2).getType() == GcgLexer.NICK_END;
        Optional<String> nickname = named ? Optional.of(tokens.get(a + 1).getText()) : Optional.empty();
        Optional<String> rack = named && a + 3 < b ? Optional.of(tokens.get(a + 3).getText()) : Optional.empty();
        int start = lineStart(tokens.get(a).getStartIndex());
        unreadableAt(start, written -> new Pragma.Unreadable(written, true, nickname, rack), null);
        if (pragmas.size() > before && named) {
            put(GcgPaths.PRAGMA, before, GcgPaths.Field.NICKNAME.part(), tokens.get(a + 1), tokens.get(a + 1));
        }
    }

    /**
     * Keeps the line that starts at {@code start}, made by {@code kept} from its text; {@code written} is that text when
     * known already (null: sliced from the source).
     */
    private void unreadableAt(int start, Function<String, Pragma.Unreadable> kept, String written) {
        if (!this.kept.add(start)) {
            return; // one line, one entry
        }
        int end = lineEnd(start);
        map.put(GcgPaths.PRAGMA, pragmas.size(), start, end);
        Pragma.Unreadable line = kept.apply(written != null ? written : slice(start, end));
        pragmas.add(new PragmaLine(events.size(), line));
        afterUnreadableEvent = line.event();
        afterNote = false;
    }

    /** The start of the line that holds the code point at {@code offset}. */
    private int lineStart(int offset) {
        String text = source.text();
        int at = charIndex(Math.min(offset, source.length()));
        while (at > 0 && text.charAt(at - 1) != '\n' && text.charAt(at - 1) != '\r') {
            at--;
        }
        return codePointIndex(at);
    }

    /** The end of the line that starts at {@code start}, before its line end; trailing spaces and tabs are not part of it. */
    private int lineEnd(int start) {
        String text = source.text();
        int at = charIndex(start);
        while (at < text.length() && text.charAt(at) != '\n' && text.charAt(at) != '\r') {
            at++;
        }
        while (at > charIndex(start) && (text.charAt(at - 1) == ' ' || text.charAt(at - 1) == '\t')) {
            at--;
        }
        return codePointIndex(at);
    }

    private String slice(int start, int end) {
        return source.text().substring(charIndex(start), charIndex(end));
    }

    private int charIndex(int codePoint) {
        return ascii() ? codePoint : source.text().offsetByCodePoints(0, codePoint);
    }

    private int codePointIndex(int charIndex) {
        return ascii() ? charIndex : source.text().codePointCount(0, charIndex);
    }

    private boolean ascii() {
        if (ascii == null) {
            ascii = source.text().length() == source.length(); // a pass over the text: not made for a file read whole
        }
        return ascii;
    }

    /** A line that is neither pragma nor event: the next line of a note when it follows one, else an error. */
    private void stray(Token token) {
        String text = token.getText().replaceAll("[ \\t]+$", ""); // spaces and tabs only: other white space is text
        if (!afterNote) {
            diagnostics.add(Diagnostic.error(LINE, span(token), "a line is a pragma ('#' and a name) or an event ('>' and a nickname): "
                    + ParseDriver.quote(text) + " is neither"));
            int start = lineStart(token.getStartIndex());
            unreadableAt(start, Pragma.Unreadable::line, start == token.getStartIndex() ? text : null); // the line is its one token: its text is not made again
            return;
        }
        diagnostics.add(Diagnostic.warning(NOTE_CONTINUED, span(token), "a line that is neither pragma nor event, after a note,"
                + " is read as the note's next line; it is written back so"));
        if (notePragma < 0) { // the note went to the event before it
            int last = events.size() - 1;
            Event event = events.get(last);
            List<String> notes = new ArrayList<>(event.notes());
            notes.set(notes.size() - 1, notes.get(notes.size() - 1) + "\n" + text);
            events.set(last, new Event(event.nickname(), event.rack(), event.move(), event.score(), event.cumulative(), notes, event.extra(),
                    event.rackUnknown()));
        } else {
            Pragma.Note note = (Pragma.Note) pragmas.get(notePragma).pragma();
            pragmas.set(notePragma, new PragmaLine(pragmas.get(notePragma).afterEvents(), new Pragma.Note(note.text() + "\n" + text)));
        }
    }

    /** The pragma's text: from its first argument to the end of its line, without white space around it; empty when it has none. */
    private String text(int a, int b) {
        return b <= a + 1 ? "" : slice(tokens.get(a + 1).getStartIndex(), tokens.get(b).getStartIndex()).strip();
    }

    /** A pragma line from token {@code a} (its name) to {@code b} (its line end). */
    private void pragma(int a, int b) {
        Token nameToken = tokens.get(a);
        String name = nameToken.getText().substring(1);
        String key = name.toLowerCase(Locale.ROOT);
        String text = text(a, b);
        // the text as written: from its first argument to the line end, spaces and tabs at the end included
        int[] textAt = b <= a + 1 ? null : new int[] {tokens.get(a + 1).getStartIndex(), tokens.get(b).getStartIndex()};
        int from = nameToken.getStartIndex();
        int to = textAt == null ? nameToken.getStopIndex() + 1 : textAt[1];
        if (key.equals("character-encoding")) {
            map.put(GcgPaths.encoding(), from, Math.max(from, to));
            if (!onFirstLine(nameToken)) {
                diagnostics.add(Diagnostic.warning(ENCODING_PLACEMENT, span(nameToken), "#character-encoding counts only on the first line;"
                        + " here it changes nothing (the file was read before it)"));
            }
            afterNote = false;
            return;
        }
        afterNote = key.equals("note");
        if (key.equals("note") && !events.isEmpty() && !afterUnreadableEvent) {
            int last = events.size() - 1;
            map.put(GcgPaths.EVENT, last, GcgPaths.NOTE + "/" + events.get(last).notes().size(), from, to);
            events.set(last, events.get(last).withNote(text));
            notePragma = -1;
            return;
        }
        boolean header = key.startsWith("player") || key.equals("title") || key.equals("description");
        if (header && !events.isEmpty()) {
            diagnostics.add(Diagnostic.error(PRAGMA_PLACEMENT, span(nameToken), "#" + name + " must come before the first event"));
        }
        map.put(GcgPaths.PRAGMA, pragmas.size(), from, to);
        Pragma pragma = typed(name, key, text, a, b, textAt);
        if (pragma instanceof Pragma.PlayerInfo player) { // the nickname is the text's first word
            map.put(GcgPaths.PRAGMA, pragmas.size(), GcgPaths.Field.NICKNAME.part(), textAt[0],
                    textAt[0] + player.nickname().codePointCount(0, player.nickname().length()));
        }
        notePragma = pragma instanceof Pragma.Note ? pragmas.size() : -1;
        pragmas.add(new PragmaLine(events.size(), pragma));
    }

    /** The meaning of the pragma from token {@code a} (its name) to {@code b} (its line end); {@code textAt} (where its text stands) is null when it has no text. */
    private Pragma typed(String name, String key, String text, int a, int b, int[] textAt) {
        Token nameToken = tokens.get(a);
        int player = numbered(key, "player");
        int rack = numbered(key, "rack");
        if (player >= 0) {
            if (text.isEmpty()) {
                diagnostics.add(Diagnostic.error(PRAGMA_ARGUMENTS, textSpan(nameToken, textAt), "#" + name + " needs a nickname, then the full name"));
                return new Pragma.Verbatim(name, text);
            }
            // the grammar's two fields: the nickname, then the full name as free text
            String fullName = b > a + 2 ? tokens.get(a + 2).getText().strip() : "";
            return new Pragma.PlayerInfo(player, tokens.get(a + 1).getText(), fullName);
        }
        if (key.equals("note")) {
            return new Pragma.Note(text);
        }
        boolean isRack = rack >= 0;
        if (isRack || key.equals("incomplete")) {
            GcgTiles.Result read = tiles.read(text);
            if (!read.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(RACK_TILE, textSpan(nameToken, textAt), "rack '" + text + "' is not tiles: capitals, '?' for a blank, '_' for an unknown tile"));
                return new Pragma.Verbatim(name, text);
            }
            return isRack ? new Pragma.RackInfo(rack, read.tiles()) : new Pragma.Incomplete(read.tiles());
        }
        boolean twoArguments = b == a + 3; // #id and #tile: each argument one token
        if (key.equals("id")) {
            if (!twoArguments) {
                diagnostics.add(Diagnostic.error(PRAGMA_ARGUMENTS, textSpan(nameToken, textAt), "#id takes an authority and an identifier, neither with spaces"));
                return new Pragma.Verbatim(name, text);
            }
            return new Pragma.Id(tokens.get(a + 1).getText(), tokens.get(a + 2).getText());
        }
        if (key.equals("tile")) {
            if (!twoArguments) {
                diagnostics.add(Diagnostic.error(PRAGMA_ARGUMENTS, textSpan(nameToken, textAt), "#tile takes the tile's capitals and its lowercase form, such as #tile L·L l·l"));
                return new Pragma.Verbatim(name, text);
            }
            return new Pragma.TileDeclaration(tokens.get(a + 1).getText(), tokens.get(a + 2).getText());
        }
        Pragma.Setting.Kind kind = Pragma.Setting.Kind.of(key);
        if (kind != null) {
            if (kind.obsolete()) {
                diagnostics.add(Diagnostic.warning(PRAGMA_OBSOLETE, span(nameToken), "#" + name + " is obsolete (now set per event, outside the file); it is kept"));
            }
            return new Pragma.Setting(kind, text);
        }
        diagnostics.add(Diagnostic.warning(PRAGMA_UNKNOWN, span(nameToken), "unknown pragma #" + name + " is kept as written"));
        return new Pragma.Verbatim(name, text);
    }

    /** The number N of a pragma named {@code prefix} and one to three ASCII digits ({@code player2}), else -1. */
    private static int numbered(String key, String prefix) {
        int digits = key.length() - prefix.length();
        if (digits < 1 || digits > 3 || !key.startsWith(prefix)) {
            return -1;
        }
        int number = 0;
        for (int k = prefix.length(); k < key.length(); k++) {
            char c = key.charAt(k);
            if (c < '0' || c > '9') {
                return -1;
            }
            number = number * 10 + (c - '0');
        }
        return number;
    }

    /** Where a pragma's text is, or the empty span after its name when it has none. */
    private Span textSpan(Token nameToken, int[] textAt) {
        return textAt == null ? span(nameToken).endPoint() : source.span(textAt[0], textAt[1]);
    }

    /** What a field of an event is: by the labelled alternative that read it, or by its shape where the parser rejected its line. */
    enum Field { TILES, COORDINATE, NUMBER, SIGNED, PLUS_MINUS, PASS, WITHDRAWAL, EXCHANGE, CHALLENGE, TIME, PAREN_TILES }

    /** The field a token of an event is. */
    private static Field field(Token token) {
        return switch (token.getType()) {
            case GcgLexer.CHALLENGE_BONUS -> Field.CHALLENGE;
            case GcgLexer.TIME_PENALTY -> Field.TIME;
            case GcgLexer.PAREN_TILES -> Field.PAREN_TILES;
            case GcgLexer.WITHDRAWAL -> Field.WITHDRAWAL;
            case GcgLexer.PASS_DASH -> Field.PASS;
            case GcgLexer.SMALL_NEGATIVE, GcgLexer.SIGNED_NUMBER -> Field.SIGNED;
            case GcgLexer.PLUS_MINUS_NUMBER -> Field.PLUS_MINUS;
            case GcgLexer.NUMBER -> Field.NUMBER;
            case GcgLexer.EXCHANGE_TILES -> Field.EXCHANGE;
            case GcgLexer.COORDINATE, GcgLexer.LOWERCASE_COORDINATE -> Field.COORDINATE;
            case GcgLexer.UNKNOWN_RACK, GcgLexer.LETTERS, GcgLexer.RACK_TILES, GcgLexer.PLAYED_TILES -> Field.TILES;
            default -> field(token.getText()); // a field the grammar takes nowhere: by the shape of its characters
        };
    }

    /** A field of no shape the grammar knows: what it was meant as, by its first characters. */
    private static Field field(String text) {
        int length = text.length();
        char first = text.charAt(0);
        if (first == '(' && length >= 2 && text.charAt(length - 1) == ')' && text.indexOf('(', 1) < 0 && text.indexOf(')') == length - 1) {
            return Field.PAREN_TILES;
        }
        if ((first == '+' || first == '-') && length >= 2 && digits(text, 1) == length) {
            return Field.SIGNED;
        }
        if (first == '+' && length >= 3 && text.charAt(1) == '-' && digits(text, 2) == length) {
            return Field.PLUS_MINUS;
        }
        int afterDigits = digits(text, 0);
        if (afterDigits == length) {
            return Field.NUMBER;
        }
        if (first == '-') {
            char second = text.charAt(1);
            return second >= '0' && second <= '9' || second == '+' || second == '-' ? Field.TILES : Field.EXCHANGE;
        }
        if (afterDigits > 0) {
            return letters(text, afterDigits) == length ? Field.COORDINATE : Field.TILES;
        }
        int afterLetters = letters(text, 0);
        return afterLetters > 0 && afterLetters < length && digits(text, afterLetters) == length ? Field.COORDINATE : Field.TILES;
    }

    private static int digits(String text, int from) {
        int k = from;
        while (k < text.length() && text.charAt(k) >= '0' && text.charAt(k) <= '9') {
            k++;
        }
        return k;
    }

    private static int letters(String text, int from) {
        int k = from;
        while (k < text.length() && ((text.charAt(k) >= 'A' && text.charAt(k) <= 'Z') || (text.charAt(k) >= 'a' && text.charAt(k) <= 'z'))) {
            k++;
        }
        return k;
    }

    /** Where an event's fields stand among the tokens: the rack ({@code -1}: none), the move, the score; the cumulative score follows it. */
    record Fields(int rackAt, Field move, int moveAt, int moveEnd, Field score, int pointsAt) {}

    /**
     * An event line from token {@code a} ('>') to {@code b} (its line end): the nickname and ':', a rack when the first
     * field is tiles, the move, the score, the cumulative score and any fields after it. A line without these is kept
     * as written.
     */
    private void event(int a, int b) {
        if (known != null) {
            build(a, b, known[a]);
            return;
        }
        GcgParser.EventLineContext line = eventLines[a];
        boolean whole = line != null && (!repaired || line.getStop() != null
                && a + line.getStop().getTokenIndex() - line.getStart().getTokenIndex() == b - 1 && Recovery.clean(line));
        Fields fields = whole ? labelled(line, a) : shaped(a, b);
        if (fields == null) {
            unreadableEvent(a, b);
            return;
        }
        build(a, b, fields);
    }

    /** The fields of an event line the parser read without repair, by the grammar's alternatives. */
    private static Fields labelled(GcgParser.EventLineContext line, int a) {
        int base = a - line.getStart().getTokenIndex();
        GcgParser.GcgEventContext event = line.gcgEvent();
        ParserRuleContext move = event.rack() != null ? event.rackMove() : event.bareMove();
        int rackAt = event.rack() != null ? base + event.rack().getStart().getTokenIndex() : -1;
        return new Fields(rackAt, move.accept(Kinds.KINDS), base + move.getStart().getTokenIndex(), base + move.getStop().getTokenIndex(),
                event.points.accept(Kinds.KINDS), base + event.points.getStart().getTokenIndex());
    }

    /** What each labelled alternative of a move or a score is. */
    private static final class Kinds extends GcgParserBaseVisitor<Field> {
        static final Kinds KINDS = new Kinds();

        @Override public Field visitPlayMove(GcgParser.PlayMoveContext context) { return Field.COORDINATE; }
        @Override public Field visitPassMove(GcgParser.PassMoveContext context) { return Field.PASS; }
        @Override public Field visitPassWithoutRackDialect(GcgParser.PassWithoutRackDialectContext context) { return Field.PASS; }
        @Override public Field visitExchangeMove(GcgParser.ExchangeMoveContext context) { return Field.EXCHANGE; }
        @Override public Field visitExchangeCountMove(GcgParser.ExchangeCountMoveContext context) { return Field.SIGNED; }
        @Override public Field visitWithdrawalMove(GcgParser.WithdrawalMoveContext context) { return Field.WITHDRAWAL; }
        @Override public Field visitChallengeMove(GcgParser.ChallengeMoveContext context) { return Field.CHALLENGE; }
        @Override public Field visitBareChallengeMove(GcgParser.BareChallengeMoveContext context) { return Field.CHALLENGE; }
        @Override public Field visitTimeMove(GcgParser.TimeMoveContext context) { return Field.TIME; }
        @Override public Field visitBareTimeMove(GcgParser.BareTimeMoveContext context) { return Field.TIME; }
        @Override public Field visitRackPenaltyMove(GcgParser.RackPenaltyMoveContext context) { return Field.PAREN_TILES; }
        @Override public Field visitRackPointsMove(GcgParser.RackPointsMoveContext context) { return Field.PAREN_TILES; }
        @Override public Field visitSignedScore(GcgParser.SignedScoreContext context) { return Field.SIGNED; }
        @Override public Field visitUnsignedScoreDialect(GcgParser.UnsignedScoreDialectContext context) { return Field.NUMBER; }
        @Override public Field visitPlusMinusScoreDialect(GcgParser.PlusMinusScoreDialectContext context) { return Field.PLUS_MINUS; }
    }

    /** The fields of an event line the parser rejected, each told by its shape; null when the line has no event's fields. */
    private Fields shaped(int a, int b) {
        if (b - a < 4 || tokens.get(a + 1).getType() != GcgLexer.NICK || tokens.get(a + 2).getType() != GcgLexer.NICK_END) {
            return null;
        }
        int f = a + 3;
        int rackAt = field(tokens.get(f)) == Field.TILES ? f++ : -1;
        if (f >= b) {
            return null;
        }
        int moveAt = f;
        Field moveField = field(tokens.get(f));
        switch (moveField) {
            case COORDINATE -> {
                if (f + 1 >= b || field(tokens.get(f + 1)) != Field.TILES) {
                    return null;
                }
                f += 2;
            }
            case PASS, EXCHANGE, SIGNED, WITHDRAWAL, CHALLENGE, TIME, PAREN_TILES -> f++;
            default -> {
                return null;
            }
        }
        if (f + 1 >= b || !isScore(field(tokens.get(f))) || !isTotal(field(tokens.get(f + 1)))) {
            return null;
        }
        return new Fields(rackAt, moveField, moveAt, f - 1, field(tokens.get(f)), f);
    }

    /** The event of the line from token {@code a} to {@code b}, its fields where {@code fields} says. */
    private void build(int a, int b, Fields fields) {
        Field moveField = fields.move();
        int moveAt = fields.moveAt();
        int moveEnd = fields.moveEnd();
        Token rackToken = fields.rackAt() < 0 ? null : tokens.get(fields.rackAt());
        int f = fields.pointsAt();
        Token points = tokens.get(f);
        Token total = tokens.get(f + 1);
        int extraAt = f + 2;
        int index = events.size();
        put(GcgPaths.EVENT, index, null, tokens.get(a), tokens.get(b - 1));
        Token nick = tokens.get(a + 1);
        put(GcgPaths.EVENT, index, GcgPaths.Field.NICKNAME.part(), nick, nick);
        List<GcgTile> rack = List.of();
        Token moveStart = tokens.get(moveAt);
        boolean takesRack = takesRack(moveField);
        boolean placeholder = rackToken != null && rackToken.getStopIndex() - rackToken.getStartIndex() + 1 == UNKNOWN_RACK.length()
                && rackToken.getText().equals(UNKNOWN_RACK); // the length first: the text of a token is made anew each time it is asked
        if (placeholder) {
            // Quackle's placeholder for a rack not known: read as no rack written
            put(GcgPaths.EVENT, index, GcgPaths.Field.RACK.part(), rackToken, rackToken);
            if (!takesRack) { // where the line must have a rack, the replay says it, knowing the rack to write
                diagnostics.add(Diagnostic.warning(DIALECT_UNKNOWN_RACK, span(rackToken), "'UNKNOWN' for a rack not known is Quackle's;"
                        + " the specification leaves the rack out of this line")
                        .withFix(span(rackToken).union(span(moveStart).startPoint()), ""));
            }
            rackToken = null;
        } else if (rackToken != null) {
            put(GcgPaths.EVENT, index, GcgPaths.Field.RACK.part(), rackToken, rackToken);
            GcgTiles.Result read = tiles.read(rackToken.getText());
            if (!read.ok()) {
                diagnostics.add(Diagnostic.error(TILE, span(rackToken), "'" + read.bad() + "' in rack '" + rackToken.getText()
                        + "' is not a tile: capitals, '?' for a blank, '_' for an unknown tile"));
            } else if (!read.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(RACK_TILE, span(rackToken), "rack '" + rackToken.getText()
                        + "' holds a lowercase letter or '.': a blank on a rack is '?', and lowercase marks a blank only in a played word"));
            } else {
                rack = read.tiles();
            }
        }
        put(GcgPaths.EVENT, index, GcgPaths.Field.MOVE.part(), moveStart, tokens.get(moveEnd));
        Move move = move(moveField, moveStart, tokens.get(moveEnd), rackToken != null, rack);
        // a pass without its rack, and UNKNOWN for a rack, are dialects, said by the replay, which knows the rack to write
        boolean needsRack = move != null && takesRack && !(move instanceof Move.Pass);
        if (needsRack && rackToken == null && !placeholder) {
            diagnostics.add(Diagnostic.error(RACK_MISSING, span(nick).endPoint(), "this event needs the rack it was made from, after '"
                    + nick.getText() + ":'; only (challenge), (time) and (tiles) lines may leave it out"));
        }
        put(GcgPaths.EVENT, index, GcgPaths.Field.SCORE.part(), points, points);
        put(GcgPaths.EVENT, index, GcgPaths.Field.CUMULATIVE.part(), total, total);
        Integer score = score(fields.score(), points);
        Integer cumulative = number(total);
        List<String> extra = List.of();
        if (extraAt < b) {
            String[] written = new String[b - extraAt];
            for (int k = extraAt; k < b; k++) {
                written[k - extraAt] = tokens.get(k).getText();
            }
            extra = List.of(written);
            Token first = tokens.get(extraAt);
            Token last = tokens.get(b - 1);
            put(GcgPaths.EVENT, index, GcgPaths.Field.EXTRA.part(), first, last);
            diagnostics.add(Diagnostic.warning(EXTRA_TOKENS, span(first, last), "'" + String.join(" ", extra)
                    + "' after the cumulative score is not part of the event; it is kept and written back"));
        }
        if (move == null || score == null || cumulative == null) {
            map.drop(GcgPaths.EVENT, index); // the event is not in the model: its line is kept as written
            unreadableEvent(a, b);
            return;
        }
        events.add(new Event(nick.getText(), rack, move, score, cumulative, List.of(), extra, placeholder));
    }

    private static boolean isScore(Field field) {
        return field == Field.SIGNED || field == Field.NUMBER || field == Field.PLUS_MINUS;
    }

    private static boolean isTotal(Field field) {
        return field == Field.SIGNED || field == Field.NUMBER;
    }

    /** Whether a line of this move writes the rack it was made from: a turn or a withdrawal. */
    private static boolean takesRack(Field move) {
        return move != Field.CHALLENGE && move != Field.TIME && move != Field.PAREN_TILES;
    }

    /** What Quackle writes in place of a rack it does not know. */
    private static final String UNKNOWN_RACK = "UNKNOWN";

    /** A group of letters in parentheses within a played word. */
    private static final Pattern THROUGH_IN_PARENTHESES = Pattern.compile("\\(([^()\\s]+)\\)");

    /** Whether an exchange of {@code exchanged} tiles is the fault of a rack of more tiles than a rack holds, written with as many: gcg.rack.size says it. */
    public static boolean rackTooLarge(List<GcgTile> rack, int exchanged) {
        return rack.size() > Rules.STANDARD.rackSize() && exchanged <= rack.size();
    }

    private Move move(Field field, Token token, Token last, boolean hasRack, List<GcgTile> rack) {
        if (field == Field.COORDINATE) {
            String written = token.getText();
            Optional<Coordinate> at = CrosswordText.parseCoordinate(written);
            if (at.isEmpty()) {
                diagnostics.add(Diagnostic.error(COORDINATE, span(token), "'" + written
                        + "' is not a coordinate: the row number first for a play across (8D), the column letter first for a play down (D8)"));
                return null;
            }
            if (!written.equals(written.toUpperCase(Locale.ROOT))) {
                diagnostics.add(Diagnostic.warning(COORDINATE_LOWERCASE, span(token), "coordinate '" + written
                        + "' has a lowercase column; it is written " + CrosswordText.coordinate(at.get())).withFix(span(token), CrosswordText.coordinate(at.get())));
            }
            Token word = last;
            GcgTiles.Result read = tiles.read(word.getText());
            String plain = read.ok() || word.getText().indexOf('(') < 0 ? null // only a word that does not read: the read path is measured
                    : THROUGH_IN_PARENTHESES.matcher(word.getText()).replaceAll("$1");
            if (plain != null && !plain.equals(word.getText()) && plain.indexOf('(') < 0 && plain.indexOf(')') < 0 && tiles.read(plain).ok()) {
                // H(E)W: the letters already on the board in parentheses, as some tools write them
                diagnostics.add(Diagnostic.warning(DIALECT_THROUGH_IN_PARENTHESES, span(word), "'" + word.getText() + "' writes the letters"
                        + " already on the board in parentheses; the specification writes them as they lie (or '.'): " + plain)
                        .withFix(span(word), plain));
                read = tiles.read(plain);
            }
            if (!read.okWithout(GcgTile.Kind.BLANK, GcgTile.Kind.UNKNOWN)) {
                diagnostics.add(Diagnostic.error(TILE, span(word), "word '" + word.getText()
                        + "' is not tiles: capitals, lowercase for a blank, '.' for a tile already on the board"
                        + (read.ok() ? "" : "; '" + read.bad() + "' is none of these")));
                return null;
            }
            return new Move.Play(at.get(), read.tiles());
        } else if (field == Field.PASS) {
            return new Move.Pass();
        } else if (field == Field.EXCHANGE) {
            GcgTiles.Result read = tiles.read(token.getText().substring(1));
            if (!read.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(TILE, span(token), "exchange '" + token.getText()
                        + "' is not tiles: capitals, '?' for a blank, '_' for an unknown tile"));
                return null;
            }
            return new Move.Exchange(read.tiles());
        } else if (field == Field.SIGNED) {
            Integer count = number(token);
            if (count == null) {
                return null;
            }
            if (count > 0 || token.getText().startsWith("+")) {
                diagnostics.add(Diagnostic.error(TILE, span(token), "'" + token.getText() + "' where the move belongs: an exchange of unknown tiles is written -N"));
                return null;
            }
            int exchanged = -count;
            if ((exchanged < 1 || exchanged > 7) && !rackTooLarge(rack, exchanged)) {
                diagnostics.add(Diagnostic.error(EXCHANGE_COUNT, span(token), "an exchange is of 1 to 7 tiles; this one is of " + exchanged));
            }
            return new Move.ExchangeCount(exchanged);
        } else if (field == Field.WITHDRAWAL) {
            return new Move.Withdrawal();
        } else if (field == Field.CHALLENGE) {
            return new Move.ChallengeBonus();
        } else if (field == Field.TIME) {
            return new Move.TimePenalty();
        } else if (field == Field.PAREN_TILES) {
            String inside = token.getText().substring(1, token.getText().length() - 1);
            GcgTiles.Result read = tiles.read(inside);
            if (!read.okWithout(GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(TILE, span(token), "'" + token.getText() + "' is not a rack of tiles in parentheses"));
                return null;
            }
            return hasRack ? new Move.RackPenalty(read.tiles()) : new Move.RackPoints(read.tiles());
        }
        throw new AssertionError(field);
    }

    /** An event's score: signed as the specification writes it, or in a dialect's form, said with its fix. */
    private Integer score(Field field, Token token) {
        if (field == Field.SIGNED) {
            return number(token);
        }
        String text = token.getText();
        boolean plusMinus = field == Field.PLUS_MINUS;
        String digits = plusMinus ? text.substring(2) : text;
        Integer value = number(token, digits);
        if (value == null) {
            return null;
        }
        String standard = (plusMinus ? "-" : "+") + digits;
        diagnostics.add(plusMinus
                ? Diagnostic.warning(DIALECT_PLUS_MINUS_SCORE, span(token), "'" + text + "' writes a negative score with both signs, as"
                        + " macondo reads it and Quackle has written it; the specification writes " + standard).withFix(span(token), standard)
                : Diagnostic.warning(DIALECT_UNSIGNED_SCORE, span(token), "score '" + text + "' has no sign, as Wordfeud's export writes"
                        + " it; the specification writes " + standard).withFix(span(token), standard));
        return plusMinus ? -value : value;
    }

    private Integer number(Token token) {
        return number(token, token.getText());
    }

    /** A score of one to nine digits (as the grammar has them), with its sign if any; more digits are never meant. */
    private Integer number(Token token, String text) {
        int digits = text.length() - (text.startsWith("+") || text.startsWith("-") ? 1 : 0);
        if (digits > MAX_DIGITS) {
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(token), "score " + ParseDriver.quote(token.getText()) + " is far too large to be meant"));
            return null;
        }
        return Integer.parseInt(text); // takes a leading '+' or '-' as it is
    }

    /** Records {@code prefix/index} (or {@code prefix/index/part}) from the start of one token to the end of another. */
    private void put(String prefix, int index, String part, Token start, Token stop) {
        int from = start.getStartIndex();
        int to = Math.max(from, stop.getStopIndex() + 1);
        if (part == null) {
            map.put(prefix, index, from, to);
        } else {
            map.put(prefix, index, part, from, to);
        }
    }

    /**
     * Whether a token stands on the file's first line, found without the whole file's
     * line table (which a span would build, for the one pragma nearly every file has).
     */
    private boolean onFirstLine(Token token) {
        String text = source.text();
        int end = 0;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return token.getStartIndex() < text.codePointCount(0, end);
    }

    /**
     * Where the piece that is no tile stands in a token (from char {@code skip} on):
     * the one character at fault, not the whole rack or word; the whole token when
     * the piece is not found as written.
     */
    private Span span(Token token) {
        return source.span(token.getStartIndex(), token.getStopIndex() + 1);
    }

    private Span span(Token start, Token stop) {
        return source.span(start.getStartIndex(), Math.max(start.getStartIndex(), stop.getStopIndex() + 1));
    }
}
