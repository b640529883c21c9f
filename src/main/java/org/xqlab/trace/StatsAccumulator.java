package org.xqlab.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The one place where a search's statistics are counted. The engine feeds it directly while it
 * searches (no listener needed), and {@link StatsCollector} feeds it from events; because both call
 * the same methods with the same arguments at the same moments, the engine's statistics and the
 * collector's are equal by construction (and a test checks it). The counting methods allocate
 * nothing; {@link #iteration} and {@link #snapshot()} do. Not thread-safe: one search thread.
 */
public final class StatsAccumulator {
    private final long[] failHighs;
    private final long[] quiescenceFailHighs;
    private final long[] cutoffsByStage = new long[Stage.count()];
    private final long[] cutoffsByStep = new long[Step.values().length];
    private final long[] triedByStage = new long[Stage.count()];
    private final long[] producedByStage = new long[Stage.count()];
    private final long[] bestByStage = new long[Stage.count()];
    /** The main search's β-cutoffs by the expected type of their node (PV, CUT, ALL), and those by the first move. */
    private final long[] cutoffsByType = new long[NodeType.values().length];
    private final long[] firstCutoffsByType = new long[NodeType.values().length];
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
    private boolean quiescence = true;

    /** @param indexBuckets move indices 0..indexBuckets-1 get their own fail-high bucket, larger ones share the last */
    public StatsAccumulator(int indexBuckets) {
        if (indexBuckets < 1) {
            throw new IllegalArgumentException("indexBuckets must be ≥ 1: " + indexBuckets);
        }
        failHighs = new long[indexBuckets + 1];
        quiescenceFailHighs = new long[indexBuckets + 1];
    }

    /**
     * Forgets everything, as at the start of a search; {@code quiescence} says whether that search
     * runs a quiescence search at the horizon (else its leaves are evaluated statically, and the
     * counts call them leaves, not quiescence nodes).
     */
    public void reset(boolean quiescence) {
        this.quiescence = quiescence;
        for (long[] a : List.of(failHighs, quiescenceFailHighs, cutoffsByStage, cutoffsByStep, triedByStage, producedByStage,
                bestByStage, cutoffsByType, firstCutoffsByType)) {
            Arrays.fill(a, 0);
        }
        iterations.clear();
        nodes = qnodes = ttProbes = ttHits = ttCutoffs = 0;
        nullTries = nullCutoffs = lmrReductions = lmrResearches = betaCutoffs = 0;
    }

    /** A main-search node was entered. */
    public void node() {
        nodes++;
    }

    /** A quiescence node (or, with quiescence off, a leaf evaluated statically) was entered. */
    public void qnode() {
        qnodes++;
    }

    public long nodes() {
        return nodes;
    }

    public long qnodes() {
        return qnodes;
    }

    /** Main-search plus quiescence nodes. */
    public long totalNodes() {
        return nodes + qnodes;
    }

    /** A transposition-table probe; {@code cut} when it ended the node. */
    public void ttProbe(boolean hit, boolean cut) {
        ttProbes++;
        if (hit) {
            ttHits++;
        }
        if (cut) {
            ttCutoffs++;
        }
    }

    /** A null move was searched; {@code cut} when it (after verification, if any) ended the node. */
    public void nullMove(boolean cut) {
        nullTries++;
        if (cut) {
            nullCutoffs++;
        }
    }

    public void lmrReduction() {
        lmrReductions++;
    }

    public void lmrResearch() {
        lmrResearches++;
    }

    /** A source or picking stage was entered holding {@code produced} moves. */
    public void produced(Stage stage, int produced) {
        producedByStage[stage.ordinal()] += produced;
    }

    /** A move from {@code stage} is about to be searched. */
    public void tried(Stage stage) {
        triedByStage[stage.ordinal()]++;
    }

    /**
     * A node failed high at {@code step}; for a β-cutoff the cutting move's stage (may be null) and
     * its index in the node count too.
     */
    public void cutoff(Step step, Stage stage, int index) {
        cutoffsByStep[step.ordinal()]++;
        if (step == Step.BETA_CUTOFF) {
            betaCutoffs++;
            long[] histogram = stage != null && stage.isQuiescence() ? quiescenceFailHighs : failHighs;
            histogram[Math.min(Math.max(index, 0), histogram.length - 1)]++;
            if (stage != null) {
                cutoffsByStage[stage.ordinal()]++;
            }
        }
    }

    /**
     * A β-cutoff of the main search (not quiescence) by the move at {@code index} of a node whose expected type
     * on entry was {@code expected}; counted besides {@link #cutoff}, for the first-move cutoff rate by node type.
     */
    public void cutoffAt(NodeType expected, int index) {
        cutoffsByType[expected.ordinal()]++;
        if (index == 0) {
            firstCutoffsByType[expected.ordinal()]++;
        }
    }

    /** A node was left with an EXACT or LOWER bound and its best move came from {@code stage}. */
    public void best(Stage stage) {
        bestByStage[stage.ordinal()]++;
    }

    /** An iteration finished; {@code totalNodes} and {@code millis} are totals since the search started. */
    public void iteration(int depth, int score, int[] pv, int pvLength, long totalNodes, long millis) {
        List<Integer> line = new ArrayList<>(pvLength);
        for (int i = 0; i < pvLength; i++) {
            line.add(pv[i]);
        }
        long previous = iterations.isEmpty() ? 0 : iterations.get(iterations.size() - 1).nodes();
        long own = totalNodes - previous;
        double ebf = Double.NaN;
        if (!iterations.isEmpty()) {
            long before = iterations.get(iterations.size() - 1).iterationNodes();
            ebf = before == 0 ? Double.NaN : (double) own / before;
        }
        iterations.add(new IterationStats(depth, score, line, totalNodes, own, millis, ebf));
    }

    /** The scalar counters alone. */
    public SearchCounters counters() {
        return new SearchCounters(nodes, qnodes, ttProbes, ttHits, ttCutoffs, nullTries, nullCutoffs,
                lmrReductions, lmrResearches, betaCutoffs);
    }

    /** An immutable snapshot of everything counted so far. */
    public Stats snapshot() {
        return new Stats(counters(), quiescence, byStage(cutoffsByStage), byStep(cutoffsByStep),
                list(failHighs), list(quiescenceFailHighs), byStage(triedByStage), byStage(producedByStage),
                byStage(bestByStage), list(cutoffsByType), list(firstCutoffsByType), iterations);
    }

    private static List<Long> list(long[] counts) {
        List<Long> list = new ArrayList<>(counts.length);
        for (long n : counts) {
            list.add(n);
        }
        return list;
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
