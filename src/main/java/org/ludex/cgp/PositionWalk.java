package org.ludex.cgp;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.Reading;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * What the tree builders of CGP and its rune draft ({@code CgpBuilder}, {@code RuneBuilder}) share: one
 * walk of a position's parse tree in text order, which gives its fields ({@link PositionFields}) and its
 * places for the recovery from syntax errors ({@link FieldRecovery}), and the two ways to the model from
 * them: a tree read without a syntax error, and one with errors, whose fields and opcodes are all read
 * (the tokens the parser's recovery skipped too, which the tree keeps as error nodes) and then set aside
 * where a syntax error stands. Each builder reads its own squares, rack tiles and separators; the
 * scores, the zero-turn count and the words of an opcode are read alike.
 *
 * @param <R> the notation's board row and rack
 * @param <O> the notation's opcode
 * @param <T> the notation's model
 */
public abstract class PositionWalk<R, O, T> {
    /** The notation's decoder: the model from the fields, the strays of a text that is no position, where an opcode starts. */
    public record Decoding<R, O, T>(Decode<R, O, T> decode, BiFunction<SourceText, PositionFields<R, O>, List<Diagnostic>> strays,
                                    ToIntFunction<O> start) {}

    /**
     * The model from the fields; the fields the recovery set aside ({@code mended}, by path) are marked unread,
     * and {@code syntaxError} marks the record itself unread, so that it is not written out as if read whole.
     */
    @FunctionalInterface
    public interface Decode<R, O, T> {
        ParseResult<T> decode(PositionFields<R, O> fields, SourceText source, Set<String> mended, boolean syntaxError);
    }

    private final Decoding<R, O, T> decoding;
    private final Predicate<ParseTree> isCell;
    /** The white space between fields (and, in CGP, between opcodes and operands). */
    protected final List<FieldToken> spaces = new ArrayList<>(4);
    protected final List<FieldToken> scores = new ArrayList<>(2);
    protected FieldToken zeroTurns;
    protected final FieldRecovery.Cutter places = new FieldRecovery.Cutter();
    /** The opcode being read: its name and operands, and whether a space came before the next word. */
    protected FieldToken name;
    protected List<FieldToken> operands = new ArrayList<>(2);
    protected boolean spaced;

    /** A walk that reads squares and rack tiles from the contexts {@code isCell} takes (the grammar's rules for them). */
    protected PositionWalk(Decoding<R, O, T> decoding, Predicate<ParseTree> isCell) {
        this.decoding = decoding;
        this.isCell = isCell;
    }

    /**
     * The reading of a notation through its grammar alone, which its fast reader is held to: a tree read without
     * a syntax error, or one with errors, each walked by a new {@code walk}; in a notation whose opcodes end in a
     * token of their own ({@code closedOpcodes}), an opcode cut short runs to the end of the record.
     */
    public static <C extends ParserRuleContext, R, O, T> Reading<T> reading(GrammarSpec<?, C> grammar,
            Supplier<? extends PositionWalk<R, O, T>> walk, boolean closedOpcodes, BiFunction<T, SourceMap, List<Diagnostic>> validator) {
        Supplier<PositionWalk<R, O, T>> each = walk::get;
        return Reading.of(grammar, (tree, parsed, source) -> each.get().read(tree, parsed, source),
                (parsed, source) -> each.get().mend(parsed, source, closedOpcodes), validator);
    }

    /** The reading of a tree the parser read without a syntax error ({@code parsed} holds its warnings). */
    private ParseResult<T> read(ParseTree tree, Parsed<?> parsed, SourceText source) {
        return decoding.decode().decode(fieldsOf(tree), source, Set.of(), false).withDiagnostics(parsed.diagnostics());
    }

    /**
     * A record the grammar reported errors in: what the errors leave of it. Every field and opcode of the tree
     * is read, malformed ones too; a syntax error where the reader has its own finding is dropped, and the
     * field or opcode of one that stands is set aside ({@link FieldRecovery#read}).
     */
    private ParseResult<T> mend(Parsed<? extends ParseTree> parsed, SourceText source, boolean closedOpcodes) {
        PositionFields<R, O> fields = fieldsOf(parsed.tree().orElseThrow());
        Decode<R, O, T> decode = decoding.decode();
        return FieldRecovery.read(source, parsed, places.cut(source.length(), closedOpcodes), new FieldRecovery.Decoding<>(
                () -> decode.decode(fields, source, Set.of(), false),
                () -> decoding.strays().apply(source, fields),
                recovered -> decode.decode(fields.without(recovered.asideFields(), recovered.asideOpcodes(), decoding.start()), source,
                        recovered.mended(CgpPaths.FIELDS, CgpPaths.OPCODES), true)));
    }

    /** The fields of a tree, walked once in text order (for a scanner's agreement with the grammar). */
    public final PositionFields<R, O> fieldsOf(ParseTree tree) {
        node(tree);
        end();
        return fields();
    }

    private void node(ParseTree node) {
        if (node instanceof TerminalNode terminal) {
            Token t = terminal.getSymbol();
            if (t.getType() != Token.EOF && t.getTokenIndex() >= 0) { // not the end, nor a token the parser made up where one was missing
                token(t.getType(), t.getText(), t.getStartIndex(), t.getStopIndex() + 1);
            }
        } else if (isCell.test(node)) {
            Token t = ((ParserRuleContext) node).getStart(); // a square's or rack tile's rule holds one token
            cell(t.getType(), t.getText(), t.getStartIndex(), t.getStopIndex() + 1);
        } else {
            for (int k = 0; k < node.getChildCount(); k++) {
                node(node.getChild(k));
            }
        }
    }

    /**
     * A square (in the board) or a rack tile (in the racks), of the lexer's token {@code type}: one the grammar
     * reads as a square or rack tile, or one the parser's recovery skipped in the board or the racks.
     */
    protected abstract void cell(int type, String text, int start, int end);

    /**
     * A token the tree holds outside a square or rack tile: a separator, a score, the zero-turn count, a word
     * of an opcode, or one the parser's recovery skipped (an error node), read as part of the field it is in.
     */
    protected abstract void token(int type, String text, int start, int end);

    /** The end of the tree: the row, rack or opcode being read ends with it. */
    protected abstract void end();

    /** The fields read. */
    protected abstract PositionFields<R, O> fields();

    /** A space between fields. */
    protected final void fieldSpace(String text, int start, int end) {
        spaces.add(new FieldToken(0, text, start, end));
        places.fieldSpace(start, end);
    }

    /** A number in the zero-turn field; {@code negative}, one with a '-', whose range the validator reports unless it is -0. */
    protected final void zeroTurns(boolean negative, String text, int start, int end) {
        if (negative && text.chars().anyMatch(c -> c >= '1' && c <= '9')) {
            places.validated(start); // '-0' is in range: its syntax error, the sign, stands
        }
        if (zeroTurns == null) {
            zeroTurns = new FieldToken(0, text, start, end);
        }
    }

    /** A word of an opcode: its name, an operand after a space, or more of the word before it ('-' and the name after it are one). */
    protected final void word(String text, int start, int end) {
        FieldToken piece = new FieldToken(0, text, start, end);
        if (name == null) {
            name = piece;
        } else if (spaced) {
            operands.add(piece);
        } else if (operands.isEmpty()) {
            name = joined(name, piece);
        } else {
            operands.set(operands.size() - 1, joined(operands.get(operands.size() - 1), piece));
        }
        spaced = false;
    }

    private static FieldToken joined(FieldToken first, FieldToken next) {
        return new FieldToken(first.type(), first.text() + next.text(), first.start(), next.end());
    }
}
