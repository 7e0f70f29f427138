package org.ludex.sgf;

import org.ludex.backgammonrecord.RecordRules;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.mat.Cell;
import org.ludex.mat.Column;
import org.ludex.mat.Lead;
import org.ludex.mat.Line;
import org.ludex.mat.Mat;
import org.ludex.mat.MatCodes;
import org.ludex.mat.MatGame;
import org.ludex.mat.MatPaths;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a match's text holds that its SGF ({@code ludex convert --to sgf}) has no place for: a warning a kind of loss,
 * at the first place that holds it, so that nothing is dropped without a word. The rules SGF says ({@code RU}), the
 * players' names and the {@code EventDate} tag (SGF's {@code DT}) cross; a cube limit, a rule turned off, a beaver or
 * raccoon, the dice of a roll after which a side resigned, and the other comment lines and tags do not.
 */
final class MatLeftOut {
    private MatLeftOut() {}

    /** The tags the conversion carries, or that the other warnings say (lower case). */
    private static final Set<String> RULE_TAGS = Set.of("crawford", "jacoby", "beaver", "beavers", "cubelimit");
    private static final Pattern DATE = Pattern.compile("(\\d{4})\\.(\\d{2})\\.(\\d{2})");

    /** The match's date as SGF's {@code DT} ({@code 2024-03-09}), from its first {@code EventDate} tag of the form {@code 2024.03.09}. */
    static Optional<String> date(Mat mat) {
        for (Lead lead : mat.lead()) {
            if (lead instanceof Lead.Tag tag && tag.name().equalsIgnoreCase("EventDate")) {
                Matcher m = DATE.matcher(tag.value().strip());
                return m.matches() ? Optional.of(m.group(1) + "-" + m.group(2) + "-" + m.group(3)) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    static List<Diagnostic> of(Mat mat, SourceMap map, RecordRules rules) {
        List<Diagnostic> found = new ArrayList<>();
        Map<String, Integer> tags = new LinkedHashMap<>();
        List<String> leftOut = new ArrayList<>();
        boolean comments = false;
        int firstLeftOut = -1;
        boolean dateCarried = date(mat).isPresent();
        for (int i = 0; i < mat.lead().size(); i++) {
            Lead lead = mat.lead().get(i);
            boolean lost = false;
            if (lead instanceof Lead.Tag tag) {
                String name = tag.name().toLowerCase(Locale.ROOT);
                tags.putIfAbsent(name, i);
                boolean carried = RULE_TAGS.contains(name) || name.equals("eventdate") && dateCarried
                        || name.equals("variation") && tag.value().equalsIgnoreCase("Backgammon")
                        || name.matches("player [12]") && isName(mat, tag.value());
                if (!carried && !leftOut.contains(tag.name())) {
                    leftOut.add(tag.name());
                }
                lost = !carried;
            } else if (lead instanceof Lead.Comment comment && !comment.text().isBlank()) {
                comments = true;
                lost = true;
            }
            firstLeftOut = lost && firstLeftOut < 0 ? i : firstLeftOut;
        }
        if (rules.cubeLimit() != 0) {
            found.add(Diagnostic.warning(MatCodes.CONVERT_CUBE_LIMIT, tag(map, tags, "cubelimit"),
                    "SGF has no cube limit: the limit of " + rules.cubeLimit() + " is left out of the SGF"));
        }
        if (!mat.money() && !rules.crawford()) {
            found.add(Diagnostic.warning(MatCodes.CONVERT_RULE, tag(map, tags, "crawford"),
                    "SGF cannot say that the Crawford rule is off: its SGF is read as played with the Crawford rule"));
        } else if (mat.money() && !rules.beavers()) {
            found.add(Diagnostic.warning(MatCodes.CONVERT_RULE, tags.containsKey("beaver") ? tag(map, tags, "beaver") : tag(map, tags, "beavers"),
                    "SGF cannot say that beavers are off: its SGF is read as played with beavers"));
        } else if (mat.money() && rules.jacoby().isPresent() && !rules.jacoby().get()) {
            found.add(Diagnostic.warning(MatCodes.CONVERT_RULE, tag(map, tags, "jacoby"),
                    "SGF cannot say that the Jacoby rule is off: its SGF does not say whether the Jacoby rule is played"));
        }
        cells(mat, map, found);
        if (firstLeftOut >= 0) {
            List<String> what = new ArrayList<>();
            if (comments) {
                what.add("the comment lines");
            }
            if (!leftOut.isEmpty()) {
                what.add((leftOut.size() == 1 ? "the tag " : "the tags ") + String.join(", ", leftOut.subList(0, Math.min(leftOut.size(), 6)))
                        + (leftOut.size() > 6 ? " (" + leftOut.size() + " tags)" : ""));
            }
            found.add(Diagnostic.warning(MatCodes.CONVERT_LEAD, map.span(MatPaths.lead(firstLeftOut)),
                    "SGF has no place for " + String.join(", nor for ", what) + ": left out of the SGF"));
        }
        return found;
    }

    private static boolean isName(Mat mat, String value) {
        return !mat.games().isEmpty() && (mat.games().get(0).left().name().equals(value) || mat.games().get(0).right().name().equals(value));
    }

    private static Span tag(SourceMap map, Map<String, Integer> tags, String name) {
        Integer index = tags.get(name);
        return index == null ? map.whole() : map.span(MatPaths.lead(index));
    }

    /** The first beaver or raccoon, and the first roll after which a side resigned ({@code ????}). */
    private static void cells(Mat mat, SourceMap map, List<Diagnostic> found) {
        String beaver = null;
        String resigned = null;
        int beavers = 0;
        int resignedRolls = 0;
        for (int g = 0; g < mat.games().size(); g++) {
            MatGame game = mat.games().get(g);
            for (int l = 0; l < game.lines().size(); l++) {
                if (!(game.lines().get(l) instanceof Line.Numbered line)) {
                    continue;
                }
                for (Column column : Column.values()) {
                    Optional<Cell> cell = column == Column.LEFT ? line.left() : line.right();
                    if (cell.isPresent() && cell.get() instanceof Cell.Offer offer && offer.kind() != Cell.Offer.Kind.DOUBLES) {
                        beaver = beaver == null ? MatPaths.cell(g, l, column) : beaver;
                        beavers++;
                    } else if (cell.isPresent() && cell.get() instanceof Cell.Roll roll && roll.resigned()) {
                        resigned = resigned == null ? MatPaths.cell(g, l, column) : resigned;
                        resignedRolls++;
                    }
                }
            }
        }
        if (beaver != null) {
            found.add(Diagnostic.warning(MatCodes.CONVERT_BEAVER, map.span(beaver), "SGF has no beaver or raccoon: "
                    + (beavers == 1 ? "this one is" : "these " + beavers + " are") + " written as a double of the side that answers,"
                    + " which GNU Backgammon reads as a double"));
        }
        if (resigned != null) {
            found.add(Diagnostic.warning(MatCodes.CONVERT_RESIGNED_ROLL, map.span(resigned), "SGF says a resignation in the game's result"
                    + " alone: the dice of " + (resignedRolls == 1 ? "this roll" : "these " + resignedRolls + " rolls")
                    + ", after which the side resigned, are left out"));
        }
    }
}
