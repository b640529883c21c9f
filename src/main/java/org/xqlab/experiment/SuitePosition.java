package org.xqlab.experiment;

import java.util.List;

/**
 * One position of a suite: its id (unique in the suite), the FEN, the expected best moves in ICCS (empty
 * when the suite names none), a free comment (source, opening name), the name of the game sequence it
 * belongs to (empty for a standalone position), and for a mating problem the number of moves of the
 * shortest mate (EPD's {@code dm}; 0 when the suite names none). Positions of one sequence are successive
 * positions of a game; an experiment with {@code "sequences": true} searches them in file order with one searcher, so the
 * tables carry over from search to search as they do in a game.
 */
public record SuitePosition(String suite, String id, String fen, List<String> bestMoves, String comment,
                            String sequence, int mateIn) {
    public SuitePosition {
        bestMoves = List.copyOf(bestMoves);
        if (mateIn < 0) {
            throw new IllegalArgumentException("mateIn " + mateIn);
        }
    }

    /** A position that names no mate. */
    public SuitePosition(String suite, String id, String fen, List<String> bestMoves, String comment, String sequence) {
        this(suite, id, fen, bestMoves, comment, sequence, 0);
    }

    /** The game this position comes from ({@link #gameOf}). */
    public String game() {
        return gameOf(suite, id, sequence);
    }

    /**
     * The game a position comes from, for statistics that count each game once: {@code suite/sequence}
     * when the position names its sequence; else, for an id of the form {@code NAME-pK} (the ply-K
     * position of game NAME, as {@link Suite#fromGames} and real-games.epd name them), {@code suite/NAME};
     * else the position itself ({@code suite/id}), a game of its own.
     */
    public static String gameOf(String suite, String id, String sequence) {
        if (sequence != null && !sequence.isEmpty()) {
            return suite + "/" + sequence;
        }
        java.util.regex.Matcher m = PLY_ID.matcher(id);
        return suite + "/" + (m.matches() ? m.group(1) : id);
    }

    private static final java.util.regex.Pattern PLY_ID = java.util.regex.Pattern.compile("(.+)-p\\d+");

    /** {@code suite/id}, unique within an experiment. */
    public String key() {
        return suite + "/" + id;
    }
}
