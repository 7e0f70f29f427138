package org.ludex.sgf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammonrecord.PlayedThrough;
import org.ludex.backgammonrecord.RecordCourse;
import org.ludex.backgammonrecord.RecordShow;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.draw.Drawing;
import org.ludex.format.Conversion;
import org.ludex.format.Course;
import org.ludex.format.Hint;
import org.ludex.format.Once;
import org.ludex.format.RecordView;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A backgammon SGF file's outputs, from one replay: the check's ({@link SgfFormat#validated}), or, for a view made of
 * a model alone, one made the first time an output needs it (two threads that ask at once may each replay then;
 * either result is the same immutable value). The show, pictures, page, hovers and score hints are the ones every
 * backgammon notation shares ({@link RecordShow}) in the file's own words ({@link SgfWords}); a hover on a node is its
 * move's, and a game's score stands after its root node. The JSON is the file's, at any {@code --events}, as the
 * match format's is.
 */
final class SgfView implements RecordView, PlayedThrough {
    private final SgfFormat format;
    private final Sgf sgf;
    private final SourceMap sourceMap;
    private final Once<Replayed> replayed;
    private volatile SgfWords words;
    private volatile RecordShow shown;

    SgfView(SgfFormat format, Sgf sgf, SourceMap sourceMap, Replayed replayed) {
        this.format = format;
        this.sgf = sgf;
        this.sourceMap = sourceMap;
        this.replayed = Once.of(replayed, () -> SgfRecord.replay(sgf, sourceMap));
    }

    @Override
    public Replayed replayed() {
        return replayed.get();
    }

    private SgfWords words() {
        if (words == null) {
            words = new SgfWords(sgf);
        }
        return words;
    }

    private RecordShow shown() {
        if (shown == null) {
            shown = new RecordShow(SgfRecord.of(sgf, sourceMap), replayed(), sourceMap, words());
        }
        return shown;
    }

    @Override
    public String write() {
        return format.write(sgf);
    }

    /** The position before action N + 1 (the file's end without {@code --events}); the canonical text where no game was played through. */
    @Override
    public String show(OptionalInt events) {
        return shown().show(events).orElseGet(() -> format.writeInFile(sgf));
    }

    @Override
    public JsonNode json(OptionalInt events) {
        return format.json(sgf);
    }

    @Override
    public Optional<Drawing> picture(OptionalInt events) {
        return shown().picture(events);
    }

    @Override
    public String nothingToDraw() {
        return shown().nothingToDraw();
    }

    /** At a move or cube action, or the node that holds one: the position before it. */
    @Override
    public Optional<String> describe(String path) {
        Optional<String> words = shown().describe(path);
        return words.isPresent() ? words : words().actionOf(path).flatMap(shown()::describe);
    }

    /** Each game tree, with the scores its {@code MI} writes. */
    @Override
    public List<Outline> outline() {
        return shown().outline();
    }

    /** The match score before each game, after its root node. */
    @Override
    public List<Hint> hints() {
        return shown().hints().stream().map(h -> new Hint(SgfPaths.node(h.path(), 0), h.label(), h.side())).toList();
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

    @Override
    public Optional<Conversion.Converted> convertedAt(String to, int events) {
        return SgfXgid.at(to, sgf, replayed(), sourceMap, events);
    }
}
