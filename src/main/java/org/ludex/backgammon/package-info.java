/**
 * The rules of backgammon, in no notation's words: a {@link org.ludex.backgammon.Position} (a value) and
 * {@link org.ludex.backgammon.Position#apply} (a function from a position and a {@link org.ludex.backgammon.Move}
 * to the next position and the {@link org.ludex.backgammon.Fault}s found), the legal plays of a roll, the cube,
 * a game's end and value, and the match score with the Crawford game.
 *
 * <p>The frame never flips. The two sides are {@link org.ludex.backgammon.Side#ZERO} and
 * {@link org.ludex.backgammon.Side#ONE}; each side's points are numbered from its own home as its player writes
 * them: 1 to 24 toward the side's own 1-point, {@link org.ludex.backgammon.Board#BAR} (25) its bar and
 * {@link org.ludex.backgammon.Board#OFF} (0) borne off. A side's point {@code p} is the other side's point
 * {@code 25 - p} ({@link org.ludex.backgammon.Board#theirs}).
 */
package org.ludex.backgammon;
