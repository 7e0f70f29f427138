package org.ludex.mutation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static java.util.Objects.requireNonNull;

/**
 * Seeded mutants of a format's texts: each a seed text with one or two edits, as a new
 * user's typing, a bad copy and paste or a damaged file make them. The same seed number
 * gives the same mutants. The kinds of edit (a script that mutates for the other
 * languages' packages uses the same kinds, by these names):
 * <ol>
 * <li>{@code flip}: a character with one of the low seven bits of its code point flipped
 *     ({@code A} to {@code a}, {@code 1} to {@code 0}, {@code :} to {@code ;});</li>
 * <li>{@code insert}: a character of the format's alphabet inserted;</li>
 * <li>{@code delete}: a character deleted;</li>
 * <li>{@code replace}: a character replaced by one of the format's alphabet;</li>
 * <li>{@code duplicate-line}: a line written twice;</li>
 * <li>{@code delete-line}: a line left out;</li>
 * <li>{@code swap-lines}: two lines drawn at random (possibly the same) trade places;</li>
 * <li>{@code cut}: the text cut short at a place;</li>
 * <li>{@code crlf}: every line end LF written CR LF;</li>
 * <li>{@code stray}: a stray Unicode character inserted, one of {@link #STRAYS} (an accented
 *     letter, a no-break space, a byte-order mark, a zero-width space, a right-to-left
 *     override, an emoji outside the Basic Multilingual Plane, U+FFFD, NUL, a full-width
 *     letter, a combining accent, a line separator, a tab).</li>
 * </ol>
 * The format's alphabet is every character of its seed texts but CR and LF. Places count
 * code points (no edit splits a surrogate pair); lines are the pieces of the text between
 * LF characters (a CR before an LF stays on its line). Randomness is {@link Random} with
 * the given seed: per mutant, the number of edits ({@code 1 + nextInt(2)}), then per edit
 * its kind ({@code nextInt(10)}, in the order above) and its places.
 */
public final class Mutator {
    /** The kinds of edit, in the order the random draw numbers them. */
    public static final List<String> KINDS = List.of("flip", "insert", "delete", "replace", "duplicate-line", "delete-line", "swap-lines",
            "cut", "crlf", "stray");

    /** The stray characters of the {@code stray} edit. */
    public static final int[] STRAYS = {0xE9, 0xA0, 0xFEFF, 0x200B, 0x202E, 0x1F600, 0xFFFD, 0x0, 0xFF21, 0x301, 0x2028, '\t'};

    private final int[] alphabet;
    private final Random random;

    /** Mutants of texts whose alphabet is that of {@code seeds}, drawn from {@code seed}. */
    public Mutator(List<String> seeds, long seed) {
        TreeSet<Integer> chars = new TreeSet<>();
        for (String text : seeds) {
            text.codePoints().filter(c -> c != '\r' && c != '\n').forEach(chars::add);
        }
        this.alphabet = chars.isEmpty() ? new int[] {'a'} : chars.stream().mapToInt(Integer::intValue).toArray();
        this.random = new Random(seed);
    }

    /** {@code count} mutants of {@code seeds}, each of the next seed in turn. */
    public List<String> mutants(List<String> seeds, int count) {
        requireNonNull(seeds, "seeds is null");
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("no seeds to mutate");
        }
        List<String> mutants = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            mutants.add(mutate(seeds.get(i % seeds.size())));
        }
        return mutants;
    }

    /**
     * {@code count} texts of {@code cases} (each drawn at random from {@code seed}) with one or two characters deleted,
     * inserted or replaced, those put drawn from {@code alphabet}: edits that make the tokens a format's cases do not hold.
     */
    public static List<String> edits(List<String> cases, String alphabet, int count, long seed) {
        Random random = new Random(seed);
        List<String> edited = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            StringBuilder text = new StringBuilder(cases.get(random.nextInt(cases.size())));
            for (int e = 1 + random.nextInt(2); e > 0 && text.length() > 0; e--) {
                int at = random.nextInt(text.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, c);
                    default -> text.setCharAt(at, c);
                }
            }
            edited.add(text.toString());
        }
        return edited;
    }

    /** One mutant of {@code text}: one or two edits. */
    public String mutate(String text) {
        int edits = 1 + random.nextInt(2);
        String mutant = text;
        for (int e = 0; e < edits; e++) {
            mutant = edit(mutant, random.nextInt(KINDS.size()));
        }
        return mutant;
    }

    private String edit(String text, int kind) {
        int[] cps = text.codePoints().toArray();
        return switch (KINDS.get(kind)) {
            case "flip" -> {
                if (cps.length == 0) {
                    yield text;
                }
                int at = random.nextInt(cps.length);
                yield spliced(cps, at, 1, cps[at] ^ (1 << random.nextInt(7)));
            }
            case "insert" -> spliced(cps, random.nextInt(cps.length + 1), 0, alphabet[random.nextInt(alphabet.length)]);
            case "delete" -> cps.length == 0 ? text : spliced(cps, random.nextInt(cps.length), 1);
            case "replace" -> cps.length == 0 ? text
                    : spliced(cps, random.nextInt(cps.length), 1, alphabet[random.nextInt(alphabet.length)]);
            case "duplicate-line" -> {
                List<String> lines = lines(text);
                int at = random.nextInt(lines.size());
                lines.add(at, lines.get(at));
                yield String.join("\n", lines);
            }
            case "delete-line" -> {
                List<String> lines = lines(text);
                lines.remove(random.nextInt(lines.size()));
                yield String.join("\n", lines);
            }
            case "swap-lines" -> {
                List<String> lines = lines(text);
                int a = random.nextInt(lines.size());
                int b = random.nextInt(lines.size());
                String held = lines.get(a);
                lines.set(a, lines.get(b));
                lines.set(b, held);
                yield String.join("\n", lines);
            }
            case "cut" -> new String(cps, 0, random.nextInt(cps.length + 1));
            case "crlf" -> text.replace("\r\n", "\n").replace("\n", "\r\n");
            case "stray" -> spliced(cps, random.nextInt(cps.length + 1), 0, STRAYS[random.nextInt(STRAYS.length)]);
            default -> throw new AssertionError(kind);
        };
    }

    /** The text's lines, split at each LF (the last one, after the last LF, may be empty). */
    private static List<String> lines(String text) {
        return new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    }

    /** {@code cps} with {@code removed} code points at {@code at} replaced by {@code inserted}. */
    private static String spliced(int[] cps, int at, int removed, int... inserted) {
        StringBuilder out = new StringBuilder(cps.length + inserted.length);
        for (int i = 0; i < at; i++) {
            out.appendCodePoint(cps[i]);
        }
        for (int c : inserted) {
            out.appendCodePoint(c);
        }
        for (int i = at + removed; i < cps.length; i++) {
            out.appendCodePoint(cps[i]);
        }
        return out.toString();
    }
}
