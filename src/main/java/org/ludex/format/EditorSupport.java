package org.ludex.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an editor needs of a format beyond its grammar: the kind of each token type of its lexer (for
 * semantic colouring), the token types that stand for a class of words and the words that fill them (for
 * completion), and which document-wide features apply. Token types are named by their symbolic names in
 * the format's generated lexer. A format has it or not ({@link Format#editor}); without it the language
 * server still checks, formats and completes the grammar's literal keywords, and colours nothing.
 */
public interface EditorSupport {
    /** The kind of each token type that is coloured, by symbolic name; token types not named are not coloured. */
    Map<String, TokenKind> tokenKinds();

    /** The token types (by symbolic name) that stand for a class of words, and which class fills them. */
    default Map<String, WordClass> wordClasses() {
        return Map.of();
    }

    /** The names of the format's pragmas or opcodes, what {@link WordClass#NAME} offers. */
    default List<Word> names() {
        return List.of();
    }

    /** The words that may follow a pragma or an opcode, by its name as written ({@link WordClass#ARGUMENT}). */
    default Map<String, List<Word>> arguments() {
        return Map.of();
    }

    /** The document-wide features that apply to the format's files. */
    default Set<Feature> features() {
        return Set.of();
    }

    /** Every square of the standard board, across (row first: {@code 8D}) and down (column first: {@code D8}). */
    static List<Word> coordinates() {
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

    /** How a token type is coloured. */
    enum TokenKind {
        KEYWORD, NUMBER, STRING, COMMENT, OPERATOR, VARIABLE, PROPERTY, PARAMETER, ENUM_MEMBER,
        /** an opcode's word: a keyword first, then its operands as parameters (a {@code ;} or {@code |} token starts the next opcode) */
        OPCODE_WORD,
        /** a pragma's text: a comment after {@code #note}, else a string */
        PRAGMA_TEXT
    }

    /** What fills a token type that stands for a class of words. */
    enum WordClass {
        /** a pragma's or opcode's name: {@link #names} */
        NAME,
        /** the words that may follow the pragma or opcode just before: {@link #arguments} */
        ARGUMENT,
        /** an opcode's argument words right after it; else (a new opcode) the names */
        NAME_OR_ARGUMENT,
        /** the nicknames the document declares (GCG's {@code #playerN} lines) */
        NICKNAME,
        /** the squares of a standard crossword board, across and down */
        COORDINATE
    }

    /** A word to offer: its text, what it is, and the kind of item an editor shows it as. */
    record Word(String text, String detail, Kind kind) {
        public enum Kind { KEYWORD, ENUM_MEMBER, VALUE, VARIABLE }
    }

    /** Document-wide features that read the text as a game record of lines. */
    enum Feature {
        /** every line may begin the entry rule, so completion reads from the cursor's line, not the top of the file */
        LINE_STARTS,
        /** a game's header (the lines before the first {@code >} event) and runs of {@code #note} lines fold; URLs in {@code #} lines are links */
        GAME_LAYOUT,
        /** nicknames declared by {@code #playerN} lines: go to definition, references and rename */
        NICKNAMES
    }
}
