package org.xqlab.teach;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

/**
 * One event of a textbook search, kept so a lesson can step through it forwards and backwards. Holds
 * the kinds a textbook search emits (search, iteration, node, stage, move, cutoff); fields a kind does
 * not use are 0 or null. {@link #replay} sends it on to any listener with the original arguments.
 *
 * @param a     α for node and iteration events; the produced count for a stage
 * @param b     β for node, iteration and cutoff events
 * @param score the score of a node left, a cutoff, an iteration or the search
 */
public record RecordedEvent(EventKind kind, long nodeId, long parentId, int move, int ply, int depth, int a, int b,
                            int score, Bound bound, NodeType type, Stage stage, int index, Step step, int[] pv,
                            String text) {

    /** Sends this event to {@code l} as the original call. */
    public void replay(SearchListener l) {
        switch (kind) {
            case SEARCH_STARTED -> l.searchStarted(text, "", depth);
            case SEARCH_FINISHED -> l.searchFinished(move, score, depth, nodeId, 0);
            case ITERATION_STARTED -> l.iterationStarted(depth, a, b);
            case ITERATION_FINISHED -> l.iterationFinished(depth, score, pv, pv.length, nodeId, 0);
            case NODE_ENTERED -> l.nodeEntered(nodeId, parentId, move, ply, depth, a, b, type, false, 0);
            case NODE_LEFT -> l.nodeLeft(nodeId, ply, score, bound, move, type);
            case STAGE_ENTERED -> l.stageEntered(nodeId, ply, stage, a);
            case MOVE_TRIED -> l.moveTried(nodeId, ply, move, stage, index, 0);
            case CUTOFF -> l.cutoff(nodeId, ply, move, stage, index, depth, score, b, step);
            default -> throw new IllegalStateException("not a textbook event: " + kind);
        }
    }
}
