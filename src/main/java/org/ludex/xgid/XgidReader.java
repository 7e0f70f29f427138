package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Reading;
import org.ludex.parse.Parsed;
import org.ludex.xgid.grammar.XgidParser;

import java.util.List;

/**
 * Reads one XGID: syntax through the grammar, then each field against its encoding.
 * Never throws for bad input; see {@link XgidValidator} for the checks across fields.
 */
public final class XgidReader {
    private XgidReader() {}

    /**
     * Reads a record and checks it (with {@link XgidValidator}): the common case through {@link XgidScanner},
     * which is held to the reading through the generated grammar alone ({@code READER.readWithGrammar}).
     *
     * <p>The grammar states each field exactly, and rejects a field with the wrong text
     * at that field. The reader then reads every field from the text all the same and
     * says precisely what is wrong with it ("a die is 1 to 6; this one is '7'"): a syntax
     * error at a field where such a finding stands is that finding said less well, and is
     * left out. So is one in a position the reader read whole (26 places, each '-' or a
     * letter): there the grammar refuses only a letter past 'p' or the other player's
     * checkers on a bar, which the model holds and the validator names at the place. A
     * syntax error that nothing explains (an empty field, a field missing, a ':' too many
     * in the position's place) stands, and then the record is not whole. The reader
     * decides this alone: it never runs the validator.
     */
    public static final Reading<Xgid> READER = Reading.of(XgidGrammar.SPEC,
            (tree, parsed, source) -> XgidTreeDecoder.decode(XgidTreeDecoder.cleanFields(tree), source, false),
            XgidReader::mended, XgidValidator::validate)
            .withFast(XgidScanner::read);

    /** A record the grammar reported errors in: what the errors leave of it. */
    private static ParseResult<Xgid> mended(Parsed<XgidParser.XgidRecordContext> parsed, SourceText source) {
        XgidTreeDecoder.Fields fields = XgidTreeDecoder.cutFields(source);
        List<Diagnostic> prefix = prefixCase(source);
        ParseResult<Xgid> whole = XgidTreeDecoder.decode(fields, source, false).withDiagnostics(prefix);
        boolean positionRead = whole.sourceMap().read(XgidPaths.POSITION);
        List<Diagnostic> unexplained = parsed.diagnostics().stream()
                .filter(d -> !explained(d, source, fields.position() != null, positionRead, whole.diagnostics())).toList();
        if (unexplained.isEmpty()) {
            return whole;
        }
        // after a syntax error every field that stands in its place is still read and checked
        return XgidTreeDecoder.decode(fields, source, true).withDiagnostics(prefix).withDiagnostics(unexplained.subList(0, 1));
    }

    /**
     * Whether a syntax error is a field's text said less well than an error of the reader's
     * in the same field (from the ':' before it to the ':' after it, that one included: a
     * position too short is found at the ':'), or stands in a position read whole. An error
     * at the end of input (a field missing), at an empty field, or before the first ':' when
     * no position could be cut there (a stray character, a prefix twice) is never explained.
     */
    private static boolean explained(Diagnostic syntax, SourceText source, boolean positionCut, boolean positionRead, List<Diagnostic> precise) {
        long base = source.span(0, 0).startOffset(); // a record of a file: spans count from the file's start
        int at = (int) (syntax.span().startOffset() - base);
        if (at >= source.length()) {
            return false;
        }
        String text = source.text();
        int from = 0;
        int to = source.length();
        int field = 0;
        int cp = 0;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i)), cp++) {
            if (text.charAt(i) == ':') {
                if (cp >= at) {
                    to = cp;
                    break;
                }
                from = cp + 1;
                field++;
            }
        }
        if (from == to || field == 0 && !positionCut) {
            return false;
        }
        if (field == 0 && positionRead) {
            return true;
        }
        for (Diagnostic d : precise) {
            long start = d.span().startOffset() - base;
            if (d.severity() == Severity.ERROR && start >= from && start <= to) {
                return true;
            }
        }
        return false;
    }

    /** A prefix written in other letters than 'XGID=' ('xgid='): named as the prefix, with the fix. */
    private static List<Diagnostic> prefixCase(SourceText source) {
        String text = source.text();
        if (!text.regionMatches(true, 0, "XGID=", 0, 5) || text.startsWith("XGID=")) {
            return List.of();
        }
        Span at = source.span(0, 5);
        return List.of(Diagnostic.error(XgidCodes.PREFIX, at, "the prefix is written 'XGID=' in capitals, not '"
                + text.substring(0, 5) + "'").withFix(at, "XGID="));
    }

}
