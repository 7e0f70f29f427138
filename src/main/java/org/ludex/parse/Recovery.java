package org.ludex.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

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
}
