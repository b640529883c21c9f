package org.xqlab.review;

/**
 * What the engine said about one position of the main line: its best move (0 where the side to move has no
 * move), the score from the side to move ({@link org.xqlab.search.Scores}), the principal variation, the depth,
 * nodes and time of the search, and — where the played move was the engine's best and other moves exist — the
 * score of the best other move ({@code otherScore}, searched with that move left out at a quarter of the budget;
 * {@link #NO_OTHER} where not searched). This is what a review's journal keeps per position.
 */
public record PositionVerdict(int ply, int bestMove, int score, int[] pv, int depth, long nodes, long timeMillis,
                              int otherScore) {
    /** {@code otherScore} of a position where the other moves were not searched. */
    public static final int NO_OTHER = Integer.MIN_VALUE;

    public PositionVerdict {
        pv = pv.clone();
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }

    /** Whether the other moves were searched. */
    public boolean hasOther() {
        return otherScore != NO_OTHER;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionVerdict v && v.ply == ply && v.bestMove == bestMove && v.score == score
                && java.util.Arrays.equals(v.pv, pv) && v.depth == depth && v.nodes == nodes
                && v.otherScore == otherScore;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(ply, bestMove, score, java.util.Arrays.hashCode(pv), depth, nodes, otherScore);
    }
}
