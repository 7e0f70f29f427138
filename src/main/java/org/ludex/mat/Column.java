package org.ludex.mat;

/** A side of a game's lines: the left player's cells, or the right player's. */
public enum Column {
    LEFT,
    RIGHT;

    public Column other() {
        return this == LEFT ? RIGHT : LEFT;
    }
}
