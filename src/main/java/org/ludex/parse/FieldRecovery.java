package org.ludex.parse;

import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntPredicate;

/**
 * Field-by-field and opcode-by-opcode recovery from the grammar's syntax errors, for the
 * notations whose lexer cuts a record into four fields at the spaces between them and
 * then into opcodes (CGP and its rune draft). The grammar's recovery ({@link PlaceErrorStrategy})
 * reports at most the first fault of each field and opcode, skips the rest of it and reads
 * on from its end, in one parse; the decoder has read every field and opcode from the
 * lexer's tokens and found what it finds. Where the decoder has a finding at the place of
 * a syntax error (the same character in a field, anywhere in an opcode), that finding says
 * it precisely and the syntax error is dropped; elsewhere the syntax error stands and its
 * field or opcode is set aside (not read): one finding per fault, and no cascade.
 *
 * <p>A record keeps its place in its file (a line after others, a column after the spaces
 * before it): its diagnostics are in the file's coordinates, and the fields and opcodes,
 * which the lexer's tokens give from the record's first character, are compared with them
 * less the record's offset in the file. A record's findings are the same wherever it stands.
 */
public final class FieldRecovery {
    private FieldRecovery() {}

    /**
     * How a notation's lexer cuts a record, for the recovery.
     *
     * @param fieldSpace the token types between fields
     * @param opcodeSpace the token types between the words of an opcode (and, in CGP, between opcodes)
     * @param semicolon the token type that ends an opcode and belongs to it, or -1
     * @param bar the token type between opcodes that belongs to neither, or -1
     */
    public record Layout(IntPredicate fieldSpace, IntPredicate opcodeSpace, int semicolon,
                         int bar) {}

    /** The syntax errors that stand, the fields set aside (0 to 3) and the opcodes set aside (by their start). */
    public record Result(List<Diagnostic> syntaxErrors, BitSet asideFields, Set<Integer> asideOpcodes) {
        /** The source-map paths of what was set aside: {@code fields[F]} for field F, {@code opcodes} for any opcode. */
        public Set<String> mended(List<String> fields, String opcodes) {
            Set<String> mended = new LinkedHashSet<>();
            asideFields.stream().forEach(field -> mended.add(fields.get(field)));
            if (!asideOpcodes.isEmpty()) {
                mended.add(opcodes);
            }
            return mended;
        }
    }

    /**
     * What a notation's decoder does for {@link #read}: read the record whole from the lexer's tokens,
     * malformed fields too; name the characters that are no tiles where the board or the racks stand (of a
     * text that is no position); and read the record again with the fields and opcodes the recovery set aside.
     */
    public record Decoding<T>(Function<List<Token>, ParseResult<T>> whole, Function<List<Token>, List<Diagnostic>> strays,
                              BiFunction<List<Token>, Result, ParseResult<T>> mended) {}

    /**
     * A record the grammar reported errors in, read field by field: the decoder reads every field and opcode
     * from the lexer's tokens, malformed ones too; where it says what is wrong, its words stand for the
     * grammar's; where it does not, the syntax error stands and the field is not read ({@link #recover}).
     * A text of fewer than four fields is no position: only the characters that are no tiles where the
     * board or the racks stand, and the syntax errors elsewhere, are said of it.
     *
     * @param validated the token type whose range the validator reports (see {@link #covered})
     */
    public static <T> ParseResult<T> read(Layout layout, SourceText source, Parsed<?> parsed, List<Token> tokens, int validated,
                                          Decoding<T> decoding) {
        ParseResult<T> whole = decoding.whole().apply(tokens);
        if (count(tokens, layout.fieldSpace()) < 3) {
            List<Diagnostic> found = new ArrayList<>(decoding.strays().apply(tokens));
            found.addAll(recover(layout, source, parsed, tokens, offsets(source, found)).syntaxErrors());
            return new ParseResult<>(Optional.empty(), Diagnostics.sorted(found), SourceMap.of(source.all()));
        }
        Result recovered = recover(layout, source, parsed, tokens, covered(source, whole.diagnostics(), tokens, validated));
        if (recovered.syntaxErrors().isEmpty()) {
            return whole;
        }
        return decoding.mended().apply(tokens, recovered).withDiagnostics(recovered.syntaxErrors());
    }

    /** A field (0 to 3) or an opcode (4) and the code points it holds, {@code start} to {@code end}. */
    private record Place(int kind, int start, int end) {}

    /**
     * The offsets in the record {@code source} (from its first character, as the lexer's
     * tokens count) where the reader has a finding of its own: the errors of {@code read}
     * (the decoder's), and each token of type {@code validated} (a negative zero-turn
     * count, whose range the validator reports: not {@code -0}, whose value is in range,
     * and whose syntax error, the sign, stands).
     */
    public static NavigableSet<Long> covered(SourceText source, List<Diagnostic> read, List<Token> tokens, int validated) {
        NavigableSet<Long> covered = offsets(source, read.stream().filter(d -> d.severity() == Severity.ERROR).toList());
        for (Token t : tokens) {
            if (t.getType() == validated && t.getText().chars().anyMatch(c -> c >= '1' && c <= '9')) { // '-0' is no range fault: it stands
                covered.add((long) t.getStartIndex());
            }
        }
        return covered;
    }

    /** The offset in the record {@code source}, from its first character, of each diagnostic's start. */
    public static NavigableSet<Long> offsets(SourceText source, List<Diagnostic> diagnostics) {
        long base = base(source);
        NavigableSet<Long> offsets = new TreeSet<>();
        diagnostics.forEach(d -> offsets.add(d.span().startOffset() - base));
        return offsets;
    }

    /** Where the record starts in its file, in code points: what a diagnostic's offset counts beyond a token's. */
    private static long base(SourceText source) {
        return source.span(0, 0).startOffset();
    }

    /** {@code text}, a copy of {@code source} mended in place, where {@code source} stands in its file: its line, column and offset (for UBF's recovery). */
    public static SourceText samePlace(SourceText source, String text) {
        Span origin = source.span(0, 0);
        return SourceText.at(text, origin.line(), origin.column(), origin.startOffset());
    }

    /**
     * The syntax errors of {@code parsed}, the parse of {@code source} whose tokens are {@code tokens}, that
     * stand: the grammar's recovery ({@link GrammarSpec#placeEnds}) reports at most the first fault of each
     * field and opcode, and skips the rest of it; where the reader has a finding of its own in that place
     * ({@code covered}, offsets in the record, see {@link #covered}), the reader's words say it and the
     * syntax error is dropped; elsewhere it stands, and its field or opcode is set aside.
     */
    public static Result recover(Layout layout, SourceText source, Parsed<?> parsed, List<Token> tokens, NavigableSet<Long> covered) {
        List<Place> places = places(layout, tokens, source.length());
        long base = base(source);
        List<Diagnostic> reported = new ArrayList<>();
        BitSet asideFields = new BitSet();
        Set<Integer> asideOpcodes = new HashSet<>();
        for (Diagnostic d : parsed.diagnostics()) {
            long at = d.span().startOffset() - base;
            Place place = placeOf(places, at);
            if (place != null && covers(covered, place, places, at, source.length())) {
                continue;
            }
            reported.add(d);
            if (place != null && place.kind() < 4) {
                asideFields.set(place.kind());
            } else if (place != null) {
                asideOpcodes.add(place.start());
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

    /**
     * The fields and opcodes of the record, from the lexer's tokens, in text order. An
     * opcode ended by ';' runs from its name to the ';' (one cut short, to the end of the
     * record); one between bars from its name to its last word.
     */
    private static List<Place> places(Layout layout, List<Token> tokens, int length) {
        List<Place> places = new ArrayList<>();
        int field = 0;
        int fieldStart = 0;
        int opcodeStart = -1;
        int opcodeEnd = -1;
        for (Token t : tokens) {
            int type = t.getType();
            if (layout.fieldSpace().test(type) && field < 4) {
                places.add(new Place(field, fieldStart, t.getStartIndex()));
                field++;
                fieldStart = t.getStopIndex() + 1;
            } else if (field == 4 && type == layout.bar()) {
                if (opcodeStart >= 0) {
                    places.add(new Place(4, opcodeStart, opcodeEnd));
                }
                opcodeStart = -1;
            } else if (field == 4 && !layout.opcodeSpace().test(type)) {
                if (opcodeStart < 0) {
                    opcodeStart = t.getStartIndex();
                }
                opcodeEnd = t.getStopIndex() + 1;
                if (type == layout.semicolon()) {
                    places.add(new Place(4, opcodeStart, opcodeEnd));
                    opcodeStart = -1;
                }
            }
        }
        if (field < 4) {
            places.add(new Place(field, fieldStart, length));
        } else if (opcodeStart >= 0) {
            places.add(new Place(4, opcodeStart, layout.semicolon() < 0 ? opcodeEnd : length));
        }
        return places;
    }

    /**
     * How many of {@code tokens} are of one of the {@code types}: for a record cut into
     * fields by its lexer's modes, the spaces between fields it has (its fields less one),
     * whatever the parser made of them.
     */
    public static int count(List<Token> tokens, IntPredicate types) {
        int count = 0;
        for (Token token : tokens) {
            if (types.test(token.getType())) {
                count++;
            }
        }
        return count;
    }

    /** The char offset of each code point of {@code text}, and its length at the end: for edits that keep code-point offsets. */
    public static int[] charOffsets(String text) {
        int[] chars = new int[text.codePointCount(0, text.length()) + 1];
        int k = 0;
        for (int cp = 0; cp < chars.length - 1; cp++) {
            chars[cp] = k;
            k += Character.charCount(text.codePointAt(k));
        }
        chars[chars.length - 1] = k;
        return chars;
    }
}
