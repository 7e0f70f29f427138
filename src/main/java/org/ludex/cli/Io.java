package org.ludex.cli;

import java.io.InputStream;
import java.io.PrintWriter;

/** The streams a command reads and writes, so that tests can run commands in process. */
record Io(InputStream in, PrintWriter out, PrintWriter err) {}
