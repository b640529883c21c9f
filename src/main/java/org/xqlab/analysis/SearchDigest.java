package org.xqlab.analysis;

import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * The coalesced part of what the views show, kept exact however many events the UI queue drops: a
 * {@link StatsCollector}, the engine's killer and history tables as a {@link TableMirror} (the one
 * mirror of them, with its per-ply killer counts and the history's updates and decays), and the TT probes
 * and hits of each finished iteration. It is fed on one thread (the engine thread live, the FX thread
 * on replay); {@link #snapshot()} is called on that thread and returns an immutable copy that any
 * thread may read. The history mirror starts empty or from {@link #seedHistory} (the engine's table
 * before a search, since the engine keeps it between searches).
 */
public final class SearchDigest implements SearchListener {

    /** Plies whose killers and stages are kept: the engine's. */
    public static final int MAX_PLY = TableMirror.MAX_PLY;

    private final StatsCollector stats = new StatsCollector();
    private final TableMirror tables = new TableMirror();
    private final List<long[]> iterationTt = new ArrayList<>();
    private long ttProbes;
    private long ttHits;
    private long events;
    /** Numbers every search any digest sees, so that views can tell a new search from the one they show. */
    private static final java.util.concurrent.atomic.AtomicLong SEARCHES = new java.util.concurrent.atomic.AtomicLong();
    private long search;
    private int seq;

    /** Copies the engine's table (row-major) into the mirror; call before the search on the feeding thread. */
    public void seedHistory(String shape, int rows, int cols, int max, int[] values) {
        tables.seedHistory(shape, rows, cols, max, values);
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        events++;
        search = SEARCHES.incrementAndGet();
        stats.searchStarted(fen, config, maxDepth);
        tables.searchStarted(fen, config, maxDepth);
        iterationTt.clear();
        ttProbes = 0;
        ttHits = 0;
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
        tables.moveTried(nodeId, ply, move, stage, index, reduction);
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        events++;
        stats.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step);
        tables.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step);
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
        tables.killerUpdate(ply, before0, before1, after0, after1);
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        events++;
        tables.historyShape(shape, rows, cols, maxValue);
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        events++;
        tables.historyUpdate(row, col, bonus, newValue);
    }

    @Override
    public void historyDecay(String rule) {
        events++;
        tables.historyDecay(rule);
    }

    /** Events seen by this digest since it was made. */
    public long events() {
        return events;
    }

    /** An immutable copy of everything, numbered so a view can tell a new snapshot from an old one. */
    public DigestSnapshot snapshot() {
        List<long[]> tt = new ArrayList<>();
        for (long[] row : iterationTt) {
            tt.add(row.clone());
        }
        return new DigestSnapshot(++seq, stats.snapshot(), tables.copy(), tt, events, search);
    }
}
