package org.xqlab.trace;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An immutable snapshot of what {@link StatsCollector} derived from a search's events. Equality is
 * value equality over every part (counters, per-stage and per-step maps holding only non-zero
 * entries, the fail-high histogram, iterations), so a live search and its replayed trace give equal
 * snapshots, and {@link #counters()} can be compared with the engine's own {@link SearchCounters}.
 * {@link #format} renders the report the {@code replay} command prints.
 *
 * @param failHighsByIndex β-cutoffs by the index of the cutting move; the last bucket counts every
 *                         index ≥ {@code failHighsByIndex.size() - 1}
 * @param bestMoveStage    for nodes left with an EXACT or LOWER bound, the stage their best move came from
 */
public record Stats(SearchCounters counters, Map<Stage, Long> cutoffsByStage, Map<Step, Long> cutoffsByStep,
                    List<Long> failHighsByIndex, Map<Stage, Long> movesTriedByStage,
                    Map<Stage, Long> movesProducedByStage, Map<Stage, Long> bestMoveStage,
                    List<IterationStats> iterations) {

    public Stats {
        cutoffsByStage = Map.copyOf(cutoffsByStage);
        cutoffsByStep = Map.copyOf(cutoffsByStep);
        failHighsByIndex = List.copyOf(failHighsByIndex);
        movesTriedByStage = Map.copyOf(movesTriedByStage);
        movesProducedByStage = Map.copyOf(movesProducedByStage);
        bestMoveStage = Map.copyOf(bestMoveStage);
        iterations = List.copyOf(iterations);
    }

    /** Share of β-cutoffs made by the first move tried (index 0), in [0, 1]; NaN with no cutoffs. */
    public double firstMoveCutoffRate() {
        long total = counters.betaCutoffs();
        return total == 0 ? Double.NaN : (double) failHighsByIndex.get(0) / total;
    }

    /** The report with moves written as decimal ints. */
    public String format() {
        return format(MoveCodec.DECIMAL);
    }

    /** A readable multi-line report. */
    public String format(MoveCodec codec) {
        SearchCounters c = counters;
        StringBuilder sb = new StringBuilder();
        line(sb, "nodes %d, quiescence nodes %d, total %d", c.nodes(), c.qnodes(), c.totalNodes());
        line(sb, "TT: %d probes, %d hits (%s), %d cutoffs", c.ttProbes(), c.ttHits(),
                pct(c.ttHits(), c.ttProbes()), c.ttCutoffs());
        line(sb, "null move: %d tries, %d cutoffs (%s)", c.nullMoveTries(), c.nullMoveCutoffs(),
                pct(c.nullMoveCutoffs(), c.nullMoveTries()));
        line(sb, "LMR: %d reductions, %d re-searches (%s)", c.lmrReductions(), c.lmrResearches(),
                pct(c.lmrResearches(), c.lmrReductions()));
        line(sb, "β-cutoffs: %d, by the first move %s", c.betaCutoffs(),
                pct(failHighsByIndex.get(0), c.betaCutoffs()));
        sb.append("fail highs by move index:");
        for (int i = 0; i < failHighsByIndex.size(); i++) {
            boolean last = i == failHighsByIndex.size() - 1;
            sb.append(' ').append(last ? "≥" : "").append(i).append(':').append(failHighsByIndex.get(i));
        }
        sb.append('\n');
        line(sb, "%-32s %9s %9s %9s %9s", "stage", "produced", "tried", "cutoffs", "best");
        for (Stage s : Stage.values()) {
            long p = get(movesProducedByStage, s);
            long t = get(movesTriedByStage, s);
            long k = get(cutoffsByStage, s);
            long b = get(bestMoveStage, s);
            if (p + t + k + b > 0) {
                line(sb, "%-32s %9d %9d %9d %9d", s.english(), p, t, k, b);
            }
        }
        for (Step s : Step.values()) {
            long n = get(cutoffsByStep, s);
            if (n > 0) {
                line(sb, "cutoffs at %s: %d", s.caption(), n);
            }
        }
        line(sb, "%5s %7s %12s %12s %8s %6s  %s", "depth", "score", "nodes", "iter nodes", "ms", "EBF", "pv");
        for (IterationStats it : iterations) {
            StringBuilder pv = new StringBuilder();
            for (int m : it.pv()) {
                pv.append(pv.length() == 0 ? "" : " ").append(codec.format(m));
            }
            line(sb, "%5d %7d %12d %12d %8d %6s  %s", it.depth(), it.score(), it.nodes(), it.iterationNodes(),
                    it.timeMillis(), Double.isNaN(it.branchingFactor()) ? "-"
                            : String.format(Locale.ROOT, "%.2f", it.branchingFactor()), pv);
        }
        return sb.toString();
    }

    private static <K> long get(Map<K, Long> map, K key) {
        return map.getOrDefault(key, 0L);
    }

    private static String pct(long part, long whole) {
        return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    private static void line(StringBuilder sb, String format, Object... args) {
        sb.append(String.format(Locale.ROOT, format, args)).append('\n');
    }
}
