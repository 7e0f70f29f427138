package org.ludex.cli;

import org.ludex.format.Notation;
import picocli.CommandLine.Option;

import java.io.PrintWriter;

import java.util.OptionalInt;

/**
 * {@code --events N} as every command takes it ({@code @Mixin}, declared here once; each
 * command says what it does with the game in {@code OptionHelp.properties}, naming formats
 * only through the registry): the game after its first N events as its notation counts them
 * ({@link org.ludex.format.Events}), N from 0 (before the first). An N past the number of
 * events gives the game at the end, with a warning. A negative N, and {@code --events} on
 * a format whose records are not games, is a usage problem (exit 2) that names what is
 * allowed. The one place of the command line that asks a notation about its events.
 */
final class EventsOption {
    @Option(names = "--events", paramLabel = "N", descriptionKey = "events",
            description = "For a game or a match (${bundle:ludex.games}): the game after its first N events, counted as its format counts them,"
                    + " from 0 (before the first); past the last, the game at the end, with a warning.")
    private Integer events; // picocli's: absent until given; the commands ask given() and inRange()

    /** N below 0 is never allowed, whatever the input. */
    void check() throws Inputs.UsageProblem {
        if (events != null && events < 0) {
            throw new Inputs.UsageProblem("--events counts a game's events, from 0 (before the first) to the number it has"
                    + " (past it, the game at the end); not " + events);
        }
    }

    /** {@code --events} given for an input whose notation has no events. */
    void checkFormat(Notation<?> notation, String input) throws Inputs.UsageProblem {
        if (events != null && notation.events().isEmpty()) {
            throw new Inputs.UsageProblem("--events is for games: " + input + " is " + notation.name() + ", whose records have no events");
        }
    }

    /** N as given, empty when it is not: for a record that could not be read. */
    OptionalInt given() {
        return events == null ? OptionalInt.empty() : OptionalInt.of(events);
    }

    /**
     * N as it applies to this game: N past the game's last event is the last, said in a warning on {@code err};
     * empty when N is not given.
     */
    <T> OptionalInt inRange(Notation<T> notation, T model, String input, PrintWriter err) {
        if (events == null) {
            return OptionalInt.empty();
        }
        int lines = notation.events().orElseThrow().eventLines(model);
        if (events > lines) {
            err.println("ludex: warning: --events " + events + ": " + input + " has " + lines + (lines == 1 ? " event" : " events")
                    + "; this is the game after the last");
            return OptionalInt.of(lines);
        }
        return OptionalInt.of(events);
    }
}
