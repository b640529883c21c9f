package org.xqlab.watch;

import org.xqlab.trace.Stats;

import java.util.List;

/**
 * An immutable copy of a {@link SearchDigest}: the statistics, the killer slots per ply ({@code killers[ply][slot]},
 * 0 = empty) with per-ply update, try and cutoff counts, the history mirror ({@code rows × cols},
 * row-major, values within ±{@code max}) with its update and decay counts, and per finished iteration
 * {@code {depth, ttProbes, ttHits}} as running totals, and the number of the search it digests (unique
 * in the program: a new number means a new search, and the heatmap starts a new colour scale). The arrays are copies owned by the snapshot:
 * readers must not change them.
 */
public record DigestSnapshot(int sequence, Stats stats, int[][] killers, long[] killerUpdates, long[] killerTries,
                      long[] killerCutoffs, String historyShape, int rows, int cols, int historyMax, int[] history,
                      long historyUpdates, int decays, String lastDecay, List<long[]> iterationTt, long events,
                      long search) {

    /** The history value of a cell, 0 outside the table. */
    public int cell(int row, int col) {
        int i = row * cols + col;
        return row < 0 || col < 0 || col >= cols || i >= history.length ? 0 : history[i];
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
