package org.ludex.sgf;

import org.ludex.format.EditorSupport;
import org.ludex.format.Folding;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static java.util.Map.entry;
import static org.ludex.format.EditorSupport.TokenKind.ENUM_MEMBER;
import static org.ludex.format.EditorSupport.TokenKind.KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.NUMBER;
import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.PROPERTY;
import static org.ludex.format.EditorSupport.TokenKind.STRING;

/** What an editor needs of backgammon SGF beyond its grammar: the kind of each token, and a fold for each game tree. */
final class SgfEditor {
    private SgfEditor() {}

    private static final Map<String, EditorSupport.TokenKind> KINDS = Map.ofEntries(
            entry("BOM", OPERATOR), entry("TREE_OPEN", OPERATOR), entry("TREE_CLOSE", OPERATOR), entry("NODE_MARK", OPERATOR),
            entry("MOVE_OPEN", PROPERTY), entry("MATCH_INFO_OPEN", PROPERTY), entry("RESULT_OPEN", PROPERTY),
            entry("RULES_OPEN", PROPERTY), entry("SETUP_OPEN", PROPERTY), entry("CUBE_OWNER_OPEN", PROPERTY),
            entry("CUBE_POSITION_DIALECT", PROPERTY), entry("CUBE_VALUE_OPEN", PROPERTY), entry("DICE_OPEN", PROPERTY),
            entry("PLAYER_OPEN", PROPERTY), entry("GAME_TYPE_OPEN", PROPERTY), entry("FORMAT_OPEN", PROPERTY),
            entry("NAME_OPEN", PROPERTY), entry("COMMENT_OPEN", PROPERTY), entry("PROPERTY_NAME", PROPERTY),
            entry("VALUE_OPEN", OPERATOR), entry("VALUE_CLOSE", OPERATOR), entry("TEXT_CLOSE", OPERATOR), entry("VALUE_NEXT", OPERATOR),
            entry("TEXT_RUN", STRING), entry("TEXT_ESCAPE", STRING),
            entry("DIE_FACE", NUMBER), entry("POINT_LETTER", ENUM_MEMBER), entry("BAR_LETTER", ENUM_MEMBER), entry("OFF_LETTER", ENUM_MEMBER),
            entry("DOUBLE_WORD", KEYWORD), entry("TAKE_WORD", KEYWORD), entry("DROP_WORD", KEYWORD),
            entry("LENGTH_KEY", KEYWORD), entry("GAME_KEY", KEYWORD), entry("WHITE_SCORE_KEY", KEYWORD), entry("BLACK_SCORE_KEY", KEYWORD),
            entry("OTHER_INFO_KEY", KEYWORD), entry("INFO_NUMBER", NUMBER),
            entry("RESULT_SIDE", ENUM_MEMBER), entry("RESULT_PLUS", OPERATOR), entry("RESULT_POINTS", NUMBER), entry("RESIGNED_MARK", KEYWORD),
            entry("RESULT_UNKNOWN", KEYWORD),
            entry("CRAWFORD_WORD", KEYWORD), entry("CRAWFORD_GAME_WORD", KEYWORD), entry("JACOBY_WORD", KEYWORD),
            entry("OTHER_RULES_WORD", KEYWORD), entry("RULES_SEPARATOR", OPERATOR),
            entry("LIST_POINT", ENUM_MEMBER), entry("RANGE_MARK", OPERATOR), entry("OWNER_LETTER", ENUM_MEMBER),
            entry("CUBE_NUMBER", NUMBER), entry("COLOUR_LETTER", ENUM_MEMBER), entry("NUMBER", NUMBER));

    /** A game tree of the collection folds from its '(' to its ')'; comments ('C[...]') are strings, not folded. */
    static List<Folding.Fold> folds(String text) {
        List<Folding.Fold> folds = new ArrayList<>();
        int line = 0;
        int depth = 0;
        int start = 0;
        boolean inValue = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
            }
            if (inValue) {
                if (c == '\\') {
                    if (i + 1 < text.length() && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r')) {
                        continue; // the line end is counted when the loop reaches it
                    }
                    i++;
                } else if (c == ']') {
                    inValue = false;
                }
            } else if (c == '[') {
                inValue = true;
            } else if (c == '(') {
                if (depth++ == 0) {
                    start = line;
                }
            } else if (c == ')' && depth > 0 && --depth == 0 && line > start) {
                folds.add(new Folding.Fold(start, line, Folding.Fold.Kind.REGION));
            }
        }
        return folds;
    }

    static final EditorSupport SUPPORT = new EditorSupport.Tables(KINDS, Set.of("WHITESPACE", "UNEXPECTED_CHAR", "TEXT_BACKSLASH"))
            .withDocument(SgfEditor::folds, null, null);

}
