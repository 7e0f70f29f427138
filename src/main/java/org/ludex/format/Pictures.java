package org.ludex.format;

import org.ludex.draw.Drawing;

import java.util.Optional;
import java.util.function.Function;

/**
 * How a format draws a record: a diagram of text for a terminal and a picture for SVG, PNG and a
 * page. A format has them or not ({@link Format#pictures}); without them {@code ludex show} prints the
 * canonical text.
 *
 * @param <T> the model one record reads to
 */
public interface Pictures<T> {
    /** A diagram for people, ending in a line end. */
    String show(T model);

    /** The record's picture; empty where there is nothing to draw. */
    Optional<Drawing> picture(T model);

    /** Why {@link #picture} is empty for a record, in a player's words. */
    default String nothingToDraw(T model) {
        return "the record has no picture";
    }

    /** A format's pictures from its diagram and its picture, each a function of the model (one picture for every record). */
    static <T> Pictures<T> of(Function<T, String> show, Function<T, Drawing> picture) {
        return new Pictures<>() {
            @Override
            public String show(T model) {
                return show.apply(model);
            }

            @Override
            public Optional<Drawing> picture(T model) {
                return Optional.of(picture.apply(model));
            }
        };
    }
}
