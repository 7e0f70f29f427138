package org.ludex.cli;

import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.Decoded;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** One input of a command: a file or standard input, its bytes, and how to name it in messages. */
record Input(String name, Path path) {
    static final String STDIN = "-";

    boolean isStdin() {
        return path == null;
    }

    byte[] bytes(InputStream stdin) throws IOException {
        return isStdin() ? stdin.readAllBytes() : Files.readAllBytes(path);
    }

    /** A decoded input with its records, ready to read. */
    record Loaded(Input input, Format<?> format, Decoded decoded, SourceText whole) {
        /** Each record in order, not kept; returns how many there were. */
        int eachRecord(java.util.function.Consumer<SourceText> action) {
            int[] count = {0};
            format.eachRecord(decoded.text(), record -> {
                count[0]++;
                action.accept(record);
            });
            return count[0];
        }
    }

    static Loaded load(Input input, Format<?> forced, InputStream stdin) throws IOException, Inputs.UsageProblem {
        byte[] bytes = input.bytes(stdin);
        Format<?> format = Inputs.formatOf(input, forced, bytes);
        Decoded decoded = format.decode(bytes);
        return new Loaded(input, format, decoded, SourceText.of(decoded.text()));
    }
}
