package org.ludex.diagnostic;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The table of every diagnostic code Ludex can emit ({@code codes.tsv} beside this
 * class, and the table of each format added on the class path): what it means, its severity, and an input that gives it and one that does
 * not. {@code ludex explain} prints from it; a test holds it to the code constants and
 * runs every example.
 */
public final class Codes {
    /** The part of a code that stands for any format's name ({@code FORMAT.input.encoding}). */
    public static final String ANY_FORMAT = "FORMAT";

    /**
     * One row of the table.
     *
     * @param run how the examples are run: {@code check FORMAT}, {@code convert FROM>TO},
     *            or {@code bytes} when no text can show the code (the examples are then empty)
     * @param fails an input that gives the code, empty for {@code bytes}
     * @param passes a like input that does not, empty for {@code bytes}
     */
    public record Code(String code, Severity severity, String run, String meaning, String fails, String passes) {
        /** Whether this row stands for {@code code}: the same, or the generic row of its format. */
        public boolean names(String code) {
            if (this.code.equals(code)) {
                return true;
            }
            if (!this.code.startsWith(ANY_FORMAT + ".")) {
                return false;
            }
            int dot = code.indexOf('.');
            return dot > 0 && code.substring(dot).equals(this.code.substring(ANY_FORMAT.length()));
        }
    }

    /**
     * Where a format that is not part of this library keeps its codes, in the same columns as
     * {@code codes.tsv}: every resource of this name on the class path adds its rows.
     */
    public static final String FORMAT_TABLES = "META-INF/ludex/codes.tsv";

    private Codes() {}

    /**
     * Whether a code is of the {@code FORMAT.dialect.*} family: a form a tool in use writes and the
     * specification does not have (what {@code check --strict} makes an error). A format names its dialect
     * codes from before that family existed itself; the registry asks both.
     */
    public static boolean isDialect(String code) {
        int dot = code.indexOf('.');
        return dot > 0 && code.startsWith("dialect.", dot + 1);
    }

    /** The table, read on first use. */
    private static final class Table {
        static final List<Code> ROWS = load();
    }

    /** Every row, in the table's order (format by format, the reader's codes before the validator's). */
    public static List<Code> all() {
        return Table.ROWS;
    }

    /** The row for a code, or for the generic code it is an instance of. */
    public static Optional<Code> find(String code) {
        for (Code row : all()) {
            if (row.names(code)) {
                return Optional.of(row);
            }
        }
        return Optional.empty();
    }

    /** Where formats register themselves: a file of class names, one a line ({@code java.util.ServiceLoader}'s). */
    private static final String REGISTRATIONS = "META-INF/services/org.ludex.format.Format";

    /**
     * The table of the codes of every format (beside this class), then the table of each registered format's
     * package ({@code codes.tsv} beside the class a registration names) with the families it reports beyond them
     * ({@link ReportsCodes}), then those of other formats on
     * the class path ({@link #FORMAT_TABLES}), in class-path order.
     */
    private static List<Code> load() {
        List<Code> codes = new ArrayList<>();
        try (InputStream in = Codes.class.getResourceAsStream("codes.tsv")) {
            if (in == null) {
                throw new IllegalStateException("codes.tsv is missing from the build");
            }
            read(in, "codes.tsv", codes);
            ClassLoader loader = Codes.class.getClassLoader();
            for (URL table : packageTables(loader)) {
                try (InputStream more = table.openStream()) {
                    read(more, table.toString(), codes);
                }
            }
            for (URL table : Collections.list(loader.getResources(FORMAT_TABLES))) {
                try (InputStream more = table.openStream()) {
                    read(more, table.toString(), codes);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(codes);
    }

    /** The {@code codes.tsv} of the package of each class the registrations name, where there is one, each once. */
    private static List<URL> packageTables(ClassLoader loader) throws IOException {
        Set<String> seen = new LinkedHashSet<>();
        List<URL> tables = new ArrayList<>();
        for (URL registration : Collections.list(loader.getResources(REGISTRATIONS))) {
            try (InputStream in = registration.openStream()) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                    String name = line.replaceAll("#.*", "").strip();
                    int dot = name.lastIndexOf('.');
                    if (dot < 0 || !seen.add(name.substring(0, dot))) {
                        continue;
                    }
                    URL table = loader.getResource(name.substring(0, dot).replace('.', '/') + "/codes.tsv");
                    if (table != null) {
                        tables.add(table);
                    }
                    for (Class<?> family : families(name, loader)) {
                        String pkg = family.getPackageName();
                        URL shared = loader.getResource(pkg.replace('.', '/') + "/codes.tsv");
                        if (shared != null && seen.add(pkg)) {
                            tables.add(shared);
                        }
                    }
                }
            }
        }
        return tables;
    }

    /** The code families a registered class names ({@link ReportsCodes}), without initialising it; none when it cannot be loaded. */
    private static List<Class<?>> families(String className, ClassLoader loader) {
        try {
            ReportsCodes reports = Class.forName(className, false, loader).getAnnotation(ReportsCodes.class);
            return reports == null ? List.of() : List.of(reports.value());
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of(); // the registry says why a registration does not load
        }
    }

    private static void read(InputStream in, String name, List<Code> codes) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        boolean header = true;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            if (header) {
                header = false; // the column names
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (cells.length != 6) {
                throw new IllegalStateException(name + ": a row of " + cells.length + " columns: " + line);
            }
            codes.add(new Code(cells[0], Severity.valueOf(cells[1].toUpperCase(Locale.ROOT)), cells[2], cells[3],
                    unescape(cells[4]), unescape(cells[5])));
        }
    }

    /** {@code \n} a line end, {@code \t} a tab, {@code \\} a backslash. */
    static String unescape(String cell) {
        StringBuilder out = new StringBuilder(cell.length());
        for (int i = 0; i < cell.length(); i++) {
            char c = cell.charAt(i);
            if (c == '\\' && i + 1 < cell.length()) {
                char next = cell.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 't' ? '\t' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
