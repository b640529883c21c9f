package org.xqlab.trace;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An immutable snapshot of what {@link StatsCollector} derived from a search's events. Equality is
 * value equality over every part (counters, per-stage and per-step maps holding only non-zero
 * entries, the fail-high histogram, iterations), so a live search and its replayed trace give equal
 * snapshots, and {@link #counters()} can be compared with the engine's own {@link SearchCounters}.
 * {@link #format} renders the report the {@code replay} and {@code search} commands print.
 *
 * @param quiescence       whether the search ran a quiescence search at the horizon; without it the
 *                         {@link SearchCounters#qnodes()} are leaves evaluated statically
 * @param failHighsByIndex β-cutoffs of the main search by the index of the cutting move (how well the
 *                         moves were ordered); the last bucket counts every index ≥ {@code size() - 1}
 * @param quiescenceFailHighsByIndex the same for the β-cutoffs of quiescence (captures and evasions),
 *                         kept apart because they say little about the main search's ordering
 * @param bestMoveStage    for nodes left with an EXACT or LOWER bound, the stage their best move came from
 * @param cutoffsByNodeType the main search's β-cutoffs by the expected type of their node on entry (PV, CUT,
 *                         ALL in {@link NodeType} order: Fruit's expectation, which the engine passes down)
 * @param firstMoveCutoffsByNodeType of those, the ones made by the first move tried
 */
public record Stats(SearchCounters counters, boolean quiescence, Map<Stage, Long> cutoffsByStage,
                    Map<Step, Long> cutoffsByStep, List<Long> failHighsByIndex,
                    List<Long> quiescenceFailHighsByIndex, Map<Stage, Long> movesTriedByStage,
                    Map<Stage, Long> movesProducedByStage, Map<Stage, Long> bestMoveStage,
                    List<Long> cutoffsByNodeType, List<Long> firstMoveCutoffsByNodeType,
                    List<IterationStats> iterations) {

    public Stats {
        cutoffsByStage = Map.copyOf(cutoffsByStage);
        cutoffsByStep = Map.copyOf(cutoffsByStep);
        failHighsByIndex = List.copyOf(failHighsByIndex);
        quiescenceFailHighsByIndex = List.copyOf(quiescenceFailHighsByIndex);
        movesTriedByStage = Map.copyOf(movesTriedByStage);
        movesProducedByStage = Map.copyOf(movesProducedByStage);
        bestMoveStage = Map.copyOf(bestMoveStage);
        cutoffsByNodeType = List.copyOf(cutoffsByNodeType);
        firstMoveCutoffsByNodeType = List.copyOf(firstMoveCutoffsByNodeType);
        iterations = List.copyOf(iterations);
    }

    /**
     * Share of the main search's β-cutoffs made by the first move tried (index 0), in [0, 1]; NaN with
     * no cutoffs. This is the measure of move ordering: quiescence cutoffs are left out (see
     * {@link #quiescenceFirstMoveCutoffRate()}), since a search without ordering makes most of its
     * cutoffs there, on the only capture there is, and would look better ordered than it is.
     */
    public double firstMoveCutoffRate() {
        return firstShare(failHighsByIndex);
    }

    /**
     * The first-move cutoff rate of the main search's nodes of one expected type: the share of their β-cutoffs
     * made by the first move tried; NaN when nodes of that type made none.
     */
    public double firstMoveCutoffRate(NodeType expected) {
        long all = cutoffsByNodeType.get(expected.ordinal());
        return all == 0 ? Double.NaN : (double) firstMoveCutoffsByNodeType.get(expected.ordinal()) / all;
    }

    /** The same share for quiescence's β-cutoffs; NaN with none. */
    public double quiescenceFirstMoveCutoffRate() {
        return firstShare(quiescenceFailHighsByIndex);
    }

    /** β-cutoffs of the main search (all β-cutoffs less those of quiescence). */
    public long mainSearchCutoffs() {
        return sum(failHighsByIndex);
    }

    /** β-cutoffs of quiescence. */
    public long quiescenceCutoffs() {
        return sum(quiescenceFailHighsByIndex);
    }

    private static double firstShare(List<Long> histogram) {
        long total = sum(histogram);
        return total == 0 ? Double.NaN : (double) histogram.get(0) / total;
    }

    private static long sum(List<Long> values) {
        long total = 0;
        for (long v : values) {
            total += v;
        }
        return total;
    }

    /** The report with moves written as decimal ints, stages named as under the default configuration. */
    public String format() {
        return format(MoveCodec.DECIMAL, "");
    }

    private static void histogram(StringBuilder sb, String title, List<Long> counts) {
        sb.append(title);
        for (int i = 0; i < counts.size(); i++) {
            boolean last = i == counts.size() - 1;
            sb.append(' ').append(last ? "≥" : "").append(i).append(':').append(counts.get(i));
        }
        sb.append('\n');
    }

    /** A readable multi-line report, stages named as in the search whose configuration text is {@code config}. */
    public String format(MoveCodec codec, String config) {
        SearchCounters c = counters;
        StringBuilder sb = new StringBuilder();
        line(sb, quiescence ? "nodes %d, quiescence nodes %d, total %d"
                : "nodes %d, leaves evaluated statically %d (quiescence off), total %d",
                c.nodes(), c.qnodes(), c.totalNodes());
        line(sb, "TT: %d probes, %d hits (%s), %d cutoffs", c.ttProbes(), c.ttHits(),
                pct(c.ttHits(), c.ttProbes()), c.ttCutoffs());
        line(sb, "null move: %d tries, %d cutoffs (%s)", c.nullMoveTries(), c.nullMoveCutoffs(),
                pct(c.nullMoveCutoffs(), c.nullMoveTries()));
        line(sb, "LMR: %d reductions, %d re-searches (%s)", c.lmrReductions(), c.lmrResearches(),
                pct(c.lmrResearches(), c.lmrReductions()));
        line(sb, "β-cutoffs: %d in the main search, by the first move %s; %d in quiescence, by the first move %s",
                mainSearchCutoffs(), pct(failHighsByIndex.get(0), mainSearchCutoffs()), quiescenceCutoffs(),
                pct(quiescenceFailHighsByIndex.get(0), quiescenceCutoffs()));
        // the main search's β-cutoffs by the node's expected type: first-move ones of all, and the rate
        sb.append("first-move cutoffs by node type:");
        for (NodeType t : NodeType.values()) {
            long all = cutoffsByNodeType.get(t.ordinal());
            long first = firstMoveCutoffsByNodeType.get(t.ordinal());
            sb.append(t == NodeType.PV ? " " : ", ").append(t.name()).append(' ').append(first).append(" of ")
                    .append(all).append(" (").append(pct(first, all)).append(')');
        }
        sb.append('\n');
        histogram(sb, "fail highs by move index:", failHighsByIndex);
        if (quiescenceCutoffs() > 0) {
            histogram(sb, "quiescence fail highs by move index:", quiescenceFailHighsByIndex);
        }
        line(sb, "%-32s %9s %9s %9s %9s", "stage", "produced", "tried", "cutoffs", "best");
        for (Stage s : Stage.values()) {
            long p = get(movesProducedByStage, s);
            long t = get(movesTriedByStage, s);
            long k = get(cutoffsByStage, s);
            long b = get(bestMoveStage, s);
            if (p + t + k + b > 0) {
                line(sb, "%-32s %9d %9d %9d %9d", s.caption(config, false), p, t, k, b);
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
