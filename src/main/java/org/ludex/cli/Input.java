package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.format.Pipeline;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** One input of a command: a file or standard input, and how to name it in messages. */
record Input(String name, Path path) {
    static final String STDIN = "-";
    private static final int SNIFF_BYTES = 64 * 1024;

    boolean isStdin() {
        return path == null;
    }

    byte[] bytes(InputStream stdin) throws IOException {
        return isStdin() ? stdin.readAllBytes() : Files.readAllBytes(path);
    }

    /** Its size in bytes, or 0 when that cannot be known beforehand (standard input). */
    long size() {
        try {
            return isStdin() ? 0 : Files.size(path);
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * An input opened for reading. Files of one record per line (XGID, CGP) are read
     * a line at a time, so that memory does not grow with the file; files of one
     * record (GCG, UBF) are read whole.
     */
    static final class Opened {
        private final Input input;
        private final Format<?> format;
        private final InputStream stream;

        private Opened(Input input, Format<?> format, InputStream stream) {
            this.input = input;
            this.format = format;
            this.stream = stream;
        }

        Input input() {
            return input;
        }

        Format<?> format() {
            return format;
        }

        /** Hands each piece to {@code action} in order and closes the input; returns how many records there were. */
        long each(Pipeline.PieceAction action) throws IOException {
            try (InputStream in = stream) {
                if (!format.recordPerLine() && !input.isStdin() && in == null) {
                    return Pipeline.pieces(format, Files.readAllBytes(input.path()), action); // one read of the known size
                }
                return Pipeline.pieces(format, in, action);
            }
        }
    }

    static Opened open(Input input, Format<?> forced, InputStream stdin, Progress progress) throws IOException, Inputs.UsageProblem {
        if (!input.isStdin() || forced != null) {
            Format<?> format = Inputs.formatOf(input, forced, null);
            if (!input.isStdin() && !format.recordPerLine() && !progress.counts()) {
                return new Opened(input, format, null); // read whole in one go when its turn comes
            }
            // no buffer of our own: a whole file is read at once, and lines are read through LineStream's buffer
            return new Opened(input, format, progress.counting(input.isStdin() ? stdin : Files.newInputStream(input.path())));
        }
        BufferedInputStream in = new BufferedInputStream(progress.counting(stdin), SNIFF_BYTES);
        in.mark(SNIFF_BYTES);
        byte[] head = in.readNBytes(SNIFF_BYTES);
        in.reset();
        return new Opened(input, Inputs.formatOf(input, null, Arrays.copyOf(head, head.length)), in);
    }
}
