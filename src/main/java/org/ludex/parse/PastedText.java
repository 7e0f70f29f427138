package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;

import java.util.List;

/**
 * How a notation of one record per line tells text pasted around its records (the
 * board and analysis a program prints with a position) from a record written wrong.
 * A run of lines that cannot be records, next to a record or holding one written
 * across its lines, is one dialect finding; a line that could be a record is read as
 * one, so that its faults are its own.
 */
public interface PastedText {
    /**
     * At most this many lines of text are held waiting for the record that would make
     * them text around it, so that memory stays bounded; past that, each is its own error.
     */
    int MAX_RUN_LINES = 1000;

    /** Whether a line (its record: the line without the blanks around it) could be meant as a record. */
    boolean couldBeRecord(String line);

    /**
     * The records a run of text holds written across its lines (GNU Backgammon prints
     * its two ids on two labelled lines), in order; none by default. Indices are
     * {@code char} indices of {@code run}.
     */
    default List<Found> recordsIn(String run) {
        return List.of();
    }

    /**
     * The one finding for a run of text around records, at {@code text} (the run), of
     * {@code lines} non-blank lines, whose fix is {@code edits}.
     */
    Diagnostic finding(Span text, String run, int lines, List<Diagnostic.Fix> edits);

    /**
     * A record inside a run of text, from {@code start} to {@code end}, with the edits
     * inside it that write it in the standard form ({@code start}, {@code end} and the
     * edits' ends are char indices of the run).
     */
    record Found(int start, int end, List<Edit> edits) {
        public Found {
            edits = List.copyOf(edits);
        }
    }

    /** Text from {@code start} to {@code end} replaced by {@code text}. */
    record Edit(int start, int end, String text) {}
}
