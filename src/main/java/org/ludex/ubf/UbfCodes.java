package org.ludex.ubf;

/** The stable diagnostic codes of the UBF reader and validator. */
public final class UbfCodes {
    // The reader.
    public static final String SYNTAX = "ubf.syntax";
    public static final String CHAR = "ubf.char";
    public static final String CELL_LENGTH = "ubf.cell.length";
    public static final String CELL_HEIGHT = "ubf.cell.height";

    // The validator: cells.
    public static final String HEIGHT_RANGE = "ubf.height.range";
    public static final String EMPTY_WITH_LETTER = "ubf.cell.empty-with-letter";
    public static final String TILE_WITHOUT_LETTER = "ubf.cell.tile-without-letter";
    public static final String LETTER = "ubf.letter";
    public static final String LETTER_LOWERCASE = "ubf.letter.lowercase";

    // The validator: the board.
    public static final String RAGGED = "ubf.shape.ragged";
    public static final String SIZE = "ubf.shape.size";
    public static final String CENTRE = "ubf.board.centre";
    public static final String DISCONNECTED = "ubf.board.disconnected";
    public static final String TOO_MANY_TILES = "ubf.board.tiles";
    public static final String LETTER_COUNT = "ubf.board.letter-count";

    private UbfCodes() {}
}
