package org.ludex.mat;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.MatchFormat;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.MatchView;
import org.ludex.backgammonrecord.PlayedThrough;
import org.ludex.backgammonrecord.RecordShow;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.ReportsCodes;
import org.ludex.format.Codec;
import org.ludex.format.Conversion;
import org.ludex.format.EditorSupport;
import org.ludex.format.Format;
import org.ludex.format.NamedFormat;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import static java.util.Map.entry;

/**
 * The Jellyfish match format as a {@link Format}: extensions .mat and .gam, one match a
 * file. A .txt file is read as one with {@code --format mat}, and standard input when its
 * text looks like a match. It reports the backgammon family of codes ({@link BackgammonCodes}) for what the match
 * played through finds. Registered through {@code META-INF/services/org.ludex.format.Format}.
 */
@ReportsCodes(BackgammonCodes.class)
public final class MatFormat extends NamedFormat<Mat> implements MatchFormat<Mat> {
    /** A line ' 5 point match' and a line ' Game 1', as GNU Backgammon reads them. */
    private static final Pattern HEADER = Pattern.compile("(?m)^[ \\t]*\\d+ [Pp]oint [Mm]atch[ \\t]*\\R");
    private static final Pattern GAME = Pattern.compile("(?m)^[ \\t]*Game \\d+[ \\t]*$");

    /** The kind of each token of the lexer; white space and a character no rule takes stay uncoloured. */
    private static final Map<String, EditorSupport.TokenKind> TOKEN_KINDS = Map.ofEntries(
            entry("BOM", EditorSupport.TokenKind.OPERATOR),
            entry("NEWLINE", EditorSupport.TokenKind.OPERATOR),
            entry("WIDE_NEWLINE", EditorSupport.TokenKind.OPERATOR),
            entry("WIDE_LINE_END", EditorSupport.TokenKind.OPERATOR),
            entry("LINE_END_RUN", EditorSupport.TokenKind.OPERATOR),
            entry("TAG_START", EditorSupport.TokenKind.COMMENT),
            entry("COMMENT", EditorSupport.TokenKind.COMMENT),
            entry("POINT_WORD", EditorSupport.TokenKind.KEYWORD),
            entry("POINTS_WORD", EditorSupport.TokenKind.KEYWORD),
            entry("MATCH_WORD", EditorSupport.TokenKind.KEYWORD),
            entry("GAME_WORD", EditorSupport.TokenKind.KEYWORD),
            entry("LINE_NUMBER", EditorSupport.TokenKind.NUMBER),
            entry("LINE_NUMBER_EMPTY_LEFT", EditorSupport.TokenKind.NUMBER),
            entry("EMPTY_LAST_LINE", EditorSupport.TokenKind.NUMBER),
            entry("ROLL", EditorSupport.TokenKind.ENUM_MEMBER),
            entry("BAD_ROLL", EditorSupport.TokenKind.ENUM_MEMBER),
            entry("POINT_NUMBER", EditorSupport.TokenKind.NUMBER),
            entry("NUMBER", EditorSupport.TokenKind.NUMBER),
            entry("BAR", EditorSupport.TokenKind.NUMBER),
            entry("OFF", EditorSupport.TokenKind.NUMBER),
            entry("SLASH", EditorSupport.TokenKind.OPERATOR),
            entry("HIT", EditorSupport.TokenKind.OPERATOR),
            entry("REPEAT", EditorSupport.TokenKind.OPERATOR),
            entry("BAD_REPEAT", EditorSupport.TokenKind.OPERATOR),
            entry("CANNOT_MOVE", EditorSupport.TokenKind.KEYWORD),
            entry("RESIGNED", EditorSupport.TokenKind.KEYWORD),
            entry("DOUBLES", EditorSupport.TokenKind.KEYWORD),
            entry("BEAVERS", EditorSupport.TokenKind.KEYWORD),
            entry("RACCOONS", EditorSupport.TokenKind.KEYWORD),
            entry("CUBE_TO", EditorSupport.TokenKind.NUMBER),
            entry("BAD_CUBE_TO", EditorSupport.TokenKind.NUMBER),
            entry("TAKES", EditorSupport.TokenKind.KEYWORD),
            entry("DROPS", EditorSupport.TokenKind.KEYWORD),
            entry("WINS", EditorSupport.TokenKind.KEYWORD),
            entry("LOSSES", EditorSupport.TokenKind.KEYWORD),
            entry("AND_THE_MATCH", EditorSupport.TokenKind.KEYWORD),
            entry("STRAY_WORD", EditorSupport.TokenKind.VARIABLE),
            entry("TAG_SPACE", EditorSupport.TokenKind.COMMENT),
            entry("TAG_NAME", EditorSupport.TokenKind.PROPERTY),
            entry("TAG_VALUE", EditorSupport.TokenKind.STRING),
            entry("TAG_END", EditorSupport.TokenKind.COMMENT),
            entry("TAG_BREAK", EditorSupport.TokenKind.OPERATOR),
            entry("TAG_STRAY", EditorSupport.TokenKind.OPERATOR),
            entry("GAME_SPACE", EditorSupport.TokenKind.OPERATOR),
            entry("GAME_NUMBER", EditorSupport.TokenKind.NUMBER),
            entry("GAME_BREAK", EditorSupport.TokenKind.OPERATOR),
            entry("GAME_STRAY", EditorSupport.TokenKind.OPERATOR),
            entry("SCORE_SPACE", EditorSupport.TokenKind.OPERATOR),
            entry("SCORE_COLON", EditorSupport.TokenKind.OPERATOR),
            entry("SCORE", EditorSupport.TokenKind.NUMBER),
            entry("RATING", EditorSupport.TokenKind.NUMBER),
            entry("NAME_COMMA", EditorSupport.TokenKind.VARIABLE),
            entry("NAME_WORD", EditorSupport.TokenKind.VARIABLE),
            entry("SCORE_WIDE_BREAK", EditorSupport.TokenKind.OPERATOR),
            entry("SCORE_BREAK", EditorSupport.TokenKind.OPERATOR));

    private static final EditorSupport EDITOR = new EditorSupport.Tables(TOKEN_KINDS, Set.of("WHITESPACE", "UNEXPECTED_CHAR"))
            .withDocument(MatLayout.FOLDING, null, null);

    /** For {@link java.util.ServiceLoader}. */
    public MatFormat() {
        super("mat", List.of("mat", "gam"), false, Codec.of(MatReader.READER, MatWriter::write, MatJson::json).edited(EDITOR)
                .stepped(MatRecord::cells)); // --events counts a match's cells, every game's, in the order written
    }

    @Override
    public String title() {
        return "Jellyfish match";
    }

    @Override
    public boolean looksLike(String text) {
        return HEADER.matcher(text).find() && GAME.matcher(text).find();
    }

    /** The content checks and the record's view from one replay: what the check played through, its outputs read. */
    @Override
    public Validated validated(Mat model, SourceMap sourceMap) {
        Replayed replayed = MatRecord.replay(model, sourceMap);
        return new Validated(MatValidator.validate(model, sourceMap, replayed), Optional.of(new ReplayedView(model, sourceMap, replayed)));
    }

    /** The match of a checked record as its check played it through; played through here only where the check made no view. */
    public static Replayed replayed(Pipeline.Checked<Mat> checked) {
        return PlayedThrough.of(checked, MatRecord::replay);
    }

    /** A match as any notation of it writes it down: for {@code ludex compare}, the steps of its record played through. */
    @Override
    public MatchRecord record(Mat model, SourceMap sourceMap) {
        return MatRecord.of(model, sourceMap);
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(MatXgid.conversion(this), MatXgid.gnubg(this));
    }

    @Override
    public RecordView view(Mat model, SourceMap sourceMap) {
        return new ReplayedView(model, sourceMap, null);
    }

    /**
     * A match's outputs, from one replay ({@link MatchView}), in the match text's words; its outline shows the scores
     * its score lines write, and its conversions at an event ({@code --to xgid}, {@code --to gnubg}) read the replay.
     */
    private final class ReplayedView extends MatchView {
        private final Mat mat;

        ReplayedView(Mat mat, SourceMap sourceMap, Replayed replayed) {
            super(sourceMap, replayed, () -> MatRecord.replay(mat, sourceMap));
            this.mat = mat;
        }

        @Override
        protected RecordShow.Words words() {
            return new MatWords(mat);
        }

        @Override
        protected String canonical() {
            return writeInFile(mat);
        }

        @Override
        public String write() {
            return MatFormat.this.write(mat);
        }

        @Override
        protected JsonNode modelJson() {
            return MatFormat.this.json(mat);
        }

        @Override
        public List<Outline> outline() {
            return MatParts.outline(mat, sourceMap());
        }

        @Override
        public Optional<Conversion.Converted> convertedAt(String to, int events) {
            return MatXgid.at(to, replayed(), sourceMap(), events);
        }
    }
}
