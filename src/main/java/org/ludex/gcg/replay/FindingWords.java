package org.ludex.gcg.replay;

import org.ludex.crossword.Facts;
import org.ludex.crossword.Finding;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostics;

import java.util.ArrayList;
import java.util.List;

/**
 * What the crossword game finds, in the words of a GCG check: each {@link Facts} as the message of its
 * {@code gcg.*} code, and each {@link Finding.Bearing} as the note on the related line. What the record writes or
 * claims beyond the rules ({@link Claims}) it words itself.
 */
final class FindingWords {
    private FindingWords() {}

    /**
     * The message of a finding. {@code quoted} gives the record's own text of what the message quotes (a line's
     * rack, its play, the tiles of an end-of-game line); {@code set} is the game's tile set.
     */
    static String message(Finding finding, Quoted quoted, LetterDistribution set) {
        Finding.Place place = finding.place();
        Facts facts = finding.facts();
        if (facts instanceof Facts.Turn f) {
            return "it is " + f.onTurn() + "'s turn, not " + f.mover() + "'s: the players take turns in order";
        }
        if (facts instanceof Facts.AfterEnd f) {
            return "the game ended with event " + (f.endAt() + 1) + " ("
                    + (f.wentOut() != null ? f.wentOut() + " went out with the bag empty" : f.zeroTurnLimit() + " zero-point turns in a row")
                    + "); no turn comes after the end";
        }
        if (facts instanceof Facts.ExchangeLacking f) {
            return "an exchange gives back tiles from the rack, but the rack " + quoted.rack(place.at()) + " has no "
                    + CrosswordText.tiles(f.lacking());
        }
        if (facts instanceof Facts.ExchangeCount f) {
            return "an exchange gives back tiles from the rack, but the rack " + quoted.rack(place.at())
                    + " holds " + Diagnostics.count(f.rack().size(), "tile") + ", not " + f.count();
        }
        if (facts instanceof Facts.ExchangeBag f) {
            return "an exchange needs at least " + f.minimum() + " tiles in the bag; "
                    + (f.bag() == 0 ? "it is empty" : "it holds " + Diagnostics.count(f.bag(), "tile"));
        }
        if (facts instanceof Facts.OffBoard f) {
            return CrosswordText.offBoard(f.placement(), f.rows(), f.columns()).orElseThrow();
        }
        if (facts instanceof Facts.ThroughEmpty f) {
            return "'.' stands for a tile already on the board, but " + CrosswordText.square(f.square()) + " is empty";
        }
        if (facts instanceof Facts.ThroughTile f) {
            return "a tile played through is written as it lies on the board: " + CrosswordText.square(f.square())
                    + " holds " + written(f.there(), f.thereBlank()) + ", not " + written(f.given(), f.givenBlank());
        }
        if (facts instanceof Facts.NoTile f) {
            return "a play puts at least one tile on the board; every square of this one is taken";
        }
        if (facts instanceof Facts.PlaySize f) {
            return "a play puts at most " + f.maximum() + " tiles on the board, a rack's worth; this one puts " + f.placed();
        }
        if (facts instanceof Facts.PlayRack f) {
            return "every tile played comes from the rack, but " + (f.none()
                    ? "none of " + quoted.play(place.at()) + " is on the rack " + quoted.rack(place.at()) // "has no ZZZ for ZZZ" said it twice
                    : "the rack " + quoted.rack(place.at()) + " has no " + CrosswordText.tiles(f.lacking()) + " for " + quoted.play(place.at()));
        }
        if (facts instanceof Facts.SetExhausted f) {
            return "the set has no more " + CrosswordText.tiles(f.missing()) + ": every one is on the board"
                    + (f.racks() ? " or on a known rack" : "");
        }
        if (facts instanceof Facts.Centre f) {
            return "the first play of a game covers the centre square " + CrosswordText.square(f.centre());
        }
        if (facts instanceof Facts.Disconnected f) {
            return "a play touches a tile already on the board; this one touches none";
        }
        if (facts instanceof Facts.ForeignTile f) {
            return written(f.tile(), false) + " is not a tile of the " + f.set() + " set";
        }
        if (facts instanceof Facts.RackOversize f) {
            return f.player() + "'s rack" + " holds " + f.size() + " tiles; a rack holds at most " + f.maximum();
        }
        if (facts instanceof Facts.Undrawable f) {
            return f.player() + "'s rack" + " cannot be drawn: " + missing(f.missing(), f.wanted(), set);
        }
        if (facts instanceof Facts.BagEmptyRack f) {
            return f.player() + "'s rack" + " holds " + Diagnostics.count(f.count(), "tile")
                    + ", but with the bag empty " + f.player() + " has " + f.held();
        }
        if (facts instanceof Facts.RackUnseen f) {
            return "with the bag empty, " + f.player() + " holds every tile not on the board or on " + f.other()
                    + "'s rack (" + CrosswordText.tiles(f.otherRack()) + "): " + (f.expected().isEmpty() ? "none" : CrosswordText.tiles(f.expected()))
                    + ", not " + quoted.rack(place.at());
        }
        if (facts instanceof Facts.KeptTiles f) {
            return f.player() + " kept " + CrosswordText.tiles(f.kept()) + " after their previous turn, but this rack has no "
                    + CrosswordText.tiles(f.lacking());
        }
        if (facts instanceof Facts.KeptAtEnd f) {
            return f.player() + " kept " + CrosswordText.tiles(f.kept()) + " after their last turn"
                    + (f.exact() ? ", and nothing else," : "") + " but the end of the game charges " + quoted.endTiles(place.at());
        }
        if (facts instanceof Facts.NoPlayBefore f) {
            return (finding.fault() == org.ludex.crossword.Fault.CHALLENGE_PLAY
                    ? "a challenge bonus follows the challenged play, by the same player, but "
                    : "'--' takes back the play just before it, by the same player, but ")
                    + (!f.any() ? "no event comes before it" : "the event before it is " + (f.play() ? quoted.nickname(f.at()) + "'s play" : "not a play"));
        }
        if (facts instanceof Facts.WithdrawalRack f) {
            return "a withdrawal is written with the rack of the play it takes back, " + quoted.rack(f.playedAt())
                    + ", not " + quoted.rack(place.at());
        }
        if (facts instanceof Facts.BeforeEnd f) {
            return "this event belongs to the end of the game, which has not come: no player has gone out with the"
                    + " bag empty and there have not been " + f.zeroTurnLimit() + " zero-point turns in a row";
        }
        if (facts instanceof Facts.EndRule f) {
            return "after " + f.zeroTurnLimit() + " zero-point turns nobody scores the racks left; "
                    + "each player loses the value of their own rack, written RACK (TILES) -N";
        }
        if (facts instanceof Facts.OutPointsPlayer f) {
            return f.wentOut() + " went out, and the points for the racks left go to the player who went out, not to "
                    + f.scorer();
        }
        if (facts instanceof Facts.WentOutPenalty f) {
            return f.player() + " went out and has no tiles left to lose points for";
        }
        if (facts instanceof Facts.EndTiles f) {
            return (f.player() == null ? "the tiles left on the other rack" : f.player() + "'s rack left") + " are "
                    + (f.left().isEmpty() ? "none" : CrosswordText.tiles(f.left())) + ": every tile not on the board, not " + quoted.endTiles(place.at());
        }
        if (facts instanceof Facts.EndRack f) {
            return "the rack written before the tiles a player loses points for is those tiles: " + quoted.endTiles(place.at())
                    + ", not " + quoted.rack(place.at());
        }
        if (facts instanceof Facts.TimeRepeated f) {
            return f.player() + " already has a time penalty: a player's time is penalized once, at the end of the game";
        }
        throw new IllegalArgumentException("no words for " + facts);
    }

    /**
     * The note on the place related to a finding.
     */
    static String related(Finding finding) {
        Finding.Related related = finding.related().orElseThrow();
        return switch (related.bearing()) {
            case KEPT_RACK -> "the rack of that turn";
            case WHOLE_RACK -> ((Facts.RackUnseen) finding.facts()).other() + "'s rack is written whole here";
        };
    }

    /**
     * Why a replay stopped knowing the game whole, where it did: what the record does not say there may have put tiles on
     * the board that the game has not placed, so that a check after it may find what is not wrong.
     */
    enum LostTrack {
        OFF_BOARD("the play there could not be put on the board"),
        WITHDRAWAL_UNAPPLIED("the withdrawal there could not apply, and the play before it may not have been taken back"),
        MOVE_UNKNOWN("the event line there could not be read");

        final String words;

        LostTrack(String words) {
            this.words = words;
        }
    }

    /** The record's own text of what a message quotes, by the number of the event line. */
    interface Quoted {
        /** The rack the event line writes. */
        String rack(int event);

        /** The tiles of the event line's play. */
        String play(int event);

        /** The tiles an end-of-game event line scores. */
        String endTiles(int event);

        /** The nickname that begins the event line. */
        String nickname(int event);
    }

    static String written(Tile tile, boolean blank) {
        return blank ? Tile.lower(tile.letters()) + " (a blank)" : tile.letters();
    }

    static String missing(TileCounts missing, TileCounts wanted, LetterDistribution set) {
        List<String> parts = new ArrayList<>();
        for (Tile tile : missing.tiles().stream().distinct().toList()) {
            int number = set.indexOf(tile);
            int inSet = set.tiles().get(number - 1).count();
            parts.add("it holds " + wanted.count(number) + " " + written(tile, false) + ", but the " + set.name() + " set has " + inSet
                    + (inSet > 0 ? " and the rest are on the board or another rack" : ""));
        }
        if (missing.count(TileCounts.BLANK) > 0) {
            parts.add(wanted.count(TileCounts.BLANK) + " ? but the set has " + set.blanks() + " blank" + (set.blanks() == 1 ? "" : "s")
                    + " and the others are played");
        }
        return String.join("; ", parts);
    }
}
