package org.ludex.mat;

import org.ludex.backgammonrecord.RecordRules;

import java.util.Locale;
import java.util.Optional;

/**
 * The rules a match says it is played by, from eXtreme Gammon's tags ({@code ; [Crawford "On"]}, {@code Jacoby},
 * {@code Beaver}, {@code CubeLimit}); where a tag is missing, as GNU Backgammon plays: the Crawford rule in a
 * match, beavers allowed in money play, no cube limit, and the Jacoby rule unknown (a money game's gammon is then
 * taken for either).
 */
record MatRules(boolean crawford, Optional<Boolean> jacoby, boolean beavers, int cubeLimit) {

    static MatRules of(Mat mat) {
        Optional<Boolean> crawford = Optional.empty();
        Optional<Boolean> jacoby = Optional.empty();
        Optional<Boolean> beavers = Optional.empty();
        int limit = 0;
        for (Lead lead : mat.lead()) {
            if (!(lead instanceof Lead.Tag tag)) {
                continue;
            }
            String name = tag.name().toLowerCase(Locale.ROOT);
            switch (name) {
                case "crawford" -> crawford = crawford.or(() -> onOff(tag.value()));
                case "jacoby" -> jacoby = jacoby.or(() -> onOff(tag.value()));
                case "beaver", "beavers" -> beavers = beavers.or(() -> onOff(tag.value()));
                case "cubelimit" -> limit = limit != 0 ? limit : cubeLimit(tag.value());
                default -> { }
            }
        }
        return new MatRules(crawford.orElse(true), jacoby, beavers.orElse(true), limit);
    }

    /** The rules as the record of the match holds them. */
    RecordRules record() {
        return new RecordRules(crawford, jacoby, beavers, cubeLimit);
    }

    private static Optional<Boolean> onOff(String value) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "on", "yes", "true", "1" -> Optional.of(true);
            case "off", "no", "false", "0" -> Optional.of(false);
            default -> Optional.empty();
        };
    }

    /** A limit the rules take: a power of two from 1 to 2^30; none otherwise. */
    private static int cubeLimit(String value) {
        String digits = value.trim();
        if (digits.isEmpty() || digits.length() > 10 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return 0;
        }
        long limit = Long.parseLong(digits);
        return limit >= 1 && limit <= (1 << 30) && Long.bitCount(limit) == 1 ? (int) limit : 0;
    }
}
