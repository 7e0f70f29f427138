package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.util.ListResourceBundle;

/**
 * The parts of the help that list formats, from the registry, so that a format added there shows in
 * {@code --help} with nothing else changed. A description takes one as {@code ${bundle:KEY}}.
 */
final class HelpText extends ListResourceBundle {
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
                {"ludex.titles", Formats.titles()},
                {"ludex.names", Formats.names()},
                {"ludex.lineExtensions", String.join(", ", Formats.all().stream().filter(Format::recordPerLine)
                        .map(f -> "." + f.extensions().get(0)).toList())},
        };
    }
}
