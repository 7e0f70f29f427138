package org.ludex.parse;

import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.VocabularyImpl;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A grammar's names.tsv, as {@link TokenNames#read} takes it: each kind of row, and a row that names nothing is refused. */
class TokenNamesTest {
    /** Token 1 is the literal ':', 2 to 4 have symbolic names only. */
    private static final Vocabulary VOCABULARY = new VocabularyImpl(new String[] {null, "':'"},
            new String[] {null, "COLON", "SIGNED_NUMBER", "STRAY_WORD", "CELL"});
    private static final List<String> RULES = List.of("record", "eventScore");

    @Test
    void eachKindOfRowSaysHowMessagesNameAToken() {
        TokenNames names = TokenNames.read(VOCABULARY, RULES, """
                # a comment, and a blank line

                name\tSIGNED_NUMBER\ta signed score such as +12
                shown\tCELL\tcell
                never\tSTRAY_WORD
                dialect\tCELL\teventScore
                """);
        assertThat(names.name(2)).isEqualTo("a signed score such as +12");
        assertThat(names.name(1)).isEqualTo("':'");
        assertThat(names.name(4)).isEqualTo("cell");
        assertThat(names.shownAs(4)).isEqualTo("cell");
        assertThat(names.shownAs(2)).isNull();
        assertThat(names.neverExpected(3)).isTrue();
        assertThat(names.neverExpected(4)).isFalse();
        assertThat(names.neverExpected(1, 4)).isTrue();
        assertThat(names.neverExpected(0, 4)).isFalse();
    }

    @Test
    void aRowThatNamesNoTokenOrRuleOfTheGrammarIsRefused() {
        assertThatThrownBy(() -> TokenNames.read(VOCABULARY, RULES, "name\tSIGNED_NUMBERS\ta score\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no token");
        assertThatThrownBy(() -> TokenNames.read(VOCABULARY, RULES, "dialect\tCELL\tscore\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no rule");
        assertThatThrownBy(() -> TokenNames.read(VOCABULARY, RULES, "label\tCELL\tcell\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("name, shown, never or dialect");
        assertThatThrownBy(() -> TokenNames.read(VOCABULARY, RULES, "name\tCELL\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no words");
    }
}
