package org.xqlab.review;

import org.xqlab.search.Scores;

/**
 * The curve from a score to the side's expected result (its winning chances, 0 = lost, ½ = level, 1 = won):
 * {@code E(s) = 1 / (1 + 10^(−K·s/400))}, the tuner's logistic ({@code ErrorFunction.sigmoid}) with the scale
 * {@link #SCALE} fitted by {@code tune label} to this engine's own search scores on the results of real games
 * (docs/review.md says how). A mate or a win by the repetition rules is a decided result: 1 for the side that
 * has it, 0 for the side that suffers it.
 */
public final class WinningChances {
    /**
     * K of the tuner's sigmoid at which the scores of {@code full} (20 000 nodes a position) predict the results
     * of the 800 games between {@code full} and ElephantEye kept in docs/tuning/distill-1/games best: the
     * {@code scale K} that {@code tune label --engine preset:full --budget nodes=20000} prints for a ninth of
     * their quiet positions. It follows the default evaluation table and is fitted again when that changes
     * (docs/review.md).
     */
    public static final double SCALE = 0.6195;

    private WinningChances() {
    }

    /** The expected result, 0 to 1, of score {@code s} for the side it is counted from. */
    public static double expected(int s) {
        if (Scores.isMate(s) || Scores.isRuleWin(s)) {
            return s > 0 ? 1 : 0;
        }
        return 1 / (1 + Math.pow(10, -SCALE * s / 400));
    }

    /** What a move lost: the mover's expected result before it minus after it, never below 0. */
    public static double loss(int before, int after) {
        return Math.max(0, expected(before) - expected(after));
    }
}
