package org.ludex.xgid;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which lines of an XGID file are XGIDs and which are text pasted around them: the rule
 * grammars/README.md states ("How a file is cut into records") and every package of the
 * grammars implements, so that each gives Ludex's verdict on a pasted file.
 */
class XgidPastedTextTest {
    private static final XgidPastedText RULE = XgidPastedText.INSTANCE;

    @Test
    void aLineThatStartsWithXgidInAnyAsciiCaseIsAnXgidWhateverFollows() {
        assertThat(RULE.couldBeRecord("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10")).isTrue();
        assertThat(RULE.couldBeRecord("xgid is what I paste")).isTrue();
        assertThat(RULE.couldBeRecord("XgId")).isTrue();
        // a dotted capital I and a dotless i are no ASCII 'i': the rule names its letters
        assertThat(RULE.couldBeRecord("XG\u0130D here")).isFalse();
        assertThat(RULE.couldBeRecord("xg\u0131d here")).isFalse();
    }

    @Test
    void fiveColonsMakeAnXgidEvenWithSpacesInIt() {
        assertThat(RULE.couldBeRecord("-b----E-C- --eE---c-e----B-:0:0:1:52:0")).isTrue();
        assertThat(RULE.couldBeRecord("Score is X:0 O:0. Cube: 1 eq:-0,004")).isFalse(); // four colons and spaces: text
    }

    @Test
    void oneWordIsAnXgidWithAColonOrAsAPositionOfTwentyCharactersOrMore() {
        assertThat(RULE.couldBeRecord("-b----E-C---eE---c-e----B-:0")).isTrue();
        assertThat(RULE.couldBeRecord("eq:-0,004")).isTrue();
        assertThat(RULE.couldBeRecord("-b----E-C---eE---c-e")).isTrue(); // 20 characters
        assertThat(RULE.couldBeRecord("-b----E-C---eE---c-")).isFalse(); // 19
        assertThat(RULE.couldBeRecord("-b----E-C---eE---c-e----B-z")).isFalse(); // a letter past 'p'
        assertThat(RULE.couldBeRecord("Thanks")).isFalse();
    }

    @Test
    void whiteSpaceIsTheSetTheRuleNames() {
        for (char white : new char[] {'\t', '\u000b', '\u000c', '\u001c', '\u001f', ' ', '\u00a0', '\u1680', '\u2000', '\u2007',
                '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000'}) {
            assertThat(RULE.couldBeRecord("a" + white + "b:1")).as("U+%04X", (int) white).isFalse();
        }
        // not white space: the next line (a control), a zero-width space, a byte-order mark
        for (char other : new char[] {'\u0085', '\u200b', '\ufeff', '\u180e'}) {
            assertThat(RULE.couldBeRecord("a" + other + "b:1")).as("U+%04X", (int) other).isTrue();
        }
    }
}
