package org.ludex.format;

import org.ludex.cgp.CgpParts;
import org.ludex.cgp.Opcode;
import org.ludex.crossword.LetterDistribution;
import org.ludex.format.EditorSupport.Feature;
import org.ludex.format.EditorSupport.TokenKind;
import org.ludex.format.EditorSupport.Word;
import org.ludex.format.EditorSupport.WordClass;
import org.ludex.gcg.GcgParts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.ludex.format.EditorSupport.TokenKind.ENUM_MEMBER;
import static org.ludex.format.EditorSupport.TokenKind.KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.NUMBER;
import static org.ludex.format.EditorSupport.TokenKind.OPCODE_WORD;
import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.PRAGMA_TEXT;
import static org.ludex.format.EditorSupport.TokenKind.PROPERTY;
import static org.ludex.format.EditorSupport.TokenKind.STRING;
import static org.ludex.format.EditorSupport.TokenKind.VARIABLE;

/**
 * What an editor needs of each of the five formats beyond its grammar ({@link EditorSupport}): the kinds
 * of their lexers' tokens, and for the crossword formats the words completion offers.
 */
final class Editors {
    private Editors() {}

    /** One format's tables, made once. */
    private record Tables(Map<String, TokenKind> tokenKinds, Map<String, WordClass> wordClasses, List<Word> names,
                          Map<String, List<Word>> arguments, Set<Feature> features) implements EditorSupport {
        Tables(Map<String, TokenKind> tokenKinds) {
            this(tokenKinds, Map.of(), List.of(), Map.of(), Set.of());
        }
    }

    static final EditorSupport XGID = new Tables(Map.ofEntries(Map.entry("PREFIX", KEYWORD), Map.entry("MISCASED_PREFIX", KEYWORD), Map.entry("EMPTY_PLACE", STRING), Map.entry("BOTTOM_CHECKERS", STRING), Map.entry("TOP_CHECKERS", STRING), Map.entry("COLON", OPERATOR), Map.entry("NUMBER", NUMBER), Map.entry("CUBE_OWNER", NUMBER), Map.entry("TURN", NUMBER), Map.entry("NOT_ROLLED", NUMBER), Map.entry("DIE_FACE", NUMBER), Map.entry("RULES", NUMBER), Map.entry("DOUBLING", ENUM_MEMBER), Map.entry("DOUBLED_LETTERS", ENUM_MEMBER), Map.entry("MOVES_ANNOTATION", STRING), Map.entry("ARROW_ANNOTATION", STRING), Map.entry("DOUBLE_ARROW_ANNOTATION", STRING), Map.entry("POLYGON_ANNOTATION", STRING), Map.entry("TEXT_ANNOTATION", STRING), Map.entry("OPTIONS_ANNOTATION", STRING), Map.entry("MALFORMED_ANNOTATION", STRING), Map.entry("ANNOTATION_END", OPERATOR)));

    static final EditorSupport UBF = new Tables(Map.of("OPEN_BRACKET", OPERATOR, "CLOSE_BRACKET", OPERATOR, "COMMA", OPERATOR, "TILE", STRING, "EMPTY_SQUARE", STRING, "LOWERCASE_TILE", STRING, "MALFORMED_CELL", STRING, "UNTERMINATED_CELL", STRING));

    static final EditorSupport CGP = new Tables(Map.ofEntries(Map.entry("SLASH", OPERATOR), Map.entry("BOARD_SLASH", OPERATOR), Map.entry("SEMICOLON", OPERATOR), Map.entry("TILE", STRING), Map.entry("MULTI_TILE", STRING), Map.entry("UNCLOSED_TILE", STRING), Map.entry("INTEGER", NUMBER), Map.entry("EMPTY_RUN", NUMBER), Map.entry("BLANK", ENUM_MEMBER), Map.entry("RACK_DOT", ENUM_MEMBER), Map.entry("EMPTY_TILE", STRING), Map.entry("LOWER_TILE", STRING), Map.entry("LOWER_MULTI_TILE", STRING), Map.entry("ZERO_RUN", NUMBER), Map.entry("NEGATIVE_COUNT", NUMBER), Map.entry("NAME_DASH", KEYWORD), Map.entry("BOARD_EMPTY_TILE", STRING), Map.entry("NAME_SEMICOLON", OPERATOR), Map.entry("OP_BB", OPCODE_WORD), Map.entry("OP_ETL", OPCODE_WORD), Map.entry("OP_TI", OPCODE_WORD), Map.entry("OP_TO", OPCODE_WORD), Map.entry("OP_MCNZ", OPCODE_WORD), Map.entry("OP_MNCZ", OPCODE_WORD), Map.entry("OP_CR", OPCODE_WORD), Map.entry("OP_TMR", OPCODE_WORD), Map.entry("OP_BDN", OPCODE_WORD), Map.entry("OP_GID", OPCODE_WORD), Map.entry("OP_LD", OPCODE_WORD), Map.entry("OP_LEX", OPCODE_WORD), Map.entry("OP_VAR", OPCODE_WORD), Map.entry("OP_L1", OPCODE_WORD), Map.entry("OP_L2", OPCODE_WORD), Map.entry("OP_ORU", OPCODE_WORD), Map.entry("OP_LM", OPCODE_WORD), Map.entry("OTHER_NAME", OPCODE_WORD), Map.entry("WORD", OPCODE_WORD), Map.entry("BAD_OPERAND", OPCODE_WORD), Map.entry("ZERO_NUMBER", OPCODE_WORD), Map.entry("POSITIVE_NUMBER", OPCODE_WORD), Map.entry("CHALLENGE_RULE", OPCODE_WORD), Map.entry("TIMERS", OPCODE_WORD), Map.entry("MOVE_PASS", OPCODE_WORD), Map.entry("MOVE_CHALLENGE", OPCODE_WORD), Map.entry("MOVE_ACROSS", OPCODE_WORD), Map.entry("MOVE_DOWN", OPCODE_WORD), Map.entry("MOVE_DOTTED_PLAY", OPCODE_WORD), Map.entry("MOVE_PHONY", OPCODE_WORD), Map.entry("MOVE_DOTTED_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_DOTTED_COUNT", OPCODE_WORD), Map.entry("MOVE_TILES", OPCODE_WORD), Map.entry("MOVE_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_EXCHANGE_COUNT", OPCODE_WORD), Map.entry("MOVE_DASH", OPCODE_WORD), Map.entry("MOVE_BONUS", OPCODE_WORD)),
            Map.of("OTHER_NAME", WordClass.NAME, "WORD", WordClass.ARGUMENT, "CHALLENGE_RULE", WordClass.ARGUMENT,
                    "MOVE_ACROSS", WordClass.ARGUMENT, "MOVE_DOWN", WordClass.ARGUMENT),
            keywords(CgpParts.opcodes()),
            Map.of("lex", lexicons(), "l1", lexicons(), "l2", lexicons(), "ld", distributions(), "cr", challengeRules(),
                    "lm", EditorSupport.coordinates()),
            Set.of());

    static final EditorSupport RUNE = new Tables(Map.ofEntries(Map.entry("BAR", OPERATOR), Map.entry("BOARD_BAR", OPERATOR), Map.entry("OPCODE_BAR", OPERATOR), Map.entry("RUNE", STRING), Map.entry("INTEGER", NUMBER), Map.entry("EMPTY_RUN", NUMBER), Map.entry("EMPTY_ONE", OPERATOR), Map.entry("RACK_BLANK", ENUM_MEMBER), Map.entry("OPCODE_WORD", OPCODE_WORD), Map.entry("BAD_RUN", NUMBER), Map.entry("NOT_A_RUNE", STRING), Map.entry("RACK_BLANK_RUNE", STRING), Map.entry("NEGATIVE_COUNT", NUMBER), Map.entry("OP_BB", OPCODE_WORD), Map.entry("OP_ETL", OPCODE_WORD), Map.entry("OP_MNCZ", OPCODE_WORD), Map.entry("OP_BDN", OPCODE_WORD), Map.entry("OP_LD", OPCODE_WORD), Map.entry("OP_LM", OPCODE_WORD), Map.entry("OTHER_NAME", OPCODE_WORD), Map.entry("BAD_OPERAND", OPCODE_WORD), Map.entry("ZERO_NUMBER", OPCODE_WORD), Map.entry("POSITIVE_NUMBER", OPCODE_WORD), Map.entry("MOVE_PASS", OPCODE_WORD), Map.entry("MOVE_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_ACROSS", OPCODE_WORD), Map.entry("MOVE_DOWN", OPCODE_WORD), Map.entry("PLAYED_RUNES", OPCODE_WORD), Map.entry("EXCHANGED_RUNES", OPCODE_WORD)),
            Map.of("OTHER_NAME", WordClass.NAME, "OPCODE_WORD", WordClass.ARGUMENT, "MOVE_ACROSS", WordClass.ARGUMENT,
                    "MOVE_DOWN", WordClass.ARGUMENT),
            runeOpcodes(),
            Map.of("ld", distributions(), "lm", EditorSupport.coordinates()),
            Set.of());

    static final EditorSupport GCG = new Tables(Map.ofEntries(Map.entry("PRAGMA_NAME", KEYWORD), Map.entry("PLAYER_PRAGMA", KEYWORD), Map.entry("TITLE_PRAGMA", KEYWORD), Map.entry("DESCRIPTION_PRAGMA", KEYWORD), Map.entry("NOTE_PRAGMA", KEYWORD), Map.entry("RACK_PRAGMA", KEYWORD), Map.entry("INCOMPLETE_PRAGMA", KEYWORD), Map.entry("ID_PRAGMA", KEYWORD), Map.entry("TILE_PRAGMA", KEYWORD), Map.entry("SETTING_PRAGMA", KEYWORD), Map.entry("OBSOLETE_PRAGMA", KEYWORD), Map.entry("EVENT_START", OPERATOR), Map.entry("TEXT", PRAGMA_TEXT), Map.entry("PLAYER_NICKNAME", PRAGMA_TEXT), Map.entry("ARGUMENT", PRAGMA_TEXT), Map.entry("NICK", VARIABLE), Map.entry("NICK_END", OPERATOR), Map.entry("CHALLENGE_BONUS", KEYWORD), Map.entry("TIME_PENALTY", KEYWORD), Map.entry("WITHDRAWAL", KEYWORD), Map.entry("PASS_DASH", KEYWORD), Map.entry("PAREN_TILES", STRING), Map.entry("EXCHANGE_TILES", STRING), Map.entry("WORD", STRING), Map.entry("UNKNOWN_RACK", STRING), Map.entry("LETTERS", STRING), Map.entry("RACK_TILES", STRING), Map.entry("PLAYED_TILES", STRING), Map.entry("THROUGH_IN_PARENTHESES", STRING), Map.entry("SMALL_NEGATIVE", NUMBER), Map.entry("SIGNED_NUMBER", NUMBER), Map.entry("PLUS_MINUS_NUMBER", NUMBER), Map.entry("NUMBER", NUMBER), Map.entry("COORDINATE", PROPERTY), Map.entry("LOWERCASE_COORDINATE", PROPERTY)),
            Map.ofEntries(Map.entry("PRAGMA_NAME", WordClass.NAME), Map.entry("PLAYER_PRAGMA", WordClass.NAME),
                    Map.entry("TITLE_PRAGMA", WordClass.NAME), Map.entry("DESCRIPTION_PRAGMA", WordClass.NAME),
                    Map.entry("NOTE_PRAGMA", WordClass.NAME), Map.entry("RACK_PRAGMA", WordClass.NAME),
                    Map.entry("INCOMPLETE_PRAGMA", WordClass.NAME), Map.entry("ID_PRAGMA", WordClass.NAME),
                    Map.entry("TILE_PRAGMA", WordClass.NAME), Map.entry("SETTING_PRAGMA", WordClass.NAME),
                    Map.entry("OBSOLETE_PRAGMA", WordClass.NAME), Map.entry("TEXT", WordClass.ARGUMENT),
                    Map.entry("NICK", WordClass.NICKNAME), Map.entry("COORDINATE", WordClass.COORDINATE),
                    Map.entry("LOWERCASE_COORDINATE", WordClass.COORDINATE)),
            pragmas(),
            Map.of("#lexicon", lexicons(), "#tile-distribution", distributions(), "#tile-set", distributions(),
                    "#character-encoding", List.of(new Word("UTF-8", "Unicode", Word.Kind.ENUM_MEMBER),
                            new Word("ISO-8859-1", "Latin-1", Word.Kind.ENUM_MEMBER))),
            Set.of(Feature.LINE_STARTS, Feature.GAME_LAYOUT, Feature.NICKNAMES));

    /** Names and their meanings as keywords, in order. */
    private static List<Word> keywords(Map<String, String> meanings) {
        List<Word> names = new ArrayList<>();
        meanings.forEach((name, meaning) -> names.add(new Word(name, meaning, Word.Kind.KEYWORD)));
        return List.copyOf(names);
    }

    private static List<Word> pragmas() {
        Map<String, String> named = new LinkedHashMap<>();
        GcgParts.pragmas().forEach((name, meaning) -> named.put("#" + name, meaning));
        return keywords(named);
    }

    /** The rune draft's opcodes, with the current CGP's meanings. */
    private static List<Word> runeOpcodes() {
        Map<String, String> named = new LinkedHashMap<>();
        for (String name : List.of("bb", "bdn", "etl", "ld", "mncz", "lm")) {
            named.put(name, CgpParts.opcodes().getOrDefault(name, "minimum consecutive scoreless turns"));
        }
        return keywords(named);
    }

    private static List<Word> challengeRules() {
        List<Word> rules = new ArrayList<>();
        for (Opcode.ChallengeRule.Rule rule : Opcode.ChallengeRule.Rule.values()) {
            rules.add(new Word(rule.written(), "a challenge rule", Word.Kind.ENUM_MEMBER));
        }
        return List.copyOf(rules);
    }

    private static List<Word> lexicons() {
        return LetterDistribution.lexicons().stream()
                .map(e -> new Word(e.getKey(), "a lexicon; " + e.getValue() + " tiles", Word.Kind.ENUM_MEMBER)).toList();
    }

    private static List<Word> distributions() {
        return LetterDistribution.NAMES.stream().map(n -> new Word(n, "a letter distribution", Word.Kind.ENUM_MEMBER)).toList();
    }
}
