package org.ludex.cgp;

import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.Test;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.cgprune.RuneFormat;
import org.ludex.cgprune.RuneReader;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Parsed;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs of spaces or tabs between fields (and in CGP between opcodes and operands), which
 * MAGPIE writes and Ludex reads with a warning, are a labelled dialect alternative of each
 * grammar: a generated parser reads them and tells them from the single space.
 */
class SpacedFieldsTest {
    private static final String CGP = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEHNRS/ 0/24 0 lex CSW21; lm 8F QUIET;";
    private static final String RUNE = "~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~%15)%4~~%|~~/|~~/|~~/|~~/|~~/|~~/|~~/ !$%(.23| 0|24 0";

    @Test
    void theCgpGrammarLabelsRunsBetweenFieldsAndBetweenOperandsAsDialects() {
        assertThat(labels(CgpFormat.INSTANCE.parse(SourceText.of(CGP)))).isEmpty();
        String spaced = CGP.replace(" ADEHNRS", "   ADEHNRS").replace(" 0 lex", "\t0 lex").replace("lm 8F", "lm  8F");
        assertThat(labels(CgpFormat.INSTANCE.parse(SourceText.of(spaced))))
                .containsExactly("SpacedFieldsDialectContext", "SpacedFieldsDialectContext", "SpacedOperandsDialectContext");
        assertThat(CgpReader.READER.read(spaced).diagnostics()).extracting(Diagnostic::code)
                .containsExactly(CgpCodes.WHITESPACE, CgpCodes.WHITESPACE, CgpCodes.WHITESPACE);
    }

    @Test
    void theRuneGrammarLabelsRunsBetweenFieldsAsADialect() {
        assertThat(labels(RuneFormat.INSTANCE.parse(SourceText.of(RUNE)))).isEmpty();
        String spaced = RUNE.replace(" 0|24", "  0|24");
        assertThat(labels(RuneFormat.INSTANCE.parse(SourceText.of(spaced)))).containsExactly("RuneSpacedFieldsDialectContext");
        assertThat(RuneReader.READER.read(spaced).diagnostics()).extracting(Diagnostic::code).containsExactly("cgp-rune.whitespace");
    }

    /** The dialect alternatives of a tree without a syntax error, in text order. */
    private static List<String> labels(Parsed<ParseTree> parsed) {
        assertThat(parsed.diagnostics()).isEmpty();
        List<String> found = new ArrayList<>();
        collect(parsed.tree().orElseThrow(), found);
        return found;
    }

    private static void collect(ParseTree tree, List<String> found) {
        if (tree instanceof CgpParser.SpacedFieldsDialectContext || tree instanceof CgpParser.SpacedOperandsDialectContext
                || tree instanceof CgpRuneParser.RuneSpacedFieldsDialectContext) {
            found.add(tree.getClass().getSimpleName());
        }
        for (int k = 0; k < tree.getChildCount(); k++) {
            collect(tree.getChild(k), found);
        }
    }
}
