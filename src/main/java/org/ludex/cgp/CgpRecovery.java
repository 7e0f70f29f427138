package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.Parsed;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;

/**
 * Field-by-field and opcode-by-opcode recovery from the grammar's syntax errors. The
 * grammar rejects a record at the first place it does not fit; the decoder has read
 * every field and opcode from the lexer's tokens and found what it finds. Where the
 * decoder has a finding at the place of the syntax error (the same character in a
 * field, anywhere in an opcode), that finding says it precisely and the syntax error
 * is dropped; elsewhere the syntax error stands and its field or opcode is set aside
 * (not read). Either way the place is then replaced, in a copy of the record that
 * keeps every offset, by a stand-in the grammar reads without complaint, and the copy
 * is parsed again for the next error, until none is left: one finding per fault,
 * and no cascade.
 */
final class CgpRecovery {
    private CgpRecovery() {}

    /** The syntax errors that stand, the fields set aside (0 to 3) and the opcodes set aside (by their start). */
    record Result(List<Diagnostic> syntaxErrors, BitSet asideFields, Set<Integer> asideOpcodes) {}

    /** A field (0 to 3) or an opcode (4) and the code points it holds, {@code start} to {@code end}. */
    private record Place(int kind, int start, int end) {}

    private static final char[] STAND_INS = {'1', 'A', '1', '1'};

    /**
     * Recovers from {@code first}, the parse of {@code source} with a syntax error, whose
     * tokens are {@code tokens}; {@code covered} holds the offsets where the reader has a
     * finding of its own (the decoder's errors, and a negative zero-turn count, which the
     * validator reports).
     */
    static Result recover(SourceText source, Parsed<CgpParser.CgpRecordContext> first, List<Token> tokens, NavigableSet<Long> covered) {
        List<Place> places = places(tokens, source.length());
        List<Diagnostic> reported = new ArrayList<>();
        BitSet asideFields = new BitSet();
        Set<Integer> asideOpcodes = new HashSet<>();
        Set<Place> mended = new HashSet<>();
        StringBuilder scratch = new StringBuilder(source.text());
        Parsed<CgpParser.CgpRecordContext> parsed = first;
        long last = -1;
        while (parsed.hasErrors()) {
            Diagnostic error = parsed.diagnostics().get(0);
            long at = error.span().startOffset();
            Place place = placeOf(places, at);
            if (at <= last || place == null || mended.contains(place)) {
                break;
            }
            last = at;
            if (!covers(covered, place, places, at, source.length())) {
                reported.add(error);
                if (place.kind() < 4) {
                    asideFields.set(place.kind());
                } else {
                    asideOpcodes.add(place.start());
                }
            }
            String standIn = standIn(place, places);
            if (standIn == null) {
                break;
            }
            mended.add(place);
            int[] chars = FieldRecovery.charOffsets(scratch.toString());
            scratch.replace(chars[place.start()], chars[place.end()], standIn);
            parsed = ParseDriver.parse(CgpGrammar.SPEC, SourceText.of(scratch.toString()));
            if (parsed.tree().isEmpty()) {
                break;
            }
        }
        // What the last parse finds past the last place mended, in a place it could not mend, stands where the reader has no word.
        for (Diagnostic d : parsed.diagnostics()) {
            long at = d.span().startOffset();
            Place place = placeOf(places, at);
            if (at > last && (place == null || !covers(covered, place, places, at, source.length()))) {
                reported.add(d);
                if (place != null && place.kind() < 4) {
                    asideFields.set(place.kind());
                } else if (place != null) {
                    asideOpcodes.add(place.start());
                }
            }
        }
        return new Result(reported, asideFields, asideOpcodes);
    }

    /**
     * Whether the decoder says what is wrong at {@code at}: in a field, a finding at that
     * very character; in an opcode, a finding anywhere in it (its operands are read
     * together: "takes one operand" points at the second, the grammar at the space).
     */
    private static boolean covers(NavigableSet<Long> covered, Place place, List<Place> places, long at, int length) {
        if (place.kind() < 4) {
            return covered.contains(at);
        }
        Long first = covered.ceiling((long) place.start());
        return first != null && first < next(places, place, length);
    }

    /**
     * Text of the place's length the grammar reads there: a run of empty squares, a rack
     * of A's, a number; for an opcode, spaces where another follows (a run of spaces
     * separates opcodes), else an opcode of no operands; null when there is none.
     */
    private static String standIn(Place place, List<Place> places) {
        int length = place.end() - place.start();
        if (length == 0) {
            return null;
        }
        if (place.kind() < 4) {
            return String.valueOf(STAND_INS[place.kind()]).repeat(length);
        }
        boolean followed = places.indexOf(place) < places.size() - 1;
        if (followed) {
            return " ".repeat(length);
        }
        return length < 2 ? null : "z".repeat(length - 1) + ";";
    }

    /** Where the place after {@code place} starts, or the end of the record. */
    private static long next(List<Place> places, Place place, int length) {
        int k = places.indexOf(place);
        return k + 1 < places.size() ? places.get(k + 1).start() : length + 1L;
    }

    /** The place an offset is in: a space after a field or an opcode belongs to it. */
    private static Place placeOf(List<Place> places, long at) {
        Place found = null;
        for (Place place : places) {
            if (place.start() <= at) {
                found = place;
            }
        }
        return found;
    }

    /** The fields and opcodes of the record, from the lexer's tokens, in text order. */
    private static List<Place> places(List<Token> tokens, int length) {
        List<Place> places = new ArrayList<>();
        int field = 0;
        int fieldStart = 0;
        int opcodeStart = -1;
        for (Token t : tokens) {
            int type = t.getType();
            if ((type == CgpLexer.FIELD_SPACE || type == CgpLexer.FIELD_SPACE_RUN) && field < 4) {
                places.add(new Place(field, fieldStart, t.getStartIndex()));
                field++;
                fieldStart = t.getStopIndex() + 1;
            } else if (field == 4 && type != CgpLexer.OPERAND_SPACE && type != CgpLexer.OPERAND_SPACE_RUN) {
                if (opcodeStart < 0) {
                    opcodeStart = t.getStartIndex();
                }
                if (type == CgpLexer.SEMICOLON) {
                    places.add(new Place(4, opcodeStart, t.getStopIndex() + 1));
                    opcodeStart = -1;
                }
            }
        }
        if (field < 4) {
            places.add(new Place(field, fieldStart, length));
        } else if (opcodeStart >= 0) {
            places.add(new Place(4, opcodeStart, length));
        }
        return places;
    }
}
