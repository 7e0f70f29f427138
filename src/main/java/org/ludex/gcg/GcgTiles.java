package org.ludex.gcg;

import org.ludex.crossword.Tile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Tile strings of a GCG file, read and written. Multi-character tiles come from
 * {@code #tile} pragmas, matched left to right, longest first, with no backtracking;
 * or a string holds {@code |} and then a {@code |} stands between every two tiles
 * (one may also open and close it); or a tile is written in brackets, as CGP and
 * macondo write it ({@code [CH]}, {@code [ch]} for a blank played as one). A tile's
 * face is its letters without the brackets: {@code #tile [CH] [ch]} declares the tile
 * CH of a set, written {@code [CH]} in this file.
 */
public final class GcgTiles {
    private final List<Pragma.TileDeclaration> declared;

    public GcgTiles(List<Pragma.TileDeclaration> declared) {
        this.declared = declared.stream()
                .sorted(Comparator.comparingInt((Pragma.TileDeclaration t) -> Math.max(t.upper().length(), t.lower().length())).reversed())
                .toList();
    }

    /** The tiles of a string, or empty with the offending piece when one is no tile. */
    public Result read(String text) {
        if (declared.isEmpty()) {
            List<GcgTile> plain = plainAscii(text);
            if (plain != null) {
                return new Result(plain, null);
            }
        }
        List<String> pieces = new ArrayList<>();
        if (text.indexOf('|') >= 0) {
            String inner = text;
            if (inner.startsWith("|")) {
                inner = inner.substring(1);
            }
            if (inner.endsWith("|")) {
                inner = inner.substring(0, inner.length() - 1);
            }
            for (String piece : inner.split("\\|", -1)) {
                pieces.add(piece);
            }
        } else {
            int i = 0;
            while (i < text.length()) {
                String match = null;
                for (Pragma.TileDeclaration tile : declared) {
                    if (text.startsWith(tile.upper(), i)) {
                        match = tile.upper();
                        break;
                    }
                    if (text.startsWith(tile.lower(), i)) {
                        match = tile.lower();
                        break;
                    }
                }
                if (match == null && text.charAt(i) == '[' && text.indexOf(']', i) > i + 1) {
                    match = text.substring(i, text.indexOf(']', i) + 1); // a bracketed tile, [CH]
                }
                if (match == null) {
                    int cp = text.codePointAt(i);
                    int end = i + Character.charCount(cp);
                    while (end < text.length() && Character.getType(text.codePointAt(end)) == Character.NON_SPACING_MARK) {
                        end += Character.charCount(text.codePointAt(end));
                    }
                    match = text.substring(i, end);
                }
                pieces.add(match);
                i += match.length();
            }
        }
        List<GcgTile> tiles = new ArrayList<>();
        for (String piece : pieces) {
            Optional<GcgTile> tile = tile(piece);
            if (tile.isEmpty()) {
                return new Result(List.of(), piece);
            }
            tiles.add(tile.get());
        }
        return new Result(tiles, null);
    }

    /** Tiles of ASCII letters, '?', '_' and '.' read one character each, made once. */
    private static final GcgTile[] ASCII = new GcgTile[128];

    static {
        for (char c = 'A'; c <= 'Z'; c++) {
            ASCII[c] = GcgTile.letter(String.valueOf(c));
            ASCII[Character.toLowerCase(c)] = GcgTile.blankAs(String.valueOf(c));
        }
        ASCII['?'] = GcgTile.BLANK;
        ASCII['_'] = GcgTile.UNKNOWN;
        ASCII['.'] = GcgTile.THROUGH;
    }

    /**
     * The common case with no {@code #tile} pragma: every character an ASCII letter,
     * '?', '_' or '.'; the same tiles the general reading gives. Null for anything else.
     */
    private static List<GcgTile> plainAscii(String text) {
        GcgTile[] tiles = new GcgTile[text.length()];
        for (int i = 0; i < tiles.length; i++) {
            char c = text.charAt(i);
            if (c >= ASCII.length || ASCII[c] == null) {
                return null;
            }
            tiles[i] = ASCII[c];
        }
        return tiles.length == 0 ? null : List.of(tiles);
    }

    /** Tiles read, or the piece that is no tile. */
    public record Result(List<GcgTile> tiles, String bad) {
        public boolean ok() {
            return bad == null;
        }

        /** Whether the tiles read well and none is of this kind. */
        public boolean okWithout(GcgTile.Kind kind) {
            return okWithout(kind, kind);
        }

        /** Whether the tiles read well and none is of these kinds. */
        public boolean okWithout(GcgTile.Kind one, GcgTile.Kind other) {
            if (bad != null) {
                return false;
            }
            for (int i = 0; i < tiles.size(); i++) {
                GcgTile.Kind kind = tiles.get(i).kind();
                if (kind == one || kind == other) {
                    return false;
                }
            }
            return true;
        }
    }

    private Optional<GcgTile> tile(String piece) {
        if (piece.isEmpty()) {
            return Optional.empty();
        }
        switch (piece) {
            case "?":
                return Optional.of(GcgTile.BLANK);
            case "_":
                return Optional.of(GcgTile.UNKNOWN);
            case ".":
                return Optional.of(GcgTile.THROUGH);
            default:
                break;
        }
        for (Pragma.TileDeclaration tile : declared) {
            if (piece.equals(tile.upper())) {
                return Optional.of(GcgTile.letter(face(tile.upper())));
            }
            if (piece.equals(tile.lower())) {
                return Optional.of(GcgTile.blankAs(face(tile.upper())));
            }
        }
        if (bracketed(piece)) {
            String inner = face(piece);
            Optional<GcgTile> tile = inner.indexOf('[') < 0 ? tile(inner) : Optional.empty();
            // one tile in brackets, of letters in one case: [CH] a tile, [ch] a blank played as it
            return tile.isPresent() && (inner.equals(Tile.upper(inner)) || Tile.isLowercase(inner)) ? tile : Optional.empty();
        }
        boolean letters = piece.codePoints().allMatch(cp -> Character.isLetter(cp) || Character.getType(cp) == Character.NON_SPACING_MARK
                || cp == '·');
        if (!letters || !Character.isLetter(piece.codePointAt(0))) {
            return Optional.empty();
        }
        if (Tile.isLowercase(piece)) {
            return Optional.of(GcgTile.blankAs(Tile.upper(piece)));
        }
        return Optional.of(GcgTile.letter(piece));
    }

    /**
     * The tiles as one string: concatenated when reading that back gives the same tiles,
     * else with {@code |} between them (and around a single tile).
     */
    public String write(List<GcgTile> tiles) {
        StringBuilder plain = new StringBuilder();
        List<String> pieces = new ArrayList<>();
        for (GcgTile tile : tiles) {
            String piece = piece(tile);
            pieces.add(piece);
            plain.append(piece);
        }
        if (read(plain.toString()).tiles().equals(tiles)) {
            return plain.toString();
        }
        // One tile alone needs bars around it to be read as one: |CH|.
        return pieces.size() == 1 ? "|" + pieces.get(0) + "|" : String.join("|", pieces);
    }

    /** A tile's face as a {@code #tile} encoding names it: the encoding without brackets ({@code [CH]}: CH). */
    static String face(String encoding) {
        return bracketed(encoding) ? encoding.substring(1, encoding.length() - 1) : encoding;
    }

    private static boolean bracketed(String text) {
        return text.length() > 2 && text.charAt(0) == '[' && text.charAt(text.length() - 1) == ']';
    }

    private String piece(GcgTile tile) {
        return switch (tile.kind()) {
            case LETTER -> declared.stream().filter(t -> face(t.upper()).equals(tile.face())).map(Pragma.TileDeclaration::upper)
                    .findFirst().orElse(tile.face());
            case BLANK_PLAYED -> declared.stream().filter(t -> face(t.upper()).equals(tile.face())).map(Pragma.TileDeclaration::lower)
                    .findFirst().orElse(Tile.lower(tile.face()));
            case BLANK -> "?";
            case UNKNOWN -> "_";
            case THROUGH -> ".";
        };
    }
}
