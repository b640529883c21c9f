package org.xqlab.trace;

import java.util.Arrays;

/**
 * Derives search statistics from any event stream, live or replayed: node and quiescence-node
 * counts, TT probes/hits/cutoffs, null-move tries/cutoffs, LMR reductions/re-searches, cutoffs per
 * stage and per step, fail highs by move index, moves produced and tried per stage, the stage of
 * each node's best move, and per-iteration depth/score/PV/nodes/time with the effective branching
 * factor. The counting is done by a {@link StatsAccumulator}, the same class the engine counts with,
 * so for a search sending every event the two agree by construction. {@link #snapshot()} may be
 * called at any time on the thread that delivers the events; the counts are only as complete as the
 * events the engine was allowed to send (mask, max ply).
 *
 * <p>To learn the stage of a node's best move the collector remembers the moves tried in every open
 * node, on a stack of frames keyed by node id: a node entered pops the frames above its parent, so
 * nested searches of the same position at the same ply (IID, null-move verification) keep their own
 * frames and a stream without {@code nodeLeft} events cannot grow the stack without bound. Counting
 * only allocates when the search goes deeper or wider than ever before.
 */
public final class StatsCollector implements SearchListener {
    private boolean ended;

    /** Default number of individual move-index buckets in the fail-high histogram. */
    public static final int DEFAULT_INDEX_BUCKETS = 8;

    private final StatsAccumulator acc;

    // the stack of open nodes: id, and the moves (with stages) tried in it so far
    private long[] frameNode = new long[64];
    private int[][] frameMoves = new int[64][];
    private byte[][] frameStages = new byte[64][];
    private int[] frameSize = new int[64];
    private static final NodeType[] TYPES = NodeType.values();
    /** The expected node type of each open frame (its ordinal), -1 for a quiescence node. */
    private int[] frameType = new int[64];
    private int depth;

    public StatsCollector() {
        this(DEFAULT_INDEX_BUCKETS);
    }

    /** @param indexBuckets move indices 0..indexBuckets-1 get their own bucket, larger ones share the last */
    public StatsCollector(int indexBuckets) {
        acc = new StatsAccumulator(indexBuckets);
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        acc.reset(ConfigText.isOn(config, "quiescence", true));
        depth = 0;
        ended = false;
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        ended = true;
    }

    /** Whether the search's end was seen (a trace without it was cut before the search ended). */
    public boolean ended() {
        return ended;
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        acc.iteration(depth, score, pv, pvLength, nodes, timeMillis);
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        acc.node();
        push(nodeId, parentId, expected.ordinal());
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        acc.qnode();
        push(nodeId, parentId, -1);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        int f = find(nodeId);
        if (f < 0) {
            return;
        }
        depth = f; // pops this frame and any left open above it
        if (bestMove == 0 || (bound != Bound.EXACT && bound != Bound.LOWER)) {
            return;
        }
        int[] moves = frameMoves[f];
        for (int i = frameSize[f] - 1; i >= 0; i--) {
            if (moves[i] == bestMove) {
                acc.best(Stage.of(frameStages[f][i]));
                return;
            }
        }
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        acc.produced(stage, produced);
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        acc.tried(stage);
        int f = find(nodeId);
        if (f < 0) {
            return;
        }
        int n = frameSize[f];
        if (n == frameMoves[f].length) {
            frameMoves[f] = Arrays.copyOf(frameMoves[f], n * 2);
            frameStages[f] = Arrays.copyOf(frameStages[f], n * 2);
        }
        frameMoves[f][n] = move;
        frameStages[f][n] = (byte) stage.ordinal();
        frameSize[f] = n + 1;
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        acc.cutoff(step, stage, index);
        if (step == Step.BETA_CUTOFF) {
            int f = find(nodeId);
            if (f >= 0 && frameType[f] >= 0) {
                acc.cutoffAt(TYPES[frameType[f]], index);
            }
        }
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        acc.ttProbe(hit, cut);
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        acc.nullMove(cutoff);
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        acc.lmrReduction();
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        acc.lmrResearch();
    }

    /** The counters alone. */
    public SearchCounters counters() {
        return acc.counters();
    }

    /** An immutable snapshot of everything derived so far. */
    public Stats snapshot() {
        return acc.snapshot();
    }

    /** Opens a frame for a node, first closing every frame above its parent's. */
    private void push(long nodeId, long parentId, int type) {
        int at = (parentId < 0 ? -1 : find(parentId)) + 1;
        if (at == frameNode.length) {
            int n = at * 2;
            frameNode = Arrays.copyOf(frameNode, n);
            frameMoves = Arrays.copyOf(frameMoves, n);
            frameStages = Arrays.copyOf(frameStages, n);
            frameSize = Arrays.copyOf(frameSize, n);
            frameType = Arrays.copyOf(frameType, n);
        }
        if (frameMoves[at] == null) {
            frameMoves[at] = new int[16];
            frameStages[at] = new byte[16];
        }
        frameNode[at] = nodeId;
        frameSize[at] = 0;
        frameType[at] = type;
        depth = at + 1;
    }

    /** The index of the open frame of this node (searched from the top), or -1. */
    private int find(long nodeId) {
        for (int i = depth - 1; i >= 0; i--) {
            if (frameNode[i] == nodeId) {
                return i;
            }
        }
        return -1;
    }
}
