package org.ludex.sgf;

/** The game types SGF numbers (GM), by name, for a message about a file of another game. */
final class GameTypes {
    private static final String[] NAMES = {null, "Go", "Othello", "chess", "Gomoku and Renju", "Nine Men's Morris", "backgammon",
        "Chinese chess", "Shogi", "Lines of Action", "Ataxx", "Hex", "Jungle", "Neutron", "Philosopher's Football", "Quadrature",
        "Trax", "Tantrix", "Amazons", "Octi", "Gess", "Twixt", "Zertz", "Plateau", "Yinsh", "Punct", "Gobblet", "hive", "Exxit",
        "Hnefatafl", "Kuba", "Tripples", "Chase", "Tumbling Down", "Sahara", "Byte", "Focus", "Dvonn", "Tamsk", "Gipf", "Kropki"};

    private GameTypes() {}

    /** "Go" for 1, "game type 99" for a number SGF does not name. */
    static String name(String number) {
        try {
            int n = Integer.parseInt(number);
            if (n > 0 && n < NAMES.length) {
                return NAMES[n];
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        return "game type " + number;
    }
}
