package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
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

/** Reads one CGP record: syntax through the grammar (the common case through {@link CgpScanner}), then the fields and opcode operands. */
public final class CgpReader {
    private CgpReader() {}

    public static ParseResult<Cgp> read(String text) {
        return read(SourceText.of(text));
    }

    public static ParseResult<Cgp> read(SourceText source) {
        return FastReader.read(CgpScanner::read, CgpReader::readWithGrammar, source);
    }

    /**
     * Reads through the generated grammar alone. {@link #read} gives the same result;
     * it takes the common case through {@link CgpScanner}, which is held to this.
     */
    public static ParseResult<Cgp> readWithGrammar(SourceText source) {
        Parsed<CgpParser.CgpRecordContext> parsed = ParseDriver.parse(CgpGrammar.SPEC, source);
        // Without its four fields a record is not recognisably a position: its syntax error is all there is to say.
        if (parsed.tree().isEmpty()) {
            return parsed.noRecord(source);
        }
        if (!parsed.hasErrors()) {
            return CgpDecoder.decode(CgpTreeFields.of(parsed.tree().get()), source).withDiagnostics(parsed.diagnostics());
        }
        List<Token> tokens = CgpTreeFields.tokens(source.text());
        // The decoder reads every field and opcode from the lexer's tokens, malformed ones too: where it says what is
        // wrong, its words stand for the grammar's; where it does not, the syntax error stands and the field is not read.
        ParseResult<Cgp> whole = CgpDecoder.decode(CgpTreeFields.of(tokens, new BitSet(), Set.of()), source);
        NavigableSet<Long> covered = FieldRecovery.covered(source, whole.diagnostics(), tokens, CgpLexer.NEGATIVE_COUNT);
        if (FieldRecovery.count(tokens, CgpGrammar.LAYOUT.fieldSpace()) < 3) {
            // Not a position; still, characters that are no tiles where the board or the racks stand say what the text is not.
            List<Diagnostic> found = new ArrayList<>(CgpDecoder.strayCharacters(source, tokens));
            NavigableSet<Long> strays = FieldRecovery.offsets(source, found);
            found.addAll(FieldRecovery.recover(CgpGrammar.LAYOUT, source, parsed, tokens, strays).syntaxErrors());
            return new ParseResult<>(Optional.empty(), Diagnostics.sorted(found), SourceMap.of(source.all()));
        }
        FieldRecovery.Result recovered = FieldRecovery.recover(CgpGrammar.LAYOUT, source, parsed, tokens, covered);
        if (recovered.syntaxErrors().isEmpty()) {
            return whole;
        }
        CgpFields.Fields fields = CgpTreeFields.of(tokens, recovered.asideFields(), recovered.asideOpcodes());
        return CgpDecoder.decode(fields, source, recovered.mended(CgpPaths.FIELDS, CgpPaths.OPCODES), true)
                .withDiagnostics(recovered.syntaxErrors());
    }

    public static ParseResult<Cgp> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<Cgp> check(SourceText source) {
        return read(source).validatedBy(CgpValidator::validate);
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
