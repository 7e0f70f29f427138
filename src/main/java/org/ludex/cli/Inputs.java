package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Expands the PATH arguments of a command: files as given, folders walked for known extensions, {@code -} for standard input. */
final class Inputs {
    private Inputs() {}

    /** The inputs the arguments name, and what could not be read of them (reported, while the rest is still read). */
    record Expanded(List<Input> inputs, List<Problem> problems, List<String> warnings) {}

    /** A path that could not be read, as the user gave it, and what went wrong in words that name it. */
    record Problem(String path, String message) {
        @Override
        public String toString() {
            return message;
        }
    }

    /**
     * The inputs the PATH arguments name: files as given, folders walked for the known
     * extensions (or the forced format's), {@code -} for standard input, and special
     * files ({@code /dev/stdin}, {@code /dev/fd/N}, a named pipe) read as a stream. A path
     * that does not exist or cannot be walked is a problem, a folder with nothing to read
     * a warning; neither stops the other inputs. Standard input named twice is a usage
     * problem.
     */
    static Expanded expand(List<String> arguments, Format<?> forced) throws UsageProblem {
        List<Input> inputs = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        boolean stdin = false;
        for (String argument : arguments) {
            if (argument.equals(Input.STDIN)) {
                if (stdin) {
                    throw new UsageProblem("standard input ('-') can be read only once");
                }
                stdin = true;
                inputs.add(new Input("<stdin>", null));
                continue;
            }
            Path path = Path.of(argument);
            if (Files.isDirectory(path)) {
                int before = inputs.size();
                try {
                    List<Input> found = new ArrayList<>();
                    // a folder named through a link is walked where it leads, its files named through the link;
                    // links met inside are taken for files and not entered as folders
                    Path root = Files.isSymbolicLink(path) ? path.toRealPath() : path;
                    // each file's attributes come with the walk: no second look at every file of a large folder
                    Files.walkFileTree(root, new SimpleFileVisitor<>() {
                        @Override
                        public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                            String name = file.getFileName().toString();
                            boolean known = forced != null ? forced.extensions().stream().anyMatch(e -> name.endsWith("." + e))
                                    : Formats.byFileName(name).isPresent();
                            BasicFileAttributes target = attributes.isSymbolicLink() ? Input.attributes(file) : attributes;
                            if (known && target != null && target.isRegularFile()) {
                                Path named = root == path ? file : path.resolve(root.relativize(file));
                                found.add(new Input(named.toString(), named, target));
                            }
                            return FileVisitResult.CONTINUE;
                        }
                    });
                    found.sort(Comparator.comparing(Input::path));
                    inputs.addAll(found);
                } catch (IOException | UncheckedIOException e) {
                    problems.add(new Problem(argument, "cannot read folder " + argument + ": " + message(e)));
                    continue;
                }
                if (inputs.size() == before) {
                    warnings.add("folder " + argument + " has no file to read (" + extensions(forced) + ")");
                }
            } else if (Files.exists(path)) {
                inputs.add(new Input(argument, path));
            } else {
                problems.add(new Problem(argument, "no such file or folder: " + argument));
            }
        }
        return new Expanded(inputs, problems, warnings);
    }

    private static String extensions(Format<?> forced) {
        List<Format<?>> formats = forced != null ? List.of(forced) : Formats.all();
        return String.join(", ", formats.stream().flatMap(f -> f.extensions().stream()).map(e -> "." + e).toList());
    }

    private static String message(Exception e) {
        Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    /**
     * The format of {@code input}: the forced one, else its extension's, else (standard
     * input, a special file) the one its text looks like.
     */
    static Format<?> formatOf(Input input, Format<?> forced, byte[] bytes) throws UsageProblem {
        if (forced != null) {
            return forced;
        }
        if (!input.isStdin()) {
            Optional<Format<?>> format = Formats.byFileName(input.path().getFileName().toString());
            if (format.isPresent()) {
                return format.get();
            }
            if (bytes == null) {
                throw new UsageProblem("cannot tell the format of " + input.name() + " from its extension: use --format (" + Formats.names() + ")");
            }
        }
        return Formats.sniff(bytes).orElseThrow(() -> new UsageProblem(
                "cannot tell the format of " + input.name() + ": say which it is with --format (" + Formats.names() + ")"));
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
