package org.ludex.format;

import org.ludex.cgp.CgpFormat;
import org.ludex.cgprune.RuneFormat;
import org.ludex.gcg.GcgFormat;
import org.ludex.ubf.UbfFormat;
import org.ludex.xgid.XgidFormat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Every format Ludex knows. */
public final class Formats {
    private static final List<Format<?>> ALL = List.of(CgpFormat.INSTANCE, RuneFormat.INSTANCE, GcgFormat.INSTANCE, XgidFormat.INSTANCE, UbfFormat.INSTANCE);

    private Formats() {}

    public static List<Format<?>> all() {
        return ALL;
    }

    public static Optional<Format<?>> byName(String name) {
        return ALL.stream().filter(f -> f.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The format whose extension {@code fileName} has, if any. */
    public static Optional<Format<?>> byFileName(String fileName) {
        int dot = fileName.lastIndexOf('.');
        if (dot < 0) {
            return Optional.empty();
        }
        String extension = fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        return ALL.stream().filter(f -> f.extensions().contains(extension)).findFirst();
    }

    /** The only format whose {@link Format#looksLike} accepts these bytes (read as UTF-8), if exactly one does. */
    public static Optional<Format<?>> sniff(byte[] bytes) {
        String text = new String(bytes, 0, Math.min(bytes.length, 64 * 1024), java.nio.charset.StandardCharsets.UTF_8);
        List<Format<?>> matching = ALL.stream().filter(f -> f.looksLike(text)).toList();
        return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
    }

    public static String names() {
        return String.join(", ", ALL.stream().map(Format::name).toList());
    }
}
