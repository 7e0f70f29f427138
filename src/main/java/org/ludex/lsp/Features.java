package org.ludex.lsp;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Markdown;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.Span;
import org.ludex.diagnostic.Visible;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the server answers, worked out from an analysis of a document: diagnostics,
 * hover, formatting, quick fixes and symbols (semantic tokens are {@link Tokens}).
 * Nothing here keeps state, so each answer depends only on the text it is asked of.
 */
final class Features {
    static final String SOURCE = "ludex";

    private Features() {}

    // ---- diagnostics

    static List<org.eclipse.lsp4j.Diagnostic> diagnostics(Analysis analysis, String uri, Encoding encoding) {
        List<org.eclipse.lsp4j.Diagnostic> all = new ArrayList<>(analysis.diagnostics().size());
        for (Diagnostic d : analysis.diagnostics()) {
            all.add(diagnostic(d, analysis.lines(), uri, encoding));
        }
        return all;
    }

    static org.eclipse.lsp4j.Diagnostic diagnostic(Diagnostic d, LineIndex lines, String uri, Encoding encoding) {
        // a syntax error's message names what was expected already; it is said once
        String message = d.expected().isEmpty() || d.message().contains("expected") ? d.message()
                : d.message() + " (expected " + String.join(", ", d.expected()) + ")";
        org.eclipse.lsp4j.Diagnostic out = new org.eclipse.lsp4j.Diagnostic(lines.range(d.span(), encoding), Visible.text(message),
                d.severity() == Severity.ERROR ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning, SOURCE, d.code());
        if (!d.related().isEmpty()) {
            List<DiagnosticRelatedInformation> related = new ArrayList<>();
            for (Diagnostic.Related place : d.related()) {
                related.add(new DiagnosticRelatedInformation(new Location(uri, lines.range(place.span(), encoding)), Visible.text(place.message())));
            }
            out.setRelatedInformation(related);
        }
        return out;
    }

    // ---- hover

    /** What is under the cursor: the findings there with what their codes mean, then the part of the record in words. */
    static Hover hover(Analysis analysis, Position position, Encoding encoding) {
        int[] at = analysis.lines().place(position, encoding);
        List<String> sections = new ArrayList<>();
        Span range = null;
        for (Diagnostic d : analysis.diagnostics()) {
            if (covers(d.span(), at[0], at[1])) {
                sections.add(explain(d));
                range = range == null ? d.span() : range;
            }
        }
        for (Analysis.Read read : analysis.records()) {
            Pipeline.Checked<?> record = read.checked();
            if (record.record() != null && covers(record.record().all(), at[0], at[1]) && read.wasRead()) {
                Optional<Part> part = describe(read, at[0], at[1]);
                if (part.isPresent()) {
                    sections.add(part.get().words());
                    range = range == null ? part.get().span() : range;
                }
                break;
            }
        }
        if (sections.isEmpty()) {
            return null;
        }
        return new Hover(new MarkupContent(MarkupKind.MARKDOWN, String.join("\n\n---\n\n", sections)), analysis.lines().range(range, encoding));
    }

    /** A finding and what its code means, as {@code ludex explain} gives it. */
    static String explain(Diagnostic d) {
        StringBuilder out = new StringBuilder("**").append(d.severity().word()).append("[").append(d.code()).append("]**: ")
                .append(Markdown.text(d.message()));
        Optional<Codes.Code> code = Codes.find(d.code());
        if (code.isPresent()) {
            out.append("\n\n").append(Markdown.text(code.get().meaning()));
            if (!code.get().fails().isEmpty()) {
                out.append("\n\nGives it:\n\n").append(fenced(code.get().fails())).append("\nDoes not:\n\n").append(fenced(code.get().passes()));
            }
        }
        return out.toString();
    }

    private static String fenced(String example) {
        return "```\n" + example.strip() + "\n```\n";
    }

    private record Part(String words, Span span) {}

    /** The smallest part of the record's source map around the place that its format has words for. */
    private static Optional<Part> describe(Analysis.Read read, int line, int column) {
        RecordView view = read.view();
        SourceMap map = read.checked().sourceMap();
        List<Map.Entry<String, Span>> around = new ArrayList<>();
        for (String path : map.paths()) {
            Span span = map.span(path);
            if (covers(span, line, column)) {
                around.add(Map.entry(path, span));
            }
        }
        around.sort((a, b) -> {
            int bySize = Long.compare(a.getValue().endOffset() - a.getValue().startOffset(), b.getValue().endOffset() - b.getValue().startOffset());
            return bySize != 0 ? bySize : Integer.compare(b.getKey().length(), a.getKey().length());
        });
        for (Map.Entry<String, Span> part : around) {
            Optional<String> words = view.describe(part.getKey());
            if (words.isPresent()) {
                return Optional.of(new Part(words.get(), part.getValue()));
            }
        }
        return view.describe("").map(words -> new Part(words, map.whole()));
    }

    /** Whether the place (1-based line, column in code points) is in the span, or at an empty span. */
    static boolean covers(Span span, int line, int column) {
        boolean afterStart = line > span.line() || line == span.line() && column >= span.column();
        boolean beforeEnd = line < span.endLine() || line == span.endLine() && column < span.endColumn();
        boolean atEmpty = span.startOffset() == span.endOffset() && line == span.line() && column == span.column();
        return afterStart && beforeEnd || atEmpty;
    }

    // ---- formatting

    /**
     * The canonical text of the document as one edit of the whole text; no edit when
     * the document has an error, a record that could not be read whole, or is already
     * canonical.
     */
    static List<TextEdit> formatting(Analysis analysis, Encoding encoding) {
        if (analysis.hasErrors() || analysis.records().stream().anyMatch(r -> r.checked().record() != null && !r.wasRead())) {
            return List.of();
        }
        String text = analysis.lines().text();
        String canonical = analysis.format().recordPerLine() ? lineByLine(analysis) : whole(analysis);
        if (canonical == null || canonical.equals(text)) {
            return List.of();
        }
        Range all = new Range(new Position(0, 0), analysis.lines().end(encoding));
        return List.of(new TextEdit(all, canonical));
    }

    private static String whole(Analysis analysis) {
        if (analysis.records().size() != 1 || !analysis.records().get(0).wasRead()) {
            return null;
        }
        return analysis.records().get(0).view().write();
    }

    /** Each record's line written canonically, a line without a record emptied, the line ends as LF and the last kept or not as it was. */
    private static String lineByLine(Analysis analysis) {
        LineIndex lines = analysis.lines();
        String[] out = new String[lines.lineCount()];
        for (int l = 0; l < out.length; l++) {
            out[l] = "";
        }
        for (Analysis.Read read : analysis.records()) {
            if (read.checked().record() != null && read.wasRead()) {
                out[read.checked().record().firstLine() - 1] = read.view().write();
            }
        }
        return String.join("\n", out);
    }

    // ---- quick fixes

    /** A quick fix for every finding in the range whose fix is certain. */
    static List<Either<Command, CodeAction>> codeActions(Analysis analysis, String uri, Range range, List<String> only, Encoding encoding) {
        if (only != null && !only.isEmpty() && only.stream().noneMatch(kind -> CodeActionKind.QuickFix.startsWith(kind))) {
            return List.of();
        }
        List<Either<Command, CodeAction>> actions = new ArrayList<>();
        for (Diagnostic d : analysis.diagnostics()) {
            Range at = analysis.lines().range(d.span(), encoding);
            if (d.fixes().isEmpty() || !overlaps(at, range)) {
                continue;
            }
            List<TextEdit> edits = new ArrayList<>();
            for (Diagnostic.Fix fix : d.fixes()) {
                edits.add(new TextEdit(analysis.lines().range(fix.span(), encoding), fix.text()));
            }
            CodeAction action = new CodeAction(d.fixes().size() > 1 ? "Rewrite in the standard form" : title(analysis.lines(), d.fixes().get(0)));
            action.setKind(CodeActionKind.QuickFix);
            action.setDiagnostics(List.of(diagnostic(d, analysis.lines(), uri, encoding)));
            action.setEdit(new WorkspaceEdit(Map.of(uri, edits)));
            action.setIsPreferred(true);
            actions.add(Either.forRight(action));
        }
        return actions;
    }

    private static String title(LineIndex lines, Diagnostic.Fix fix) {
        Span span = fix.span();
        String old = lines.text().substring(lines.index(span.line(), span.column()), lines.index(span.endLine(), span.endColumn()));
        if (old.isEmpty()) {
            return "Insert '" + Visible.line(fix.text()) + "'";
        }
        if (fix.text().isEmpty() && span.endLine() > span.line()) {
            int first = span.column() > 1 ? span.line() + 1 : span.line(); // from the end of a line: the lines after it
            return "Remove lines " + first + " to " + span.endLine();
        }
        return fix.text().isEmpty() ? "Remove '" + Visible.line(old) + "'" : "Replace '" + Visible.line(old) + "' with '" + Visible.line(fix.text()) + "'";
    }

    private static boolean overlaps(Range a, Range b) {
        return compare(a.getStart(), b.getEnd()) <= 0 && compare(b.getStart(), a.getEnd()) <= 0;
    }

    private static int compare(Position a, Position b) {
        return a.getLine() != b.getLine() ? Integer.compare(a.getLine(), b.getLine()) : Integer.compare(a.getCharacter(), b.getCharacter());
    }

    // ---- symbols

    /** The outline of every record; in a file of one record per line, each record under its line number. */
    static List<Either<SymbolInformation, DocumentSymbol>> symbols(Analysis analysis, Encoding encoding) {
        List<Either<SymbolInformation, DocumentSymbol>> all = new ArrayList<>();
        for (Analysis.Read read : analysis.records()) {
            Pipeline.Checked<?> record = read.checked();
            if (record.record() == null || !read.wasRead()) {
                continue;
            }
            for (Outline part : read.view().outline()) {
                DocumentSymbol symbol = symbol(part, record.sourceMap(), analysis.lines(), encoding);
                if (analysis.format().recordPerLine()) {
                    symbol.setName(symbol.getName() + " (line " + record.record().firstLine() + ")");
                }
                all.add(Either.forRight(symbol));
            }
        }
        return all;
    }

    private static DocumentSymbol symbol(Outline part, SourceMap map, LineIndex lines, Encoding encoding) {
        Range range = lines.range(part.path().isEmpty() ? map.whole() : map.span(part.path()), encoding);
        String name = Visible.text(part.name()).isBlank() ? "(no name)" : Visible.text(part.name());
        DocumentSymbol symbol = new DocumentSymbol(name, kind(part.kind()), range, range, Visible.text(part.detail()));
        List<DocumentSymbol> children = new ArrayList<>();
        for (Outline child : part.children()) {
            children.add(symbol(child, map, lines, encoding));
        }
        symbol.setChildren(children);
        return symbol;
    }

    private static SymbolKind kind(Outline.Kind kind) {
        return switch (kind) {
            case RECORD -> SymbolKind.Object;
            case FIELD -> SymbolKind.Field;
            case PLAYER -> SymbolKind.Variable;
            case EVENT -> SymbolKind.Event;
            case SETTING -> SymbolKind.Property;
            case ROW -> SymbolKind.Array;
        };
    }
}
