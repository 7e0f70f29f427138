package org.ludex.cgp;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.List;

/**
 * An opcode's name and operands as written, for reading the operands by what the
 * opcode means ({@link CgpOperands}, {@link CgpMoves}); a bad operand is an error at
 * that operand.
 */
record CgpOperandText(String name, FieldToken nameToken, List<FieldToken> operands, SourceText source, List<Diagnostic> diagnostics) {
    /**
     * Operands given as text alone, as a conversion has them: each token placed in a
     * made-up line "name operand operand", so that findings have somewhere to point.
     */
    static CgpOperandText of(String name, List<String> operands, List<Diagnostic> diagnostics) {
        StringBuilder line = new StringBuilder(name);
        FieldToken nameToken = new FieldToken(0, name, 0, name.length());
        List<FieldToken> tokens = new ArrayList<>(operands.size());
        for (String operand : operands) {
            line.append(' ');
            int start = line.length();
            line.append(operand);
            tokens.add(new FieldToken(0, operand, start, line.length()));
        }
        return new CgpOperandText(name, nameToken, tokens, SourceText.of(line.toString()), diagnostics);
    }

    void error(String code, Span span, String message) {
        diagnostics.add(Diagnostic.error(code, span, message));
    }

    void warning(String code, Span span, String message) {
        diagnostics.add(Diagnostic.warning(code, span, message));
    }

    Span span(FieldToken token) {
        return source.span(token.start(), token.end());
    }
}
