package org.ludex.format;

import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What a notation whose records are games says happened, step by step, in terms any notation of the same game
 * shares: so that two records of one game in two notations can be told to be one ({@code ludex compare}), and
 * where they first differ. A notation has it or not ({@link Format#course}).
 *
 * @param <T> the model one record reads to
 */
@FunctionalInterface
public interface Course<T> {
    /** The record's steps in order, each with where the record writes it. */
    List<Stop> stops(T model, SourceMap sourceMap);

    /**
     * The steps of every record a file's bytes hold (read and checked as the format says, through {@link Pipeline}),
     * in order; empty when the format's records are no games.
     */
    static <T> Optional<List<Stop>> of(Format<T> format, byte[] bytes) {
        if (format.course().isEmpty()) {
            return Optional.empty();
        }
        List<Stop> stops = new ArrayList<>();
        for (Pipeline.Checked<T> checked : Pipeline.check(format, bytes)) {
            // the steps of the check's own replay where its view has them: a game is played through once
            checked.model().ifPresent(model -> stops.addAll(checked.view().flatMap(RecordView::stops)
                    .orElseGet(() -> format.course().get().stops(model, checked.sourceMap()))));
        }
        return Optional.of(stops);
    }

    /**
     * One step of a game: its game (from 1) and its place among the game's steps (from 1), how a player would name it
     * ({@code label}), and what any notation of the same game gives at it ({@code state}: the position before it and
     * what is done there, in no notation's words): two records are one game where their states are equal, step by
     * step. {@code span} is where the record writes it.
     */
    record Stop(int game, int index, String label, String state, Span span) {
        public Stop {
            requireNonNull(label, "label is null");
            requireNonNull(state, "state is null");
            requireNonNull(span, "span is null");
        }
    }
}
