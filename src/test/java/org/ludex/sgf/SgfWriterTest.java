package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The writer: GNU Backgammon's layout, the page's forms; read, written and read again gives the same model. */
class SgfWriterTest {
    private static List<Path> files(String folder) throws IOException {
        try (Stream<Path> files = Files.list(Path.of(folder))) {
            return files.filter(f -> f.toString().endsWith(".sgf")).sorted().toList();
        }
    }

    @Test
    void writesWhatGnuBackgammonSavedByteForByteButTheGamesCountedFromOne() throws IOException {
        List<Path> saved = new ArrayList<>(files("testdata/mat/sgf"));
        saved.addAll(files("testdata/sgf/dialect").stream().filter(f -> f.getFileName().toString().startsWith("gnubg-")).toList());
        assertThat(saved).hasSizeGreaterThanOrEqualTo(8);
        for (Path file : saved) {
            String text = Files.readString(file);
            ParseResult<Sgf> read = SgfReader.READER.read(text);
            assertThat(read.diagnostics()).as(file.toString()).noneMatch(d -> d.isError());
            Matcher game = Pattern.compile("MI\\[length:(\\d+)]\\[game:(\\d+)]").matcher(text);
            String fromOne = game.replaceAll(m -> "MI[length:" + m.group(1) + "][game:" + (Integer.parseInt(m.group(2)) + 1) + "]");
            assertThat(fromOne).isNotEqualTo(text);
            assertThat(SgfWriter.write(read.model().orElseThrow())).as(file.toString()).isEqualTo(fromOne);
        }
    }

    @Test
    void readWriteReadGivesTheSameModel() throws IOException {
        List<Path> cases = new ArrayList<>(files("testdata/sgf/valid"));
        cases.addAll(files("testdata/sgf/dialect"));
        for (Path file : cases) {
            Sgf first = SgfReader.READER.read(Files.readString(file)).model().orElseThrow();
            String written = SgfWriter.write(first);
            assertThat(SgfReader.READER.read(written).model()).as(file.toString()).hasValue(first);
            assertThat(SgfWriter.write(SgfReader.READER.read(written).model().orElseThrow())).as(file.toString()).isEqualTo(written);
        }
    }

    @Test
    void escapesTheBracketAndTheBackslashOfText() {
        Sgf sgf = new Sgf(List.of(new SgfTree(List.of(new SgfNode(List.of(
                new SgfProperty("GM", List.of("6"), new SgfValue.Number(6)),
                new SgfProperty("C", List.of("a ] and a \\"), new SgfValue.Text("a ] and a \\")))),
                new SgfNode(List.of(new SgfProperty("B", List.of("66"), new SgfValue.Roll(Colour.BLACK, 6, 6, List.of()))))), List.of())));
        assertThat(SgfWriter.write(sgf)).isEqualTo("(;GM[6]C[a \\] and a \\\\]\n;B[66])\n");
    }
}
