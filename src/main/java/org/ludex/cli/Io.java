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
}
