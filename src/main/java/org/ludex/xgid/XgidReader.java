package org.ludex.xgid;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.FastReader;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.grammar.XgidParser;

import java.util.List;
import java.util.Optional;

/**
 * Reads one XGID: syntax through the grammar, then each field against its encoding.
 * Never throws for bad input; see {@link XgidValidator} for the checks across fields.
 */
public final class XgidReader {
    private XgidReader() {}

    /** Reads an XGID string exactly as given (no surrounding white space is dropped). */
    public static ParseResult<Xgid> read(String text) {
        return read(SourceText.of(text));
    }

    public static ParseResult<Xgid> read(SourceText source) {
        return FastReader.read(XgidScanner::read, XgidReader::readWithGrammar, source);
    }

    /**
     * Reads through the generated grammar alone. {@link #read} gives the same result;
     * it takes the common case through {@link XgidScanner}, which is held to this.
     */
    public static ParseResult<Xgid> readWithGrammar(SourceText source) {
        Parsed<XgidParser.XgidRecordContext> parsed = ParseDriver.parse(XgidGrammar.SPEC, source);
        if (parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        // after a syntax error every field the parser read whole in its place is still read and checked
        XgidParser.XgidRecordContext tree = parsed.tree().get();
        return XgidTreeDecoder.decode(parsed.hasErrors() ? XgidTreeDecoder.recoveredFields(tree, source) : XgidTreeDecoder.cleanFields(tree),
                        source, parsed.hasErrors())
                .withDiagnostics(firstSyntaxError(parsed.diagnostics()))
                .withDiagnostics(prefixCase(tree, source));
    }

    /** A prefix written in other letters than 'XGID=' ('xgid='): named as the prefix, with the fix. */
    private static List<Diagnostic> prefixCase(XgidParser.XgidRecordContext tree, SourceText source) {
        if (tree.PREFIX() == null || tree.PREFIX().getText().equals("XGID=")) {
            return List.of();
        }
        Token prefix = tree.PREFIX().getSymbol();
        Span at = source.span(prefix.getStartIndex(), prefix.getStopIndex() + 1);
        return List.of(Diagnostic.error(XgidCodes.PREFIX, at, "the prefix is written 'XGID=' in capitals, not '"
                + prefix.getText() + "'").withFix(at, "XGID="));
    }

    /**
     * The parser's findings up to its first: in a string as short as an XGID, what the
     * parser finds after it has had to guess is nearly always that guess's echo (after
     * a stray '=' the position looks like a field out of place), while every field
     * whose place is certain is read and checked all the same.
     */
    private static List<Diagnostic> firstSyntaxError(List<Diagnostic> diagnostics) {
        return diagnostics.size() <= 1 ? diagnostics : diagnostics.subList(0, 1);
    }

    /** Reads and validates: every diagnostic the reader and the validator find, in source order. */
    public static ParseResult<Xgid> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<Xgid> check(SourceText source) {
        return read(source).validatedBy(XgidValidator::validate);
    }

    /** The parse tree alone, through the generated grammar (for {@code .tree} goldens and tools). */
    public static Parsed<ParseTree> parse(SourceText source) {
        return ParseDriver.parse(XgidGrammar.SPEC, source).asParseTree();
    }

    /** The generated grammar behind the reader, for tools that drive it themselves (profiling, other parsers). */
    public static GrammarSpec<?, ?> grammar() {
        return XgidGrammar.SPEC;
    }
}
