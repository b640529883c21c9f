package org.xqlab.analysis;

import org.xqlab.trace.EventEncoder;
import org.xqlab.trace.EventKind;

import java.util.concurrent.locks.LockSupport;

/**
 * The engine-thread side of the live views: an {@link EventEncoder}, so each event is written once
 * into a ring slot, field by field as its kind declares them. Every event first waits for the pace (events per
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
 *
 * <p>The pace is kept on a {@link PaceClock} ({@link PaceClock#SYSTEM} unless one is given): one event
 * passes per interval of that clock, so a test that advances its own clock by {@code k} intervals lets
 * exactly {@code k} events through. A change of pace, a rush or a cancel wakes a waiting engine thread.
 */
public final class UiBridge extends EventEncoder<FeedEvent> {

    private static final int RESERVE = 256;

    private final EventRing ring;
    private final FeedEvent scratch = FeedEvent.withPvRoom();
    private boolean queued;
    private final SearchDigest digest = new SearchDigest();
    private final int treeCap;
    private final PaceClock clock;
    /** The engine thread while it waits for the pace (null otherwise): woken when the pace, rush or cancel change. */
    private volatile Thread pacing;
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
        this(ringCapacity, treeCap, PaceClock.SYSTEM);
    }

    /** A bridge whose pace is kept on {@code clock}. */
    public UiBridge(int ringCapacity, int treeCap, PaceClock clock) {
        this(new EventRing(ringCapacity, RESERVE), treeCap, clock);
    }

    /** A bridge over {@code ring}, emptied first (a ring a search before this one used: its producer has ended). */
    UiBridge(EventRing ring, int treeCap, PaceClock clock) {
        ring.reset();
        this.ring = ring;
        this.treeCap = treeCap;
        this.clock = clock;
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
        wake();
    }

    public boolean isRushing() {
        return rushing;
    }

    /** Events per second; 0 or less for full speed. Takes effect at once, even while the engine waits. */
    public void setPace(double eventsPerSecond) {
        this.eventsPerSecond = eventsPerSecond;
        wake();
    }

    /** Stops pacing waits for good (the search is being stopped). */
    public void cancel() {
        cancelled = true;
        wake();
    }

    /** Lets an engine thread waiting for the pace read the clock and its settings again. */
    private void wake() {
        Thread t = pacing;
        if (t != null) {
            LockSupport.unpark(t);
        }
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

    /** Whether the engine thread is waiting for the pace now (its next event is counted and not yet through). */
    public boolean waitingForPace() {
        return pacing != null;
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
        long now = clock.nanoTime();
        if (nextDue < now - interval) {
            nextDue = now;
        }
        pacing = Thread.currentThread();
        try {
            while (!cancelled && !rushing && eventsPerSecond == rate) {
                long wait = nextDue - clock.nanoTime();
                if (wait <= 0) {
                    break;
                }
                clock.park(Math.min(wait, 50_000_000L));
                if (Thread.currentThread().isInterrupted()) {
                    break;
                }
            }
        } finally {
            pacing = null;
        }
        nextDue += interval;
    }

    private FeedEvent slot(EventKind kind, long nodeId) {
        if (nodeId > capId) {
            return null;
        }
        FeedEvent s = ring.claim(kind, false);
        if (s == null) {
            dropped++;
        }
        return s;
    }

    /** A node id that {@link #slot} admits while the tree cap is not reached, and refuses once it is. */
    private long withinCap() {
        return capId == Long.MAX_VALUE ? -1 : Long.MAX_VALUE;
    }

    private FeedEvent important(EventKind kind) {
        FeedEvent s = ring.claim(kind, true);
        if (s == null) {
            dropped++;
        }
        return s;
    }

    /** A node entered: queued while the tree cap of this root search is not reached. */
    private FeedEvent enterNode(EventKind kind, long nodeId) {
        if (nodesQueued >= treeCap) {
            beyondCap++;
            if (capId == Long.MAX_VALUE) {
                capId = nodeId - 1;
            }
            return null;
        }
        FeedEvent s = slot(kind, nodeId);
        if (s != null) {
            nodesQueued++;
        }
        return s;
    }

    /**
     * Waits for the pace, then gives the ring's slot for this event, or (when the event is not queued:
     * beyond the tree cap, or the ring full) a scratch event, since the digest sees every event.
     */
    @Override
    protected FeedEvent begin(EventKind kind, long node) {
        before();
        FeedEvent s = switch (kind) {
            case SEARCH_STARTED, ITERATION_STARTED -> {
                nodesQueued = 0;
                capId = Long.MAX_VALUE;
                yield important(kind);
            }
            case SEARCH_FINISHED, ITERATION_FINISHED, HISTORY_SHAPE, HISTORY_DECAY -> important(kind);
            case NODE_ENTERED, QUIESCENCE_ENTERED -> enterNode(kind, node);
            case KILLER_UPDATE, HISTORY_UPDATE -> slot(kind, withinCap());
            default -> slot(kind, node);
        };
        queued = s != null;
        return queued ? s : scratch;
    }

    /** The digest reads the event, then the ring's consumer may (a finished iteration or search publishes a digest). */
    @Override
    protected void end(FeedEvent e) {
        e.deliverTo(digest);
        if (queued) {
            ring.publish();
        }
        if (e.kind() == EventKind.SEARCH_FINISHED || e.kind() == EventKind.ITERATION_FINISHED) {
            publishSnapshot();
        } else {
            after();
        }
    }
}
