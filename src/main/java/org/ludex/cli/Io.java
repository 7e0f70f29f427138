package org.ludex.cli;

import org.ludex.diagnostic.Visible;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

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
        return terminal ? Visible.text(text) : text;
    }

    /**
     * What went wrong with a file, in words: the JDK's file exceptions carry only the path as their message
     * ("cannot write out/a.svg: out/a.svg" said nothing).
     */
    static String why(IOException e) {
        if (e instanceof NoSuchFileException missing) {
            Path parent = Path.of(missing.getFile()).toAbsolutePath().getParent();
            return parent != null && !Files.isDirectory(parent) ? "the folder " + parent + " does not exist"
                    : "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file of that name is in the way";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
