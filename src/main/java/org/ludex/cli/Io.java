package org.ludex.cli;

import java.io.InputStream;
import java.io.PrintWriter;

/**
 * The streams a command reads and writes, so that tests can run commands in process,
 * and whether standard output is a terminal (for colour).
 */
record Io(InputStream in, PrintWriter out, PrintWriter err, boolean terminal) {
    Io(InputStream in, PrintWriter out, PrintWriter err) {
        this(in, out, err, false);
    }

    /** Whether findings are coloured: on a terminal, unless NO_COLOR is set. */
    boolean colour() {
        return terminal && System.getenv("NO_COLOR") == null;
    }

    /** Text from the input as it may go to standard output: with control and formatting characters escaped on a terminal. */
    String shown(String text) {
        return terminal ? org.ludex.diagnostic.Visible.text(text) : text;
    }
}
