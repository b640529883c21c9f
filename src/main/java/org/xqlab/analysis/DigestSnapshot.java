package org.xqlab.analysis;

import org.xqlab.trace.Stats;

import java.util.List;

/**
 * An immutable copy of a {@link SearchDigest}: the statistics, the killer and history tables
 * ({@link TableMirror}, a copy owned by the snapshot: readers must not feed it), per finished iteration
 * {@code {depth, ttProbes, ttHits}} as running totals, and the number of the search it digests (unique
 * in the program: a new number means a new search, and the heatmap starts a new colour scale).
 */
public record DigestSnapshot(int sequence, Stats stats, TableMirror tables, List<long[]> iterationTt, long events,
                             long search) {

    /** The history table's shape name, "" before any history event. */
    public String historyShape() {
        return tables.historyShape();
    }

    public int rows() {
        return tables.rows();
    }

    public int cols() {
        return tables.cols();
    }

    /** The history table's bound: values stay within ±max. */
    public int historyMax() {
        return tables.historyMax();
    }

    /** The history table, row-major, a copy. */
    public int[] history() {
        return tables.history();
    }

    public long historyUpdates() {
        return tables.historyUpdates();
    }

    public int decays() {
        return tables.decays();
    }

    public String lastDecay() {
        return tables.lastDecay();
    }

    /** The history value of a cell, 0 outside the table. */
    public int cell(int row, int col) {
        return tables.cell(row, col);
    }

    /** TT hit rate of iteration {@code i} alone (NaN if it made no probe). */
    public double iterationTtHitRate(int i) {
        long[] now = iterationTt.get(i);
        long[] before = i == 0 ? new long[] {0, 0, 0} : iterationTt.get(i - 1);
        long probes = now[1] - before[1];
        return probes == 0 ? Double.NaN : (double) (now[2] - before[2]) / probes;
    }

    /** An empty snapshot (before any search). */
    public static DigestSnapshot empty() {
        return new SearchDigest().snapshot();
    }
}
