package org.ludex.conformance;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * What a run found, per format, and its three printed forms: a table for people, JSON
 * for tools (the key names are a contract, listed in docs/conformance.md) and JUnit XML for a CI
 * that shows each case.
 *
 * @param command    the implementation, as given
 * @param syntaxOnly whether the run was of the syntax level
 * @param results    format name to its results, in the manifest's order
 */
public record Report(String command, boolean syntaxOnly, Map<String, List<Result>> results) {

    /** One format's counts. {@code sameLine}/{@code sameColumn} count rejected invalid cases whose first error is on the expected line / at the expected place. */
    public record Tally(int validTotal, int accepted, int invalidTotal, int rejected, int sameLine, int sameColumn,
                        int dialectTotal, int dialectAccepted, int dialectRejected, int failed, List<Result> disagreements) {
        static Tally of(List<Result> results, boolean syntaxOnly) {
            int validTotal = 0, accepted = 0, invalidTotal = 0, rejected = 0, sameLine = 0, sameColumn = 0;
            int dialectTotal = 0, dialectAccepted = 0, dialectRejected = 0, failed = 0;
            List<Result> disagreements = new ArrayList<>();
            for (Result r : results) {
                Answer.Outcome outcome = r.answer().outcome();
                switch (r.suiteCase().verdict()) {
                    case ACCEPT -> {
                        validTotal++;
                        accepted += outcome == Answer.Outcome.ACCEPTED ? 1 : 0;
                    }
                    case REJECT -> {
                        invalidTotal++;
                        if (outcome == Answer.Outcome.REJECTED) {
                            rejected++;
                            sameLine += Result.sameLine(r.suiteCase(), r.answer(), syntaxOnly) ? 1 : 0;
                            sameColumn += Result.samePlace(r.suiteCase(), r.answer(), syntaxOnly) ? 1 : 0;
                        }
                    }
                    case EITHER -> {
                        dialectTotal++;
                        dialectAccepted += outcome == Answer.Outcome.ACCEPTED ? 1 : 0;
                        dialectRejected += outcome == Answer.Outcome.REJECTED ? 1 : 0;
                    }
                }
                failed += outcome == Answer.Outcome.FAILED ? 1 : 0;
                if (!r.agrees()) {
                    disagreements.add(r);
                }
            }
            return new Tally(validTotal, accepted, invalidTotal, rejected, sameLine, sameColumn, dialectTotal, dialectAccepted,
                    dialectRejected, failed, List.copyOf(disagreements));
        }
    }

    public Tally tally(String format) {
        return Tally.of(results.get(format), syntaxOnly);
    }

    /** Whether every case agrees. */
    public boolean agrees() {
        return results.values().stream().flatMap(List::stream).allMatch(Result::agrees);
    }

    public int cases() {
        return results.values().stream().mapToInt(List::size).sum();
    }

    public int disagreements() {
        return (int) results.values().stream().flatMap(List::stream).filter(r -> !r.agrees()).count();
    }

    /** The table: a line per format, then every disagreement; {@code shown} makes the implementation's own words safe for the terminal. */
    public void human(PrintWriter out, UnaryOperator<String> shown) {
        out.println("Conformance of: " + shown.apply(command) + " (level " + (syntaxOnly ? "syntax" : "all") + ")");
        out.println();
        out.printf("%-9s %15s %17s %10s %12s %16s %7s%n", "format", "valid accepted", "invalid rejected", "same line", "same column",
                "dialect acc/rej", "failed");
        results.keySet().forEach(format -> {
            Tally t = tally(format);
            out.printf("%-9s %15s %17s %10s %12s %16s %7d%n", format, t.accepted() + "/" + t.validTotal(), t.rejected() + "/" + t.invalidTotal(),
                    t.sameLine() + "/" + t.rejected(), t.sameColumn() + "/" + t.rejected(),
                    t.dialectTotal() == 0 ? "-" : t.dialectAccepted() + "/" + t.dialectRejected(), t.failed());
        });
        List<Result> all = results.values().stream().flatMap(List::stream).filter(r -> !r.agrees()).toList();
        if (!all.isEmpty()) {
            out.println();
            out.println("Disagreements:");
            for (Result r : all) {
                SuiteCase c = r.suiteCase();
                out.println("  " + c.format() + "/" + c.name() + " (" + r.disagreement().word() + ")");
                out.println("    expected: " + c.expected(syntaxOnly));
                out.println("    got:      " + shown.apply(r.answer().said()));
                if (r.disagreement() == Result.Disagreement.LINE && !r.answer().detail().isEmpty()) {
                    out.println("    it said:  " + shown.apply(r.answer().detail()));
                }
            }
        }
        out.println();
        out.println(agrees() ? "All " + cases() + " cases agree."
                : disagreements() + " of " + cases() + " cases disagree.");
    }

    /** The JSON form (docs/conformance.md, "What it prints"). */
    public void json(PrintWriter out) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        root.put("command", command);
        root.put("level", syntaxOnly ? "syntax" : "all");
        root.put("agree", agrees());
        ObjectNode formats = root.putObject("formats");
        results.keySet().forEach(format -> {
            Tally t = tally(format);
            ObjectNode f = formats.putObject(format);
            f.putObject("valid").put("total", t.validTotal()).put("accepted", t.accepted());
            f.putObject("invalid").put("total", t.invalidTotal()).put("rejected", t.rejected()).put("sameLine", t.sameLine())
                    .put("sameColumn", t.sameColumn());
            f.putObject("dialect").put("total", t.dialectTotal()).put("accepted", t.dialectAccepted()).put("rejected", t.dialectRejected());
            f.put("failed", t.failed());
            ArrayNode list = f.putArray("disagreements");
            for (Result r : t.disagreements()) {
                list.addObject().put("case", r.suiteCase().name()).put("kind", r.disagreement().word())
                        .put("expected", r.suiteCase().expected(syntaxOnly)).put("got", r.answer().said());
            }
        });
        try {
            out.println(mapper.writeValueAsString(root));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** JUnit XML: a test suite per format, a test case per case; a disagreement is a failure, a failed run an error. */
    public void junit(PrintWriter out) {
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", "ludex conformance");
            xml.writeAttribute("tests", Integer.toString(cases()));
            xml.writeAttribute("failures", Integer.toString(disagreements() - failures()));
            xml.writeAttribute("errors", Integer.toString(failures()));
            for (Map.Entry<String, List<Result>> entry : results.entrySet()) {
                Tally t = tally(entry.getKey());
                xml.writeCharacters("\n  ");
                xml.writeStartElement("testsuite");
                xml.writeAttribute("name", xmlText(entry.getKey()));
                xml.writeAttribute("tests", Integer.toString(entry.getValue().size()));
                xml.writeAttribute("failures", Integer.toString(t.disagreements().size() - t.failed()));
                xml.writeAttribute("errors", Integer.toString(t.failed()));
                xml.writeAttribute("skipped", "0");
                for (Result r : entry.getValue()) {
                    SuiteCase c = r.suiteCase();
                    xml.writeCharacters("\n    ");
                    xml.writeStartElement("testcase");
                    xml.writeAttribute("classname", c.format() + "." + folder(c.name()));
                    xml.writeAttribute("name", xmlText(c.name()));
                    if (!r.agrees()) {
                        xml.writeStartElement(r.disagreement() == Result.Disagreement.FAILURE ? "error" : "failure");
                        xml.writeAttribute("type", r.disagreement().word());
                        xml.writeAttribute("message", xmlText("expected " + c.expected(syntaxOnly) + "; got " + r.answer().said()));
                        xml.writeCharacters(xmlText("expected: " + c.expected(syntaxOnly) + "\ngot: " + r.answer().said()
                                + (r.answer().detail().isEmpty() ? "" : "\nit said: " + r.answer().detail())));
                        xml.writeEndElement();
                    } else if (c.verdict() == SuiteCase.Verdict.EITHER) {
                        xml.writeStartElement("system-out");
                        xml.writeCharacters("a dialect case: " + r.answer().said());
                        xml.writeEndElement();
                    }
                    xml.writeEndElement();
                }
                xml.writeCharacters("\n  ");
                xml.writeEndElement();
            }
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
        out.println(text);
    }

    private int failures() {
        return (int) results.values().stream().flatMap(List::stream).filter(r -> r.disagreement() == Result.Disagreement.FAILURE).count();
    }

    private static String folder(String name) {
        int slash = name.indexOf('/');
        return slash < 0 ? name : name.substring(0, slash);
    }

    /** Text as XML 1.0 can hold it: a character it cannot (most control characters, lone surrogates) written as {@code \}{@code uXXXX}. */
    static String xmlText(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            boolean pair = Character.isHighSurrogate(ch) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair) {
                sb.append(ch).append(text.charAt(++i));
            } else if (ch == '\t' || ch == '\n' || ch == '\r' || (ch >= 0x20 && ch <= 0xD7FF) || (ch >= 0xE000 && ch <= 0xFFFD)) {
                sb.append(ch);
            } else {
                sb.append(String.format("\\u%04X", (int) ch));
            }
        }
        return sb.toString();
    }
}
