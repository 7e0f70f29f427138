package org.ludex.cgprune;

import org.ludex.cgp.PositionWalk;
import org.ludex.parse.Reading;

/** Reads one record of the CGP rune draft: its tree through {@link RuneBuilder} (the common case through {@link RuneScanner}), then the fields and opcodes. */
public final class RuneReader {
    private RuneReader() {}

    /**
     * Reads a record and checks it (with {@link RuneValidator}): the common case through {@link RuneScanner},
     * which is held to the reading through the generated grammar alone ({@code READER.readWithGrammar}).
     */
    public static final Reading<RuneCgp> READER = PositionWalk.reading(RuneGrammar.SPEC, RuneBuilder::new, false, RuneValidator::validate)
            .withFast(RuneScanner::read);
}
