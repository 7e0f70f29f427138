package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Reading;
import org.ludex.parse.Parsed;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads one CGP record: syntax through the grammar (the common case through {@link CgpScanner}), then the fields and opcode operands. */
public final class CgpReader {
    private CgpReader() {}

    /**
     * Reads a record and checks it (with {@link CgpValidator}): the common case through {@link CgpScanner},
     * which is held to the reading through the generated grammar alone ({@code READER.readWithGrammar}).
     */
    public static final Reading<Cgp> READER = Reading.of(CgpGrammar.SPEC,
            (tree, clean, source) -> CgpDecoder.decode(CgpTreeFields.of(tree), source).withDiagnostics(clean.diagnostics()),
            CgpReader::mended, CgpValidator::validate)
            .withFast(CgpScanner::read);

    /** A record the grammar reported errors in: what the errors leave of it. */
    private static ParseResult<Cgp> mended(Parsed<CgpParser.CgpRecordContext> parsed, SourceText source) {
        List<Token> tokens = CgpTreeFields.tokens(source.text());
        return FieldRecovery.read(CgpGrammar.LAYOUT, source, parsed, tokens, CgpLexer.NEGATIVE_COUNT, new FieldRecovery.Decoding<>(
                read -> CgpDecoder.decode(CgpTreeFields.of(read, new BitSet(), Set.of()), source),
                read -> CgpDecoder.strayCharacters(source, read),
                (read, recovered) -> CgpDecoder.decode(CgpTreeFields.of(read, recovered.asideFields(), recovered.asideOpcodes()), source,
                        recovered.mended(CgpPaths.FIELDS, CgpPaths.OPCODES), true)));
    }

    /**
     * Reads a move written as the operands of {@code lm} ({@code 8D WORD}, {@code -2},
     * {@code challenge H8 QAT}, ...), by the same rules as in a position; empty when
     * they write no move.
     */
    public static Optional<Move> readMove(List<String> operands) {
        List<Diagnostic> ignored = new ArrayList<>();
        return CgpMoves.read(CgpOperandText.of("lm", operands, ignored));
    }

    /**
     * An opcode given as its name and operands, read by the same rules as in a
     * position: typed when Ludex knows the name and the operands fit it, else kept
     * as written.
     */
    public static Opcode readOpcode(String name, List<String> operands) {
        if (!CgpOperands.KNOWN.contains(name)) {
            return new Opcode.Verbatim(name, operands);
        }
        List<Diagnostic> ignored = new ArrayList<>();
        return CgpOperands.read(CgpOperandText.of(name, operands, ignored)).orElseGet(() -> new Opcode.Verbatim(name, operands));
    }
}
