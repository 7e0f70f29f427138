package org.ludex.parse;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Friendly names for token types in "expected" lists: a literal token shows as its
 * quoted text ({@code 'XGID='}), any other in a player's words with an example, as
 * each format names it ("a signed score such as +12"), or failing that as its name in
 * lowercase words; the end of input is "end of input", never {@code <EOF>}.
 */
public final class TokenNames {
    public static final String END_OF_INPUT = "end of input";

    private final Vocabulary vocabulary;
    private final Map<Integer, String> overrides;
    private final Map<Integer, String> shownAs;
    private final Set<Integer> neverExpected;
    private final Map<Integer, Set<Integer>> dialectIn;

    private TokenNames(Vocabulary vocabulary, Map<Integer, String> overrides, Map<Integer, String> shownAs, Set<Integer> neverExpected,
            Map<Integer, Set<Integer>> dialectIn) {
        this.vocabulary = vocabulary;
        this.overrides = Map.copyOf(overrides);
        this.shownAs = Map.copyOf(shownAs);
        this.neverExpected = Set.copyOf(neverExpected);
        this.dialectIn = Map.copyOf(dialectIn);
    }

    /** Whether a token of this type is left out of "expected" lists (it is accepted only so that reading can go on). */
    public boolean neverExpected(int type) {
        return neverExpected.contains(type);
    }

    /**
     * Whether a token of this type is left out of "expected" lists within the rule {@code rule}: there it
     * starts only a dialect's alternative, which the grammar reads and the specification does not have.
     */
    public boolean neverExpected(int rule, int type) {
        return neverExpected.contains(type) || dialectIn.getOrDefault(rule, Set.of()).contains(type);
    }

    /**
     * How an offending token of this type is named before its text in "unexpected ..."
     * messages ({@code cell '1P'}), or null to show its text in quotes alone.
     */
    public String shownAs(int type) {
        return shownAs.get(type);
    }

    public static Builder builder(Vocabulary vocabulary) {
        return new Builder(vocabulary);
    }

    /**
     * The names a grammar's table gives (its {@code names.tsv}, beside the generated lexer): one row a token,
     * tab-separated, {@code name TOKEN words}, {@code shown TOKEN label}, {@code never TOKEN} or
     * {@code dialect TOKEN rule}; a line that starts with {@code #} is a comment.
     *
     * @throws IllegalArgumentException for a row that names no token or rule of the grammar, or is no such row
     */
    public static TokenNames read(Vocabulary vocabulary, List<String> ruleNames, String table) {
        Map<String, Integer> types = new HashMap<>();
        for (int type = 0; type <= vocabulary.getMaxTokenType(); type++) {
            String symbolic = vocabulary.getSymbolicName(type);
            if (symbolic != null) {
                types.put(symbolic, type);
            }
        }
        Builder builder = new Builder(vocabulary);
        for (String line : table.split("\\R")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] row = line.split("\t");
            Integer type = row.length < 2 ? null : types.get(row[1]);
            if (type == null) {
                throw new IllegalArgumentException("no token of the grammar in the row '" + line + "'");
            }
            switch (row[0]) {
                case "name" -> builder.name(type, text(row, line));
                case "shown" -> builder.shownAs(type, text(row, line));
                case "never" -> builder.neverExpected(type);
                case "dialect" -> {
                    int rule = ruleNames.indexOf(text(row, line));
                    if (rule < 0) {
                        throw new IllegalArgumentException("no rule of the grammar in the row '" + line + "'");
                    }
                    builder.dialectIn(rule, type);
                }
                default -> throw new IllegalArgumentException("a row is name, shown, never or dialect: '" + line + "'");
            }
        }
        return builder.build();
    }

    private static String text(String[] row, String line) {
        if (row.length != 3 || row[2].isEmpty()) {
            throw new IllegalArgumentException("the row '" + line + "' has no words after its token");
        }
        return row[2];
    }

    public String name(int type) {
        if (type == Token.EOF) {
            return END_OF_INPUT;
        }
        String override = overrides.get(type);
        if (override != null) {
            return override;
        }
        String literal = vocabulary.getLiteralName(type);
        if (literal != null) {
            return literal;
        }
        String symbolic = vocabulary.getSymbolicName(type);
        return symbolic == null ? "token " + type : symbolic.toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    public static final class Builder {
        private final Vocabulary vocabulary;
        private final Map<Integer, String> overrides = new HashMap<>();
        private final Map<Integer, String> shownAs = new HashMap<>();
        private final Set<Integer> neverExpected = new HashSet<>();
        private final Map<Integer, Set<Integer>> dialectIn = new HashMap<>();

        private Builder(Vocabulary vocabulary) {
            this.vocabulary = vocabulary;
        }

        /** Shows {@code type} as {@code name}: a quoted literal or a {@code <placeholder>}. */
        public Builder name(int type, String name) {
            overrides.put(type, name);
            return this;
        }

        /** An offending token of {@code type} reads "unexpected {@code label} TEXT", for tokens whose text carries its own quotes. */
        public Builder shownAs(int type, String label) {
            shownAs.put(type, label);
            return this;
        }

        /**
         * Leaves {@code type} out of "expected" lists whenever something else is listed:
         * for tokens a rule takes only so that a field with the wrong text is read whole.
         */
        public Builder neverExpected(int type) {
            neverExpected.add(type);
            return this;
        }

        /** Leaves {@code type} out of "expected" lists within the rule {@code rule}, where it starts only a dialect's alternative. */
        public Builder dialectIn(int rule, int type) {
            dialectIn.computeIfAbsent(rule, r -> new HashSet<>()).add(type);
            return this;
        }

        public TokenNames build() {
            return new TokenNames(vocabulary, overrides, shownAs, neverExpected, dialectIn);
        }
    }
}
