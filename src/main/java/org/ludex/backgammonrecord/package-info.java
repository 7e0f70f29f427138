/**
 * A backgammon match as any notation records it, in no notation's words, and its replay under the rules of
 * {@code org.ludex.backgammon}: a {@link org.ludex.backgammonrecord.MatchRecord} (the match's length and rules,
 * its games, each game's scores as written and its actions in order, each action carrying the place key of the
 * notation's source map where it is written) played through by {@link org.ludex.backgammonrecord.RecordReplay},
 * which gives the findings ({@link org.ludex.backgammonrecord.BackgammonCodes}, the {@code backgammon.*} family
 * every backgammon notation reports), the position before each action and each game's outcome. A notation maps
 * its model into a record and checks only what is its own (how it writes things).
 */
package org.ludex.backgammonrecord;
