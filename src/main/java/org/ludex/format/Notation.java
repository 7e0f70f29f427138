package org.ludex.format;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Decoded;
import org.ludex.parse.InputDecoder;
import org.ludex.parse.ParseResult;
import org.ludex.parse.PastedText;
import org.ludex.parse.RecordLimit;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What {@link Pipeline} needs of a notation to go from bytes to findings: how its
 * bytes are decoded and cut into records, and how a record is read and validated.
 * Every {@link Format} is one; so is a notation Ludex only converts from (GNU
 * Backgammon ids).
 *
 * @param <T> the model one record reads to
 */
public interface Notation<T> {
    /** The name used by {@code --format} and in JSON output: {@code xgid}, {@code cgp}... */
    String name();

    /** True when every non-blank line of a file is one record (.xgid, .cgp); false for one record per file. */
    boolean recordPerLine();

    /** The longest record that is read at all. */
    RecordLimit limit();

    /**
     * Bytes to text by the notation's encoding rules, for a notation of one record per
     * file; strict UTF-8 unless it says otherwise. Files of one record per line are
     * decoded as strict UTF-8 a line at a time.
     */
    default Decoded decode(byte[] bytes) {
        return InputDecoder.utf8(bytes, name());
    }

    /**
     * For a notation of one record per file whose first line may name its encoding: that pragma
     * ({@code #character-encoding}), which names UTF-8 or ISO-8859-1; a file without it is UTF-8 where its
     * bytes are, else Latin-1. Empty for a notation that is UTF-8 alone. What other languages' parsers of the
     * notation need to decode its files as {@link #decode} does; {@code ludex formats --json} tells them.
     */
    default Optional<String> encodingPragma() {
        return Optional.empty();
    }

    /**
     * For a notation of one record per line, how text pasted around its records is told
     * from a record written wrong; empty where the notation has no such dialect.
     */
    default Optional<PastedText> pastedText() {
        return Optional.empty();
    }

    /** Syntax and the encoding of each field: the reader. */
    ParseResult<T> read(SourceText record);

    /** The content checks: the validator. */
    List<Diagnostic> validate(T model, SourceMap sourceMap);

    /**
     * The content checks, with the record's outputs made from the same work: a game's check plays it through
     * once, and the view it returns reads that replay rather than playing the game again. By default the
     * validator's findings alone, and no view: a format makes one when it is asked for ({@link Pipeline.Checked#view(Format)}).
     */
    default Validated validated(T model, SourceMap sourceMap) {
        return new Validated(validate(model, sourceMap), Optional.empty());
    }

    /** What a check of one record's model found, and the record's outputs where the check made them. */
    record Validated(List<Diagnostic> diagnostics, Optional<RecordView> view) {
        public Validated {
            diagnostics = List.copyOf(diagnostics);
            requireNonNull(view, "view is null");
        }
    }

    /** For a notation whose records are games: how many event lines a game has, which {@code --events N} steps through; empty otherwise. */
    default Optional<Events<T>> events() {
        return Optional.empty();
    }

    /** Read, then validate whatever model was read. */
    default ParseResult<T> check(SourceText record) {
        return read(record).validatedBy(this::validate);
    }
}
