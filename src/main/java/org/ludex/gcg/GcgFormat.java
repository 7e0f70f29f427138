package org.ludex.gcg;

import org.ludex.gcg.replay.ReplayedGame;
import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.draw.Drawing;
import org.ludex.format.Codec;
import org.ludex.format.Conversion;
import org.ludex.format.FirstLine;
import org.ludex.format.Hint;
import org.ludex.format.NamedFormat;
import org.ludex.format.Once;
import org.ludex.format.RecordView;
import org.ludex.gcg.read.GcgEncoding;
import org.ludex.gcg.write.GamePage;
import org.ludex.gcg.write.GameStateJson;
import org.ludex.gcg.write.GcgConversions;
import org.ludex.gcg.write.GcgEditor;
import org.ludex.gcg.write.GcgJson;
import org.ludex.gcg.write.GcgParts;
import org.ludex.gcg.write.GcgTable;
import org.ludex.gcg.write.GcgWriter;
import org.ludex.parse.Decoded;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * GCG as a {@link Format}: extension .gcg, one game per file, bytes decoded as {@link GcgEncoding} says.
 * Its records are games: a record's check plays it through once ({@link ReplayedGame}), and the view the
 * check returns ({@link #validated}) reads that replay for the table, the JSON at an event, the CGP at an
 * event, the pictures, the page and the hovers.
 */
public final class GcgFormat extends NamedFormat<Gcg> {
    public static final GcgFormat INSTANCE = new GcgFormat();

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public GcgFormat() {
        super("gcg", List.of("gcg"), false, Codec.of(GcgReader.READER, (Gcg model) -> GcgWriter.write(GcgStandard.of(model)), GcgJson::json)
                .edited(GcgEditor.SUPPORT).stepped(Gcg::eventLines));
    }

    /** The first non-blank line is a pragma or an event. */
    @Override
    public boolean looksLike(String text) {
        String line = FirstLine.of(text);
        return line.startsWith("#") || (line.startsWith(">") && line.contains(":"));
    }

    @Override
    public Decoded decode(byte[] bytes) {
        return GcgEncoding.decode(bytes);
    }

    @Override
    public Optional<String> encodingPragma() {
        return Optional.of(GcgEncoding.PRAGMA);
    }

    /** The content checks and the record's view from one replay: every output of the record reads the replay the check made. */
    @Override
    public Validated validated(Gcg model, SourceMap sourceMap) {
        ReplayedGame game = ReplayedGame.of(model, sourceMap);
        return new Validated(GcgValidator.validate(game, sourceMap), Optional.of(GameView.of(model, sourceMap, game)));
    }

    /** A blank played through written in uppercase, and an encoding guessed from bytes with no pragma. */
    @Override
    public Set<String> dialectCodes() {
        return Set.of(GcgCodes.THROUGH_CASE, GcgCodes.ENCODING_GUESSED);
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(GcgConversions.GCG_TO_CGP);
    }

    @Override
    public RecordView view(Gcg model, SourceMap sourceMap) {
        return GameView.of(model, sourceMap, null);
    }

    /**
     * A game's outputs, from one replay: the check's ({@link #validated}), or, for a view made of a model alone,
     * one made the first time an output needs it. Two threads that ask at once (two hovers) may each replay
     * then; either result is the same immutable value.
     */
    private record GameView(Gcg gcg, SourceMap sourceMap, Once<ReplayedGame> replay) implements RecordView {
        /** The view of a game played through ({@code replayed}), or to be played through when an output first needs it (null). */
        static GameView of(Gcg gcg, SourceMap sourceMap, ReplayedGame replayed) {
            return new GameView(gcg, sourceMap, Once.of(replayed, () -> ReplayedGame.of(gcg, sourceMap)));
        }

        ReplayedGame replayed() {
            return replay.get();
        }

        /** The standard form: the racks its dialects leave out are filled in from the replay, when it has any to fill in. */
        @Override
        public String write() {
            return GcgWriter.write(GcgStandard.of(gcg, () -> replayed().leftOutRacks()));
        }

        @Override
        public String show(OptionalInt events) {
            return events.isEmpty() ? GcgTable.draw(replayed()) : GcgTable.drawAt(replayed(), events.getAsInt());
        }

        @Override
        public JsonNode json(OptionalInt events) {
            return events.isEmpty() ? GcgJson.json(gcg) : GameStateJson.json(gcg, replayed().afterEventLines(events.getAsInt()));
        }

        @Override
        public Optional<Drawing> picture(OptionalInt events) {
            ReplayedGame game = replayed();
            return Optional.of(GamePage.board(gcg, events.isEmpty() ? game.end() : game.afterEventLines(events.getAsInt())));
        }

        /** The CGP of the game's position after its first {@code events} event lines, from this view's replay. */
        @Override
        public Optional<Conversion.Converted> convertedAt(String to, int events) {
            return to.equals(GcgConversions.GCG_TO_CGP.to()) ? Optional.of(GcgConversions.position(replayed(), sourceMap, events)) : Optional.empty();
        }

        @Override
        public Optional<String> describe(String path) {
            return GcgParts.describe(replayed(), path);
        }

        @Override
        public List<Outline> outline() {
            return GcgParts.outline(gcg);
        }

        /**
         * Beside each play whose written score differs from the replay's, the replay's score; beside each
         * total that differs from the player's previous total plus the event's score, that sum.
         */
        @Override
        public List<Hint> hints() {
            ReplayedGame game = replayed();
            List<Hint> hints = new ArrayList<>();
            Map<String, Integer> totals = new HashMap<>();
            List<Event> events = gcg.events();
            for (int i = 0; i < events.size(); i++) {
                Event event = events.get(i);
                OptionalInt scored = game.scored(i);
                if (event.move() instanceof Move.Play && scored.isPresent() && scored.getAsInt() != event.score()) {
                    hints.add(new Hint(GcgPaths.event(i, GcgPaths.Field.SCORE), "replay: " + signed(scored.getAsInt()), Hint.Side.AFTER));
                }
                int total = totals.getOrDefault(event.nickname(), 0) + event.score();
                if (total != event.cumulative()) {
                    hints.add(new Hint(GcgPaths.event(i, GcgPaths.Field.CUMULATIVE), "sum: " + total, Hint.Side.AFTER));
                }
                totals.put(event.nickname(), event.cumulative());
            }
            return hints;
        }

        private static String signed(int score) {
            return score >= 0 ? "+" + score : String.valueOf(score);
        }

        @Override
        public Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
            return Optional.of(GamePage.game(replayed(), events, findings, sourceMap));
        }
    }
}
