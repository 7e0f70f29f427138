package org.ludex.xgid;

import java.util.Base64;

/**
 * GNU Backgammon's Match ID: 66 bits in 9 bytes, Base64 in 12 characters: cube
 * exponent and owner, dice owner, Crawford, game state, turn, doubled, resignation,
 * dice, match length, both scores and the Jacoby rule.
 */
final class GnubgMatchId {
    static final int BYTES = 9;
    static final int CHARS = 12;
    /** The largest score or match length a Match ID holds. */
    static final int FIELD_15_BITS = (1 << 15) - 1;

    private GnubgMatchId() {}

    /**
     * The 12-character Match ID. As GNU Backgammon 1.07 does when it reads an XGID,
     * the player on roll (with a doubling state, the doubler) is its player 1; the
     * double offered sets the doubled bit and gives the turn to the opponent.
     */
    static String encode(Xgid xgid) {
        return encode(xgid, xgid.turn());
    }

    /**
     * The 12-character Match ID with {@code one} (an XGID player) as GNU Backgammon's player 1, whoever is on roll:
     * a match's ids keep one frame from move to move, as GNU Backgammon's own do.
     */
    static String encode(Xgid xgid, Player one) {
        Player onRoll = xgid.turn();
        boolean doubled = xgid.dice() instanceof Dice.Doubling;
        long rolls = onRoll == one ? 1L : 0L;
        long low = xgid.cube().exponent() & 0xF;
        int owner = xgid.cube().owner() == Cube.Owner.CENTERED ? 3 : xgid.cube().owner().isOwnedBy(one) ? 1 : 0;
        low |= (long) owner << 4;
        low |= rolls << 6;                              // dice owner: the player on roll (with a double, the doubler)
        low |= (xgid.isCrawford() ? 1L : 0L) << 7;
        low |= 1L << 8;                                 // game state: playing
        low |= (doubled ? 1L - rolls : rolls) << 11;    // turn: the opponent decides on a double
        low |= (doubled ? 1L : 0L) << 12;
        if (xgid.dice() instanceof Dice.Rolled rolled) {
            low |= (long) rolled.high() << 15;
            low |= (long) rolled.low() << 18;
        }
        low |= (long) xgid.matchLength() << 21;
        low |= (long) xgid.score(one.opponent()) << 36;
        long score1 = xgid.score(one);
        low |= score1 << 51;                            // bits 51-63
        int high = (int) (score1 >>> 13);               // bits 64-65
        boolean jacoby = xgid.play() instanceof Play.Money money && money.jacoby();
        high |= (jacoby ? 0 : 1) << 2;                  // bit 66: Jacoby off
        byte[] key = new byte[BYTES];
        for (int i = 0; i < 8; i++) {
            key[i] = (byte) (low >>> (8 * i));
        }
        key[8] = (byte) high;
        return Base64.getEncoder().withoutPadding().encodeToString(key);
    }

    /** The fields of a Match ID as its bits give them, before any check. */
    record Fields(int cubeExponent, int ownerBits, Player diceOwner, boolean crawford, int gameState, boolean doubled,
                  int resignation, int die1, int die2, int matchLength, int topScore, int bottomScore, boolean jacoby) {}

    /** The fields of a 9-byte Match ID key. */
    static Fields decode(byte[] matchKey) {
        long low = 0;
        for (int i = 0; i < 8; i++) {
            low |= (matchKey[i] & 0xFFL) << (8 * i);
        }
        int high = matchKey[8] & 0xFF;
        int cubeExponent = (int) (low & 0xF);
        int ownerBits = (int) (low >>> 4) & 3;
        Player diceOwner = (low >>> 6 & 1) == 0 ? Player.TOP : Player.BOTTOM;
        boolean crawford = (low >>> 7 & 1) == 1;
        int gameState = (int) (low >>> 8) & 7;
        boolean doubled = (low >>> 12 & 1) == 1;
        int resign = (int) (low >>> 13) & 3;
        int die1 = (int) (low >>> 15) & 7;
        int die2 = (int) (low >>> 18) & 7;
        int length = (int) (low >>> 21) & FIELD_15_BITS;
        int topScore = (int) (low >>> 36) & FIELD_15_BITS;
        int bottomScore = (int) ((low >>> 51) | ((long) (high & 3) << 13)) & FIELD_15_BITS;
        boolean jacoby = (high >>> 2 & 1) == 0;
        return new Fields(cubeExponent, ownerBits, diceOwner, crawford, gameState, doubled, resign, die1, die2, length, topScore,
                bottomScore, jacoby);
    }
}
