package org.ludex.format;

import org.ludex.parse.GrammarSpec;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** What the formats of this package say alike: a name, extensions, one record per line or per file, the grammar. */
public abstract class NamedFormat<T> implements Format<T> {
    private final String name;
    private final List<String> extensions;
    private final boolean recordPerLine;
    private final GrammarSpec<?, ?> grammar;

    protected NamedFormat(String name, List<String> extensions, boolean recordPerLine, GrammarSpec<?, ?> grammar) {
        this.name = requireNonNull(name, "name is null");
        this.extensions = List.copyOf(extensions);
        this.recordPerLine = recordPerLine;
        this.grammar = requireNonNull(grammar, "grammar is null");
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<String> extensions() {
        return extensions;
    }

    @Override
    public final boolean recordPerLine() {
        return recordPerLine;
    }

    @Override
    public final GrammarSpec<?, ?> grammar() {
        return grammar;
    }

    @Override
    public String toString() {
        return "Format[" + name + "]";
    }
}
