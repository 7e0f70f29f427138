package org.ludex.gcg;

import org.ludex.crossword.BoardLayout;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A GCG game record: the pragmas with their places, and the events in order. The
 * players are the {@code #playerN} pragmas. The character encoding is not part of the
 * record: it says how the bytes were read, and the writer always writes UTF-8.
 */
public record Gcg(List<PragmaLine> pragmas, List<Event> events) {
    public Gcg {
        pragmas = List.copyOf(pragmas);
        events = List.copyOf(events);
    }

    /** The players, in the order of their {@code #playerN} numbers. */
    public List<Pragma.PlayerInfo> players() {
        List<Pragma.PlayerInfo> players = new ArrayList<>(2);
        for (int i = 0, n = pragmas.size(); i < n; i++) { // by index, no stream: asked of every game checked
            if (pragmas.get(i).pragma() instanceof Pragma.PlayerInfo player) {
                players.add(player);
            }
        }
        players.sort(Comparator.comparingInt(Pragma.PlayerInfo::number));
        return Collections.unmodifiableList(players);
    }

    /** The multi-character tiles declared with {@code #tile}. */
    public List<Pragma.TileDeclaration> tiles() {
        return pragmas.stream().map(PragmaLine::pragma).filter(Pragma.TileDeclaration.class::isInstance)
                .map(Pragma.TileDeclaration.class::cast).toList();
    }

    /**
     * An event line: the index of its event in {@link #events}, or, for a line that could not be read,
     * -1 and the line as written.
     */
    public record EventLine(int event, Pragma.Unreadable unreadable) {
        public boolean read() {
            return unreadable == null;
        }
    }

    /** Every event line in the order of the file: every line that starts with {@code >}, read or not. */
    public List<EventLine> eventLineList() {
        List<EventLine> lines = new ArrayList<>(events.size() + 4);
        int next = 0;
        for (int e = 0; e <= events.size(); e++) {
            for (; next < pragmas.size() && pragmas.get(next).afterEvents() <= e; next++) {
                if (pragmas.get(next).pragma() instanceof Pragma.Unreadable u && u.event()) {
                    lines.add(new EventLine(-1, u));
                }
            }
            if (e < events.size()) {
                lines.add(new EventLine(e, null));
            }
        }
        return lines;
    }

    /**
     * The event lines of the record: every line that starts with {@code >}, read or not. This is what
     * {@code --events N} counts.
     */
    public int eventLines() {
        int unreadable = 0;
        for (PragmaLine line : pragmas) {
            if (line.pragma() instanceof Pragma.Unreadable u && u.event()) {
                unreadable++;
            }
        }
        return events.size() + unreadable;
    }

    /**
     * Where the first {@code lines} event lines ({@code --events N}) end: how many events of {@link #events}
     * they hold, and whether the last of them could not be read (what it did is then unknown from there).
     */
    public record EventCut(int read, boolean endsUnread) {}

    /** The first {@code lines} event lines, at most all of them, as {@link EventCut} tells them. */
    public EventCut cut(int lines) {
        List<EventLine> all = eventLineList();
        int within = Math.min(Math.max(0, lines), all.size());
        int read = 0;
        for (int i = 0; i < within; i++) {
            if (all.get(i).read()) {
                read++;
            }
        }
        return new EventCut(read, within > 0 && !all.get(within - 1).read());
    }

    /** How many of the first {@code lines} event lines could be read: the events of {@link #events} among them. */
    public int readEventsWithin(int lines) {
        return cut(lines).read();
    }

    /** The side of the board: that of the {@code #board-layout} if Ludex knows it, else 15. */
    public int boardSize() {
        int byGameType = 15;
        for (int i = 0, n = pragmas.size(); i < n; i++) {
            if (pragmas.get(i).pragma() instanceof Pragma.Setting setting && setting.kind() == Pragma.Setting.Kind.BOARD_LAYOUT) {
                Optional<Integer> size = BoardLayout.sizeOf(setting.text());
                if (size.isPresent()) {
                    return size.get();
                }
            } else if (pragmas.get(i).pragma() instanceof Pragma.Setting setting && setting.kind() == Pragma.Setting.Kind.GAME_TYPE
                    && setting.text().strip().toLowerCase(Locale.ROOT).endsWith(SUPER_GAME_TYPE)) {
                byGameType = 21; // classic_super and wordsmog_super are played on the super board
            }
        }
        return byGameType;
    }

    /** How the game types of the 21x21 board end: {@code classic_super}, {@code wordsmog_super}. */
    private static final String SUPER_GAME_TYPE = "_super";
}
