package org.ludex.cgprune;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.CgpPaths;
import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Reading;
import org.ludex.parse.Parsed;

import java.util.BitSet;
import java.util.List;
import java.util.Set;

/** Reads one record of the CGP rune draft: syntax through the grammar (the common case through {@link RuneScanner}), then the fields and opcodes. */
public final class RuneReader {
    private RuneReader() {}

    /**
     * Reads a record and checks it (with {@link RuneValidator}): the common case through {@link RuneScanner},
     * which is held to the reading through the generated grammar alone ({@code READER.readWithGrammar}).
     */
    public static final Reading<RuneCgp> READER = Reading.of(RuneGrammar.SPEC,
            (tree, clean, source) -> RuneDecoder.decode(RuneTreeFields.of(tree), source).withDiagnostics(clean.diagnostics()),
            RuneReader::mended, RuneValidator::validate)
            .withFast(RuneScanner::read);

    /** A record the grammar reported errors in: what the errors leave of it. */
    private static ParseResult<RuneCgp> mended(Parsed<CgpRuneParser.RuneRecordContext> parsed, SourceText source) {
        List<Token> tokens = RuneTreeFields.tokens(source.text());
        return FieldRecovery.read(RuneGrammar.LAYOUT, source, parsed, tokens, CgpRuneLexer.NEGATIVE_COUNT, new FieldRecovery.Decoding<>(
                read -> RuneDecoder.decode(RuneTreeFields.of(read, new BitSet(), Set.of()), source),
                read -> RuneDecoder.strayCharacters(source, read),
                (read, recovered) -> RuneDecoder.decode(RuneTreeFields.of(read, recovered.asideFields(), recovered.asideOpcodes()), source,
                        recovered.mended(CgpPaths.FIELDS, CgpPaths.OPCODES), true)));
    }

}
