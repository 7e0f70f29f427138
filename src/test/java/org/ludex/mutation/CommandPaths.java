package org.ludex.mutation;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.JsonRenderer;
import org.ludex.diagnostic.SarifRenderer;
import org.ludex.draw.SvgWriter;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.registry.Converters;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A text through the library path of every command that reads records, as the command line
 * takes it: {@code check} (its findings alone, rendered for people, as JSON and as SARIF),
 * {@code json}, {@code format}, {@code show} as text and as SVG, each also at the first event
 * of a game ({@code --events 1}), and {@code convert} to every notation the format converts to.
 * Whatever the text, none of them throws.
 */
final class CommandPaths {
    private CommandPaths() {}

    static <T> void run(Format<T> format, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try { // ludex check
            Pipeline.pieces(format, bytes, piece -> render(Pipeline.check(format, piece)));
        } catch (IOException e) {
            throw new UncheckedIOException("reading bytes in memory", e);
        }
        for (Pipeline.Checked<T> checked : Pipeline.check(format, bytes)) { // json, format, show
            render(checked);
            if (checked.model().isEmpty()) {
                continue;
            }
            RecordView view = checked.view(format);
            List<OptionalInt> at = new ArrayList<>(List.of(OptionalInt.empty()));
            format.events().ifPresent(events -> at.add(OptionalInt.of(Math.min(1, events.eventLines(checked.model().get())))));
            view.write();
            for (OptionalInt events : at) {
                view.json(events);
                view.show(events);
                view.picture(events).ifPresent(SvgWriter::write);
            }
        }
        for (Conversion<?> conversion : Converters.all()) {
            if (conversion.source() == (Notation<?>) format) {
                convert(conversion, bytes);
            }
        }
    }

    private static <S> void convert(Conversion<S> conversion, byte[] bytes) {
        for (Pipeline.Checked<S> checked : Pipeline.check(conversion.source(), bytes)) {
            Conversion.Converted converted = conversion.convertDespiteErrors(checked, OptionalInt.empty());
            converted.diagnostics().forEach(d -> HumanRenderer.render("mutant", d, checked.context()));
            if (conversion.takesEvents() && checked.model().isPresent()) {
                conversion.convertDespiteErrors(checked, OptionalInt.of(0));
            }
        }
    }

    private static void render(Pipeline.Checked<?> checked) {
        List<Diagnostic> diagnostics = checked.diagnostics();
        for (Diagnostic d : diagnostics) {
            HumanRenderer.render("mutant", d, checked.context());
            JsonRenderer.diagnostic(d);
        }
        SarifRenderer.results("mutant", diagnostics);
    }
}
