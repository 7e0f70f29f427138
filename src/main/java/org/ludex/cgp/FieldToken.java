package org.ludex.cgp;

import org.antlr.v4.runtime.Token;

/**
 * A token of a position's fields, as the grammar or the hand scanner cut it: its type
 * (the generated lexer's), its text, and where it is (code points from the start of the
 * record, the end exclusive). CGP and its rune draft cut their fields into the same
 * tokens.
 */
public record FieldToken(int type, String text, int start, int end) {
    public static FieldToken of(Token token) {
        return new FieldToken(token.getType(), token.getText(), token.getStartIndex(), token.getStopIndex() + 1);
    }
}
