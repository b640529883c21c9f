package org.xqlab.teach.exercise;

import org.xqlab.trace.TreeNode;

/**
 * Follows one {@link CutPrediction} from the moment it is made to the moment the node's fate is known: each
 * {@link #tick()} steps the search shown on by one cutoff (when it can be stepped) until the node cut or was
 * left, at any depth, quiescence included. The search may be a live one, a live one stepped back, or a trace
 * file replayed: what counts is whether events after those shown are still to come, not whether an engine
 * runs, so a node of a finished search seen at an early event is decided by stepping through the events
 * already recorded. It ends undecided only when no event is left to show and the node is still open (a search
 * stopped, a trace cut short). JavaFX-free; not thread-safe (the UI thread calls it).
 */
public final class PredictionFollow {

    /** What a follow sees of the search shown. */
    public interface Search {
        /** The node as the views show it now (null: not in the tree shown). */
        TreeNode node(long id);

        /** Whether events after those shown are still to come (an engine running, recorded events not yet shown). */
        boolean moreToCome();

        /** Whether the search can be stepped on now (held, stepped back, or a replay not being rebuilt). */
        boolean ready();

        /** Steps on to the next cutoff, holding there. */
        void stepOn();
    }

    /** Where the follow is. */
    public enum State {
        /** The node is not decided yet: the search is being stepped on. */
        STEPPING,
        /** The node cut or was left: the prediction can be graded against {@link #node()}. */
        DECIDED,
        /** No event is left to show and the node is still open: nothing to grade. */
        ENDED
    }

    private final long nodeId;
    private final Search search;
    private State state = State.STEPPING;
    private TreeNode node;

    public PredictionFollow(long nodeId, Search search) {
        this.nodeId = nodeId;
        this.search = search;
    }

    /** One step: decided now, ended, or stepped on by a cutoff (when the search can be stepped). */
    public State tick() {
        if (state != State.STEPPING) {
            return state;
        }
        if (settled()) {
            return state;
        }
        if (search.ready()) {
            search.stepOn();
            settled();
        }
        return state;
    }

    private boolean settled() {
        TreeNode n = search.node(nodeId);
        if (n != null && CutPrediction.decided(n)) {
            node = n;
            state = State.DECIDED;
            return true;
        }
        if (!search.moreToCome()) {
            node = n;
            state = State.ENDED;
            return true;
        }
        return false;
    }

    public State state() {
        return state;
    }

    /** The node once decided (or as it was left when the follow ended); null while stepping. */
    public TreeNode node() {
        return node;
    }

    /**
     * The predictions graded in one window and their marks, kept until the window closes (a prediction that
     * ended undecided is not counted).
     */
    public static final class Tally {
        private int predictions;
        private int right;
        private int marks;
        private int perfect;

        public void add(Grade g) {
            predictions++;
            right += g.right();
            marks += g.total();
            if (g.perfect()) {
                perfect++;
            }
        }

        /** Predictions graded. */
        public int predictions() {
            return predictions;
        }

        /** Predictions graded all right. */
        public int perfect() {
            return perfect;
        }

        /** Marks right over all predictions graded. */
        public int right() {
            return right;
        }

        /** Marks over all predictions graded. */
        public int marks() {
            return marks;
        }
    }
}
