package org.xqlab.figure;

import org.xqlab.figure.ScorePerspective;
import org.xqlab.trace.Bound;
import org.xqlab.trace.TreeNode;

/**
 * From whose side the tree, the node details and the status line show scores, with the words that say
 * which (the toolbar's choice). The arithmetic is {@link ScorePerspective}'s, shared with the exported
 * figures: {@link #RED} from Red's view, {@link #ROOT_SIDE} from the side to move at the root,
 * {@link #NEGAMAX} as stored (the side to move at each node).
 */
public enum ScoreView {
    RED("scores.red", "scores.legend.red", ScorePerspective.RED),
    ROOT_SIDE("scores.root", "scores.legend.root", ScorePerspective.ROOT_SIDE),
    NEGAMAX("scores.negamax", "scores.legend.negamax", ScorePerspective.NEGAMAX);

    public final String key;
    public final String legendKey;
    public final ScorePerspective perspective;

    ScoreView(String key, String legendKey, ScorePerspective perspective) {
        this.key = key;
        this.legendKey = legendKey;
        this.perspective = perspective;
    }

    /** The side to move at {@code node} in a search whose root has {@code rootSide} to move. */
    public static int sideAt(TreeNode node, int rootSide, int rootPly) {
        return ScorePerspective.sideAt(node, rootSide, rootPly);
    }

    /** +1 or −1: the factor that turns {@code node}'s stored score into this view. */
    public int sign(TreeNode node, int rootSide, int rootPly) {
        return perspective.sign(node, rootSide, rootPly);
    }

    /** {@code node}'s score in this view. */
    public int score(TreeNode node, int rootSide, int rootPly) {
        return perspective.score(node, rootSide, rootPly);
    }

    /** {@code node}'s bound in this view (null stays null). */
    public Bound bound(TreeNode node, int rootSide, int rootPly) {
        return perspective.bound(node, rootSide, rootPly);
    }

    /** A root score (stored from the side to move at the root) in this view: the status line's number. */
    public int rootScore(int score, int rootSide) {
        return this == RED && rootSide != org.xqlab.rules.Piece.RED ? -score : score;
    }
}
