package org.ludex.registry;

import org.ludex.format.Conversion;
import org.ludex.format.Format;

import java.util.List;
import java.util.Optional;

/** Every conversion Ludex knows, by source and target: those its formats bring ({@link Format#conversions}), in the registry's order. */
public final class Converters {
    private static final List<Conversion<?>> ALL = Formats.all().stream().flatMap(f -> f.conversions().stream()).toList();

    private Converters() {}

    public static List<Conversion<?>> all() {
        return ALL;
    }

    /** The conversion to {@code to}, from {@code from} if given, else the only one there is to that target. */
    public static Optional<Conversion<?>> find(String from, String to) {
        List<Conversion<?>> matching = ALL.stream()
                .filter(c -> c.to().equalsIgnoreCase(to) && (from == null || c.from().equalsIgnoreCase(from)))
                .toList();
        return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
    }

    public static String targets() {
        return String.join(", ", ALL.stream().map(Conversion::to).distinct().toList());
    }
}
