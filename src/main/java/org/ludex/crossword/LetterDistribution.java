package org.ludex.crossword;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import static java.util.Objects.requireNonNull;

/**
 * A tile set: the tiles in alphabet order with how many of each and their points,
 * and the blanks. The sets are data among the resources
 * ({@code org/ludex/crossword/distributions/NAME.tsv}). They give the {@code ld} opcode a
 * meaning, the rune draft its alphabet (tile n is the n-th here, 1-based), and the
 * tile-count check its numbers.
 */
public final class LetterDistribution {
    public static final List<String> NAMES = List.of("english", "english_super", "french", "german", "spanish", "catalan", "polish",
            "norwegian", "dutch", "slovene", "swedish");

    /** The sets of the resources, read once on first use and never changed. */
    private static final class Known {
        static final Map<String, LetterDistribution> SETS = loadAll();

        private static Map<String, LetterDistribution> loadAll() {
            Map<String, LetterDistribution> sets = new HashMap<>();
            for (String name : NAMES) {
                sets.put(name, load(name));
            }
            return Map.copyOf(sets);
        }
    }

    private final String name;
    private final List<Entry> tiles;
    private final int blanks;
    private final int total;
    /** The tiles by face, the first entry of a face if a set lists one twice; made with the set, read only. */
    private final Map<Tile, Entry> byTile;
    private final Map<Tile, Integer> numberOf;
    private final Entry[] byAscii = new Entry[128];
    private final Numbers numbers;

    public LetterDistribution(String name, List<Entry> tiles, int blanks) {
        this.name = requireNonNull(name, "name is null");
        this.tiles = List.copyOf(tiles);
        this.blanks = blanks;
        int all = blanks;
        for (Entry entry : this.tiles) {
            all += entry.count();
        }
        this.total = all;
        Map<Tile, Entry> entries = new HashMap<>();
        Map<Tile, Integer> numbers = new HashMap<>();
        for (int i = this.tiles.size() - 1; i >= 0; i--) {
            Entry entry = this.tiles.get(i);
            entries.put(entry.tile(), entry);
            numbers.put(entry.tile(), i + 1);
        }
        this.byTile = Map.copyOf(entries);
        this.numberOf = Map.copyOf(numbers);
        byTile.forEach((tile, entry) -> {
            if (tile.letters().length() == 1 && tile.letters().charAt(0) < byAscii.length) {
                byAscii[tile.letters().charAt(0)] = entry;
            }
        });
        this.numbers = new Numbers(this);
    }

    public record Entry(Tile tile, int count, int score) {}

    public String name() {
        return name;
    }

    /** The tiles in alphabet order, blanks not among them. */
    public List<Entry> tiles() {
        return tiles;
    }

    public int blanks() {
        return blanks;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LetterDistribution set && set.name.equals(name) && set.blanks == blanks && set.tiles.equals(tiles);
    }

    @Override
    public int hashCode() {
        return (name.hashCode() * 31 + tiles.hashCode()) * 31 + blanks;
    }

    @Override
    public String toString() {
        return "LetterDistribution[" + name + ", " + total() + " tiles]";
    }

    /** The set of that name (any case), if Ludex has it. */
    public static Optional<LetterDistribution> named(String name) {
        return Optional.ofNullable(Known.SETS.get(name.toLowerCase(Locale.ROOT)));
    }

    /** Lexicon name prefixes (upper case) and the tile set their language plays with. */
    private static final List<Map.Entry<String, String>> LEXICONS = List.of(
            Map.entry("CSW", "english"), Map.entry("NWL", "english"), Map.entry("TWL", "english"), Map.entry("OTCWL", "english"),
            Map.entry("ECWL", "english"), Map.entry("CEL", "english"), Map.entry("AMERICA", "english"), Map.entry("COLLINS", "english"),
            Map.entry("SOWPODS", "english"), Map.entry("FRA", "french"), Map.entry("ODS", "french"), Map.entry("RD", "german"),
            Map.entry("DEU", "german"), Map.entry("FILE", "spanish"), Map.entry("FISE", "spanish"), Map.entry("DISC", "catalan"),
            Map.entry("OSPS", "polish"), Map.entry("NSF", "norwegian"), Map.entry("NSWL", "english"), Map.entry("OWL", "english"),
            Map.entry("IWI", "english"), Map.entry("DEUTSCH", "german"), Map.entry("CGL", "german"), Map.entry("DSW", "dutch"),
            Map.entry("SLV", "slovene"), Map.entry("SWEDISH", "swedish"),
            // the language's own name, as real files write it (#lexicon GERMAN), and OSPD, the English word list
            Map.entry("ENGLISH", "english"), Map.entry("OSPD", "english"), Map.entry("GERMAN", "german"), Map.entry("FRENCH", "french"),
            Map.entry("SPANISH", "spanish"), Map.entry("CATALAN", "catalan"), Map.entry("POLISH", "polish"),
            Map.entry("NORWEGIAN", "norwegian"), Map.entry("DUTCH", "dutch"), Map.entry("SLOVENE", "slovene"),
            Map.entry("SLOVENIAN", "slovene"));

    /** German tournament word lists: D, a number, WL and a number (D25WL04). */
    private static final Pattern GERMAN_WORD_LIST = Pattern.compile("D\\d+WL\\d*");

    /** The names lexicons go by that Ludex maps to a tile set ({@code CSW}, {@code NWL}, {@code FRA}...), each with its tile set's name, in a fixed order. */
    public static List<Map.Entry<String, String>> lexicons() {
        return LEXICONS;
    }

    /**
     * The tile set of the language a lexicon is in, by the names lexicons go by
     * ({@code CSW21}, {@code NWL23}: english; {@code FRA24}: french; {@code RD28}:
     * german; {@code FILE2}: spanish; {@code DISC2}: catalan; {@code OSPS49}: polish;
     * {@code NSF23}: norwegian; {@code CGL}, {@code DEUTSCH}: german; {@code DSW}: dutch; {@code SLV}: slovene;
     * as word-golib maps them; the German tournament lists {@code D25WL04}; and the language's own name in English,
     * {@code GERMAN}, {@code SPANISH}); empty for a lexicon Ludex does not know.
     */
    public static Optional<String> forLexicon(String lexicon) {
        String upper = lexicon.toUpperCase(Locale.ROOT);
        if (upper.startsWith("D") && upper.contains("WL") && GERMAN_WORD_LIST.matcher(upper).matches()) {
            return Optional.of("german");
        }
        for (Map.Entry<String, String> entry : LEXICONS) {
            if (upper.startsWith(entry.getKey()) && (upper.length() == entry.getKey().length()
                    || !Character.isLetter(upper.charAt(entry.getKey().length())) || entry.getKey().length() >= 4)) {
                return Optional.of(entry.getValue());
            }
        }
        return Optional.empty();
    }

    public static LetterDistribution english() {
        return named("english").orElseThrow();
    }

    public int total() {
        return total;
    }

    /** The 1-based index of a tile in alphabet order, or 0 if the set has no such tile. */
    public int indexOf(Tile tile) {
        return numberOf.getOrDefault(tile, 0);
    }

    /**
     * Each tile's number and points, looked up by face: made with the set, so that the
     * tiles of a game are counted without a map lookup each.
     */
    public Numbers numbers() {
        return numbers;
    }

    /** The set's tile numbers and points by face, with a table for one-letter ASCII faces. */
    public static final class Numbers {
        private final LetterDistribution set;
        private final int[] ascii = new int[128];
        private final Map<String, Integer> others = new HashMap<>();

        private Numbers(LetterDistribution set) {
            this.set = set;
            for (int i = set.tiles().size() - 1; i >= 0; i--) {
                String letters = set.tiles().get(i).tile().letters();
                if (letters.length() == 1 && letters.charAt(0) < 128) {
                    ascii[letters.charAt(0)] = i + 1;
                } else {
                    others.put(letters, i + 1);
                }
            }
        }

        /** The 1-based number of a face in the set, 0 when the set has no such tile. */
        public int number(String face) {
            return face.length() == 1 && face.charAt(0) < 128 ? ascii[face.charAt(0)] : others.getOrDefault(face, 0);
        }

        /** A tile's points, 0 for a tile the set does not have. */
        public int points(Tile tile) {
            int number = number(tile.letters());
            return number == 0 ? 0 : set.tiles().get(number - 1).score();
        }
    }

    public Optional<Entry> entry(Tile tile) {
        int index = indexOf(tile);
        return index == 0 ? Optional.empty() : Optional.of(tiles.get(index - 1));
    }

    /** The tile at a 1-based index, if there is one. */
    public Optional<Tile> tileAt(int index) {
        return index >= 1 && index <= tiles.size() ? Optional.of(tiles.get(index - 1).tile()) : Optional.empty();
    }

    /** Multi-letter tiles, longest first: what a run of letters is matched against. */
    public List<Tile> multiLetterTiles() {
        return tiles.stream().map(Entry::tile).filter(Tile::isMultiLetter)
                .sorted((a, b) -> Integer.compare(b.letters().length(), a.letters().length())).toList();
    }

    /** The entries by tile face (the first entry of a face, if a set lists one twice). */
    public Map<Tile, Entry> byTile() {
        return byTile;
    }

    /** The entry of the one-letter tile {@code letter} (below U+0080), or null when the set has no such tile. */
    public Entry ascii(char letter) {
        return letter < byAscii.length ? byAscii[letter] : null;
    }

    private static LetterDistribution load(String name) {
        String resource = "distributions/" + name + ".tsv";
        try (InputStream in = LetterDistribution.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the resources");
            }
            List<Entry> tiles = new ArrayList<>();
            int blanks = 0;
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cols = line.split("\t");
                if (cols[0].equals("?")) {
                    blanks = Integer.parseInt(cols[1]);
                } else {
                    tiles.add(new Entry(new Tile(cols[0]), Integer.parseInt(cols[1]), Integer.parseInt(cols[2])));
                }
            }
            return new LetterDistribution(name, tiles, blanks);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
