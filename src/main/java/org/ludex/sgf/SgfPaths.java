package org.ludex.sgf;

/**
 * The parts of an SGF file that its source map knows, by path, named only here: numbers
 * count from 0. {@code tree/T} (a game tree of the collection), {@code .../variation/V}
 * (a variation of a tree, itself a tree), {@code .../node/N} (a node of a tree's
 * sequence), {@code .../property/P} (a property of a node), {@code .../name} (its name),
 * {@code .../value/V} (a value, or an entry of MI, AE, AB, AW) and {@code .../step/S} (a
 * move's checker step).
 */
public final class SgfPaths {
    private SgfPaths() {}

    public static String tree(int tree) {
        return "tree/" + tree;
    }

    /**
     * A tree as parsed: never a span of its own, only marked unread when the parser had to mend some text of the
     * tree (a property or node it left out), so that what the tree lacks is not told as a fault of its own.
     */
    public static String parsed(String tree) {
        return tree + "/parsed";
    }

    public static String variation(String tree, int variation) {
        return tree + "/variation/" + variation;
    }

    public static String node(String tree, int node) {
        return tree + "/node/" + node;
    }

    public static String property(String node, int property) {
        return node + "/property/" + property;
    }

    /** The {@code property}-th property of the {@code node}-th node of a tree: {@link #property} of {@link #node}, in one step. */
    public static String property(String tree, int node, int property) {
        return tree + "/node/" + node + "/property/" + property;
    }

    public static String name(String property) {
        return property + "/name";
    }

    public static String value(String property, int value) {
        return property + "/value/" + value;
    }

    public static String step(String property, int step) {
        return property + "/step/" + step;
    }
}
