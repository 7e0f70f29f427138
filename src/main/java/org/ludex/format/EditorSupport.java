package org.ludex.format;

import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    /** The words a token type of {@link WordClass#LISTED} stands for, by its symbolic name. */
    default Map<String, List<Word>> listed() {
        return Map.of();
    }

    /** The token types (by symbolic name) left uncoloured on purpose: spaces, line ends, what no rule takes. */
    default Set<String> uncoloured() {
        return Set.of();
    }

    /** How the format's documents fold; empty where they do not. */
    default Optional<Folding> folding() {
        return Optional.empty();
    }

    /** The links the format's documents hold; empty where they hold none. */
    default Optional<Links> links() {
        return Optional.empty();
    }

    /** The names a document declares and uses again, for going to a definition, references and rename; empty where there are none. */
    default Optional<Renaming> renaming() {
        return Optional.empty();
    }

    /** How a token type is coloured. */
    enum TokenKind {
        KEYWORD, NUMBER, STRING, COMMENT, OPERATOR, VARIABLE, PROPERTY, PARAMETER, ENUM_MEMBER,
        /** an opcode's word: a keyword first, then its operands as parameters (a {@code ;} or {@code |} token starts the next opcode) */
        OPCODE_WORD,
        /** an operator that ends an opcode: the next {@link #OPCODE_WORD} is a keyword again */
        OPCODE_END,
        /** a keyword after which {@link #PRAGMA_TEXT} is a string (a pragma's name) */
        TEXT_KEYWORD,
        /** a keyword after which {@link #PRAGMA_TEXT} is a comment (a note's pragma) */
        COMMENT_KEYWORD,
        /** a pragma's text: a comment after a {@link #COMMENT_KEYWORD}, else a string */
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
        /** the names the document declares ({@link #renaming}) */
        DECLARED,
        /** the words {@link #listed} gives for the token type */
        LISTED
    }

    /** A word to offer: its text, what it is, and the kind of item an editor shows it as. */
    record Word(String text, String detail, Kind kind) {
        public enum Kind { KEYWORD, ENUM_MEMBER, VALUE, VARIABLE }
    }

    /** Document-wide features. */
    enum Feature {
        /** every line may begin the entry rule, so completion reads from the cursor's line, not the top of the file */
        LINE_STARTS
    }

    /** Tables of an editor's support, made once: what a format's {@link #editor} returns, with any capability set by a {@code with} method. */
    record Tables(Map<String, TokenKind> tokenKinds, Map<String, WordClass> wordClasses, List<Word> names,
                  Map<String, List<Word>> arguments, Set<Feature> features, Map<String, List<Word>> listed, Set<String> uncoloured,
                  Optional<Folding> folding, Optional<Links> links, Optional<Renaming> renaming) implements EditorSupport {
        public Tables {
            tokenKinds = Map.copyOf(tokenKinds);
            wordClasses = Map.copyOf(wordClasses);
            names = List.copyOf(names);
            arguments = Map.copyOf(arguments);
            features = Set.copyOf(features);
            listed = Map.copyOf(listed);
            uncoloured = Set.copyOf(uncoloured);
            java.util.Objects.requireNonNull(folding, "folding is null");
            java.util.Objects.requireNonNull(links, "links is null");
            java.util.Objects.requireNonNull(renaming, "renaming is null");
        }

        /** The kinds of the lexer's tokens and those left uncoloured, and nothing else. */
        public Tables(Map<String, TokenKind> tokenKinds, Set<String> uncoloured) {
            this(tokenKinds, Map.of(), List.of(), Map.of(), Set.of(), Map.of(), uncoloured, Optional.empty(), Optional.empty(), Optional.empty());
        }

        public Tables withWords(Map<String, WordClass> wordClasses, List<Word> names, Map<String, List<Word>> arguments, Map<String, List<Word>> listed) {
            return new Tables(tokenKinds, wordClasses, names, arguments, features, listed, uncoloured, folding, links, renaming);
        }

        public Tables withFeatures(Set<Feature> features) {
            return new Tables(tokenKinds, wordClasses, names, arguments, features, listed, uncoloured, folding, links, renaming);
        }

        public Tables withDocument(Folding folding, Links links, Renaming renaming) {
            return new Tables(tokenKinds, wordClasses, names, arguments, features, listed, uncoloured, Optional.ofNullable(folding),
                    Optional.ofNullable(links), Optional.ofNullable(renaming));
        }
    }
}
