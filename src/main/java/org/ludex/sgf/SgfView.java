package org.ludex.sgf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammonrecord.MatchView;
import org.ludex.backgammonrecord.RecordShow;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.format.Conversion;
import org.ludex.format.Hint;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/**
 * A backgammon SGF file's outputs, from one replay: the check's ({@link SgfFormat#validated}), or, for a view made of
 * a model alone, one made the first time an output needs it (two threads that ask at once may each replay then;
 * either result is the same immutable value; {@link MatchView}). The show, pictures, page, hovers and score hints are the ones every
 * backgammon notation shares ({@link RecordShow}) in the file's own words ({@link SgfWords}); a hover on a node is its
 * move's, and a game's score stands after its root node. The JSON is the file's, at any {@code --events}, as the
 * match format's is.
 */
final class SgfView extends MatchView {
    private final SgfFormat format;
    private final Sgf sgf;
    private volatile SgfWords words;

    SgfView(SgfFormat format, Sgf sgf, SourceMap sourceMap, Replayed replayed) {
        super(sourceMap, replayed, () -> SgfRecord.replay(sgf, sourceMap));
        this.format = format;
        this.sgf = sgf;
    }

    @Override
    protected SgfWords words() {
        SgfWords made = words;
        if (made == null) {
            made = new SgfWords(sgf);
            words = made;
        }
        return made;
    }

    @Override
    protected String canonical() {
        return format.writeInFile(sgf);
    }

    @Override
    public String write() {
        return format.write(sgf);
    }

    @Override
    protected JsonNode modelJson() {
        return format.json(sgf);
    }

    /** At a move or cube action, or the node that holds one: the position before it. */
    @Override
    public Optional<String> describe(String path) {
        Optional<String> said = shown().describe(path);
        return said.isPresent() ? said : words().actionOf(path).flatMap(shown()::describe);
    }

    /** The match score before each game, after its root node. */
    @Override
    public List<Hint> hints() {
        return shown().hints().stream().map(h -> new Hint(SgfPaths.node(h.path(), 0), h.label(), h.side())).toList();
    }

    @Override
    public Optional<Conversion.Converted> convertedAt(String to, int events) {
        return SgfXgid.at(to, sgf, replayed(), sourceMap(), events);
    }
}
