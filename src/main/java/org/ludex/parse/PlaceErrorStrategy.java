package org.ludex.parse;

import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.atn.Transition;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.function.IntPredicate;


/**
 * The recovery for a record of places that stand apart (the fields of a CGP, cut by its
 * lexer's modes at the spaces between them, and its opcodes, each ended by ';' or parted
 * by '|'): after a syntax error the rest of its place is skipped silently, and the parser
 * goes on at the place's end as if the place had been read whole. Each place then says
 * at most its first fault, and the places after it are read as in a record without that
 * fault: one finding per fault, and no cascade, from one parse.
 *
 * <p>Skipping never passes a token that ends a place ({@link #ends}); there the rules the
 * parser is in leave off, as at the end of a well-formed place, and the rule that expected
 * that very token (the space between fields, an opcode's ';') takes it. Where the record's
 * own rule gives up (no place after the fault), the rest of the record is skipped with it.
 * Every token the parser skipped is an error node of the tree, in the rule it was skipped in:
 * the tree holds the whole record, for the reader that reads the places from it.
 */
final class PlaceErrorStrategy extends ExpectingErrorStrategy {
    private final IntPredicate ends;
    private final int closedRule;
    /** The last token of the place of the last error reported: errors up to it come of that fault. */
    private int quietThrough = -1;

    PlaceErrorStrategy(Places places) {
        this.ends = places.ends();
        this.closedRule = places.closedRule();
    }

    @Override
    public void reportError(Parser recognizer, RecognitionException e) {
        if (quiet(recognizer, e.getOffendingToken())) {
            beginErrorCondition(recognizer);
            return;
        }
        endErrorCondition(recognizer);
        super.reportError(recognizer, e);
        quietFrom(recognizer, e.getOffendingToken());
    }

    @Override
    protected void reportUnwantedToken(Parser recognizer) {
        Token token = recognizer.getCurrentToken();
        if (quiet(recognizer, token)) {
            beginErrorCondition(recognizer);
            return;
        }
        endErrorCondition(recognizer);
        super.reportUnwantedToken(recognizer);
        quietFrom(recognizer, token);
    }

    @Override
    protected void reportMissingToken(Parser recognizer) {
        Token token = recognizer.getCurrentToken();
        if (quiet(recognizer, token)) {
            beginErrorCondition(recognizer);
            return;
        }
        endErrorCondition(recognizer);
        super.reportMissingToken(recognizer);
        quietFrom(recognizer, token);
    }

    /**
     * Skips to the end of the place. Where the rule that failed wanted that very end (the space
     * after a field, an opcode's ';'), it takes it; where it wanted an end and the record ends
     * first, that is said, as of a place read whole.
     */
    @Override
    public void recover(Parser recognizer, RecognitionException e) {
        TokenStream tokens = recognizer.getInputStream();
        if (lastErrorIndex == tokens.index() && lastErrorStates != null && lastErrorStates.contains(recognizer.getState())
                && tokens.LA(1) != Token.EOF && !ends.test(tokens.LA(1))) {
            recognizer.consume(); // the same failure again where nothing was read: one token on, as ANTLR does
        }
        lastErrorIndex = tokens.index();
        if (lastErrorStates == null) {
            lastErrorStates = new IntervalSet();
        }
        lastErrorStates.add(recognizer.getState());
        ATNState state = recognizer.getATN().states.get(recognizer.getState());
        IntervalSet wanted = recognizer.getATN().nextTokens(state);
        consumeUntil(recognizer, null);
        int next = tokens.LA(1);
        boolean placeRule = recognizer.getContext().parent != null && recognizer.getContext().parent.getRuleIndex() == closedRule;
        if (next != Token.EOF && (takes(state, next, new java.util.HashSet<>()) || placeRule)) { // a place's own end goes with it
            endErrorCondition(recognizer); // the token this rule wanted, at the end of the place: taken as read
            recognizer.consume();
        } else if (next == Token.EOF && !wanted.contains(Token.EPSILON) && !wanted.contains(Token.EOF) && onlyEnds(wanted)) {
            reportError(recognizer, new InputMismatchException(recognizer));
        } else if (next != Token.EOF && recognizer.getContext().parent == null) {
            // The record's own rule gives up here: the rest of the record goes with the fault, and the tree keeps it.
            while (tokens.LA(1) != Token.EOF) {
                recognizer.consume();
            }
        }
    }

    /** Whether the rule matches {@code type} itself from {@code state}, not through a rule it calls. */
    private static boolean takes(ATNState state, int type, java.util.Set<ATNState> seen) {
        if (!seen.add(state)) {
            return false;
        }
        for (Transition t : state.getTransitions()) {
            if (t instanceof RuleTransition) {
                continue;
            }
            if (t.isEpsilon()) {
                if (takes(t.target, type, seen)) {
                    return true;
                }
            } else if (t.matches(type, Token.MIN_USER_TOKEN_TYPE, Integer.MAX_VALUE)) {
                return true;
            }
        }
        return false;
    }

    private boolean onlyEnds(IntervalSet wanted) {
        for (int type : wanted.toArray()) {
            if (!ends.test(type)) {
                return false;
            }
        }
        return !wanted.isNil();
    }

    @Override
    protected Token singleTokenDeletion(Parser recognizer) {
        if (ends.test(recognizer.getInputStream().LA(1))) {
            return null; // the end of a place is never passed over
        }
        return super.singleTokenDeletion(recognizer);
    }

    /**
     * Before a decision, a token that fits none of its ways: where the end of the place is what the decision
     * takes, the rest of the place is skipped and the rule reads on, as if the place had been read whole
     * (a rule that gave up would leave the rest of the record unread).
     */
    @Override
    public void sync(Parser recognizer) throws RecognitionException {
        if (inErrorRecoveryMode(recognizer)) {
            return;
        }
        TokenStream tokens = recognizer.getInputStream();
        int la = tokens.LA(1);
        ATNState state = recognizer.getATN().states.get(recognizer.getState());
        IntervalSet next = recognizer.getATN().nextTokens(state);
        if (la == Token.EOF || ends.test(la) || next.contains(la) || next.contains(Token.EPSILON)
                || getExpectedTokens(recognizer).contains(tokens.LA(2))) {
            super.sync(recognizer);
            return;
        }
        int k = 1;
        while (tokens.LA(k) != Token.EOF && !ends.test(tokens.LA(k))) {
            k++;
        }
        if (!next.contains(tokens.LA(k))) {
            super.sync(recognizer);
            return;
        }
        reportError(recognizer, new InputMismatchException(recognizer));
        consumeUntil(recognizer, null);
        endErrorCondition(recognizer);
    }

    /** Skips to the end of the place: the token that ends it, or the end of the record. */
    @Override
    protected void consumeUntil(Parser recognizer, IntervalSet set) {
        int type = recognizer.getInputStream().LA(1);
        while (type != Token.EOF && !ends.test(type)) {
            recognizer.consume();
            type = recognizer.getInputStream().LA(1);
        }
        nextTokensContext = null; // what a loop left behind wanted is no longer what is expected
        nextTokensState = ATNState.INVALID_STATE_NUMBER;
    }

    /** Whether the parser is in a place that ends in a token of its own. */
    private boolean closed(Parser recognizer) {
        for (RuleContext c = recognizer.getContext(); c != null; c = c.parent) {
            if (c.getRuleIndex() == closedRule) {
                return true;
            }
        }
        return false;
    }

    private boolean quiet(Parser recognizer, Token token) {
        return token != null && token.getTokenIndex() >= 0 && token.getTokenIndex() <= quietThrough;
    }

    /** The errors after this one up to the end of its place (the token that ends it, or the end of the record) come of it. */
    private void quietFrom(Parser recognizer, Token token) {
        if (token == null || token.getTokenIndex() < 0) {
            return;
        }
        TokenStream tokens = recognizer.getInputStream();
        int k = token.getTokenIndex();
        while (k < tokens.size() && tokens.get(k).getType() != Token.EOF && !ends.test(tokens.get(k).getType())) {
            k++;
        }
        boolean ended = k < tokens.size() && tokens.get(k).getType() != Token.EOF;
        // Cut short by the end of the record: a place that ends in a token of its own lacks it as part of its fault.
        quietThrough = Math.max(quietThrough, ended || closed(recognizer) ? k : k - 1);
    }
}
