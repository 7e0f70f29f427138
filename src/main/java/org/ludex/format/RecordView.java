package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.draw.Drawing;
import org.ludex.parse.Outline;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Every output of one record read, made from one value: the diagram, the JSON, the picture, an
 * editor's hover and outline, a page. A format makes it ({@link Format#view}); a game's view plays
 * the game through once, the first time an output needs it, and every output after that reads the
 * same replay. {@code events}, where present, asks for a game after its first N event lines; the
 * command line lets only formats whose records are games give it.
 */
public interface RecordView {
    /** The record's canonical text, as {@link Format#write} gives it. */
    String write();

    /** A diagram for people, ending in a line end. */
    String show(OptionalInt events);

    /** The record as JSON; for a game at {@code events}, its state there instead. */
    JsonNode json(OptionalInt events);

    /** The record's picture; empty where there is nothing to draw. */
    Optional<Drawing> picture(OptionalInt events);

    /** Why {@link #picture} is empty, in a player's words, for a record it is empty for. */
    default String nothingToDraw() {
        return "the format has no picture";
    }

    /** What the part at a source-map path means, in Markdown; empty when there is nothing to say. */
    Optional<String> describe(String path);

    /** The record's parts as an outline, placed by source-map paths. */
    List<Outline> outline();

    /** The labels an editor may show beside the record's parts (field names, numbers worked out); none by default. */
    default List<Hint> hints() {
        return List.of();
    }

    /**
     * The record converted to notation {@code to} as it stands after its first {@code events} event lines, from the
     * view's own work (a game's one replay), for a conversion that takes events ({@link Conversion#takesEvents});
     * empty where the view has no such conversion.
     */
    default Optional<Conversion.Converted> convertedAt(String to, int events) {
        return Optional.empty();
    }

    /**
     * The record's steps ({@link Course}, for {@code ludex compare}) from the view's own work (a match's one replay);
     * empty where the view has none, and the format's {@link Format#course} works them out.
     */
    default Optional<List<Course.Stop>> stops() {
        return Optional.empty();
    }

    /**
     * A page of its own for the record, opening at {@code events}, with its findings: a game to play
     * through. Empty for a record that is drawn on a page among others.
     */
    default Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
        return Optional.empty();
    }
}
