package org.ludex.xgid;

import static java.util.Objects.requireNonNull;

/** Field 4: dice not yet rolled, the dice rolled, or a cube decision under way. */
public sealed interface Dice permits Dice.NotRolled, Dice.Rolled, Dice.Doubling {
    Dice NOT_ROLLED = new NotRolled();

    /** {@code 00}: the player on roll has not rolled (a cube decision or the start of a turn). */
    record NotRolled() implements Dice {}

    /** Two dice, in the order written (XGID allows either). */
    record Rolled(int first, int second) implements Dice {
        public Rolled {
            if (first < 1 || first > 6 || second < 1 || second > 6) {
                throw new IllegalArgumentException("dice must be 1 to 6: " + first + ", " + second);
            }
        }

        public int high() {
            return Math.max(first, second);
        }

        public int low() {
            return Math.min(first, second);
        }

        public boolean isDouble() {
            return first == second;
        }
    }

    /** {@code D}, {@code B} or {@code R}: the player named by the turn field has doubled, beavered or raccooned. */
    record Doubling(Stage stage) implements Dice {
        public Doubling {
            requireNonNull(stage, "stage is null");
        }

        public enum Stage {
            DOUBLED('D', "doubled"),
            BEAVERED('B', "beavered"),
            RACCOONED('R', "raccooned");

            private final char letter;
            private final String word;

            Stage(char letter, String word) {
                this.letter = letter;
                this.word = word;
            }

            public char letter() {
                return letter;
            }

            public String word() {
                return word;
            }

            /** How many times the cube has been turned from the value in the cube field: 1 for D, 2 for B, 3 for R. */
            public int turns() {
                return ordinal() + 1;
            }

            public static Stage ofLetter(char letter) {
                for (Stage stage : values()) {
                    if (stage.letter == letter) {
                        return stage;
                    }
                }
                return null;
            }
        }
    }
}
