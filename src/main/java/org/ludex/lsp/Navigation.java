package org.ludex.lsp;

import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.ludex.format.EditorSupport;
import org.ludex.format.Renaming;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Go to definition, references and rename for the names a document declares, as its format's
 * {@link Renaming} finds them: a name's definition is where it is declared, its references every place
 * that writes it. Elsewhere (a format without names, a place that is no name) there is nothing to go to
 * and nothing to rename.
 */
final class Navigation {
    private Navigation() {}

    private static Optional<Renaming> renaming(Analysis analysis) {
        return analysis.format().editor().flatMap(EditorSupport::renaming);
    }

    private static List<Renaming.Name> places(Analysis analysis) {
        return renaming(analysis).map(r -> r.names(analysis.lines().text())).orElse(List.of());
    }

    /** The place of a name at the index, if the index is on one. */
    static Renaming.Name at(List<Renaming.Name> places, int index) {
        for (Renaming.Name place : places) {
            if (place.covers(index)) {
                return place;
            }
        }
        return null;
    }

    /** The names the document declares, each once, in the order declared. */
    static List<Renaming.Name> declared(Analysis analysis) {
        List<Renaming.Name> declared = new ArrayList<>();
        for (Renaming.Name place : places(analysis)) {
            if (place.declaration() && declared.stream().noneMatch(d -> d.name().equals(place.name()))) {
                declared.add(place);
            }
        }
        return declared;
    }

    private static Range range(Analysis analysis, Renaming.Name place, Encoding encoding) {
        return new Range(analysis.lines().position(place.start(), encoding), analysis.lines().position(place.end(), encoding));
    }

    /** Where the nickname at the position is declared; empty when the position is on no declared nickname. */
    static List<Location> definition(Analysis analysis, String uri, Position position, Encoding encoding) {
        List<Renaming.Name> places = places(analysis);
        Renaming.Name at = at(places, analysis.lines().index(position, encoding));
        if (at == null) {
            return List.of();
        }
        return places.stream().filter(p -> p.declaration() && p.name().equals(at.name())).limit(1)
                .map(p -> new Location(uri, range(analysis, p, encoding))).toList();
    }

    /** Every place the nickname at the position is written, its declaration included if asked. */
    static List<Location> references(Analysis analysis, String uri, Position position, boolean declaration, Encoding encoding) {
        List<Renaming.Name> places = places(analysis);
        Renaming.Name at = at(places, analysis.lines().index(position, encoding));
        if (at == null) {
            return List.of();
        }
        return places.stream().filter(p -> p.name().equals(at.name()) && (declaration || !p.declaration()))
                .map(p -> new Location(uri, range(analysis, p, encoding))).toList();
    }

    /** The nickname at the position, as the range a rename replaces; null where there is none. */
    static Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior> prepareRename(Analysis analysis, Position position, Encoding encoding) {
        Renaming.Name at = at(places(analysis), analysis.lines().index(position, encoding));
        return at == null ? null : Either3.forSecond(new PrepareRenameResult(range(analysis, at, encoding), at.name()));
    }

    /** The edits that rename the nickname at the position everywhere it is written. */
    static WorkspaceEdit rename(Analysis analysis, String uri, Position position, String newName, Encoding encoding) {
        List<Renaming.Name> places = places(analysis);
        Renaming.Name at = at(places, analysis.lines().index(position, encoding));
        if (at == null) {
            String noun = renaming(analysis).map(Renaming::noun).orElse("name");
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "there is no " + noun + " here to rename", null));
        }
        Renaming renaming = renaming(analysis).orElseThrow();
        if (newName == null || !renaming.allows(newName)) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, renaming.rule(), null));
        }
        if (!newName.equals(at.name()) && places.stream().anyMatch(p -> p.declaration() && p.name().equals(newName))) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, renaming.taken(newName), null));
        }
        List<TextEdit> edits = new ArrayList<>();
        for (Renaming.Name place : places) {
            if (place.name().equals(at.name())) {
                edits.add(new TextEdit(range(analysis, place, encoding), newName));
            }
        }
        return new WorkspaceEdit(Map.of(uri, edits));
    }
}
