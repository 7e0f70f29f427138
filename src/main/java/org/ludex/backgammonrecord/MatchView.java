package org.ludex.backgammonrecord;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.draw.Drawing;
import org.ludex.format.Course;
import org.ludex.format.Hint;
import org.ludex.format.Once;
import org.ludex.format.RecordView;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * The outputs of one notation's record of a match, from one replay: the check's, or, for a view made of a model
 * alone, one made the first time an output needs it (two threads that ask at once may each replay then; either
 * result is the same immutable value). The show, pictures, page, hovers, score hints, outline and the steps
 * {@code ludex compare} reads are the ones every notation of a match shares ({@link RecordShow}); a notation gives its
 * canonical text, its JSON and its own words ({@link RecordShow.Words}), and may say more where its parts differ.
 */
public abstract class MatchView implements RecordView, PlayedThrough {
    private final SourceMap sourceMap;
    private final Once<Replayed> replayed;
    private volatile RecordShow shown;

    /** A view holding {@code replayed} (the check's), or, where that is null, what {@code replay} makes when first asked. */
    protected MatchView(SourceMap sourceMap, Replayed replayed, Supplier<Replayed> replay) {
        this.sourceMap = sourceMap;
        this.replayed = Once.of(replayed, replay);
    }

    /** The notation's words for its record: where an action stands, how it is written, its XGID. */
    protected abstract RecordShow.Words words();

    /** The record's canonical text in a file, shown where no game was played through. */
    protected abstract String canonical();

    /** The record's JSON: the model, every game. */
    protected abstract JsonNode modelJson();

    @Override
    public final Replayed replayed() {
        return replayed.get();
    }

    protected final SourceMap sourceMap() {
        return sourceMap;
    }

    /** The outputs every notation of a match shares, made once. */
    protected final RecordShow shown() {
        RecordShow made = shown;
        if (made == null) {
            made = new RecordShow(replayed().record(), replayed(), sourceMap, words());
            shown = made;
        }
        return made;
    }

    /** The position before action N + 1 (the record's end without {@code --events}); the canonical text where no game was played through. */
    @Override
    public String show(OptionalInt events) {
        return shown().show(events).orElseGet(this::canonical);
    }

    /**
     * The record's JSON; with {@code --events N}, the position the show draws there (before action N + 1, the dice of
     * a roll out), as a game's state at an event is; the record's JSON still where no game was played through.
     */
    @Override
    public final JsonNode json(OptionalInt events) {
        return events.isEmpty() ? modelJson() : shown().json(events).orElseGet(this::modelJson);
    }

    @Override
    public Optional<Drawing> picture(OptionalInt events) {
        return shown().picture(events);
    }

    @Override
    public String nothingToDraw() {
        return shown().nothingToDraw();
    }

    @Override
    public Optional<String> describe(String path) {
        return shown().describe(path);
    }

    @Override
    public List<Outline> outline() {
        return shown().outline();
    }

    @Override
    public List<Hint> hints() {
        return shown().hints();
    }

    @Override
    public Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
        return shown().page(events, findings);
    }

    /** The steps of the one replay, for {@code ludex compare}. */
    @Override
    public Optional<List<Course.Stop>> stops() {
        return Optional.of(RecordCourse.stops(replayed().record(), replayed(), sourceMap));
    }
}
