package org.ludex.parse;

import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.LexerNoViableAltException;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATNConfig;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The one parse driver every format uses. It lexes once, parses in two stages (fast
 * SLL prediction that bails at the first problem, then full LL with error recovery
 * only if SLL failed), and turns every lexer and parser complaint into a
 * {@link Diagnostic} with a span, the offending text and the sorted friendly names
 * of what was expected. It never throws for bad input: an input over the format's
 * size limit or one that nests too deep becomes a diagnostic too.
 */
public final class ParseDriver {
    private static final int MAX_QUOTED = 24;

    private ParseDriver() {}

    /**
     * A record through its grammar, the three ways every reader takes: a text that is no record gives its
     * syntax errors alone ({@link Parsed#noRecord}); a tree read without an error goes to {@code clean}
     * (the tree, and the parse for its warnings); one with errors to {@code mended}, which says what the
     * errors leave of the record.
     */
    public static <C extends ParserRuleContext, T> ParseResult<T> read(GrammarSpec<?, C> spec, SourceText source,
            BiFunction<C, Parsed<C>, ParseResult<T>> clean, Function<Parsed<C>, ParseResult<T>> mended) {
        Parsed<C> parsed = parse(spec, source);
        if (parsed.tree().isEmpty()) {
            return parsed.noRecord(source);
        }
        return parsed.hasErrors() ? mended.apply(parsed) : clean.apply(parsed.tree().get(), parsed);
    }

    public static <P extends Parser, C extends ParserRuleContext> Parsed<C> parse(GrammarSpec<P, C> spec, SourceText source) {
        Parsed<C> parsed = parseOnce(spec, source);
        if (!proposesFix(parsed.diagnostics())) {
            return parsed; // nearly always: no syntax error at the end of input
        }
        // A literal proposed at the end of input is a fix only when it completes the input: the rest must read then.
        List<Diagnostic> checked = new ArrayList<>(parsed.diagnostics().size());
        for (Diagnostic d : parsed.diagnostics()) {
            if (d.fixes().isEmpty()) {
                checked.add(d);
                continue;
            }
            List<Diagnostic.Fix> completing = d.fixes().stream()
                    .filter(fix -> completes(spec, source, d, fix)).toList();
            checked.add(new Diagnostic(d.severity(), d.code(), d.message(), d.span(), d.expected(),
                    completing.size() == 1 ? completing : List.of(), d.related()));
        }
        return new Parsed<>(parsed.tree(), checked, parsed.ruleNames());
    }

    /**
     * Whether the fix completes the input: the rest reads then. In a record of places that stand apart
     * ({@link GrammarSpec#places}, or a format's own recovery of nested places, {@link GrammarSpec#recovery}),
     * the faults of the places before the fix are their own: it completes the input when none is left where
     * it stands.
     */
    private static <P extends Parser, C extends ParserRuleContext> boolean completes(GrammarSpec<P, C> spec, SourceText source, Diagnostic d,
            Diagnostic.Fix fix) {
        Parsed<C> fixed = parseOnce(spec, SourceText.of(source.text() + fix.text()));
        if (spec.places() == null && spec.recovery() == null) {
            return !fixed.hasErrors();
        }
        long at = d.span().startOffset() - source.span(0, 0).startOffset();
        return fixed.diagnostics().stream().noneMatch(e -> e.severity() == Severity.ERROR && e.span().startOffset() >= at);
    }

    private static boolean proposesFix(List<Diagnostic> diagnostics) {
        for (Diagnostic d : diagnostics) {
            if (!d.fixes().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The finding of a record nested deeper than the stack holds, whether its parse or its reading ran out. */
    static Diagnostic tooDeep(GrammarSpec<?, ?> spec, SourceText source) {
        return Diagnostic.error(spec.code(InputCodes.TOO_DEEP), source.all(), "input nests too deeply to be read");
    }

    private static <P extends Parser, C extends ParserRuleContext> Parsed<C> parseOnce(GrammarSpec<P, C> spec, SourceText source) {
        // Chars first: never fewer than code points, and counting code points means a pass over the text.
        if (source.text().length() > spec.maxLength() && source.length() > spec.maxLength()) {
            Span beyond = source.span(spec.maxLength(), source.length());
            return new Parsed<>(Optional.empty(), List.of(tooLong(spec, beyond, source.length())), List.of());
        }
        Collector<P, C> collector = new Collector<>(spec, source);
        Machine<P, C> machine = machine(spec);
        if (spec.tokens() != null) {
            machine.tokens.setTokenSource(spec.tokens().apply(source.text()));
        } else {
            machine.lexer.setInputStream(CharStreams.fromString(source.text()));
            machine.lexer.removeErrorListeners();
            machine.lexer.addErrorListener(collector);
            machine.tokens.setTokenSource(machine.lexer);
        }
        machine.parser.setTokenStream(machine.tokens);
        try {
            machine.tokens.fill();
            C tree = parseTwoStage(spec, machine, collector);
            return new Parsed<>(Optional.of(tree), collector.sorted(), machine.ruleNames);
        } catch (StackOverflowError deep) {
            MACHINES.get().remove(spec); // a parser left deep inside a rule is not reused
            return new Parsed<>(Optional.empty(), List.of(tooDeep(spec, source)), machine.ruleNames);
        } finally {
            machine.lexer.removeErrorListeners();
            machine.parser.removeErrorListeners();
        }
    }

    /**
     * One thread's lexer, token stream and parser for one grammar. Making them anew
     * for every record cost more than lexing and parsing a short record; the shared
     * DFA caches live in the generated classes either way. A parse tree keeps its own
     * tokens, so trees from earlier records stay valid when the machine moves on.
     */
    private static final class Machine<P extends Parser, C extends ParserRuleContext> {
        final Lexer lexer;
        final CommonTokenStream tokens;
        final P parser;
        final List<String> ruleNames;
        final BailErrorStrategy bail = new BailErrorStrategy();

        Machine(GrammarSpec<P, C> spec) {
            this.lexer = spec.lexer().apply(CharStreams.fromString(""));
            this.tokens = new CommonTokenStream(lexer);
            this.parser = spec.parser().apply(tokens);
            this.ruleNames = List.of(parser.getRuleNames());
        }
    }

    private static final ThreadLocal<Map<GrammarSpec<?, ?>, Machine<?, ?>>> MACHINES = ThreadLocal.withInitial(IdentityHashMap::new);

    @SuppressWarnings("unchecked")
    /** The error for an input over the format's size limit: {@code beyond} is the part past the limit. */
    public static Diagnostic tooLong(GrammarSpec<?, ?> spec, Span beyond, long length) {
        return spec.limit().tooLong(beyond, length);
    }

    private static <P extends Parser, C extends ParserRuleContext> Machine<P, C> machine(GrammarSpec<P, C> spec) {
        return (Machine<P, C>) MACHINES.get().computeIfAbsent(spec, s -> new Machine<>(spec));
    }

    private static <P extends Parser, C extends ParserRuleContext> C parseTwoStage(
            GrammarSpec<P, C> spec, Machine<P, C> machine, Collector<P, C> collector) {
        P parser = machine.parser;
        parser.removeErrorListeners();
        parser.setErrorHandler(machine.bail);
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        try {
            return spec.entry().apply(parser);
        } catch (ParseCancellationException sllFailed) {
            machine.tokens.seek(0);
            parser.reset();
            parser.addErrorListener(collector);
            parser.setErrorHandler(spec.recovery() != null ? spec.recovery().get()
                    : spec.places() == null ? new ExpectingErrorStrategy() : new PlaceErrorStrategy(spec.places()));
            parser.getInterpreter().setPredictionMode(PredictionMode.LL);
            return spec.entry().apply(parser);
        }
    }

    /** Turns ANTLR's error callbacks into diagnostics. */
    private static final class Collector<P extends Parser, C extends ParserRuleContext> extends BaseErrorListener {
        private final GrammarSpec<P, C> spec;
        private final SourceText source;
        private final List<Diagnostic> found = new ArrayList<>();
        private int lastSyntaxLine = -1; // the line of the last syntax error reported

        Collector(GrammarSpec<P, C> spec, SourceText source) {
            this.spec = spec;
            this.source = source;
        }

        List<Diagnostic> sorted() {
            List<Diagnostic> all = new ArrayList<>(found);
            all.sort(Diagnostics.SOURCE_ORDER);
            return all;
        }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int column, String antlrMessage,
                                RecognitionException e) {
            if (recognizer instanceof Lexer lexer) {
                int start = e instanceof LexerNoViableAltException noViable ? noViable.getStartIndex() : lexer._tokenStartCharIndex;
                Span span = source.span(start, start + 1);
                found.add(Diagnostic.error(spec.code("char"), span, "unexpected character " + quoteChar(source, start)));
                return;
            }
            Token token = (Token) offending;
            if (!found.isEmpty() && found.get(found.size() - 1).span().startOffset() == source.span(token.getStartIndex(), token.getStartIndex()).startOffset()) {
                return; // recovery reporting again where it already reported adds nothing
            }
            if (spec.oneSyntaxErrorPerLine() && line == lastSyntaxLine) {
                return; // the rest of a line that stands alone is not read after its first error: this comes of the recovery
            }
            lastSyntaxLine = line;
            Parser parser = (Parser) recognizer;
            IntervalSet expected = expected(parser, e);
            TreeSet<String> names = new TreeSet<>();
            TreeSet<String> recoveryOnly = new TreeSet<>();
            int rule = parser.getContext() == null ? -1 : parser.getContext().getRuleIndex();
            for (int type : expected.toArray()) {
                if (type == spec.unexpectedChar()) {
                    continue; // a character no token takes is never what is expected
                }
                (spec.names().neverExpected(rule, type) ? recoveryOnly : names).add(spec.names().name(type));
            }
            if (names.isEmpty()) {
                names = recoveryOnly;
            }
            int start = token.getStartIndex();
            int end = Math.max(start, token.getStopIndex() + 1);
            Span span = source.span(start, end);
            boolean badChar = token.getType() == spec.unexpectedChar();
            StringBuilder message = new StringBuilder("unexpected ");
            if (token.getType() == Token.EOF) {
                message.append(TokenNames.END_OF_INPUT);
            } else if (badChar) {
                message.append("character ").append(quoteChar(source, start));
            } else if (token.getText().isBlank()) {
                message.append(spec.names().name(token.getType()));
            } else if (spec.names().shownAs(token.getType()) != null) {
                message.append(spec.names().shownAs(token.getType())).append(' ').append(cut(token.getText()));
            } else {
                message.append(quote(token.getText()));
            }
            if (!names.isEmpty()) {
                message.append(", expected ").append(joinChoices(List.copyOf(names)));
            }
            Diagnostic d = new Diagnostic(Severity.ERROR, spec.code(badChar ? "char" : "syntax"), message.toString(), span, List.copyOf(names));
            if (token.getType() == Token.EOF) { // candidates, kept by parse only where they complete the input (a final ';')
                for (String name : names) {
                    if (name.length() >= 3 && name.startsWith("'") && name.endsWith("'")) {
                        d = d.withFix(span, name.substring(1, name.length() - 1));
                    }
                }
            }
            found.add(d);
        }
    }

    /**
     * What could have stood where the offending token is. When prediction looked past
     * the first token of a decision before it failed (a comma, then something that
     * fits no alternative), the decision's own set would name the first token; the
     * states prediction had reached just before the failure name what fits there.
     */
    private static IntervalSet expected(Parser parser, RecognitionException e) {
        if (e instanceof NoViableAltException noViable && noViable.getDeadEndConfigs() != null
                && noViable.getStartToken() != noViable.getOffendingToken()) {
            IntervalSet next = new IntervalSet();
            for (ATNConfig config : noViable.getDeadEndConfigs()) {
                next.addAll(parser.getATN().nextTokens(config.state));
            }
            next.remove(Token.EPSILON);
            if (!next.isNil()) {
                return next;
            }
        }
        return e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : parser.getExpectedTokens();
    }

    static String joinChoices(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /** The text in single quotes, cut to a readable length. */
    public static String quote(String text) {
        return "'" + cut(text) + "'";
    }

    private static String cut(String text) {
        if (text.codePointCount(0, text.length()) > MAX_QUOTED) {
            return text.substring(0, text.offsetByCodePoints(0, MAX_QUOTED)) + "...";
        }
        return text;
    }

    private static String quoteChar(SourceText source, int cpIndex) {
        String text = source.text();
        if (cpIndex >= source.length()) {
            return TokenNames.END_OF_INPUT;
        }
        int cp = text.codePointAt(text.offsetByCodePoints(0, cpIndex));
        return describe(cp);
    }

    /** A character as a player can read it: {@code 'x'}, or {@code U+0000} for invisible ones. */
    public static String describe(int cp) {
        if (cp == ' ') {
            return "' ' (space)";
        }
        if (cp == '\t') {
            return "tab";
        }
        if (Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT || cp == 0xFFFD) {
            String name = switch (cp) {
                case 0x00 -> " (NUL)";
                case 0x1B -> " (escape)";
                case 0x0C -> " (form feed)";
                case 0x7F -> " (delete)";
                case 0xFEFF -> " (byte-order mark)";
                case 0x200B -> " (zero-width space)";
                case 0x202E -> " (right-to-left override)";
                case 0xFFFD -> " (a byte that is not UTF-8)";
                default -> "";
            };
            return String.format("U+%04X", cp) + name;
        }
        return "'" + new String(Character.toChars(cp)) + "'";
    }
}
