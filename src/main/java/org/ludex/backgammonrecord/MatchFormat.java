package org.ludex.backgammonrecord;

import org.ludex.format.Course;
import org.ludex.format.Format;
import org.ludex.parse.SourceMap;

import java.util.Optional;

/**
 * A format whose records are backgammon matches: it maps its model to a {@link MatchRecord}, and the rest that any
 * notation of a match shares follows from that, such as its steps for {@code ludex compare}.
 *
 * @param <T> the model one record reads to
 */
public interface MatchFormat<T> extends Format<T> {
    /** The match a record writes down, its places the keys of the record's source map. */
    MatchRecord record(T model, SourceMap sourceMap);

    /** A record's steps as any notation of the match shares: its match played through. */
    @Override
    default Optional<Course<T>> course() {
        return Optional.of((model, map) -> {
            MatchRecord record = record(model, map);
            return RecordCourse.stops(record, RecordReplay.of(record, map), map);
        });
    }
}
