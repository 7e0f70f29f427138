package org.ludex.registry;

import org.junit.jupiter.api.Test;
import org.ludex.format.Format;

import static org.assertj.core.api.Assertions.assertThat;

class FormatsTest {
    @Test
    void aFileNameNamesTheFirstFormatThatClaimsItsExtensionInAnyCase() {
        for (Format<?> format : Formats.all()) {
            for (String extension : format.extensions()) {
                Format<?> first = Formats.all().stream().filter(f -> f.extensions().contains(extension)).findFirst().orElseThrow();
                assertThat(Formats.byFileName("game." + extension)).containsSame(first);
                assertThat(Formats.byFileName("dir.x/GAME." + extension.toUpperCase(java.util.Locale.ROOT))).containsSame(first);
            }
        }
        assertThat(Formats.byFileName("game.gcg").orElseThrow().name()).isEqualTo("gcg");
        assertThat(Formats.byFileName("game.gcg.txt")).isEmpty();
        assertThat(Formats.byFileName("gcg")).as("no extension").isEmpty();
        assertThat(Formats.byFileName("game.")).isEmpty();
    }
}
