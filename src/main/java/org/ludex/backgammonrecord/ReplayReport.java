package org.ludex.backgammonrecord;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the replay's findings go. A finding that depends on the board after a play that could not be made
 * ({@link #uncertain}) becomes a warning that names the line of that play, and a game says at most
 * {@link #UNCERTAIN_PER_GAME} such things: one bad cell is one error, never a cascade.
 */
final class ReplayReport {
    static final int UNCERTAIN_PER_GAME = 3;

    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();
    /** The line of the play this game's board went wrong at, or 0 while the board is known. */
    private int uncertainSince;
    private int uncertainSaid;
    private int lastUncertainLine;

    ReplayReport(SourceMap map) {
        this.map = map;
    }

    SourceMap map() {
        return map;
    }

    Span span(String path) {
        return map.span(path);
    }

    List<Diagnostic> found() {
        return found;
    }

    /** A new game: its board is known again. */
    void newGame() {
        uncertainSince = 0;
        uncertainSaid = 0;
        lastUncertainLine = 0;
    }

    /** The board is not known from the play at {@code line} on. */
    void lose(int line) {
        if (uncertainSince == 0) {
            uncertainSince = line;
        }
    }

    boolean uncertain() {
        return uncertainSince != 0;
    }

    void add(Diagnostic diagnostic) {
        found.add(diagnostic);
    }

    void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, span(path), message));
    }

    void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, span(path), message));
    }

    /** A finding that holds only if the board is as the replay has it: an error, or a warning once the board is not known. */
    void onBoard(boolean error, String code, String path, String message) {
        onBoard(error ? Diagnostic.error(code, span(path), message) : Diagnostic.warning(code, span(path), message));
    }

    void onBoard(Diagnostic diagnostic) {
        if (uncertainSince == 0) {
            found.add(diagnostic);
            return;
        }
        if (diagnostic.span().line() == lastUncertainLine || uncertainSaid++ >= UNCERTAIN_PER_GAME) {
            return;
        }
        lastUncertainLine = diagnostic.span().line();
        found.add(Diagnostic.warning(diagnostic.code(), diagnostic.span(), "uncertain, as the play on line " + uncertainSince
                + " could not be made on the board: " + diagnostic.message()));
    }
}
