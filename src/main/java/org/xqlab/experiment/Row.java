package org.xqlab.experiment;

import org.xqlab.rules.Move;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchResult;
import org.xqlab.trace.IterationStats;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchCounters;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The measurements of one search: which (variant, position, limit, repetition) it was, and what the
 * engine counted. {@code ebf} is the effective branching factor of the last iteration (its own nodes
 * over the previous iteration's own nodes; null at depth 1). {@code cutoffsByStage} holds every
 * {@link Stage} in canonical order; {@code failHighsByIndex} counts β-cutoffs by the index of the cutting
 * move (last bucket: that index or later). {@code match} says whether the best move is one of the suite's
 * expected moves (null when the suite names none). {@code timeMicros} is the search's time as the runner
 * measured it, the searching thread's CPU time (finer than the wall-clock {@code timeMillis}; 0 in rows of older
 * builds); {@code rootMoves} the legal moves of the position (the b of the Knuth–Moore count). The first-move cutoff rates by expected node type (PV, CUT, ALL) are
 * null when nodes of that type made no β-cutoff. With the efficiency measure, {@code oracleDepth} is the depth of
 * the completed search whose best moves ordered the minimal tree's re-search, and {@code minimalNodes} and
 * {@code minimalTotalNodes} that re-search's main-search and total nodes, {@code minimalMicros} the CPU time of
 * the deeper search and the re-search together (all four null without the measure, and in repetitions after the
 * first). Every field but {@code timeMillis}, {@code nps}, {@code timeMicros} and {@code minimalMicros} is
 * reproducible: the same search gives the same values.
 */
public record Row(String variant, String suite, String position, String sequence, String limit, int repetition,
                  int depth, long nodes, long qnodes, long totalNodes, long timeMillis, long nps, long ttProbes,
                  long ttHits, long ttCutoffs, Double ttHitRate, long betaCutoffs, Double firstMoveCutoffRate,
                  Map<String, Long> cutoffsByStage, List<Long> failHighsByIndex, long nullMoveTries,
                  long nullMoveCutoffs, long lmrReductions, long lmrResearches, Double ebf, String bestMove,
                  int score, String scoreText, String expected, Boolean match, long timeMicros, int rootMoves,
                  Double firstMoveCutoffRatePv, Double firstMoveCutoffRateCut, Double firstMoveCutoffRateAll,
                  Integer oracleDepth, Long minimalNodes, Long minimalTotalNodes, Long minimalMicros) {

    /** The row of a finished search that took {@code timeMicros}, from a position with {@code rootMoves} legal moves. */
    public static Row of(Variant variant, SuitePosition p, Limit limit, int repetition, SearchResult r,
                         long timeMicros, int rootMoves) {
        Stats s = r.stats();
        SearchCounters c = s.counters();
        Map<String, Long> byStage = new LinkedHashMap<>();
        for (Stage stage : Stage.values()) {
            byStage.put(stage.name(), s.cutoffsByStage().getOrDefault(stage, 0L));
        }
        List<IterationStats> its = s.iterations();
        Double ebf = its.isEmpty() ? null : nullIfNaN(its.get(its.size() - 1).branchingFactor());
        String best = Move.iccs(r.bestMove());
        Boolean match = p.bestMoves().isEmpty() ? null : p.bestMoves().contains(best);
        return new Row(variant.name(), p.suite(), p.id(), p.sequence(), limit.label(), repetition, r.depth(),
                r.nodes(), r.qnodes(), r.totalNodes(), r.timeMillis(), r.nodesPerSecond(), c.ttProbes(), c.ttHits(),
                c.ttCutoffs(), c.ttProbes() == 0 ? null : (double) c.ttHits() / c.ttProbes(), c.betaCutoffs(),
                nullIfNaN(s.firstMoveCutoffRate()), byStage, s.failHighsByIndex(), c.nullMoveTries(),
                c.nullMoveCutoffs(), c.lmrReductions(), c.lmrResearches(), ebf, best, r.score(),
                Scores.format(r.score()), String.join(" ", p.bestMoves()), match, timeMicros, rootMoves,
                nullIfNaN(s.firstMoveCutoffRate(NodeType.PV)), nullIfNaN(s.firstMoveCutoffRate(NodeType.CUT)),
                nullIfNaN(s.firstMoveCutoffRate(NodeType.ALL)), null, null, null, null);
    }

    /**
     * This row with the minimal tree measured: the oracle's depth, the re-search's main-search and total nodes, and
     * the microseconds the two searches took together.
     */
    public Row withMinimalTree(int oracleDepth, long minimalNodes, long minimalTotalNodes, long minimalMicros) {
        return new Row(variant, suite, position, sequence, limit, repetition, depth, nodes, qnodes, totalNodes,
                timeMillis, nps, ttProbes, ttHits, ttCutoffs, ttHitRate, betaCutoffs, firstMoveCutoffRate,
                cutoffsByStage, failHighsByIndex, nullMoveTries, nullMoveCutoffs, lmrReductions, lmrResearches, ebf,
                bestMove, score, scoreText, expected, match, timeMicros, rootMoves, firstMoveCutoffRatePv,
                firstMoveCutoffRateCut, firstMoveCutoffRateAll, oracleDepth, minimalNodes, minimalTotalNodes,
                minimalMicros);
    }

    /** The search's time in microseconds: {@code timeMicros}, or for a row without it {@code timeMillis} × 1000. */
    public long micros() {
        return timeMicros > 0 ? timeMicros : timeMillis * 1000;
    }

    /** {@code suite/position}. */
    public String positionKey() {
        return suite + "/" + position;
    }

    /** This row with the time fields zeroed: what must be equal between two runs. */
    public Row withoutTime() {
        return new Row(variant, suite, position, sequence, limit, repetition, depth, nodes, qnodes, totalNodes, 0, 0,
                ttProbes, ttHits, ttCutoffs, ttHitRate, betaCutoffs, firstMoveCutoffRate, cutoffsByStage,
                failHighsByIndex, nullMoveTries, nullMoveCutoffs, lmrReductions, lmrResearches, ebf, bestMove, score,
                scoreText, expected, match, 0, rootMoves, firstMoveCutoffRatePv, firstMoveCutoffRateCut,
                firstMoveCutoffRateAll, oracleDepth, minimalNodes, minimalTotalNodes, null);
    }

    private static Double nullIfNaN(double d) {
        return Double.isNaN(d) ? null : d;
    }
}
