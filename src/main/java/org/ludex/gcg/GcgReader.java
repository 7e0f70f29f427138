package org.ludex.gcg;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.gcg.read.GcgEncoding;
import org.ludex.gcg.read.GcgFastReader;
import org.ludex.gcg.read.GcgTreeReader;
import org.ludex.parse.Decoded;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.Reading;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads a GCG file: from bytes (by the format's encoding rules) or from text. */
public final class GcgReader {
    private GcgReader() {}

    /** Reads a file (through {@link GcgFastReader} where it takes the text, else through the grammar) and checks it. */
    public static final Reading<Gcg> READER = Reading.of(GcgGrammar.SPEC, GcgReader::readWithGrammar, GcgValidator::validate)
            .withFast(GcgFastReader::read);

    /** Decodes the bytes as {@link GcgEncoding} says, then reads and validates. */
    public static ParseResult<Gcg> check(byte[] bytes) {
        Decoded decoded = GcgEncoding.decode(bytes);
        return check(SourceText.of(decoded.text())).withDiagnostics(decoded.diagnostics());
    }

    public static ParseResult<Gcg> read(String text) {
        return READER.read(text);
    }

    /** A file the grammar reads without error through {@link GcgFastReader} when fast readers are on; any other through the generated lexer and parser. */
    public static ParseResult<Gcg> read(SourceText source) {
        return READER.read(source);
    }

    /** Reads through the generated lexer and parser alone. */
    static ParseResult<Gcg> readWithGrammar(SourceText source) {
        return fromTree(ParseDriver.parse(GcgGrammar.SPEC, source), source);
    }

    /** The model of the parsed tree, with the parser's syntax errors where the reader has nothing more precise to say. */
    private static ParseResult<Gcg> fromTree(Parsed<GcgParser.GcgFileContext> parsed, SourceText source) {
        if (parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        ParseResult<Gcg> read = GcgTreeReader.read(parsed.tree().get(), source, !parsed.diagnostics().isEmpty());
        return parsed.diagnostics().isEmpty() ? read : preciseFirst(read.withDiagnostics(parsed.diagnostics()));
    }

    /**
     * The result without the grammar's syntax errors on lines where the reader reports a precise error (a digit in a
     * word, '-8' for an exchange, a title after the first event): the grammar rejects the line for that fault, and the
     * precise finding says it better. A syntax error stands on any other line.
     */
    static ParseResult<Gcg> preciseFirst(ParseResult<Gcg> result) {
        List<Diagnostic> all = result.diagnostics();
        Set<Integer> precise = null;
        for (Diagnostic d : all) {
            if (d.isError() && !d.code().equals(GcgCodes.SYNTAX) && !d.code().equals(GcgCodes.UNCERTAIN)) {
                if (precise == null) {
                    precise = new HashSet<>();
                }
                precise.add(d.span().line());
            }
        }
        if (precise == null) {
            return result;
        }
        List<Diagnostic> kept = new ArrayList<>(all.size());
        boolean dropped = false;
        for (Diagnostic d : all) {
            if (d.code().equals(GcgCodes.SYNTAX) && precise.contains(d.span().line())) {
                dropped = true;
            } else {
                kept.add(d);
            }
        }
        return dropped ? new ParseResult<>(result.model(), kept, result.sourceMap()) : result;
    }

    public static ParseResult<Gcg> check(String text) {
        return READER.check(text);
    }

    public static ParseResult<Gcg> check(SourceText source) {
        return READER.check(source);
    }
}
