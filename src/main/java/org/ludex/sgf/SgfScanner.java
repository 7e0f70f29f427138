package org.ludex.sgf;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The fast reader of backgammon SGF ({@link org.ludex.parse.FastReader}): it reads a file the grammar reads with no
 * syntax error (GNU Backgammon's files, with their dialects, and the files Ludex writes) straight into the model, the
 * source map and the dialect warnings the grammar path ({@link SgfReader#readWithGrammar}) makes of it, and leaves
 * everything else to the grammar: a byte-order mark, a character outside the Basic Multilingual Plane, a game type
 * other than 6, and any text whose tokens it is not sure of. It takes only what it can cut exactly as the grammar's
 * lexer does (a property's name is the longest run of capitals, a move's letters make no word of the lexer's), so that
 * the choice it makes is the parser's. Its source map's paths are made only when the map is first looked up, which a
 * clean file never is. {@code SgfScannerAgreementTest} holds it to the grammar.
 */
final class SgfScanner {
    /** Thrown to leave the text to the grammar; no stack trace, one instance. */
    private static final class Unsure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unsure() {
            super(null, null, false, false);
        }
    }

    private static final Unsure UNSURE = new Unsure();
    /** Variations within variations the scanner follows; files that nest deeper are left to the grammar. */
    private static final int MAX_DEPTH = 64;

    /** The names the lexer reads with their first '[' as one token (a property of its own kind); any other is text. */
    private static final String[] KINDS = {"W", "B", "C", "MI", "RE", "RU", "AE", "AB", "AW", "CO", "CP", "CV", "DI", "PL", "GM", "FF",
            "PW", "PB"};
    /** The lexer's words of a move's value: letters that spell one are that word's token, not points. */
    private static final String[] MOVE_WORDS = {"double", "take", "drop"};
    private static final List<String> CUBE_NUMBERS = List.of("1", "2", "4", "8", "16", "32", "64", "128", "256", "512", "1024", "2048",
            "4096");

    private final SourceText source;
    private final String t;
    private final int n;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** MI's game entries of the roots, as {@link SgfBuilder#fromZero} takes them. */
    private final List<int[]> games = new ArrayList<>();
    /** Where the scanner stands. */
    private int i;
    /** The tree of the collection being read. */
    private int tree;
    /** Whether the node being read is the root of a tree of the collection (not of a variation). */
    private boolean root;

    private SgfScanner(SourceText source) {
        this.source = source;
        this.t = source.text();
        this.n = t.length();
        this.map = SourceMap.builder(source, 1);
    }

    /** The file read, or null when the text is not the scanner's case. */
    static ParseResult<Sgf> read(SourceText source) {
        if (source.text().length() > SgfGrammar.MAX_LENGTH) {
            return null; // the grammar path reports it
        }
        try {
            SgfScanner scanner = new SgfScanner(source);
            Sgf sgf = scanner.collection();
            scanner.map.defer(scanner::fill);
            return new ParseResult<>(Optional.of(sgf), Diagnostics.sorted(scanner.diagnostics), scanner.map.build());
        } catch (Unsure unsure) {
            return null;
        }
    }

    /** The kinds of part the source map holds, each named by its {@link SgfPaths} method. */
    private static final int TREE = 0;
    private static final int NODE = 1;
    private static final int PROPERTY = 2;
    private static final int NAME = 3;
    private static final int VALUE = 4;
    private static final int STEP = 5;
    private static final int VARIATION = 6;
    private static final int FIELDS = 6;

    /**
     * The trees, variations and nodes read, which the parts name by index, three numbers each: the index of the tree
     * it belongs to (-1 for a tree of the collection), its kind ({@link #TREE}, {@link #VARIATION} or {@link #NODE})
     * and its number there; their paths are made with the parts'.
     */
    private int[] owners = new int[3 * 256];
    private int ownerCount;
    /** Where each part stands, {@link #FIELDS} numbers a part: its kind, its tree's or node's index, property, index, start and end. */
    private int[] parts = new int[FIELDS * 1024];
    private int size;

    private void place(int kind, int owner, int property, int index, int start, int stop) {
        if (size + FIELDS > parts.length) {
            parts = Arrays.copyOf(parts, parts.length * 2);
        }
        parts[size] = kind;
        parts[size + 1] = owner;
        parts[size + 2] = property;
        parts[size + 3] = index;
        parts[size + 4] = start;
        parts[size + 5] = stop;
        size += FIELDS;
    }

    private int owner(int parent, int kind, int number) {
        if (3 * ownerCount + 3 > owners.length) {
            owners = Arrays.copyOf(owners, owners.length * 2);
        }
        owners[3 * ownerCount] = parent;
        owners[3 * ownerCount + 1] = kind;
        owners[3 * ownerCount + 2] = number;
        return ownerCount++;
    }

    /** Puts every part into the source map, under its path. */
    private void fill(SourceMapBuilder into) {
        String[] paths = new String[ownerCount];
        for (int o = 0; o < ownerCount; o++) { // a tree or node comes after the tree it belongs to
            int parent = owners[3 * o];
            int number = owners[3 * o + 2];
            paths[o] = switch (owners[3 * o + 1]) {
                case TREE -> SgfPaths.tree(number);
                case VARIATION -> SgfPaths.variation(paths[parent], number);
                default -> SgfPaths.node(paths[parent], number);
            };
        }
        for (int p = 0; p < size; p += FIELDS) {
            String owner = paths[parts[p + 1]];
            String path = switch (parts[p]) {
                case TREE, NODE -> owner;
                case PROPERTY -> SgfPaths.property(owner, parts[p + 2]);
                case NAME -> SgfPaths.name(SgfPaths.property(owner, parts[p + 2]));
                case VALUE -> SgfPaths.value(SgfPaths.property(owner, parts[p + 2]), parts[p + 3]);
                case STEP -> SgfPaths.step(SgfPaths.property(owner, parts[p + 2]), parts[p + 3]);
                default -> throw new AssertionError(parts[p]);
            };
            into.put(path, parts[p + 4], parts[p + 5]);
        }
    }

    private Sgf collection() {
        if (n > 0 && t.charAt(0) == '\uFEFF') {
            throw UNSURE;
        }
        skipSpace();
        List<SgfTree> trees = new ArrayList<>();
        do {
            tree = trees.size();
            trees.add(tree(owner(-1, TREE, tree), true, 0));
            skipSpace();
        } while (i < n);
        return SgfBuilder.fromZero(source, trees, games, diagnostics);
    }

    /**
     * A game tree from its '(' to its ')': its node sequence, then its variations, {@code depth} variations deep;
     * variations nested deeper than {@link #MAX_DEPTH} are the grammar's to read (or to report as too deep).
     */
    private SgfTree tree(int owner, boolean top, int depth) {
        if (depth > MAX_DEPTH) {
            throw UNSURE;
        }
        int start = i;
        expect('(');
        skipSpace();
        if (at(i) != ';') {
            throw UNSURE;
        }
        List<SgfNode> nodes = new ArrayList<>();
        while (at(i) == ';') {
            root = top && nodes.isEmpty();
            nodes.add(node(owner(owner, NODE, nodes.size())));
        }
        root = false;
        List<SgfTree> variations = new ArrayList<>();
        while (at(i) == '(') {
            variations.add(tree(owner(owner, VARIATION, variations.size()), false, depth + 1));
            skipSpace();
        }
        expect(')');
        place(TREE, owner, 0, 0, start, i);
        return new SgfTree(nodes, variations);
    }

    /** A node from its ';' to the end of its last property; the white space after it skipped. */
    private SgfNode node(int owner) {
        int start = i++;
        int stop = i;
        List<SgfProperty> properties = new ArrayList<>();
        skipSpace();
        while (capital(at(i))) {
            properties.add(property(owner, properties.size()));
            stop = i;
            skipSpace();
        }
        place(NODE, owner, 0, 0, start, stop);
        return new SgfNode(properties);
    }

    /** A property: its name (the longest run of capitals, as the lexer cuts it), then its values by its kind. */
    private SgfProperty property(int owner, int p) {
        int start = i;
        int nameEnd = i;
        while (capital(at(nameEnd))) {
            nameEnd++;
        }
        i = nameEnd;
        skipSpace();
        expect('[');
        String kind = kind(start, nameEnd);
        SgfProperty property = switch (kind) {
            case "W", "B" -> move(owner, p, kind);
            case "MI" -> matchInfo(owner, p, kind);
            case "RE" -> result(owner, p, kind);
            case "RU" -> rules(kind);
            case "AE", "AB", "AW" -> points(owner, p, kind);
            case "CO" -> new SgfProperty(kind, List.of(oneOf(owner, p, "wbcn")), new SgfValue.CubeOwner(t.charAt(i - 2)));
            case "CP" -> cubePosition(owner, p, start, nameEnd);
            case "CV" -> cubeValue(owner, p, kind);
            case "DI" -> dice(owner, p, kind);
            case "PL" -> new SgfProperty(kind, List.of(oneOf(owner, p, "WB")), new SgfValue.ToPlay(Colour.of(t.charAt(i - 2))));
            case "GM", "FF" -> number(owner, p, kind);
            case "PW", "PB", "C" -> {
                String text = text(owner, p, 0);
                yield new SgfProperty(kind, List.of(text), new SgfValue.Text(text));
            }
            default -> other(owner, p, start, nameEnd);
        };
        place(NAME, owner, p, 0, start, nameEnd);
        place(PROPERTY, owner, p, 0, start, i);
        return property;
    }

    /** The name as one of {@link #KINDS}, or "" for a name the lexer reads as any other property's. */
    private String kind(int start, int end) {
        for (String kind : KINDS) {
            if (kind.length() == end - start && t.startsWith(kind, start)) {
                return kind;
            }
        }
        return "";
    }

    /** {@code W[41mixw]}, {@code B[double]}: the dice and 0 to 4 steps, or a cube action. */
    private SgfProperty move(int owner, int p, String name) {
        Colour side = Colour.of(name.charAt(0));
        int from = i;
        int close = close();
        String text = t.substring(from, close);
        place(VALUE, owner, p, 0, from, close);
        SgfValue value;
        if (text.equals("double") || text.equals("take") || text.equals("drop")) {
            value = new SgfValue.Cube(side, text.equals("double") ? SgfValue.CubeAction.DOUBLE
                    : text.equals("take") ? SgfValue.CubeAction.TAKE : SgfValue.CubeAction.DROP);
        } else {
            int length = close - from;
            if (length < 2 || length > 10 || length % 2 != 0 || !die(t.charAt(from)) || !die(t.charAt(from + 1))) {
                throw UNSURE;
            }
            List<SgfValue.Step> steps = new ArrayList<>(length / 2 - 1);
            for (int k = from + 2; k < close; k += 2) {
                char origin = t.charAt(k);
                char destination = t.charAt(k + 1);
                if (!(origin >= 'a' && origin <= 'y') || !(destination >= 'a' && destination <= 'x' || destination == 'z')) {
                    throw UNSURE;
                }
                for (String word : MOVE_WORDS) {
                    if (t.startsWith(word, k) || t.startsWith(word, k + 1)) {
                        throw UNSURE; // the lexer reads the word, and the parser finds no step
                    }
                }
                place(STEP, owner, p, steps.size(), k, k + 2);
                steps.add(new SgfValue.Step(origin, destination));
            }
            value = new SgfValue.Roll(side, t.charAt(from) - '0', t.charAt(from + 1) - '0', steps);
        }
        i = close + 1;
        return new SgfProperty(name, List.of(text), value);
    }

    /** {@code MI[length:7][game:3]}: 'key:number' entries, the page's keys (in any case) with a number. */
    private SgfProperty matchInfo(int owner, int p, String name) {
        List<String> texts = new ArrayList<>();
        List<SgfValue.InfoEntry> entries = new ArrayList<>();
        do {
            int start = i;
            if (!letter(at(i))) {
                throw UNSURE;
            }
            int k = i + 1;
            while (letter(at(k)) || digit(at(k)) || at(k) == '_') {
                k++;
            }
            if (at(k) != ':') {
                throw UNSURE;
            }
            String key = t.substring(start, k);
            int digits = ++k;
            while (digit(at(k))) {
                k++;
            }
            boolean known = key.equalsIgnoreCase("length") || key.equalsIgnoreCase("game") || key.equalsIgnoreCase("ws")
                    || key.equalsIgnoreCase("bs");
            if (k - digits > 9 || known && k == digits || at(k) != ']') {
                throw UNSURE;
            }
            place(VALUE, owner, p, texts.size(), start, k);
            texts.add(t.substring(start, k));
            entries.add(new SgfValue.InfoEntry(key, k == digits ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(t, digits, k, 10))));
            if (root && key.equalsIgnoreCase("game") && games.stream().noneMatch(g -> g[0] == tree)) {
                games.add(new int[] {tree, entries.size() - 1, start, k});
            }
            i = k;
        } while (next());
        return new SgfProperty(name, texts, new SgfValue.MatchInfo(entries));
    }

    /** {@code RE[W+2]}, {@code RE[B+4R]}, {@code RE[?]}. */
    private SgfProperty result(int owner, int p, String name) {
        int from = i;
        int close = close();
        SgfValue value;
        if (close == from + 1 && t.charAt(from) == '?') {
            value = new SgfValue.UnknownResult();
        } else {
            int end = t.charAt(close - 1) == 'R' ? close - 1 : close;
            if (close - from < 3 || at(from) != 'W' && at(from) != 'B' || t.charAt(from + 1) != '+' || end - from - 2 > 9) {
                throw UNSURE;
            }
            for (int k = from + 2; k < end; k++) {
                if (!digit(t.charAt(k))) {
                    throw UNSURE;
                }
            }
            if (end == from + 2) {
                throw UNSURE;
            }
            value = new SgfValue.Result(Colour.of(t.charAt(from)), Integer.parseInt(t, from + 2, end, 10), end < close);
        }
        place(VALUE, owner, p, 0, from, close);
        i = close + 1;
        return new SgfProperty(name, List.of(t.substring(from, close)), value);
    }

    /** {@code RU[Crawford:Jacoby]}: words joined by ':'. */
    private SgfProperty rules(String name) {
        int from = i;
        List<String> words = new ArrayList<>();
        while (true) {
            int start = i;
            if (!letter(at(i))) {
                throw UNSURE;
            }
            i++;
            while (letter(at(i)) || digit(at(i)) || at(i) == '_' || at(i) == '-') {
                i++;
            }
            words.add(t.substring(start, i));
            if (at(i) == ']') {
                break;
            }
            expect(':');
        }
        String text = t.substring(from, i++);
        return new SgfProperty(name, List.of(text), new SgfValue.Rules(words));
    }

    /** {@code AE[a:y]}, {@code AB[a][a][x]}: points 'a' to 'y', each alone or a range. */
    private SgfProperty points(int owner, int p, String name) {
        List<String> texts = new ArrayList<>();
        List<SgfValue.PointRange> ranges = new ArrayList<>();
        do {
            int start = i;
            if (!listPoint(at(i))) {
                throw UNSURE;
            }
            int k = i + 1;
            if (at(k) == ':') {
                if (!listPoint(at(k + 1))) {
                    throw UNSURE;
                }
                k += 2;
            }
            if (at(k) != ']') {
                throw UNSURE;
            }
            place(VALUE, owner, p, texts.size(), start, k);
            texts.add(t.substring(start, k));
            ranges.add(new SgfValue.PointRange(t.charAt(start), t.charAt(k - 1)));
            i = k;
        } while (next());
        return new SgfProperty(name, texts, new SgfValue.Points(ranges));
    }

    /** GNU Backgammon's {@code CP[w]} (one token of the lexer's), else a property named CP read as text. */
    private SgfProperty cubePosition(int owner, int p, int start, int nameEnd) {
        if ("wbcn".indexOf(at(i)) < 0 || at(i + 1) != ']') {
            return other(owner, p, start, nameEnd);
        }
        char letter = t.charAt(i);
        place(VALUE, owner, p, 0, i, i + 1);
        i += 2;
        return SgfBuilder.cubePosition(source, start, letter, diagnostics);
    }

    /** {@code CV[2]}: a power of two from 1 to 4096. */
    private SgfProperty cubeValue(int owner, int p, String name) {
        int from = i;
        int close = close();
        String text = t.substring(from, close);
        if (!CUBE_NUMBERS.contains(text)) {
            throw UNSURE;
        }
        place(VALUE, owner, p, 0, from, close);
        i = close + 1;
        return new SgfProperty(name, List.of(text), new SgfValue.CubeValue(Integer.parseInt(text)));
    }

    /** {@code DI[31]}. */
    private SgfProperty dice(int owner, int p, String name) {
        if (!die(at(i)) || !die(at(i + 1)) || at(i + 2) != ']') {
            throw UNSURE;
        }
        place(VALUE, owner, p, 0, i, i + 2);
        String text = t.substring(i, i + 2);
        i += 3;
        return new SgfProperty(name, List.of(text), new SgfValue.Dice(text.charAt(0) - '0', text.charAt(1) - '0'));
    }

    /** A value of one letter of {@code letters} (CO, PL), put; the scanner left past its ']'. */
    private String oneOf(int owner, int p, String letters) {
        if (letters.indexOf(at(i)) < 0 || at(i + 1) != ']') {
            throw UNSURE;
        }
        place(VALUE, owner, p, 0, i, i + 1);
        i += 2;
        return t.substring(i - 2, i - 1);
    }

    /** {@code GM[6]}, {@code FF[4]}: a number of at most nine digits; a game type other than 6 is the grammar path's to tell. */
    private SgfProperty number(int owner, int p, String name) {
        int from = i;
        while (digit(at(i))) {
            i++;
        }
        if (i == from || i - from > 9 || at(i) != ']') {
            throw UNSURE;
        }
        int number = Integer.parseInt(t, from, i, 10);
        if (name.equals("GM") && number != 6) {
            throw UNSURE;
        }
        place(VALUE, owner, p, 0, from, i);
        String text = t.substring(from, i++);
        return new SgfProperty(name, List.of(text), new SgfValue.Number(number));
    }

    /** Any other property: its name, then one or more values of text. */
    private SgfProperty other(int owner, int p, int start, int nameEnd) {
        List<String> texts = new ArrayList<>();
        while (true) {
            texts.add(text(owner, p, texts.size()));
            int k = i;
            while (space(at(k))) {
                k++;
            }
            if (at(k) != '[') {
                break;
            }
            i = k + 1;
        }
        return new SgfProperty(t.substring(start, nameEnd), texts, new SgfValue.Other());
    }

    /**
     * A value of text up to its ']', put, its escapes taken out: '\' keeps the next character, and drops a line end (a
     * soft line break). The scanner is left past the ']'.
     */
    private String text(int owner, int p, int index) {
        int from = i;
        StringBuilder text = null;
        int run = i;
        while (true) {
            if (i >= n) {
                throw UNSURE;
            }
            char c = t.charAt(i);
            if (c == ']') {
                break;
            }
            if (Character.isSurrogate(c)) {
                throw UNSURE; // offsets here are chars, the source map's code points
            }
            if (c == '\\') {
                if (i + 1 >= n || Character.isSurrogate(t.charAt(i + 1))) {
                    throw UNSURE;
                }
                if (text == null) {
                    text = new StringBuilder();
                }
                text.append(t, run, i);
                char escaped = t.charAt(i + 1);
                if (escaped == '\r' && at(i + 2) == '\n') {
                    i++;
                } else if (escaped != '\n' && escaped != '\r') {
                    text.append(escaped);
                }
                i += 2;
                run = i;
            } else {
                i++;
            }
        }
        place(VALUE, owner, p, index, from, i);
        String value = text == null ? t.substring(from, i) : text.append(t, run, i).toString();
        i++;
        return value;
    }

    /** Past a value's ']': true, the scanner on the next value, where a '[' follows (after any spaces, one token of the lexer's). */
    private boolean next() {
        int k = i + 1;
        while (space(at(k))) {
            k++;
        }
        if (at(k) == '[') {
            i = k + 1;
            return true;
        }
        i++;
        return false;
    }

    /** The ']' that closes the value the scanner is in. */
    private int close() {
        int close = t.indexOf(']', i);
        if (close < 0) {
            throw UNSURE;
        }
        return close;
    }

    private void expect(char c) {
        if (at(i) != c) {
            throw UNSURE;
        }
        i++;
    }

    private void skipSpace() {
        while (space(at(i))) {
            i++;
        }
    }

    private char at(int k) {
        return k < n ? t.charAt(k) : '\uFFFF';
    }

    /** The lexer's SPACE. */
    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\u000B';
    }

    private static boolean capital(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean letter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean die(char c) {
        return c >= '1' && c <= '6';
    }

    private static boolean listPoint(char c) {
        return c >= 'a' && c <= 'y';
    }
}
