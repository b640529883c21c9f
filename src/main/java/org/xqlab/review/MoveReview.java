package org.xqlab.review;

/**
 * One reviewed move of the main line: its ply (0 = the record's first move), the move and the side that played
 * it, the phase, the scores before and after it from the mover's side (after = minus the engine's score of the
 * next position; mates stay mates, {@link org.xqlab.search.Scores}), the winning chances it lost, its mark, the
 * engine's best move in the position before with its line ({@code betterLine}, starting with that move) and the
 * line the engine expects after the played move ({@code refutation}, starting with the opponent's reply), and
 * the time and nodes the position's search took.
 */
public record MoveReview(int ply, int move, int side, GamePhase phase, boolean bookMove, int before, int after,
                         double loss, Judgement judgement, int bestMove, int[] betterLine, int[] refutation,
                         long timeMillis, long nodes, int depth) {
    public MoveReview {
        betterLine = betterLine.clone();
        refutation = refutation.clone();
    }

    @Override
    public int[] betterLine() {
        return betterLine.clone();
    }

    @Override
    public int[] refutation() {
        return refutation.clone();
    }

    /**
     * This move's accuracy, 0 to 100: {@code 100 · exp(−loss / }{@value GameReview#ACCURACY_SCALE}{@code )}, with the
     * loss of a book, only or best move counted as 0.
     */
    public double accuracy() {
        double l = judgement == Judgement.BOOK || judgement == Judgement.ONLY || judgement == Judgement.BEST ? 0 : loss;
        return 100 * Math.exp(-l / GameReview.ACCURACY_SCALE);
    }

    /** The move number as a record writes it (1 for the first move of each side from the start position). */
    public int moveNumber(int firstSide) {
        return (ply + firstSide) / 2 + 1;
    }
}
