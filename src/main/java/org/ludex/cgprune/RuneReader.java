package org.ludex.cgprune;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FastReader;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.NavigableSet;
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
            return parsed.noRecord(source);
        }
        if (!parsed.hasErrors()) {
            return RuneDecoder.decode(RuneTreeFields.of(parsed.tree().get()), source).withDiagnostics(parsed.diagnostics());
        }
        // As for CGP: the decoder reads every field and opcode from the lexer's tokens, malformed ones too; where it says
        // what is wrong, its words stand for the grammar's; where it does not, the syntax error stands and the field is not read.
        List<Token> tokens = RuneTreeFields.tokens(source.text());
        ParseResult<RuneCgp> whole = RuneDecoder.decode(RuneTreeFields.of(tokens, new BitSet(), Set.of()), source);
        if (FieldRecovery.count(tokens, RuneGrammar.LAYOUT.fieldSpace()) < 3) {
            // Not a position; still, characters that are no runes where the board or the racks stand say what the text is not.
            // Only they stand for the grammar's words: the decoder's other findings are not reported of a text that is no position.
            List<Diagnostic> found = new ArrayList<>(RuneDecoder.strayCharacters(source, tokens));
            NavigableSet<Long> strays = FieldRecovery.offsets(source, found);
            found.addAll(FieldRecovery.recover(RuneGrammar.LAYOUT, source, parsed, tokens, strays).syntaxErrors());
            return new ParseResult<>(Optional.empty(), Diagnostics.sorted(found), SourceMap.of(source.all()));
        }
        NavigableSet<Long> covered = FieldRecovery.covered(source, whole.diagnostics(), tokens, CgpRuneLexer.NEGATIVE_COUNT);
        FieldRecovery.Result recovered = FieldRecovery.recover(RuneGrammar.LAYOUT, source, parsed, tokens, covered);
        if (recovered.syntaxErrors().isEmpty()) {
            return whole;
        }
        RuneFields.Fields fields = RuneTreeFields.of(tokens, recovered.asideFields(), recovered.asideOpcodes());
        return RuneDecoder.decode(fields, source, recovered.mended(CgpPaths.FIELDS, CgpPaths.OPCODES), true)
                .withDiagnostics(recovered.syntaxErrors());
    }

    public static ParseResult<RuneCgp> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<RuneCgp> check(SourceText source) {
        return read(source).validatedBy(RuneValidator::validate);
    }
}
