package org.ludex.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the parser's error recovery left in a tree. After a syntax error the parser
 * reports it, skips or supplies tokens and reads on; the parts it had to mend carry
 * the marks asked about here (a rule that failed, a token skipped or made up), so
 * that a decoder reads every clean part and keeps the mended ones as written.
 */
public final class Recovery {
    private Recovery() {}

    /** Whether the part was read without any repair: no rule in it failed, no token was skipped or made up. */
    public static boolean clean(ParseTree tree) {
        if (tree instanceof ErrorNode) {
            return false;
        }
        if (tree instanceof TerminalNode terminal) {
            return !madeUp(terminal.getSymbol());
        }
        if (tree instanceof ParserRuleContext context) {
            if (context.exception != null) {
                return false;
            }
            for (int i = 0; i < context.getChildCount(); i++) {
                if (!clean(context.getChild(i))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether the token was made up by the recovery (it stands for one that is missing from the input). */
    public static boolean madeUp(Token token) {
        return token == null || token.getTokenIndex() < 0 || token.getStartIndex() < 0;
    }

    /** The first token of every rule of the given kind in a tree (null: none), in text order. */
    public static List<Token> startsOf(ParseTree tree, Class<? extends ParserRuleContext> kind) {
        List<Token> found = new ArrayList<>();
        if (tree != null) {
            collect(tree, kind, found);
        }
        return found;
    }

    private static void collect(ParseTree tree, Class<? extends ParserRuleContext> kind, List<Token> found) {
        if (kind.isInstance(tree)) {
            found.add(((ParserRuleContext) tree).getStart());
            return;
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            collect(tree.getChild(i), kind, found);
        }
    }

    /**
     * Whether a field of a record was read without a repair and ends where its text
     * ends, at the field space after it (or the end of the record); if not, its path is
     * added to {@code mended}. A field already in {@code mended} was set aside before the
     * parse; with {@code mended} null (a parse without a repair) every field is read.
     */
    public static boolean readField(ParserRuleContext record, ParserRuleContext field, int fieldSpace, String path,
            Set<String> mended) {
        if (mended == null) {
            return true;
        }
        if (mended.contains(path)) {
            return false;
        }
        if (field != null && field.getStart() != null && clean(field)) {
            int at = record.children.indexOf(field);
            if (at >= 0 && at + 1 < record.getChildCount() && record.getChild(at + 1) instanceof TerminalNode next
                    && !(next instanceof ErrorNode) && !madeUp(next.getSymbol())
                    && (next.getSymbol().getType() == fieldSpace || next.getSymbol().getType() == Token.EOF)) {
                return true;
            }
        }
        mended.add(path);
        return false;
    }
}
