package org.ludex.cgp;

/**
 * A piece of a position's fields, as the tree builder or the hand scanner cut it: what it is
 * written as where that matters (a square's or rack tile's kind; 0 for a space, a number or
 * a word of an opcode, whose text says it all), its text, and where it is (code points from
 * the start of the record, the end exclusive). CGP and its rune draft cut their fields into
 * the same pieces.
 */
public record FieldToken(int type, String text, int start, int end) {}
