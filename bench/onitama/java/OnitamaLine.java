import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import onitama.ai.Searcher;
import onitama.ai.TranspositionTable;
import onitama.common.Utils;
import onitama.model.Card;
import onitama.model.CardState;
import onitama.model.Move;
import onitama.model.SearchParameters;

/**
 * A line interface to maxbennedich/onitama's engine for bench/onitama/versus.ts. Each line
 * `search BOARD C00 C01 C10 C11 NEXT PLAYER MS` (the board as 25 characters from the top row,
 * cards by the engine's names, player 0 the one at the bottom) is answered with
 * `move CARD PX PY NX NY NODES DEPTH`. Every search is a new Searcher with the table size the
 * engine's own game dialog picks for the time, as its AIPlayer does without pondering; the JVM
 * stays up between moves, so the engine is warm.
 */
public final class OnitamaLine {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            String[] w = line.trim().split("\\s+");
            if (w[0].equals("quit")) break;
            if (!w[0].equals("search") || w.length != 9) {
                System.out.println("error expected search BOARD C00 C01 C10 C11 NEXT PLAYER MS, got " + line);
                System.out.flush();
                continue;
            }
            Card[][] hands = {
                {Card.valueOf(w[2]), Card.valueOf(w[3])},
                {Card.valueOf(w[4]), Card.valueOf(w[5])},
            };
            int player = Integer.parseInt(w[7]);
            int ms = Integer.parseInt(w[8]);
            int bits = TranspositionTable.getSuggestedSize(Searcher.MAX_NOMINAL_DEPTH, ms);
            Searcher searcher = new Searcher(new SearchParameters(bits, Searcher.MAX_NOMINAL_DEPTH, ms), Utils.NO_LOGGER, false);
            searcher.setState(player, w[1], new CardState(hands, Card.valueOf(w[6])));
            searcher.start();
            Move m = searcher.getBestMove();
            System.out.printf("move %s %d %d %d %d %d %d%n", m.card.name(), m.px, m.py, m.nx, m.ny, m.nodesEvaluated, m.scoreSearchDepth);
            System.out.flush();
        }
    }
}
