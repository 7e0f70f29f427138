package org.ludex.cgp;

import org.ludex.crossword.LetterDistribution;
import org.ludex.format.EditorSupport.Word;
import org.ludex.format.EditorSupport.WordClass;
import org.ludex.format.EditorSupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.ludex.format.EditorSupport.TokenKind.ENUM_MEMBER;
import static org.ludex.format.EditorSupport.TokenKind.KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.NUMBER;
import static org.ludex.format.EditorSupport.TokenKind.OPCODE_END;
import static org.ludex.format.EditorSupport.TokenKind.OPCODE_WORD;
import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.STRING;

/**
 * What an editor needs of CGP beyond its grammar: the kind of each token of its lexer, and the words
 * completion offers (opcodes and their operands). The words of crossword games (lexicons, letter
 * distributions, the squares of the standard board) serve the other crossword notations too.
 */
public final class CgpEditor {
    private CgpEditor() {}

    static final EditorSupport SUPPORT = new EditorSupport.Tables(Map.ofEntries(Map.entry("SLASH", OPERATOR), Map.entry("BOARD_SLASH", OPERATOR), Map.entry("SEMICOLON", OPCODE_END), Map.entry("TILE", STRING), Map.entry("MULTI_TILE", STRING), Map.entry("UNCLOSED_TILE", STRING), Map.entry("INTEGER", NUMBER), Map.entry("EMPTY_RUN", NUMBER), Map.entry("BLANK", ENUM_MEMBER), Map.entry("RACK_DOT", ENUM_MEMBER), Map.entry("EMPTY_TILE", STRING), Map.entry("LOWER_TILE", STRING), Map.entry("LOWER_MULTI_TILE", STRING), Map.entry("ZERO_RUN", NUMBER), Map.entry("NEGATIVE_COUNT", NUMBER), Map.entry("NAME_DASH", KEYWORD), Map.entry("BOARD_EMPTY_TILE", STRING), Map.entry("NAME_SEMICOLON", OPERATOR), Map.entry("OP_BB", OPCODE_WORD), Map.entry("OP_ETL", OPCODE_WORD), Map.entry("OP_TI", OPCODE_WORD), Map.entry("OP_TO", OPCODE_WORD), Map.entry("OP_MCNZ", OPCODE_WORD), Map.entry("OP_MNCZ", OPCODE_WORD), Map.entry("OP_CR", OPCODE_WORD), Map.entry("OP_TMR", OPCODE_WORD), Map.entry("OP_BDN", OPCODE_WORD), Map.entry("OP_GID", OPCODE_WORD), Map.entry("OP_LD", OPCODE_WORD), Map.entry("OP_LEX", OPCODE_WORD), Map.entry("OP_VAR", OPCODE_WORD), Map.entry("OP_L1", OPCODE_WORD), Map.entry("OP_L2", OPCODE_WORD), Map.entry("OP_ORU", OPCODE_WORD), Map.entry("OP_LM", OPCODE_WORD), Map.entry("OTHER_NAME", OPCODE_WORD), Map.entry("WORD", OPCODE_WORD), Map.entry("BAD_OPERAND", OPCODE_WORD), Map.entry("ZERO_NUMBER", OPCODE_WORD), Map.entry("POSITIVE_NUMBER", OPCODE_WORD), Map.entry("CHALLENGE_RULE", OPCODE_WORD), Map.entry("TIMERS", OPCODE_WORD), Map.entry("MOVE_PASS", OPCODE_WORD), Map.entry("MOVE_CHALLENGE", OPCODE_WORD), Map.entry("MOVE_ACROSS", OPCODE_WORD), Map.entry("MOVE_DOWN", OPCODE_WORD), Map.entry("MOVE_DOTTED_PLAY", OPCODE_WORD), Map.entry("MOVE_PHONY", OPCODE_WORD), Map.entry("MOVE_DOTTED_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_DOTTED_COUNT", OPCODE_WORD), Map.entry("MOVE_TILES", OPCODE_WORD), Map.entry("MOVE_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_EXCHANGE_COUNT", OPCODE_WORD), Map.entry("MOVE_DASH", OPCODE_WORD), Map.entry("MOVE_BONUS", OPCODE_WORD)),
            Set.of("FIELD_SPACE", "FIELD_SPACE_RUN", "OPERAND_SPACE", "OPERAND_SPACE_RUN", "UNEXPECTED_CHAR", "RACK_SPACE"))
            .withWords(Map.of("OTHER_NAME", WordClass.NAME, "WORD", WordClass.ARGUMENT, "CHALLENGE_RULE", WordClass.ARGUMENT,
                    "MOVE_ACROSS", WordClass.ARGUMENT, "MOVE_DOWN", WordClass.ARGUMENT),
                    keywords(CgpParts.opcodes()),
                    Map.of("lex", lexicons(), "l1", lexicons(), "l2", lexicons(), "ld", distributions(), "cr", challengeRules(),
                    "lm", coordinates()),
                    Map.of());

    /** Names and their meanings as keywords, in order. */
    public static List<Word> keywords(Map<String, String> meanings) {
        List<Word> names = new ArrayList<>();
        meanings.forEach((name, meaning) -> names.add(new Word(name, meaning, Word.Kind.KEYWORD)));
        return List.copyOf(names);
    }

    private static List<Word> challengeRules() {
        List<Word> rules = new ArrayList<>();
        for (Opcode.ChallengeRule.Rule rule : Opcode.ChallengeRule.Rule.values()) {
            rules.add(new Word(rule.written(), "a challenge rule", Word.Kind.ENUM_MEMBER));
        }
        return List.copyOf(rules);
    }

    /** Every lexicon Ludex knows, with the tiles it is played with. */
    public static List<Word> lexicons() {
        return LetterDistribution.lexicons().stream()
                .map(e -> new Word(e.getKey(), "a lexicon; " + e.getValue() + " tiles", Word.Kind.ENUM_MEMBER)).toList();
    }

    /** Every letter distribution Ludex knows. */
    public static List<Word> distributions() {
        return LetterDistribution.NAMES.stream().map(n -> new Word(n, "a letter distribution", Word.Kind.ENUM_MEMBER)).toList();
    }

    /** Every square of the standard board, across (row first: {@code 8D}) and down (column first: {@code D8}). */
    public static List<Word> coordinates() {
        List<Word> all = new ArrayList<>(2 * 15 * 15);
        for (int row = 1; row <= 15; row++) {
            for (char column = 'A'; column < 'A' + 15; column++) {
                all.add(new Word(row + "" + column, "across from row " + row + ", column " + column, Word.Kind.VALUE));
            }
        }
        for (char column = 'A'; column < 'A' + 15; column++) {
            for (int row = 1; row <= 15; row++) {
                all.add(new Word(column + "" + row, "down from column " + column + ", row " + row, Word.Kind.VALUE));
            }
        }
        return all;
    }
}
