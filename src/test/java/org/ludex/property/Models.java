package org.ludex.property;

import org.ludex.cgp.Board;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.Move;
import org.ludex.cgp.Opcode;
import org.ludex.cgp.Rack;
import org.ludex.cgp.RackTile;
import org.ludex.cgp.Square;
import org.ludex.cgprune.RackRune;
import org.ludex.cgprune.RuneCgp;
import org.ludex.cgprune.RuneMove;
import org.ludex.cgprune.RuneOpcode;
import org.ludex.cgprune.RuneSquare;
import org.ludex.cgprune.RuneTile;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Tile;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import org.ludex.ubf.UbfBoard;
import org.ludex.ubf.UpwordsTiles;
import org.ludex.xgid.Cube;
import org.ludex.xgid.Dice;
import org.ludex.xgid.Play;
import org.ludex.xgid.Player;
import org.ludex.xgid.Position;
import org.ludex.xgid.Slot;
import org.ludex.xgid.Xgid;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;

/**
 * Random valid models of every format, built from a seed so that a failing case can be
 * rebuilt. "Valid" means the validator finds nothing: no error and no warning.
 */
final class Models {
    private Models() {}

    // ------------------------------------------------------------------ XGID

    /** A position with {@code bottom} and {@code top} checkers (1 to 15 each), bars owned rightly. */
    static Position position(Random random, int bottom, int top) {
        int[] counts = new int[Position.SLOTS];
        Player[] owners = new Player[Position.SLOTS];
        for (int i = 0; i < bottom; i++) {
            int slot = 1 + random.nextInt(25);
            counts[slot]++;
            owners[slot] = Player.BOTTOM;
        }
        for (int i = 0; i < top; i++) {
            int slot;
            do {
                slot = random.nextInt(25);
            } while (owners[slot] == Player.BOTTOM);
            counts[slot]++;
            owners[slot] = Player.TOP;
        }
        List<Slot> slots = new ArrayList<>();
        for (int i = 0; i < Position.SLOTS; i++) {
            slots.add(counts[i] == 0 ? Slot.EMPTY : new Slot.Checkers(owners[i], counts[i]));
        }
        return new Position(slots);
    }

    static Xgid xgid(long seed) {
        Random random = new Random(seed);
        Position position = position(random, 1 + random.nextInt(15), 1 + random.nextInt(15));
        Player turn = random.nextBoolean() ? Player.BOTTOM : Player.TOP;
        int maxCube = 3 + random.nextInt(10);
        Cube.Owner owner = Cube.Owner.values()[random.nextInt(3)];
        int exponent = owner == Cube.Owner.CENTERED ? 0 : 1 + random.nextInt(maxCube - 1);
        Play play;
        int bottomScore = 0;
        int topScore = 0;
        if (random.nextBoolean()) {
            play = new Play.Money(random.nextBoolean(), random.nextBoolean());
        } else {
            int length = 1 + random.nextInt(25);
            bottomScore = random.nextInt(length);
            topScore = random.nextInt(length);
            boolean oneAway = (bottomScore == length - 1) != (topScore == length - 1);
            play = new Play.Match(length, oneAway && random.nextBoolean());
        }
        Dice dice = switch (random.nextInt(3)) {
            case 0 -> Dice.NOT_ROLLED;
            case 1 -> new Dice.Rolled(1 + random.nextInt(6), 1 + random.nextInt(6));
            default -> null;
        };
        if (dice == null) {
            boolean canDouble = !owner.isOwnedBy(turn.opponent()) && !(play instanceof Play.Match match && match.crawford());
            Dice.Doubling.Stage stage = play instanceof Play.Money money && money.beaver()
                    ? Dice.Doubling.Stage.values()[random.nextInt(3)] : Dice.Doubling.Stage.DOUBLED;
            dice = canDouble && exponent + stage.turns() <= maxCube ? new Dice.Doubling(stage) : Dice.NOT_ROLLED;
        }
        return new Xgid(position, new Cube(exponent, owner), turn, dice, bottomScore, topScore, play, OptionalInt.of(maxCube));
    }

    // ------------------------------------------------------------------ CGP and the rune draft

    /** English tiles drawn from the bag without replacement, blanks as "?". */
    static List<String> bag(Random random) {
        List<String> bag = new ArrayList<>();
        for (LetterDistribution.Entry entry : LetterDistribution.english().tiles()) {
            for (int i = 0; i < entry.count(); i++) {
                bag.add(entry.tile().letters());
            }
        }
        bag.add("?");
        bag.add("?");
        Collections.shuffle(bag, random);
        return bag;
    }

    static Cgp cgp(long seed) {
        Random random = new Random(seed);
        List<String> bag = bag(random);
        int rows = 15;
        int columns = 15;
        List<List<Square>> board = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            List<Square> row = new ArrayList<>();
            for (int c = 0; c < columns; c++) {
                if (random.nextInt(5) == 0 && !bag.isEmpty()) {
                    String tile = bag.remove(bag.size() - 1);
                    boolean blank = tile.equals("?");
                    row.add(new Square.Placed(new Tile(blank ? String.valueOf((char) ('A' + random.nextInt(26))) : tile), blank));
                } else {
                    row.add(Square.EMPTY);
                }
            }
            board.add(row);
        }
        Move lastMove = cgpMove(random, board, bag);
        int players = 2 + random.nextInt(2);
        List<Rack> racks = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            List<RackTile> rack = new ArrayList<>();
            int size = random.nextInt(8);
            for (int i = 0; i < size && !bag.isEmpty(); i++) {
                String tile = bag.remove(bag.size() - 1);
                rack.add(tile.equals("?") ? RackTile.BLANK : new RackTile.Letter(new Tile(tile)));
            }
            racks.add(new Rack(rack));
            scores.add(random.nextInt(600) - 50);
        }
        List<Opcode> opcodes = new ArrayList<>();
        List<Opcode> choices = new ArrayList<>(List.of(new Opcode.Lexicon("CSW21"), new Opcode.BingoBonus(random.nextInt(60)),
                new Opcode.ChallengeRule(Opcode.ChallengeRule.Rule.values()[random.nextInt(6)]), new Opcode.ExchangeLimit(random.nextInt(8)),
                new Opcode.LetterDistributionName("english"), new Opcode.MaxZeroTurns(1 + random.nextInt(6)),
                new Opcode.TimerIncrement(random.nextInt(5000)), new Opcode.MaxOvertime(random.nextInt(60000)),
                new Opcode.GameVariant("classic"), new Opcode.GameId("g" + random.nextInt(1000)),
                new Opcode.Timers(Collections.nCopies(players, random.nextInt(100000) - 5000)), new Opcode.LastMove(lastMove)));
        Collections.shuffle(choices, random);
        opcodes.addAll(choices.subList(0, random.nextInt(choices.size())));
        return new Cgp(new Board(board), racks, scores, random.nextInt(6), opcodes);
    }

    /** A last move; a play is one that lies on the board: its tiles placed there from the bag, or the board's tiles played through. */
    private static Move cgpMove(Random random, List<List<Square>> board, List<String> bag) {
        return switch (random.nextInt(5)) {
            case 0 -> new Move.Pass();
            case 1 -> new Move.ExchangeCount(1 + random.nextInt(7));
            case 2 -> new Move.Exchange(List.of(new RackTile.Letter(new Tile("Q")), RackTile.BLANK));
            case 3 -> new Move.Challenged(new Coordinate(8, 4, Coordinate.Direction.ACROSS), playTiles(random, 3));
            default -> {
                Coordinate at = new Coordinate(1 + random.nextInt(8), 1 + random.nextInt(8),
                        random.nextBoolean() ? Coordinate.Direction.ACROSS : Coordinate.Direction.DOWN);
                List<Move.PlayTile> tiles = new ArrayList<>();
                int length = 1 + random.nextInt(7);
                for (int i = 0; i < length; i++) {
                    int r = at.row() - 1 + (at.direction() == Coordinate.Direction.DOWN ? i : 0);
                    int c = at.column() - 1 + (at.direction() == Coordinate.Direction.ACROSS ? i : 0);
                    if (board.get(r).get(c) instanceof Square.Placed placed) {
                        tiles.add(random.nextBoolean() ? Move.THROUGH : new Move.Placed(placed.tile(), placed.blank()));
                    } else if (!bag.isEmpty()) {
                        String tile = bag.remove(bag.size() - 1);
                        boolean blank = tile.equals("?");
                        Tile face = new Tile(blank ? String.valueOf((char) ('A' + random.nextInt(26))) : tile);
                        board.get(r).set(c, new Square.Placed(face, blank));
                        tiles.add(new Move.Placed(face, blank));
                    } else {
                        break;
                    }
                }
                yield tiles.isEmpty() ? new Move.Pass()
                        : new Move.Play(at, tiles, random.nextBoolean() ? OptionalInt.empty() : OptionalInt.of(random.nextInt(11)));
            }
        };
    }

    private static List<Move.PlayTile> playTiles(Random random, int length) {
        List<Move.PlayTile> tiles = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            tiles.add(random.nextInt(5) == 0 ? Move.THROUGH : new Move.Placed(new Tile(String.valueOf((char) ('A' + random.nextInt(26)))),
                    random.nextInt(6) == 0));
        }
        return tiles;
    }

    static RuneCgp rune(long seed) {
        Random random = new Random(seed);
        List<List<RuneSquare>> board = new ArrayList<>();
        for (int r = 0; r < 15; r++) {
            List<RuneSquare> row = new ArrayList<>();
            for (int c = 0; c < 15; c++) {
                row.add(random.nextInt(6) == 0 ? new RuneSquare.Placed(new RuneTile(1 + random.nextInt(26), random.nextInt(10) == 0))
                        : RuneSquare.EMPTY);
            }
            board.add(row);
        }
        List<List<RackRune>> racks = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        int players = 2 + random.nextInt(2);
        for (int p = 0; p < players; p++) {
            List<RackRune> rack = new ArrayList<>();
            for (int i = random.nextInt(8); i > 0; i--) {
                rack.add(random.nextInt(8) == 0 ? RackRune.BLANK : new RackRune.Letter(1 + random.nextInt(26)));
            }
            racks.add(rack);
            scores.add(random.nextInt(500));
        }
        List<RuneOpcode> opcodes = new ArrayList<>(List.of(new RuneOpcode.BingoBonus(random.nextInt(60)), new RuneOpcode.ExchangeLimit(random.nextInt(8)),
                new RuneOpcode.LetterDistributionName("english"), new RuneOpcode.MaxZeroTurns(1 + random.nextInt(6)),
                new RuneOpcode.BoardName("CrosswordGame")));
        Collections.shuffle(opcodes, random);
        opcodes = new ArrayList<>(opcodes.subList(0, random.nextInt(opcodes.size())));
        for (int i = random.nextInt(4); i > 0; i--) {
            opcodes.add(new RuneOpcode.LastMove(switch (random.nextInt(4)) {
                case 0 -> new RuneMove.Pass();
                case 1 -> new RuneMove.ExchangeCount(1 + random.nextInt(7));
                case 2 -> new RuneMove.Exchange(List.of(new RackRune.Letter(1 + random.nextInt(26)), RackRune.BLANK));
                default -> new RuneMove.Play(new Coordinate(1 + random.nextInt(8), 1 + random.nextInt(8), Coordinate.Direction.ACROSS),
                        List.of(new RuneMove.Placed(new RuneTile(1 + random.nextInt(26), random.nextBoolean())), RuneMove.THROUGH));
            }));
        }
        return new RuneCgp(board, racks, scores, random.nextInt(6), opcodes);
    }

    // ------------------------------------------------------------------ GCG

    /**
     * Whether a GCG code is one of the replay's, about the game as played: the generated
     * games are well-formed records with right cumulative scores, not legal games (their
     * tiles come at random), so the replay may say anything about them; it is tested on games
     * built by hand and on the corpus.
     */
    static boolean aboutPlay(String code) {
        return code.startsWith("gcg.play.") || code.startsWith("gcg.end.") || code.startsWith("gcg.time.") || code.startsWith("gcg.challenge.")
                || code.equals("gcg.turn") || code.equals("gcg.rack.bag") || code.equals("gcg.rack.kept") || code.equals("gcg.exchange.rack")
                || code.equals("gcg.exchange.bag") || code.equals("gcg.withdrawal.rack") || code.equals("gcg.tile.set");
    }

    static Gcg gcg(long seed) {
        Random random = new Random(seed);
        List<String> names = new ArrayList<>(List.of("ada", "brook", "zoë", "łukasz", "cy_young", "dee"));
        Collections.shuffle(names, random);
        int players = 2 + random.nextInt(3);
        List<PragmaLine> pragmas = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            pragmas.add(new PragmaLine(0, new Pragma.PlayerInfo(p + 1, names.get(p), "Player " + names.get(p).toUpperCase())));
        }
        if (random.nextBoolean()) {
            pragmas.add(new PragmaLine(0, new Pragma.Setting(Pragma.Setting.Kind.LEXICON, "CSW21")));
        }
        List<Event> events = new ArrayList<>();
        Map<String, Integer> totals = new HashMap<>();
        int count = random.nextInt(30);
        for (int i = 0; i < count; i++) {
            String nick = names.get(i % players);
            List<GcgTile> rack = tiles(random, 1 + random.nextInt(7), false);
            int before = totals.getOrDefault(nick, 0);
            org.ludex.gcg.Move move;
            int score;
            switch (random.nextInt(6)) {
                case 0 -> { move = new org.ludex.gcg.Move.Pass(); score = 0; }
                case 1 -> { move = new org.ludex.gcg.Move.ExchangeCount(1 + random.nextInt(7)); score = 0; }
                case 2 -> { move = new org.ludex.gcg.Move.Exchange(rack.subList(0, 1)); score = 0; }
                case 3 -> { move = new org.ludex.gcg.Move.ChallengeBonus(); score = random.nextInt(11); }
                case 4 -> { move = new org.ludex.gcg.Move.TimePenalty(); score = -10 * random.nextInt(5); }
                default -> {
                    List<GcgTile> word = tiles(random, 2 + random.nextInt(6), true);
                    move = new org.ludex.gcg.Move.Play(new Coordinate(1 + random.nextInt(8), 1 + random.nextInt(8),
                            random.nextBoolean() ? Coordinate.Direction.ACROSS : Coordinate.Direction.DOWN), word);
                    score = random.nextInt(120);
                }
            }
            List<String> notes = random.nextInt(4) == 0 ? List.of("a note (with #tags) " + i) : List.of();
            events.add(new Event(nick, rack, move, score, before + score, notes, List.of()));
            totals.put(nick, before + score);
        }
        return new Gcg(pragmas, events);
    }

    private static List<GcgTile> tiles(Random random, int length, boolean played) {
        List<GcgTile> tiles = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            String letter = String.valueOf((char) ('A' + random.nextInt(26)));
            int kind = random.nextInt(8);
            if (played) {
                tiles.add(kind == 0 ? GcgTile.THROUGH : kind == 1 ? GcgTile.blankAs(letter) : GcgTile.letter(letter));
            } else {
                tiles.add(kind == 0 ? GcgTile.BLANK : GcgTile.letter(letter));
            }
        }
        return tiles;
    }

    // ------------------------------------------------------------------ UBF

    /** A connected 10x10 board through the centre, within the 100-tile set. */
    static UbfBoard ubf(long seed) {
        Random random = new Random(seed);
        org.ludex.ubf.Square[][] squares = new org.ludex.ubf.Square[10][10];
        for (org.ludex.ubf.Square[] row : squares) {
            java.util.Arrays.fill(row, org.ludex.ubf.Square.EMPTY);
        }
        Map<String, Integer> left = new HashMap<>(UpwordsTiles.counts());
        List<String> letters = new ArrayList<>(left.keySet());
        Collections.sort(letters);
        int r = 4 + random.nextInt(2);
        int c = 4 + random.nextInt(2);
        int tiles = 0;
        for (int step = random.nextInt(30); step >= 0; step--) {
            String letter = letters.get(random.nextInt(letters.size()));
            int height = 1 + random.nextInt(5);
            if (left.get(letter) > 0 && squares[r][c].isEmpty() && tiles + height <= 100) {
                squares[r][c] = new org.ludex.ubf.Square(height, letter);
                left.merge(letter, -1, Integer::sum);
                tiles += height;
            }
            int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            int[] move = moves[random.nextInt(4)];
            if (!squares[r][c].isEmpty()) {
                r = Math.max(0, Math.min(9, r + move[0]));
                c = Math.max(0, Math.min(9, c + move[1]));
            }
        }
        List<List<org.ludex.ubf.Square>> rows = new ArrayList<>();
        for (org.ludex.ubf.Square[] row : squares) {
            rows.add(List.of(row));
        }
        return new UbfBoard(rows);
    }
}
