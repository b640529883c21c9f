package org.xqlab.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One node of a {@link SearchTree}: what the node was on entry (move from the parent, ply, depth,
 * α, β, expected type, in check, key), how it ended (score, bound, best move, actual type), how it
 * was reached (the stage and index of its move in the parent, LMR reduction, whether it is a
 * repeated search of the same move — PVS or LMR re-search — and whether its reduced result triggered
 * an LMR re-search), and what happened inside (TT hit/cut, null move tried/cut, the cutoff's step,
 * move, stage and index, and how many candidate siblings the cutoff pruned: moves produced by the
 * node's source stages minus moves tried, see {@link Stage}). Children are kept in search order.
 * Values not (yet) known are 0, null, -1 or false. Mutated only by the tree that owns it.
 */
public final class TreeNode {

    final long id;
    final TreeNode parent;
    final List<TreeNode> children = new ArrayList<>(4);
    final int move;
    final int ply;
    final int depth;
    final int alpha;
    final int beta;
    final NodeType expected;
    final boolean quiescence;
    final boolean inCheck;
    final long key;
    Stage stage;
    int index = -1;
    int reduction;
    boolean research;
    boolean researched;
    boolean left;
    int score;
    Bound bound;
    int bestMove;
    NodeType actual;
    boolean ttHit;
    boolean ttCut;
    boolean nullMoveTried;
    boolean nullMoveCut;
    Step cutoffStep;
    int cutMove;
    Stage cutStage;
    int cutIndex = -1;
    int prunedSiblings;
    int candidates;
    int tried;
    // the move most recently announced by moveTried, awaiting its child
    int pendingMove;
    Stage pendingStage;
    int pendingIndex = -1;
    int pendingReduction;

    TreeNode(long id, TreeNode parent, int move, int ply, int depth, int alpha, int beta, NodeType expected,
             boolean quiescence, boolean inCheck, long key) {
        this.id = id;
        this.parent = parent;
        this.move = move;
        this.ply = ply;
        this.depth = depth;
        this.alpha = alpha;
        this.beta = beta;
        this.expected = expected;
        this.quiescence = quiescence;
        this.inCheck = inCheck;
        this.key = key;
    }

    public long id() {
        return id;
    }

    /** The parent, or null for a root. */
    public TreeNode parent() {
        return parent;
    }

    /** Stored children in search order (read-only view). */
    public List<TreeNode> children() {
        return Collections.unmodifiableList(children);
    }

    public int move() {
        return move;
    }

    public int ply() {
        return ply;
    }

    /** Remaining depth on entry (0 for quiescence nodes). */
    public int depth() {
        return depth;
    }

    public int alpha() {
        return alpha;
    }

    public int beta() {
        return beta;
    }

    /** Expected node type; null for quiescence nodes. */
    public NodeType expected() {
        return expected;
    }

    public boolean isQuiescence() {
        return quiescence;
    }

    public boolean inCheck() {
        return inCheck;
    }

    public long key() {
        return key;
    }

    /** Whether this node is the search after a null move: move 0 one ply below its parent. */
    public boolean isNullMoveSearch() {
        return move == 0 && parent != null && ply == parent.ply + 1;
    }

    /**
     * Whether this node searches its parent's own position again at the parent's ply: internal iterative deepening,
     * a null move's verification, razoring's quiescence search or a singular search. No move leads to it.
     */
    public boolean isNestedSearch() {
        return parent != null && ply == parent.ply;
    }

    /** The stage of the parent's move picker that produced this node's move. */
    public Stage stage() {
        return stage;
    }

    /** The index of this node's move within the parent (from 0), -1 if unknown. */
    public int index() {
        return index;
    }

    /** LMR reduction applied to this search of the move. */
    public int reduction() {
        return reduction;
    }

    /** This is a repeated search of the same move (after a null-window or reduced search). */
    public boolean isResearch() {
        return research;
    }

    /** This reduced search beat α and caused an LMR re-search. */
    public boolean triggeredResearch() {
        return researched;
    }

    /** Whether the node has been left (its result is known). */
    public boolean isFinished() {
        return left;
    }

    public int score() {
        return score;
    }

    public Bound bound() {
        return bound;
    }

    public int bestMove() {
        return bestMove;
    }

    public NodeType actual() {
        return actual;
    }

    public boolean ttHit() {
        return ttHit;
    }

    public boolean ttCut() {
        return ttCut;
    }

    public boolean nullMoveTried() {
        return nullMoveTried;
    }

    public boolean nullMoveCut() {
        return nullMoveCut;
    }

    /** The step that cut this node (BETA_CUTOFF for a move), or null. */
    public Step cutoffStep() {
        return cutoffStep;
    }

    public boolean hasCutoff() {
        return cutoffStep != null;
    }

    public int cutMove() {
        return cutMove;
    }

    public Stage cutStage() {
        return cutStage;
    }

    public int cutIndex() {
        return cutIndex;
    }

    /** Candidate moves left untried by the cutoff. */
    public int prunedSiblings() {
        return prunedSiblings;
    }

    /** Moves produced by this node's source stages so far. */
    public int candidates() {
        return candidates;
    }

    /** Moves tried in this node so far. */
    public int tried() {
        return tried;
    }

    /** Every field in one line, children excluded; two equal trees print equal lines. */
    public String describe() {
        return "id=" + id + " m=" + move + " ply=" + ply + " d=" + depth + " [" + alpha + "," + beta + "]"
                + " exp=" + expected + " q=" + quiescence + " chk=" + inCheck + " key=" + Long.toHexString(key)
                + " from=" + stage + "#" + index + " r=" + reduction + " re=" + research + " trig=" + researched
                + " -> " + (left ? score + " " + bound + " best=" + bestMove + " act=" + actual : "open")
                + " tt=" + ttHit + "/" + ttCut + " null=" + nullMoveTried + "/" + nullMoveCut
                + " cut=" + cutoffStep + (cutoffStep == null ? "" : " " + cutMove + " " + cutStage + "#" + cutIndex
                + " pruned=" + prunedSiblings) + " cand=" + candidates + " tried=" + tried
                + " children=" + children.size();
    }

    @Override
    public String toString() {
        return "TreeNode[" + describe() + "]";
    }
}
