package org.ludex.gcg;

import static java.util.Objects.requireNonNull;

/**
 * One tile in a GCG rack, word or exchange: a lettered tile, a blank played as a
 * letter (lowercase in the file), an unplayed blank ({@code ?}), an unknown tile
 * ({@code _}), or a tile already on the board ({@code .}). {@code face} holds the
 * uppercase letters of a lettered or played-blank tile ({@code CH}, {@code L·L}) and
 * is empty otherwise.
 */
public record GcgTile(String face, Kind kind) {
    public static final GcgTile BLANK = new GcgTile("", Kind.BLANK);
    public static final GcgTile UNKNOWN = new GcgTile("", Kind.UNKNOWN);
    public static final GcgTile THROUGH = new GcgTile("", Kind.THROUGH);

    public GcgTile {
        requireNonNull(face, "face is null");
        requireNonNull(kind, "kind is null");
        boolean lettered = kind == Kind.LETTER || kind == Kind.BLANK_PLAYED;
        if (lettered == face.isEmpty()) {
            throw new IllegalArgumentException(kind + " tile with face '" + face + "'");
        }
    }

    public static GcgTile letter(String face) {
        return new GcgTile(face, Kind.LETTER);
    }

    public static GcgTile blankAs(String face) {
        return new GcgTile(face, Kind.BLANK_PLAYED);
    }

    public enum Kind {
        LETTER,
        BLANK_PLAYED,
        BLANK,
        UNKNOWN,
        THROUGH
    }
}
