package org.ludex.xgid;

import org.ludex.format.EditorSupport;

import java.util.Map;
import java.util.Set;

import static org.ludex.format.EditorSupport.TokenKind.ENUM_MEMBER;
import static org.ludex.format.EditorSupport.TokenKind.KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.NUMBER;
import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.STRING;

/** What an editor needs of XGID beyond its grammar: the kind of each token of its lexer. */
final class XgidEditor {
    private XgidEditor() {}

    static final EditorSupport SUPPORT = new EditorSupport.Tables(Map.ofEntries(Map.entry("PREFIX", KEYWORD), Map.entry("MISCASED_PREFIX", KEYWORD), Map.entry("EMPTY_PLACE", STRING), Map.entry("BOTTOM_CHECKERS", STRING), Map.entry("TOP_CHECKERS", STRING), Map.entry("COLON", OPERATOR), Map.entry("NUMBER", NUMBER), Map.entry("CUBE_OWNER", NUMBER), Map.entry("TURN", NUMBER), Map.entry("NOT_ROLLED", NUMBER), Map.entry("DIE_FACE", NUMBER), Map.entry("RULES", NUMBER), Map.entry("DOUBLING", ENUM_MEMBER), Map.entry("DOUBLED_LETTERS", ENUM_MEMBER), Map.entry("MOVES_ANNOTATION", STRING), Map.entry("ARROW_ANNOTATION", STRING), Map.entry("DOUBLE_ARROW_ANNOTATION", STRING), Map.entry("POLYGON_ANNOTATION", STRING), Map.entry("TEXT_ANNOTATION", STRING), Map.entry("OPTIONS_ANNOTATION", STRING), Map.entry("MALFORMED_ANNOTATION", STRING), Map.entry("ANNOTATION_END", OPERATOR)),
            Set.of("UNEXPECTED_CHAR"));
}
