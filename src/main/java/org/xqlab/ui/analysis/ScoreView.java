package org.xqlab.ui.analysis;

import org.xqlab.rules.Piece;
import org.xqlab.trace.Bound;
import org.xqlab.trace.TreeNode;

/**
 * From whose side the tree and the node details show scores. The engine stores every score negamax
 * style, from the view of the side to move at that node, so a Red win of a horse reads −292 at a node
 * where Black moves. {@link #RED} shows every score from Red's view (positive is good for Red),
 * {@link #ROOT_SIDE} from the view of the side to move at the root, {@link #NEGAMAX} as stored. A
 * lower bound seen from the other side is an upper bound, so bounds turn with the sign.
 */
enum ScoreView {
    RED("scores.red", "scores.legend.red"),
    ROOT_SIDE("scores.root", "scores.legend.root"),
    NEGAMAX("scores.negamax", "scores.legend.negamax");

    final String key;
    final String legendKey;

    ScoreView(String key, String legendKey) {
        this.key = key;
        this.legendKey = legendKey;
    }

    /** The side to move at {@code node} in a search whose root has {@code rootSide} to move. */
    static int sideAt(TreeNode node, int rootSide, int rootPly) {
        return (node.ply() - rootPly) % 2 == 0 ? rootSide : 1 - rootSide;
    }

    /** +1 or −1: the factor that turns {@code node}'s stored score into this view. */
    int sign(TreeNode node, int rootSide, int rootPly) {
        return switch (this) {
            case NEGAMAX -> 1;
            case ROOT_SIDE -> sideAt(node, rootSide, rootPly) == rootSide ? 1 : -1;
            case RED -> sideAt(node, rootSide, rootPly) == Piece.RED ? 1 : -1;
        };
    }

    /** {@code node}'s score in this view. */
    int score(TreeNode node, int rootSide, int rootPly) {
        return sign(node, rootSide, rootPly) * node.score();
    }

    /** {@code node}'s bound in this view (null stays null). */
    Bound bound(TreeNode node, int rootSide, int rootPly) {
        Bound b = node.bound();
        if (b == null || sign(node, rootSide, rootPly) > 0) {
            return b;
        }
        return b == Bound.LOWER ? Bound.UPPER : b == Bound.UPPER ? Bound.LOWER : b;
    }
}
