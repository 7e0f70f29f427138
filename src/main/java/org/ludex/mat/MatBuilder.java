package org.ludex.mat;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.mat.grammar.MatParser;
import org.ludex.mat.grammar.MatParserBaseVisitor;
import org.ludex.parse.Recovery;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one visitor over the generated tree that builds the model and its source map (the
 * shape of Trino's AstBuilder). A part the parser had to mend after a syntax error is
 * left out of the model and marked unread in the source map, so that the validator and
 * the replay leave it alone; every other part is read as written. The dialects are
 * warned of here, at the part that writes them.
 */
final class MatBuilder extends MatParserBaseVisitor<Object> {
    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private int game;
    private int line;
    private Column column;
    /** Whether the parser reported a syntax error, and so may have mended the tree: if not, every part is clean. */
    private final boolean mended;

    MatBuilder(SourceText source, boolean mended) {
        this.source = source;
        this.mended = mended;
        this.map = SourceMap.builder(source, 256);
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    SourceMap sourceMap() {
        return map.build();
    }

    @Override
    public Mat visitMatFile(MatParser.MatFileContext ctx) {
        List<Lead> lead = new ArrayList<>();
        List<MatParser.LeadLineContext> leadLines = ctx.preamble() == null ? List.of() : ctx.preamble().leadLine();
        for (MatParser.LeadLineContext leadLine : leadLines) {
            if (clean(leadLine)) {
                put(MatPaths.lead(lead.size()), leadLine);
                lead.add((Lead) visit(leadLine));
            } else {
                map.unread(MatPaths.lead(lead.size()));
            }
        }
        int length = 0;
        MatParser.MatchHeaderContext header = ctx.matchHeader();
        if (header != null && clean(header)) {
            length = number(header.matchLength.getStart());
            put(MatPaths.length(), header.matchLength);
        } else if (ctx.singleGame() == null) { // a single game's file has no length to read
            map.unread(MatPaths.length());
        }
        List<MatGame> games = new ArrayList<>();
        for (MatParser.GameContext gameContext : ctx.game()) {
            game = games.size();
            games.add(visitGame(gameContext));
        }
        if (ctx.singleGame() != null) {
            game = 0;
            games.add(single(ctx.singleGame()));
        }
        markMendedAfterGames(ctx);
        if (ctx.emptyLastLine() != null) {
            Token last = ctx.emptyLastLine().getStart();
            String text = last.getText();
            int from = 0;
            while (!Character.isDigit(text.charAt(from))) {
                from++;
            }
            int to = text.indexOf(')') + 1;
            diagnostics.add(Diagnostic.warning(MatCodes.DIALECT_EMPTY_LINE, source.span(start(last) + from, start(last) + to),
                    "Backgammon Studio ends the match with a numbered line that holds nothing ('"
                            + text.substring(from, to) + "'); it is left out")
                    .withFix(source.span(start(last) + from, end(last)), ""));
        }
        return new Mat(lead, length, games, ctx.singleGame() != null);
    }

    /** Text the parser had to skip after a game (a cell's words no rule takes) leaves that game unplayed. */
    private void markMendedAfterGames(MatParser.MatFileContext ctx) {
        if (!mended) {
            return;
        }
        int last = -1;
        boolean failed = ctx.exception != null;
        for (int i = 0; i < ctx.getChildCount(); i++) {
            var child = ctx.getChild(i);
            if (child instanceof MatParser.GameContext || child instanceof MatParser.SingleGameContext) {
                last++;
            } else if (last >= 0 && !clean(child)) {
                map.unread(MatPaths.played(last));
            }
        }
        if (failed && last >= 0) {
            map.unread(MatPaths.played(last));
        }
    }

    @Override
    public Lead visitTagLine(MatParser.TagLineContext ctx) {
        String quoted = ctx.tagValue.getText();
        return new Lead.Tag(ctx.tagName.getText(), quoted.substring(1, quoted.length() - 1));
    }

    @Override
    public Lead visitCommentLine(MatParser.CommentLineContext ctx) {
        String text = ctx.COMMENT().getText();
        return new Lead.Comment(text.charAt(0), text.substring(1).stripLeading());
    }

    /**
     * GNU Backgammon's single game (a .gam file): the names line's words parted at its widest run of spaces, each
     * player's score 0, the game numbered 1; then its lines as a game's.
     */
    private MatGame single(MatParser.SingleGameContext ctx) {
        MatParser.GameNamesContext names = ctx.gameNames();
        map.put(MatPaths.game(game), names.getStart().getStartIndex(), names.getStop().getStopIndex() + 1);
        List<MatParser.NameWordContext> words = names.nameWord();
        int split = 1;
        int widest = -1;
        for (int i = 1; i < words.size(); i++) {
            int gap = words.get(i).getStart().getStartIndex() - words.get(i - 1).getStop().getStopIndex();
            if (gap >= widest) {
                widest = gap;
                split = i;
            }
        }
        PlayerScore left = new PlayerScore("", 0);
        PlayerScore right = new PlayerScore("", 0);
        if (Recovery.clean(names) && words.size() >= 2) {
            left = name(words.subList(0, split), Column.LEFT);
            right = name(words.subList(split, words.size()), Column.RIGHT);
        } else {
            map.unread(MatPaths.player(game, Column.LEFT));
            map.unread(MatPaths.player(game, Column.RIGHT));
            map.unread(MatPaths.played(game));
        }
        if (!Recovery.clean(ctx)) {
            map.unread(MatPaths.played(game));
        }
        return new MatGame(1, left, right, lines(ctx.gameLine()));
    }

    private PlayerScore name(List<MatParser.NameWordContext> words, Column side) {
        int from = words.get(0).getStart().getStartIndex();
        int to = words.get(words.size() - 1).getStop().getStopIndex() + 1;
        map.put(MatPaths.player(game, side), from, to);
        return new PlayerScore(source.slice(from, to), 0);
    }

    @Override
    public MatGame visitGame(MatParser.GameContext ctx) {
        int number = 0;
        if (ctx.gameNumber != null && !Recovery.madeUp(ctx.gameNumber)) {
            number = parse(ctx.gameNumber.getText());
            put(MatPaths.gameNumber(game), ctx.gameNumber);
        } else {
            map.unread(MatPaths.gameNumber(game));
        }
        Token word = ctx.GAME_WORD().getSymbol();
        map.put(MatPaths.game(game), start(word), end(ctx.gameNumber == null || Recovery.madeUp(ctx.gameNumber) ? word : ctx.gameNumber));
        PlayerScore left = new PlayerScore("", 0);
        PlayerScore right = new PlayerScore("", 0);
        MatParser.ScoreLineContext scoreLine = ctx.scoreLine();
        if (scoreLine != null && clean(scoreLine)) {
            left = player(scoreLine.leftPlayer, Column.LEFT);
            right = player(scoreLine.rightPlayer, Column.RIGHT);
        } else {
            map.unread(MatPaths.player(game, Column.LEFT));
            map.unread(MatPaths.player(game, Column.RIGHT));
        }
        if (!clean(ctx)) {
            map.unread(MatPaths.played(game)); // a mended game is not played through
        }
        return new MatGame(number, left, right, lines(ctx.gameLine()));
    }

    private List<Line> lines(List<MatParser.GameLineContext> gameLines) {
        List<Line> lines = new ArrayList<>();
        for (MatParser.GameLineContext gameLine : gameLines) {
            line = lines.size();
            if (!clean(gameLine)) {
                map.unread(MatPaths.lines(game)); // the parser's message says what is wrong; the line is left out
                continue;
            }
            Line read = (Line) visit(gameLine);
            putLine(MatPaths.line(game, line), gameLine);
            lines.add(read);
        }
        return lines;
    }

    private PlayerScore player(MatParser.PlayerScoreContext ctx, Column side) {
        MatParser.PlayerNameContext name = ctx instanceof MatParser.PlainScoreContext plain ? plain.playerName()
                : ((MatParser.RatedScoreDialectContext) ctx).playerName();
        Token score = ctx instanceof MatParser.PlainScoreContext plain ? plain.score : ((MatParser.RatedScoreDialectContext) ctx).score;
        Optional<String> rating = Optional.empty();
        if (ctx instanceof MatParser.RatedScoreDialectContext rated) {
            Token token = rated.RATING().getSymbol();
            rating = Optional.of(token.getText().substring(1));
            diagnostics.add(Diagnostic.warning(MatCodes.DIALECT_RATING, span(token),
                    "GridGammon writes the player's rating after the name ('" + token.getText() + "'); it is kept, and"
                            + " is no part of the name"));
        }
        put(MatPaths.player(game, side), ctx);
        put(MatPaths.score(game, side), score);
        return new PlayerScore(source.slice(name.getStart().getStartIndex(), name.getStop().getStopIndex() + 1), rating,
                parse(score.getText()));
    }

    @Override
    public Line visitNumberedLine(MatParser.NumberedLineContext ctx) {
        return (Line) visit(ctx.moveLine());
    }

    @Override
    public Line visitIndentedNumberedLine(MatParser.IndentedNumberedLineContext ctx) {
        return (Line) visit(ctx.moveLine());
    }

    @Override
    public Line visitLeftResultLine(MatParser.LeftResultLineContext ctx) {
        return alone(Column.LEFT, ctx.result());
    }

    @Override
    public Line visitRightResultLine(MatParser.RightResultLineContext ctx) {
        return alone(Column.RIGHT, ctx.result());
    }

    private Line alone(Column side, MatParser.ResultContext result) {
        column = side;
        put(MatPaths.cell(game, line, side), result);
        return new Line.Alone(side, (Cell.Result) visit(result));
    }

    @Override
    public Line visitBothSides(MatParser.BothSidesContext ctx) {
        Token number = ctx.LINE_NUMBER().getSymbol();
        map.put(MatPaths.lineNumber(game, line), start(number), end(number) - 1);
        Optional<Cell> left = Optional.of(cell(Column.LEFT, ctx.leftCell));
        Optional<Cell> right = ctx.rightCell == null ? Optional.empty() : Optional.of(cell(Column.RIGHT, ctx.rightCell));
        return new Line.Numbered(parse(digits(number.getText())), left, right);
    }

    @Override
    public Line visitRightSideOnly(MatParser.RightSideOnlyContext ctx) {
        Token number = ctx.LINE_NUMBER_EMPTY_LEFT().getSymbol();
        String digits = digits(number.getText());
        map.put(MatPaths.lineNumber(game, line), start(number), start(number) + digits.length());
        return new Line.Numbered(parse(digits), Optional.empty(), Optional.of(cell(Column.RIGHT, ctx.rightCell)));
    }

    private Cell cell(Column side, MatParser.CellContext ctx) {
        column = side;
        put(MatPaths.cell(game, line, side), ctx);
        return (Cell) visit(ctx);
    }

    private Cell.Roll roll(Token roll, List<Move> moves, boolean resigned) {
        map.put(MatPaths.dice(game, line, column), start(roll), end(roll) - 1);
        String text = roll.getText();
        return new Cell.Roll(text.charAt(0) - '0', text.charAt(1) - '0', moves, resigned);
    }

    @Override
    public Cell visitRollCell(MatParser.RollCellContext ctx) {
        Token roll = ctx.ROLL().getSymbol();
        MatParser.AfterRollContext after = ctx.afterRoll();
        if (after instanceof MatParser.PlayedRollContext played) {
            List<Move> moves = new ArrayList<>();
            for (MatParser.MoveContext move : played.play().move()) {
                moves.add(move(move, moves.size()));
            }
            return roll(roll, moves, false);
        }
        if (after instanceof MatParser.CannotMoveDialectContext cannot) {
            diagnostics.add(Diagnostic.warning(MatCodes.DIALECT_CANNOT_MOVE, span(cannot.CANNOT_MOVE().getSymbol()),
                    "eXtreme Gammon writes 'Cannot Move' for a roll with no play; GNU Backgammon writes the roll alone ('"
                            + roll.getText() + "'), as Ludex does")
                    .withFix(source.span(end(roll), end(cannot.CANNOT_MOVE().getSymbol())), ""));
            return roll(roll, List.of(), false);
        }
        if (after instanceof MatParser.ResignedRollContext) {
            return roll(roll, List.of(), true);
        }
        if (after instanceof MatParser.UnplayedRollContext) {
            return roll(roll, List.of(), false);
        }
        throw new AssertionError(after);
    }

    @Override
    public Cell visitDoubles(MatParser.DoublesContext ctx) {
        return new Cell.Offer(Cell.Offer.Kind.DOUBLES, cubeValue(ctx.CUBE_TO().getSymbol()));
    }

    @Override
    public Cell visitBeavers(MatParser.BeaversContext ctx) {
        return new Cell.Offer(Cell.Offer.Kind.BEAVERS, cubeValue(ctx.CUBE_TO().getSymbol()));
    }

    @Override
    public Cell visitRaccoons(MatParser.RaccoonsContext ctx) {
        return new Cell.Offer(Cell.Offer.Kind.RACCOONS, cubeValue(ctx.CUBE_TO().getSymbol()));
    }

    @Override
    public Cell visitTakes(MatParser.TakesContext ctx) {
        return new Cell.Answer(Cell.Answer.Kind.TAKES);
    }

    @Override
    public Cell visitDrops(MatParser.DropsContext ctx) {
        return new Cell.Answer(Cell.Answer.Kind.DROPS);
    }

    @Override
    public Cell visitResultCell(MatParser.ResultCellContext ctx) {
        return (Cell) visit(ctx.result());
    }

    @Override
    public Cell.Result visitWins(MatParser.WinsContext ctx) {
        int points = number(ctx.points.getStart());
        plural(points, ctx.pointWord());
        return new Cell.Result(Cell.Result.Kind.WINS, points, ctx.AND_THE_MATCH() != null);
    }

    @Override
    public Cell.Result visitLossesDialect(MatParser.LossesDialectContext ctx) {
        int points = number(ctx.points.getStart());
        plural(points, ctx.pointWord());
        diagnostics.add(Diagnostic.warning(MatCodes.DIALECT_LOSSES, span(ctx.LOSSES().getSymbol()),
                "Backgammon Galaxy writes 'Losses'; the other exporters write the winner's 'Wins' in the winner's column"));
        return new Cell.Result(Cell.Result.Kind.LOSSES, points, false);
    }

    private void plural(int points, MatParser.PointWordContext word) {
        boolean plural = word.POINTS_WORD() != null;
        if (plural != (points != 1)) {
            String right = points == 1 ? "point" : "points";
            Token token = word.getStart();
            diagnostics.add(Diagnostic.warning(MatCodes.RESULT_PLURAL, span(token),
                    points + " is written '" + points + " " + right + "', not '" + points + " " + token.getText() + "'")
                    .withFix(span(token), right));
        }
    }

    private Move move(MatParser.MoveContext ctx, int index) {
        put(MatPaths.move(game, line, column, index), ctx);
        int from = ctx.origin instanceof MatParser.BarFromContext ? Move.BAR : number(ctx.origin.getStart());
        List<Move.Hop> hops = new ArrayList<>();
        for (MatParser.HopContext hop : ctx.hop()) {
            put(MatPaths.hop(game, line, column, index, hops.size()), hop.destination);
            int to = hop.destination instanceof MatParser.OffToContext ? Move.OFF : number(hop.destination.getStart());
            hops.add(new Move.Hop(to, hop.HIT() != null));
        }
        int repeat = ctx.REPEAT() == null ? 1 : ctx.REPEAT().getText().charAt(1) - '0';
        return new Move(from, hops, repeat);
    }

    private static int cubeValue(Token cubeTo) {
        String text = cubeTo.getText();
        return parse(text.substring(2).strip());
    }

    private static int number(Token token) {
        return parse(token.getText());
    }

    /** A number of at most nine digits, as the lexer's tokens hold them. */
    private static int parse(String digits) {
        return Integer.parseInt(digits);
    }

    private static String digits(String lineNumber) {
        return lineNumber.substring(0, lineNumber.indexOf(')'));
    }

    /** Whether a part was read without a repair: always, when the parser reported no syntax error (no recovery ran). */
    private boolean clean(org.antlr.v4.runtime.tree.ParseTree part) {
        return !mended || Recovery.clean(part);
    }

    private void put(String path, ParserRuleContext ctx) {
        map.put(path, ctx.getStart().getStartIndex(), ctx.getStop().getStopIndex() + 1);
    }

    /** A line's span: its rule without the line break that starts it. */
    private void putLine(String path, ParserRuleContext ctx) {
        map.put(path, ((TerminalNode) ctx.getChild(0)).getSymbol().getStopIndex() + 1, ctx.getStop().getStopIndex() + 1);
    }

    private void put(String path, Token token) {
        map.put(path, start(token), end(token));
    }

    private static int start(Token token) {
        return token.getStartIndex();
    }

    private static int end(Token token) {
        return token.getStopIndex() + 1;
    }

    private org.ludex.diagnostic.Span span(Token token) {
        return source.span(start(token), end(token));
    }
}
