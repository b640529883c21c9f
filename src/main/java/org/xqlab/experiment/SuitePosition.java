package org.xqlab.experiment;

import java.util.List;

/**
 * One position of a suite: its id (unique in the suite), the FEN, the expected best moves in ICCS (empty
 * when the suite names none), a free comment (source, opening name), and the name of the game sequence it
 * belongs to (empty for a standalone position). Positions of one sequence are successive positions of a
 * game; an experiment with {@code "sequences": true} searches them in file order with one searcher, so the
 * tables carry over from search to search as they do in a game.
 */
public record SuitePosition(String suite, String id, String fen, List<String> bestMoves, String comment,
                            String sequence) {
    public SuitePosition {
        bestMoves = List.copyOf(bestMoves);
    }

    /** {@code suite/id}, unique within an experiment. */
    public String key() {
        return suite + "/" + id;
    }
}
