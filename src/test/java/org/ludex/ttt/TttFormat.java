package org.ludex.ttt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.EditorSupport;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;
import org.ludex.parse.TokenNames;
import org.ludex.ttt.grammar.TttLexer;
import org.ludex.ttt.grammar.TttParser;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A tiny format that is not part of Ludex: a tic-tac-toe board on one line ({@code XO-/-X-/--O}),
 * extension .ttt, its grammar in src/test/antlr4/ttt. It says what every format must, and one
 * capability (token colours). It joins the registry through
 * {@code META-INF/services/org.ludex.format.Format} and brings its codes in
 * {@code META-INF/ludex/codes.tsv} (both in src/test/tiny-format, which only {@code TinyFormatTest}
 * puts on a class path), so that no other test sees a sixth format.
 */
public final class TttFormat implements Format<String> {
    /** The marks, one a player, do not differ by more than one: X plays first. */
    static final String TURNS = "ttt.turns";

    private static final GrammarSpec<TttParser, TttParser.TttRecordContext> GRAMMAR = new GrammarSpec<>("ttt", "a tic-tac-toe board",
            TttLexer::new, TttParser::new, TttParser::tttRecord,
            TokenNames.builder(TttLexer.VOCABULARY).name(TttLexer.MARK, "a mark X or O").name(TttLexer.EMPTY_CELL, "'-'")
                    .name(TttLexer.SLASH, "'/'").build(),
            TttLexer.UNEXPECTED_CHAR, 64);

    /** For {@link java.util.ServiceLoader}. */
    public TttFormat() {}

    @Override
    public String name() {
        return "ttt";
    }

    @Override
    public List<String> extensions() {
        return List.of("ttt");
    }

    @Override
    public boolean recordPerLine() {
        return true;
    }

    @Override
    public boolean looksLike(String text) {
        return text.strip().matches("(?i)[xo-]{3}/[xo-]{3}/[xo-]{3}(\\R.*)?");
    }

    /** The board, its marks uppercase, or nothing where the grammar rejects the line. */
    @Override
    public ParseResult<String> read(SourceText record) {
        Parsed<TttParser.TttRecordContext> parsed = ParseDriver.parse(GRAMMAR, record);
        Optional<String> board = parsed.hasErrors() ? Optional.empty() : Optional.of(record.text().toUpperCase(Locale.ROOT));
        return new ParseResult<>(board, parsed.diagnostics(), SourceMap.of(record.all()));
    }

    /** X plays first, so X has as many marks as O or one more. */
    @Override
    public List<Diagnostic> validate(String board, SourceMap sourceMap) {
        long x = board.chars().filter(c -> c == 'X').count();
        long o = board.chars().filter(c -> c == 'O').count();
        if (x == o || x == o + 1) {
            return List.of();
        }
        return List.of(Diagnostic.error(TURNS, sourceMap.whole(), "X has " + x + " marks and O " + o + ": X plays first, and the two take turns"));
    }

    @Override
    public String write(String board) {
        return board;
    }

    @Override
    public JsonNode json(String board) {
        return JsonNodeFactory.instance.objectNode().put("board", board);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return GRAMMAR;
    }

    @Override
    public Optional<EditorSupport> editor() {
        return Optional.of(() -> Map.of("MARK", EditorSupport.TokenKind.KEYWORD, "EMPTY_CELL", EditorSupport.TokenKind.STRING,
                "SLASH", EditorSupport.TokenKind.OPERATOR));
    }
}
