package example;

import org.ludex.cgp.CgpWriter;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.GcgReplay;
import org.ludex.gcg.write.GcgPosition;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a GCG game and prints the position after its first N events (10 unless told):
 * the findings of the check, the board, the scores and the position as CGP.
 *
 *   java example.PositionAfter GAME.gcg [EVENTS]
 */
public final class PositionAfter {
    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: PositionAfter GAME.gcg [EVENTS]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        int events = args.length > 1 ? Integer.parseInt(args[1]) : 10;

        // Read and check: the model, and every finding with its place.
        ParseResult<Gcg> read = GcgReader.check(Files.readAllBytes(file));
        for (Diagnostic d : read.diagnostics()) {
            System.err.printf("%s:%d:%d: %s[%s]: %s%n", file, d.span().line(), d.span().column(),
                    d.severity().word(), d.code(), d.message());
        }
        if (read.model().isEmpty()) {
            System.err.println(file + ": no game could be read");
            System.exit(1);
        }
        Gcg game = read.model().get();

        // Replay the first N events and look at the game as it then stands.
        GameState state = GcgReplay.of(game).toEvent(events).state();
        System.out.println("After " + state.events() + " events:");
        CrosswordBoard board = state.board();
        for (int row = 1; row <= board.size(); row++) { // rows and columns count from 1
            StringBuilder line = new StringBuilder();
            for (int column = 1; column <= board.size(); column++) {
                line.append(board.filled(row, column) ? CrosswordText.tile(board.tile(row, column), board.blank(row, column)) : ".");
            }
            System.out.println(line);
        }
        for (int i = 0; i < state.players().size(); i++) {
            System.out.println(state.players().get(i).nickname() + ": " + state.scores().get(i));
        }
        System.out.println(GcgPosition.after(game, events).map(CgpWriter::write).orElse("(no CGP for this position)"));
    }
}
