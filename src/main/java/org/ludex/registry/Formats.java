package org.ludex.registry;

import org.ludex.diagnostic.Codes;
import org.ludex.format.Format;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Every format Ludex knows, by name, by file extension, or by what a text looks like: every format on the
 * class path that names itself as a provider of {@link Format} ({@code META-INF/services/org.ludex.format.Format},
 * read by {@link ServiceLoader}), this library's own first, in the order of its registration, then those of
 * other jars. Every list of formats in the tools (the command line's help, the language server's languages,
 * colours and completion) comes from here.
 */
public final class Formats {
    private static final List<Format<?>> ALL = load();
    /** Each extension's format, the first in {@link #ALL} that claims it (a folder walk asks for every file). */
    private static final Map<String, Format<?>> BY_EXTENSION = byExtension();

    private Formats() {}

    /** The formats, those of this library first. */
    public static List<Format<?>> all() {
        return ALL;
    }

    /** The formats the class path provides, this library's first; a name taken twice is an error of the build. */
    private static List<Format<?>> load() {
        List<Format<?>> all = new ArrayList<>();
        for (Format<?> format : ServiceLoader.load(Format.class, Formats.class.getClassLoader())) {
            if (all.stream().anyMatch(f -> f.name().equalsIgnoreCase(format.name()))) {
                throw new IllegalStateException("two formats are named " + format.name() + ": " + format.getClass().getName()
                        + " and one before it");
            }
            all.add(format);
        }
        // this library's own formats first, in the order of its registration, whatever the order of the class path
        all.sort(java.util.Comparator.comparing(f -> !sameSource(f.getClass())));
        return List.copyOf(all);
    }

    /** Whether a class comes from where this library's classes come from (its jar, or its classes folder). */
    private static boolean sameSource(Class<?> type) {
        java.security.CodeSource ours = Formats.class.getProtectionDomain().getCodeSource();
        java.security.CodeSource theirs = type.getProtectionDomain().getCodeSource();
        return ours != null && theirs != null && java.util.Objects.equals(ours.getLocation(), theirs.getLocation());
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

    /** Whether a code names a dialect: the {@code FORMAT.dialect.*} family, or a dialect code a format names ({@link Format#dialectCodes}). */
    public static boolean isDialect(String code) {
        return Codes.isDialect(code) || ALL.stream().anyMatch(f -> f.dialectCodes().contains(code));
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
