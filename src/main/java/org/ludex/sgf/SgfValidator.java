package org.ludex.sgf;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The checks of a backgammon SGF file that need no replay: each root says GM[6]; a
 * property once a node, the game's information only in the root; MI's entries once each,
 * the scores below the length, the same length in every game and the games numbered in
 * order; a result of one point or more; the rules'
 * words; each checker step toward home and one die long; setup ranges in order. Parts the
 * parser had to mend are left alone.
 */
public final class SgfValidator {
    private static final Set<String> ROOT_ONLY = Set.of("GM", "FF", "CA", "AP", "MI", "PW", "PB", "RE", "RU", "DT", "EV", "RO", "PC");
    private static final Set<String> RULES = Set.of("Crawford", "CrawfordGame", "Jacoby");

    private SgfValidator() {}

    public static List<Diagnostic> validate(Sgf sgf, SourceMap map) {
        List<Diagnostic> found = new ArrayList<>();
        int firstLength = -1;
        String firstLengthPath = null;
        List<String> gamePaths = new ArrayList<>();
        List<Integer> gameNumbers = new ArrayList<>();
        for (int t = 0; t < sgf.trees().size(); t++) {
            SgfTree tree = sgf.trees().get(t);
            String treePath = SgfPaths.tree(t);
            String rootPath = SgfPaths.node(treePath, 0);
            if (tree.root().property("GM").isEmpty() && map.read(rootPath) && map.read(SgfPaths.parsed(treePath))) {
                found.add(Diagnostic.error(SgfCodes.GAME_TYPE_MISSING, map.span(rootPath),
                        "this game's root node does not say GM[6]: SGF takes a game without GM for Go"));
            }
            nodes(tree, treePath, true, map, found);
            int index = indexOf(tree.root(), "MI");
            if (index < 0 || !map.read(SgfPaths.node(treePath, 0))) {
                continue;
            }
            String mi = SgfPaths.property(rootPath, index);
            SgfValue.MatchInfo info = (SgfValue.MatchInfo) tree.root().properties().get(index).value();
            Set<String> keys = new HashSet<>();
            int length = info.length().orElse(0);
            for (int e = 0; e < info.entries().size(); e++) {
                SgfValue.InfoEntry entry = info.entries().get(e);
                String key = entry.key().toLowerCase(Locale.ROOT);
                String path = SgfPaths.value(mi, e);
                if (!keys.add(key)) {
                    found.add(Diagnostic.error(SgfCodes.INFO_REPEATED, map.span(path), "MI gives '" + entry.key() + "' a second time"));
                    continue;
                }
                OptionalInt number = entry.number();
                if (number.isEmpty()) {
                    continue;
                }
                if ((key.equals("ws") || key.equals("bs")) && length > 0 && number.getAsInt() >= length) {
                    found.add(Diagnostic.error(SgfCodes.INFO_SCORE, map.span(path), (key.equals("ws") ? "White" : "Black") + "'s score "
                            + number.getAsInt() + " is not below the match length " + length + ": the match would be over"));
                } else if (key.equals("length")) {
                    if (firstLength < 0) {
                        firstLength = number.getAsInt();
                        firstLengthPath = path;
                    } else if (number.getAsInt() != firstLength) {
                        found.add(Diagnostic.error(SgfCodes.INFO_LENGTH, map.span(path), "this game says the match is to " + number.getAsInt()
                                + ", the first game to " + firstLength)
                                .withRelated(map.span(firstLengthPath), "the first game's length"));
                    }
                } else if (key.equals("game")) {
                    gamePaths.add(path);
                    gameNumbers.add(number.getAsInt());
                }
            }
        }
        numbering(gamePaths, gameNumbers, map, found);
        return found;
    }

    /**
     * The games of a file follow on, each numbered one more than the one before (a file of one game of a match may
     * start anywhere; the reader has read GNU Backgammon's numbers from 0 one higher).
     */
    private static void numbering(List<String> paths, List<Integer> numbers, SourceMap map, List<Diagnostic> found) {
        for (int i = 1; i < numbers.size(); i++) {
            if (numbers.get(i) != numbers.get(i - 1) + 1) {
                found.add(Diagnostic.error(SgfCodes.INFO_GAME, map.span(paths.get(i)), "game " + numbers.get(i) + " follows game "
                        + numbers.get(i - 1) + ": the games of a file are numbered in the order written, each one more than the last")
                        .withRelated(map.span(paths.get(i - 1)), "the game before"));
            }
        }
    }

    /** Each node's properties checked; a path is made only for a finding (a clean file has none). */
    private static void nodes(SgfTree tree, String treePath, boolean top, SourceMap map, List<Diagnostic> found) {
        for (int n = 0; n < tree.nodes().size(); n++) {
            if (!map.complete() && !map.read(SgfPaths.node(treePath, n))) {
                continue;
            }
            boolean root = top && n == 0;
            SgfNode node = tree.nodes().get(n);
            Set<String> names = node.properties().size() > 1 ? new HashSet<>() : null;
            for (int p = 0; p < node.properties().size(); p++) {
                SgfProperty property = node.properties().get(p);
                if (names != null && !names.add(property.name())) {
                    found.add(Diagnostic.error(SgfCodes.PROPERTY_REPEATED, map.span(SgfPaths.name(path(treePath, n, p))), "'" + property.name()
                            + "' a second time in one node: SGF gives a property once a node"));
                    continue;
                }
                if (!root && ROOT_ONLY.contains(property.name())) {
                    found.add(Diagnostic.error(SgfCodes.ROOT_ONLY, map.span(SgfPaths.name(path(treePath, n, p))), "'" + property.name()
                            + "' belongs in the game's root node, the first of its tree"));
                }
                property(property, treePath, n, p, map, found);
            }
        }
        for (int v = 0; v < tree.variations().size(); v++) {
            nodes(tree.variations().get(v), SgfPaths.variation(treePath, v), false, map, found);
        }
    }

    /** The path of the {@code p}-th property of the {@code n}-th node of a tree. */
    private static String path(String treePath, int n, int p) {
        return SgfPaths.property(treePath, n, p);
    }

    private static void property(SgfProperty property, String treePath, int n, int p, SourceMap map, List<Diagnostic> found) {
        SgfValue value = property.value();
        if (value instanceof SgfValue.Result result && result.points() < 1) {
            found.add(Diagnostic.error(SgfCodes.RESULT_POINTS, map.span(SgfPaths.value(path(treePath, n, p), 0)), "a game is won by 1 point "
                    + "or more; this result says " + result.points()));
        } else if (value instanceof SgfValue.Rules rules) {
            for (String word : rules.words()) {
                if (!RULES.contains(word)) {
                    found.add(Diagnostic.warning(SgfCodes.RULES_UNKNOWN, map.span(path(treePath, n, p)), "RU names the rule '" + word
                            + "', which Ludex does not know (it knows Crawford, CrawfordGame and Jacoby); it is kept"));
                }
            }
        } else if (value instanceof SgfValue.Roll roll) {
            for (int s = 0; s < roll.steps().size(); s++) {
                SgfValue.Step step = roll.steps().get(s);
                int from = SgfAction.point(roll.side(), step.origin());
                int to = SgfAction.point(roll.side(), step.destination());
                if (misstep(from, to)) {
                    step(roll.side(), step, from, to, map.span(SgfPaths.step(path(treePath, n, p), s)), found);
                }
            }
        } else if (value instanceof SgfValue.Points points) {
            for (int r = 0; r < points.ranges().size(); r++) {
                SgfValue.PointRange range = points.ranges().get(r);
                if (range.first() > range.last()) {
                    found.add(Diagnostic.error(SgfCodes.SETUP_RANGE, map.span(SgfPaths.value(path(treePath, n, p), r)), "the range '"
                            + range.first() + ":" + range.last() + "' runs backwards: a range names its first point first"));
                }
            }
        }
    }

    /** Whether a step from one point to another (White's numbers) goes the other way or further than a die: a finding here. */
    static boolean misstep(int from, int to) {
        return to != SgfAction.OFF && to >= from || (to == SgfAction.OFF ? from > 6 : from - to > 6);
    }

    /** The finding of a step that goes the other way or further than a die (the caller has found it one). */
    private static void step(Colour side, SgfValue.Step step, int from, int to, Span span, List<Diagnostic> found) {
        String who = side == Colour.WHITE ? "White" : "Black";
        String written = "'" + step.origin() + step.destination() + "' (" + where(from) + "/" + where(to) + " for " + who + ")";
        if (to != SgfAction.OFF && to >= from) {
            found.add(Diagnostic.error(SgfCodes.MOVE_DIRECTION, span, written + " does not move the checker toward "
                    + who + "'s home"));
        } else {
            found.add(Diagnostic.error(SgfCodes.MOVE_DISTANCE, span, written + (to == SgfAction.OFF
                    ? " bears off from outside the home board" : " is " + (from - to) + " pips: a step is one die, 1 to 6")));
        }
    }

    private static String where(int point) {
        return point == SgfAction.BAR ? "bar" : point == SgfAction.OFF ? "off" : String.valueOf(point);
    }

    private static int indexOf(SgfNode node, String name) {
        for (int i = 0; i < node.properties().size(); i++) {
            if (node.properties().get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
