package org.ludex.gcg;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static java.util.Objects.requireNonNull;

/**
 * A line other than an event: a pragma, typed where Ludex knows it and kept as written
 * where it does not, or a line that could not be read at all, kept as written.
 */
public sealed interface Pragma {
    /** The pragma's name as written after '#'. */
    String name();

    /** {@code #playerN nickname full name}. */
    record PlayerInfo(int number, String nickname, String fullName) implements Pragma {
        public PlayerInfo {
            requireNonNull(nickname, "nickname is null");
            requireNonNull(fullName, "fullName is null");
        }

        public String name() {
            return "player" + number;
        }
    }

    /** {@code #note text}: a note before the first event (notes after an event belong to it). */
    record Note(String text) implements Pragma {
        public Note { requireNonNull(text, "text is null"); }
        public String name() { return "note"; }
    }

    /** {@code #rackN tiles}: a player's rack after the most recently preceding event. */
    record RackInfo(int number, List<GcgTile> rack) implements Pragma {
        public RackInfo { rack = List.copyOf(rack); }
        public String name() { return "rack" + number; }
    }

    /** {@code #incomplete tiles}: the rack of the player on turn. */
    record Incomplete(List<GcgTile> rack) implements Pragma {
        public Incomplete { rack = List.copyOf(rack); }
        public String name() { return "incomplete"; }
    }

    /** {@code #id authority identifier}. */
    record Id(String authority, String identifier) implements Pragma {
        public Id {
            requireNonNull(authority, "authority is null");
            requireNonNull(identifier, "identifier is null");
        }
        public String name() { return "id"; }
    }

    /** {@code #tile UPPER lower}: a tile of several characters and how its blank is written. */
    record TileDeclaration(String upper, String lower) implements Pragma {
        public TileDeclaration {
            requireNonNull(upper, "upper is null");
            requireNonNull(lower, "lower is null");
        }
        public String name() { return "tile"; }
    }

    /** A known pragma whose argument is its whole text. */
    record Setting(Kind kind, String text) implements Pragma {
        public Setting {
            requireNonNull(kind, "kind is null");
            requireNonNull(text, "text is null");
        }

        public String name() {
            return kind.written();
        }

        public enum Kind {
            TITLE("title", false), DESCRIPTION("description", false), COMMENT("comment", false), LEXICON("lexicon", false),
            ORIENTATION("orientation", false), GAME_TYPE("game-type", false), BOARD_LAYOUT("board-layout", false),
            TILE_DISTRIBUTION("tile-distribution", false), TILE_SET("tile-set", false), GAME_BOARD("game-board", false),
            HTARGET("htarget", true), LTARGET("ltarget", true), STYLE("style", true);

            private final String written;
            private final boolean obsolete;

            Kind(String written, boolean obsolete) {
                this.written = written;
                this.obsolete = obsolete;
            }

            public String written() {
                return written;
            }

            public boolean obsolete() {
                return obsolete;
            }

            public static Kind of(String name) {
                return BY_NAME.get(name.toLowerCase(Locale.ROOT));
            }

            private static final Map<String, Kind> BY_NAME = Arrays.stream(values())
                    .collect(Collectors.toUnmodifiableMap(kind -> kind.written, kind -> kind));
        }
    }

    /** Any other pragma, or a known one whose arguments could not be read: kept as written. */
    record Verbatim(String name, String text) implements Pragma {
        public Verbatim {
            requireNonNull(name, "name is null");
            requireNonNull(text, "text is null");
        }
    }

    /**
     * A line that could not be read (a syntax error, or an event whose move, tiles or
     * numbers are not readable), kept exactly as written so that nothing is lost. It
     * has been reported where it stands; the checks of the other lines go on without it.
     * What the reader could tell of it stays with it: whether it was meant as an event
     * (it starts with '>', so that a turn is missing from the record), the nickname it
     * names before its ':', and the field after that colon, where an event writes its rack.
     */
    record Unreadable(String line, boolean event, Optional<String> nickname, Optional<String> rack) implements Pragma {
        public Unreadable {
            requireNonNull(line, "line is null");
            requireNonNull(nickname, "nickname is null");
            requireNonNull(rack, "rack is null");
            if (!event && (nickname.isPresent() || rack.isPresent())) {
                throw new IllegalArgumentException("a line that is no event has no nickname or rack: " + line);
            }
        }

        /** A line that was not meant as an event. */
        public static Unreadable line(String line) {
            return new Unreadable(line, false, Optional.empty(), Optional.empty());
        }

        public String name() {
            return "";
        }
    }
}
