package org.ludex.sgf;

/**
 * Writes a backgammon SGF file as GNU Backgammon lays it out: each game tree from {@code (;}
 * with its root's properties on the first line, every later node on a line of its own
 * starting with {@code ;}, the tree's {@code )} at the end of its last node and a line end
 * after it; a variation (which GNU Backgammon does not write) in parentheses on the lines
 * after its sequence. Values are written as the model holds them, with {@code \} and
 * {@code ]} escaped, so that reading the text again gives the same model.
 */
public final class SgfWriter {
    private SgfWriter() {}

    public static String write(Sgf sgf) {
        StringBuilder out = new StringBuilder();
        for (SgfTree tree : sgf.trees()) {
            tree(out, tree);
            out.append('\n');
        }
        return out.toString();
    }

    private static void tree(StringBuilder out, SgfTree tree) {
        out.append('(');
        for (int i = 0; i < tree.nodes().size(); i++) {
            if (i > 0) {
                out.append('\n');
            }
            out.append(';');
            for (SgfProperty property : tree.nodes().get(i).properties()) {
                out.append(property.name());
                for (String value : property.values()) {
                    out.append('[');
                    escape(out, value);
                    out.append(']');
                }
            }
        }
        for (SgfTree variation : tree.variations()) {
            out.append('\n');
            tree(out, variation);
        }
        out.append(')');
    }

    private static void escape(StringBuilder out, String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == ']') {
                out.append('\\');
            }
            out.append(c);
        }
    }
}
