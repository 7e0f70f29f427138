package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.RecordReader;
import org.ludex.parse.Parsed;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads one CGP record: syntax through the grammar (the common case through {@link CgpScanner}), then the fields and opcode operands. */
public final class CgpReader {
    private CgpReader() {}

    /** Reads a record (the common case through {@link CgpScanner}) and checks it (with {@link CgpValidator}). */
    public static final RecordReader<Cgp> READER = new RecordReader<>(CgpScanner::read, CgpReader::readWithGrammar, CgpValidator::validate);

    /**
     * Reads through the generated grammar alone. {@link #READER} gives the same result;
     * it takes the common case through {@link CgpScanner}, which is held to this.
     */
    public static ParseResult<Cgp> readWithGrammar(SourceText source) {
        // Without its four fields a record is not recognisably a position: its syntax error is all there is to say.
        return ParseDriver.read(CgpGrammar.SPEC, source,
                (tree, clean) -> CgpDecoder.decode(CgpTreeFields.of(tree), source).withDiagnostics(clean.diagnostics()),
                parsed -> mended(parsed, source));
    }

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
