package org.ludex.cgprune;

import org.ludex.cgp.CgpEditor;
import org.ludex.cgp.CgpParts;
import org.ludex.format.EditorSupport.Word;
import org.ludex.format.EditorSupport.WordClass;
import org.ludex.format.EditorSupport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.ludex.format.EditorSupport.TokenKind.ENUM_MEMBER;
import static org.ludex.format.EditorSupport.TokenKind.NUMBER;
import static org.ludex.format.EditorSupport.TokenKind.OPCODE_END;
import static org.ludex.format.EditorSupport.TokenKind.OPCODE_WORD;
import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.STRING;

/** What an editor needs of the CGP rune draft beyond its grammar: the kind of each token of its lexer, and the opcodes completion offers. */
final class RuneEditor {
    private RuneEditor() {}

    static final EditorSupport SUPPORT = new EditorSupport.Tables(Map.ofEntries(Map.entry("BAR", OPERATOR), Map.entry("BOARD_BAR", OPERATOR), Map.entry("OPCODE_BAR", OPCODE_END), Map.entry("RUNE", STRING), Map.entry("INTEGER", NUMBER), Map.entry("EMPTY_RUN", NUMBER), Map.entry("EMPTY_ONE", OPERATOR), Map.entry("RACK_BLANK", ENUM_MEMBER), Map.entry("OPCODE_WORD", OPCODE_WORD), Map.entry("BAD_RUN", NUMBER), Map.entry("NOT_A_RUNE", STRING), Map.entry("RACK_BLANK_RUNE", STRING), Map.entry("NEGATIVE_COUNT", NUMBER), Map.entry("OP_BB", OPCODE_WORD), Map.entry("OP_ETL", OPCODE_WORD), Map.entry("OP_MNCZ", OPCODE_WORD), Map.entry("OP_BDN", OPCODE_WORD), Map.entry("OP_LD", OPCODE_WORD), Map.entry("OP_LM", OPCODE_WORD), Map.entry("OTHER_NAME", OPCODE_WORD), Map.entry("BAD_OPERAND", OPCODE_WORD), Map.entry("ZERO_NUMBER", OPCODE_WORD), Map.entry("POSITIVE_NUMBER", OPCODE_WORD), Map.entry("MOVE_PASS", OPCODE_WORD), Map.entry("MOVE_EXCHANGE", OPCODE_WORD), Map.entry("MOVE_ACROSS", OPCODE_WORD), Map.entry("MOVE_DOWN", OPCODE_WORD), Map.entry("PLAYED_RUNES", OPCODE_WORD), Map.entry("EXCHANGED_RUNES", OPCODE_WORD)),
            Set.of("FIELD_SPACE", "FIELD_SPACE_RUN", "OPCODE_SPACE", "UNEXPECTED_CHAR", "RACK_SPACE"))
            .withWords(Map.of("OTHER_NAME", WordClass.NAME, "OPCODE_WORD", WordClass.ARGUMENT, "MOVE_ACROSS", WordClass.ARGUMENT,
                    "MOVE_DOWN", WordClass.ARGUMENT),
                    runeOpcodes(),
                    Map.of("ld", CgpEditor.distributions(), "lm", CgpEditor.coordinates()),
                    Map.of());

    /** The rune draft's opcodes, with the current CGP's meanings. */
    private static List<Word> runeOpcodes() {
        Map<String, String> named = new LinkedHashMap<>();
        for (String name : List.of("bb", "bdn", "etl", "ld", "mncz", "lm")) {
            named.put(name, CgpParts.opcodes().getOrDefault(name, "minimum consecutive scoreless turns"));
        }
        return CgpEditor.keywords(named);
    }
}
