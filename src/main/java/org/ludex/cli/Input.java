package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;

/**
 * One input of a command: a file or standard input, and how to name it in messages.
 * {@code isStream} says it is read as a stream, its format told from its text when it
 * has no known extension (standard input, /dev/stdin, a pipe, anything but a regular
 * file); {@code size} is its size in bytes, 0 when that cannot be known beforehand. Both
 * are read from the file system once, when the input is made: a folder of many files
 * asks each file once, not at every turn of the command.
 */
record Input(String name, Path path, boolean isStream, long size) {
    static final String STDIN = "-";
    private static final int SNIFF_BYTES = 64 * 1024;

    /** An input whose file is asked what it is now. */
    Input(String name, Path path) {
        this(name, path, path == null ? null : attributes(path));
    }

    /** An input whose file's attributes are known already (from walking a folder); null for none. */
    Input(String name, Path path, BasicFileAttributes attributes) {
        this(name, path, attributes == null || !attributes.isRegularFile(), attributes != null && attributes.isRegularFile() ? attributes.size() : 0);
    }

    /** The file's attributes, through a symbolic link; null when it cannot be asked (it is then opened, and the failure reported, in turn). */
    static BasicFileAttributes attributes(Path path) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    boolean isStdin() {
        return path == null;
    }

    /** Its bytes as a stream; a special file through a plain file stream, which does not seek (a pipe cannot). */
    InputStream stream(InputStream stdin) throws IOException {
        if (isStdin()) {
            return stdin;
        }
        return isStream() ? new FileInputStream(path.toFile()) : Files.newInputStream(path);
    }

    /**
     * An input opened for reading. Files of one record per line (XGID, CGP) are read
     * a line at a time, so that memory does not grow with the file; files of one
     * record (GCG, UBF) are read whole.
     */
    static final class Opened {
        private final Input input;
        private final Notation<?> notation;
        private final InputStream stream;

        private Opened(Input input, Notation<?> notation, InputStream stream) {
            this.input = input;
            this.notation = notation;
            this.stream = stream;
        }

        Input input() {
            return input;
        }

        /** The notation the input is read as. */
        Notation<?> notation() {
            return notation;
        }

        /** The format the input is read as; only for a command whose inputs are all formats (every command but convert, which reads gnubg ids too). */
        Format<?> format() {
            if (notation instanceof Format<?> format) {
                return format;
            }
            throw new IllegalStateException(notation.name() + " is a notation to convert from, not a format");
        }

        /** Hands each piece to {@code action} in order and closes the input; returns how many records there were. */
        long each(Pipeline.PieceAction action) throws IOException {
            try (InputStream in = stream) {
                if (in == null) {
                    return Pipeline.pieces(notation, Files.readAllBytes(input.path()), action); // one read of the known size
                }
                return Pipeline.pieces(notation, in, action);
            }
        }
    }

    /** Whether the notation of this input is told from its text (standard input, or a special file without a known extension). */
    boolean sniffed() {
        return isStdin() || (isStream() && Formats.byFileName(path.getFileName().toString()).isEmpty());
    }

    /** Opens an input as {@code forced} when given, else as the format its extension or (standard input) its text says. */
    static Opened open(Input input, Notation<?> forced, InputStream stdin, Progress progress) throws IOException, Inputs.UsageProblem {
        boolean sniff = forced == null && input.sniffed();
        if (!sniff) {
            Notation<?> notation = forced != null ? forced : Inputs.formatOf(input, null, null);
            if (!input.isStream() && !notation.recordPerLine() && !progress.counts()) {
                return new Opened(input, notation, null); // read whole in one go when its turn comes
            }
            // no buffer of our own: a whole file is read at once, and lines are read through LineStream's buffer
            return new Opened(input, notation, progress.counting(input.stream(stdin)));
        }
        BufferedInputStream in = new BufferedInputStream(progress.counting(input.stream(stdin)), SNIFF_BYTES);
        try {
            in.mark(SNIFF_BYTES);
            byte[] head = in.readNBytes(SNIFF_BYTES);
            in.reset();
            return new Opened(input, Inputs.formatOf(input, null, Arrays.copyOf(head, head.length)), in);
        } catch (IOException | Inputs.UsageProblem | RuntimeException e) {
            if (!input.isStdin()) {
                in.close();
            }
            throw e;
        }
    }
}
