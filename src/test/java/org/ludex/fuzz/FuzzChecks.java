package org.ludex.fuzz;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.JsonRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.OptionalInt;

/**
 * What must hold for any bytes given to a format: reading never throws; every
 * diagnostic has a span inside the input and renders; and whatever reads with no
 * error writes out and reads back to an equal model, written the same again. Where a
 * format keeps a fast reader and its tests hold it to the grammar (a class
 * {@code ScannerAgreement} in the format's package, with a static {@code check(SourceText)}),
 * the fast reader agrees with the grammar on every record.
 */
final class FuzzChecks {
    private FuzzChecks() {}

    private static final Map<String, Optional<MethodHandle>> HOOKS = new ConcurrentHashMap<>();

    /**
     * A check of the format's own, found in its package (the class {@code type} with a public static method
     * {@code name} of the type {@code method}); empty where the format has none. So each format says what is its own,
     * and this class names none.
     */
    private static Optional<MethodHandle> hook(Format<?> format, String type, String name, MethodType method) {
        return HOOKS.computeIfAbsent(format.name() + " " + type, key -> {
            Class<?> found;
            try {
                found = Class.forName(format.getClass().getPackageName() + "." + type);
            } catch (ClassNotFoundException e) {
                return Optional.empty();
            }
            try {
                return Optional.of(MethodHandles.publicLookup().findStatic(found, name, method));
            } catch (NoSuchMethodException | IllegalAccessException e) {
                throw new AssertionError(found.getName() + " has no public static " + name + method, e);
            }
        });
    }

    /** Holds the format's fast reader to its grammar on a record, where its tests keep a {@code ScannerAgreement}. */
    static void agree(Format<?> format, SourceText record) {
        hook(format, "ScannerAgreement", "check", MethodType.methodType(boolean.class, SourceText.class)).ifPresent(check -> {
            try {
                boolean ignored = (boolean) check.invokeExact(record);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new AssertionError(e);
            }
        });
    }

    static <T> void check(Format<T> format, byte[] bytes) {
        SourceText whole = SourceText.of(format.decode(bytes).text());
        List<Pipeline.Checked<T>> checked = Pipeline.check(format, bytes);
        for (Pipeline.Checked<T> one : checked) {
            SourceText record = one.record();
            if (record == null) {
                continue;
            }
            agree(format, record);
            if (!one.hasErrors() && one.model().isPresent()) {
                roundTrip(format, one.model().get());
            }
        }
        List<Diagnostic> all = Pipeline.diagnostics(checked);
        for (Diagnostic d : all) {
            Span span = d.span();
            if (span.startOffset() < 0 || span.endOffset() > whole.length() || span.line() < 1 || span.endLine() > whole.lastLine()) {
                throw new AssertionError("span " + span + " of " + d.code() + " is outside the input (" + whole.length()
                        + " code points, " + whole.lastLine() + " lines)");
            }
            HumanRenderer.render("fuzz", d, whole);
            JsonRenderer.diagnostic(d);
        }
    }

    /**
     * The model as the writer gives it back: the model, or where the format's tests keep a {@code WrittenModel}, the
     * model as its {@code canonical} normalises it (what the format's decisions ask the writer to supply).
     */
    static Object canonical(Format<?> format, Object model) {
        Optional<MethodHandle> canonical = hook(format, "WrittenModel", "canonical", MethodType.methodType(Object.class, Object.class));
        if (canonical.isEmpty()) {
            return model;
        }
        try {
            return (Object) canonical.get().invokeExact(model);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new AssertionError(e);
        }
    }

    static <T> void roundTrip(Format<T> format, T model) {
        String written = format.write(model);
        SourceText again = SourceText.of(written);
        ParseResult<T> read = format.check(again);
        if (read.hasErrors() || read.model().isEmpty()) {
            throw new AssertionError("written text does not read back: " + written + "\n" + read.diagnostics());
        }
        if (!read.model().get().equals(canonical(format, model))) {
            throw new AssertionError("written text reads back to another model:\n" + written + "\n" + model + "\n" + read.model().get());
        }
        String rewritten = format.write(read.model().get());
        if (!rewritten.equals(written)) {
            throw new AssertionError("writing is not stable:\n" + written + "\n" + rewritten);
        }
        format.json(model);
        format.view(model, SourceMap.nowhere()).show(OptionalInt.empty()); // its diagram, through the view the tools use
    }
}
