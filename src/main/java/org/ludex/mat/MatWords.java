package org.ludex.mat;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.RecordShow;
import org.ludex.xgid.XgidJson;
import org.ludex.xgid.XgidRules;
import org.ludex.xgid.XgidWriter;

import java.util.ArrayList;
import java.util.List;

/**
 * A match's own words for its show ({@link RecordShow}): an action is a cell, which stands on its line
 * ({@code line 12}, or {@code result} for a result alone on its line) and is written as the match writes it; a
 * position is told by its XGID; the page lists the match's tags. The record's actions are a game's cells in the order
 * written ({@link MatRecord}), so an action's index in its game is its cell's.
 */
final class MatWords implements RecordShow.Words {
    private final Mat mat;
    /** Each game's cells in the order written, and the label of each. */
    private final List<List<Cell>> cells = new ArrayList<>();
    private final List<List<String>> labels = new ArrayList<>();

    MatWords(Mat mat) {
        this.mat = mat;
        for (MatGame game : mat.games()) {
            List<Cell> gameCells = new ArrayList<>();
            List<String> gameLabels = new ArrayList<>();
            for (Line line : game.lines()) {
                if (line instanceof Line.Numbered numbered) {
                    for (Column column : Column.values()) {
                        numbered.cell(column).ifPresent(cell -> {
                            gameCells.add(cell);
                            gameLabels.add("line " + numbered.number());
                        });
                    }
                } else if (line instanceof Line.Alone alone) {
                    gameCells.add(alone.result());
                    gameLabels.add("result");
                } else {
                    throw new AssertionError(line);
                }
            }
            cells.add(gameCells);
            labels.add(gameLabels);
        }
    }

    @Override
    public String label(int game, int index, Action action) {
        return labels.get(game).get(index);
    }

    @Override
    public String where() {
        return "line";
    }

    @Override
    public String move(int game, int index, Action action) {
        return MatWriter.cell(cells.get(game).get(index));
    }

    @Override
    public String positionId(Position position) {
        return XgidWriter.write(XgidRules.xgid(position));
    }

    /** A position as its XGID's JSON, as {@code ludex json} of that XGID prints it. */
    @Override
    public JsonNode positionJson(Position position) {
        return XgidJson.json(XgidRules.xgid(position));
    }

    /** The match's tags, {@code name: value}. */
    @Override
    public List<String> about() {
        List<String> about = new ArrayList<>();
        for (Lead lead : mat.lead()) {
            if (lead instanceof Lead.Tag tag) {
                about.add(tag.name() + ": " + tag.value());
            }
        }
        return about;
    }
}
