package org.ludex.backgammonrecord;

import org.ludex.format.Pipeline;
import org.ludex.parse.SourceMap;

import java.util.function.BiFunction;

/**
 * A capability of a backgammon record's view: it holds the match its check played through, so that a conversion of
 * the checked record into another notation of the match reads that replay instead of playing the match again.
 */
public interface PlayedThrough {
    /** The match played through once: the check's, or, for a view made of a model alone, one made when first asked. */
    Replayed replayed();

    /** The replay of a checked record with a model: its view's where the view holds one, else {@code replay} made now. */
    static <M> Replayed of(Pipeline.Checked<M> checked, BiFunction<M, SourceMap, Replayed> replay) {
        if (checked.view().orElse(null) instanceof PlayedThrough held) {
            return held.replayed();
        }
        return replay.apply(checked.model().orElseThrow(), checked.sourceMap());
    }
}
