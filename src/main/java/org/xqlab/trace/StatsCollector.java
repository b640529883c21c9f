package org.xqlab.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Derives search statistics from any event stream, live or replayed: node and quiescence-node
 * counts, TT probes/hits/cutoffs, null-move tries/cutoffs, LMR reductions/re-searches, cutoffs per
 * stage and per step, fail highs by move index, moves produced and tried per stage, the stage of
 * each node's best move, and per-iteration depth/score/PV/nodes/time with the effective branching
 * factor. Counting only allocates when the search goes deeper than ever before. {@link #snapshot()}
 * may be called at any time on the thread that delivers the events; the counts are only as complete
 * as the events the engine was allowed to send (mask, max ply).
 */
public final class StatsCollector implements SearchListener {

    /** Default number of individual move-index buckets in the fail-high histogram. */
    public static final int DEFAULT_INDEX_BUCKETS = 8;

    private final long[] failHighs;
    private final long[] cutoffsByStage = new long[Stage.count()];
    private final long[] cutoffsByStep = new long[Step.values().length];
    private final long[] triedByStage = new long[Stage.count()];
    private final long[] producedByStage = new long[Stage.count()];
    private final long[] bestByStage = new long[Stage.count()];
    private final List<IterationStats> iterations = new ArrayList<>();
    private long nodes;
    private long qnodes;
    private long ttProbes;
    private long ttHits;
    private long ttCutoffs;
    private long nullTries;
    private long nullCutoffs;
    private long lmrReductions;
    private long lmrResearches;
    private long betaCutoffs;

    // per-ply record of the moves tried in the node currently open at that ply
    private long[] frameNode = new long[64];
    private int[][] frameMoves = new int[64][];
    private byte[][] frameStages = new byte[64][];
    private int[] frameSize = new int[64];

    public StatsCollector() {
        this(DEFAULT_INDEX_BUCKETS);
    }

    /** @param indexBuckets move indices 0..indexBuckets-1 get their own bucket, larger ones share the last */
    public StatsCollector(int indexBuckets) {
        if (indexBuckets < 1) {
            throw new IllegalArgumentException("indexBuckets must be ≥ 1: " + indexBuckets);
        }
        failHighs = new long[indexBuckets + 1];
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        Arrays.fill(failHighs, 0);
        for (long[] a : List.of(cutoffsByStage, cutoffsByStep, triedByStage, producedByStage, bestByStage)) {
            Arrays.fill(a, 0);
        }
        iterations.clear();
        nodes = qnodes = ttProbes = ttHits = ttCutoffs = 0;
        nullTries = nullCutoffs = lmrReductions = lmrResearches = betaCutoffs = 0;
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        List<Integer> line = new ArrayList<>(pvLength);
        for (int i = 0; i < pvLength; i++) {
            line.add(pv[i]);
        }
        long previous = iterations.isEmpty() ? 0 : iterations.get(iterations.size() - 1).nodes();
        long own = nodes - previous;
        double ebf = Double.NaN;
        if (!iterations.isEmpty()) {
            long before = iterations.get(iterations.size() - 1).iterationNodes();
            ebf = before == 0 ? Double.NaN : (double) own / before;
        }
        iterations.add(new IterationStats(depth, score, line, nodes, own, timeMillis, ebf));
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        nodes++;
        openFrame(nodeId, ply);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        qnodes++;
        openFrame(nodeId, ply);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        if (bestMove == 0 || (bound != Bound.EXACT && bound != Bound.LOWER)
                || ply >= frameNode.length || frameNode[ply] != nodeId) {
            return;
        }
        int[] moves = frameMoves[ply];
        for (int i = frameSize[ply] - 1; i >= 0; i--) {
            if (moves[i] == bestMove) {
                bestByStage[frameStages[ply][i]]++;
                return;
            }
        }
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        producedByStage[stage.ordinal()] += produced;
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        triedByStage[stage.ordinal()]++;
        if (ply < frameNode.length && frameNode[ply] == nodeId) {
            int n = frameSize[ply];
            if (n == frameMoves[ply].length) {
                frameMoves[ply] = Arrays.copyOf(frameMoves[ply], n * 2);
                frameStages[ply] = Arrays.copyOf(frameStages[ply], n * 2);
            }
            frameMoves[ply][n] = move;
            frameStages[ply][n] = (byte) stage.ordinal();
            frameSize[ply] = n + 1;
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        cutoffsByStep[step.ordinal()]++;
        if (step == Step.BETA_CUTOFF) {
            betaCutoffs++;
            failHighs[Math.min(Math.max(index, 0), failHighs.length - 1)]++;
            if (stage != null) {
                cutoffsByStage[stage.ordinal()]++;
            }
        }
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        ttProbes++;
        if (hit) {
            ttHits++;
        }
        if (cut) {
            ttCutoffs++;
        }
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        nullTries++;
        if (cutoff) {
            nullCutoffs++;
        }
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        lmrReductions++;
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        lmrResearches++;
    }

    /** The counters alone. */
    public SearchCounters counters() {
        return new SearchCounters(nodes, qnodes, ttProbes, ttHits, ttCutoffs, nullTries, nullCutoffs,
                lmrReductions, lmrResearches, betaCutoffs);
    }

    /** An immutable snapshot of everything derived so far. */
    public Stats snapshot() {
        List<Long> histogram = new ArrayList<>(failHighs.length);
        for (long n : failHighs) {
            histogram.add(n);
        }
        return new Stats(counters(), byStage(cutoffsByStage), byStep(cutoffsByStep), histogram,
                byStage(triedByStage), byStage(producedByStage), byStage(bestByStage), iterations);
    }

    private void openFrame(long nodeId, int ply) {
        if (ply < 0) {
            return;
        }
        if (ply >= frameNode.length) {
            int n = Math.max(ply + 1, frameNode.length * 2);
            frameNode = Arrays.copyOf(frameNode, n);
            frameMoves = Arrays.copyOf(frameMoves, n);
            frameStages = Arrays.copyOf(frameStages, n);
            frameSize = Arrays.copyOf(frameSize, n);
        }
        if (frameMoves[ply] == null) {
            frameMoves[ply] = new int[16];
            frameStages[ply] = new byte[16];
        }
        frameNode[ply] = nodeId;
        frameSize[ply] = 0;
    }

    private static Map<Stage, Long> byStage(long[] counts) {
        Map<Stage, Long> map = new EnumMap<>(Stage.class);
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != 0) {
                map.put(Stage.of(i), counts[i]);
            }
        }
        return map;
    }

    private static Map<Step, Long> byStep(long[] counts) {
        Map<Step, Long> map = new EnumMap<>(Step.class);
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != 0) {
                map.put(Step.values()[i], counts[i]);
            }
        }
        return map;
    }
}
