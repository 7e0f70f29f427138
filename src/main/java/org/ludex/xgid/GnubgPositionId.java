package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;

import static org.ludex.xgid.GnubgCodes.POSITION_ID;

/**
 * GNU Backgammon's Position ID: 80 bits, Base64 in 14 characters. The checkers of the
 * player not on roll come first, each player's from its own ace point to its bar, each
 * point as that many 1 bits and a 0.
 */
final class GnubgPositionId {
    static final int BYTES = 10;
    static final int CHARS = 14;

    private GnubgPositionId() {}

    /** The 14-character Position ID of {@code position} with {@code onRoll} to move. */
    static String encode(Position position, Player onRoll) {
        byte[] key = new byte[BYTES];
        int bit = 0;
        for (Player player : new Player[] {onRoll.opponent(), onRoll}) {
            for (int point = 0; point < 25; point++) {
                int count = position.slot(slotIndex(player, point)).count(player);
                for (int c = 0; c < count; c++) {
                    key[bit >> 3] |= (byte) (1 << (bit & 7));
                    bit++;
                }
                bit++;
            }
        }
        return Base64.getEncoder().withoutPadding().encodeToString(key);
    }

    /** The XGID slot of {@code player}'s point {@code point} (0 its ace point ... 23, 24 its bar). */
    private static int slotIndex(Player player, int point) {
        if (point == 24) {
            return Position.bar(player);
        }
        return player == Player.BOTTOM ? point + 1 : 24 - point;
    }

    static Position decode(byte[] key, Player onRoll, Span span, List<Diagnostic> found) {
        int[][] counts = new int[2][25];
        int bit = 0;
        Player[] order = {onRoll.opponent(), onRoll};
        for (int side = 0; side < 2; side++) {
            int total = 0;
            for (int point = 0; point < 25; point++) {
                while (bit < BYTES * 8 && (key[bit >> 3] >> (bit & 7) & 1) == 1) {
                    counts[side][point]++;
                    total++;
                    bit++;
                }
                bit++;
                if (bit > BYTES * 8) {
                    found.add(Diagnostic.error(POSITION_ID, span, "Position ID runs out before all 50 points are given"));
                    return null;
                }
            }
            if (total > Position.CHECKERS_PER_SIDE) {
                found.add(Diagnostic.error(POSITION_ID, span, "Position ID gives the " + order[side].word()
                        + " player " + total + " checkers; a side has 15"));
                return null;
            }
        }
        List<Slot> slots = new ArrayList<>(Collections.nCopies(Position.SLOTS, Slot.EMPTY));
        for (int side = 0; side < 2; side++) {
            Player player = order[side];
            for (int point = 0; point < 25; point++) {
                int count = counts[side][point];
                if (count == 0) {
                    continue;
                }
                int index = slotIndex(player, point);
                if (slots.get(index) instanceof Slot.Checkers) {
                    found.add(Diagnostic.error(POSITION_ID, span, "Position ID puts checkers of both players on point " + index));
                    return null;
                }
                slots.set(index, new Slot.Checkers(player, count));
            }
        }
        return new Position(slots);
    }
}
