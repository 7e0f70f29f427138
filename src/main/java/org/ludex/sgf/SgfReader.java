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
 * whose game tree says another game type than GM[6] is not read as backgammon: one error
 * names the game, and nothing else is said of it. The validator checks the rest that
 * needs no replay.
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
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        SgfBuilder builder = new SgfBuilder(source, !parsed.diagnostics().isEmpty());
        Sgf sgf = builder.visitSgfCollection(parsed.tree().get());
        return new ParseResult<>(Optional.of(sgf), Diagnostics.merged(onePerValue(parsed.diagnostics(), source),
                Diagnostics.sorted(builder.diagnostics())),
                builder.sourceMap());
    }

    /**
     * The parser's first error in a value alone: what it reports further in the same value ('[' to ']') comes of its
     * recovery from the first, one fault told once.
     */
    private static List<Diagnostic> onePerValue(List<Diagnostic> found, SourceText source) {
        if (found.size() < 2) {
            return found;
        }
        int[] text = source.text().codePoints().toArray();
        int[] valueOf = new int[text.length + 1]; // for each offset, the offset of the '[' of the value it is in, or -1
        int open = -1;
        for (int i = 0; i < text.length; i++) {
            if (open >= 0) {
                valueOf[i] = open;
                if (text[i] == '\\') {
                    if (i + 1 < text.length) {
                        valueOf[++i] = open;
                    }
                } else if (text[i] == ']') {
                    open = -1;
                }
            } else {
                valueOf[i] = -1;
                if (text[i] == '[') {
                    open = i;
                    valueOf[i] = open;
                }
            }
        }
        valueOf[text.length] = open;
        long base = source.span(0, 0).startOffset();
        List<Diagnostic> kept = new ArrayList<>();
        Set<Integer> told = new HashSet<>();
        for (Diagnostic d : found) {
            long at = d.span().startOffset() - base;
            int value = at >= 0 && at <= text.length ? valueOf[(int) at] : -1;
            if (value < 0 || told.add(value)) {
                kept.add(d);
            }
        }
        return kept;
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
     * The first GM[n] with n other than 6, as the error that names its game: the lexer's tokens
     * alone, since the values of another game (Go's B[pd]) are no backgammon values to parse.
     */
    private static Optional<Diagnostic> otherGame(SourceText source) {
        if (source.length() > SgfGrammar.MAX_LENGTH || onlyBackgammon(source.text())) {
            return Optional.empty();
        }
        Lexer lexer = new SgfLexer(CharStreams.fromString(source.text()));
        lexer.removeErrorListeners();
        boolean gameType = false;
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            if (token.getType() == SgfLexer.GAME_TYPE_OPEN) {
                gameType = true;
            } else if (gameType && token.getType() == SgfLexer.NUMBER) {
                String number = token.getText();
                if (!number.replaceFirst("^0+(?=.)", "").equals("6")) {
                    return Optional.of(Diagnostic.error(SgfCodes.GAME_TYPE, source.span(token.getStartIndex(), token.getStopIndex() + 1),
                            "this game tree is " + GameTypes.name(number) + " (GM[" + number + "]), not backgammon (GM[6]): "
                                    + "Ludex reads backgammon SGF only"));
                }
                gameType = false;
            } else {
                gameType = false;
            }
        }
        return Optional.empty();
    }
}
