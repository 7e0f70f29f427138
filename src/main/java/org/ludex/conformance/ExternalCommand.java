package org.ludex.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Another implementation run as a command over each case: {@code CMD ARGS CASEFILE}, or
 * with the case's path where {@code {}} stands and the case's format where {@code {format}}
 * stands. The command line goes to the shell ({@code sh -c}; {@code cmd /c} on Windows),
 * so it may use quotes, variables and pipes as a command typed at a prompt does; the path
 * put in is quoted for it. Exit status 0 is "accepts", 1 "rejects", anything else, or no
 * answer within the time limit, a failure. Standard input is empty.
 */
public final class ExternalCommand implements Implementation {
    private static final boolean WINDOWS = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    /** How much of each output stream is read for the first error. */
    private static final int KEEP = 1 << 20;

    private final String command;
    private final Duration limit;

    public ExternalCommand(String command, Duration limit) {
        if (command.isBlank()) {
            throw new IllegalArgumentException("the command is empty");
        }
        this.command = command;
        this.limit = limit;
    }

    /** The command line for one case, as the shell gets it. */
    String commandLine(SuiteCase c) {
        String path = quoted(c.file().toAbsolutePath().toString());
        String line = command.replace("{format}", c.format());
        return line.contains("{}") ? line.replace("{}", path) : line + " " + path;
    }

    static String quoted(String path) {
        return WINDOWS ? "\"" + path + "\"" : "'" + path.replace("'", "'\\''") + "'";
    }

    @Override
    public Answer answer(SuiteCase c) throws InterruptedException {
        Path out = null;
        Path err = null;
        Process process = null;
        try {
            out = Files.createTempFile("ludex-conformance-", ".out");
            err = Files.createTempFile("ludex-conformance-", ".err");
            List<String> argv = WINDOWS ? List.of("cmd", "/c", commandLine(c)) : List.of("sh", "-c", commandLine(c));
            process = new ProcessBuilder(argv).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            process.getOutputStream().close();
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                stop(process);
                return Answer.failed("no answer within " + seconds(limit));
            }
            int status = process.exitValue();
            String printed = head(out) + "\n" + head(err);
            String absolute = c.file().toAbsolutePath().toString();
            return switch (status) {
                case 0 -> Answer.accepted();
                case 1 -> FirstError.rejection(printed, absolute, c.file().toString());
                default -> Answer.failed("exit status " + status + (status == 127 && !WINDOWS ? " (the shell found no such command)" : "")
                        + firstLine(head(err)));
            };
        } catch (IOException e) {
            return Answer.failed("could not run it: " + e.getMessage());
        } catch (InterruptedException e) {
            if (process != null) {
                stop(process);
            }
            throw e;
        } finally {
            delete(out);
            delete(err);
        }
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String seconds(Duration limit) {
        long ms = limit.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000.0 + " s";
    }

    private static String firstLine(String text) {
        String first = text.strip().lines().findFirst().orElse("");
        if (first.length() > 200) {
            first = first.substring(0, 200) + "...";
        }
        return first.isEmpty() ? "" : ": " + first;
    }

    private static String head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(KEEP), StandardCharsets.UTF_8);
        }
    }

    private static void delete(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // a temporary file left behind is no reason to fail the run
            }
        }
    }

    @Override
    public String toString() {
        return command;
    }
}
