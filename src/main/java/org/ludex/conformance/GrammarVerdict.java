package org.ludex.conformance;

import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.LineRecords;
import org.ludex.parse.ParseDriver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a parser generated from the grammars alone says of a file: no Java reader, no
 * validator, no dialect of the cut. The bytes are decoded as the format decodes them;
 * a format of one record per line is cut as grammars/README.md tells every generated
 * parser to cut it (lines end at LF, CR LF or CR; a blank line is no record; spaces and
 * tabs around a record are not part of it), and each record goes to the grammar's entry
 * rule. The manifests' {@code level} and {@code syntax-error} columns are this verdict.
 */
public final class GrammarVerdict {
    private static final Comparator<Diagnostic> BY_PLACE = Comparator.comparingInt((Diagnostic d) -> d.span().line())
            .thenComparingInt(d -> d.span().column());

    private GrammarVerdict() {}

    /** The grammar's first syntax error in the file, or empty when the grammar accepts every record of it. */
    public static Optional<Position> firstError(Format<?> format, byte[] bytes) {
        String text = format.decode(bytes).text();
        List<SourceText> records = new ArrayList<>();
        if (format.recordPerLine()) {
            LineRecords.each(text, records::add);
        } else {
            records.add(SourceText.of(text));
        }
        GrammarSpec<?, ?> grammar = unlimited(format.grammar());
        for (SourceText record : records) {
            Optional<Diagnostic> first = ParseDriver.parse(grammar, record).diagnostics().stream()
                    .filter(d -> d.severity() == Severity.ERROR).min(BY_PLACE);
            if (first.isPresent()) {
                return Optional.of(new Position(first.get().span().line(), first.get().span().column()));
            }
        }
        return Optional.empty();
    }

    /** The grammar with no length limit: a generated parser has none, and says what it says of a long record. */
    private static <P extends Parser, C extends ParserRuleContext> GrammarSpec<P, C> unlimited(GrammarSpec<P, C> spec) {
        return spec.withMaxLength(Integer.MAX_VALUE);
    }
}
