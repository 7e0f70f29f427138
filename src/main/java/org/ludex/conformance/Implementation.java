package org.ludex.conformance;

/** Something that reads a case file and says whether it accepts it: another program, or Ludex itself in the tests. */
@FunctionalInterface
public interface Implementation {
    /** Runs over one case; never throws for what the implementation does (that is a failed answer). */
    Answer answer(SuiteCase c) throws InterruptedException;
}
