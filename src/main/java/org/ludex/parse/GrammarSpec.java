package org.ludex.parse;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.Vocabulary;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import java.util.function.Function;
import java.util.function.Supplier;

import static java.util.Objects.requireNonNull;

/**
 * Everything the parse driver needs to know about one format's generated grammar.
 *
 * @param format the format name, which prefixes every diagnostic code ({@code xgid.syntax})
 * @param description how messages name one record ("an XGID")
 * @param lexer makes the generated lexer over a character stream
 * @param parser makes the generated parser over a token stream
 * @param entry calls the entry rule (one that ends in EOF)
 * @param names friendly token names for messages
 * @param unexpectedChar the catch-all token type for a character the grammar does not know
 * @param maxLength the longest input, in code points, that is parsed at all
 * @param tokens a hand-written token source that cuts every input exactly as the
 *        generated lexer does, used in its place; null to use the generated lexer.
 *        Only for a lexer that reports no errors, since the hand source reports none.
 * @param oneSyntaxErrorPerLine whether a line of the input stands alone, so that after a syntax
 *        error the rest of the line is not read (a GCG line is kept as written): what the parser's
 *        recovery reports further on that line comes of the recovery, and is left out
 * @param places for a record of places that stand apart (fields cut by the lexer's modes, opcodes), how
 *        they end: after a syntax error the parser skips to the end of its place and reads on from there
 *        ({@link PlaceErrorStrategy}); null for ANTLR's own recovery
 * @param recovery makes the format's own error strategy, for a record whose places nest (a board of rows of cells),
 *        which the flat places above cannot say; null for the driver's. It recovers only: the messages are the driver's,
 *        from the offending token and what was expected, as for every format
 */
public record GrammarSpec<P extends Parser, C extends ParserRuleContext>(
        String format,
        String description,
        Function<CharStream, Lexer> lexer,
        Function<TokenStream, P> parser,
        Function<P, C> entry,
        TokenNames names,
        int unexpectedChar,
        int maxLength,
        Function<String, TokenSource> tokens,
        boolean oneSyntaxErrorPerLine,
        Places places,
        Supplier<? extends ExpectingErrorStrategy> recovery) {
    public GrammarSpec {
        requireNonNull(format, "format is null");
        requireNonNull(description, "description is null");
        requireNonNull(lexer, "lexer is null");
        requireNonNull(parser, "parser is null");
        requireNonNull(entry, "entry is null");
        requireNonNull(names, "names is null");
        if (maxLength < 1) {
            throw new IllegalArgumentException("maxLength must be positive: " + maxLength);
        }
    }

    /** A spec that reads through the generated lexer. */
    public GrammarSpec(String format, String description, Function<CharStream, Lexer> lexer, Function<TokenStream, P> parser,
                       Function<P, C> entry, TokenNames names, int unexpectedChar, int maxLength) {
        this(format, description, lexer, parser, entry, names, unexpectedChar, maxLength, null, false, null, null);
    }

    /**
     * The spec of a generated grammar with the names its messages give its tokens in the {@code names.tsv} beside the
     * generated lexer ({@link TokenNames#read}), and {@code UNEXPECTED_CHAR}, where the lexer has one, as its catch-all.
     *
     * @throws IllegalStateException where the table is missing or names what the grammar does not have
     */
    public static <P extends Parser, C extends ParserRuleContext> GrammarSpec<P, C> of(String format, String description,
            Function<CharStream, Lexer> lexer, Function<TokenStream, P> parser, Function<P, C> entry, int maxLength) {
        Lexer generated = lexer.apply(CharStreams.fromString(""));
        List<String> rules = List.of(parser.apply(new CommonTokenStream(generated)).getRuleNames());
        Vocabulary vocabulary = generated.getVocabulary();
        TokenNames names;
        try (InputStream table = generated.getClass().getResourceAsStream("names.tsv")) {
            if (table == null) {
                throw new IllegalStateException("no names.tsv beside " + generated.getClass().getName());
            }
            names = TokenNames.read(vocabulary, rules, new String(table.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("the names.tsv beside " + generated.getClass().getName() + ": " + e.getMessage(), e);
        }
        int unexpected = -1;
        for (int type = 0; type <= vocabulary.getMaxTokenType(); type++) {
            if ("UNEXPECTED_CHAR".equals(vocabulary.getSymbolicName(type))) {
                unexpected = type;
            }
        }
        return new GrammarSpec<>(format, description, lexer, parser, entry, names, unexpected, maxLength);
    }

    /** The same grammar reading records of any length up to {@code maxLength} code points. */
    public GrammarSpec<P, C> withMaxLength(int maxLength) {
        return new GrammarSpec<>(format, description, lexer, parser, entry, names, unexpectedChar, maxLength, tokens, oneSyntaxErrorPerLine, places,
                recovery);
    }

    /**
     * The same grammar with a hand-written token source in place of the generated lexer.
     * Make it once: the parse driver keeps a parser per spec and thread.
     */
    public GrammarSpec<P, C> withTokens(Function<String, TokenSource> tokens) {
        return new GrammarSpec<>(format, description, lexer, parser, entry, names, unexpectedChar, maxLength, requireNonNull(tokens, "tokens is null"),
                oneSyntaxErrorPerLine, places, recovery);
    }

    /** The same grammar reporting one syntax error a line, for a format whose lines stand alone. */
    public GrammarSpec<P, C> withOneSyntaxErrorPerLine() {
        return new GrammarSpec<>(format, description, lexer, parser, entry, names, unexpectedChar, maxLength, tokens, true, places, recovery);
    }

    /** The same grammar recovering place by place: {@code placeEnds} are the token types that end a place. */
    public GrammarSpec<P, C> withPlaces(Places places) {
        return new GrammarSpec<>(format, description, lexer, parser, entry, names, unexpectedChar, maxLength, tokens, oneSyntaxErrorPerLine,
                requireNonNull(places, "placeEnds is null"), recovery);
    }

    /**
     * The same grammar recovering with the format's own error strategy (a new one for each parse): for a record whose
     * places nest, where {@link #withPlaces} would skip a whole place of places after one fault.
     */
    public GrammarSpec<P, C> withRecovery(Supplier<? extends ExpectingErrorStrategy> recovery) {
        return new GrammarSpec<>(format, description, lexer, parser, entry, names, unexpectedChar, maxLength, tokens, oneSyntaxErrorPerLine, places,
                requireNonNull(recovery, "recovery is null"));
    }

    /** The longest record this grammar reads, and how messages name a record. */
    public RecordLimit limit() {
        return new RecordLimit(format, description, maxLength);
    }

    public String code(String suffix) {
        return format + "." + suffix;
    }
}
