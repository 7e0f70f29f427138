package org.ludex.format;

import org.ludex.cgprune.RuneConversion;
import org.ludex.xgid.XgidConverters;

import java.util.List;
import java.util.Optional;

/** Every conversion Ludex knows. */
public final class Converters {
    private static final List<Converter> ALL = List.of(XgidConverters.TO_GNUBG, XgidConverters.FROM_GNUBG, RuneConversion.TO_CGP, RuneConversion.TO_RUNE);

    private Converters() {}

    public static List<Converter> all() {
        return ALL;
    }

    /** The conversion to {@code to}, from {@code from} if given, else the only one there is to that target. */
    public static Optional<Converter> find(String from, String to) {
        List<Converter> matching = ALL.stream()
                .filter(c -> c.to().equalsIgnoreCase(to) && (from == null || c.from().equalsIgnoreCase(from)))
                .toList();
        return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
    }

    public static String targets() {
        return String.join(", ", ALL.stream().map(Converter::to).distinct().toList());
    }
}
