package org.ludex.ubf;

import org.antlr.v4.runtime.BufferedTokenStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.DecisionState;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.atn.StarLoopEntryState;
import org.antlr.v4.runtime.atn.StarLoopbackState;
import org.ludex.parse.ExpectingErrorStrategy;
import org.ludex.ubf.grammar.UbfParser;

import java.util.List;

/**
 * How the parser reads a UBF board on after a syntax error, so that one parse finds every independent fault of a
 * board, says each once, and leaves every token in the tree for the reader. A board's places nest: the board holds
 * rows, a row holds cells.
 *
 * <ul>
 *   <li>A cell the grammar accepts nowhere (a quoted text that is no cell: a height of 7, three characters) where a
 *       cell may stand is reported, then read as a cell: the row goes on, and the reader names what is wrong with it.
 *   <li>Any other fault in a row is the row's one fault: the rest of the row is skipped, up to its closing bracket,
 *       or up to the next opening bracket or the end where the row is left open.
 *   <li>A fault between rows (a stray token, a comma missing) is reported once; stray tokens are skipped, and a row
 *       that starts where a comma was wanted is read as a row.
 *   <li>Brackets that open a third level or more at the start of a row are one fault however many there are, and the
 *       closing brackets that answer them are not faults of their own.
 * </ul>
 *
 * Every decision is predicted first, so that a fault is met where the grammar meets it and reported in the grammar's
 * own words (the parse driver words every message); what this strategy changes is only how the parse reads on.
 * Tokens it skips are error nodes in the rule they were skipped in.
 */
final class UbfErrorStrategy extends ExpectingErrorStrategy {
    /** Opening brackets set aside as nesting too deep whose closing brackets have not been met. */
    private int surplus;
    /** The index of the token the last fault reported stands at. */
    private int faultAt = -1;
    /** The index of the token a row's fault stands at where the row was left open at the next opening bracket. */
    private int openRowAt = -1;

    /**
     * A malformed cell read as a cell after its fault was reported: a tile's token, so that the row's rules read on,
     * which the reader tells apart from a tile the lexer cut.
     */
    static final class ReadAsCell extends CommonToken {
        ReadAsCell(Token malformed) {
            super(malformed);
            setType(UbfParser.TILE);
        }
    }

    @Override
    public void sync(Parser parser) {
        ATNState state = parser.getATN().states.get(parser.getState());
        int decision = state instanceof StarLoopbackState back ? back.getLoopEntryState().decision
                : state instanceof DecisionState entry ? entry.decision : -1;
        if (decision < 0) {
            super.sync(parser);
            return;
        }
        TokenStream tokens = parser.getInputStream();
        while (true) {
            if (parser.getContext() instanceof UbfParser.MoreRowsContext && tokens.LA(1) == UbfParser.OPEN_BRACKET
                    && (state instanceof StarLoopbackState || state instanceof StarLoopEntryState)) {
                reportError(parser, mismatch(parser)); // a row where a comma was wanted
                call(parser, UbfParser.RULE_row, () -> ((UbfParser) parser).row());
                continue;
            }
            NoViableAltException fault = fault(parser, decision);
            if (fault == null) {
                super.sync(parser);
                return;
            }
            if (readAsCell(parser, decision, fault)) {
                reportError(parser, fault);
                return;
            }
            if (inRow(parser)) {
                if (tokens.LA(1) == UbfParser.OPEN_BRACKET && parser.getContext().getChildCount() == 0) {
                    reportError(parser, fault); // brackets that open a third level: one fault for the run
                    while (tokens.LA(1) == UbfParser.OPEN_BRACKET) {
                        skip(parser);
                        surplus++;
                    }
                    continue;
                }
                reportError(parser, fault);
                skipRow(parser);
                return;
            }
            if (tokens.LA(1) == Token.EOF) {
                reportError(parser, fault);
                return;
            }
            if (tokens.LA(1) == UbfParser.CLOSE_BRACKET && surplus > 0) {
                surplus--; // it answers a bracket set aside as too deep
            } else {
                reportError(parser, fault);
            }
            skip(parser);
        }
    }

    /** The fault of a token the rule wanted, in the words of what was wanted there or by the loop just left. */
    private InputMismatchException mismatch(Parser parser) {
        if (nextTokensContext != null && recordedAt == parser.getInputStream().index()) {
            return new InputMismatchException(parser, nextTokensState, nextTokensContext);
        }
        return new InputMismatchException(parser);
    }

    /**
     * Calls a rule of the grammar from the recovery, from a state that calls it, so that what the rule predicts and
     * expects follows from where it stands: a call just before the parser's own state where the grammar has one,
     * else one in the rule the parser is in, else one after which its rule ends.
     */
    private static void call(Parser parser, int rule, Runnable read) {
        int here = parser.getState();
        int current = parser.getContext().getRuleIndex();
        int best = -1;
        int rank = 0;
        for (ATNState s : parser.getATN().states) {
            if (s == null || s.getNumberOfTransitions() != 1 || !(s.transition(0) instanceof RuleTransition call)
                    || call.target.ruleIndex != rule) {
                continue;
            }
            int r = call.followState.stateNumber == here ? 3 : s.ruleIndex == current ? 2
                    : parser.getATN().nextTokens(call.followState).contains(Token.EPSILON) ? 1 : 0;
            if (r > rank || best < 0) {
                best = s.stateNumber;
                rank = r;
            }
        }
        parser.setState(best);
        read.run();
        parser.setState(here);
    }

    @Override
    public void reportError(Parser parser, RecognitionException e) {
        if (!inErrorRecoveryMode(parser) && e.getOffendingToken() != null) {
            faultAt = e.getOffendingToken().getTokenIndex();
        }
        super.reportError(parser, e);
    }

    /**
     * A row that starts at the very bracket a row's fault was reported at (a bracket within a row, which leaves that
     * row open), or right after that fault, is still that fault until it reads a cell: what is wrong at its start
     * comes of it.
     */
    @Override
    public void reportMatch(Parser parser) {
        Token token = parser.getCurrentToken();
        if (token.getType() == UbfParser.OPEN_BRACKET && openRowAt >= 0 && (token.getTokenIndex() == openRowAt || token.getTokenIndex() == openRowAt + 1)) {
            return;
        }
        super.reportMatch(parser);
    }

    /**
     * Whether the next token is a closing bracket that another row follows: among stray tokens it closes a row whose
     * opening bracket is missing or mistyped, not the board.
     */
    private static boolean closesRow(TokenStream tokens) {
        return tokens.LA(1) == UbfParser.CLOSE_BRACKET && (tokens.LA(2) == UbfParser.COMMA || tokens.LA(2) == UbfParser.OPEN_BRACKET);
    }

    /** What the grammar meets at this decision: null where the next tokens fit one of its ways. */
    private static NoViableAltException fault(Parser parser, int decision) {
        try {
            parser.getInterpreter().adaptivePredict(parser.getInputStream(), decision, parser.getContext());
            return null;
        } catch (NoViableAltException e) {
            return e;
        }
    }

    /** Reads the malformed cell the fault is at as a cell, where one may stand; false (and nothing changed) elsewhere. */
    private static boolean readAsCell(Parser parser, int decision, NoViableAltException fault) {
        Token token = fault.getOffendingToken();
        if (token.getType() != UbfParser.MALFORMED_CELL || !(parser.getInputStream() instanceof BufferedTokenStream stream)) {
            return false;
        }
        List<Token> all = stream.getTokens();
        all.set(token.getTokenIndex(), new ReadAsCell(token));
        if (fault(parser, decision) == null) {
            return true;
        }
        all.set(token.getTokenIndex(), token);
        return false;
    }

    private static boolean inRow(Parser parser) {
        ParserRuleContext context = parser.getContext();
        return context instanceof UbfParser.RowRestContext || context instanceof UbfParser.CellContext;
    }

    /** Skips the rest of the row up to its closing bracket (left for the row's rule), or up to the next row or the end. */
    private void skipRow(Parser parser) {
        TokenStream tokens = parser.getInputStream();
        while (tokens.LA(1) != UbfParser.CLOSE_BRACKET && tokens.LA(1) != UbfParser.OPEN_BRACKET && tokens.LA(1) != Token.EOF) {
            skip(parser);
        }
        openRowAt = tokens.LA(1) == UbfParser.OPEN_BRACKET ? faultAt : -1;
    }

    /** Consumes one token as skipped: an error node of the rule the parser is in. */
    private void skip(Parser parser) {
        beginErrorCondition(parser);
        parser.consume();
    }

    /** After a rule gave up: in a row, the rest of the row goes with the fault, its closing bracket too. */
    @Override
    public void recover(Parser parser, RecognitionException e) {
        if (!inRow(parser)) {
            super.recover(parser, e);
            return;
        }
        skipRow(parser);
        if (parser.getInputStream().LA(1) == UbfParser.CLOSE_BRACKET) {
            skip(parser);
        }
    }

    /**
     * A token the rule wanted is not there. Text before the board's opening bracket is one fault, skipped up to it.
     * Where the board's rows were left (a stray token after a row, text after the board's end), the fault is reported,
     * stray tokens are skipped and the rows after them read, up to the token wanted; closing brackets that answer
     * brackets set aside as too deep are skipped silently. Else ANTLR's own repair.
     */
    @Override
    public Token recoverInline(Parser parser) throws RecognitionException {
        TokenStream tokens = parser.getInputStream();
        while (surplus > 0 && tokens.LA(1) == UbfParser.CLOSE_BRACKET) {
            skip(parser);
            surplus--;
        }
        ParserRuleContext context = parser.getContext();
        if (context instanceof UbfParser.UbfBoardContext && context.getChildCount() == 0) {
            if (tokens.LA(1) != Token.EOF && tokens.LA(1) != UbfParser.OPEN_BRACKET) {
                reportError(parser, mismatch(parser));
                while (tokens.LA(1) != UbfParser.OPEN_BRACKET && tokens.LA(1) != Token.EOF) {
                    skip(parser);
                }
            }
        } else if (context instanceof UbfParser.UbfBoardContext || context instanceof UbfParser.BoardBodyContext) {
            if (!parser.isExpectedToken(tokens.LA(1)) && tokens.LA(1) != Token.EOF) {
                reportError(parser, mismatch(parser));
            }
            while (!parser.isExpectedToken(tokens.LA(1)) && tokens.LA(1) != Token.EOF || closesRow(tokens)) {
                if (tokens.LA(1) == UbfParser.OPEN_BRACKET || tokens.LA(1) == UbfParser.COMMA && tokens.LA(2) == UbfParser.OPEN_BRACKET) {
                    call(parser, UbfParser.RULE_moreRows, () -> ((UbfParser) parser).moreRows());
                    nextTokensContext = null; // the rows' loop was called from here, not from the rule that calls it
                } else if (tokens.LA(1) == UbfParser.CLOSE_BRACKET && surplus > 0) {
                    skip(parser);
                    surplus--;
                } else {
                    reportError(parser, mismatch(parser));
                    skip(parser);
                }
            }
        }
        if (parser.isExpectedToken(tokens.LA(1))) {
            Token matched = parser.getCurrentToken();
            reportMatch(parser);
            parser.consume();
            return matched;
        }
        return super.recoverInline(parser);
    }
}
