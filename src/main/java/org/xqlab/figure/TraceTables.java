package org.xqlab.figure;

import org.xqlab.search.Searcher;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.Arrays;

/**
 * The history table and killer slots as a search left them, rebuilt from its events (a trace replay
 * or a live search): the history's shape and bound as the search announces them right after its start
 * ({@code historyShape}), every cell, applying each update and each decay by the engine's rules (halve,
 * quarter, clear); per ply the two killer slots, how often they changed,
 * how many killer moves were tried there and how many of those cut off. Feed it from one thread.
 */
public final class TraceTables implements SearchListener {
    /** Plies whose killers are kept: the engine's. */
    public static final int MAX_PLY = Searcher.MAX_PLY;

    private String shape = "";
    private int rows;
    private int cols;
    private int max = 1;
    private int[] history = new int[0];
    private long historyUpdates;
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
        switch (rule) {
            case "half", "rescale" -> {
                for (int i = 0; i < history.length; i++) {
                    history[i] /= 2;
                }
            }
            case "quarter" -> {
                for (int i = 0; i < history.length; i++) {
                    history[i] /= 4;
                }
            }
            case "clear" -> Arrays.fill(history, 0);
            default -> {
                // "none", or a rule not known here: later updates set the cells again
            }
        }
    }

    /** Sets one ply's killer slots and counts (a view that kept them from a live search). */
    public void setKillers(int ply, int slot1, int slot2, long updates, long tries, long cutoffs) {
        if (ply >= 0 && ply < MAX_PLY) {
            killers[ply][0] = slot1;
            killers[ply][1] = slot2;
            killerUpdates[ply] = updates;
            killerTries[ply] = tries;
            killerCutoffs[ply] = cutoffs;
        }
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

    /** A cell, 0 outside the table. */
    public int cell(int row, int col) {
        int i = row * cols + col;
        return row < 0 || col < 0 || col >= cols || i >= history.length ? 0 : history[i];
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
