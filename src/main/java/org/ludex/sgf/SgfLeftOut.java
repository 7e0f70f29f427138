package org.ludex.sgf;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an SGF file holds that its match text ({@code ludex convert --to mat}) has no place for: a warning a kind of
 * loss (GNU Backgammon's analysis, comments, other properties, set-up positions, variations), at the first place that
 * holds it, so that nothing is dropped without a word. A game from a set-up position is written without its moves,
 * which the match text cannot play from it, and the set-up warning names those games. The moves and cube actions of each game's main line, the match
 * ({@code MI}'s length, game and scores), the players, the rules Ludex knows ({@code RU}), the result and the date
 * ({@code DT}, the match text's {@code EventDate} tag) cross.
 */
final class SgfLeftOut {
    private SgfLeftOut() {}

    /** GNU Backgammon's analysis and its marks of a move or a cube action. */
    private static final Set<String> ANALYSIS = Set.of("A", "DA", "LU", "MR", "CR", "BM", "DO", "TE", "BC", "DC", "IT", "IC", "TC", "GB", "GW", "GS");
    private static final Set<String> COMMENTS = Set.of("C", "GC");
    /** A node's set-up of the position, as the typed view reads it ({@link SgfGames}). */
    private static final Set<String> SETUP = Set.of("AE", "AB", "AW", "CV", "CO", "CP", "DI", "PL");
    /** What a root says that the match text holds, or that says nothing of the match (the file's format, charset, program). */
    private static final Set<String> ROOT_CARRIED = Set.of("FF", "GM", "CA", "AP", "PW", "PB", "RE", "MI", "RU");
    private static final Set<String> INFO_KEYS = Set.of("length", "game", "ws", "bs");
    private static final Set<String> RULES = Set.of("Crawford", "CrawfordGame", "Jacoby");
    private static final Pattern DATE = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");

    /** The file's date as the match text's {@code EventDate} ({@code 2024.03.09}), from the first game's {@code DT} of the form {@code 2024-03-09}. */
    static Optional<String> date(Sgf sgf) {
        if (sgf.trees().isEmpty()) {
            return Optional.empty();
        }
        return sgf.trees().get(0).root().property("DT").flatMap(p -> p.values().isEmpty() ? Optional.empty() : Optional.of(p.values().get(0)))
                .map(value -> DATE.matcher(value.strip())).filter(Matcher::matches)
                .map(m -> m.group(1) + "." + m.group(2) + "." + m.group(3));
    }

    /** One kind of loss: its first place, how many, and the names it concerns. */
    private static final class Kind {
        String first;
        int count;
        final List<String> names = new ArrayList<>();

        void add(String path, String name) {
            first = first == null ? path : first;
            count++;
            if (name != null && !names.contains(name)) {
                names.add(name);
            }
        }
    }

    /** The games (by index) with a set-up of the position, which the match text cannot start from or make. */
    static Set<Integer> setUpGames(Sgf sgf) {
        Set<Integer> games = new TreeSet<>();
        List<SgfGame> all = SgfGames.of(sgf);
        for (int g = 0; g < all.size(); g++) {
            if (all.get(g).actions().stream().anyMatch(a -> a instanceof SgfAction.Setup)) {
                games.add(g);
            }
        }
        return games;
    }

    /** The losses of {@code convert --to mat}; {@code resultsKept}: whether the games from a set-up position keep their results. */
    static List<Diagnostic> of(Sgf sgf, SourceMap map, boolean resultsKept) {
        Map<String, Kind> kinds = new LinkedHashMap<>();
        for (String code : List.of(SgfCodes.CONVERT_ANALYSIS, SgfCodes.CONVERT_COMMENT, SgfCodes.CONVERT_PROPERTY, SgfCodes.CONVERT_SETUP,
                SgfCodes.CONVERT_VARIATION)) {
            kinds.put(code, new Kind());
        }
        // the first game's DT is carried (as EventDate), and so is the same DT in every other game
        Optional<List<String>> date = date(sgf).isPresent() ? sgf.trees().get(0).root().property("DT").map(SgfProperty::values) : Optional.empty();
        // a node the typed view reads as a roll (GNU Backgammon's PL[B]DI[51] before a resignation) crosses as that roll
        Set<String> rolls = new HashSet<>();
        for (SgfGame game : SgfGames.of(sgf)) {
            game.actions().stream().filter(a -> a instanceof SgfAction.Play).map(a -> a.path().replaceFirst("/property/\\d+$", "")).forEach(rolls::add);
        }
        for (int t = 0; t < sgf.trees().size(); t++) {
            walk(sgf.trees().get(t), SgfPaths.tree(t), true, 0, date, rolls, kinds);
        }
        List<Diagnostic> found = new ArrayList<>();
        Set<Integer> setUp = setUpGames(sgf);
        kinds.forEach((code, kind) -> {
            if (kind.first != null) {
                found.add(Diagnostic.warning(code, map.span(kind.first), code.equals(SgfCodes.CONVERT_SETUP) ? setUpWords(setUp, resultsKept)
                        : words(code, kind)));
            }
        });
        return found;
    }

    /** What the match text has no place for, in a player's words. */
    private static String words(String code, Kind kind) {
        return switch (code) {
            case SgfCodes.CONVERT_ANALYSIS -> "the match text has no place for GNU Backgammon's analysis: "
                    + count(kind.count, "property", "properties") + " (" + names(kind) + ") left out";
            case SgfCodes.CONVERT_COMMENT -> "the match text has no place for comments: " + count(kind.count, "comment", "comments") + " left out";
            case SgfCodes.CONVERT_PROPERTY -> "the match text has no place for " + names(kind) + ": left out";
            case SgfCodes.CONVERT_VARIATION -> "the match text holds one line of play: " + count(kind.count, "variation", "variations")
                    + " other than the main line left out";
            default -> throw new IllegalArgumentException(code);
        };
    }

    /** The games from a set-up position, by their numbers in the match text, and what is left of them there. */
    private static String setUpWords(Set<Integer> games, boolean resultsKept) {
        List<String> numbers = games.stream().map(g -> String.valueOf(g + 1)).toList();
        if (numbers.isEmpty()) {
            return "the match text cannot set up a position: the set-up is left out";
        }
        String which = numbers.size() == 1 ? "game " + numbers.get(0)
                : "games " + String.join(", ", numbers.subList(0, numbers.size() - 1)) + " and " + numbers.get(numbers.size() - 1);
        boolean one = numbers.size() == 1;
        return "the match text cannot start a game from a set-up position: " + (resultsKept
                ? "the moves of " + which + " are left out, " + (one ? "its score line and result" : "their score lines and results") + " kept"
                : "the moves and " + (one ? "result" : "results") + " of " + which + " are left out, " + (one ? "its score line" : "their score lines")
                        + " kept");
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static String names(Kind kind) {
        List<String> names = kind.names;
        return String.join(", ", names.subList(0, Math.min(names.size(), 8))) + (names.size() > 8 ? " and " + (names.size() - 8) + " more" : "");
    }

    /** A tree's nodes from {@code firstNode} on, and its variations: only the first of each is the main line. */
    private static void walk(SgfTree part, String partPath, boolean main, int depth, Optional<List<String>> date, Set<String> rolls, Map<String, Kind> kinds) {
        if (!main) {
            kinds.get(SgfCodes.CONVERT_VARIATION).add(part.nodes().isEmpty() ? partPath : SgfPaths.node(partPath, 0), null);
            return;
        }
        for (int i = 0; i < part.nodes().size(); i++) {
            String nodePath = SgfPaths.node(partPath, i);
            boolean root = depth == 0 && i == 0;
            SgfNode node = part.nodes().get(i);
            String setup = null;
            for (int p = 0; p < node.properties().size(); p++) {
                SgfProperty property = node.properties().get(p);
                String path = SgfPaths.property(nodePath, p);
                String name = property.name();
                if (property.value() instanceof SgfValue.Roll || property.value() instanceof SgfValue.Cube
                        || rolls.contains(nodePath) && (property.value() instanceof SgfValue.Dice || property.value() instanceof SgfValue.ToPlay)) {
                    continue;
                }
                if (ANALYSIS.contains(name)) {
                    kinds.get(SgfCodes.CONVERT_ANALYSIS).add(path, name);
                } else if (COMMENTS.contains(name)) {
                    kinds.get(SgfCodes.CONVERT_COMMENT).add(path, name);
                } else if (!root && SETUP.contains(name) && !(property.value() instanceof SgfValue.Other)) {
                    setup = setup == null ? path : setup;
                } else if (root && name.equals("MI") && property.value() instanceof SgfValue.MatchInfo info) {
                    info.entries().stream().filter(e -> !INFO_KEYS.contains(e.key().toLowerCase(Locale.ROOT))).findFirst()
                            .ifPresent(e -> kinds.get(SgfCodes.CONVERT_PROPERTY).add(path, "MI entry '" + e.key() + "'"));
                } else if (root && name.equals("RU") && property.value() instanceof SgfValue.Rules rules) {
                    rules.words().stream().filter(w -> !RULES.contains(w)).findFirst()
                            .ifPresent(w -> kinds.get(SgfCodes.CONVERT_PROPERTY).add(path, "RU word '" + w + "'"));
                } else if (root && (ROOT_CARRIED.contains(name) || name.equals("DT") && date.isPresent() && property.values().equals(date.get()))) {
                    continue;
                } else {
                    kinds.get(SgfCodes.CONVERT_PROPERTY).add(path, name);
                }
            }
            if (setup != null) {
                kinds.get(SgfCodes.CONVERT_SETUP).add(setup, null);
            }
        }
        for (int v = 0; v < part.variations().size(); v++) {
            walk(part.variations().get(v), SgfPaths.variation(partPath, v), v == 0, depth + 1, date, rolls, kinds);
        }
    }
}
