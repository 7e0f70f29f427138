package org.ludex.lsp;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Token;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.SemanticTokenTypes;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.format.Pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Semantic tokens from the lexers' own token types, so that an editor with no grammar
 * for these notations still colours them: each format's token names map to the
 * protocol's standard token types. Two tokens take their kind from the token before
 * them, as the lexer leaves them alike: an opcode's name (the first word of a CGP
 * opcode) is a keyword and its operands parameters; a GCG note's text is a comment.
 */
final class Tokens {
    static final List<String> TYPES = List.of(SemanticTokenTypes.Keyword, SemanticTokenTypes.Number, SemanticTokenTypes.String,
            SemanticTokenTypes.Comment, SemanticTokenTypes.Operator, SemanticTokenTypes.Variable, SemanticTokenTypes.Property,
            SemanticTokenTypes.Parameter, SemanticTokenTypes.EnumMember);
    static final SemanticTokensLegend LEGEND = new SemanticTokensLegend(TYPES, List.of());

    private static final String KEYWORD = SemanticTokenTypes.Keyword;
    private static final String NUMBER = SemanticTokenTypes.Number;
    private static final String STRING = SemanticTokenTypes.String;
    private static final String OPERATOR = SemanticTokenTypes.Operator;
    private static final String ENUM_MEMBER = SemanticTokenTypes.EnumMember;
    /** An opcode's word: a keyword first, then parameters. */
    private static final String OPCODE_WORD = "opcodeWord";
    /** A pragma's text: a comment after {@code #note}, else a string. */
    private static final String PRAGMA_TEXT = "pragmaText";

    /** Each format's token names and their kinds. */
    static final Map<String, Map<String, String>> KINDS = Map.of(
            "cgp", Map.ofEntries(Map.entry("SLASH", OPERATOR), Map.entry("BOARD_SLASH", OPERATOR), Map.entry("SEMICOLON", OPERATOR),
                    Map.entry("TILE", STRING), Map.entry("MULTI_TILE", STRING), Map.entry("UNCLOSED_TILE", STRING),
                    Map.entry("INTEGER", NUMBER), Map.entry("EMPTY_RUN", NUMBER), Map.entry("BLANK", ENUM_MEMBER),
                    Map.entry("RACK_DOT", ENUM_MEMBER), Map.entry("EMPTY_TILE", STRING), Map.entry("LOWER_TILE", STRING),
                    Map.entry("LOWER_MULTI_TILE", STRING), Map.entry("ZERO_RUN", NUMBER), Map.entry("NEGATIVE_COUNT", NUMBER),
                    Map.entry("NAME_DASH", KEYWORD), Map.entry("BOARD_EMPTY_TILE", STRING), Map.entry("NAME_SEMICOLON", OPERATOR),
                    Map.entry("OP_BB", OPCODE_WORD), Map.entry("OP_ETL", OPCODE_WORD), Map.entry("OP_TI", OPCODE_WORD), Map.entry("OP_TO", OPCODE_WORD), Map.entry("OP_MCNZ", OPCODE_WORD), Map.entry("OP_MNCZ", OPCODE_WORD), Map.entry("OP_CR", OPCODE_WORD), Map.entry("OP_TMR", OPCODE_WORD), Map.entry("OP_BDN", OPCODE_WORD), Map.entry("OP_GID", OPCODE_WORD), Map.entry("OP_LD", OPCODE_WORD), Map.entry("OP_LEX", OPCODE_WORD), Map.entry("OP_VAR", OPCODE_WORD), Map.entry("OP_L1", OPCODE_WORD), Map.entry("OP_L2", OPCODE_WORD), Map.entry("OP_ORU", OPCODE_WORD), Map.entry("OP_LM", OPCODE_WORD), Map.entry("OTHER_NAME", OPCODE_WORD), Map.entry("WORD", OPCODE_WORD), Map.entry("BAD_OPERAND", OPCODE_WORD), Map.entry("ZERO_NUMBER", OPCODE_WORD), Map.entry("POSITIVE_NUMBER", OPCODE_WORD), Map.entry("CHALLENGE_RULE", OPCODE_WORD), Map.entry("TIMERS", OPCODE_WORD), Map.entry("MOVE_PASS", OPCODE_WORD), Map.entry("MOVE_CHALLENGE", OPCODE_WORD), Map.entry("MOVE_ACROSS", OPCODE_WORD), Map.entry("MOVE_DOWN", OPCODE_WORD), Map.entry("MOVE_DOTTED_PLAY", OPCODE_WORD), Map.entry("MOVE_PHONY", OPCODE_WORD), Map.entry("MOVE_DOTTED_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_DOTTED_COUNT", OPCODE_WORD), Map.entry("MOVE_TILES", OPCODE_WORD), Map.entry("MOVE_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_EXCHANGE_COUNT", OPCODE_WORD), Map.entry("MOVE_DASH", OPCODE_WORD), Map.entry("MOVE_BONUS", OPCODE_WORD)),
            "cgp-rune", Map.ofEntries(Map.entry("BAR", OPERATOR), Map.entry("BOARD_BAR", OPERATOR), Map.entry("OPCODE_BAR", OPERATOR),
                    Map.entry("RUNE", STRING), Map.entry("INTEGER", NUMBER), Map.entry("EMPTY_RUN", NUMBER), Map.entry("EMPTY_ONE", OPERATOR),
                    Map.entry("RACK_BLANK", ENUM_MEMBER), Map.entry("OPCODE_WORD", OPCODE_WORD), Map.entry("BAD_RUN", NUMBER),
                    Map.entry("NOT_A_RUNE", STRING), Map.entry("RACK_BLANK_RUNE", STRING), Map.entry("NEGATIVE_COUNT", NUMBER), Map.entry("OP_BB", OPCODE_WORD), Map.entry("OP_ETL", OPCODE_WORD), Map.entry("OP_MNCZ", OPCODE_WORD), Map.entry("OP_BDN", OPCODE_WORD), Map.entry("OP_LD", OPCODE_WORD), Map.entry("OP_LM", OPCODE_WORD), Map.entry("OTHER_NAME", OPCODE_WORD), Map.entry("BAD_OPERAND", OPCODE_WORD), Map.entry("ZERO_NUMBER", OPCODE_WORD), Map.entry("POSITIVE_NUMBER", OPCODE_WORD), Map.entry("MOVE_PASS", OPCODE_WORD), Map.entry("MOVE_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_ACROSS", OPCODE_WORD), Map.entry("MOVE_DOWN", OPCODE_WORD), Map.entry("PLAYED_RUNES", OPCODE_WORD), Map.entry("EXCHANGED_RUNES", OPCODE_WORD)),
            "gcg", Map.ofEntries(Map.entry("PRAGMA_NAME", KEYWORD), Map.entry("PLAYER_PRAGMA", KEYWORD), Map.entry("TITLE_PRAGMA", KEYWORD),
                    Map.entry("DESCRIPTION_PRAGMA", KEYWORD), Map.entry("NOTE_PRAGMA", KEYWORD), Map.entry("RACK_PRAGMA", KEYWORD),
                    Map.entry("INCOMPLETE_PRAGMA", KEYWORD), Map.entry("ID_PRAGMA", KEYWORD), Map.entry("TILE_PRAGMA", KEYWORD),
                    Map.entry("SETTING_PRAGMA", KEYWORD), Map.entry("OBSOLETE_PRAGMA", KEYWORD),
                    Map.entry("EVENT_START", OPERATOR), Map.entry("TEXT", PRAGMA_TEXT), Map.entry("PLAYER_NICKNAME", PRAGMA_TEXT),
                    Map.entry("ARGUMENT", PRAGMA_TEXT),
                    Map.entry("NICK", SemanticTokenTypes.Variable), Map.entry("NICK_END", OPERATOR), Map.entry("CHALLENGE_BONUS", KEYWORD),
                    Map.entry("TIME_PENALTY", KEYWORD), Map.entry("WITHDRAWAL", KEYWORD), Map.entry("PASS_DASH", KEYWORD),
                    Map.entry("PAREN_TILES", STRING), Map.entry("EXCHANGE_TILES", STRING), Map.entry("WORD", STRING),
                    Map.entry("UNKNOWN_RACK", STRING), Map.entry("LETTERS", STRING), Map.entry("RACK_TILES", STRING),
                    Map.entry("PLAYED_TILES", STRING), Map.entry("THROUGH_IN_PARENTHESES", STRING), Map.entry("SMALL_NEGATIVE", NUMBER),
                    Map.entry("SIGNED_NUMBER", NUMBER), Map.entry("PLUS_MINUS_NUMBER", NUMBER), Map.entry("NUMBER", NUMBER),
                    Map.entry("COORDINATE", SemanticTokenTypes.Property), Map.entry("LOWERCASE_COORDINATE", SemanticTokenTypes.Property)),
            "ubf", Map.of("OPEN_BRACKET", OPERATOR, "CLOSE_BRACKET", OPERATOR, "COMMA", OPERATOR, "TILE", STRING, "EMPTY_SQUARE", STRING,
                    "LOWERCASE_TILE", STRING, "MALFORMED_CELL", STRING, "UNTERMINATED_CELL", STRING),
            "xgid", Map.ofEntries(Map.entry("PREFIX", KEYWORD), Map.entry("MISCASED_PREFIX", KEYWORD), Map.entry("EMPTY_PLACE", STRING),
                    Map.entry("BOTTOM_CHECKERS", STRING), Map.entry("TOP_CHECKERS", STRING), Map.entry("COLON", OPERATOR),
                    Map.entry("NUMBER", NUMBER), Map.entry("CUBE_OWNER", NUMBER), Map.entry("TURN", NUMBER), Map.entry("NOT_ROLLED", NUMBER),
                    Map.entry("DIE_FACE", NUMBER), Map.entry("RULES", NUMBER), Map.entry("DOUBLING", ENUM_MEMBER),
                    Map.entry("DOUBLED_LETTERS", ENUM_MEMBER), Map.entry("MOVES_ANNOTATION", STRING), Map.entry("ARROW_ANNOTATION", STRING),
                    Map.entry("DOUBLE_ARROW_ANNOTATION", STRING), Map.entry("POLYGON_ANNOTATION", STRING),
                    Map.entry("TEXT_ANNOTATION", STRING), Map.entry("OPTIONS_ANNOTATION", STRING),
                    Map.entry("MALFORMED_ANNOTATION", STRING), Map.entry("ANNOTATION_END", OPERATOR)));

    /** Token names that are not coloured: spaces, line ends, and what no grammar rule takes. */
    static final Set<String> UNCOLOURED = Set.of("FIELD_SPACE", "FIELD_SPACE_RUN", "OPERAND_SPACE", "OPERAND_SPACE_RUN", "OPCODE_SPACE",
            "UNEXPECTED_CHAR", "LINE_END", "LEADING_SPACE", "STRAY_TEXT", "PRAGMA_SPACE", "NICK_SPACE", "EVENT_SPACE", "WHITESPACE", "TEXT_SPACE", "PLAYER_SPACE",
            "ARGUMENT_SPACE", "RACK_SPACE");

    private Tokens() {}

    static SemanticTokens of(Analysis analysis, Encoding encoding) {
        Map<String, String> kinds = KINDS.getOrDefault(analysis.format().name(), Map.of());
        List<Integer> data = new ArrayList<>();
        int[] last = {0, 0};
        Lexer lexer = analysis.format().grammar().lexer().apply(CharStreams.fromString("")); // one lexer, reset for each record
        lexer.removeErrorListeners();
        for (Analysis.Read read : analysis.records()) {
            Pipeline.Checked<?> record = read.checked();
            if (record.record() != null) {
                lexer.setInputStream(CharStreams.fromString(record.record().text()));
                tokens(analysis, lexer, record.record(), kinds, encoding, data, last);
            }
        }
        return new SemanticTokens(data);
    }

    private static void tokens(Analysis analysis, Lexer lexer, SourceText record, Map<String, String> kinds, Encoding encoding,
                               List<Integer> data, int[] last) {
        boolean opcodeStart = true;
        boolean note = false;
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            String name = lexer.getVocabulary().getSymbolicName(token.getType());
            String kind = name == null ? null : kinds.get(name);
            if (OPCODE_WORD.equals(kind)) {
                kind = opcodeStart ? KEYWORD : SemanticTokenTypes.Parameter;
                opcodeStart = false;
            } else if (PRAGMA_TEXT.equals(kind)) {
                kind = note ? SemanticTokenTypes.Comment : STRING;
            }
            if ("SEMICOLON".equals(name) || "OPCODE_BAR".equals(name)) {
                opcodeStart = true;
            }
            if (name != null && (name.equals("PRAGMA_NAME") || name.endsWith("_PRAGMA"))) {
                note = name.equals("NOTE_PRAGMA");
            }
            String text = token.getText();
            if (kind == null || text.isEmpty() || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
                continue;
            }
            Span span = record.span(token.getStartIndex(), token.getStopIndex() + 1);
            Position start = analysis.lines().position(analysis.lines().index(span.line(), span.column()), encoding);
            int length = 0;
            for (int i = 0; i < text.length(); ) {
                int cp = text.codePointAt(i);
                length += encoding.units(cp);
                i += Character.charCount(cp);
            }
            int deltaLine = start.getLine() - last[0];
            data.add(deltaLine);
            data.add(deltaLine == 0 ? start.getCharacter() - last[1] : start.getCharacter());
            data.add(length);
            data.add(TYPES.indexOf(kind));
            data.add(0);
            last[0] = start.getLine();
            last[1] = start.getCharacter();
        }
    }
}
