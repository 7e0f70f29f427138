package org.ludex.registry;

import org.ludex.format.CgpFormat;
import org.ludex.format.Format;
import org.ludex.format.GcgFormat;
import org.ludex.format.RuneFormat;
import org.ludex.format.UbfFormat;
import org.ludex.format.XgidFormat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Every format Ludex knows, by name, by file extension, or by what a text looks like: the five of this
 * library, one line each below, then any other on the class path that names itself as a provider of
 * {@link Format} ({@code META-INF/services/org.ludex.format.Format}, read by {@link ServiceLoader}). Every
 * list of formats in the tools (the command line's help, the language server's languages, colours and
 * completion) comes from here.
 */
public final class Formats {
    private static final List<Format<?>> BUILT_IN = List.of(CgpFormat.INSTANCE, RuneFormat.INSTANCE, GcgFormat.INSTANCE, XgidFormat.INSTANCE,
            UbfFormat.INSTANCE);
    private static final List<Format<?>> ALL = load();
    /** Each extension's format, the first in {@link #ALL} that claims it (a folder walk asks for every file). */
    private static final Map<String, Format<?>> BY_EXTENSION = byExtension();

    private Formats() {}

    /** The formats, those of this library first. */
    public static List<Format<?>> all() {
        return ALL;
    }

    /** This library's formats, then those the class path provides; a name taken twice is an error of the build. */
    private static List<Format<?>> load() {
        List<Format<?>> all = new ArrayList<>(BUILT_IN);
        for (Format<?> format : ServiceLoader.load(Format.class)) {
            if (all.stream().anyMatch(f -> f.name().equalsIgnoreCase(format.name()))) {
                throw new IllegalStateException("two formats are named " + format.name() + ": " + format.getClass().getName()
                        + " and one before it");
            }
            all.add(format);
        }
        return List.copyOf(all);
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

    /** The format an editor's language id names: a format's name or one of its extensions, as written. */
    public static Optional<Format<?>> byLanguageId(String languageId) {
        return ALL.stream().filter(f -> f.name().equals(languageId) || f.extensions().contains(languageId)).findFirst();
    }

    /** The names, as {@code --format} takes them: {@code cgp, cgp-rune, ...}. */
    public static String names() {
        return String.join(", ", ALL.stream().map(Format::name).toList());
    }

    /** Each format by its title and usual extension, for help: {@code CGP (.cgp), the CGP rune draft (.cgpr), ...}. */
    public static String titles() {
        return String.join(", ", ALL.stream().map(f -> f.title() + " (." + f.extensions().get(0) + ")").toList());
    }
}
