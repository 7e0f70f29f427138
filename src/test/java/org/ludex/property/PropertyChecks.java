package org.ludex.property;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The properties every format's generated models must have. */
final class PropertyChecks {
    static final SourceMap NO_SOURCE = SourceMap.of(SourceText.of("").all());

    private PropertyChecks() {}

    /** write then read returns the model, and writing the model read back gives the same text. */
    static <T> void roundTrips(Format<T> format, T model) {
        String written = format.write(model);
        ParseResult<T> read = format.check(SourceText.of(written));
        assertThat(read.diagnostics()).as("diagnostics of\n" + written).noneMatch(Diagnostic::isError);
        assertThat(read.model()).as("read(write(m)) for\n" + written).contains(model);
        assertThat(format.write(read.model().orElseThrow())).as("write(read(write(m)))").isEqualTo(written);
    }

    static <T> void validatorFindsNothing(Format<T> format, T model) {
        List<Diagnostic> found = format.validate(model, NO_SOURCE);
        assertThat(found).as("findings on a valid model written\n" + format.write(model)).isEmpty();
    }

    /**
     * Like {@link #roundTrips(Format, Object)} for models that are well-formed records but
     * not legal games: findings whose code {@code aboutPlay} accepts (the replay's) are allowed.
     */
    static <T> void roundTrips(Format<T> format, T model, java.util.function.Predicate<String> aboutPlay) {
        String written = format.write(model);
        ParseResult<T> read = format.check(SourceText.of(written));
        assertThat(read.diagnostics()).as("diagnostics of\n" + written).noneMatch(d -> d.isError() && !aboutPlay.test(d.code()));
        assertThat(read.model()).as("read(write(m)) for\n" + written).contains(model);
        assertThat(format.write(read.model().orElseThrow())).as("write(read(write(m)))").isEqualTo(written);
    }

    /** Like {@link #validatorFindsNothing(Format, Object)}, but findings whose code {@code aboutPlay} accepts are allowed. */
    static <T> void validatorFindsNothing(Format<T> format, T model, java.util.function.Predicate<String> aboutPlay) {
        List<Diagnostic> found = format.validate(model, NO_SOURCE);
        assertThat(found).as("findings on a valid model written\n" + format.write(model)).allMatch(d -> aboutPlay.test(d.code()));
    }

    static <T> void validatorFinds(Format<T> format, T faulty, String code) {
        assertThat(format.validate(faulty, NO_SOURCE)).extracting(Diagnostic::code).as("findings on\n" + format.write(faulty)).contains(code);
    }
}
