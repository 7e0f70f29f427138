package org.ludex.gcg;

import org.ludex.crossword.BoardLayout;

import java.util.List;

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
        return pragmas.stream().map(PragmaLine::pragma).filter(Pragma.PlayerInfo.class::isInstance)
                .map(Pragma.PlayerInfo.class::cast)
                .sorted(java.util.Comparator.comparingInt(Pragma.PlayerInfo::number)).toList();
    }

    /** The multi-character tiles declared with {@code #tile}. */
    public List<Pragma.TileDeclaration> tiles() {
        return pragmas.stream().map(PragmaLine::pragma).filter(Pragma.TileDeclaration.class::isInstance)
                .map(Pragma.TileDeclaration.class::cast).toList();
    }

    /** The side of the board: that of the {@code #board-layout} if Ludex knows it, else 15. */
    public int boardSize() {
        return pragmas.stream().map(PragmaLine::pragma).filter(Pragma.Setting.class::isInstance).map(Pragma.Setting.class::cast)
                .filter(s -> s.kind() == Pragma.Setting.Kind.BOARD_LAYOUT)
                .flatMap(s -> BoardLayout.sizeOf(s.text()).stream()).findFirst().orElse(15);
    }
}
