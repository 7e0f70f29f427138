package org.ludex.cgp;

import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.ludex.cgp.CgpCodes.*;

/**
 * Reads the operands of a known opcode by what it means. A bad operand is an error
 * at that operand, and the opcode is then kept as written (so nothing is lost). The
 * move of {@code lm} has a language of its own: {@link CgpMoves}.
 */
final class CgpOperands {
    /** The opcodes Ludex knows: the seed's list and those added to the format since. */
    static final List<String> KNOWN = List.of("bb", "bdn", "cr", "etl", "gid", "ld", "lex", "lm", "mcnz", "oru", "ti", "tmr", "to", "var",
            "l1", "l2");


    private final CgpOperandText written;
    private final String name;
    private final FieldToken nameToken;
    private final List<FieldToken> operands;

    private CgpOperands(CgpOperandText text) {
        this.written = text;
        this.name = text.name();
        this.nameToken = written.nameToken();
        this.operands = text.operands();
    }

    /** The typed opcode of a known name, or empty (with an error) when an operand does not fit it. */
    static Optional<Opcode> read(CgpOperandText text) {
        return new CgpOperands(text).read();
    }

    private Optional<Opcode> read() {
        return switch (name) {
            case "bb" -> integer(0).map(Opcode.BingoBonus::new);
            case "etl" -> integer(0).map(Opcode.ExchangeLimit::new);
            case "ti" -> integer(0).map(Opcode.TimerIncrement::new);
            case "to" -> integer(0).map(Opcode.MaxOvertime::new);
            case "mcnz" -> integer(1).map(Opcode.MaxZeroTurns::new);
            case "bdn" -> word().map(Opcode.BoardName::new);
            case "gid" -> word().map(Opcode.GameId::new);
            case "ld" -> word().map(Opcode.LetterDistributionName::new);
            case "lex" -> word().map(Opcode.Lexicon::new);
            case "l1", "l2" -> word().map(lexicon -> new Opcode.PlayerLexicon(name.charAt(1) - '0', lexicon));
            case "var" -> word().map(Opcode.GameVariant::new);
            case "oru" -> Optional.of(new Opcode.Oru(operands.stream().map(FieldToken::text).toList()));
            case "cr" -> challengeRule();
            case "tmr" -> timers();
            case "lm" -> CgpMoves.read(written).map(Opcode.LastMove::new);
            default -> throw new AssertionError(name);
        };
    }

    private boolean one(String what) {
        if (operands.size() == 1) {
            return true;
        }
        Span span = operands.isEmpty() ? written.span(nameToken) : written.span(operands.get(1));
        written.error(OPERAND_COUNT, span, "'" + name + "' takes one operand, " + what + "; found " + operands.size());
        return false;
    }

    private Optional<Integer> integer(int least) {
        String what = least == 0 ? "an integer of 0 or more" : "an integer of " + least + " or more";
        if (!one(what)) {
            return Optional.empty();
        }
        FieldToken token = operands.get(0);
        try {
            int value = digits(token.text(), 0) ? Integer.parseInt(token.text()) : -1; // digits alone: no sign
            if (value >= least) {
                return Optional.of(value);
            }
        } catch (NumberFormatException notAnInteger) {
            // reported below
        }
        written.error(OPERAND_INTEGER, written.span(token), "'" + name + "' takes " + what + "; found '" + token.text() + "'");
        return Optional.empty();
    }

    private Optional<String> word() {
        return one("a name") ? Optional.of(operands.get(0).text()) : Optional.empty();
    }

    private Optional<Opcode> challengeRule() {
        if (!one("a challenge rule")) {
            return Optional.empty();
        }
        Opcode.ChallengeRule.Rule rule = Opcode.ChallengeRule.Rule.of(operands.get(0).text());
        if (rule == null || !rule.written().equals(operands.get(0).text())) { // the rules are named in lowercase
            written.error(OPERAND_CHALLENGE_RULE, written.span(operands.get(0)), "challenge rule '" + operands.get(0).text()
                    + "' is not one of single, double, triple, void, 5pt, 10pt");
            return Optional.empty();
        }
        return Optional.of(new Opcode.ChallengeRule(rule));
    }

    private Optional<Opcode> timers() {
        if (!one("milliseconds per player joined by '/'")) {
            return Optional.empty();
        }
        FieldToken token = operands.get(0);
        List<Integer> values = new ArrayList<>();
        for (String part : token.text().split("/", -1)) {
            try {
                if (!digits(part, part.startsWith("-") ? 1 : 0)) {
                    throw new NumberFormatException(part); // a '+' or digits of another script
                }
                values.add(Integer.parseInt(part));
            } catch (NumberFormatException bad) {
                written.error(OPERAND_TIMER, written.span(token), "timer '" + token.text()
                        + "' is not milliseconds per player joined by '/', such as 10000/-2500");
                return Optional.empty();
            }
        }
        return Optional.of(new Opcode.Timers(values));
    }

    /** Whether {@code text} is ASCII digits from {@code from} on, at least one (no '+', no digits of another script). */
    private static boolean digits(String text, int from) {
        if (text.length() <= from) {
            return false;
        }
        for (int k = from; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
