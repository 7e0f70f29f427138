package org.ludex.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One coverage-guided fuzz test over every format of the registry. An input names its format
 * on its first line ({@code xgid\n...}); an input that names none goes to the registered format
 * its first byte picks. In {@code mvn -B verify} the test replays the inputs in
 * {@code src/test/resources/org/ludex/fuzz/FormatFuzzTestInputs/everyFormat/} (seeds, and every
 * crash found so far) as regression tests; {@code scripts/fuzz} runs it in fuzzing mode.
 */
class FormatFuzzTest {
    static final Path INPUTS = Path.of("src/test/resources/org/ludex/fuzz/FormatFuzzTestInputs/everyFormat");

    @FuzzTest(maxDuration = "60m")
    void everyFormat(byte[] input) {
        Input routed = Input.of(input);
        FuzzChecks.check(routed.format(), routed.bytes());
    }

    /** Each registered format has seeds of its own among the replayed inputs, so a new format is fuzzed from its first day. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void everyFormatHasSeeds(Format<?> format) throws IOException {
        try (Stream<Path> inputs = Files.list(INPUTS)) {
            assertThat(inputs.filter(p -> Input.of(read(p)).format() == format).count())
                    .as("inputs for %s in %s", format.name(), INPUTS).isPositive();
        }
    }

    static List<Format<?>> formats() {
        return Formats.all();
    }

    private static byte[] read(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A fuzz input routed to a format: the rest after the line that names it, or all of it after the byte that picks it. */
    record Input(Format<?> format, byte[] bytes) {
        static Input of(byte[] input) {
            for (Format<?> format : Formats.all()) {
                byte[] name = (format.name() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
                if (input.length >= name.length && Arrays.equals(input, 0, name.length, name, 0, name.length)) {
                    return new Input(format, Arrays.copyOfRange(input, name.length, input.length));
                }
            }
            List<Format<?>> all = Formats.all();
            if (input.length == 0) {
                return new Input(all.get(0), input);
            }
            return new Input(all.get(Byte.toUnsignedInt(input[0]) % all.size()), Arrays.copyOfRange(input, 1, input.length));
        }
    }
}
