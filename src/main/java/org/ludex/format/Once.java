package org.ludex.format;

import java.util.function.Supplier;

import static java.util.Objects.requireNonNull;

/**
 * A value given, or made the first time it is asked for: a record's replay, which a view made of a model alone
 * plays through only when an output needs it. Two threads that ask at once may each make it; either result is the
 * same immutable value.
 *
 * @param <R> the value
 */
public final class Once<R> {
    private final Supplier<R> make;
    private volatile R value;

    private Once(R given, Supplier<R> make) {
        this.value = given;
        this.make = requireNonNull(make, "make is null");
    }

    /** The value {@code given}, or where that is null the one {@code make} makes when first asked for. */
    public static <R> Once<R> of(R given, Supplier<R> make) {
        return new Once<>(given, make);
    }

    public R get() {
        R known = value;
        if (known == null) {
            known = requireNonNull(make.get(), "made null");
            value = known;
        }
        return known;
    }
}
