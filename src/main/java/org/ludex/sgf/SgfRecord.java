package org.ludex.sgf;

import org.ludex.backgammon.Side;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordGame;
import org.ludex.backgammonrecord.RecordReplay;
import org.ludex.backgammonrecord.RecordRules;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.backgammonrecord.WrittenMove;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A backgammon SGF file as the record every notation of a match maps to ({@link MatchRecord}): each game tree a game,
 * White {@link Side#ZERO} and Black {@link Side#ONE} (GNU Backgammon's players 0 and 1, the left and right columns of
 * its match text); the match length and the rules from the first tree's {@code MI} and {@code RU}; a game's scores
 * from its {@code MI[ws][bs]}; its main line's moves and cube actions in order, then its result ({@code RE}: a
 * result before the game is over is a resignation). A {@code W[double]} answering a double is a beaver, and one
 * answering a beaver a raccoon (SGF writes them alike). Each action's place is its property's path, each step's its
 * own; a game whose nodes before its first move set up a position starts from it ({@link SgfSetUp}); a game with a
 * set-up after its first move or one that is no position, or a node the parser had to mend, is not played through. A step the
 * validator reports (the other way, longer than a die) is no step of the play: the replay knows the board no more.
 */
public final class SgfRecord {
    private SgfRecord() {}

    public static MatchRecord of(Sgf sgf, SourceMap map) {
        return of(sgf, SgfGames.of(sgf), map);
    }

    /** The record of a file whose games ({@link SgfGames#of}) the caller has made already. */
    static MatchRecord of(Sgf sgf, List<SgfGame> games, SourceMap map) {
        int length = games.isEmpty() ? 0 : games.get(0).length();
        Optional<SgfValue.Rules> rules = games.isEmpty() ? Optional.empty() : games.get(0).rules();
        RecordRules recordRules = new RecordRules(rules.map(SgfValue.Rules::crawford).orElse(length > 0),
                rules.map(r -> Optional.of(r.jacoby())).orElse(Optional.empty()), true, 0);
        List<RecordGame> recordGames = new ArrayList<>(games.size());
        for (SgfGame game : games) {
            recordGames.add(game(sgf, game, map));
        }
        return new MatchRecord(length, recordRules, recordGames, "", games.isEmpty() || fromFirstGame(games.get(0)));
    }

    /**
     * Whether a file starts with the match's first game: its first tree's {@code MI} says no game, game 0 (GNU
     * Backgammon counts from 0), or game 1 at no score; a file of a later game (GNU Backgammon's {@code save game})
     * gives the scores before it as they stand.
     */
    private static boolean fromFirstGame(SgfGame first) {
        if (first.info().isEmpty() || first.info().get().game().isEmpty()) {
            return true;
        }
        int game = first.info().get().game().getAsInt();
        return game == 0 || game == 1 && first.score(Colour.WHITE) == 0 && first.score(Colour.BLACK) == 0;
    }

    /** The file played through under the rules. */
    public static Replayed replay(Sgf sgf, SourceMap map) {
        return RecordReplay.of(of(sgf, map), map);
    }

    /** The same, of a file whose games the caller has made already. */
    static Replayed replay(Sgf sgf, List<SgfGame> games, SourceMap map) {
        return RecordReplay.of(of(sgf, games, map), map);
    }

    public static Side side(Colour colour) {
        return colour == Colour.WHITE ? Side.ZERO : Side.ONE;
    }

    private static RecordGame game(Sgf sgf, SgfGame game, SourceMap map) {
        SgfNode root = sgf.trees().get(game.tree()).root();
        String rootPath = SgfPaths.node(game.path(), 0);
        SgfSetUp setUp = SgfSetUp.of(game, map);
        boolean whole = map.read(rootPath) && setUp.played();
        Optional<RecordGame.Scores> scores = Optional.empty();
        String info = propertyPath(root, rootPath, "MI").orElse(game.path());
        if (game.info().isPresent() && game.info().get().whiteScore().isPresent() && game.info().get().blackScore().isPresent()) {
            scores = Optional.of(new RecordGame.Scores(game.info().get().whiteScore().getAsInt(), game.info().get().blackScore().getAsInt()));
        }
        List<Action> actions = new ArrayList<>(game.actions().size() + 1);
        Action.Offer.Kind lastOffer = null;
        Side lastOfferSide = null;
        for (SgfAction action : game.actions()) {
            Side side = side(action.side());
            String path = action.path();
            if (action instanceof SgfAction.Setup) {
                continue; // the game's set-up, below
            }
            if (action instanceof SgfAction.Resign) {
                continue; // the result below says it
            }
            whole &= map.complete() || map.read(node(path));
            if (action instanceof SgfAction.Play play) {
                List<WrittenMove> moves = new ArrayList<>(play.steps().size());
                for (int s = 0; s < play.steps().size(); s++) {
                    SgfAction.Step step = play.steps().get(s);
                    // the reader puts every step of a roll it reads; a map without it (a model made in code) gives the
                    // step's path its property's span, so the place needs no lookup
                    String place = SgfPaths.step(path, s);
                    boolean reported = SgfValidator.misstep(step.from(), step.to());
                    moves.add(new WrittenMove(step.from(), List.of(new WrittenMove.Hop(step.to(), false, place)), 1, place, reported));
                }
                actions.add(new Action.Roll(side, play.firstDie(), play.secondDie(), moves, false, false, path, path));
                lastOffer = null;
            } else if (action instanceof SgfAction.DoubleCube) {
                Action.Offer.Kind kind = lastOffer == null || lastOfferSide == side ? Action.Offer.Kind.DOUBLE
                        : lastOffer == Action.Offer.Kind.DOUBLE ? Action.Offer.Kind.BEAVER : Action.Offer.Kind.RACCOON;
                actions.add(new Action.Offer(side, kind, 0, path));
                lastOffer = kind;
                lastOfferSide = side;
            } else if (action instanceof SgfAction.Take) {
                actions.add(new Action.Answer(side, Action.Answer.Kind.TAKE, path));
                lastOffer = null;
            } else if (action instanceof SgfAction.Drop) {
                actions.add(new Action.Answer(side, Action.Answer.Kind.DROP, path));
                lastOffer = null;
            } else {
                throw new AssertionError(action);
            }
        }
        Optional<String> resultPath = propertyPath(root, rootPath, "RE");
        if (game.result().isPresent() && resultPath.isPresent()) {
            SgfValue.Result result = game.result().get();
            Side winner = side(result.winner());
            actions.add(new Action.Result(winner, winner, result.points(), resultPath.get()));
        }
        String end = actions.isEmpty() ? game.path() : actions.get(actions.size() - 1).place();
        String white = game.white().orElse("White");
        String black = game.black().orElse("Black");
        String whiteScore = infoEntry(root, rootPath, "ws").orElse(info);
        String blackScore = infoEntry(root, rootPath, "bs").orElse(info);
        return new RecordGame(game.tree() + 1, List.of(white, black), scores, whole, actions, game.path(),
                List.of(whiteScore, blackScore), end, setUp.start());
    }

    /** The node path of a property path ({@code .../node/N/property/P}). */
    private static String node(String propertyPath) {
        int at = propertyPath.lastIndexOf("/property/");
        return at < 0 ? propertyPath : propertyPath.substring(0, at);
    }

    private static Optional<String> propertyPath(SgfNode node, String nodePath, String name) {
        for (int p = 0; p < node.properties().size(); p++) {
            if (node.properties().get(p).name().equals(name)) {
                return Optional.of(SgfPaths.property(nodePath, p));
            }
        }
        return Optional.empty();
    }

    /**
     * The path of an entry of the root's {@code MI} ({@code ws}, {@code bs}): the reader puts every entry it reads, and a
     * map without it gives the entry's path its property's span.
     */
    private static Optional<String> infoEntry(SgfNode root, String rootPath, String key) {
        Optional<String> property = propertyPath(root, rootPath, "MI");
        if (property.isEmpty() || !(root.property("MI").orElseThrow().value() instanceof SgfValue.MatchInfo info)) {
            return Optional.empty();
        }
        for (int e = 0; e < info.entries().size(); e++) {
            if (info.entries().get(e).key().equalsIgnoreCase(key)) {
                return Optional.of(SgfPaths.value(property.get(), e));
            }
        }
        return Optional.empty();
    }
}
