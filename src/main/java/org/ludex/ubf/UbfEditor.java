package org.ludex.ubf;

import org.ludex.format.EditorSupport;

import java.util.Map;
import java.util.Set;

import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.STRING;

/** What an editor needs of UBF beyond its grammar: the kind of each token of its lexer. */
final class UbfEditor {
    private UbfEditor() {}

    static final EditorSupport SUPPORT = new EditorSupport.Tables(Map.of("OPEN_BRACKET", OPERATOR, "CLOSE_BRACKET", OPERATOR, "COMMA", OPERATOR, "TILE", STRING, "EMPTY_SQUARE", STRING, "LOWERCASE_TILE", STRING, "MALFORMED_CELL", STRING, "UNTERMINATED_CELL", STRING),
            Set.of("UNEXPECTED_CHAR", "WHITESPACE"));
}
