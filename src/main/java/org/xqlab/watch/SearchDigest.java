package org.xqlab.watch;

import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The coalesced part of what the views show, kept exact however many events the UI queue drops: a
 * {@link StatsCollector}, the killer slots of every ply with per-ply update, killer-try and
 * killer-cutoff counts, a mirror of the engine's history table (shape, bound, every cell, updates and
 * decays applied by the same rules as the engine: halve, quarter, clear, rescale), and the TT probes
 * and hits of each finished iteration. It is fed on one thread (the engine thread live, the FX thread
 * on replay); {@link #snapshot()} is called on that thread and returns an immutable copy that any
 * thread may read. The history mirror starts empty or from {@link #seedHistory} (the engine's table
 * before a search, since the engine keeps it between searches).
 */
public final class SearchDigest implements SearchListener {

    public static final int MAX_PLY = 128;

    private final StatsCollector stats = new StatsCollector();
    private final int[][] killers = new int[MAX_PLY][2];
    private final long[] killerUpdates = new long[MAX_PLY];
    private final long[] killerTries = new long[MAX_PLY];
    private final long[] killerCutoffs = new long[MAX_PLY];
    private final List<long[]> iterationTt = new ArrayList<>();
    private long ttProbes;
    private long ttHits;
    private String shape = "";
    private int rows;
    private int cols;
    private int max = 1;
    private int[] history = new int[0];
    private long historyUpdates;
    private int decays;
    private String lastDecay = "";
    private long events;
    /** Numbers every search any digest sees, so that views can tell a new search from the one they show. */
    private static final java.util.concurrent.atomic.AtomicLong SEARCHES = new java.util.concurrent.atomic.AtomicLong();
    private long search;
    private int seq;

    /** Copies the engine's table (row-major) into the mirror; call before the search on the feeding thread. */
    public void seedHistory(String shape, int rows, int cols, int max, int[] values) {
        this.shape = shape;
        this.rows = rows;
        this.cols = cols;
        this.max = Math.max(1, max);
        this.history = values.clone();
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        events++;
        search = SEARCHES.incrementAndGet();
        stats.searchStarted(fen, config, maxDepth);
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
        Arrays.fill(killerUpdates, 0);
        Arrays.fill(killerTries, 0);
        Arrays.fill(killerCutoffs, 0);
        iterationTt.clear();
        ttProbes = 0;
        ttHits = 0;
        historyUpdates = 0;
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        events++;
        stats.searchFinished(bestMove, score, depth, nodes, timeMillis);
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        events++;
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        events++;
        stats.iterationFinished(depth, score, pv, pvLength, nodes, timeMillis);
        iterationTt.add(new long[] {depth, ttProbes, ttHits});
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        events++;
        stats.nodeEntered(nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        events++;
        stats.nodeLeft(nodeId, ply, score, bound, bestMove, actual);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        events++;
        stats.quiescenceEntered(nodeId, parentId, move, ply, alpha, beta, inCheck);
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        events++;
        stats.stageEntered(nodeId, ply, stage, produced);
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        events++;
        stats.moveTried(nodeId, ply, move, stage, index, reduction);
        if ((stage == Stage.KILLER_1 || stage == Stage.KILLER_2) && ply >= 0 && ply < MAX_PLY) {
            killerTries[ply]++;
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        events++;
        stats.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step);
        if ((stage == Stage.KILLER_1 || stage == Stage.KILLER_2) && ply >= 0 && ply < MAX_PLY) {
            killerCutoffs[ply]++;
        }
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        events++;
        stats.ttProbe(nodeId, ply, hit, bound, depth, score, move, cut);
        ttProbes++;
        if (hit) {
            ttHits++;
        }
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        events++;
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        events++;
        stats.nullMove(nodeId, ply, reduction, score, cutoff, verified);
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        events++;
        stats.lmrReduction(nodeId, ply, move, index, reduction);
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        events++;
        stats.lmrResearch(nodeId, ply, move, score);
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        events++;
        if (ply >= 0 && ply < MAX_PLY) {
            killers[ply][0] = after0;
            killers[ply][1] = after1;
            killerUpdates[ply]++;
        }
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        events++;
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
        events++;
        int i = row * cols + col;
        if (row >= 0 && col >= 0 && col < cols && i < history.length) {
            history[i] = newValue;
            historyUpdates++;
        }
    }

    @Override
    public void historyDecay(String rule) {
        events++;
        decays++;
        lastDecay = rule;
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
                // "none" or a rule this mirror does not know: the next updates correct the cells
            }
        }
    }

    /** Events seen by this digest since it was made. */
    public long events() {
        return events;
    }

    /** An immutable copy of everything, numbered so a view can tell a new snapshot from an old one. */
    public DigestSnapshot snapshot() {
        int[][] k = new int[MAX_PLY][];
        for (int i = 0; i < MAX_PLY; i++) {
            k[i] = killers[i].clone();
        }
        List<long[]> tt = new ArrayList<>();
        for (long[] row : iterationTt) {
            tt.add(row.clone());
        }
        return new DigestSnapshot(++seq, stats.snapshot(), k, killerUpdates.clone(), killerTries.clone(),
                killerCutoffs.clone(), shape, rows, cols, max, history.clone(), historyUpdates, decays, lastDecay,
                tt, events, search);
    }
}
