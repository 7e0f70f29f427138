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

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Go to definition, references and rename for the nicknames of a GCG game: a nickname's definition is
 * its {@code #playerN} line, its references every event line that names it; for a format that declares
 * {@link EditorSupport.Feature#NICKNAMES}. Elsewhere (another format, a place that is no nickname) there is nothing to go to and nothing to rename.
 */
final class Navigation {
    private Navigation() {}

    private static List<Nicknames.Place> places(Analysis analysis) {
        boolean nicknames = analysis.format().editor().map(e -> e.features().contains(EditorSupport.Feature.NICKNAMES)).orElse(false);
        return nicknames ? Nicknames.all(analysis.lines().text()) : List.of();
    }

    private static Range range(Analysis analysis, Nicknames.Place place, Encoding encoding) {
        return new Range(analysis.lines().position(place.start(), encoding), analysis.lines().position(place.end(), encoding));
    }

    /** Where the nickname at the position is declared; empty when the position is on no declared nickname. */
    static List<Location> definition(Analysis analysis, String uri, Position position, Encoding encoding) {
        List<Nicknames.Place> places = places(analysis);
        Nicknames.Place at = Nicknames.at(places, analysis.lines().index(position, encoding));
        if (at == null) {
            return List.of();
        }
        return places.stream().filter(p -> p.declaration() && p.name().equals(at.name())).limit(1)
                .map(p -> new Location(uri, range(analysis, p, encoding))).toList();
    }

    /** Every place the nickname at the position is written, its declaration included if asked. */
    static List<Location> references(Analysis analysis, String uri, Position position, boolean declaration, Encoding encoding) {
        List<Nicknames.Place> places = places(analysis);
        Nicknames.Place at = Nicknames.at(places, analysis.lines().index(position, encoding));
        if (at == null) {
            return List.of();
        }
        return places.stream().filter(p -> p.name().equals(at.name()) && (declaration || !p.declaration()))
                .map(p -> new Location(uri, range(analysis, p, encoding))).toList();
    }

    /** The nickname at the position, as the range a rename replaces; null where there is none. */
    static Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior> prepareRename(Analysis analysis, Position position, Encoding encoding) {
        Nicknames.Place at = Nicknames.at(places(analysis), analysis.lines().index(position, encoding));
        return at == null ? null : Either3.forSecond(new PrepareRenameResult(range(analysis, at, encoding), at.name()));
    }

    /** The edits that rename the nickname at the position everywhere it is written. */
    static WorkspaceEdit rename(Analysis analysis, String uri, Position position, String newName, Encoding encoding) {
        List<Nicknames.Place> places = places(analysis);
        Nicknames.Place at = Nicknames.at(places, analysis.lines().index(position, encoding));
        if (at == null) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "there is no nickname here to rename", null));
        }
        if (newName == null || !Nicknames.VALID.matcher(newName).matches()) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "a nickname is one word with no space, ':', '#' or '>'", null));
        }
        if (!newName.equals(at.name()) && places.stream().anyMatch(p -> p.declaration() && p.name().equals(newName))) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "another player is already called '" + newName + "'", null));
        }
        List<TextEdit> edits = new ArrayList<>();
        for (Nicknames.Place place : places) {
            if (place.name().equals(at.name())) {
                edits.add(new TextEdit(range(analysis, place, encoding), newName));
            }
        }
        return new WorkspaceEdit(Map.of(uri, edits));
    }
}
