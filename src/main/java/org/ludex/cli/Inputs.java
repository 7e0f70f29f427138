package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** Expands the PATH arguments of a command: files as given, folders walked for known extensions, {@code -} for standard input. */
final class Inputs {
    private Inputs() {}

    static List<Input> expand(List<String> arguments, Format<?> forced) throws UsageProblem {
        List<Input> inputs = new ArrayList<>();
        for (String argument : arguments) {
            if (argument.equals(Input.STDIN)) {
                inputs.add(new Input("<stdin>", null));
                continue;
            }
            Path path = Path.of(argument);
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(Files::isRegularFile)
                            .filter(p -> forced != null ? forced.extensions().stream().anyMatch(e -> p.getFileName().toString().endsWith("." + e))
                                    : Formats.byFileName(p.getFileName().toString()).isPresent())
                            .sorted()
                            .forEach(p -> inputs.add(new Input(p.toString(), p)));
                } catch (IOException | UncheckedIOException e) {
                    throw new UsageProblem("cannot read folder " + argument + ": " + e.getMessage());
                }
            } else if (Files.isRegularFile(path)) {
                inputs.add(new Input(argument, path));
            } else {
                throw new UsageProblem("no such file or folder: " + argument);
            }
        }
        return inputs;
    }

    /** The format of {@code input}: the forced one, else its extension's, else (standard input) the one its text looks like. */
    static Format<?> formatOf(Input input, Format<?> forced, byte[] bytes) throws UsageProblem {
        if (forced != null) {
            return forced;
        }
        if (input.isStdin()) {
            return Formats.sniff(bytes).orElseThrow(() -> new UsageProblem(
                    "cannot tell the format of standard input: say which it is with --format (" + Formats.names() + ")"));
        }
        Optional<Format<?>> format = Formats.byFileName(input.path().getFileName().toString());
        return format.orElseThrow(() -> new UsageProblem("cannot tell the format of " + input.name()
                + " from its extension: use --format (" + Formats.names() + ")"));
    }

    static Format<?> forced(String name) throws UsageProblem {
        if (name == null) {
            return null;
        }
        return Formats.byName(name).orElseThrow(() -> new UsageProblem("unknown format '" + name + "': known formats are " + Formats.names()));
    }

    /** A problem with how the command was called or with reading its inputs: exit 2. */
    static final class UsageProblem extends Exception {
        private static final long serialVersionUID = 1L;

        UsageProblem(String message) {
            super(message);
        }
    }
}
