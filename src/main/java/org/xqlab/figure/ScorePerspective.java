package org.xqlab.figure;

import org.xqlab.trace.Bound;
import org.xqlab.trace.TreeNode;

/**
 * From whose side a search tree's scores are written, on screen and in exported figures alike. The
 * engine stores every score negamax style, from the view of the side to move at that node, so a Red win
 * of a horse reads −292 at a node where Black moves. {@link #RED} writes every score from Red's view
 * (positive is good for Red), {@link #ROOT_SIDE} from the view of the side to move at the root,
 * {@link #NEGAMAX} as stored (the side to move at each node). A lower bound seen from the other side is
 * an upper bound, so bounds turn with the sign. Sides are {@code 0} Red and {@code 1} Black, as in
 * {@link org.xqlab.rules.Piece}.
 */
public enum ScorePerspective {
    RED, ROOT_SIDE, NEGAMAX;

    /** The side to move at {@code node} in a search whose root (at {@code rootPly}) has {@code rootSide} to move. */
    public static int sideAt(TreeNode node, int rootSide, int rootPly) {
        return (node.ply() - rootPly) % 2 == 0 ? rootSide : 1 - rootSide;
    }

    /** +1 or −1: the factor that turns {@code node}'s stored score into this view. */
    public int sign(TreeNode node, int rootSide, int rootPly) {
        return switch (this) {
            case NEGAMAX -> 1;
            case ROOT_SIDE -> sideAt(node, rootSide, rootPly) == rootSide ? 1 : -1;
            case RED -> sideAt(node, rootSide, rootPly) == 0 ? 1 : -1;
        };
    }

    /** {@code node}'s score in this view. */
    public int score(TreeNode node, int rootSide, int rootPly) {
        return sign(node, rootSide, rootPly) * node.score();
    }

    /** {@code node}'s bound in this view (null stays null). */
    public Bound bound(TreeNode node, int rootSide, int rootPly) {
        Bound b = node.bound();
        if (b == null || sign(node, rootSide, rootPly) > 0) {
            return b;
        }
        return b == Bound.LOWER ? Bound.UPPER : b == Bound.UPPER ? Bound.LOWER : b;
    }

    /** {@code node}'s score in this view as {@link NodeText#score} writes it, in English ("(unfinished)" while open). */
    public String text(TreeNode node, int rootSide, int rootPly) {
        return text(node, rootSide, rootPly, false, false);
    }

    /**
     * {@code node}'s score in this view as {@link NodeText#score} writes it in {@code chinese} or English; an
     * open node in words ({@link NodeText#open}: "(searching)" while {@code searching}, else "(unfinished)").
     */
    public String text(TreeNode node, int rootSide, int rootPly, boolean chinese, boolean searching) {
        return node.isFinished()
                ? NodeText.score(score(node, rootSide, rootPly), bound(node, rootSide, rootPly), chinese)
                : NodeText.open(searching, chinese);
    }
}
