package org.xqlab.teach;

import org.xqlab.trace.Bound;

/**
 * What a lesson shows at one node of the textbook tree after the events up to the cursor, all from
 * MAX's point of view: whether the node is unvisited, on the path of the search, the current node,
 * done or pruned; its (α, β) window — the window it was entered with, α (at MAX) or β (at MIN)
 * narrowed by each child result as the algorithm narrows it; the best value so far; its final value
 * and what that value is ({@link Bound#EXACT}, {@link Bound#LOWER} "≥ value", {@link Bound#UPPER}
 * "≤ value") once done; the cut it made, or the cut that pruned it. Changed only by {@link Playback}.
 */
public final class NodeState {
    /** Where the node stands in the replay. */
    public enum Status {
        UNVISITED, ON_PATH, CURRENT, DONE, PRUNED
    }

    Status status = Status.UNVISITED;
    int alpha;
    int beta;
    boolean hasBest;
    int best;
    boolean done;
    int value;
    Bound bound;
    Cut cut;
    Cut prunedBy;
    int visits;

    void reset() {
        status = Status.UNVISITED;
        hasBest = false;
        done = false;
        bound = null;
        cut = null;
        prunedBy = null;
    }

    public Status status() {
        return status;
    }

    /** α of the window (MAX's view); ≤ −{@link TextbookSearch#INFINITY} means −∞. */
    public int alpha() {
        return alpha;
    }

    /** β of the window (MAX's view); ≥ {@link TextbookSearch#INFINITY} means +∞. */
    public int beta() {
        return beta;
    }

    /** Whether the node was entered at least once in the replay so far. */
    public boolean visited() {
        return visits > 0;
    }

    /** Times the node was entered (more than once after a NegaScout re-search). */
    public int visits() {
        return visits;
    }

    public boolean hasBest() {
        return hasBest;
    }

    /** Best child value so far (MAX's view), valid if {@link #hasBest()}. */
    public int best() {
        return best;
    }

    /** Whether the node has been left and has its value. */
    public boolean done() {
        return done;
    }

    /** The value returned (MAX's view), valid if {@link #done()}. */
    public int value() {
        return value;
    }

    /** What the value says about the true value, in MAX's view; null until done. */
    public Bound bound() {
        return bound;
    }

    /** The cut this node made, or null. */
    public Cut cut() {
        return cut;
    }

    /** The cut that pruned this node, or null. */
    public Cut prunedBy() {
        return prunedBy;
    }
}
