package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Notation;
import org.ludex.parse.ParseResult;
import org.ludex.parse.PastedText;
import org.ludex.parse.RecordLimit;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/**
 * GNU Backgammon's {@code PositionID:MatchID}, one pair per line, as a notation Ludex
 * converts from: a pair reads to the XGID it stands for, which is validated as any
 * XGID is.
 */
final class GnubgIdNotation implements Notation<Xgid> {
    static final GnubgIdNotation INSTANCE = new GnubgIdNotation();
    private static final RecordLimit LIMIT = new RecordLimit("gnubg", "a GNU Backgammon id pair", 4096);

    private GnubgIdNotation() {}

    @Override
    public String name() {
        return "gnubg";
    }

    @Override
    public boolean recordPerLine() {
        return true;
    }

    @Override
    public RecordLimit limit() {
        return LIMIT;
    }

    /** GNU Backgammon's board text, its ids on two labelled lines: read as the pair, the rest one warning. */
    @Override
    public Optional<PastedText> pastedText() {
        return Optional.of(GnubgPastedText.INSTANCE);
    }

    @Override
    public ParseResult<Xgid> read(SourceText record) {
        return GnubgIds.fromGnubg(record);
    }

    @Override
    public List<Diagnostic> validate(Xgid model, SourceMap sourceMap) {
        return XgidValidator.validate(model, sourceMap);
    }
}
