package org.ludex.registry;

import org.ludex.format.CgpFormat;
import org.ludex.format.Format;
import org.ludex.format.GcgFormat;
import org.ludex.format.RuneFormat;
import org.ludex.format.UbfFormat;
import org.ludex.format.XgidFormat;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Every format Ludex knows, by name, by file extension, or by what a text looks like. */
public final class Formats {
    private static final List<Format<?>> ALL = List.of(CgpFormat.INSTANCE, RuneFormat.INSTANCE, GcgFormat.INSTANCE, XgidFormat.INSTANCE, UbfFormat.INSTANCE);
    /** Each extension's format, the first in {@link #ALL} that claims it (a folder walk asks for every file). */
    private static final Map<String, Format<?>> BY_EXTENSION = byExtension();

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
        return Optional.ofNullable(BY_EXTENSION.get(fileName.substring(dot + 1).toLowerCase(Locale.ROOT)));
    }

    private static Map<String, Format<?>> byExtension() {
        Map<String, Format<?>> map = new HashMap<>();
        for (Format<?> format : ALL) {
            for (String extension : format.extensions()) {
                map.putIfAbsent(extension, format);
            }
        }
        return Map.copyOf(map);
    }

    /** The only format whose {@link Format#looksLike} accepts these bytes (read as UTF-8), if exactly one does. */
    public static Optional<Format<?>> sniff(byte[] bytes) {
        String text = new String(bytes, 0, Math.min(bytes.length, 64 * 1024), StandardCharsets.UTF_8);
        List<Format<?>> matching = ALL.stream().filter(f -> f.looksLike(text)).toList();
        return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
    }

    public static String names() {
        return String.join(", ", ALL.stream().map(Format::name).toList());
    }
}
