package org.ludex.backgammon;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules of a play on a board's counts ({@link Board}: side * 26 + point), with no allocation on the paths a
 * replay takes for every move: one step's legality, the most dice a roll can use, and, on request, every legal
 * play. Methods that try moves put the counts back as they found them.
 */
final class Plays {
    private static final int SLOTS = Board.SLOTS;

    private Plays() {
    }

    static int opponentOn(int[] b, int s, int point) {
        return b[(1 - s) * SLOTS + 25 - point];
    }

    static boolean allHome(int[] b, int s) {
        int base = s * SLOTS;
        for (int point = 7; point <= Board.BAR; point++) {
            if (b[base + point] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether no checker of the side stands on a point above {@code from} in its home board. */
    static boolean noneAbove(int[] b, int s, int from) {
        int base = s * SLOTS;
        for (int point = from + 1; point <= 6; point++) {
            if (b[base + point] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Why a step cannot be carried out on the board at all, whatever the rules: or null. */
    static Fault physical(int[] b, int s, int from, int to) {
        if (from <= to || from < 1 || from > Board.BAR || to > 24) {
            return Fault.DIRECTION;
        }
        if (b[s * SLOTS + from] == 0) {
            return Fault.NO_CHECKER;
        }
        if (to > 0 && opponentOn(b, s, to) >= 2) {
            return Fault.BLOCKED;
        }
        return null;
    }

    /** Moves a checker (the step is possible); true when it hit. */
    static boolean make(int[] b, int s, int from, int to) {
        int base = s * SLOTS;
        b[base + from]--;
        b[base + to]++;
        if (to > 0) {
            int theirs = (1 - s) * SLOTS + 25 - to;
            if (b[theirs] == 1) {
                b[theirs] = 0;
                b[(1 - s) * SLOTS + Board.BAR]++;
                return true;
            }
        }
        return false;
    }

    static void unmake(int[] b, int s, int from, int to, boolean hit) {
        int base = s * SLOTS;
        b[base + from]++;
        b[base + to]--;
        if (hit) {
            b[(1 - s) * SLOTS + 25 - to] = 1;
            b[(1 - s) * SLOTS + Board.BAR]--;
        }
    }

    /** Where a legal step of {@code die} from {@code from} lands (0 for off), or -1 when it is not legal. */
    static int land(int[] b, int s, int from, int die) {
        int base = s * SLOTS;
        if (b[base + from] == 0 || (from != Board.BAR && b[base + Board.BAR] != 0)) {
            return -1;
        }
        int to = from - die;
        if (to >= 1) {
            return opponentOn(b, s, to) >= 2 ? -1 : to;
        }
        if (!allHome(b, s)) {
            return -1;
        }
        return to == 0 || noneAbove(b, s, from) ? 0 : -1;
    }

    /** Whether some checker can move {@code die}. */
    static boolean anyStep(int[] b, int s, int die) {
        for (int from = Board.BAR; from >= 1; from--) {
            if (land(b, s, from, die) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The most dice of the roll a legal play can use: 0 to 2, or to 4 for a doublet. */
    static int maxDice(int[] b, int s, int first, int second) {
        if (first == second) {
            return doublet(b, s, first, Board.BAR, 4);
        }
        int best = 0;
        for (int order = 0; order < 2; order++) {
            int one = order == 0 ? first : second;
            int two = order == 0 ? second : first;
            for (int from = Board.BAR; from >= 1; from--) {
                int to = land(b, s, from, one);
                if (to < 0) {
                    continue;
                }
                best = 1;
                boolean hit = make(b, s, from, to);
                boolean both = anyStep(b, s, two);
                unmake(b, s, from, to, hit);
                if (both) {
                    return 2;
                }
            }
        }
        return best;
    }

    /** The most steps of {@code die} (up to {@code left}) checkers on points up to {@code top} can make, highest first. */
    private static int doublet(int[] b, int s, int die, int top, int left) {
        int best = 0;
        for (int from = top; from >= 1; from--) {
            int to = land(b, s, from, die);
            if (to < 0) {
                continue;
            }
            if (left == 1) {
                return 1;
            }
            boolean hit = make(b, s, from, to);
            int more = 1 + doublet(b, s, die, from, left - 1);
            unmake(b, s, from, to, hit);
            if (more > best) {
                best = more;
                if (best == left) {
                    return best;
                }
            }
        }
        return best;
    }

    /** What {@link #check} found beyond its findings: which steps hit, and whether every step was made. */
    static final class Checked {
        int hits;
        boolean whole = true;
    }

    /**
     * Plays {@code steps} on {@code b} (changed in place) under the rules for {@code dice}, adding a finding for
     * each step that breaks a rule and, when every step was legal, for a play that uses fewer dice than the rules
     * require. A step that cannot be made on the board is left out. {@code before} is the board before the play,
     * not changed.
     */
    static Checked check(int[] before, int[] b, int s, Dice dice, List<Step> steps, List<Finding> out) {
        Checked checked = new Checked();
        int n = dice.steps();
        int[] avail = new int[7];
        avail[dice.first()] += dice.isDoublet() ? 4 : 1;
        if (!dice.isDoublet()) {
            avail[dice.second()]++;
        }
        boolean legal = true;
        int used = 0;
        int usedDie = 0;
        int usedFrom = 0;
        int usedTo = 0;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            int from = step.from();
            int to = step.to();
            Fault physical = physical(b, s, from, to);
            if (i >= n) {
                if (i == n) {
                    out.add(new Finding(Fault.TOO_MANY_STEPS, i, n));
                }
                legal = false;
                if (physical == null) {
                    if (make(b, s, from, to) && i < 32) {
                        checked.hits |= 1 << i;
                    }
                } else {
                    checked.whole = false;
                }
                continue;
            }
            if (physical != null) {
                out.add(new Finding(physical, i, Finding.NONE));
                legal = false;
                checked.whole = false;
                continue;
            }
            Fault rule = null;
            if (b[s * SLOTS + Board.BAR] > 0 && from != Board.BAR) {
                rule = Fault.BAR_FIRST;
            } else if (to == 0 && !allHome(b, s)) {
                rule = Fault.BEAR_OFF_HOME;
            }
            int distance = from - to;
            int die = distance <= 6 && avail[distance] > 0 ? distance : 0;
            if (die == 0 && to == 0 && from <= 6) {
                for (int larger = from + 1; larger <= 6; larger++) {
                    if (avail[larger] > 0) {
                        die = larger;
                        break;
                    }
                }
                if (die != 0 && rule == null && !noneAbove(b, s, from)) {
                    rule = Fault.HIGHER_POINT;
                }
            }
            if (rule != null) {
                out.add(new Finding(rule, i, Finding.NONE));
                legal = false;
            } else if (die == 0) {
                out.add(new Finding(Fault.NO_DIE, i, Finding.NONE));
                legal = false;
            }
            if (die != 0) {
                avail[die]--;
                used++;
                usedDie = die;
                usedFrom = from;
                usedTo = to;
            }
            if (make(b, s, from, to) && i < 32) {
                checked.hits |= 1 << i;
            }
        }
        if (legal && used < n) {
            int[] board = before.clone();
            int most = maxDice(board, s, dice.first(), dice.second());
            if (most > used) {
                out.add(new Finding(used == 0 ? Fault.PLAY_EXISTS : Fault.MAXIMUM_DICE, Finding.WHOLE, most));
            } else if (!dice.isDoublet() && used == 1 && usedDie != dice.larger() && anyStep(board, s, dice.larger())
                    && !(usedTo == 0 && land(board, s, usedFrom, dice.larger()) == 0)) {
                // (a checker borne off by the smaller die could have been borne off by the larger: the same play)
                out.add(new Finding(Fault.LARGER_DIE, Finding.WHOLE, dice.larger()));
            }
        }
        return checked;
    }

    /**
     * Written pairs as single-die steps: a pair that one unused die covers stays one step; a pair that several
     * cover (24/14 with 6-4, 13/7 with 3-3) becomes their steps, through intermediate points that are open, and
     * where there is a choice, that hit nothing (a notation writes an intermediate hit as its own pair); any other
     * pair stays as written, for the rules to tell what is wrong with it.
     */
    static Split split(int[] before, int s, Dice dice, List<Step> written) {
        int[] b = before.clone();
        int[] avail = new int[7];
        avail[dice.first()] += dice.isDoublet() ? 4 : 1;
        if (!dice.isDoublet()) {
            avail[dice.second()]++;
        }
        List<Step> steps = new ArrayList<>(4);
        List<Integer> pairs = new ArrayList<>(4);
        int[] path = new int[4];
        for (int k = 0; k < written.size(); k++) {
            Step pair = written.get(k);
            int from = pair.from();
            int to = pair.to();
            Fault physical = physical(b, s, from, to);
            if (physical == null && !covered(avail, from, to)) {
                int length = route(b, s, avail, from, to, path, 0, false);
                if (length < 0) {
                    length = route(b, s, avail, from, to, path, 0, true);
                }
                if (length > 0) {
                    int at = from;
                    for (int i = 0; i < length; i++) {
                        int next = Math.max(0, at - path[i]);
                        steps.add(new Step(at, next));
                        pairs.add(k);
                        avail[path[i]]--;
                        make(b, s, at, next);
                        at = next;
                    }
                    continue;
                }
            }
            steps.add(pair);
            pairs.add(k);
            if (physical == null) {
                int distance = from - to;
                if (distance <= 6 && avail[distance] > 0) {
                    avail[distance]--;
                } else if (to == 0) {
                    for (int larger = from + 1; larger <= 6; larger++) {
                        if (avail[larger] > 0) {
                            avail[larger]--;
                            break;
                        }
                    }
                }
                make(b, s, from, to);
            }
        }
        return new Split(steps, pairs);
    }

    private static boolean covered(int[] avail, int from, int to) {
        int distance = from - to;
        if (distance <= 6 && avail[distance] > 0) {
            return true;
        }
        if (to == 0 && from <= 6) {
            for (int larger = from + 1; larger <= 6; larger++) {
                if (avail[larger] > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A route of legal single-die steps from {@code at} to {@code to} with the unused dice, its dice put in
     * {@code path} from {@code depth}: its length in all, or -1. The board and the dice are as they were after.
     */
    private static int route(int[] b, int s, int[] avail, int at, int to, int[] path, int depth, boolean hitting) {
        if (depth >= path.length) {
            return -1;
        }
        for (int die = 1; die <= 6; die++) {
            if (avail[die] == 0) {
                continue;
            }
            int landed = land(b, s, at, die);
            if (landed < 0) {
                continue;
            }
            if (landed == to) {
                path[depth] = die;
                return depth + 1;
            }
            if (landed < to || landed == 0 || !hitting && opponentOn(b, s, landed) == 1) {
                continue;
            }
            avail[die]--;
            boolean hit = make(b, s, at, landed);
            int length = route(b, s, avail, landed, to, path, depth + 1, hitting);
            unmake(b, s, at, landed, hit);
            avail[die]++;
            if (length > 0) {
                path[depth] = die;
                return length;
            }
        }
        return -1;
    }

    /**
     * Every legal play of the roll, one per resulting board, each with a step sequence that reaches it; the play
     * of no step when none can be made.
     */
    static List<LegalPlay> legalPlays(Board board, Side side, Dice dice) {
        Collector collector = new Collector(board.counts(), side.index(), dice);
        if (dice.isDoublet()) {
            collector.doublet(dice.first(), Board.BAR, 0);
        } else {
            collector.pair(dice.first(), dice.second(), 0);
            collector.pair(dice.second(), dice.first(), 0);
        }
        List<LegalPlay> plays = new ArrayList<>(collector.found.values());
        if (!dice.isDoublet() && collector.most == 1) {
            boolean larger = plays.stream().anyMatch(p -> collector.firstDie.get(p.board()) == dice.larger());
            if (larger) {
                plays.removeIf(p -> collector.firstDie.get(p.board()) != dice.larger());
            }
        }
        return List.copyOf(plays);
    }

    private static final class Collector {
        final int[] b;
        final int s;
        final int[] froms = new int[4];
        final int[] tos = new int[4];
        int hits;
        int most = -1;
        final Map<Board, LegalPlay> found = new LinkedHashMap<>();
        final Map<Board, Integer> firstDie = new LinkedHashMap<>();

        Collector(int[] b, int s, Dice dice) {
            this.b = b;
            this.s = s;
        }

        void pair(int one, int two, int depth) {
            int die = depth == 0 ? one : two;
            boolean moved = false;
            if (depth < 2) {
                for (int from = Board.BAR; from >= 1; from--) {
                    int to = land(b, s, from, die);
                    if (to < 0) {
                        continue;
                    }
                    moved = true;
                    push(depth, from, to);
                    pair(one, two, depth + 1);
                    pop(depth);
                }
            }
            if (!moved) {
                leaf(depth, one);
            }
        }

        void doublet(int die, int top, int depth) {
            boolean moved = false;
            if (depth < 4) {
                for (int from = top; from >= 1; from--) {
                    int to = land(b, s, from, die);
                    if (to < 0) {
                        continue;
                    }
                    moved = true;
                    push(depth, from, to);
                    doublet(die, from, depth + 1);
                    pop(depth);
                }
            }
            if (!moved) {
                leaf(depth, die);
            }
        }

        private void push(int depth, int from, int to) {
            froms[depth] = from;
            tos[depth] = to;
            if (make(b, s, from, to)) {
                hits |= 1 << depth;
            }
        }

        private void pop(int depth) {
            boolean hit = (hits & (1 << depth)) != 0;
            hits &= ~(1 << depth);
            unmake(b, s, froms[depth], tos[depth], hit);
        }

        private void leaf(int depth, int die) {
            if (depth < most) {
                return;
            }
            if (depth > most) {
                most = depth;
                found.clear();
                firstDie.clear();
            }
            Board result = new Board(b.clone());
            if (found.containsKey(result)) {
                return;
            }
            List<Step> steps = new ArrayList<>(depth);
            for (int i = 0; i < depth; i++) {
                steps.add(new Step(froms[i], tos[i]));
            }
            found.put(result, new LegalPlay(steps, result, hits));
            firstDie.put(result, die);
        }
    }
}
