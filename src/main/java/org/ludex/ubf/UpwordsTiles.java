package org.ludex.ubf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The 100-tile Upwords set, read from {@code upwords-tiles.tsv} among the resources. */
public final class UpwordsTiles {
    private static final Map<String, Integer> COUNTS = load();
    private static final int TOTAL = COUNTS.values().stream().mapToInt(Integer::intValue).sum();

    private UpwordsTiles() {}

    /** Letter (uppercase; Q for Qu) to how many tiles of it the set has. */
    public static Map<String, Integer> counts() {
        return COUNTS;
    }

    public static int total() {
        return TOTAL;
    }

    private static Map<String, Integer> load() {
        try (InputStream in = UpwordsTiles.class.getResourceAsStream("upwords-tiles.tsv")) {
            if (in == null) {
                throw new IllegalStateException("upwords-tiles.tsv is missing from the resources");
            }
            Map<String, Integer> counts = new LinkedHashMap<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cols = line.split("\t");
                counts.put(cols[0], Integer.parseInt(cols[1].trim()));
            }
            return Map.copyOf(counts);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
