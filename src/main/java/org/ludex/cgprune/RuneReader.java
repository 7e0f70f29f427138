package org.ludex.cgprune;

import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.FastReader;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads one record of the CGP rune draft: syntax through the grammar (the common case through {@link RuneScanner}), then the fields and opcodes. */
public final class RuneReader {
    private RuneReader() {}

    public static ParseResult<RuneCgp> read(String text) {
        return read(SourceText.of(text));
    }

    public static ParseResult<RuneCgp> read(SourceText source) {
        return FastReader.read(RuneScanner::read, RuneReader::readWithGrammar, source);
    }

    /**
     * Reads through the generated grammar alone. {@link #read} gives the same result;
     * it takes the common case through {@link RuneScanner}, which is held to this.
     */
    public static ParseResult<RuneCgp> readWithGrammar(SourceText source) {
        Parsed<CgpRuneParser.RuneRecordContext> parsed = ParseDriver.parse(RuneGrammar.SPEC, source);
        // Without its four fields a record is not recognisably a position: its syntax error is all there is to say.
        if (parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        if (parsed.hasErrors() && parsed.tree().get().FIELD_SPACE().size() < 3) {
            // Still, characters that are no tiles where the board or the racks stand say what the text is not.
            List<Diagnostic> found = new ArrayList<>(RuneDecoder.strayCharacters(source, parsed.tree().get()));
            found.addAll(parsed.diagnostics());
            return new ParseResult<>(Optional.empty(), Diagnostics.sorted(found), SourceMap.of(source.all()));
        }
        if (!parsed.hasErrors()) {
            return RuneDecoder.decode(RuneTreeFields.of(parsed.tree().get()), source).withDiagnostics(parsed.diagnostics());
        }
        // After a syntax error every field and opcode the parser read whole is still read and checked.
        FieldRecovery.Result<CgpRuneParser.RuneRecordContext> recovered = FieldRecovery.recover(RuneGrammar.SPEC, source, parsed,
                CgpRuneParser.FIELD_SPACE, STAND_INS);
        Set<String> mended = new LinkedHashSet<>();
        recovered.setAside().stream().forEach(field -> mended.add(FIELDS[field]));
        RuneFields.Fields fields = RuneTreeFields.of(recovered.parsed().tree().get(), mended);
        return RuneDecoder.decode(fields, source, mended, true).withDiagnostics(recovered.diagnostics());
    }

    /** The fields a syntax error sets aside, and a character each reads as whatever its length (a row of runes, a rack, a number). */
    private static final String[] FIELDS = {CgpPaths.BOARD, CgpPaths.RACKS, CgpPaths.SCORES, CgpPaths.ZERO_TURNS};
    private static final char[] STAND_INS = {'!', '!', '1', '1'};

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
