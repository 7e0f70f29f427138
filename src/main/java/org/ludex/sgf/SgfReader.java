package org.ludex.sgf;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.Reading;
import org.ludex.parse.SourceMap;
import org.ludex.sgf.grammar.SgfLexer;
import org.ludex.sgf.grammar.SgfParser;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;

/**
 * Reads backgammon SGF: a file the grammar reads without a syntax error through the fast reader
 * ({@link SgfScanner}), any other through the grammar, whose parse tree goes through one visitor
 * ({@link SgfBuilder}) that builds the model and its source map ({@link SgfPaths}). A file
 * whose game tree says another game type than GM[6] is not read as backgammon: one error,
 * found in the lexer's tokens before any parse, names the game, and nothing else is said of it.
 * The validator checks the rest that needs no replay.
 */
public final class SgfReader {
    private SgfReader() {}

    /** Reads a file (through the fast reader, {@link SgfScanner}, where it takes the text, else through the grammar) and checks it. */
    public static final Reading<Sgf> READER = Reading.of(SgfGrammar.SPEC, SgfReader::readWithGrammar, SgfValidator::validate)
            .withFast(SgfScanner::read);

    /** Through the generated grammar alone: the definition the fast reader is held to. */
    public static ParseResult<Sgf> readWithGrammar(SourceText source) {
        Optional<Diagnostic> otherGame = otherGame(source);
        if (otherGame.isPresent()) {
            return new ParseResult<>(Optional.empty(), List.of(otherGame.get()), SourceMap.of(source.all()));
        }
        Parsed<SgfParser.SgfCollectionContext> parsed = ParseDriver.parse(SgfGrammar.SPEC, source);
        if (parsed.tree().isEmpty()) {
            return parsed.noRecord(source);
        }
        List<Token> tokens = parsed.diagnostics().size() > 1 ? parsed.tokens() : List.of();
        SgfBuilder builder = new SgfBuilder(source, !parsed.diagnostics().isEmpty());
        Sgf sgf = builder.visitSgfCollection(parsed.tree().get());
        return new ParseResult<>(Optional.of(sgf), Diagnostics.merged(onePerValue(parsed.diagnostics(), tokens, source),
                Diagnostics.sorted(builder.diagnostics())),
                builder.sourceMap());
    }

    /**
     * The parser's first error in a value alone: what it reports further in the same value comes of its recovery from
     * the first, one fault told once. A value is as the lexer cut it: the '[' that opens it (a token of its own where no
     * property name comes before it), every token up to its ']', and that ']'; a ']' that opens the next value of the
     * same property ends the first. An error is in the value of the token it starts at; one at the end of input, in the
     * value left open there.
     */
    private static List<Diagnostic> onePerValue(List<Diagnostic> found, List<Token> tokens, SourceText source) {
        if (found.size() < 2) {
            return found;
        }
        long base = source.span(0, 0).startOffset();
        List<Diagnostic> kept = new ArrayList<>(found.size());
        Set<Integer> told = new HashSet<>();
        int next = 0; // the first token after those that start at or before the last error; errors come in source order
        int start = -1; // where the last of those starts
        int in = -1; // the value it is in, by the offset of its '[', or -1
        int open = -1; // the value open after it, or -1
        for (Diagnostic d : found) {
            long at = d.span().startOffset() - base;
            for (; next < tokens.size() && tokens.get(next).getStartIndex() <= at; next++) {
                Token token = tokens.get(next);
                int type = token.getType();
                start = token.getStartIndex();
                in = type == SgfLexer.VALUE_OPEN ? start : open;
                open = opens(type) || type == SgfLexer.VALUE_NEXT ? token.getStopIndex() : type == SgfLexer.VALUE_CLOSE ? -1 : open;
            }
            int value = start == at ? in : open; // at no token: the end of input
            if (value < 0 || told.add(value)) {
                kept.add(d);
            }
        }
        return kept;
    }

    /** Whether the token is a property's name with the '[' of its first value, or that '[' alone. */
    private static boolean opens(int type) {
        return switch (type) {
            case SgfLexer.MOVE_OPEN, SgfLexer.MATCH_INFO_OPEN, SgfLexer.RESULT_OPEN, SgfLexer.RULES_OPEN, SgfLexer.SETUP_OPEN,
                    SgfLexer.CUBE_OWNER_OPEN, SgfLexer.CUBE_VALUE_OPEN, SgfLexer.DICE_OPEN, SgfLexer.PLAYER_OPEN,
                    SgfLexer.GAME_TYPE_OPEN, SgfLexer.FORMAT_OPEN, SgfLexer.NAME_OPEN, SgfLexer.COMMENT_OPEN, SgfLexer.VALUE_OPEN -> true;
            default -> false;
        };
    }

    /**
     * Whether every 'GM' of the text that a '[' follows (after any spaces) is followed by a number the lexer reads as 6
     * whole (at most nine digits, zeros then 6, no digit after): then no GM token of the lexer's can name another game,
     * and the text need not be lexed for one. Nearly every file: GNU Backgammon writes GM[6] once a game.
     */
    static boolean onlyBackgammon(String text) {
        for (int at = text.indexOf("GM"); at >= 0; at = text.indexOf("GM", at + 2)) {
            int i = at + 2;
            while (i < text.length() && isSpace(text.charAt(i))) {
                i++;
            }
            if (i == text.length() || text.charAt(i) != '[') {
                continue; // no GM token here
            }
            int digits = ++i;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                i++;
            }
            if (i - digits < 1 || i - digits > 9 || text.charAt(i - 1) != '6') {
                return false;
            }
            for (int k = digits; k < i - 1; k++) {
                if (text.charAt(k) != '0') {
                    return false;
                }
            }
        }
        return true;
    }

    /** The lexer's SPACE. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\u000B';
    }

    /**
     * The first GM[n] with n other than 6, as the error that names its game, from the lexer's tokens alone, before any
     * parse: a file of another game is not parsed at all. Its values are no backgammon values (each of Go's moves
     * would be a syntax error to recover from: a 1.3 MB Go file took 1.5 s through the parser, 5.5 ms so), and what a
     * parse would say of them is not told. A backgammon file is lexed here only where the character scan
     * ({@link #onlyBackgammon}) cannot rule another game out, and is then parsed once.
     */
    private static Optional<Diagnostic> otherGame(SourceText source) {
        if (source.length() > SgfGrammar.MAX_LENGTH || onlyBackgammon(source.text())) {
            return Optional.empty();
        }
        Lexer lexer = new SgfLexer(CharStreams.fromString(source.text()));
        lexer.removeErrorListeners();
        boolean gameType = false;
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            if (gameType && token.getType() == SgfLexer.NUMBER && !token.getText().replaceFirst("^0+(?=.)", "").equals("6")) {
                String number = token.getText();
                return Optional.of(Diagnostic.error(SgfCodes.GAME_TYPE, source.span(token.getStartIndex(), token.getStopIndex() + 1),
                        "this game tree is " + GameTypes.name(number) + " (GM[" + number + "]), not backgammon (GM[6]): "
                                + "Ludex reads backgammon SGF only"));
            }
            gameType = token.getType() == SgfLexer.GAME_TYPE_OPEN;
        }
        return Optional.empty();
    }
}
