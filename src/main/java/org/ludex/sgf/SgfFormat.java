package org.ludex.sgf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.RecordCourse;
import org.ludex.backgammonrecord.RecordReplay;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.ReportsCodes;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.format.Conversion;
import org.ludex.format.Course;
import org.ludex.format.EditorSupport;
import org.ludex.format.Events;
import org.ludex.format.Hint;
import org.ludex.format.NamedFormat;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Backgammon SGF (game type GM[6]) as a {@link org.ludex.format.Format}: extension .sgf, the
 * whole file one record (a collection of game trees, one a game), played through under the rules as every notation of
 * a match is ({@link SgfRecord}), whose findings are the {@code backgammon.*} family. Registered through
 * {@code META-INF/services/org.ludex.format.Format}.
 */
@ReportsCodes(BackgammonCodes.class)
public final class SgfFormat extends NamedFormat<Sgf> {
    /** A collection starts with '(' and a node's ';'. */
    private static final Pattern START = Pattern.compile("^\\uFEFF?\\s*\\(\\s*;");

    /** For {@link java.util.ServiceLoader}. */
    public SgfFormat() {
        super("sgf", List.of("sgf"), false, SgfReader.grammar());
    }

    @Override
    public String title() {
        return "Backgammon SGF (GM[6])";
    }

    @Override
    public boolean looksLike(String text) {
        return START.matcher(text).find();
    }

    @Override
    public ParseResult<Sgf> read(SourceText record) {
        return SgfReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(Sgf model, SourceMap sourceMap) {
        return validated(model, sourceMap).diagnostics();
    }

    /** The content checks and the match played through once: the conversions of the checked record read that replay. */
    @Override
    public Validated validated(Sgf model, SourceMap sourceMap) {
        Replayed replayed = SgfRecord.replay(model, sourceMap);
        List<Diagnostic> found = new ArrayList<>(SgfValidator.validate(model, sourceMap));
        found.addAll(replayed.diagnostics());
        return new Validated(Diagnostics.sorted(found), Optional.of(new ReplayedView(view(model, sourceMap), sourceMap, replayed)));
    }

    /** The match of a checked file as its check played it through; played through here only where the check made no view. */
    static Replayed replayed(Pipeline.Checked<Sgf> checked) {
        if (checked.view().isPresent() && checked.view().get() instanceof ReplayedView view) {
            return view.replayed();
        }
        return SgfRecord.replay(checked.model().orElseThrow(), checked.sourceMap());
    }

    /** A file's outputs as the format makes them, and its conversion at an event and its steps from the check's one replay. */
    private record ReplayedView(RecordView outputs, SourceMap sourceMap, Replayed replayed) implements RecordView {
        @Override
        public Optional<Conversion.Converted> convertedAt(String to, int events) {
            return SgfXgid.at(to, replayed, sourceMap, events);
        }

        @Override
        public Optional<List<Course.Stop>> stops() {
            return Optional.of(RecordCourse.stops(replayed.record(), replayed, sourceMap));
        }

        @Override
        public String write() {
            return outputs.write();
        }

        @Override
        public String show(OptionalInt events) {
            return outputs.show(events);
        }

        @Override
        public JsonNode json(OptionalInt events) {
            return outputs.json(events);
        }

        @Override
        public Optional<Drawing> picture(OptionalInt events) {
            return outputs.picture(events);
        }

        @Override
        public String nothingToDraw() {
            return outputs.nothingToDraw();
        }

        @Override
        public Optional<String> describe(String path) {
            return outputs.describe(path);
        }

        @Override
        public List<Outline> outline() {
            return outputs.outline();
        }

        @Override
        public List<Hint> hints() {
            return outputs.hints();
        }

        @Override
        public Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
            return outputs.page(events, findings);
        }
    }

    @Override
    public String write(Sgf model) {
        return SgfWriter.write(model);
    }

    @Override
    public JsonNode json(Sgf model) {
        return SgfJson.json(model);
    }

    /** A file's records for {@code --events}: its actions, every game's, in order, each game's result the last. */
    @Override
    public Optional<Events<Sgf>> events() {
        return Optional.of(SgfXgid::actions);
    }

    /** A file's steps as any notation of the match shares, for {@code ludex compare}: its record played through. */
    @Override
    public Optional<Course<Sgf>> course() {
        return Optional.of((model, map) -> {
            var record = SgfRecord.of(model, map);
            return RecordCourse.stops(record, RecordReplay.of(record, map), map);
        });
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(SgfXgid.conversion(this), SgfXgid.gnubg(this), SgfMatConversions.toMat(this), SgfMatConversions.fromMat());
    }

    @Override
    public Set<String> dialectCodes() {
        return Set.of(SgfCodes.DIALECT_CUBE_POSITION, SgfCodes.DIALECT_GAME_FROM_ZERO);
    }

    @Override
    public Optional<EditorSupport> editor() {
        return Optional.of(SgfEditor.SUPPORT);
    }
}
