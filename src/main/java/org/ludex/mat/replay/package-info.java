/**
 * A Jellyfish match played through under the rules of backgammon ({@link org.ludex.backgammon}): the dice, each
 * play, the hit marks, the cube, each game's result against its end, each game's score line against the games
 * before it, the Crawford game and the match's end. {@link org.ludex.mat.replay.MatReplay} is the entry; the
 * left column is {@link org.ludex.backgammon.Side#ZERO} and the right {@link org.ludex.backgammon.Side#ONE} in
 * every game.
 */
package org.ludex.mat.replay;
