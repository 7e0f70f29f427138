package org.ludex.sgf;

import java.util.ArrayList;
import java.util.List;

/** A game tree: its sequence of nodes and the variations after it (the first is the main line). */
public record SgfTree(List<SgfNode> nodes, List<SgfTree> variations) {
    public SgfTree {
        nodes = List.copyOf(nodes);
        variations = List.copyOf(variations);
    }

    /** The root node: the first of the sequence (the grammar gives every tree one). */
    public SgfNode root() {
        return nodes.get(0);
    }

    /** The nodes of the main line: this sequence, then the first variation's main line. */
    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>(nodes);
        SgfTree tree = this;
        while (!tree.variations.isEmpty()) {
            tree = tree.variations.get(0);
            line.addAll(tree.nodes);
        }
        return line;
    }
}
