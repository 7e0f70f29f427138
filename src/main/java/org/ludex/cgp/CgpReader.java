package org.ludex.cgp;

import org.ludex.cgp.grammar.CgpParser;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.Optional;

/** Reads one CGP record: syntax through the grammar (the common case through {@link CgpScanner}), then the fields and opcode operands. */
public final class CgpReader {
    private CgpReader() {}

    public static ParseResult<Cgp> read(String text) {
        return read(SourceText.of(text));
    }

    public static ParseResult<Cgp> read(SourceText source) {
        ParseResult<Cgp> common = CgpScanner.read(source);
        return common != null ? common : readWithGrammar(source);
    }

    /**
     * Reads through the generated grammar alone. {@link #read} gives the same result;
     * it takes the common case through {@link CgpScanner}, which is held to this.
     */
    public static ParseResult<Cgp> readWithGrammar(SourceText source) {
        Parsed<CgpParser.CgpRecordContext> parsed = parse(source);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        return CgpTreeDecoder.decode(parsed.tree().get(), source).withDiagnostics(parsed.diagnostics());
    }

    public static ParseResult<Cgp> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<Cgp> check(SourceText source) {
        return read(source).validatedBy(CgpValidator::validate);
    }

    /**
     * Reads a move written as the operands of {@code lm} ({@code 8D WORD}, {@code -2},
     * {@code challenge H8 QAT}, ...), by the same rules as in a position.
     */
    public static Optional<Move> readMove(String operands) {
        ParseResult<Cgp> read = read("1 / 0 0 lm " + operands + ";");
        if (read.hasErrors()) {
            return Optional.empty();
        }
        return read.model().flatMap(cgp -> cgp.opcode(Opcode.LastMove.class)).map(Opcode.LastMove::move);
    }

    public static Parsed<CgpParser.CgpRecordContext> parse(SourceText source) {
        return ParseDriver.parse(CgpGrammar.SPEC, source);
    }
}
