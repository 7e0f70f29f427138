package org.ludex.parse;

import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATNState;

/**
 * ANTLR's default recovery, with one repair to what "expected" lists say. When a
 * loop is left because its next token does not fit, the default strategy remembers
 * that place, so that a later mismatch can list everything that would have fitted
 * there (a tile or a '/', not only the space after a rack). It keeps that place even
 * after more tokens were read, and then lists a rule long left behind. This strategy
 * forgets the place as soon as the parser has moved past its token.
 *
 * <p>It also marks the rule in which a token was skipped or made up, as a failed rule
 * is marked, so that {@link Recovery#clean} finds every repair: a rule that matches a
 * set of tokens drops the token it makes up and would otherwise look read.
 */
public class ExpectingErrorStrategy extends DefaultErrorStrategy {
    /** The token index at which the loop left behind was recorded. */
    protected int recordedAt = -1;

    @Override
    public void sync(Parser recognizer) throws RecognitionException {
        int index = recognizer.getInputStream().index();
        if (nextTokensContext != null && recordedAt != index) {
            nextTokensContext = null;
            nextTokensState = ATNState.INVALID_STATE_NUMBER;
        }
        super.sync(recognizer);
        if (nextTokensContext != null && recordedAt != index) {
            recordedAt = index;
        }
    }

    /** What a loop left behind wanted is what is expected only while the parser is still at its token. */
    @Override
    public Token recoverInline(Parser recognizer) throws RecognitionException {
        if (nextTokensContext != null && recordedAt != recognizer.getInputStream().index()) {
            nextTokensContext = null;
            nextTokensState = ATNState.INVALID_STATE_NUMBER;
        }
        return super.recoverInline(recognizer);
    }

    @Override
    protected void reportMissingToken(Parser recognizer) {
        mark(recognizer);
        super.reportMissingToken(recognizer);
    }

    @Override
    protected void reportUnwantedToken(Parser recognizer) {
        mark(recognizer);
        super.reportUnwantedToken(recognizer);
    }

    private static void mark(Parser recognizer) {
        ParserRuleContext context = recognizer.getContext();
        if (context != null && context.exception == null) {
            context.exception = new InputMismatchException(recognizer);
        }
    }
}
