package org.ludex.gcg.write;

import org.ludex.cgp.CgpEditor;
import org.ludex.format.EditorSupport.Feature;
import org.ludex.format.EditorSupport.Word;
import org.ludex.format.EditorSupport.WordClass;
import org.ludex.format.EditorSupport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.ludex.format.EditorSupport.TokenKind.COMMENT_KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.NUMBER;
import static org.ludex.format.EditorSupport.TokenKind.OPERATOR;
import static org.ludex.format.EditorSupport.TokenKind.PRAGMA_TEXT;
import static org.ludex.format.EditorSupport.TokenKind.PROPERTY;
import static org.ludex.format.EditorSupport.TokenKind.STRING;
import static org.ludex.format.EditorSupport.TokenKind.TEXT_KEYWORD;
import static org.ludex.format.EditorSupport.TokenKind.VARIABLE;

/**
 * What an editor needs of GCG beyond its grammar: the kind of each token of its lexer, the words
 * completion offers (pragmas, their arguments, the squares of the board, the nicknames the game
 * declares), and a game's document features: its header and notes fold ({@link GcgLayout}), the URLs
 * of its pragma lines are links, and its nicknames are renamed together ({@link GcgNicknames}).
 */
public final class GcgEditor {
    private GcgEditor() {}

    public static final EditorSupport SUPPORT = new EditorSupport.Tables(Map.ofEntries(Map.entry("PRAGMA_NAME", TEXT_KEYWORD), Map.entry("PLAYER_PRAGMA", TEXT_KEYWORD), Map.entry("TITLE_PRAGMA", TEXT_KEYWORD), Map.entry("DESCRIPTION_PRAGMA", TEXT_KEYWORD), Map.entry("NOTE_PRAGMA", COMMENT_KEYWORD), Map.entry("RACK_PRAGMA", TEXT_KEYWORD), Map.entry("INCOMPLETE_PRAGMA", TEXT_KEYWORD), Map.entry("ID_PRAGMA", TEXT_KEYWORD), Map.entry("TILE_PRAGMA", TEXT_KEYWORD), Map.entry("SETTING_PRAGMA", TEXT_KEYWORD), Map.entry("OBSOLETE_PRAGMA", TEXT_KEYWORD), Map.entry("EVENT_START", OPERATOR), Map.entry("TEXT", PRAGMA_TEXT), Map.entry("PLAYER_NICKNAME", PRAGMA_TEXT), Map.entry("ARGUMENT", PRAGMA_TEXT), Map.entry("NICK", VARIABLE), Map.entry("NICK_END", OPERATOR), Map.entry("CHALLENGE_BONUS", KEYWORD), Map.entry("TIME_PENALTY", KEYWORD), Map.entry("WITHDRAWAL", KEYWORD), Map.entry("PASS_DASH", KEYWORD), Map.entry("PAREN_TILES", STRING), Map.entry("EXCHANGE_TILES", STRING), Map.entry("WORD", STRING), Map.entry("UNKNOWN_RACK", STRING), Map.entry("LETTERS", STRING), Map.entry("RACK_TILES", STRING), Map.entry("PLAYED_TILES", STRING), Map.entry("THROUGH_IN_PARENTHESES", STRING), Map.entry("SMALL_NEGATIVE", NUMBER), Map.entry("SIGNED_NUMBER", NUMBER), Map.entry("PLUS_MINUS_NUMBER", NUMBER), Map.entry("NUMBER", NUMBER), Map.entry("COORDINATE", PROPERTY), Map.entry("LOWERCASE_COORDINATE", PROPERTY)),
            Set.of("LINE_END", "LEADING_SPACE", "STRAY_TEXT", "NICK_SPACE", "EVENT_SPACE", "TEXT_SPACE", "PLAYER_SPACE", "ARGUMENT_SPACE",
                    "RACK_SPACE"))
            .withWords(Map.ofEntries(Map.entry("PRAGMA_NAME", WordClass.NAME), Map.entry("PLAYER_PRAGMA", WordClass.NAME),
                    Map.entry("TITLE_PRAGMA", WordClass.NAME), Map.entry("DESCRIPTION_PRAGMA", WordClass.NAME),
                    Map.entry("NOTE_PRAGMA", WordClass.NAME), Map.entry("RACK_PRAGMA", WordClass.NAME),
                    Map.entry("INCOMPLETE_PRAGMA", WordClass.NAME), Map.entry("ID_PRAGMA", WordClass.NAME),
                    Map.entry("TILE_PRAGMA", WordClass.NAME), Map.entry("SETTING_PRAGMA", WordClass.NAME),
                    Map.entry("OBSOLETE_PRAGMA", WordClass.NAME), Map.entry("TEXT", WordClass.ARGUMENT),
                    Map.entry("NICK", WordClass.DECLARED), Map.entry("COORDINATE", WordClass.LISTED),
                    Map.entry("LOWERCASE_COORDINATE", WordClass.LISTED)),
                    pragmas(),
                    Map.of("#lexicon", CgpEditor.lexicons(), "#tile-distribution", CgpEditor.distributions(), "#tile-set", CgpEditor.distributions(),
                    "#character-encoding", List.of(new Word("UTF-8", "Unicode", Word.Kind.ENUM_MEMBER),
                            new Word("ISO-8859-1", "Latin-1", Word.Kind.ENUM_MEMBER))),
                    Map.of("COORDINATE", CgpEditor.coordinates(), "LOWERCASE_COORDINATE", CgpEditor.coordinates()))
            .withFeatures(Set.of(Feature.LINE_STARTS))
            .withDocument(GcgLayout.FOLDING, GcgLayout.LINKS, GcgNicknames.RENAMING);

    private static List<Word> pragmas() {
        Map<String, String> named = new LinkedHashMap<>();
        GcgParts.pragmas().forEach((name, meaning) -> named.put("#" + name, meaning));
        return CgpEditor.keywords(named);
    }
}
