package org.ludex.draw;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The width table the pictures fit their lines by, and a text shortened to a width with an ellipsis. */
class TextWidthTest {
    @Test
    void wideScriptsCountAFullEmAndMarksNothing() {
        assertThat(TextWidth.of("山田", 10, false)).isEqualTo(20);
        assertThat(TextWidth.of("e\u0301", 10, false)).isEqualTo(TextWidth.of("e", 10, false));
        assertThat(TextWidth.of("W", 10, true)).isGreaterThan(TextWidth.of("W", 10, false));
        assertThat(TextWidth.of("ii", 14, false)).isLessThan(TextWidth.of("WW", 14, false));
    }

    @Test
    void aShortenedTextFitsEndsWithTheEllipsisAndCutsNoCharacter() {
        assertThat(TextWidth.shortened("Ann", 100, 14, false)).isEqualTo("Ann");
        String name = "Zoë\uD83C\uDFB2\uD83C\uDFB2 e\u0301e\u0301e\u0301e\u0301 Wellington";
        for (double width = 10; width < TextWidth.of(name, 14, false); width += 3) {
            String cut = TextWidth.shortened(name, width, 14, false);
            assertThat(cut).endsWith(TextWidth.ELLIPSIS);
            String kept = cut.substring(0, cut.length() - 1);
            assertThat(name).startsWith(kept);
            assertThat(Character.isHighSurrogate(name.charAt(kept.length() - (kept.isEmpty() ? 0 : 1)))).as(cut).isFalse();
            assertThat(kept.length() < name.length() && Character.getType(name.charAt(kept.length())) == Character.NON_SPACING_MARK).as(cut).isFalse();
            if (!kept.isEmpty()) {
                assertThat(TextWidth.of(cut, 14, false)).as(cut).isLessThanOrEqualTo(width);
            }
        }
    }
}
