package org.ludex.parse;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One part of a record as an outline names it (an editor's document symbols): a name,
 * a short detail, what kind of part it is, the source-map path that places it, and the
 * parts inside it.
 */
public record Outline(String name, String detail, Kind kind, String path, List<Outline> children) {
    public Outline {
        requireNonNull(name, "name is null");
        requireNonNull(detail, "detail is null");
        requireNonNull(kind, "kind is null");
        requireNonNull(path, "path is null");
        children = List.copyOf(children);
    }

    public Outline(String name, String detail, Kind kind, String path) {
        this(name, detail, kind, path, List.of());
    }

    /** What a part is. */
    public enum Kind {
        /** A whole record: a position, a board. */
        RECORD,
        /** A field of a record. */
        FIELD,
        /** A player. */
        PLAYER,
        /** An event of a game: a move, a penalty. */
        EVENT,
        /** A CGP opcode or a GCG pragma. */
        SETTING,
        /** A row of a board. */
        ROW
    }
}
