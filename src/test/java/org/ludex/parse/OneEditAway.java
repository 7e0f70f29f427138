package org.ludex.parse;

import java.util.ArrayList;
import java.util.List;

/** Strings one edit away from a seed, for holding a scanner to its grammar. */
public final class OneEditAway {
    private OneEditAway() {}

    /**
     * The seed itself; each character deleted; and at each place, {@code perPlace} of
     * {@code edits} in turn, each replacing the character there and inserted before it.
     */
    public static List<String> of(String seed, String edits, int perPlace) {
        List<String> out = new ArrayList<>();
        out.add(seed);
        for (int i = 0; i <= seed.length(); i++) {
            if (i < seed.length()) {
                out.add(seed.substring(0, i) + seed.substring(i + 1));
            }
            for (int k = 0; k < perPlace; k++) {
                char c = edits.charAt((i * perPlace + k) % edits.length());
                if (i < seed.length()) {
                    out.add(seed.substring(0, i) + c + seed.substring(i + 1));
                }
                out.add(seed.substring(0, i) + c + seed.substring(i));
            }
        }
        return out;
    }
}
