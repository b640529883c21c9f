package org.xqlab.trace;

import java.util.Arrays;

/**
 * One root search kept by {@link SearchTree}: the iteration's depth and window, its root node (null
 * if the root was not stored), and once finished its score and principal variation. An aspiration
 * re-search, which enters the root again within the same iteration, gets an entry of its own with
 * the same depth. Mutated only by the tree that owns it.
 */
public final class SearchIteration {

    final int depth;
    final int alpha;
    final int beta;
    TreeNode root;
    boolean finished;
    int score;
    int[] pv = new int[0];

    SearchIteration(int depth, int alpha, int beta) {
        this.depth = depth;
        this.alpha = alpha;
        this.beta = beta;
    }

    public int depth() {
        return depth;
    }

    public int alpha() {
        return alpha;
    }

    public int beta() {
        return beta;
    }

    public TreeNode root() {
        return root;
    }

    public boolean isFinished() {
        return finished;
    }

    public int score() {
        return score;
    }

    /** The PV reported by {@code iterationFinished} (a copy). */
    public int[] pv() {
        return pv.clone();
    }

    @Override
    public String toString() {
        return "SearchIteration[depth=" + depth + " window=[" + alpha + "," + beta + "] finished=" + finished
                + " score=" + score + " pv=" + Arrays.toString(pv) + "]";
    }
}
