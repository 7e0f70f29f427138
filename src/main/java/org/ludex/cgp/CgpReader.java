package org.ludex.cgp;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.Reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads one CGP record: its tree through {@link CgpBuilder} (the common case through {@link CgpScanner}), then the fields and opcode operands. */
public final class CgpReader {
    private CgpReader() {}

    /**
     * Reads a record and checks it (with {@link CgpValidator}): the common case through {@link CgpScanner},
     * which is held to the reading through the generated grammar alone ({@code READER.readWithGrammar}).
     */
    public static final Reading<Cgp> READER = PositionWalk.reading(CgpGrammar.SPEC, CgpBuilder::new, true, CgpValidator::validate)
            .withFast(CgpScanner::read);

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
