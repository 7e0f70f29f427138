package org.ludex.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.util.List;

/**
 * {@code --output FORM} as the commands that print a report take it ({@code @Mixin}, declared here once): the form
 * the report is printed in, one of the command's own forms, the constants of an enum it gives when it makes the mixin
 * ({@code check}: human, json, sarif, github; {@code conformance}: human, json, junit). Each command says what its
 * forms are in {@code OptionHelp.properties} ({@code ludex.COMMAND.output}). A form the command does not have is a
 * usage problem, worded as picocli words a wrong value of an enum. On the command line {@code --output} means this
 * and nothing else: where {@code show} writes pictures is its {@code -o}/{@code --out}.
 *
 * @param <F> the command's forms
 */
final class OutputFormOption<F extends Enum<F>> {
    private final Class<F> forms;
    private F form;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    OutputFormOption(Class<F> forms) {
        this.forms = forms;
    }

    @Option(names = "--output", paramLabel = "FORM", descriptionKey = "output",
            description = "The form the report is printed in (the command's help names its forms).")
    void form(String name) {
        for (F known : forms()) {
            if (known.name().equals(name)) {
                form = known;
                return;
            }
        }
        throw new ParameterException(command.commandLine(), "Invalid value for option '--output': expected one of " + forms()
                + " (case-sensitive) but was '" + name + "'");
    }

    /** The command's forms, in their order: what {@code --output} takes. */
    List<F> forms() {
        return List.of(forms.getEnumConstants());
    }

    /** The form given, or {@code otherwise} when none is. */
    F or(F otherwise) {
        return form != null ? form : otherwise;
    }
}
