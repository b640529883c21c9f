package org.xqlab.trace;

import java.util.List;

/**
 * Fans every event out to several listeners, in the order given. Its {@link #mask()} is the union of
 * the children's masks and its {@link #maxPly()} the largest of theirs, so the engine calls it when
 * any child wants the event; each child still receives only its own kinds and plies. Children's
 * masks and ply limits are read once, at construction.
 */
public final class CompositeListener implements SearchListener {

    private final SearchListener[] children;
    private final int[] masks;
    private final int[] maxPlies;
    private final int mask;
    private final int maxPly;

    public CompositeListener(SearchListener... children) {
        this.children = children.clone();
        this.masks = new int[children.length];
        this.maxPlies = new int[children.length];
        int m = 0;
        int p = -1;
        for (int i = 0; i < children.length; i++) {
            masks[i] = children[i].mask();
            maxPlies[i] = children[i].maxPly();
            m |= masks[i];
            p = Math.max(p, maxPlies[i]);
        }
        this.mask = m;
        this.maxPly = children.length == 0 ? Integer.MAX_VALUE : p;
    }

    public CompositeListener(List<? extends SearchListener> children) {
        this(children.toArray(new SearchListener[0]));
    }

    @Override
    public int mask() {
        return mask;
    }

    @Override
    public int maxPly() {
        return maxPly;
    }

    private boolean wants(int i, EventKind kind, int ply) {
        return EventMask.accepts(masks[i], maxPlies[i], kind, ply);
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.SEARCH_STARTED, 0)) {
                children[i].searchStarted(fen, config, maxDepth);
            }
        }
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.SEARCH_FINISHED, 0)) {
                children[i].searchFinished(bestMove, score, depth, nodes, timeMillis);
            }
        }
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.ITERATION_STARTED, 0)) {
                children[i].iterationStarted(depth, alpha, beta);
            }
        }
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.ITERATION_FINISHED, 0)) {
                children[i].iterationFinished(depth, score, pv, pvLength, nodes, timeMillis);
            }
        }
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.NODE_ENTERED, ply)) {
                children[i].nodeEntered(nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key);
            }
        }
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.NODE_LEFT, ply)) {
                children[i].nodeLeft(nodeId, ply, score, bound, bestMove, actual);
            }
        }
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.QUIESCENCE_ENTERED, ply)) {
                children[i].quiescenceEntered(nodeId, parentId, move, ply, alpha, beta, inCheck);
            }
        }
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.STAGE_ENTERED, ply)) {
                children[i].stageEntered(nodeId, ply, stage, produced);
            }
        }
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.MOVE_TRIED, ply)) {
                children[i].moveTried(nodeId, ply, move, stage, index, reduction);
            }
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.CUTOFF, ply)) {
                children[i].cutoff(nodeId, ply, move, stage, index, depth, score, beta, step);
            }
        }
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.TT_PROBE, ply)) {
                children[i].ttProbe(nodeId, ply, hit, bound, depth, score, move, cut);
            }
        }
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.TT_STORE, ply)) {
                children[i].ttStore(nodeId, ply, bound, depth, score, move);
            }
        }
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.NULL_MOVE, ply)) {
                children[i].nullMove(nodeId, ply, reduction, score, cutoff, verified);
            }
        }
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.LMR_REDUCTION, ply)) {
                children[i].lmrReduction(nodeId, ply, move, index, reduction);
            }
        }
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.LMR_RESEARCH, ply)) {
                children[i].lmrResearch(nodeId, ply, move, score);
            }
        }
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.KILLER_UPDATE, ply)) {
                children[i].killerUpdate(ply, before0, before1, after0, after1);
            }
        }
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.HISTORY_SHAPE, 0)) {
                children[i].historyShape(shape, rows, cols, maxValue);
            }
        }
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.HISTORY_UPDATE, 0)) {
                children[i].historyUpdate(row, col, bonus, newValue);
            }
        }
    }

    @Override
    public void historyDecay(String rule) {
        for (int i = 0; i < children.length; i++) {
            if (wants(i, EventKind.HISTORY_DECAY, 0)) {
                children[i].historyDecay(rule);
            }
        }
    }
}
