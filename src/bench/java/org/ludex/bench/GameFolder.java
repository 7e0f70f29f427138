package org.ludex.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Writes a folder of many small game files, for measuring {@code ludex check} on a
 * folder (scripts/check-folder): seeded GCG games from {@link Corpora}, each event
 * followed by a note as annotated games have them (about 4 KB a game, as in public
 * collections of real games), a thousand to a subfolder. Arguments: output folder,
 * number of files.
 */
public final class GameFolder {
    private GameFolder() {}

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        Random random = new Random(FormatBenchmark.SEED);
        long bytes = 0;
        for (int i = 0; i < count; i++) {
            Path folder = out.resolve(String.format("%03d", i / 1000));
            Files.createDirectories(folder);
            byte[] game = annotated(Corpora.gcg(random), random).getBytes(StandardCharsets.UTF_8);
            Files.write(folder.resolve(String.format("game-%05d.gcg", i)), game);
            bytes += game.length;
        }
        System.out.printf("%s: %,d files, %,d bytes%n", out, count, bytes);
    }

    private static final String[] REMARKS = {
        "Keeps a balanced leave and opens the triple-word lane for later.",
        "The bingo lane down column H was worth closing here at some cost in points.",
        "An exchange of the duplicated vowels would have scored nothing but kept the rack strong.",
        "Sim prefers the play one square to the left, which scores two fewer but blocks the S hook.",
        "Fishing with the blank is reasonable with so many tiles left in the bag.",
    };

    /** The game with a note of commentary after each event line. */
    private static String annotated(String game, Random random) {
        StringBuilder out = new StringBuilder(game.length() * 4);
        for (String line : game.split("\n")) {
            out.append(line).append('\n');
            if (line.startsWith(">")) {
                out.append("#note ").append(REMARKS[random.nextInt(REMARKS.length)]).append(' ')
                        .append(REMARKS[random.nextInt(REMARKS.length)]).append('\n');
            }
        }
        return out.toString();
    }
}
