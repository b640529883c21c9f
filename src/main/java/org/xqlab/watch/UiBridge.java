package org.xqlab.watch;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.concurrent.locks.LockSupport;

/**
 * The engine-thread side of the live views. Every event first waits for the pace (events per
 * second; 0 or less is full speed), then goes to a {@link SearchDigest} (statistics, killers,
 * history: coalesced, never dropped), and, if it is an event the tree needs, into a bounded
 * {@link EventRing} that the FX thread drains once per frame. No {@code Platform.runLater} per event.
 * Killer, history and TT-store events are queued too (while the tree cap is not reached), so that the
 * FX thread's recording of the search ({@link ViewRefresher}) can rebuild every view when the user
 * steps back.
 *
 * <p>Two things keep the ring affordable: a tree cap (at most {@code treeCap} nodes per root search
 * are queued; later nodes and their events are counted in {@link #beyondCap()} and not queued), and
 * dropping when the ring is full (counted in {@link #dropped()}; search and iteration events use a
 * reserve and are dropped only if even that is full). The FX thread asks for a fresh digest with
 * {@link #requestSnapshot()}; the engine thread answers at its next event, at every finished iteration,
 * at the end, and whenever {@link #publishSnapshot()} is called (e.g. just before a step gate holds).
 */
public final class UiBridge implements SearchListener {

    private static final int RESERVE = 256;

    private final EventRing ring;
    private final SearchDigest digest = new SearchDigest();
    private final int treeCap;
    private volatile double eventsPerSecond;
    private volatile boolean cancelled;
    private volatile boolean rushing;
    private String seedShape;
    private int seedRows;
    private int seedCols;
    private int seedMax;
    private int[] seedValues;
    private volatile boolean snapshotWanted;
    private volatile DigestSnapshot latest = DigestSnapshot.empty();
    // written by the engine thread only; the FX thread reads them for display (a stale value is fine)
    private long dropped;
    private long beyondCap;
    private long eventsSeen;
    private long nodesQueued;
    private long capId = Long.MAX_VALUE;
    private long nextDue;

    public UiBridge(int ringCapacity, int treeCap) {
        this.ring = new EventRing(ringCapacity, RESERVE);
        this.treeCap = treeCap;
    }

    public EventRing ring() {
        return ring;
    }

    /** Engine thread, before the search: mirror the engine's current history table. */
    public void seedHistory(String shape, int rows, int cols, int max, int[] values) {
        digest.seedHistory(shape, rows, cols, max, values);
        seedShape = shape;
        seedRows = rows;
        seedCols = cols;
        seedMax = max;
        seedValues = values.clone();
    }

    /** Gives {@code d} the same history mirror this bridge's digest started from (for a rebuilt digest). */
    public void seedInto(SearchDigest d) {
        if (seedValues != null) {
            d.seedHistory(seedShape, seedRows, seedCols, seedMax, seedValues);
        }
    }

    /**
     * While rushing, events pass at full speed whatever the pace (a step runs to its target at once);
     * the pace applies again when rushing ends (Run / Resume). Takes effect at once, even mid-wait.
     */
    public void rush(boolean on) {
        rushing = on;
    }

    public boolean isRushing() {
        return rushing;
    }

    /** Events per second; 0 or less for full speed. Takes effect at once, even while the engine waits. */
    public void setPace(double eventsPerSecond) {
        this.eventsPerSecond = eventsPerSecond;
    }

    /** Stops pacing waits for good (the search is being stopped). */
    public void cancel() {
        cancelled = true;
    }

    public void requestSnapshot() {
        snapshotWanted = true;
    }

    /** Engine thread: publish a digest snapshot now. */
    public void publishSnapshot() {
        snapshotWanted = false;
        latest = digest.snapshot();
    }

    public DigestSnapshot latest() {
        return latest;
    }

    /** Tree events lost because the ring was full. */
    public long dropped() {
        return dropped;
    }

    /** Nodes not queued because the tree cap of their root search was reached. */
    public long beyondCap() {
        return beyondCap;
    }

    public long eventsSeen() {
        return eventsSeen;
    }

    private void before() {
        eventsSeen++;
        double rate = eventsPerSecond;
        if (rate > 0 && !cancelled && !rushing) {
            pace(rate);
        }
    }

    private void after() {
        if (snapshotWanted || (!rushing && eventsPerSecond > 0 && eventsPerSecond <= 200)) {
            publishSnapshot();
        }
    }

    private void pace(double rate) {
        long interval = (long) (1e9 / rate);
        long now = System.nanoTime();
        if (nextDue < now - interval) {
            nextDue = now;
        }
        while (!cancelled && !rushing && eventsPerSecond == rate) {
            long wait = nextDue - System.nanoTime();
            if (wait <= 0) {
                break;
            }
            LockSupport.parkNanos(Math.min(wait, 50_000_000L));
            if (Thread.currentThread().isInterrupted()) {
                break;
            }
        }
        nextDue += interval;
    }

    private EventRing.Slot slot(EventKind kind, long nodeId) {
        if (nodeId > capId) {
            return null;
        }
        EventRing.Slot s = ring.claim(kind, false);
        if (s == null) {
            dropped++;
        }
        return s;
    }

    /** A node id that {@link #slot} admits while the tree cap is not reached, and refuses once it is. */
    private long withinCap() {
        return capId == Long.MAX_VALUE ? -1 : Long.MAX_VALUE;
    }

    private EventRing.Slot important(EventKind kind) {
        EventRing.Slot s = ring.claim(kind, true);
        if (s == null) {
            dropped++;
        }
        return s;
    }

    private boolean admitNode() {
        if (nodesQueued >= treeCap) {
            beyondCap++;
            return false;
        }
        return true;
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        before();
        digest.searchStarted(fen, config, maxDepth);
        nodesQueued = 0;
        capId = Long.MAX_VALUE;
        EventRing.Slot s = important(EventKind.SEARCH_STARTED);
        if (s != null) {
            s.text = fen;
            s.text2 = config;
            s.depth = maxDepth;
            ring.publish();
        }
        after();
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        before();
        digest.searchFinished(bestMove, score, depth, nodes, timeMillis);
        EventRing.Slot s = important(EventKind.SEARCH_FINISHED);
        if (s != null) {
            s.fill(-1, -1, 0, bestMove, depth, 0, 0, score, -1, 0, false, false, null, null, null, null);
            s.nodes = nodes;
            s.time = timeMillis;
            ring.publish();
        }
        publishSnapshot();
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        before();
        digest.iterationStarted(depth, alpha, beta);
        nodesQueued = 0;
        capId = Long.MAX_VALUE;
        EventRing.Slot s = important(EventKind.ITERATION_STARTED);
        if (s != null) {
            s.fill(-1, -1, 0, 0, depth, alpha, beta, 0, -1, 0, false, false, null, null, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        before();
        digest.iterationFinished(depth, score, pv, pvLength, nodes, timeMillis);
        EventRing.Slot s = important(EventKind.ITERATION_FINISHED);
        if (s != null) {
            s.fill(-1, -1, 0, 0, depth, 0, 0, score, -1, 0, false, false, null, null, null, null);
            s.pvLength = Math.min(pvLength, s.pv.length);
            System.arraycopy(pv, 0, s.pv, 0, s.pvLength);
            s.nodes = nodes;
            s.time = timeMillis;
            ring.publish();
        }
        publishSnapshot();
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        before();
        digest.nodeEntered(nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key);
        if (admitNode()) {
            EventRing.Slot s = slot(EventKind.NODE_ENTERED, nodeId);
            if (s != null) {
                nodesQueued++;
                s.fill(nodeId, parentId, ply, move, depth, alpha, beta, 0, -1, 0, inCheck, false, expected, null,
                        null, null);
                s.key = key;
                ring.publish();
            }
        } else if (capId == Long.MAX_VALUE) {
            capId = nodeId - 1;
        }
        after();
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        before();
        digest.quiescenceEntered(nodeId, parentId, move, ply, alpha, beta, inCheck);
        if (admitNode()) {
            EventRing.Slot s = slot(EventKind.QUIESCENCE_ENTERED, nodeId);
            if (s != null) {
                nodesQueued++;
                s.fill(nodeId, parentId, ply, move, 0, alpha, beta, 0, -1, 0, inCheck, false, null, null, null, null);
                ring.publish();
            }
        } else if (capId == Long.MAX_VALUE) {
            capId = nodeId - 1;
        }
        after();
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        before();
        digest.nodeLeft(nodeId, ply, score, bound, bestMove, actual);
        EventRing.Slot s = slot(EventKind.NODE_LEFT, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, bestMove, 0, 0, 0, score, -1, 0, false, false, actual, bound, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        before();
        digest.stageEntered(nodeId, ply, stage, produced);
        EventRing.Slot s = slot(EventKind.STAGE_ENTERED, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, 0, 0, 0, 0, 0, produced, 0, false, false, null, null, stage, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        before();
        digest.moveTried(nodeId, ply, move, stage, index, reduction);
        EventRing.Slot s = slot(EventKind.MOVE_TRIED, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, move, 0, 0, 0, 0, index, reduction, false, false, null, null, stage, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        before();
        digest.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step);
        EventRing.Slot s = slot(EventKind.CUTOFF, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, move, depth, 0, beta, score, index, 0, false, false, null, null, stage, step);
            ring.publish();
        }
        after();
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        before();
        digest.ttProbe(nodeId, ply, hit, bound, depth, score, move, cut);
        EventRing.Slot s = slot(EventKind.TT_PROBE, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, move, depth, 0, 0, score, -1, 0, hit, cut, null, bound, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        before();
        digest.ttStore(nodeId, ply, bound, depth, score, move);
        EventRing.Slot s = slot(EventKind.TT_STORE, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, move, depth, 0, 0, score, -1, 0, false, false, null, bound, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        before();
        digest.nullMove(nodeId, ply, reduction, score, cutoff, verified);
        EventRing.Slot s = slot(EventKind.NULL_MOVE, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, 0, 0, 0, 0, score, -1, reduction, cutoff, verified, null, null, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        before();
        digest.lmrReduction(nodeId, ply, move, index, reduction);
        EventRing.Slot s = slot(EventKind.LMR_REDUCTION, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, move, 0, 0, 0, 0, index, reduction, false, false, null, null, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        before();
        digest.lmrResearch(nodeId, ply, move, score);
        EventRing.Slot s = slot(EventKind.LMR_RESEARCH, nodeId);
        if (s != null) {
            s.fill(nodeId, -1, ply, move, 0, 0, 0, score, -1, 0, false, false, null, null, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        before();
        digest.killerUpdate(ply, before0, before1, after0, after1);
        EventRing.Slot s = slot(EventKind.KILLER_UPDATE, withinCap());
        if (s != null) {
            s.fill(-1, -1, ply, after0, 0, before0, before1, 0, after1, 0, false, false, null, null, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        before();
        digest.historyShape(shape, rows, cols, maxValue);
        EventRing.Slot s = important(EventKind.HISTORY_SHAPE);
        if (s != null) {
            s.fill(-1, -1, -1, 0, 0, rows, cols, maxValue, -1, 0, false, false, null, null, null, null);
            s.text = shape;
            ring.publish();
        }
        after();
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        before();
        digest.historyUpdate(row, col, bonus, newValue);
        EventRing.Slot s = slot(EventKind.HISTORY_UPDATE, withinCap());
        if (s != null) {
            s.fill(-1, -1, -1, 0, 0, row, col, newValue, -1, bonus, false, false, null, null, null, null);
            ring.publish();
        }
        after();
    }

    @Override
    public void historyDecay(String rule) {
        before();
        digest.historyDecay(rule);
        EventRing.Slot s = important(EventKind.HISTORY_DECAY);
        if (s != null) {
            s.text = rule;
            ring.publish();
        }
        after();
    }
}
