package org.ludex.cgprune;

import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.Optional;

/** Reads one record of the CGP rune draft: syntax through the grammar (the common case through {@link RuneScanner}), then the fields and opcodes. */
public final class RuneReader {
    private RuneReader() {}

    public static ParseResult<RuneCgp> read(String text) {
        return read(SourceText.of(text));
    }

    public static ParseResult<RuneCgp> read(SourceText source) {
        ParseResult<RuneCgp> common = RuneScanner.read(source);
        return common != null ? common : readWithGrammar(source);
    }

    /**
     * Reads through the generated grammar alone. {@link #read} gives the same result;
     * it takes the common case through {@link RuneScanner}, which is held to this.
     */
    public static ParseResult<RuneCgp> readWithGrammar(SourceText source) {
        Parsed<CgpRuneParser.RuneRecordContext> parsed = ParseDriver.parse(RuneGrammar.SPEC, source);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        return RuneDecoder.decode(RuneTreeFields.of(parsed.tree().get()), source).withDiagnostics(parsed.diagnostics());
    }

    public static ParseResult<RuneCgp> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<RuneCgp> check(SourceText source) {
        return read(source).validatedBy(RuneValidator::validate);
    }

    /** The parse tree alone, through the generated grammar (for {@code .tree} goldens and tools). */
    public static Parsed<ParseTree> parse(SourceText source) {
        return ParseDriver.parse(RuneGrammar.SPEC, source).asParseTree();
    }

    /** The generated grammar behind the reader, for tools that drive it themselves (profiling, other parsers). */
    public static GrammarSpec<?, ?> grammar() {
        return RuneGrammar.SPEC;
    }
}
