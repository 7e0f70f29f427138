package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Field-by-field and opcode-by-opcode recovery from the grammar's syntax errors, for the
 * notations whose lexer cuts a record into four fields at the spaces between them and
 * then into opcodes (CGP and its rune draft). The grammar's recovery ({@link PlaceErrorStrategy})
 * reports at most the first fault of each field and opcode, skips the rest of it and reads
 * on from its end, in one parse; the notation's tree builder has read every field and opcode
 * of that tree (the tokens the recovery skipped too) and found what it finds. Where the reader
 * has a finding at the place of a syntax error (the same character in a field, anywhere in an
 * opcode), that finding says it precisely and the syntax error is dropped; elsewhere the syntax
 * error stands and its field or opcode is set aside (not read): one finding per fault, and no cascade.
 *
 * <p>A record keeps its place in its file (a line after others, a column after the spaces
 * before it): its diagnostics are in the file's coordinates, and the places, which the tree
 * gives from the record's first character, are compared with them less the record's offset
 * in the file. A record's findings are the same wherever it stands.
 */
public final class FieldRecovery {
    private FieldRecovery() {}

    /** The kind of {@link Place} an opcode is; fields are 0 (the board) to 3 (the zero-turn count). */
    public static final int OPCODE = 4;

    /**
     * A field (kind 0 to 3) or an opcode ({@link #OPCODE}) and the code points it holds, {@code start} to {@code end}.
     * A field runs from the space before it to the space after it; an opcode ended by ';' from its name to the ';'
     * (one cut short, to the end of the record), one between bars from its name to its last word.
     */
    public record Place(int kind, int start, int end) {}

    /**
     * A record's places as its tree holds them: how many fields it has (the spaces between them, plus one), its
     * places in text order, and where the reader has findings of its own that are no errors of its decoding
     * ({@code validated}: the start of a negative zero-turn count, whose range the validator reports).
     */
    public record Cut(int fields, List<Place> places, List<Integer> validated) {
        public Cut {
            places = List.copyOf(places);
            validated = List.copyOf(validated);
        }
    }

    /**
     * Takes note of a record's places while its tree builder walks the tree in text order: the spaces between
     * fields, then the words of the opcodes and what ends each (its ';', or the bar between opcodes).
     */
    public static final class Cutter {
        private final List<Place> places = new ArrayList<>();
        private final List<Integer> validated = new ArrayList<>(1);
        private int field;
        private int fieldStart;
        private int opcodeStart = -1;
        private int opcodeEnd = -1;

        /** The field the walk is in: 0 the board to 3 the zero-turn count, 4 and more the opcodes. */
        public int field() {
            return field;
        }

        /** A space between fields, from {@code start} to {@code end}: the field before it ends. */
        public void fieldSpace(int start, int end) {
            if (field < OPCODE) {
                places.add(new Place(field, fieldStart, start));
            }
            field++;
            fieldStart = end;
        }

        /** A word of an opcode, or the ';' that ends it ({@code closes}). */
        public void opcodePiece(int start, int end, boolean closes) {
            if (opcodeStart < 0) {
                opcodeStart = start;
            }
            opcodeEnd = end;
            if (closes) {
                places.add(new Place(OPCODE, opcodeStart, opcodeEnd));
                opcodeStart = -1;
            }
        }

        /** A bar between opcodes: the opcode before it, if any, ends at its last word. */
        public void bar() {
            if (opcodeStart >= 0) {
                places.add(new Place(OPCODE, opcodeStart, opcodeEnd));
            }
            opcodeStart = -1;
        }

        /** A finding of the validator's own at {@code at} (see {@link Cut}). */
        public void validated(int at) {
            validated.add(at);
        }

        /**
         * The places, the record being {@code length} code points long; an opcode cut short runs to the end of
         * the record where opcodes end in a token of their own ({@code closed}), else to its last word.
         */
        public Cut cut(int length, boolean closed) {
            List<Place> all = new ArrayList<>(places);
            if (field < OPCODE) {
                all.add(new Place(field, fieldStart, length));
            } else if (opcodeStart >= 0) {
                all.add(new Place(OPCODE, opcodeStart, closed ? length : opcodeEnd));
            }
            return new Cut(field + 1, all, validated);
        }
    }

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
     * What a notation's tree builder does for {@link #read}: read the record whole from its tree, malformed
     * fields too; name the characters that are no tiles where the board or the racks stand (of a text that
     * is no position); and read the record again without the fields and opcodes the recovery set aside.
     */
    public record Decoding<T>(Supplier<ParseResult<T>> whole, Supplier<List<Diagnostic>> strays,
                              Function<Result, ParseResult<T>> mended) {}

    /**
     * A record the grammar reported errors in, read field by field: the builder reads every field and opcode
     * of the tree, malformed ones too; where it says what is wrong, its words stand for the grammar's; where
     * it does not, the syntax error stands and the field is not read ({@link #recover}). A text of fewer than
     * four fields is no position: only the characters that are no tiles where the board or the racks stand,
     * and the syntax errors elsewhere, are said of it.
     */
    public static <T> ParseResult<T> read(SourceText source, Parsed<?> parsed, Cut cut, Decoding<T> decoding) {
        ParseResult<T> whole = decoding.whole().get();
        if (cut.fields() < 4) {
            List<Diagnostic> found = new ArrayList<>(decoding.strays().get());
            found.addAll(recover(source, parsed, cut, offsets(source, found)).syntaxErrors());
            return new ParseResult<>(Optional.empty(), Diagnostics.sorted(found), SourceMap.of(source.all()));
        }
        Result recovered = recover(source, parsed, cut, covered(source, whole.diagnostics(), cut));
        if (recovered.syntaxErrors().isEmpty()) {
            return whole;
        }
        return decoding.mended().apply(recovered).withDiagnostics(recovered.syntaxErrors());
    }

    /**
     * The offsets in the record {@code source} (from its first character, as the places count) where the
     * reader has a finding of its own: the errors of {@code read} (the decoder's), and each of the cut's
     * {@code validated} offsets.
     */
    private static NavigableSet<Long> covered(SourceText source, List<Diagnostic> read, Cut cut) {
        NavigableSet<Long> covered = offsets(source, read.stream().filter(d -> d.severity() == Severity.ERROR).toList());
        cut.validated().forEach(at -> covered.add((long) at));
        return covered;
    }

    /** The offset in the record {@code source}, from its first character, of each diagnostic's start. */
    private static NavigableSet<Long> offsets(SourceText source, List<Diagnostic> diagnostics) {
        long base = base(source);
        NavigableSet<Long> offsets = new TreeSet<>();
        diagnostics.forEach(d -> offsets.add(d.span().startOffset() - base));
        return offsets;
    }

    /** Where the record starts in its file, in code points: what a diagnostic's offset counts beyond a place's. */
    private static long base(SourceText source) {
        return source.span(0, 0).startOffset();
    }

    /**
     * The syntax errors of {@code parsed} that stand: the grammar's recovery reports at most the first fault
     * of each field and opcode, and skips the rest of it; where the reader has a finding of its own in that
     * place ({@code covered}, offsets in the record), the reader's words say it and the syntax error is
     * dropped; elsewhere it stands, and its field or opcode is set aside.
     */
    private static Result recover(SourceText source, Parsed<?> parsed, Cut cut, NavigableSet<Long> covered) {
        List<Place> places = cut.places();
        long base = base(source);
        List<Diagnostic> reported = new ArrayList<>();
        BitSet asideFields = new BitSet();
        Set<Integer> asideOpcodes = new HashSet<>();
        for (Diagnostic d : parsed.diagnostics()) {
            long at = d.span().startOffset() - base;
            int place = placeOf(places, at);
            if (place >= 0 && covers(covered, places, place, at, source.length())) {
                continue;
            }
            reported.add(d);
            if (place >= 0 && places.get(place).kind() < OPCODE) {
                asideFields.set(places.get(place).kind());
            } else if (place >= 0) {
                asideOpcodes.add(places.get(place).start());
            }
        }
        return new Result(reported, asideFields, asideOpcodes);
    }

    /**
     * Whether the reader says what is wrong at {@code at}: in a field, a finding at that
     * very character; in an opcode, a finding anywhere in it (its operands are read
     * together: "takes one operand" points at the second, the grammar at the space).
     */
    private static boolean covers(NavigableSet<Long> covered, List<Place> places, int place, long at, int length) {
        if (places.get(place).kind() < OPCODE) {
            return covered.contains(at);
        }
        Long first = covered.ceiling((long) places.get(place).start());
        long next = place + 1 < places.size() ? places.get(place + 1).start() : length + 1L;
        return first != null && first < next;
    }

    /** The place an offset is in (its index), or -1: a space after a field or an opcode belongs to it. */
    private static int placeOf(List<Place> places, long at) {
        int found = -1;
        for (int k = 0; k < places.size(); k++) {
            if (places.get(k).start() <= at) {
                found = k;
            }
        }
        return found;
    }
}
