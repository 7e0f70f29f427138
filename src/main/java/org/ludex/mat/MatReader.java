package org.ludex.mat;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.mat.grammar.MatParser;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.Reading;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/**
 * Reads a Jellyfish match through its grammar: the parse tree goes through one visitor
 * ({@link MatBuilder}) that builds the model and its source map ({@link MatPaths}). The
 * reader reports syntax (the grammar's errors, in the parse driver's words), the
 * dialects and a result's 'point' or 'points'; the validator the rest that needs no
 * replay of the games.
 */
public final class MatReader {
    private MatReader() {}

    /** Reads a match (through the fast reader, {@link MatScanner}, where it takes the text, else through the grammar) and checks it. */
    public static final Reading<Mat> READER = Reading.of(MatGrammar.SPEC, source -> MatMatchWin.said(readWithGrammar(source)), MatValidator::validate)
            .withFast(source -> MatMatchWin.said(MatScanner.read(source)));

    /** Through the generated grammar alone: the definition the fast reader is held to. */
    public static ParseResult<Mat> readWithGrammar(SourceText source) {
        Parsed<MatParser.MatFileContext> parsed = ParseDriver.parse(MatGrammar.SPEC, source);
        if (parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        if (!parsed.diagnostics().isEmpty()) {
            Optional<Diagnostic> lengthInWords = MatLengthInWords.find(source, parsed.tree().get());
            if (lengthInWords.isPresent()) { // one fault, which the recovery would report again and again
                return new ParseResult<>(Optional.empty(), List.of(lengthInWords.get()), SourceMap.of(source.all()));
            }
        }
        MatBuilder builder = new MatBuilder(source, !parsed.diagnostics().isEmpty());
        Mat mat = builder.visitMatFile(parsed.tree().get());
        return new ParseResult<>(Optional.of(mat), Diagnostics.merged(parsed.diagnostics(), Diagnostics.sorted(builder.diagnostics())),
                builder.sourceMap());
    }
}
