package org.ludex.mat;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a match shows (text, SVG, page, hovers, hints, outline: {@link MatShowDigest}) is byte for byte what it was
 * before the show moved into the code every backgammon notation shares: for every match of the test data, the digest
 * of all of it equals the one written beside this test by the show of that time.
 */
class MatShowUnchangedTest {
    private static final Path MATS = Path.of("testdata/mat");

    private static Map<String, String> recorded() throws IOException {
        Map<String, String> digests = new LinkedHashMap<>();
        try (InputStream in = MatShowUnchangedTest.class.getResourceAsStream("show-digests.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] fields = line.split("\t");
                    digests.put(fields[0], fields[1]);
                }
            }
        }
        return digests;
    }

    @Test
    void everyMatchShowsWhatItShowedBefore() throws IOException {
        Map<String, String> recorded = recorded();
        assertThat(recorded).as("matches recorded").hasSizeGreaterThan(50);
        List<String> differ = new ArrayList<>();
        for (Map.Entry<String, String> match : recorded.entrySet()) {
            String text = Files.readString(MATS.resolve(match.getKey()), StandardCharsets.UTF_8);
            if (!MatShowDigest.digest(text).equals(match.getValue())) {
                differ.add(match.getKey());
            }
        }
        assertThat(differ).as("matches whose show changed").isEmpty();
    }
}
