package org.xqlab.trace;

/**
 * The scalar counters of one search, as derived by {@link StatsCollector} or as counted by the
 * engine itself; two instances are equal when every counter is, so a test can check the engine's
 * own bookkeeping against what its events say. {@code nodes} counts main-search nodes entered,
 * {@code qnodes} quiescence nodes, {@code betaCutoffs} move cutoffs (step β-cutoff) in both.
 */
public record SearchCounters(long nodes, long qnodes, long ttProbes, long ttHits, long ttCutoffs,
                             long nullMoveTries, long nullMoveCutoffs, long lmrReductions,
                             long lmrResearches, long betaCutoffs) {

    /** Main-search plus quiescence nodes. */
    public long totalNodes() {
        return nodes + qnodes;
    }
}
