package org.ludex.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The typed view of a file for a replay: one {@link SgfGame} a game tree of the collection. */
public final class SgfGames {
    private static final Set<String> SETUP = Set.of("AE", "AB", "AW", "CV", "CO", "CP", "DI", "PL");

    private SgfGames() {}

    public static List<SgfGame> of(Sgf sgf) {
        List<SgfGame> games = new ArrayList<>();
        for (int t = 0; t < sgf.trees().size(); t++) {
            games.add(game(t, sgf.trees().get(t)));
        }
        return games;
    }

    static SgfGame game(int index, SgfTree tree) {
        String treePath = SgfPaths.tree(index);
        SgfNode root = tree.root();
        List<SgfAction> actions = new ArrayList<>();
        Optional<SgfValue.Result> result = Optional.empty();
        String resultPath = null;
        int n = 0;
        SgfTree part = tree;
        String partPath = treePath;
        while (true) {
            for (int i = 0; i < part.nodes().size(); i++) {
                SgfNode node = part.nodes().get(i);
                boolean setup = false;
                for (int p = 0; p < node.properties().size(); p++) {
                    SgfProperty property = node.properties().get(p);
                    if (property.value() instanceof SgfValue.Other) {
                        continue; // analysis, dates, names: no part of the play
                    }
                    if (property.value() instanceof SgfValue.Roll roll) {
                        List<SgfAction.Step> steps = new ArrayList<>();
                        for (SgfValue.Step step : roll.steps()) {
                            steps.add(new SgfAction.Step(SgfAction.point(roll.side(), step.origin()), SgfAction.point(roll.side(), step.destination())));
                        }
                        actions.add(new SgfAction.Play(roll.side(), roll.firstDie(), roll.secondDie(), steps, path(partPath, i, p)));
                    } else if (property.value() instanceof SgfValue.Cube cube) {
                        String path = path(partPath, i, p);
                        actions.add(switch (cube.action()) {
                            case DOUBLE -> new SgfAction.DoubleCube(cube.side(), path);
                            case TAKE -> new SgfAction.Take(cube.side(), path);
                            case DROP -> new SgfAction.Drop(cube.side(), path);
                        });
                    } else if (property.value() instanceof SgfValue.Result r && n == 0) {
                        result = Optional.of(r);
                        resultPath = path(partPath, i, p);
                    } else if (SETUP.contains(property.name()) && n > 0) {
                        setup = true;
                    }
                }
                if (setup) {
                    actions.add(new SgfAction.Setup(node, SgfPaths.node(partPath, i)));
                }
                n++;
            }
            if (part.variations().isEmpty()) {
                break;
            }
            part = part.variations().get(0);
            partPath = SgfPaths.variation(partPath, 0);
        }
        if (result.isPresent() && result.get().resigned() && !actions.isEmpty()
                && actions.get(actions.size() - 1) instanceof SgfAction.Setup last) {
            rolledThenResigned(last, result.get()).ifPresent(roll -> actions.set(actions.size() - 1, roll));
        }
        if (result.isPresent() && result.get().resigned()) {
            actions.add(new SgfAction.Resign(result.get().winner().other(), result.get().points(), resultPath));
        }
        return new SgfGame(index, treePath, text(root, "PW"), text(root, "PB"),
                root.property("MI").map(p -> (SgfValue.MatchInfo) p.value()),
                root.property("RU").map(p -> (SgfValue.Rules) p.value()), result, actions);
    }

    /** The path of the {@code p}-th property of the {@code i}-th node of a tree or variation. */
    private static String path(String partPath, int i, int p) {
        return SgfPaths.property(partPath, i, p);
    }

    /**
     * GNU Backgammon writes the roll after which a side resigned as the game's last node, one that sets the dice and
     * the side to play ({@code ;PL[B]DI[51]}, its record of dice set): that node, when it sets nothing else and the
     * game's result is a resignation, is the roll, with no play. The side is the one {@code PL} names, else the loser.
     */
    private static Optional<SgfAction> rolledThenResigned(SgfAction.Setup setup, SgfValue.Result result) {
        Optional<SgfValue.Dice> dice = Optional.empty();
        Optional<Colour> side = Optional.empty();
        String dicePath = null;
        SgfNode node = setup.node();
        for (int p = 0; p < node.properties().size(); p++) {
            SgfProperty property = node.properties().get(p);
            if (property.value() instanceof SgfValue.Dice d && dice.isEmpty()) {
                dice = Optional.of(d);
                dicePath = SgfPaths.property(setup.path(), p);
            } else if (property.value() instanceof SgfValue.ToPlay toPlay && side.isEmpty()) {
                side = Optional.of(toPlay.side());
            } else if (SETUP.contains(property.name()) && !(property.value() instanceof SgfValue.Other)) {
                return Optional.empty(); // it sets the board or the cube too: a set-up, not a roll
            }
        }
        Colour loser = result.winner() == Colour.WHITE ? Colour.BLACK : Colour.WHITE;
        if (dice.isEmpty() || side.isPresent() && side.get() != loser) {
            return Optional.empty();
        }
        return Optional.of(new SgfAction.Play(loser, dice.get().firstDie(), dice.get().secondDie(), List.of(), dicePath));
    }

    private static Optional<String> text(SgfNode node, String name) {
        return node.property(name).map(p -> ((SgfValue.Text) p.value()).text());
    }
}
