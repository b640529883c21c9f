package org.xqlab.search;

import org.xqlab.trace.IterationStats;
import org.xqlab.trace.SearchCounters;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Stats;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The engine's own bookkeeping of one search, kept with plain counters (no listener needed). It counts
 * exactly what the events say, so {@link #snapshot()} equals what a
 * {@link StatsCollector} derives from the same search's events — a test checks that.
 */
final class SearchStatistics {
    long nodes;
    long qnodes;
    long ttProbes;
    long ttHits;
    long ttCutoffs;
    long nullTries;
    long nullCutoffs;
    long lmrReductions;
    long lmrResearches;
    long betaCutoffs;
    final long[] cutoffsByStage = new long[Stage.count()];
    final long[] cutoffsByStep = new long[Step.values().length];
    final long[] failHighs = new long[StatsCollector.DEFAULT_INDEX_BUCKETS + 1];
    final long[] triedByStage = new long[Stage.count()];
    final long[] producedByStage = new long[Stage.count()];
    final long[] bestByStage = new long[Stage.count()];
    final List<IterationStats> iterations = new ArrayList<>();

    void betaCutoff(Stage stage, int index) {
        betaCutoffs++;
        cutoffsByStep[Step.BETA_CUTOFF.ordinal()]++;
        failHighs[Math.min(Math.max(index, 0), failHighs.length - 1)]++;
        cutoffsByStage[stage.ordinal()]++;
    }

    void iteration(int depth, int score, int[] pv, int pvLength, long totalNodes, long millis) {
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

    SearchCounters counters() {
        return new SearchCounters(nodes, qnodes, ttProbes, ttHits, ttCutoffs, nullTries, nullCutoffs,
                lmrReductions, lmrResearches, betaCutoffs);
    }

    Stats snapshot() {
        List<Long> histogram = new ArrayList<>();
        for (long n : failHighs) {
            histogram.add(n);
        }
        return new Stats(counters(), byStage(cutoffsByStage), bySteps(), histogram, byStage(triedByStage),
                byStage(producedByStage), byStage(bestByStage), iterations);
    }

    private static Map<Stage, Long> byStage(long[] counts) {
        Map<Stage, Long> m = new EnumMap<>(Stage.class);
        for (Stage s : Stage.values()) {
            if (counts[s.ordinal()] != 0) {
                m.put(s, counts[s.ordinal()]);
            }
        }
        return m;
    }

    private Map<Step, Long> bySteps() {
        Map<Step, Long> m = new EnumMap<>(Step.class);
        for (Step s : Step.values()) {
            if (cutoffsByStep[s.ordinal()] != 0) {
                m.put(s, cutoffsByStep[s.ordinal()]);
            }
        }
        return m;
    }
}
