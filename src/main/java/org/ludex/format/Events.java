package org.ludex.format;

/**
 * What a notation whose records are games says of them: how many event lines a game has, which
 * {@code --events N} steps through. A notation has it or not ({@link Notation#events}).
 *
 * @param <T> the model one record reads to
 */
@FunctionalInterface
public interface Events<T> {
    /** The event lines of a game: each line that starts an event, read or not. */
    int eventLines(T model);
}
