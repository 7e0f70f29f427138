package org.ludex.cli;

import org.ludex.format.Notation;

/**
 * {@code --events N} as every command takes it: the game after its first N event lines
 * (each line that starts an event counts, read or not), N from 0 (before the first) to
 * the number of event lines. Anything else, and {@code --events} on a format whose records
 * are not games, is a usage problem (exit 2) that names what is allowed.
 */
final class EventsOption {
    private EventsOption() {}

    /** N below 0 is never allowed, whatever the input. */
    static void check(Integer events) throws Inputs.UsageProblem {
        if (events != null && events < 0) {
            throw new Inputs.UsageProblem("--events counts event lines, from 0 (before the first) to the number of lines that start"
                    + " with '>'; not " + events);
        }
    }

    /** {@code --events} given for an input whose format has no events. */
    static void checkFormat(Integer events, Notation<?> format, String input) throws Inputs.UsageProblem {
        if (events != null && !format.hasEvents()) {
            throw new Inputs.UsageProblem("--events is for games: " + input + " is " + format.name() + ", whose records have no events");
        }
    }

    /** N past the game's last event line; found while a record is handled, so carried out of the record loop unchecked. */
    static <T> void checkRange(Integer events, Notation<T> format, T model, String input) {
        if (events == null) {
            return;
        }
        int lines = format.eventLines(model);
        if (events > lines) {
            throw new RecordCommand.Unusable("--events " + events + ": " + input + " has " + lines + " event " + (lines == 1 ? "line" : "lines")
                    + ", so N is from 0 to " + lines);
        }
    }
}
