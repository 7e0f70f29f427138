package org.ludex.cli;

import org.ludex.format.Course;
import org.ludex.format.Format;
import org.ludex.registry.Formats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code ludex compare A B}: whether two records, in the same notation or two, are one game (one backgammon match as
 * match text and as SGF): each is played through and its steps compared ({@link Course}), and the first step where
 * they differ is shown in both files. Exit 0 when they are one, 1 when they differ, 2 for a usage or I/O problem (a
 * file that cannot be read, a notation whose records are no games).
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Tell whether two files record one game (one match in two notations), and where they first differ.",
                "Exit 0: one game; 1: they differ; 2: a usage or I/O problem."})
final class CompareCommand implements Callable<Integer> {
    private final Io io;

    @Parameters(index = "0", paramLabel = "A", description = "A file of one game or match.")
    String first;

    @Parameters(index = "1", paramLabel = "B", description = "Another file of it, in the same notation or another.")
    String second;

    CompareCommand(Io io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Optional<List<Course.Stop>> a = stops(first);
        Optional<List<Course.Stop>> b = stops(second);
        if (a.isEmpty() || b.isEmpty()) {
            return Main.USAGE;
        }
        List<Course.Stop> left = a.get();
        List<Course.Stop> right = b.get();
        int common = Math.min(left.size(), right.size());
        for (int i = 0; i < common; i++) {
            if (!left.get(i).state().equals(right.get(i).state())) {
                String[] l = left.get(i).state().split(" \\| ", 2);
                String[] r = right.get(i).state().split(" \\| ", 2);
                io.out().println("the files differ first at " + io.shown(left.get(i).label().replaceFirst(":.*", "")) + ": "
                        + (l[0].equals(r[0]) ? "the same position, and another action on it" : "the position before it differs"));
                say(first, left.get(i));
                say(second, right.get(i));
                return Main.ERRORS;
            }
        }
        if (left.size() != right.size()) {
            boolean firstLonger = left.size() > right.size();
            Course.Stop extra = (firstLonger ? left : right).get(common);
            io.out().println((firstLonger ? io.shown(second) : io.shown(first)) + " stops after " + common
                    + " steps, the same as the other's first " + common + "; the other goes on:");
            say(firstLonger ? first : second, extra);
            return Main.ERRORS;
        }
        int games = left.isEmpty() ? 0 : left.get(left.size() - 1).game();
        io.out().println(io.shown(first) + " and " + io.shown(second) + " record the same games: " + games + (games == 1 ? " game, " : " games, ")
                + common + " steps, the same position before each");
        return Main.OK;
    }

    private void say(String name, Course.Stop stop) {
        io.out().println("  " + io.shown(name) + ":" + stop.span().line() + ":" + stop.span().column() + ": " + io.shown(stop.label()));
    }

    /** A file's steps, or empty after saying why there are none. */
    private Optional<List<Course.Stop>> stops(String name) {
        byte[] bytes;
        Path path;
        try {
            path = Path.of(name);
            bytes = Files.readAllBytes(path);
        } catch (IOException | InvalidPathException e) {
            io.err().println("ludex: cannot read " + io.shown(name) + ": " + (e instanceof IOException io2 ? Io.why(io2) : "not a file name"));
            return Optional.empty();
        }
        Path fileName = path.getFileName();
        Optional<Format<?>> format = Formats.byFileName(fileName == null ? name : fileName.toString()).or(() -> Formats.sniff(bytes));
        if (format.isEmpty()) {
            io.err().println("ludex: " + io.shown(name) + " is in no notation Ludex reads (" + Formats.names() + ")");
            return Optional.empty();
        }
        Optional<List<Course.Stop>> stops = Course.of(format.get(), bytes);
        if (stops.isEmpty()) {
            io.err().println("ludex: " + io.shown(name) + " is " + format.get().title() + ", whose records are no games to compare");
        }
        return stops;
    }
}
