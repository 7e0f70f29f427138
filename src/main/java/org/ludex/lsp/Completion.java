package org.ludex.lsp;

import com.vmware.antlr4c3.CodeCompletionCore;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.ludex.format.EditorSupport.Word;
import org.ludex.format.EditorSupport.WordClass;
import org.ludex.format.EditorSupport;
import org.ludex.parse.GrammarSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Completion driven by what the grammar accepts at the cursor. The text before the cursor is cut into
 * tokens by the format's own lexer and the ANTLR code completion core (antlr4-c3) walks the parser's
 * network over them to the token types that may come next. A literal token (a keyword the grammar
 * spells out) is offered as it is written. A token type that stands for a class of words (a nickname, a
 * coordinate, a pragma's or an opcode's word) is filled from the document or from a list Ludex keeps, and
 * a word is offered only where the format's lexer, in the state it is in at the cursor, cuts it as one
 * token of that very type: so the grammar, not a hand list of places, decides where each word fits.
 *
 * <p>Only the format's {@link EditorSupport#wordClasses} names token types, so a grammar that renames or splits its
 * tokens needs that table and nothing else changed; a grammar that spells a pragma name or an opcode out
 * as a literal needs no entry at all.
 */
final class Completion {
    /** The longest text before the cursor that completion reads, in chars: past it, nothing is offered (no notation writes a record that long). */
    static final int MAX_CONTEXT = 4096;

    private Completion() {}

    /** The kind of item an editor shows each kind of word as. */
    private static final Map<Word.Kind, CompletionItemKind> ITEM_KINDS = Map.of(Word.Kind.KEYWORD, CompletionItemKind.Keyword,
            Word.Kind.ENUM_MEMBER, CompletionItemKind.EnumMember, Word.Kind.VALUE, CompletionItemKind.Value,
            Word.Kind.VARIABLE, CompletionItemKind.Variable);

    /** The words that may stand at the position, each as an edit of the word being typed there. */
    static CompletionList at(Analysis analysis, Position position, Encoding encoding) {
        LineIndex lines = analysis.lines();
        String text = lines.text();
        int caret = lines.index(position, encoding);
        int line = lines.position(caret, Encoding.UTF16).getLine();
        int from = analysis.format().recordPerLine() || has(analysis, EditorSupport.Feature.LINE_STARTS) ? lines.lineStart(line) : 0;
        if (caret - from > MAX_CONTEXT) {
            return new CompletionList(false, List.of());
        }
        String before = text.substring(from, caret);
        GrammarSpec<?, ?> grammar = analysis.format().grammar();

        List<Token> tokens = lex(grammar, before, null);
        Map<String, Word> offered = new LinkedHashMap<>();
        Map<String, Integer> starts = new LinkedHashMap<>();
        // the word after the last token, and (where the last token touches the cursor) that token as a word being typed
        offer(analysis, grammar, before, tokens, tokens.size() - 1, "", offered, starts);
        if (tokens.size() > 1) {
            Token last = tokens.get(tokens.size() - 2);
            if (last.getStopIndex() + 1 == before.codePointCount(0, before.length()) && !last.getText().isBlank()
                    && !Character.isWhitespace(before.charAt(before.length() - 1))) {
                offer(analysis, grammar, before, tokens, tokens.size() - 2, last.getText(), offered, starts);
            }
        }
        List<CompletionItem> items = new ArrayList<>();
        int order = 0;
        for (Word word : offered.values()) {
            Range range = new Range(lines.position(caret - starts.get(word.text()), encoding), position);
            CompletionItem item = new CompletionItem(word.text());
            item.setKind(ITEM_KINDS.get(word.kind()));
            item.setDetail(word.detail());
            item.setFilterText(word.text());
            item.setSortText(String.format(Locale.ROOT, "%04d", order++));
            item.setTextEdit(Either.forLeft(new TextEdit(range, word.text())));
            items.add(item);
        }
        return new CompletionList(false, items);
    }

    /** Adds the words the grammar accepts at the token {@code caretIndex}, where {@code typed} has been typed of it already. */
    private static void offer(Analysis analysis, GrammarSpec<?, ?> grammar, String before, List<Token> tokens, int caretIndex, String typed,
                              Map<String, Word> offered, Map<String, Integer> typedLengths) {
        int[] mode = modeAt(grammar, before.substring(0, before.length() - typed.length()));
        Map<Integer, List<Integer>> candidates = candidates(grammar, tokens, caretIndex);
        Vocabulary vocabulary = grammar.lexer().apply(CharStreams.fromString("")).getVocabulary();
        EditorSupport editor = editor(analysis);
        Map<String, WordClass> classes = editor.wordClasses();
        String head = head(tokens, caretIndex, editor, vocabulary);
        for (int type : candidates.keySet()) {
            String literal = vocabulary.getLiteralName(type);
            List<Word> words;
            if (literal != null) {
                String word = literal.substring(1, literal.length() - 1);
                words = word.codePoints().anyMatch(Character::isLetter) ? List.of(new Word(word, "keyword", Word.Kind.KEYWORD)) : List.of();
            } else {
                String name = vocabulary.getSymbolicName(type);
                WordClass kind = name == null ? null : classes.get(name);
                words = kind == null ? List.of() : words(kind, name, analysis, editor, head);
            }
            for (Word word : words) {
                if (!offered.containsKey(word.text()) && startsWith(word.text(), typed) && lexesAs(grammar, word.text(), mode, type)) {
                    offered.put(word.text(), word);
                    typedLengths.put(word.text(), typed.length());
                }
            }
        }
    }

    private static boolean startsWith(String word, String typed) {
        return word.regionMatches(true, 0, typed, 0, typed.length());
    }

    /** The text's tokens, the end of input last; the lexer starts in {@code mode} when given. */
    private static List<Token> lex(GrammarSpec<?, ?> grammar, String text, int[] mode) {
        Lexer lexer = grammar.lexer().apply(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        if (mode != null) {
            enter(lexer, mode);
        }
        List<Token> tokens = new ArrayList<>();
        for (Token token = lexer.nextToken(); ; token = lexer.nextToken()) {
            tokens.add(token);
            if (token.getType() == Token.EOF) {
                return tokens;
            }
        }
    }

    /** The lexer's mode after the text (last) and the modes it will return to (first): where a word typed next would be cut. */
    private static int[] modeAt(GrammarSpec<?, ?> grammar, String text) {
        Lexer lexer = grammar.lexer().apply(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        while (lexer.nextToken().getType() != Token.EOF) {
            // to the end, skipped tokens and mode changes included
        }
        int[] stack = lexer._modeStack.toArray();
        int[] mode = new int[stack.length + 1];
        System.arraycopy(stack, 0, mode, 0, stack.length);
        mode[stack.length] = lexer._mode;
        return mode;
    }

    private static void enter(Lexer lexer, int[] mode) {
        lexer._modeStack.clear();
        for (int i = 0; i < mode.length - 1; i++) {
            lexer._modeStack.push(mode[i]);
        }
        lexer._mode = mode[mode.length - 1];
    }

    /** Whether the lexer, in the mode it is in at the cursor, cuts the word as one token of the type. */
    private static boolean lexesAs(GrammarSpec<?, ?> grammar, String word, int[] mode, int type) {
        List<Token> tokens = lex(grammar, word, mode);
        return tokens.size() == 2 && tokens.get(0).getType() == type && tokens.get(0).getText().equals(word);
    }

    /**
     * The token types the grammar accepts at the caret token. The completion core keeps what it learns
     * of a parser's network in a table shared by every caller, so one walk runs at a time.
     */
    private static Map<Integer, List<Integer>> candidates(GrammarSpec<?, ?> grammar, List<Token> tokens, int caretIndex) {
        CommonTokenStream stream = new CommonTokenStream(new ListTokenSource(tokens));
        stream.fill();
        Parser parser = grammar.parser().apply(stream);
        parser.removeErrorListeners();
        synchronized (Completion.class) {
            return new CodeCompletionCore(parser, Set.of(), Set.of()).collectCandidates(caretIndex, null).tokens;
        }
    }

    /**
     * The pragma or opcode whose argument is being typed: the word just before the caret token (spaces
     * aside) when it names one; else null. A token that ends an opcode ({@link EditorSupport.TokenKind#OPCODE_END})
     * ends the search.
     */
    private static String head(List<Token> tokens, int caretIndex, EditorSupport editor, Vocabulary vocabulary) {
        Map<String, List<Word>> arguments = editor.arguments();
        for (int i = caretIndex - 1; i >= 0; i--) {
            String text = tokens.get(i).getText();
            if (text.isBlank()) {
                continue;
            }
            String name = vocabulary.getSymbolicName(tokens.get(i).getType());
            if (name != null && editor.tokenKinds().get(name) == EditorSupport.TokenKind.OPCODE_END) {
                return null;
            }
            return editor.names().stream().anyMatch(w -> w.text().equals(text)) || arguments.containsKey(text) ? text : null;
        }
        return null;
    }

    private static List<Word> words(WordClass words, String tokenName, Analysis analysis, EditorSupport editor, String head) {
        return switch (words) {
            case NAME -> editor.names();
            case ARGUMENT -> head == null ? List.of() : editor.arguments().getOrDefault(head, List.of());
            case NAME_OR_ARGUMENT -> head == null ? editor.names() : editor.arguments().getOrDefault(head, List.of());
            case DECLARED -> Navigation.declared(analysis).stream()
                    .map(n -> new Word(n.name(), n.detail(), Word.Kind.VARIABLE)).toList();
            case LISTED -> editor.listed().getOrDefault(tokenName, List.of());
        };
    }

    /** What the format says for editors; nothing beyond the grammar where it says nothing. */
    private static EditorSupport editor(Analysis analysis) {
        return analysis.format().editor().orElse(NOTHING);
    }

    private static boolean has(Analysis analysis, EditorSupport.Feature feature) {
        return editor(analysis).features().contains(feature);
    }

    private static final EditorSupport NOTHING = Map::of;
}
