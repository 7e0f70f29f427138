package org.ludex.mat;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordCourse;
import org.ludex.backgammonrecord.RecordReplay;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.ReportsCodes;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.format.Conversion;
import org.ludex.format.Course;
import org.ludex.format.EditorSupport;
import org.ludex.format.Events;
import org.ludex.format.Format;
import org.ludex.format.Hint;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.OptionalInt;

import static java.util.Map.entry;

/**
 * The Jellyfish match format as a {@link Format}: extensions .mat and .gam, one match a
 * file. A .txt file is read as one with {@code --format mat}, and standard input when its
 * text looks like a match. It reports the backgammon family of codes ({@link BackgammonCodes}) for what the match
 * played through finds. Registered through {@code META-INF/services/org.ludex.format.Format}.
 */
@ReportsCodes(BackgammonCodes.class)
public final class MatFormat implements Format<Mat> {
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

    /** For {@link java.util.ServiceLoader}. */
    public MatFormat() {}

    @Override
    public String name() {
        return "mat";
    }

    @Override
    public String title() {
        return "Jellyfish match";
    }

    @Override
    public List<String> extensions() {
        return List.of("mat", "gam");
    }

    @Override
    public boolean recordPerLine() {
        return false;
    }

    @Override
    public boolean looksLike(String text) {
        return HEADER.matcher(text).find() && GAME.matcher(text).find();
    }

    @Override
    public ParseResult<Mat> read(SourceText record) {
        return MatReader.read(record);
    }

    @Override
    public List<Diagnostic> validate(Mat model, SourceMap sourceMap) {
        return MatValidator.validate(model, sourceMap);
    }

    /** The content checks and the record's view from one replay: what the check played through, its outputs read. */
    @Override
    public Validated validated(Mat model, SourceMap sourceMap) {
        Replayed replayed = MatRecord.replay(model, sourceMap);
        return new Validated(MatValidator.validate(model, sourceMap, replayed), Optional.of(new ReplayedView(model, sourceMap, replayed)));
    }

    /** The match of a checked record as its check played it through; played through here only where the check made no view. */
    public static Replayed replayed(Pipeline.Checked<Mat> checked) {
        if (checked.view().isPresent() && checked.view().get() instanceof ReplayedView view) {
            return view.replayed();
        }
        return MatRecord.replay(checked.model().orElseThrow(), checked.sourceMap());
    }

    /** A match's records for {@code --events}: its cells, every game's, in the order written. */
    @Override
    public Optional<Events<Mat>> events() {
        return Optional.of(MatRecord::cells);
    }

    /** A match's steps as any notation of it shares, for {@code ludex compare}: its record played through. */
    @Override
    public Optional<Course<Mat>> course() {
        return Optional.of((model, map) -> {
            MatchRecord record = MatRecord.of(model, map);
            return RecordCourse.stops(record, RecordReplay.of(record, map), map);
        });
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
     * A match's outputs, from one replay: the check's ({@link #validated}), or, for a view made of a model alone, one
     * made the first time an output needs it. Two threads that ask at once (two hovers) may each replay then; either
     * result is the same immutable value.
     */
    private final class ReplayedView implements RecordView {
        private final Mat mat;
        private final SourceMap sourceMap;
        private volatile Replayed replayed;
        private volatile MatShow shown;

        ReplayedView(Mat mat, SourceMap sourceMap, Replayed replayed) {
            this.mat = mat;
            this.sourceMap = sourceMap;
            this.replayed = replayed;
        }

        Replayed replayed() {
            if (replayed == null) {
                replayed = MatRecord.replay(mat, sourceMap);
            }
            return replayed;
        }

        /** The steps of the one replay, for {@code ludex compare}. */
        @Override
        public Optional<List<Course.Stop>> stops() {
            return Optional.of(RecordCourse.stops(replayed().record(), replayed(), sourceMap));
        }

        private MatShow shown() {
            if (shown == null) {
                shown = new MatShow(mat, sourceMap, replayed());
            }
            return shown;
        }

        @Override
        public String write() {
            return MatFormat.this.write(mat);
        }

        /** The position before record N + 1 (the record's end without {@code --events}); the canonical text where no game was played through. */
        @Override
        public String show(OptionalInt events) {
            return shown().show(events).orElseGet(() -> writeInFile(mat));
        }

        @Override
        public JsonNode json(OptionalInt events) {
            return MatFormat.this.json(mat);
        }

        @Override
        public Optional<Drawing> picture(OptionalInt events) {
            return shown().picture(events);
        }

        @Override
        public String nothingToDraw() {
            return shown().nothingToDraw();
        }

        @Override
        public Optional<String> describe(String path) {
            return MatParts.describe(mat, shown(), path);
        }

        @Override
        public List<Outline> outline() {
            return MatParts.outline(mat, sourceMap);
        }

        @Override
        public List<Hint> hints() {
            return MatParts.hints(mat, shown());
        }

        @Override
        public Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
            return shown().page(events, findings);
        }
    }

    @Override
    public String write(Mat model) {
        return MatWriter.write(model);
    }

    @Override
    public JsonNode json(Mat model) {
        return MatJson.json(model);
    }

    @Override
    public GrammarSpec<?, ?> grammar() {
        return MatReader.grammar();
    }

    private static final EditorSupport EDITOR = new EditorSupport.Tables(TOKEN_KINDS, Set.of("WHITESPACE", "UNEXPECTED_CHAR"))
            .withDocument(MatLayout.FOLDING, null, null);

    @Override
    public Optional<EditorSupport> editor() {
        return Optional.of(EDITOR);
    }
}
