package org.ludex.sgf;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Recovery;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;
import org.ludex.sgf.grammar.SgfParser;
import org.ludex.sgf.grammar.SgfParserBaseVisitor;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The one visitor over the generated tree that builds the model and its source map
 * ({@link SgfPaths}). A property the parser had to mend is left out of the model and
 * leaves its node marked unread in the source map; every other part is read as written. GNU
 * Backgammon's dialects are warned of here and read as the page's forms: CP for CO, and
 * MI's games numbered from 0 (every game one higher).
 */
final class SgfBuilder extends SgfParserBaseVisitor<Object> {
    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** The path of the property being read. */
    private String at = "";
    /** Whether the node being read is the root of a tree of the collection (not of a variation). */
    private boolean root;
    /** MI's game entries of the roots, where they stand: the tree, the entry's index in MI, its span. */
    private final List<int[]> games = new ArrayList<>();
    /** Whether the parser reported a syntax error, and so may have mended the tree: if not, every part is clean. */
    private final boolean mended;

    SgfBuilder(SourceText source, boolean mended) {
        this.source = source;
        this.mended = mended;
        this.map = SourceMap.builder(source, 1024);
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    SourceMap sourceMap() {
        return map.build();
    }

    @Override
    public Sgf visitSgfCollection(SgfParser.SgfCollectionContext ctx) {
        List<SgfTree> trees = new ArrayList<>();
        for (SgfParser.GameTreeContext tree : ctx.gameTree()) {
            trees.add(tree(tree, SgfPaths.tree(trees.size())));
        }
        return fromZero(source, trees, games, diagnostics);
    }

    /**
     * GNU Backgammon numbers the games from 0 (MI[game:0]), the SGF page from 1: where the first game says 0,
     * every game is read one higher, as the page counts, with one warning for the file and a fix for each number.
     * {@code games} holds the first {@code game:} entry of each tree's root: the tree, the entry's index in its MI, and
     * where the entry starts and ends; the warning goes to {@code diagnostics}.
     */
    static Sgf fromZero(SourceText source, List<SgfTree> trees, List<int[]> games, List<Diagnostic> diagnostics) {
        if (games.isEmpty() || games.get(0)[0] != 0 || number(trees.get(0), games.get(0)[1]) != 0) {
            return new Sgf(trees);
        }
        List<Diagnostic.Fix> fixes = new ArrayList<>();
        List<SgfTree> renumbered = new ArrayList<>(trees);
        for (int[] game : games) {
            SgfTree tree = trees.get(game[0]);
            int number = number(tree, game[1]) + 1;
            fixes.add(new Diagnostic.Fix(source.span(game[2], game[3]), "game:" + number));
            renumbered.set(game[0], renumber(tree, game[1], number));
        }
        int[] first = games.get(0);
        diagnostics.add(Diagnostic.warning(SgfCodes.DIALECT_GAME_FROM_ZERO, source.span(first[2], first[3]),
                "the games are numbered from 0 (MI[game:0]), as GNU Backgammon writes them; the SGF backgammon page numbers "
                        + "the first game 1, as Ludex reads them").withFixes(fixes));
        return new Sgf(renumbered);
    }

    private static int number(SgfTree tree, int entry) {
        return ((SgfValue.MatchInfo) tree.root().property("MI").orElseThrow().value()).entries().get(entry).number().orElse(-1);
    }

    private static SgfTree renumber(SgfTree tree, int entry, int number) {
        List<SgfProperty> properties = new ArrayList<>(tree.root().properties());
        for (int p = 0; p < properties.size(); p++) {
            SgfProperty property = properties.get(p);
            if (property.name().equals("MI")) {
                List<SgfValue.InfoEntry> entries = new ArrayList<>(((SgfValue.MatchInfo) property.value()).entries());
                List<String> texts = new ArrayList<>(property.values());
                String key = entries.get(entry).key();
                entries.set(entry, new SgfValue.InfoEntry(key, OptionalInt.of(number)));
                texts.set(entry, key + ":" + number);
                properties.set(p, new SgfProperty("MI", texts, new SgfValue.MatchInfo(entries)));
                break;
            }
        }
        List<SgfNode> nodes = new ArrayList<>(tree.nodes());
        nodes.set(0, new SgfNode(properties));
        return new SgfTree(nodes, tree.variations());
    }

    private SgfTree tree(SgfParser.GameTreeContext ctx, String path) {
        boolean top = !path.contains("/variation/");
        put(path, ctx);
        if (!clean(ctx)) {
            map.unread(SgfPaths.parsed(path));
        }
        List<SgfNode> nodes = new ArrayList<>();
        if (ctx.nodeSequence() != null) {
            for (SgfParser.GameNodeContext node : ctx.nodeSequence().gameNode()) {
                root = top && nodes.isEmpty();
                nodes.add(node(node, SgfPaths.node(path, nodes.size())));
            }
            root = false;
        }
        if (nodes.isEmpty()) {
            nodes.add(new SgfNode(List.of())); // mended: a tree has its root
            map.unread(SgfPaths.node(path, 0));
        }
        List<SgfTree> variations = new ArrayList<>();
        for (SgfParser.GameTreeContext variation : ctx.gameTree()) {
            variations.add(tree(variation, SgfPaths.variation(path, variations.size())));
        }
        return new SgfTree(nodes, variations);
    }

    private SgfNode node(SgfParser.GameNodeContext ctx, String path) {
        put(path, ctx);
        if (!clean(ctx)) {
            map.unread(path); // the parser had to mend it: what it holds is not all the text says
        }
        List<SgfProperty> properties = new ArrayList<>();
        for (SgfParser.SgfPropertyContext property : ctx.sgfProperty()) {
            String propertyPath = SgfPaths.property(path, properties.size());
            if (!clean(property)) {
                map.unread(path); // the parser's message says what is wrong; the property is left out, the node is not whole
                continue;
            }
            at = propertyPath;
            put(propertyPath, property);
            properties.add((SgfProperty) visit(property));
        }
        return new SgfNode(properties);
    }

    @Override
    public SgfProperty visitMoveProperty(SgfParser.MovePropertyContext ctx) {
        // a property read clean is its children in the grammar's order (MOVE_OPEN moveValue VALUE_CLOSE; a roll's two
        // DIE_FACEs, then its steps, each two tokens): taken by place, since each named accessor looks through them all
        TerminalNode open = (TerminalNode) ctx.getChild(0);
        Colour side = Colour.of(name(open).charAt(0));
        String text = valueText(open.getSymbol(), ((TerminalNode) ctx.getChild(2)).getSymbol(), 0);
        ParseTree move = ctx.getChild(1);
        SgfValue value;
        if (move instanceof SgfParser.RollValueContext roll) {
            int count = roll.getChildCount();
            List<SgfValue.Step> steps = new ArrayList<>(count - 2);
            for (int c = 2; c < count; c++) {
                ParserRuleContext step = (ParserRuleContext) roll.getChild(c);
                put(SgfPaths.step(at, steps.size()), step);
                steps.add(new SgfValue.Step(step.getStart().getText().charAt(0), step.getStop().getText().charAt(0)));
            }
            value = new SgfValue.Roll(side, digit((TerminalNode) roll.getChild(0)), digit((TerminalNode) roll.getChild(1)), steps);
        } else if (move instanceof SgfParser.DoubleValueContext) {
            value = new SgfValue.Cube(side, SgfValue.CubeAction.DOUBLE);
        } else if (move instanceof SgfParser.TakeValueContext) {
            value = new SgfValue.Cube(side, SgfValue.CubeAction.TAKE);
        } else {
            value = new SgfValue.Cube(side, SgfValue.CubeAction.DROP);
        }
        return property(open, List.of(text), value);
    }

    @Override
    public SgfProperty visitMatchInfoProperty(SgfParser.MatchInfoPropertyContext ctx) {
        List<String> texts = new ArrayList<>();
        List<SgfValue.InfoEntry> entries = new ArrayList<>();
        for (SgfParser.MatchInfoEntryContext entry : ctx.matchInfoEntry()) {
            put(SgfPaths.value(at, texts.size()), entry);
            texts.add(entry.getText());
            Token key = entry.getStart();
            String keyText = key.getText().substring(0, key.getText().length() - 1);
            Token number = entry.getStop() == key ? null : entry.getStop();
            entries.add(new SgfValue.InfoEntry(keyText, number == null ? OptionalInt.empty() : OptionalInt.of(parse(number.getText()))));
            if (root && entry instanceof SgfParser.GameInfoContext && games.stream().noneMatch(g -> g[0] == tree())) {
                games.add(new int[] {tree(), entries.size() - 1, start(entry.getStart()), end(entry.getStop())});
            }
        }
        return property(ctx.MATCH_INFO_OPEN(), texts, new SgfValue.MatchInfo(entries));
    }

    @Override
    public SgfProperty visitResultProperty(SgfParser.ResultPropertyContext ctx) {
        String text = ctx.resultValue().getText();
        put(SgfPaths.value(at, 0), ctx.resultValue());
        SgfValue value = new SgfValue.UnknownResult();
        if (ctx.resultValue() instanceof SgfParser.PointsResultContext points) {
            value = new SgfValue.Result(Colour.of(points.RESULT_SIDE().getText().charAt(0)), parse(points.RESULT_POINTS().getText()),
                    points.RESIGNED_MARK() != null);
        }
        return property(ctx.RESULT_OPEN(), List.of(text), value);
    }

    @Override
    public SgfProperty visitRulesProperty(SgfParser.RulesPropertyContext ctx) {
        List<String> words = new ArrayList<>();
        for (SgfParser.RulesWordContext word : ctx.rulesWord()) {
            words.add(word.getText());
        }
        return property(ctx.RULES_OPEN(), List.of(String.join(":", words)), new SgfValue.Rules(words));
    }

    @Override
    public SgfProperty visitSetupProperty(SgfParser.SetupPropertyContext ctx) {
        List<String> texts = new ArrayList<>();
        List<SgfValue.PointRange> ranges = new ArrayList<>();
        for (SgfParser.PointEntryContext entry : ctx.pointEntry()) {
            put(SgfPaths.value(at, texts.size()), entry);
            String text = entry.getText();
            texts.add(text);
            ranges.add(new SgfValue.PointRange(text.charAt(0), text.charAt(text.length() - 1)));
        }
        return property(ctx.SETUP_OPEN(), texts, new SgfValue.Points(ranges));
    }

    @Override
    public SgfProperty visitCubeOwnerProperty(SgfParser.CubeOwnerPropertyContext ctx) {
        put(SgfPaths.value(at, 0), ctx.OWNER_LETTER().getSymbol());
        String letter = ctx.OWNER_LETTER().getText();
        return property(ctx.CUBE_OWNER_OPEN(), List.of(letter), new SgfValue.CubeOwner(letter.charAt(0)));
    }

    @Override
    public SgfProperty visitCubePositionDialect(SgfParser.CubePositionDialectContext ctx) {
        Token token = ctx.CUBE_POSITION_DIALECT().getSymbol();
        String text = token.getText();
        char letter = text.charAt(text.length() - 2);
        map.put(SgfPaths.value(at, 0), token.getStopIndex() - 1, token.getStopIndex());
        map.put(SgfPaths.name(at), token.getStartIndex(), token.getStartIndex() + 2);
        return cubePosition(source, token.getStartIndex(), letter, diagnostics);
    }

    /** GNU Backgammon's {@code CP[letter]} at {@code start}, warned of and read as the page's {@code CO[letter]}. */
    static SgfProperty cubePosition(SourceText source, int start, char letter, List<Diagnostic> diagnostics) {
        diagnostics.add(Diagnostic.warning(SgfCodes.DIALECT_CUBE_POSITION, source.span(start, start + 2),
                        "'CP[" + letter + "]' is GNU Backgammon's way to give the cube's owner; the SGF backgammon page writes 'CO["
                                + letter + "]' (CP is a copyright in SGF)")
                .withFix(source.span(start, start + 2), "CO"));
        return new SgfProperty("CO", List.of(String.valueOf(letter)), new SgfValue.CubeOwner(letter)); // read as the page's form
    }

    @Override
    public SgfProperty visitCubeValueProperty(SgfParser.CubeValuePropertyContext ctx) {
        put(SgfPaths.value(at, 0), ctx.CUBE_NUMBER().getSymbol());
        String text = ctx.CUBE_NUMBER().getText();
        return property(ctx.CUBE_VALUE_OPEN(), List.of(text), new SgfValue.CubeValue(parse(text)));
    }

    @Override
    public SgfProperty visitDiceProperty(SgfParser.DicePropertyContext ctx) {
        String text = ctx.DIE_FACE(0).getText() + ctx.DIE_FACE(1).getText();
        map.put(SgfPaths.value(at, 0), start(ctx.DIE_FACE(0).getSymbol()), end(ctx.DIE_FACE(1).getSymbol()));
        return property(ctx.DICE_OPEN(), List.of(text), new SgfValue.Dice(digit(ctx.DIE_FACE(0)), digit(ctx.DIE_FACE(1))));
    }

    @Override
    public SgfProperty visitPlayerProperty(SgfParser.PlayerPropertyContext ctx) {
        put(SgfPaths.value(at, 0), ctx.COLOUR_LETTER().getSymbol());
        String text = ctx.COLOUR_LETTER().getText();
        return property(ctx.PLAYER_OPEN(), List.of(text), new SgfValue.ToPlay(Colour.of(text.charAt(0))));
    }

    @Override
    public SgfProperty visitGameTypeProperty(SgfParser.GameTypePropertyContext ctx) {
        put(SgfPaths.value(at, 0), ctx.NUMBER().getSymbol());
        return property(ctx.GAME_TYPE_OPEN(), List.of(ctx.NUMBER().getText()), new SgfValue.Number(parse(ctx.NUMBER().getText())));
    }

    @Override
    public SgfProperty visitFormatProperty(SgfParser.FormatPropertyContext ctx) {
        put(SgfPaths.value(at, 0), ctx.NUMBER().getSymbol());
        return property(ctx.FORMAT_OPEN(), List.of(ctx.NUMBER().getText()), new SgfValue.Number(parse(ctx.NUMBER().getText())));
    }

    @Override
    public SgfProperty visitNameProperty(SgfParser.NamePropertyContext ctx) {
        String text = text(ctx.textValue(), ctx.NAME_OPEN().getSymbol(), ctx.VALUE_CLOSE().getSymbol(), 0);
        return property(ctx.NAME_OPEN(), List.of(text), new SgfValue.Text(text));
    }

    @Override
    public SgfProperty visitCommentProperty(SgfParser.CommentPropertyContext ctx) {
        String text = text(ctx.textValue(), ctx.COMMENT_OPEN().getSymbol(), ctx.VALUE_CLOSE().getSymbol(), 0);
        return property(ctx.COMMENT_OPEN(), List.of(text), new SgfValue.Text(text));
    }

    @Override
    public SgfProperty visitOtherProperty(SgfParser.OtherPropertyContext ctx) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < ctx.textValue().size(); i++) {
            texts.add(text(ctx.textValue(i), ctx.VALUE_OPEN(i).getSymbol(), ctx.VALUE_CLOSE(i).getSymbol(), i));
        }
        map.put(SgfPaths.name(at), start(ctx.PROPERTY_NAME().getSymbol()), end(ctx.PROPERTY_NAME().getSymbol()));
        return new SgfProperty(ctx.PROPERTY_NAME().getText(), texts, new SgfValue.Other());
    }

    /** A property of a token that holds its name and its first '[': the name's span put, the property made. */
    private SgfProperty property(TerminalNode open, List<String> values, SgfValue value) {
        String name = name(open);
        map.put(SgfPaths.name(at), start(open.getSymbol()), start(open.getSymbol()) + name.length());
        return new SgfProperty(name, values, value);
    }

    /** The text between a value's '[' (the last character of {@code open}) and its ']', put as the value's span. */
    private String valueText(Token open, Token close, int index) {
        int from = end(open);
        int to = start(close);
        map.put(SgfPaths.value(at, index), from, to);
        return source.slice(from, to);
    }

    /** A text value, its escapes taken out: '\' keeps the next character, and drops a line end (a soft line break). */
    private String text(SgfParser.TextValueContext ctx, Token open, Token close, int index) {
        map.put(SgfPaths.value(at, index), end(open), start(close));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < ctx.getChildCount(); i++) {
            String piece = ctx.getChild(i).getText();
            if (piece.startsWith("\\")) {
                String escaped = piece.substring(1);
                if (!escaped.equals("\n") && !escaped.equals("\r\n") && !escaped.equals("\r")) {
                    text.append(escaped);
                }
            } else {
                text.append(piece);
            }
        }
        return text.toString();
    }

    /** The index of the tree being read, from the property's path. */
    private int tree() {
        return SourceMap.number(at.substring("tree/".length(), at.indexOf('/', "tree/".length())));
    }

    private static String name(TerminalNode open) {
        String text = open.getText();
        int end = 0;
        while (end < text.length() && text.charAt(end) >= 'A' && text.charAt(end) <= 'Z') {
            end++;
        }
        return text.substring(0, end);
    }

    private static int digit(TerminalNode die) {
        return die.getText().charAt(0) - '0';
    }

    private static int parse(String digits) {
        return Integer.parseInt(digits);
    }

    /** Whether the parser left a part as the text has it: every part is, where it reported no syntax error. */
    private boolean clean(ParserRuleContext ctx) {
        return !mended || Recovery.clean(ctx);
    }

    private void put(String path, ParserRuleContext ctx) {
        map.put(path, ctx.getStart().getStartIndex(), Math.max(ctx.getStart().getStartIndex(), ctx.getStop() == null ? 0 : ctx.getStop().getStopIndex() + 1));
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
}
