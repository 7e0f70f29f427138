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
import org.ludex.format.EditorSupport;
import org.ludex.format.Pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Semantic tokens from the lexers' own token types, so that an editor with no grammar
 * for these notations still colours them: each format's token names map to the
 * protocol's standard token types, as the format's {@link EditorSupport} says. Two kinds take their colour from the token before
 * them, as the lexer leaves them alike: an opcode's name (its first word, after an
 * {@code OPCODE_END}) is a keyword and its operands parameters; a pragma's text is a comment after a
 * {@code COMMENT_KEYWORD} (a note), else a string.
 */
final class Tokens {
    static final List<String> TYPES = List.of(SemanticTokenTypes.Keyword, SemanticTokenTypes.Number, SemanticTokenTypes.String,
            SemanticTokenTypes.Comment, SemanticTokenTypes.Operator, SemanticTokenTypes.Variable, SemanticTokenTypes.Property,
            SemanticTokenTypes.Parameter, SemanticTokenTypes.EnumMember);
    static final SemanticTokensLegend LEGEND = new SemanticTokensLegend(TYPES, List.of());

    /** The protocol's name of each kind a format gives its tokens; the two kinds that hang on the token before are worked out below. */
    private static String typeOf(EditorSupport.TokenKind kind) {
        return switch (kind) {
            case KEYWORD, TEXT_KEYWORD, COMMENT_KEYWORD, OPCODE_WORD -> SemanticTokenTypes.Keyword;
            case NUMBER -> SemanticTokenTypes.Number;
            case STRING, PRAGMA_TEXT -> SemanticTokenTypes.String;
            case COMMENT -> SemanticTokenTypes.Comment;
            case OPERATOR, OPCODE_END -> SemanticTokenTypes.Operator;
            case VARIABLE -> SemanticTokenTypes.Variable;
            case PROPERTY -> SemanticTokenTypes.Property;
            case PARAMETER -> SemanticTokenTypes.Parameter;
            case ENUM_MEMBER -> SemanticTokenTypes.EnumMember;
        };
    }

    private Tokens() {}

    static SemanticTokens of(Analysis analysis, Encoding encoding) {
        Map<String, EditorSupport.TokenKind> kinds = analysis.format().editor().map(EditorSupport::tokenKinds).orElse(Map.of());
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

    private static void tokens(Analysis analysis, Lexer lexer, SourceText record, Map<String, EditorSupport.TokenKind> kinds, Encoding encoding,
                               List<Integer> data, int[] last) {
        boolean opcodeStart = true;
        boolean note = false;
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            String name = lexer.getVocabulary().getSymbolicName(token.getType());
            EditorSupport.TokenKind given = name == null ? null : kinds.get(name);
            String kind;
            if (given == EditorSupport.TokenKind.OPCODE_WORD) {
                kind = opcodeStart ? SemanticTokenTypes.Keyword : SemanticTokenTypes.Parameter;
                opcodeStart = false;
            } else if (given == EditorSupport.TokenKind.PRAGMA_TEXT) {
                kind = note ? SemanticTokenTypes.Comment : SemanticTokenTypes.String;
            } else {
                kind = given == null ? null : typeOf(given);
            }
            if (given == EditorSupport.TokenKind.OPCODE_END) {
                opcodeStart = true;
            }
            if (given == EditorSupport.TokenKind.TEXT_KEYWORD || given == EditorSupport.TokenKind.COMMENT_KEYWORD) {
                note = given == EditorSupport.TokenKind.COMMENT_KEYWORD;
            }
            String text = token.getText();
            if (kind == null || text.isEmpty()) {
                continue;
            }
            Span span = record.span(token.getStartIndex(), token.getStopIndex() + 1);
            int at = analysis.lines().index(span.line(), span.column());
            int type = TYPES.indexOf(kind);
            // The protocol gives a token on one line: a token over a line end (a text value of several lines, a name
            // and its bracket on two) is given as its part on each line, the line ends left out, as a client that does
            // not announce multi-line tokens needs and one that does reads as well. A part of white space alone is
            // left out, as it shows no colour.
            int from = 0;
            for (int i = 0; i <= text.length(); i++) {
                char c = i < text.length() ? text.charAt(i) : '\n';
                if (c == '\n' || c == '\r') {
                    if (!text.substring(from, i).isBlank() || from == 0 && i == text.length()) {
                        add(analysis.lines().position(at + from, encoding), units(text, from, i, encoding), type, data, last);
                    }
                    from = i + 1;
                }
            }
        }
    }

    /** A token's length in the agreed encoding's units. */
    private static int units(String text, int from, int to, Encoding encoding) {
        int length = 0;
        for (int i = from; i < to; ) {
            int cp = text.codePointAt(i);
            length += encoding.units(cp);
            i += Character.charCount(cp);
        }
        return length;
    }

    /** One token, relative to the one before it, as the protocol packs them. */
    private static void add(Position start, int length, int type, List<Integer> data, int[] last) {
        int deltaLine = start.getLine() - last[0];
        data.add(deltaLine);
        data.add(deltaLine == 0 ? start.getCharacter() - last[1] : start.getCharacter());
        data.add(length);
        data.add(type);
        data.add(0);
        last[0] = start.getLine();
        last[1] = start.getCharacter();
    }
}
