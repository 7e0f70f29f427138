package org.ludex.gcg;

import org.antlr.v4.runtime.Token;
import org.ludex.crossword.Coordinate;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.gcg.grammar.GcgParser;
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
import java.util.TreeSet;
import java.util.regex.Pattern;

import static org.ludex.gcg.GcgCodes.*;

/**
 * Turns a GCG parse tree into the model: pragmas typed by name, events by their
 * move, tile strings through the file's {@code #tile} pragmas, notes attached to the
 * event before them. Source map paths: {@code pragma/J}, {@code event/I} (the line),
 * {@code event/I/nickname}, {@code /rack}, {@code /move}, {@code /score},
 * {@code /cumulative}.
 */
final class GcgTreeDecoder {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<PragmaLine> pragmas = new ArrayList<>();
    private final List<Event> events = new ArrayList<>();
    private final Set<Integer> kept = new HashSet<>(); // starts of the lines kept as unreadable
    private Boolean ascii; // no surrogate pairs, so code point and char indexes agree; asked only for a line kept as written
    private GcgTiles tiles;
    private boolean afterNote;
    private boolean afterUnreadableEvent; // a note after an event line that could not be read stands on its own
    private int notePragma = -1; // where the note a following stray line continues stands among the pragmas; -1 when on an event

    private GcgTreeDecoder(SourceText source, int lines) {
        this.source = source;
        // an event line is up to seven entries, a pragma line one: sized once rather than grown
        this.map = SourceMap.builder(source, 7 * lines + 4);
    }

    /** The model; {@code syntaxErrors} says whether the parser mended lines, which are then looked for and kept as written. */
    static ParseResult<Gcg> decode(GcgParser.GcgFileContext tree, SourceText source, boolean syntaxErrors) {
        // a line and its line end are two children of the file: half of them is about the count of lines, found without a list
        return new GcgTreeDecoder(source, tree.getChildCount() / 2 + 1).decode(tree, syntaxErrors);
    }

    private ParseResult<Gcg> decode(GcgParser.GcgFileContext tree, boolean syntaxErrors) {
        List<Pragma.TileDeclaration> declared = new ArrayList<>();
        for (int i = 0; i < tree.getChildCount(); i++) {
            if (tree.getChild(i) instanceof GcgParser.PragmaLineContext pragma && isTile(pragma.getStart().getText())) {
                String[] parts = SPACES.split(text(pragma));
                if (parts.length == 2) {
                    declared.add(new Pragma.TileDeclaration(parts[0], parts[1]));
                }
            }
        }
        tiles = new GcgTiles(declared);
        Set<Integer> mended = syntaxErrors ? mendedLines(tree) : Set.of(); // no tree walk on the common path
        for (int i = 0; i < tree.getChildCount(); i++) {
            if (!(tree.getChild(i) instanceof GcgParser.GcgLineContext line)) {
                continue;
            }
            if (!mended.isEmpty() && mended.contains(lineStart(line.getStart().getStartIndex()))) {
                unreadable(line.getStart()); // reported by the parser; kept as written
            } else if (line instanceof GcgParser.PragmaLineContext pragma) {
                pragma(pragma);
                afterUnreadableEvent = false;
            } else if (line instanceof GcgParser.EventLineContext event) {
                afterUnreadableEvent = false; // a note after this event is its note, unless it cannot be read either
                event(event);
                afterNote = false;
            } else if (line instanceof GcgParser.StrayLineContext stray) {
                stray(stray);
            }
        }
        // lines the recovery skipped whole, outside any line rule: kept too, in their place
        for (int start : mended) {
            if (!kept.contains(start)) {
                unreadableAt(start);
            }
        }
        SourceMap sourceMap = map.build();
        return new ParseResult<>(Optional.of(new Gcg(pragmas, events)), diagnostics, sourceMap);
    }

    /** The starts (code points) of the lines in which the parser's recovery mended something. */
    private Set<Integer> mendedLines(GcgParser.GcgFileContext tree) {
        Set<Integer> starts = new TreeSet<>();
        for (int i = 0; i < tree.getChildCount(); i++) {
            org.antlr.v4.runtime.tree.ParseTree child = tree.getChild(i);
            if (child instanceof org.antlr.v4.runtime.tree.ErrorNode error && !Recovery.madeUp(error.getSymbol())
                    && error.getSymbol().getType() != Token.EOF) {
                starts.add(lineStart(error.getSymbol().getStartIndex()));
            } else if (child instanceof GcgParser.GcgLineContext line && !Recovery.clean(line)) {
                starts.add(lineStart(line.getStart().getStartIndex()));
            }
        }
        return starts;
    }

    /** Keeps the line that holds the token as written, in its place among the pragmas. */
    private void unreadable(Token token) {
        unreadableAt(lineStart(token.getStartIndex()));
    }

    private void unreadableAt(int start) {
        if (!kept.add(start)) {
            return; // one line, one entry
        }
        int end = lineEnd(start);
        map.put(GcgPaths.PRAGMA, pragmas.size(), start, end);
        Pragma.Unreadable line = new Pragma.Unreadable(slice(start, end));
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
    private void stray(GcgParser.StrayLineContext stray) {
        Token token = stray.STRAY_TEXT().getSymbol();
        String text = token.getText().replaceAll("[ \\t]+$", ""); // spaces and tabs only: other white space is text
        if (!afterNote) {
            diagnostics.add(Diagnostic.error(LINE, span(token), "a line is a pragma ('#' and a name) or an event ('>' and a nickname): "
                    + ParseDriver.quote(text) + " is neither"));
            unreadable(token);
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

    /** Whether a pragma's name token ('#' and the name) is {@code #tile}, in any case. */
    private static boolean isTile(String nameToken) {
        return nameToken.length() == 5 && nameToken.regionMatches(true, 1, "tile", 0, 4);
    }

    private static String name(GcgParser.PragmaLineContext pragma) {
        return pragma.PRAGMA_NAME().getText().substring(1);
    }

    private static String text(GcgParser.PragmaLineContext pragma) {
        return pragma.PRAGMA_TEXT() == null ? "" : pragma.PRAGMA_TEXT().getText().strip();
    }

    private void pragma(GcgParser.PragmaLineContext context) {
        String name = name(context);
        String key = name.toLowerCase(Locale.ROOT);
        String text = text(context);
        Token nameToken = context.PRAGMA_NAME().getSymbol();
        Token textToken = context.PRAGMA_TEXT() == null ? null : context.PRAGMA_TEXT().getSymbol();
        if (key.equals("character-encoding")) {
            map.put(GcgPaths.encoding(), context.getStart().getStartIndex(), Math.max(context.getStart().getStartIndex(), context.getStop().getStopIndex() + 1));
            if (!onFirstLine(nameToken)) {
                diagnostics.add(Diagnostic.warning(ENCODING_PLACEMENT, span(nameToken), "#character-encoding counts only on the first line;"
                        + " here it changes nothing (the file was read before it)"));
            }
            return;
        }
        afterNote = key.equals("note");
        if (key.equals("note") && !events.isEmpty() && !afterUnreadableEvent) {
            int last = events.size() - 1;
            put(GcgPaths.EVENT, last, GcgPaths.NOTE + "/" + events.get(last).notes().size(), context.getStart(), context.getStop());
            events.set(last, events.get(last).withNote(text));
            notePragma = -1;
            return;
        }
        boolean header = key.startsWith("player") || key.equals("title") || key.equals("description");
        if (header && !events.isEmpty()) {
            diagnostics.add(Diagnostic.error(PRAGMA_PLACEMENT, span(nameToken), "#" + name + " must come before the first event"));
        }
        put(GcgPaths.PRAGMA, pragmas.size(), null, context.getStart(), context.getStop());
        Pragma pragma = typed(name, key, text, nameToken, textToken);
        notePragma = pragma instanceof Pragma.Note ? pragmas.size() : -1;
        pragmas.add(new PragmaLine(events.size(), pragma));
    }

    /** The pragma's meaning; {@code textToken} is null when the pragma has no text. */
    private Pragma typed(String name, String key, String text, Token nameToken, Token textToken) {
        int player = numbered(key, "player");
        int rack = numbered(key, "rack");
        if (player >= 0) {
            if (text.isEmpty()) {
                diagnostics.add(Diagnostic.error(PRAGMA_ARGUMENTS, textSpan(nameToken, textToken), "#" + name + " needs a nickname, then the full name"));
                return new Pragma.Verbatim(name, text);
            }
            int space = space(text);
            int rest = space;
            while (rest < text.length() && isSpace(text.charAt(rest))) {
                rest++;
            }
            return new Pragma.PlayerInfo(player, text.substring(0, space), text.substring(rest).strip());
        }
        if (key.equals("note")) {
            return new Pragma.Note(text);
        }
        boolean isRack = rack >= 0;
        if (isRack || key.equals("incomplete")) {
            GcgTiles.Result read = tiles.read(text);
            if (!read.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(RACK_TILE, textSpan(nameToken, textToken), "rack '" + text + "' is not tiles: capitals, '?' for a blank, '_' for an unknown tile"));
                return new Pragma.Verbatim(name, text);
            }
            return isRack ? new Pragma.RackInfo(rack, read.tiles()) : new Pragma.Incomplete(read.tiles());
        }
        if (key.equals("id")) {
            String[] parts = SPACES.split(text);
            if (parts.length != 2 || text.isEmpty()) {
                diagnostics.add(Diagnostic.error(PRAGMA_ARGUMENTS, textSpan(nameToken, textToken), "#id takes an authority and an identifier, neither with spaces"));
                return new Pragma.Verbatim(name, text);
            }
            return new Pragma.Id(parts[0], parts[1]);
        }
        if (key.equals("tile")) {
            String[] parts = SPACES.split(text);
            if (parts.length != 2 || text.isEmpty()) {
                diagnostics.add(Diagnostic.error(PRAGMA_ARGUMENTS, textSpan(nameToken, textToken), "#tile takes the tile's capitals and its lowercase form, such as #tile L·L l·l"));
                return new Pragma.Verbatim(name, text);
            }
            return new Pragma.TileDeclaration(parts[0], parts[1]);
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

    /** White space as pragma arguments are split on: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** Where the first white space is, or the end of the text. */
    private static int space(String text) {
        int k = 0;
        while (k < text.length() && !isSpace(text.charAt(k))) {
            k++;
        }
        return k;
    }

    /** Where a pragma's text is, or the empty span after its name when it has none. */
    private Span textSpan(Token nameToken, Token textToken) {
        return textToken == null ? span(nameToken).endPoint() : span(textToken);
    }

    private void event(GcgParser.EventLineContext context) {
        int index = events.size();
        put(GcgPaths.EVENT, index, null, context.getStart(), context.getStop());
        Token nick = context.NICK().getSymbol();
        put(GcgPaths.EVENT, index, GcgPaths.Field.NICKNAME.part(), nick, nick);
        GcgParser.GcgEventContext event = context.gcgEvent();
        List<GcgTile> rack = List.of();
        Token rackToken = event.rackTiles;
        GcgParser.EventMoveContext moveContext = event.eventMove();
        boolean placeholder = rackToken != null && rackToken.getStopIndex() - rackToken.getStartIndex() + 1 == UNKNOWN_RACK.length()
                && rackToken.getText().equals(UNKNOWN_RACK); // the length first: the text of a token is made anew each time it is asked
        if (placeholder) {
            // Quackle's placeholder for a rack not known: read as no rack written
            put(GcgPaths.EVENT, index, GcgPaths.Field.RACK.part(), rackToken, rackToken);
            if (!takesRack(moveContext)) { // where the line must have a rack, the replay says it, knowing the rack to write
                diagnostics.add(Diagnostic.warning(DIALECT_UNKNOWN_RACK, span(rackToken), "'UNKNOWN' for a rack not known is Quackle's;"
                        + " the specification leaves the rack out of this line")
                        .withFix(span(rackToken).union(span(moveContext.getStart()).startPoint()), ""));
            }
            rackToken = null;
        } else if (rackToken != null) {
            put(GcgPaths.EVENT, index, GcgPaths.Field.RACK.part(), rackToken, rackToken);
            GcgTiles.Result read = tiles.read(rackToken.getText());
            if (!read.ok()) {
                diagnostics.add(Diagnostic.error(TILE, piece(rackToken, 0, read.bad()), "'" + read.bad() + "' in rack '" + rackToken.getText()
                        + "' is not a tile: capitals, '?' for a blank, '_' for an unknown tile"));
            } else if (!read.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(RACK_TILE, span(rackToken), "rack '" + rackToken.getText()
                        + "' holds a lowercase letter or '.': a blank on a rack is '?', and lowercase marks a blank only in a played word"));
            } else {
                rack = read.tiles();
            }
        }
        put(GcgPaths.EVENT, index, GcgPaths.Field.MOVE.part(), moveContext.getStart(), moveContext.getStop());
        Move move = move(moveContext, rackToken != null);
        // a pass without its rack, and UNKNOWN for a rack, are dialects, said by the replay, which knows the rack to write
        boolean needsRack = move != null && takesRack(moveContext) && !(move instanceof Move.Pass);
        if (needsRack && rackToken == null && !placeholder) {
            diagnostics.add(Diagnostic.error(RACK_MISSING, span(nick).endPoint(), "this event needs the rack it was made from, after '"
                    + nick.getText() + ":'; only (challenge), (time) and (tiles) lines may leave it out"));
        }
        Token points = event.points.getStart();
        put(GcgPaths.EVENT, index, GcgPaths.Field.SCORE.part(), points, points);
        Token total = event.total.getStart();
        put(GcgPaths.EVENT, index, GcgPaths.Field.CUMULATIVE.part(), total, total);
        Integer score = score(event.points);
        Integer cumulative = number(total);
        List<GcgParser.ExtraTokenContext> extraTokens = event.extraToken();
        List<String> extra = extraTokens.isEmpty() ? List.of() : extraTokens.stream().map(e -> e.getText()).toList();
        if (!extra.isEmpty()) {
            Token first = extraTokens.get(0).getStart();
            Token last = extraTokens.get(extra.size() - 1).getStop();
            Span extraSpan = span(first, last);
            put(GcgPaths.EVENT, index, GcgPaths.Field.EXTRA.part(), first, last);
            diagnostics.add(Diagnostic.warning(EXTRA_TOKENS, extraSpan, "'" + String.join(" ", extra)
                    + "' after the cumulative score is not part of the event; it is kept and written back"));
        }
        if (move == null || score == null || cumulative == null) {
            map.drop(GcgPaths.EVENT, index); // the event is not in the model: its line is kept as written
            unreadable(context.getStart());
            return;
        }
        events.add(new Event(nick.getText(), rack, move, score, cumulative, List.of(), extra, placeholder));
    }

    /** Whether a line of this move writes the rack it was made from: a turn or a withdrawal. */
    private static boolean takesRack(GcgParser.EventMoveContext move) {
        return !(move instanceof GcgParser.ChallengeMoveContext || move instanceof GcgParser.TimeMoveContext
                || move instanceof GcgParser.RackPointsMoveContext);
    }

    /** What Quackle writes in place of a rack it does not know. */
    private static final String UNKNOWN_RACK = "UNKNOWN";

    /** A group of letters in parentheses within a played word. */
    private static final Pattern THROUGH_IN_PARENTHESES = Pattern.compile("\\(([^()\\s]+)\\)");

    private Move move(GcgParser.EventMoveContext context, boolean hasRack) {
        Token token = context.getStart();
        if (context instanceof GcgParser.PlayMoveContext play) {
            String written = token.getText();
            Optional<Coordinate> at = Coordinate.parse(written);
            if (at.isEmpty()) {
                diagnostics.add(Diagnostic.error(COORDINATE, span(token), "'" + written
                        + "' is not a coordinate: the row number first for a play across (8D), the column letter first for a play down (D8)"));
                return null;
            }
            if (!written.equals(written.toUpperCase(Locale.ROOT))) {
                diagnostics.add(Diagnostic.warning(COORDINATE_LOWERCASE, span(token), "coordinate '" + written
                        + "' has a lowercase column; it is written " + at.get().written()).withFix(span(token), at.get().written()));
            }
            Token word = play.played;
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
                diagnostics.add(Diagnostic.error(TILE, read.ok() ? span(word) : piece(word, 0, read.bad()), "word '" + word.getText()
                        + "' is not tiles: capitals, lowercase for a blank, '.' for a tile already on the board"
                        + (read.ok() ? "" : "; '" + read.bad() + "' is none of these")));
                return null;
            }
            return new Move.Play(at.get(), read.tiles());
        } else if (context instanceof GcgParser.PassMoveContext) {
            return new Move.Pass();
        } else if (context instanceof GcgParser.ExchangeMoveContext) {
            GcgTiles.Result read = tiles.read(token.getText().substring(1));
            if (!read.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(TILE, span(token), "exchange '" + token.getText()
                        + "' is not tiles: capitals, '?' for a blank, '_' for an unknown tile"));
                return null;
            }
            return new Move.Exchange(read.tiles());
        } else if (context instanceof GcgParser.ExchangeCountMoveContext) {
            Integer count = number(token);
            if (count == null) {
                return null;
            }
            if (count > 0 || token.getText().startsWith("+")) {
                diagnostics.add(Diagnostic.error(TILE, span(token), "'" + token.getText() + "' where the move belongs: an exchange of unknown tiles is written -N"));
                return null;
            }
            return new Move.ExchangeCount(-count);
        } else if (context instanceof GcgParser.WithdrawalMoveContext) {
            return new Move.Withdrawal();
        } else if (context instanceof GcgParser.ChallengeMoveContext) {
            return new Move.ChallengeBonus();
        } else if (context instanceof GcgParser.TimeMoveContext) {
            return new Move.TimePenalty();
        } else if (context instanceof GcgParser.RackPointsMoveContext) {
            String inside = token.getText().substring(1, token.getText().length() - 1);
            GcgTiles.Result read = tiles.read(inside);
            if (!read.okWithout(GcgTile.Kind.THROUGH)) {
                diagnostics.add(Diagnostic.error(TILE, span(token), "'" + token.getText() + "' is not a rack of tiles in parentheses"));
                return null;
            }
            return hasRack ? new Move.RackPenalty(read.tiles()) : new Move.RackPoints(read.tiles());
        }
        throw new AssertionError(context);
    }

    /** An event's score: signed as the specification writes it, or in a dialect's form, said with its fix. */
    private Integer score(GcgParser.EventScoreContext context) {
        Token token = context.getStart();
        if (context instanceof GcgParser.SignedScoreContext) {
            return number(token);
        }
        String text = token.getText();
        boolean plusMinus = context instanceof GcgParser.PlusMinusScoreDialectContext;
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

    private Integer number(Token token, String text) {
        try {
            return Integer.parseInt(text); // takes a leading '+' or '-' as it is
        } catch (NumberFormatException tooLarge) {
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(token), "score " + ParseDriver.quote(token.getText()) + " is far too large to be meant"));
            return null;
        }
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
    private Span piece(Token token, int skip, String bad) {
        String text = token.getText();
        int at = bad == null || bad.isEmpty() ? -1 : text.indexOf(bad, skip);
        if (at < 0) {
            return span(token);
        }
        int from = token.getStartIndex() + text.codePointCount(0, at);
        return source.span(from, from + bad.codePointCount(0, bad.length()));
    }

    private Span span(Token token) {
        return source.span(token.getStartIndex(), token.getStopIndex() + 1);
    }

    private Span span(Token start, Token stop) {
        return source.span(start.getStartIndex(), Math.max(start.getStartIndex(), stop.getStopIndex() + 1));
    }
}
