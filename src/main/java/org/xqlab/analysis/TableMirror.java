package org.xqlab.analysis;

import org.xqlab.search.HistoryTable;
import org.xqlab.search.Searcher;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.Arrays;

/**
 * The engine's history table and killer slots as a search's events leave them — the one mirror of
 * those tables that the live views, step back, the exported figures and the trace reader all use.
 * History: its shape and bound as the search announces them ({@code historyShape}), every cell, each
 * update applied and each decay applied by the engine's own rule ({@link HistoryTable#decay(int[], String)}),
 * with counts of updates and decays. Killers: per ply the two slots, how often they changed, how many
 * killer moves were tried there and how many of those cut off; a new search starts them empty, as the
 * engine clears its killers (the history carries over, as the engine keeps it). It may start from the
 * engine's table ({@link #seedHistory}). Feed it from one thread; {@link #copy()} gives a copy for
 * another thread to read.
 */
public final class TableMirror implements SearchListener {
    /** Plies whose killers are kept: the engine's. */
    public static final int MAX_PLY = Searcher.MAX_PLY;

    private String shape = "";
    private int rows;
    private int cols;
    private int max = 1;
    private int[] history = new int[0];
    private long historyUpdates;
    private int decays;
    private String lastDecay = "";
    private final int[][] killers = new int[MAX_PLY][2];
    private final long[] killerUpdates = new long[MAX_PLY];
    private final long[] killerTries = new long[MAX_PLY];
    private final long[] killerCutoffs = new long[MAX_PLY];

    /** Starts from the engine's table (row-major), which it keeps between searches. */
    public void seedHistory(String shape, int rows, int cols, int max, int[] values) {
        this.shape = shape;
        this.rows = rows;
        this.cols = cols;
        this.max = Math.max(1, max);
        this.history = values.clone();
    }

    /** A copy of everything, for a reader on another thread (or to keep as it is now). */
    public TableMirror copy() {
        TableMirror m = new TableMirror();
        m.shape = shape;
        m.rows = rows;
        m.cols = cols;
        m.max = max;
        m.history = history.clone();
        m.historyUpdates = historyUpdates;
        m.decays = decays;
        m.lastDecay = lastDecay;
        for (int i = 0; i < MAX_PLY; i++) {
            m.killers[i][0] = killers[i][0];
            m.killers[i][1] = killers[i][1];
        }
        System.arraycopy(killerUpdates, 0, m.killerUpdates, 0, MAX_PLY);
        System.arraycopy(killerTries, 0, m.killerTries, 0, MAX_PLY);
        System.arraycopy(killerCutoffs, 0, m.killerCutoffs, 0, MAX_PLY);
        return m;
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
        Arrays.fill(killerUpdates, 0);
        Arrays.fill(killerTries, 0);
        Arrays.fill(killerCutoffs, 0);
        historyUpdates = 0;
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        if (!shape.equals(this.shape) || rows != this.rows || cols != this.cols || history.length != rows * cols) {
            history = new int[rows * cols];
        }
        this.shape = shape;
        this.rows = rows;
        this.cols = cols;
        this.max = Math.max(1, maxValue);
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        int i = row * cols + col;
        if (row >= 0 && col >= 0 && col < cols && i < history.length) {
            history[i] = newValue;
            historyUpdates++;
        }
    }

    @Override
    public void historyDecay(String rule) {
        decays++;
        lastDecay = rule;
        HistoryTable.decay(history, rule);
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        if (ply >= 0 && ply < MAX_PLY) {
            killers[ply][0] = after0;
            killers[ply][1] = after1;
            killerUpdates[ply]++;
        }
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        if ((stage == Stage.KILLER_1 || stage == Stage.KILLER_2) && ply >= 0 && ply < MAX_PLY) {
            killerTries[ply]++;
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        if ((stage == Stage.KILLER_1 || stage == Stage.KILLER_2) && ply >= 0 && ply < MAX_PLY) {
            killerCutoffs[ply]++;
        }
    }

    /** The table's shape name ("fromto", "side", "pieceto"), "" before any history event. */
    public String historyShape() {
        return shape;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The table's bound: values stay within ±max. */
    public int historyMax() {
        return max;
    }

    public long historyUpdates() {
        return historyUpdates;
    }

    /** Decays seen (between searches, and "rescale" when an additive rule passed the bound). */
    public int decays() {
        return decays;
    }

    /** The latest decay's rule, "" before any. */
    public String lastDecay() {
        return lastDecay;
    }

    /** A cell, 0 outside the table. */
    public int cell(int row, int col) {
        int i = row * cols + col;
        return row < 0 || col < 0 || col >= cols || i >= history.length ? 0 : history[i];
    }

    /** Every cell, row-major, a copy. */
    public int[] history() {
        return history.clone();
    }

    /** The two killer slots of a ply (0 = empty), a copy. */
    public int[] killers(int ply) {
        return killers[ply].clone();
    }

    public long killerUpdates(int ply) {
        return killerUpdates[ply];
    }

    public long killerTries(int ply) {
        return killerTries[ply];
    }

    public long killerCutoffs(int ply) {
        return killerCutoffs[ply];
    }
}
