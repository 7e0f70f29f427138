package org.ludex.bench;

import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Seeded corpora of realistic records for every format of the registry, one generator per format: mid-game backgammon
 * positions with fifteen checkers a side, crossword boards grown word by word from
 * the centre, whole game files of twenty-odd turns, Upwords boards with stacks.
 * The same seed always gives the same bytes. Every record is checked once when it
 * is made: a benchmark of the happy path must not measure error reporting. A format with no
 * generator yet is measured on its valid conformance cases.
 */
public final class Corpora {
    private static final String[] WORDS = {"QUIET", "RETAINS", "ZEBRA", "OXEN", "JIVE", "FUDGE", "NASTIER", "CHOLERA",
            "WAXY", "GLOVES", "TOPAZ", "BRIDLE", "MOTHER", "SPRINKLE", "HAZE", "QUOTA", "LINEAR", "STONE", "ORATE", "DRAWN",
            "PLINTH", "EQUIP", "FJORD", "MYTH", "CRAVE", "BOXING", "UNIFY", "KNOWS", "VEX", "ADIEU"};
    private static final String[] NAMES = {"ada Ada Lovelace", "brook Brook Taylor", "cy Cy Young", "dee Dee Dee",
            "zoe Zoë Ångström", "lukasz Łukasz Nowak"};

    private Corpora() {}

    /** The records of a corpus and their size in UTF-8 bytes. */
    public record Corpus(Format<?> format, List<String> records, long bytes) {
        public double meanBytes() {
            return (double) bytes / records.size();
        }
    }

    public static Corpus generate(String formatName, int count, long seed) {
        Format<?> format = Formats.byName(formatName).orElseThrow(() -> new IllegalArgumentException("no format " + formatName));
        Random random = new Random(seed);
        List<String> records = new ArrayList<>(count);
        long bytes = 0;
        for (int i = 0; i < count; i++) {
            String record = switch (formatName) {
                case "xgid" -> xgid(random);
                case "cgp" -> cgp(random);
                case "cgp-rune" -> rune(random);
                case "gcg" -> gcg(random);
                case "ubf" -> ubf(random);
                case "mat" -> MatMatches.session(random, 1 + random.nextInt(6));
                case "sgf" -> sgf(random);
                default -> fromCases(format, random);
            };
            var checked = format.check(org.ludex.diagnostic.SourceText.of(record));
            if (!checked.diagnostics().isEmpty() || checked.model().isEmpty()) {
                throw new IllegalStateException("generated " + formatName + " record is not clean: " + checked.diagnostics()
                        + "\n" + record);
            }
            records.add(record);
            bytes += record.getBytes(StandardCharsets.UTF_8).length;
        }
        return new Corpus(format, List.copyOf(records), bytes);
    }

    /**
     * For a format with no generator of its own, a record of its valid conformance cases
     * ({@code testdata/NAME/valid}), at random: a format added to the registry is measured before it
     * has a generator.
     */
    private static String fromCases(Format<?> format, Random random) {
        List<String> records = CASES.computeIfAbsent(format.name(), name -> validRecords(format));
        if (records.isEmpty()) {
            throw new IllegalArgumentException("no generator for " + format.name() + " and no valid case in testdata/" + format.name());
        }
        return records.get(random.nextInt(records.size()));
    }

    private static final Map<String, List<String>> CASES = new HashMap<>();

    private static List<String> validRecords(Format<?> format) {
        Path folder = Path.of("testdata", format.name(), "valid");
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<String> records = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> format.extensions().stream().anyMatch(e -> f.toString().endsWith("." + e))).sorted().toList()) {
                String text = format.decode(Files.readAllBytes(file)).text();
                for (Pipeline.Piece piece : Pipeline.pieces(format, text)) {
                    if (piece.record() != null && Pipeline.check(format, piece).diagnostics().isEmpty()) {
                        records.add(piece.record().text());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return records;
    }

    // ------------------------------------------------------------------ XGID

    /** A position as eXtreme Gammon exports it: both sides' fifteen checkers, some borne off late in the game. */
    static String xgid(Random random) {
        int[] bottom = new int[26];
        int[] top = new int[26];
        boolean late = random.nextInt(4) == 0;
        scatter(random, bottom, top, late);
        scatter(random, top, bottom, late);
        StringBuilder s = new StringBuilder("XGID=");
        for (int slot = 0; slot < 26; slot++) {
            // slot 0 is the top player's bar, 25 the bottom player's; the top player's checkers are lower case
            if (bottom[slot] > 0) {
                s.append((char) ('A' + bottom[slot] - 1));
            } else if (top[25 - slot] > 0) {
                s.append((char) ('a' + top[25 - slot] - 1));
            } else {
                s.append('-');
            }
        }
        boolean match = random.nextInt(3) > 0;
        int length = match ? 3 + 2 * random.nextInt(6) : 0;
        int bottomScore = match ? random.nextInt(length - 1) : 0;
        int topScore = match ? random.nextInt(length - 1) : 0;
        int exponent = random.nextInt(4) == 0 ? 1 + random.nextInt(2) : 0;
        int owner = exponent == 0 ? 0 : random.nextBoolean() ? 1 : -1;
        int turn = random.nextBoolean() ? 1 : -1;
        String dice = random.nextInt(5) == 0 ? "00" : "" + (1 + random.nextInt(6)) + (1 + random.nextInt(6));
        int rules = match ? 0 : random.nextInt(4);
        s.append(':').append(exponent).append(':').append(owner).append(':').append(turn).append(':').append(dice)
                .append(':').append(bottomScore).append(':').append(topScore).append(':').append(rules).append(':')
                .append(length).append(":10");
        return s.toString();
    }

    /**
     * Puts fifteen checkers of one side on points 1 to 24 (in that side's own numbering,
     * 25 its bar), on points the other side does not hold, heavier towards home; late
     * in the game a few are borne off.
     */
    private static void scatter(Random random, int[] own, int[] other, boolean late) {
        int left = late ? 15 - random.nextInt(8) : 15;
        while (left > 0) {
            int point = late ? 1 + random.nextInt(6) : 1 + Math.min(random.nextInt(24), random.nextInt(24));
            if (random.nextInt(40) == 0) {
                point = 25;
            }
            if (point != 25 && other[25 - point] > 0) {
                continue;
            }
            own[point]++;
            left--;
        }
    }

    // ------------------------------------------------------------------ CGP and the rune draft

    /** A mid-game 15x15 board grown from the centre, as a crossword board is, with no more tiles than the English set has. */
    static char[][] board(Random random, int words) {
        char[][] board = new char[15][15];
        int[] left = englishCounts();
        String first = WORDS[random.nextInt(WORDS.length)];
        place(board, left, first, 7, 7 - first.length() / 2, true);
        for (int tries = 0; words > 1 && tries < 200; tries++) {
            String word = WORDS[random.nextInt(WORDS.length)];
            boolean across = random.nextBoolean();
            int r = random.nextInt(15);
            int c = random.nextInt(15);
            if (fits(board, left, word, r, c, across)) {
                place(board, left, word, r, c, across);
                words--;
            }
        }
        return board;
    }

    private static int[] englishCounts() {
        // A-Z of the English set: 9 2 2 4 12 2 3 2 9 1 1 4 2 6 8 2 1 6 4 6 4 2 2 1 2 1
        return new int[] {9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1};
    }

    /** True when the word crosses at least one tile already there, agrees with every tile it meets and the set has the rest. */
    private static boolean fits(char[][] board, int[] left, String word, int r, int c, boolean across) {
        int crossings = 0;
        int[] need = new int[26];
        for (int i = 0; i < word.length(); i++) {
            int rr = across ? r : r + i;
            int cc = across ? c + i : c;
            if (rr >= 15 || cc >= 15) {
                return false;
            }
            char there = board[rr][cc];
            if (there == 0) {
                need[word.charAt(i) - 'A']++;
            } else if (there == word.charAt(i)) {
                crossings++;
            } else {
                return false;
            }
        }
        for (int i = 0; i < 26; i++) {
            if (need[i] > left[i]) {
                return false;
            }
        }
        return crossings > 0 && crossings < word.length();
    }

    private static void place(char[][] board, int[] left, String word, int r, int c, boolean across) {
        for (int i = 0; i < word.length(); i++) {
            int rr = across ? r : r + i;
            int cc = across ? c + i : c;
            if (board[rr][cc] == 0) {
                board[rr][cc] = word.charAt(i);
                left[word.charAt(i) - 'A']--;
            }
        }
    }

    /** Seven tiles (or fewer) from what the board left in the bag. */
    private static String rack(Random random, char[][] board) {
        int[] left = englishCounts();
        for (char[] row : board) {
            for (char tile : row) {
                if (tile != 0) {
                    left[tile - 'A']--;
                }
            }
        }
        List<Character> bag = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            for (int n = 0; n < left[i]; n++) {
                bag.add((char) ('A' + i));
            }
        }
        Collections.shuffle(bag, random);
        StringBuilder rack = new StringBuilder();
        for (int i = 0; i < 7 && i < bag.size(); i++) {
            rack.append(bag.get(i));
        }
        char[] sorted = rack.toString().toCharArray();
        java.util.Arrays.sort(sorted);
        return new String(sorted);
    }

    static String cgp(Random random) {
        return cgp(random, true);
    }

    /** A CGP position; without {@code lexiconAndTimers} only the opcodes the rune draft also has (ld, lm). */
    static String cgp(Random random, boolean lexiconAndTimers) {
        char[][] board = board(random, 4 + random.nextInt(12));
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < 15; r++) {
            if (r > 0) {
                s.append('/');
            }
            int run = 0;
            for (int c = 0; c < 15; c++) {
                if (board[r][c] == 0) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    s.append(run);
                    run = 0;
                }
                s.append(board[r][c]);
            }
            if (run > 0) {
                s.append(run);
            }
        }
        s.append(' ').append(rack(random, board)).append('/').append(' ')
                .append(random.nextInt(400)).append('/').append(random.nextInt(400)).append(' ').append(random.nextInt(3));
        if (lexiconAndTimers) {
            s.append(" lex CSW21;");
        }
        if (random.nextBoolean()) {
            s.append(" ld english;");
        }
        if (lexiconAndTimers && random.nextInt(3) == 0) {
            s.append(" tmr ").append(random.nextInt(1_500_000)).append('/').append(random.nextInt(1_500_000)).append(';');
        }
        String last = lastPlay(board);
        if (random.nextBoolean() && last != null) {
            s.append(" lm ").append(last).append(';');
        }
        return s.toString();
    }

    /** A play the board holds, as {@code lm} writes it: the first run of two or more tiles across, from the top. */
    private static String lastPlay(char[][] board) {
        for (int r = 0; r < board.length; r++) {
            int c = 0;
            while (c < board[r].length) {
                int start = c;
                while (c < board[r].length && board[r][c] != 0) {
                    c++;
                }
                if (c - start >= 2) {
                    return (r + 1) + String.valueOf((char) ('A' + start)) + " " + new String(board[r], start, c - start);
                }
                c = Math.max(c, start + 1);
            }
        }
        return null;
    }

    /** The same kind of position in the rune draft, by way of Ludex's own CGP to rune conversion. */
    static String rune(Random random) {
        String cgp = cgp(random, false);
        return org.ludex.registry.Converters.find("cgp", "cgp-rune").orElseThrow().convert(org.ludex.diagnostic.SourceText.of(cgp)).text()
                .orElseThrow(() -> new IllegalStateException("cannot convert " + cgp));
    }

    // ------------------------------------------------------------------ backgammon SGF

    /**
     * The same kind of money session as the Jellyfish match's corpus ({@link MatMatches}), written as backgammon SGF by
     * Ludex's own conversion from the match format, the layout GNU Backgammon saves: one game tree a game.
     */
    static String sgf(Random random) {
        String mat = MatMatches.session(random, 1 + random.nextInt(6));
        return org.ludex.registry.Converters.find("mat", "sgf").orElseThrow().convert(org.ludex.diagnostic.SourceText.of(mat)).text()
                .orElseThrow(() -> new IllegalStateException("cannot convert " + mat));
    }

    // ------------------------------------------------------------------ GCG

    /**
     * A two-player game file that is a legal game (the replay finds nothing in it): player
     * pragmas, tiles drawn from a bag shuffled by the seed, plays of two to five tiles that
     * grow the rows out from the centre (each play's score worked out on the board, cross
     * words and premiums counted), now and then an exchange or a pass, notes, and the end:
     * a player goes out with the bag empty and scores the other rack twice. Words are not
     * words: Ludex checks no lexicon.
     */
    static String gcg(Random random) {
        org.ludex.crossword.LetterDistribution set = org.ludex.crossword.LetterDistribution.english();
        List<String> bag = new ArrayList<>();
        for (org.ludex.crossword.LetterDistribution.Entry entry : set.tiles()) {
            for (int n = 0; n < entry.count(); n++) {
                bag.add(entry.tile().letters());
            }
        }
        for (int n = 0; n < set.blanks(); n++) {
            bag.add("?");
        }
        Collections.shuffle(bag, random);
        List<String> names = new ArrayList<>(List.of(NAMES));
        Collections.shuffle(names, random);
        String[] nick = {names.get(0).split(" ")[0], names.get(1).split(" ")[0]};
        StringBuilder s = new StringBuilder("#character-encoding UTF-8\n");
        s.append("#player1 ").append(names.get(0)).append('\n');
        s.append("#player2 ").append(names.get(1)).append('\n');
        s.append("#lexicon CSW21\n");
        s.append("#title Round ").append(1 + random.nextInt(20)).append('\n');
        org.ludex.crossword.CrosswordBoard board = new org.ludex.crossword.CrosswordBoard(
                org.ludex.crossword.BoardLayout.named(org.ludex.crossword.BoardLayout.STANDARD).orElseThrow());
        List<List<String>> racks = List.of(new ArrayList<>(), new ArrayList<>());
        for (List<String> rack : racks) {
            while (rack.size() < 7) {
                rack.add(bag.remove(0));
            }
        }
        int[] rows = {8, 9, 7, 10, 6, 11, 5, 12, 4, 13, 3, 14, 2, 15, 1};
        int[] first = new int[16]; // each row's run of tiles: first and last column, 0 while empty
        int[] last = new int[16];
        int[] total = new int[2];
        int zeros = 0;
        for (int t = 0, p = 0; ; t++, p = 1 - p) {
            List<String> rack = racks.get(p);
            java.util.Collections.sort(rack);
            String rackText = String.join("", rack.stream().filter(x -> !x.equals("?")).toList())
                    + "?".repeat((int) rack.stream().filter(x -> x.equals("?")).count());
            s.append('>').append(nick[p]).append(": ").append(rackText).append(' ');
            int kind = t == 0 ? 9 : random.nextInt(30);
            if (kind == 0 && bag.size() >= 7 && zeros < 4) {
                List<String> out = new ArrayList<>(rack.subList(0, 1 + random.nextInt(3)));
                s.append('-').append(String.join("", out).replace("?", "?")).append(" +0 ").append(total[p]).append('\n');
                for (String tile : out) {
                    rack.remove(tile);
                    rack.add(bag.remove(0));
                }
                bag.addAll(out);
                zeros++;
                continue;
            }
            if (kind == 1 && zeros < 4) {
                s.append("- +0 ").append(total[p]).append('\n');
                zeros++;
                continue;
            }
            // a play: the next row with room, growing its run left, then right
            int k = Math.min(rack.size(), t == 0 ? 3 + random.nextInt(3) : 2 + random.nextInt(4));
            int row = -1;
            int from = 0;
            for (int r : rows) {
                if (first[r] == 0) {
                    row = r;
                    from = 6;
                    break;
                }
            }
            if (row < 0) {
                for (int r : rows) {
                    if (first[r] - 1 >= k) {
                        row = r;
                        from = first[r] - k;
                        break;
                    }
                    if (15 - last[r] >= k) {
                        row = r;
                        from = last[r] + 1;
                        break;
                    }
                }
            }
            List<org.ludex.crossword.CrosswordBoard.Placed> placed = new ArrayList<>();
            List<String> used = new ArrayList<>(rack.subList(0, k));
            for (int i = 0; i < k; i++) {
                String tile = used.get(i);
                boolean blank = tile.equals("?");
                placed.add(new org.ludex.crossword.CrosswordBoard.Placed(new org.ludex.crossword.Placement.Point(row, from + i),
                        new org.ludex.crossword.Tile(blank ? "E" : tile), blank));
            }
            int score = board.score(placed, org.ludex.crossword.Coordinate.Direction.ACROSS, set, 50, 7).total();
            for (org.ludex.crossword.CrosswordBoard.Placed tile : placed) {
                board.place(tile.at().row(), tile.at().column(), tile.tile(), tile.blank());
            }
            first[row] = first[row] == 0 ? from : Math.min(first[row], from);
            last[row] = Math.max(last[row], from + k - 1);
            StringBuilder word = new StringBuilder();
            for (int c = first[row]; c <= last[row]; c++) {
                int i = c - from;
                word.append(i < 0 || i >= k ? "." : used.get(i).equals("?") ? "e" : used.get(i));
            }
            s.append(row).append((char) ('A' + first[row] - 1)).append(' ').append(word).append(" +").append(score).append(' ')
                    .append(total[p] += score).append('\n');
            zeros = 0;
            for (String tile : used) {
                rack.remove(tile);
            }
            while (rack.size() < 7 && !bag.isEmpty()) {
                rack.add(bag.remove(0));
            }
            if (random.nextInt(6) == 0) {
                s.append("#note ").append("should have played ").append(WORDS[random.nextInt(WORDS.length)])
                        .append(" for more").append('\n');
            }
            if (rack.isEmpty()) {
                List<String> left = racks.get(1 - p);
                int points = 0;
                for (String tile : left) {
                    points += tile.equals("?") ? 0 : set.entry(new org.ludex.crossword.Tile(tile)).orElseThrow().score();
                }
                java.util.Collections.sort(left);
                String leftText = String.join("", left.stream().filter(x -> !x.equals("?")).toList())
                        + "?".repeat((int) left.stream().filter(x -> x.equals("?")).count());
                s.append('>').append(nick[p]).append(": (").append(leftText).append(") +").append(2 * points).append(' ')
                        .append(total[p] += 2 * points).append('\n');
                return s.toString();
            }
        }
    }

    private static String randomRack(Random random) {
        char[] rack = new char[7];
        for (int i = 0; i < 7; i++) {
            rack[i] = random.nextInt(40) == 0 ? '?' : (char) ('A' + random.nextInt(26));
        }
        java.util.Arrays.sort(rack);
        return new String(rack);
    }

    // ------------------------------------------------------------------ UBF

    /** A 10x10 Upwords board grown from the centre with stacks up to five high, written as the format's Python-list rows. */
    static String ubf(Random random) {
        int[][] height = new int[10][10];
        char[][] letter = new char[10][10];
        int tiles = 0;
        int r = 4 + random.nextInt(2);
        int c = 4 + random.nextInt(2);
        int[] left = upwordsCounts();
        for (int step = 20 + random.nextInt(40); step > 0 && tiles < 60; step--) {
            int l = random.nextInt(26);
            if (left[l] > 0 && height[r][c] < 5) {
                if (height[r][c] == 0 || random.nextInt(3) == 0) {
                    left[l]--;
                    height[r][c]++;
                    letter[r][c] = (char) ('A' + l);
                    tiles++;
                }
            }
            if (height[r][c] > 0) { // step only from a tile, so that the board stays connected
                int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                int[] move = moves[random.nextInt(4)];
                r = Math.max(0, Math.min(9, r + move[0]));
                c = Math.max(0, Math.min(9, c + move[1]));
            }
        }
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < 10; row++) {
            s.append('[');
            for (int col = 0; col < 10; col++) {
                if (col > 0) {
                    s.append(", ");
                }
                s.append('\'').append(height[row][col]);
                s.append(height[row][col] == 0 ? ' ' : letter[row][col]).append('\'');
            }
            s.append(']').append(row < 9 ? ",\n" : "\n");
        }
        return s.toString();
    }

    private static int[] upwordsCounts() {
        int[] counts = new int[26];
        org.ludex.ubf.UpwordsTiles.counts().forEach((tile, n) -> counts[tile.charAt(0) - 'A'] = n);
        return counts;
    }
}
