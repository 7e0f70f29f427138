package org.ludex.cli;

import org.ludex.diagnostic.Codes;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.registry.Converters;
import org.ludex.registry.Formats;

import java.util.ListResourceBundle;
import java.util.ResourceBundle;

/**
 * The parts of the help that list formats, from the registry, so that a format added there shows in
 * {@code --help} with nothing else changed. A description takes one as {@code ${bundle:KEY}}. Set on
 * every command of the command line ({@code CommandLine.setResourceBundle} sets it on the subcommands
 * too, in place of their own), it falls back on {@code OptionHelp.properties}, where a command words a
 * shared option its own way.
 */
final class HelpText extends ListResourceBundle {
    HelpText() {
        setParent(ResourceBundle.getBundle("org.ludex.cli.OptionHelp"));
    }

    @Override
    protected Object[][] getContents() {
        return new Object[][] {
                {"ludex.titles", Formats.titles()},
                {"ludex.names", Formats.names()},
                {"ludex.games", String.join(", ", Formats.all().stream().filter(f -> f.events().isPresent()).map(Format::title).toList())},
                {"ludex.eventConversions", String.join(", ", Converters.all().stream().filter(Conversion::takesEvents)
                        .map(c -> c.from() + " -> " + c.to()).toList())},
                {"ludex.exampleCode", Codes.all().stream().map(Codes.Code::code).filter(c -> !c.startsWith(Codes.ANY_FORMAT + ".")).findFirst().orElse("")},
                {"ludex.conversions", String.join(", ", Converters.all().stream().map(Conversion::summary).toList())},
                {"ludex.lineExtensions", String.join(", ", Formats.all().stream().filter(Format::recordPerLine)
                        .map(f -> "." + f.extensions().get(0)).toList())},
        };
    }
}
