package org.ludex.gcg;

import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.SourceText;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.parse.Decoded;
import org.ludex.parse.FastReader;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.Optional;

/** Reads a GCG file: from bytes (by the format's encoding rules) or from text. */
public final class GcgReader {
    private GcgReader() {}

    /** Decodes the bytes as {@link GcgEncoding} says, then reads and validates. */
    public static ParseResult<Gcg> check(byte[] bytes) {
        Decoded decoded = GcgEncoding.decode(bytes);
        return check(SourceText.of(decoded.text())).withDiagnostics(decoded.diagnostics());
    }

    public static ParseResult<Gcg> read(String text) {
        return read(SourceText.of(text));
    }

    /** A file the grammar reads without error takes its tree from {@link GcgTree}; any other goes through the generated parser. */
    public static ParseResult<Gcg> read(SourceText source) {
        return FastReader.read(GcgReader::readCommon, GcgReader::readWithGrammar, source);
    }

    /** A file the grammar reads without error, its tree built by {@link GcgTree}; else null. */
    private static ParseResult<Gcg> readCommon(SourceText source) {
        GcgParser.GcgFileContext tree = GcgTree.build(source.text());
        return tree == null ? null : GcgTreeDecoder.decode(tree, source, false);
    }

    /** Reads through the generated lexer and parser rather than {@link GcgTokens} and {@link GcgTree}: the same result, more slowly. */
    static ParseResult<Gcg> readWithGrammar(SourceText source) {
        return read(source, ParseDriver.parse(GcgGrammar.SPEC, source));
    }

    /** Every line the parser could not read is kept in the model as written (see {@link Pragma.Unreadable}). */
    private static ParseResult<Gcg> read(SourceText source, Parsed<GcgParser.GcgFileContext> parsed) {
        if (parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        return GcgTreeDecoder.decode(parsed.tree().get(), source, parsed.hasErrors()).withDiagnostics(parsed.diagnostics());
    }

    public static ParseResult<Gcg> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<Gcg> check(SourceText source) {
        return read(source).validatedBy(GcgValidator::validate);
    }

    /** The parse tree alone, through the generated grammar (for {@code .tree} goldens and tools). */
    public static Parsed<ParseTree> parse(SourceText source) {
        return ParseDriver.parse(GcgGrammar.SPEC, source).asParseTree();
    }

    /** The generated grammar behind the reader, for tools that drive it themselves (profiling, other parsers). */
    public static GrammarSpec<?, ?> grammar() {
        return GcgGrammar.SPEC;
    }
}
