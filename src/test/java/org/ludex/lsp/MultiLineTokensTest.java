package org.ludex.lsp;

import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A token the lexer makes over a line end (a comment of several lines, a property's name and its bracket on two) is
 * coloured as its part on each line, since a semantic token of the protocol lies on one line: nothing of it is left
 * uncoloured, no token runs past its line's end, and a part of white space alone gives no token.
 */
class MultiLineTokensTest {
    private Harness lsp;

    @AfterEach
    void close() throws IOException {
        if (lsp != null) {
            lsp.close();
        }
    }

    /** A token as the client sees it: its line, its first character, its text and its type. */
    record Coloured(int line, int character, String text, String type) {}

    @Test
    void aCommentOfThreeLinesIsColouredOnEachLine() throws Exception {
        lsp = new Harness();
        String text = "(;FF[4]GM[6]MI[length:5][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n"
                + ";W[31hefe]C[one \\\n"
                + "two \uD83D\uDE00 two\r\n"
                + "  three]\n"
                + ";B[66agaglrlr])\n";
        List<Coloured> tokens = tokens("file:///comment.sgf", text);
        assertThat(tokens).filteredOn(t -> t.line() == 1).extracting(Coloured::text, Coloured::type).endsWith(
                org.assertj.core.groups.Tuple.tuple("C[", "property"), org.assertj.core.groups.Tuple.tuple("one ", "string"),
                org.assertj.core.groups.Tuple.tuple("\\", "string"));
        // the code point outside the BMP counts two UTF-16 units, as the protocol's default encoding says
        assertThat(tokens).filteredOn(t -> t.line() == 2).containsExactly(new Coloured(2, 0, "two \uD83D\uDE00 two", "string"));
        assertThat(tokens).filteredOn(t -> t.line() == 3).containsExactly(new Coloured(3, 0, "  three", "string"),
                new Coloured(3, 7, "]", "operator"));
        assertThat(tokens).filteredOn(t -> t.line() == 4).first().isEqualTo(new Coloured(4, 0, ";", "operator"));
    }

    @Test
    void aPropertyNameAndItsBracketOnTwoLinesAreBothColoured() throws Exception {
        lsp = new Harness();
        String text = "(;FF[4]GM\n[6]PW[Ann]PB\r\n   [Bob]\n;W[31hefe])\n";
        List<Coloured> tokens = tokens("file:///names.sgf", text);
        assertThat(tokens).contains(new Coloured(0, 7, "GM", "property"), new Coloured(1, 0, "[", "property"),
                new Coloured(1, 1, "6", "number"), new Coloured(1, 10, "PB", "property"), new Coloured(2, 0, "   [", "property"),
                new Coloured(2, 4, "Bob", "string"));
    }

    @Test
    void theLineEndsAndIndentsOfAMatchGiveNoTokenAndItsEmptyLastLineIsColoured() throws Exception {
        lsp = new Harness();
        String text = "; [Site \"Bench\"]\n\n1 point match\n\n Game 1\n Lena : 0                             Marek : 0\n"
                + "  1) 31: 8/5 6/5                       42: 8/4 6/4\n"
                + "  2)  Doubles => 2                      Drops\n"
                + "  3)  Wins 1 point and the match        \n"
                + "  4)                                   \n";
        List<Coloured> tokens = tokens("file:///empty-last-line.mat", text);
        assertThat(tokens).noneMatch(t -> t.text().isBlank() && t.line() > 0);
        assertThat(tokens).filteredOn(t -> t.line() == 9).singleElement().extracting(Coloured::text, Coloured::type)
                .containsExactly("  4)                                   ", "number");
        assertThat(tokens).filteredOn(t -> t.line() == 6).first().isEqualTo(new Coloured(6, 2, "1)", "number"));
    }

    @Test
    void everyTokenOfEveryConformanceCaseLiesOnOneLine() throws Exception {
        lsp = new Harness();
        int files = 0;
        for (Format<?> format : Formats.all()) {
            for (String group : List.of("valid", "invalid", "dialect")) {
                Path folder = Path.of("testdata", format.name(), group);
                if (!Files.isDirectory(folder)) {
                    continue;
                }
                try (Stream<Path> list = Files.list(folder)) {
                    for (Path file : list.filter(f -> format.extensions().stream().anyMatch(e -> f.toString().endsWith("." + e))).sorted().toList()) {
                        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                        if (text.indexOf('\uFFFD') >= 0 || text.startsWith("\uFEFF")) {
                            continue; // not UTF-8, or a byte-order mark a client hands over without
                        }
                        files++;
                        tokens(file.toUri().toString(), text); // each within its line, or it throws
                    }
                }
            }
        }
        assertThat(files).isGreaterThan(300);
        // the conformance case of a comment over three lines: its second line is all comment
        List<Coloured> escapes = tokens("file:///escapes.sgf", Files.readString(Path.of("testdata/sgf/valid/text-escapes.sgf")));
        assertThat(escapes).filteredOn(t -> t.line() == 2).containsExactly(new Coloured(2, 0, "line break", "string"));
    }

    /** The document's tokens, decoded; a token that runs past its line's end, or is empty, fails the test. */
    private List<Coloured> tokens(String uri, String text) throws Exception {
        lsp.open(uri, text);
        SemanticTokens tokens = lsp.server.getTextDocumentService().semanticTokensFull(new SemanticTokensParams(Harness.id(uri)))
                .get(30, TimeUnit.SECONDS);
        List<String> types = lsp.initialized.getCapabilities().getSemanticTokensProvider().getLegend().getTokenTypes();
        String[] lines = text.split("\r\n|\r|\n", -1);
        List<Integer> data = tokens.getData();
        List<Coloured> out = new ArrayList<>();
        int line = 0;
        int character = 0;
        for (int i = 0; i < data.size(); i += 5) {
            line += data.get(i);
            character = data.get(i) == 0 ? character + data.get(i + 1) : data.get(i + 1);
            int length = data.get(i + 2);
            assertThat(length).as("%s: a token's length at %d:%d", uri, line, character).isPositive();
            assertThat(character + length).as("%s: the end of the token at %d:%d", uri, line, character).isLessThanOrEqualTo(lines[line].length());
            out.add(new Coloured(line, character, lines[line].substring(character, character + length), types.get(data.get(i + 3))));
        }
        return out;
    }
}
