package org.ludex.gcg;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.WritableToken;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;
import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.grammar.GcgParser;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The parse tree of {@code GcgParser.g4} for a file the grammar reads without a syntax
 * error, built from {@link GcgTokens} without the generated parser: the same contexts,
 * labels, tokens, starts and stops as the generated parser builds. Any other file is
 * left to the generated parser (null), which reports what is wrong and recovers.
 *
 * <p>What makes it exact: every decision of the parser grammar is taken on the next
 * token alone (a line by its first token, an event's optional rack because no move
 * starts with {@code WORD}, the move by its first token, extra tokens up to the line's
 * end), so a file the grammar reads without error has one tree, and a token out of
 * place is where this gives up. {@code GcgTokensTest} and the fuzz test (through {@code TokenAgreement}) hold it to the
 * generated parser.
 *
 * <p>Each context's list of children is made at the size it will have (a line's
 * tokens, an event's fields), not at the generated parser's default of ten.
 *
 * <p>Why by hand: with tokens cut by hand, the generated parser's token stream, rule
 * entries, matches and error-strategy syncs were a third of reading a game file; and
 * on a folder of many files its code is a large part of what the JIT compiles.
 */
final class GcgTree {
    // The parser's ATN states at which each rule is invoked, which the generated parser records in the
    // contexts: read from its ATN, so that a grammar edit that moves them moves them here too.
    private static final int[] LINES = invokingStates(GcgParser.RULE_gcgLine, 2);
    private static final int FIRST_LINE = LINES[0];
    private static final int LATER_LINE = LINES[1];
    private static final int EVENT = invokingStates(GcgParser.RULE_gcgEvent, 1)[0];
    private static final int MOVE = invokingStates(GcgParser.RULE_eventMove, 1)[0];
    private static final int SCORE = invokingStates(GcgParser.RULE_eventScore, 1)[0];
    private static final int CUMULATIVE = invokingStates(GcgParser.RULE_cumulativeScore, 1)[0];
    private static final int EXTRA = invokingStates(GcgParser.RULE_extraToken, 1)[0];

    /**
     * The states of the generated parser's ATN with a transition into {@code rule}, in
     * ascending order (the order of the grammar's text); there must be {@code expected}
     * of them, or the grammar has changed in a way this class must follow.
     */
    static int[] invokingStates(int rule, int expected) {
        int[] states = GcgParser._ATN.states.stream()
                .filter(state -> state != null && IntStream.range(0, state.getNumberOfTransitions())
                        .anyMatch(i -> state.transition(i) instanceof RuleTransition call && call.target.ruleIndex == rule))
                .mapToInt(state -> state.stateNumber).sorted().toArray();
        if (states.length != expected) {
            throw new IllegalStateException("GcgParser invokes rule " + GcgParser.ruleNames[rule] + " from " + states.length
                    + " places, GcgTree builds it at " + expected + ": follow the grammar edit in GcgTree");
        }
        return states;
    }

    private final GcgTokens tokens;
    /** The context an event's labelled score context is made from, one for the file: only its parent changes. */
    private final GcgParser.EventScoreContext scoreBase = new GcgParser.EventScoreContext(null, SCORE);
    private Token next;
    private Token last;
    private int index;

    private GcgTree(String text) {
        this.tokens = new GcgTokens(text);
        this.next = fetch();
    }

    /** The tree the generated parser builds for {@code text}, or null when it would report a syntax error. */
    static GcgParser.GcgFileContext build(String text) {
        if (text.length() > GcgGrammar.MAX_LENGTH) {
            return null; // counted in chars, never fewer than code points: left to the parse driver's limit
        }
        return new GcgTree(text).file();
    }

    private Token fetch() {
        Token token = tokens.nextToken();
        ((WritableToken) token).setTokenIndex(index++);
        return token;
    }

    private int la() {
        return next.getType();
    }

    /** Adds the next token to {@code context} and moves on; the end of input is added but not passed. */
    private Token consume(ParserRuleContext context) {
        Token token = next;
        context.addChild(new TerminalNodeImpl(token));
        if (token.getType() != Token.EOF) {
            last = token;
            next = fetch();
        }
        return token;
    }

    private static boolean startsLine(int type) {
        return type == GcgLexer.PRAGMA_NAME || type == GcgLexer.EVENT_START || type == GcgLexer.STRAY_TEXT;
    }

    private GcgParser.GcgFileContext file() {
        GcgParser.GcgFileContext file = new GcgParser.GcgFileContext(null, -1);
        file.start = next;
        if (startsLine(la()) && !line(file, FIRST_LINE)) {
            return null;
        }
        while (la() == GcgLexer.LINE_END) {
            consume(file);
            if (startsLine(la()) && !line(file, LATER_LINE)) {
                return null;
            }
        }
        if (la() != Token.EOF) {
            return null;
        }
        file.stop = consume(file);
        return file;
    }

    private boolean line(GcgParser.GcgFileContext file, int invokingState) {
        GcgParser.GcgLineContext base = new GcgParser.GcgLineContext(file, invokingState);
        base.start = next;
        GcgParser.GcgLineContext line;
        switch (la()) {
            case GcgLexer.PRAGMA_NAME -> {
                line = new GcgParser.PragmaLineContext(base);
                line.children = new ArrayList<>(2);
                consume(line);
                if (la() == GcgLexer.PRAGMA_TEXT) {
                    consume(line);
                }
            }
            case GcgLexer.EVENT_START -> {
                GcgParser.EventLineContext eventLine = new GcgParser.EventLineContext(base);
                line = eventLine;
                line.children = new ArrayList<>(4);
                consume(line);
                if (la() != GcgLexer.NICK) {
                    return false;
                }
                consume(line);
                if (la() != GcgLexer.NICK_END) {
                    return false;
                }
                consume(line);
                if (!event(eventLine)) {
                    return false;
                }
            }
            default -> {
                line = new GcgParser.StrayLineContext(base);
                line.children = new ArrayList<>(1);
                consume(line);
            }
        }
        line.stop = last;
        file.addChild(line);
        return true;
    }

    private boolean event(GcgParser.EventLineContext line) {
        GcgParser.GcgEventContext event = new GcgParser.GcgEventContext(line, EVENT);
        event.start = next;
        event.children = new ArrayList<>(5);
        line.addChild(event);
        if (la() == GcgLexer.WORD) {
            event.rackTiles = consume(event);
        }
        if (!move(event)) {
            return false;
        }
        scoreBase.parent = event; // what a labelled context copies its parent and invoking state from
        GcgParser.EventScoreContext score;
        switch (la()) {
            case GcgLexer.SIGNED_NUMBER -> score = new GcgParser.SignedScoreContext(scoreBase);
            case GcgLexer.NUMBER -> score = new GcgParser.UnsignedScoreDialectContext(scoreBase);
            case GcgLexer.PLUS_MINUS_NUMBER -> score = new GcgParser.PlusMinusScoreDialectContext(scoreBase);
            default -> {
                return false;
            }
        }
        event.points = oneToken(score, event);
        if (la() != GcgLexer.NUMBER && la() != GcgLexer.SIGNED_NUMBER) {
            return false;
        }
        event.total = oneToken(new GcgParser.CumulativeScoreContext(event, CUMULATIVE), event);
        while (isExtra(la())) {
            oneToken(new GcgParser.ExtraTokenContext(event, EXTRA), event);
        }
        event.stop = last;
        return true;
    }

    /**
     * A rule context of the next token alone, added to {@code parent}. Nothing is added to it after: its one
     * child stands in a list of one, with no array to grow (a score, a total and each extra token of every event).
     */
    private <C extends ParserRuleContext> C oneToken(C context, ParserRuleContext parent) {
        Token token = next;
        TerminalNodeImpl node = new TerminalNodeImpl(token);
        node.setParent(context);
        context.children = List.of(node);
        context.start = token;
        context.stop = token;
        parent.addChild(context);
        if (token.getType() != Token.EOF) {
            last = token;
            next = fetch();
        }
        return context;
    }

    private static boolean isExtra(int type) {
        return switch (type) {
            case GcgLexer.WORD, GcgLexer.COORDINATE, GcgLexer.NUMBER, GcgLexer.SIGNED_NUMBER, GcgLexer.PLUS_MINUS_NUMBER, GcgLexer.PASS_DASH, GcgLexer.WITHDRAWAL,
                    GcgLexer.EXCHANGE_TILES, GcgLexer.PAREN_TILES, GcgLexer.CHALLENGE_BONUS, GcgLexer.TIME_PENALTY -> true;
            default -> false;
        };
    }

    private boolean move(GcgParser.GcgEventContext event) {
        GcgParser.EventMoveContext base = new GcgParser.EventMoveContext(event, MOVE);
        base.start = next;
        GcgParser.EventMoveContext move;
        switch (la()) {
            case GcgLexer.COORDINATE -> {
                GcgParser.PlayMoveContext play = new GcgParser.PlayMoveContext(base);
                move = play;
                move.children = new ArrayList<>(2);
                consume(move);
                if (la() != GcgLexer.WORD) {
                    return false;
                }
                play.played = consume(move);
            }
            case GcgLexer.PASS_DASH -> move = new GcgParser.PassMoveContext(base);
            case GcgLexer.EXCHANGE_TILES -> move = new GcgParser.ExchangeMoveContext(base);
            case GcgLexer.SIGNED_NUMBER -> move = new GcgParser.ExchangeCountMoveContext(base);
            case GcgLexer.WITHDRAWAL -> move = new GcgParser.WithdrawalMoveContext(base);
            case GcgLexer.CHALLENGE_BONUS -> move = new GcgParser.ChallengeMoveContext(base);
            case GcgLexer.TIME_PENALTY -> move = new GcgParser.TimeMoveContext(base);
            case GcgLexer.PAREN_TILES -> move = new GcgParser.RackPointsMoveContext(base);
            default -> {
                return false;
            }
        }
        if (!(move instanceof GcgParser.PlayMoveContext)) {
            move.children = new ArrayList<>(1);
            consume(move);
        }
        move.stop = last;
        event.addChild(move);
        return true;
    }
}
