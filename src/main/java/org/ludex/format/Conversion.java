package org.ludex.format;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A conversion from one notation to another, record by record: {@code ludex convert}
 * reads the source through {@link Pipeline} (decoded, cut, read and validated as the
 * source notation says) and converts each record it could read, content errors or not
 * ({@link #convertDespiteErrors}); {@link #convert(Pipeline.Checked)} converts only a
 * record without errors. The source is a
 * notation whose records read to {@code S}; the conversion gives the target
 * text of a model, and what the target cannot say (warnings) or could not write
 * (errors), at their places by the source map.
 *
 * @param to the target notation's name
 * @param source the source notation
 * @param target the target text of a checked model, and the findings on the way
 * @param atEvent for a source that is a game: the target text of the position after so many
 *        events ({@code ludex convert --events N}); null when the source has no events
 * @param note what the help says of the conversion beyond its two names ({@code PositionID:MatchID}); empty for nothing
 * @param whole the target text of a checked record converted whole, from what its check worked out (a match's one
 *        replay); null to convert its model with {@code target} (or {@code atEvent} for a game)
 */
public record Conversion<S>(String to, Notation<S> source, BiFunction<S, SourceMap, Converted> target, AtEvent<S> atEvent, String note,
                            Whole<S> whole) {
    public Conversion {
        requireNonNull(to, "to is null");
        requireNonNull(source, "source is null");
        requireNonNull(target, "target is null");
        requireNonNull(note, "note is null");
    }

    public Conversion(String to, Notation<S> source, BiFunction<S, SourceMap, Converted> target) {
        this(to, source, target, null, "", null);
    }

    public Conversion(String to, Notation<S> source, BiFunction<S, SourceMap, Converted> target, AtEvent<S> atEvent) {
        this(to, source, target, atEvent, "", null);
    }

    /** The same conversion with what the help says of it. */
    public Conversion<S> described(String note) {
        return new Conversion<>(to, source, target, atEvent, note, whole);
    }

    /** The same conversion, a checked record converted whole by {@code whole} (from its check's work) instead of its model. */
    public Conversion<S> fromChecked(Whole<S> whole) {
        return new Conversion<>(to, source, target, atEvent, note, requireNonNull(whole, "whole is null"));
    }

    /** A checked record (with a model) converted whole from what its check worked out. */
    @FunctionalInterface
    public interface Whole<S> {
        Converted convert(Pipeline.Checked<S> checked);
    }

    /** How the help lists it: {@code xgid -> gnubg (PositionID:MatchID)}. */
    public String summary() {
        return from() + " -> " + to + (note.isEmpty() ? "" : " (" + note + ")");
    }

    /**
     * The target text of a checked game's position after so many of its events: from what its check worked out
     * (the game as played through), so that it is not played again.
     */
    @FunctionalInterface
    public interface AtEvent<S> {
        Converted convert(Pipeline.Checked<S> checked, int events);
    }

    /** Whether the conversion gives the position at any event ({@code --events}). */
    public boolean takesEvents() {
        return atEvent != null;
    }

    /** Converts one checked record with a model as it stands after {@code events} events; only where {@link #takesEvents}. */
    public Converted convert(Pipeline.Checked<S> checked, int events) {
        if (atEvent == null) {
            throw new IllegalStateException(from() + " has no events");
        }
        return atEvent.convert(checked, events);
    }

    /** The source notation's name ({@code xgid}, {@code gnubg}). */
    public String from() {
        return source.name();
    }

    /** The target text, unless an error stopped it, and every finding on the way. */
    public record Converted(Optional<String> text, List<Diagnostic> diagnostics) {
        public Converted {
            requireNonNull(text, "text is null");
            diagnostics = List.copyOf(diagnostics);
        }

        public boolean hasErrors() {
            return Diagnostics.hasErrors(diagnostics);
        }
    }

    /** Converts one record's model, read and validated without errors. */
    public Converted convert(S model, SourceMap sourceMap) {
        return target.apply(model, sourceMap);
    }

    /**
     * Converts one checked record: nothing when it has no model or has errors (its
     * diagnostics are the source's), else the target text.
     */
    public Converted convert(Pipeline.Checked<S> checked) {
        if (checked.hasErrors() || checked.model().isEmpty()) {
            return new Converted(Optional.empty(), List.of());
        }
        return whole(checked);
    }

    /** A checked record with a model, converted whole: a game as it stands after all its event lines. */
    private Converted whole(Pipeline.Checked<S> checked) {
        if (whole != null) {
            return whole.convert(checked);
        }
        S model = checked.model().orElseThrow();
        return atEvent != null ? atEvent.convert(checked, source.events().orElseThrow().eventLines(model)) : convert(model, checked.sourceMap());
    }

    /**
     * Converts one checked record as {@code ludex convert} does: one with content errors
     * too, nothing only when it could not be read; the position after its first
     * {@code events} events when that is given (a game). The findings of the check and of
     * the conversion, in source order.
     */
    public Converted convertDespiteErrors(Pipeline.Checked<S> checked, OptionalInt events) {
        Converted converted = checked.model().isEmpty() ? new Converted(Optional.empty(), List.of())
                : events.isPresent() ? convert(checked, events.getAsInt()) : whole(checked);
        return new Converted(converted.text(), Diagnostics.merged(checked.diagnostics(), converted.diagnostics()));
    }

    /** Converts one record given as text: checked as the source notation says, then converted; the diagnostics of both, in source order. */
    public Converted convert(SourceText record) {
        Pipeline.Checked<S> checked = Pipeline.check(source, new Pipeline.Piece(record, record, List.of()));
        Converted converted = convert(checked);
        return new Converted(converted.text(), Diagnostics.merged(checked.diagnostics(), converted.diagnostics()));
    }
}
