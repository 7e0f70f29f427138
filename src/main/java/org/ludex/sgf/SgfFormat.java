package org.ludex.sgf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.MatchFormat;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.PlayedThrough;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.ReportsCodes;
import org.ludex.format.Codec;
import org.ludex.format.Conversion;
import org.ludex.format.NamedFormat;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Backgammon SGF (game type GM[6]) as a {@link org.ludex.format.Format}: extension .sgf, the
 * whole file one record (a collection of game trees, one a game), played through under the rules as every notation of
 * a match is ({@link SgfRecord}), whose findings are the {@code backgammon.*} family. Registered through
 * {@code META-INF/services/org.ludex.format.Format}.
 */
@ReportsCodes(BackgammonCodes.class)
public final class SgfFormat extends NamedFormat<Sgf> implements MatchFormat<Sgf> {
    /** A collection starts with '(' and a node's ';'. */
    private static final Pattern START = Pattern.compile("^\\uFEFF?\\s*\\(\\s*;");

    /** For {@link java.util.ServiceLoader}. */
    public SgfFormat() {
        super("sgf", List.of("sgf"), false, Codec.of(SgfReader.READER, SgfWriter::write, SgfJson::json).edited(SgfEditor.SUPPORT)
                .stepped(SgfXgid::actions)); // --events counts a file's actions, every game's, in order, each game's result the last
    }

    @Override
    public String title() {
        return "Backgammon SGF (GM[6])";
    }

    @Override
    public boolean looksLike(String text) {
        return START.matcher(text).find();
    }

    /** The content checks and the match's replay (the reader's checks alone are {@link SgfValidator}'s). */
    @Override
    public List<Diagnostic> validate(Sgf model, SourceMap sourceMap) {
        return validated(model, sourceMap).diagnostics();
    }

    /** The content checks and the match played through once: the conversions of the checked record read that replay. */
    @Override
    public Validated validated(Sgf model, SourceMap sourceMap) {
        List<SgfGame> games = SgfGames.of(model);
        Replayed replayed = SgfRecord.replay(model, games, sourceMap);
        List<Diagnostic> found = new ArrayList<>(SgfValidator.validate(model, sourceMap));
        found.addAll(replayed.diagnostics());
        found.addAll(SgfNotPlayed.of(games, sourceMap));
        return new Validated(Diagnostics.sorted(found), Optional.of(new SgfView(this, model, sourceMap, replayed)));
    }

    /** The match of a checked file as its check played it through; played through here only where the check made no view. */
    static Replayed replayed(Pipeline.Checked<Sgf> checked) {
        return PlayedThrough.of(checked, SgfRecord::replay);
    }

    /** A file's outputs from one replay, made the first time an output needs it ({@link SgfView}). */
    @Override
    public RecordView view(Sgf model, SourceMap sourceMap) {
        return new SgfView(this, model, sourceMap, null);
    }

    /** A file's match as any notation of it writes it down: for {@code ludex compare}, the steps of its record played through. */
    @Override
    public MatchRecord record(Sgf model, SourceMap sourceMap) {
        return SgfRecord.of(model, sourceMap);
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(SgfXgid.conversion(this), SgfXgid.gnubg(this), SgfMatConversions.toMat(this), SgfMatConversions.fromMat());
    }

    @Override
    public Set<String> dialectCodes() {
        return Set.of(SgfCodes.DIALECT_CUBE_POSITION, SgfCodes.DIALECT_GAME_FROM_ZERO);
    }
}
