package org.ludex.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.ludex.diagnostic.SourceText;

import java.util.function.Function;

import static java.util.Objects.requireNonNull;

/**
 * What holds a format's hand-written scanner to its grammar: wherever the scanner
 * takes a record, the grammar parses it with no syntax error into the same fields, and
 * reading it either way gives the same model, diagnostics and source map
 * ({@link SameReading}). One per format with a scanner (XGID, CGP, UBF, the rune draft).
 *
 * @param grammar the generated grammar
 * @param scannerFields what the scanner cuts a record into
 * @param scannerRead the scanner's reading; null where it leaves the record to the grammar
 * @param treeFields what the grammar's tree gives for the same fields
 * @param grammarRead the reading through the grammar alone
 */
public record FastPathAgreement<C extends ParserRuleContext, F, T>(
        GrammarSpec<?, C> grammar,
        Function<String, F> scannerFields,
        Function<SourceText, ParseResult<T>> scannerRead,
        Function<C, F> treeFields,
        Function<SourceText, ParseResult<T>> grammarRead) {
    public FastPathAgreement {
        requireNonNull(grammar, "grammar is null");
        requireNonNull(scannerFields, "scannerFields is null");
        requireNonNull(scannerRead, "scannerRead is null");
        requireNonNull(treeFields, "treeFields is null");
        requireNonNull(grammarRead, "grammarRead is null");
    }

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public boolean check(SourceText record) {
        ParseResult<T> scanned = scannerRead.apply(record);
        if (scanned == null) {
            return false;
        }
        F fields = scannerFields.apply(record.text());
        Parsed<C> parsed = ParseDriver.parse(grammar, record);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            throw new AssertionError("the scanner took what the grammar rejects: " + record.text() + " " + parsed.diagnostics());
        }
        F fromTree = treeFields.apply(parsed.tree().get());
        if (!fromTree.equals(fields)) {
            throw new AssertionError("the scanner cut " + record.text() + " into " + fields + "; the grammar into " + fromTree);
        }
        SameReading.check(record.text(), scanned, grammarRead.apply(record));
        return true;
    }
}
