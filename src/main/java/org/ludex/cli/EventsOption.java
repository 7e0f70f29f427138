package org.ludex.cli;

import org.ludex.format.Notation;

import java.io.PrintWriter;

/**
 * {@code --events N} as every command takes it: the game after its first N event lines
 * (each line that starts an event counts, read or not), N from 0 (before the first). An N
 * past the number of event lines gives the game after the last, with a warning (MAGPIE
 * counts events so that some files have more of them than event lines, and gives the final
 * position past the last). A negative N, and {@code --events} on a format whose records are
 * not games, is a usage problem (exit 2) that names what is allowed.
 */
final class EventsOption {
    private EventsOption() {}

    /** N below 0 is never allowed, whatever the input. */
    static void check(Integer events) throws Inputs.UsageProblem {
        if (events != null && events < 0) {
            throw new Inputs.UsageProblem("--events counts event lines, from 0 (before the first) to the number of lines that start"
                    + " with '>' (past it, the game after the last); not " + events);
        }
    }

    /** {@code --events} given for an input whose format has no events. */
    static void checkFormat(Integer events, Notation<?> format, String input) throws Inputs.UsageProblem {
        if (events != null && format.events().isEmpty()) {
            throw new Inputs.UsageProblem("--events is for games: " + input + " is " + format.name() + ", whose records have no events");
        }
    }

    /**
     * N as it applies to this game: N past the game's last event line is the last, said in a warning on {@code err};
     * null when N is not given.
     */
    static <T> Integer inRange(Integer events, Notation<T> format, T model, String input, PrintWriter err) {
        if (events == null) {
            return null;
        }
        int lines = format.events().orElseThrow().eventLines(model);
        if (events > lines) {
            err.println("ludex: warning: --events " + events + ": " + input + " has " + lines + " event " + (lines == 1 ? "line" : "lines")
                    + "; this is the game after the last");
            return lines;
        }
        return events;
    }
}
