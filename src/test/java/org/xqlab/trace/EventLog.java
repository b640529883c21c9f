package org.xqlab.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Test listener that writes every event it receives as one line of text, all fields included. */
public final class EventLog implements SearchListener {

    public final List<String> lines = new ArrayList<>();
    private final int mask;
    private final int maxPly;

    public EventLog() {
        this(EventMask.ALL, Integer.MAX_VALUE);
    }

    EventLog(int mask, int maxPly) {
        this.mask = mask;
        this.maxPly = maxPly;
    }

    @Override
    public int mask() {
        return mask;
    }

    @Override
    public int maxPly() {
        return maxPly;
    }

    private void log(EventKind kind, Object... fields) {
        StringBuilder sb = new StringBuilder(kind.token());
        for (Object f : fields) {
            sb.append(' ').append(f);
        }
        lines.add(sb.toString());
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        log(EventKind.SEARCH_STARTED, fen, config, maxDepth);
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        log(EventKind.SEARCH_FINISHED, bestMove, score, depth, nodes, timeMillis);
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        log(EventKind.ITERATION_STARTED, depth, alpha, beta);
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        log(EventKind.ITERATION_FINISHED, depth, score, Arrays.toString(Arrays.copyOf(pv, pvLength)), nodes,
                timeMillis);
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        log(EventKind.NODE_ENTERED, nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        log(EventKind.NODE_LEFT, nodeId, ply, score, bound, bestMove, actual);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        log(EventKind.QUIESCENCE_ENTERED, nodeId, parentId, move, ply, alpha, beta, inCheck);
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        log(EventKind.STAGE_ENTERED, nodeId, ply, stage, produced);
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        log(EventKind.MOVE_TRIED, nodeId, ply, move, stage, index, reduction);
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        log(EventKind.CUTOFF, nodeId, ply, move, stage, index, depth, score, beta, step);
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        log(EventKind.TT_PROBE, nodeId, ply, hit, bound, depth, score, move, cut);
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        log(EventKind.TT_STORE, nodeId, ply, bound, depth, score, move);
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        log(EventKind.NULL_MOVE, nodeId, ply, reduction, score, cutoff, verified);
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        log(EventKind.LMR_REDUCTION, nodeId, ply, move, index, reduction);
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        log(EventKind.LMR_RESEARCH, nodeId, ply, move, score);
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        log(EventKind.KILLER_UPDATE, ply, before0, before1, after0, after1);
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        log(EventKind.HISTORY_SHAPE, shape, rows, cols, maxValue);
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        log(EventKind.HISTORY_UPDATE, row, col, bonus, newValue);
    }

    @Override
    public void historyDecay(String rule) {
        log(EventKind.HISTORY_DECAY, rule);
    }
}
