package org.ludex.format;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Decoded;
import org.ludex.parse.InputCodes;
import org.ludex.parse.LineRecords;
import org.ludex.parse.LineStream;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.TextCheck;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * The one path from bytes to findings, for every front end (the command line, the
 * conformance runner, the language server): decode by the notation's rules, cut into
 * records, read, validate, and merge every diagnostic of a record (its decoding, its
 * syntax, its content) in source order. What the check worked out travels with the
 * checked record to its outputs ({@link Checked#view(Format)}): a game is played
 * through once per command.
 *
 * <p>A notation of one record per line is read a line at a time from a stream, so
 * that memory does not grow with the file; a notation of one record per file is read
 * whole and decoded by its own rules ({@link Notation#decode}).
 */
public final class Pipeline {
    private Pipeline() {}

    /**
     * One record as cut from an input: the record (null when its line had none, or was
     * too long to keep), the text its diagnostics are shown against, and what went
     * wrong decoding its bytes.
     */
    public record Piece(SourceText record, SourceText context, List<Diagnostic> decoding) {
        public Piece {
            requireNonNull(context, "context is null");
            decoding = List.copyOf(decoding);
        }

        /**
         * The line of the input that the piece's output answers in a notation of one
         * record per line: where its record starts, else where its context does (a
         * record written across labelled lines may start inside text pasted around it).
         */
        public int line() {
            return record != null ? record.firstLine() : context.firstLine();
        }
    }

    /**
     * One record checked: its model (absent when any part of the record could not be
     * read), the source map (which marks the parts that could not be read), every
     * diagnostic of the record in source order, and the record's outputs where the check
     * made them from its own work (a game's replay; absent with the model).
     */
    public record Checked<T>(Piece piece, Optional<T> model, SourceMap sourceMap, List<Diagnostic> diagnostics, Optional<RecordView> view) {
        public Checked {
            requireNonNull(piece, "piece is null");
            requireNonNull(model, "model is null");
            requireNonNull(sourceMap, "sourceMap is null");
            diagnostics = diagnostics.isEmpty() ? List.of() : List.copyOf(diagnostics);
            requireNonNull(view, "view is null");
        }

        /**
         * Every output of the record: the view the check made (a game played through once, by the check), else
         * the one {@code format} makes of the model. Only for a record with a model.
         */
        public RecordView view(Format<T> format) {
            return view.orElseGet(() -> format.view(model.orElseThrow(), sourceMap));
        }

        public boolean hasErrors() {
            return Diagnostics.hasErrors(diagnostics);
        }

        /** The record, or null when the piece had none. */
        public SourceText record() {
            return piece.record();
        }

        /** The text the diagnostics are shown against. */
        public SourceText context() {
            return piece.context();
        }
    }

    @FunctionalInterface
    public interface PieceAction {
        void accept(Piece piece) throws IOException;
    }

    @FunctionalInterface
    public interface CheckedAction<T> {
        void accept(Checked<T> checked) throws IOException;
    }

    /**
     * Cuts an input into pieces and hands each to {@code action} in order: every
     * record, and every line that has no record but had bytes that could not be
     * decoded. Returns how many records there were. The stream is read to its end but
     * not closed.
     */
    public static long pieces(Notation<?> notation, InputStream in, PieceAction action) throws IOException {
        if (!notation.recordPerLine()) {
            return whole(notation, in.readAllBytes(), action);
        }
        BufferedInputStream buffered = new BufferedInputStream(in, TextCheck.HEAD);
        buffered.mark(TextCheck.HEAD);
        byte[] head = buffered.readNBytes(TextCheck.HEAD);
        buffered.reset();
        if (notText(notation, head, action)) {
            return 0;
        }
        LineStream lines = new LineStream(buffered, notation.limit());
        if (notation.pastedText().isPresent()) {
            long[] records = {0};
            PastedRuns runs = new PastedRuns(notation.pastedText().get(), counting(records, action));
            for (LineStream.Line line = lines.next(); line != null; line = lines.next()) {
                runs.accept(line);
            }
            runs.end();
            if (!runs.any()) {
                action.accept(empty(notation));
            }
            return records[0];
        }
        long records = 0;
        boolean any = false;
        for (LineStream.Line line = lines.next(); line != null; line = lines.next()) {
            if (line.record() != null || !line.decoding().isEmpty()) {
                records += line.record() != null ? 1 : 0;
                any = true;
                action.accept(new Piece(line.record(), line.text(), line.decoding()));
            }
        }
        if (!any) {
            action.accept(empty(notation));
        }
        return records;
    }

    /** {@code action}, counting the pieces that hold a record. */
    private static PieceAction counting(long[] records, PieceAction action) {
        return piece -> {
            records[0] += piece.record() != null ? 1 : 0;
            action.accept(piece);
        };
    }

    /**
     * The piece that says a file of one record per line holds none (empty, or blank lines alone): an
     * error, as an empty file of a format of one record a file is.
     */
    private static Piece empty(Notation<?> notation) {
        SourceText none = SourceText.of("");
        return new Piece(null, none, List.of(Diagnostic.error(InputCodes.of(notation.name(), InputCodes.EMPTY), none.all(),
                "the file holds no " + notation.name() + " record: nothing but blank lines, or nothing at all")));
    }

    /** Cuts a file's bytes into pieces, as {@link #pieces(Notation, InputStream, PieceAction)} cuts a stream. */
    public static long pieces(Notation<?> notation, byte[] bytes, PieceAction action) throws IOException {
        return notation.recordPerLine() ? pieces(notation, new ByteArrayInputStream(bytes), action) : whole(notation, bytes, action);
    }

    /** Hands on the one diagnostic of a file that is not text ({@link TextCheck}), if it is not; true then. */
    private static boolean notText(Notation<?> notation, byte[] head, PieceAction action) throws IOException {
        Optional<Diagnostic> notText = TextCheck.notText(head, head.length, notation.name());
        if (notText.isPresent()) {
            action.accept(new Piece(null, SourceText.of(""), List.of(notText.get())));
        }
        return notText.isPresent();
    }

    private static long whole(Notation<?> notation, byte[] bytes, PieceAction action) throws IOException {
        if (notText(notation, bytes, action)) {
            return 0;
        }
        Decoded decoded = notation.decode(bytes);
        SourceText whole = SourceText.of(decoded.text());
        action.accept(new Piece(whole, whole, decoded.diagnostics()));
        return 1;
    }

    /** The pieces of a text that is already decoded, such as an editor's buffer: the records of its lines, or the whole text. */
    public static List<Piece> pieces(Notation<?> notation, String text) {
        List<Piece> pieces = new ArrayList<>();
        if (notation.recordPerLine() && notation.pastedText().isPresent()) {
            PastedRuns runs = new PastedRuns(notation.pastedText().get(), pieces::add);
            List<LineStream.Line> lines = new ArrayList<>();
            LineRecords.eachLine(text, lines::add);
            try {
                for (LineStream.Line line : lines) {
                    runs.accept(line);
                }
                runs.end();
            } catch (IOException e) {
                throw new UncheckedIOException("adding a piece to a list", e); // cannot happen: the action is a list's add
            }
            if (pieces.isEmpty()) {
                pieces.add(empty(notation));
            }
        } else if (notation.recordPerLine()) {
            LineRecords.each(text, record -> pieces.add(new Piece(record, record, List.of())));
            if (pieces.isEmpty()) {
                pieces.add(empty(notation));
            }
        } else {
            SourceText whole = SourceText.of(text);
            pieces.add(new Piece(whole, whole, List.of()));
        }
        return pieces;
    }

    /**
     * Reads and validates one piece, and makes the record's outputs from the same work where the notation's
     * check does ({@link Notation#validated}): a game is played through once for its findings and every output.
     * A piece without a record has only its decoding diagnostics.
     */
    public static <T> Checked<T> check(Notation<T> notation, Piece piece) {
        if (piece.record() == null) {
            return new Checked<>(piece, Optional.empty(), SourceMap.of(piece.context().all()), Diagnostics.sorted(piece.decoding()),
                    Optional.empty());
        }
        ParseResult<T> result = notation.read(piece.record());
        Optional<RecordView> view = Optional.empty();
        if (result.model().isPresent()) {
            Notation.Validated validated = notation.validated(result.model().get(), result.sourceMap());
            result = result.withDiagnostics(validated.diagnostics());
            view = validated.view();
        }
        List<Diagnostic> all = piece.decoding().isEmpty() ? result.diagnostics() : Diagnostics.merged(piece.decoding(), result.diagnostics());
        // a model with parts that could not be read served the validator; it is not handed on as if read whole
        return result.complete() ? new Checked<>(piece, result.model(), result.sourceMap(), all, view)
                : new Checked<>(piece, Optional.empty(), result.sourceMap(), all, Optional.empty());
    }

    /** Checks every record of an input in order, handing each to {@code action}; returns how many records there were. */
    public static <T> long check(Notation<T> notation, InputStream in, CheckedAction<T> action) throws IOException {
        return pieces(notation, in, piece -> action.accept(check(notation, piece)));
    }

    /** Every record of a file's bytes, checked, in order. */
    public static <T> List<Checked<T>> check(Notation<T> notation, byte[] bytes) {
        List<Checked<T>> all = new ArrayList<>();
        try {
            pieces(notation, bytes, piece -> all.add(check(notation, piece)));
        } catch (IOException e) {
            throw new UncheckedIOException("reading bytes in memory", e);
        }
        return all;
    }

    /** Every record of a decoded text (an editor's buffer), checked, in order. */
    public static <T> List<Checked<T>> check(Notation<T> notation, String text) {
        return pieces(notation, text).stream().map(piece -> check(notation, piece)).toList();
    }

    /** Every diagnostic of checked records, in source order. */
    public static List<Diagnostic> diagnostics(List<? extends Checked<?>> checked) {
        List<Diagnostic> all = new ArrayList<>();
        checked.forEach(c -> all.addAll(c.diagnostics()));
        all.sort(Diagnostics.SOURCE_ORDER);
        return all;
    }
}
