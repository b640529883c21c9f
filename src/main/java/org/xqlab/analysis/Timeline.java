package org.xqlab.analysis;

import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.SearchListener;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Where the analysis views are on a search's timeline, and what they show there: the live search's events
 * as they come (its feed: the bridge's ring drained into the model and the recording), the live search
 * stepped back on its recording, or a trace file — the last two through a {@link ReplayCursor} — with the
 * tables and statistics of that place ({@link #snapshot()}).
 *
 * <p>Moving a cursor forward by a few events delivers them at once; anything else (every move back) is
 * rebuilt off the UI thread, on {@code work}, and handed to the UI thread, which shows it ({@link
 * #rebuilding()} until then). While the timeline is dragged only the newest move asked for is made and shown
 * ({@link #replayPosition()} says where the views go). Used on the UI thread, but for the rebuild itself.
 */
public final class Timeline implements AutoCloseable {
    /**
     * A seek forward in a trace file by at most this many events is delivered at once on the UI thread;
     * a longer one, and every seek back, is rebuilt off it (as a step back in a live search is).
     */
    public static final int SEEK_AT_ONCE_MAX = 4096;
    private final Executor ui;
    private final Executor work;
    private final ExecutorService ownWorker;
    private final AnalysisModel model;
    private final Runnable shown;
    private final Runnable waiting;
    private UiBridge bridge;
    private ReplayLog recording;
    private SearchListener liveSink;
    private long drained;
    private ReplayCursor cursor;
    private DigestSnapshot snapshot = DigestSnapshot.empty();
    /** The number of the newest move asked for; an older rebuild is skipped or its result dropped. */
    private volatile int moves;
    /** Where the rebuild under way will put the cursor, or -1 with none. */
    private volatile int rebuildTarget = -1;

    /**
     * A timeline of the views of {@code model}, handing rebuilds made on {@code work} (null: a thread of its
     * own) to {@code ui}; {@code shown} runs on the UI thread when the views may be drawn at a new place,
     * {@code waiting} when a rebuild starts.
     */
    Timeline(AnalysisModel model, Executor ui, Executor work, Runnable shown, Runnable waiting) {
        this.model = model;
        this.ui = ui;
        this.shown = shown;
        this.waiting = waiting;
        if (work == null) {
            ownWorker = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "analysis-rebuild");
                t.setDaemon(true);
                return t;
            });
            this.work = ownWorker;
        } else {
            ownWorker = null;
            this.work = work;
        }
    }

    // ------------------------------------------------------------------ what is shown

    /** The live search's feed from now on: its events recorded, up to {@code maxEvents}, and shown live. */
    void live(UiBridge b, int maxEvents) {
        follow(null);
        bridge = b;
        recording = new ReplayLog(maxEvents);
        liveSink = new CompositeListener(model, recording);
        snapshot = b.latest();
    }

    /** A trace file's events (no live search): the views follow {@code c}. */
    void trace(ReplayCursor c) {
        bridge = null;
        recording = null;
        liveSink = null;
        follow(c);
        snapshot = c.snapshot();
    }

    /** Whether a live search feeds the views (false before the first search and while a trace file is shown). */
    public boolean live() {
        return bridge != null;
    }

    /** The live search's bridge (null before the first search and while a trace file is shown). */
    public UiBridge bridge() {
        return bridge;
    }

    /** Every event of the live search that reached the views, in order (null for a trace file). */
    public ReplayLog recording() {
        return recording;
    }

    /** The cursor the views show (a trace file, or a live search stepped back), or null for the live events. */
    public ReplayCursor replayCursor() {
        return cursor;
    }

    /** Whether a live search is shown stepped back. */
    public boolean reviewing() {
        return bridge != null && cursor != null;
    }

    /** The events the views come from: the cursor's (a trace, a search stepped back) or the live recording; null before any. */
    public ReplayLog shownLog() {
        return cursor != null ? cursor.log() : recording;
    }

    /** How many of {@link #shownLog()}'s events the views show: the cursor's position, or every one received. */
    public int shownPosition() {
        return cursor != null ? cursor.position() : recording == null ? 0 : recording.size();
    }

    /**
     * Where the views of a trace file (or a stepped-back live search) are, or will be once the move under way
     * is shown; -1 with neither.
     */
    public int replayPosition() {
        return cursor == null ? -1 : rebuildTarget >= 0 ? rebuildTarget : cursor.position();
    }

    /** The event the views show in a live search and how many were received, or null without one. */
    public int[] livePosition() {
        return recording == null ? null
                : new int[] {reviewing() ? replayPosition() : recording.size(), recording.size()};
    }

    /** Whether a move is being rebuilt off the UI thread (the views show the last place until it is). */
    public boolean rebuilding() {
        return rebuildTarget >= 0;
    }

    /** The tables and statistics the views show now. */
    public DigestSnapshot snapshot() {
        return snapshot;
    }

    /** Takes the newest tables and statistics for the views: the cursor's, or the engine's latest. */
    public DigestSnapshot refreshSnapshot() {
        if (cursor != null) {
            snapshot = cursor.snapshot();
        } else if (bridge != null) {
            snapshot = bridge.latest();
        }
        return snapshot;
    }

    // ------------------------------------------------------------------ the live feed

    /** What the live search's feed has carried: events seen, dropped by the queue, beyond the tree's cap. */
    public record FeedCounts(long seen, long dropped, long beyondCap) {
    }

    /** The live search's feed counts, or null without a live search. */
    public FeedCounts feedCounts() {
        UiBridge b = bridge;
        return b == null ? null : new FeedCounts(b.eventsSeen(), b.dropped(), b.beyondCap());
    }

    /** Asks the live search for fresh tables and statistics at its next event (nothing without one). */
    public void requestSnapshot() {
        if (bridge != null) {
            bridge.requestSnapshot();
        }
    }

    /** Events drained from the ring so far. */
    public long drained() {
        return drained;
    }

    /** Nodes the engine searched that never reached the tree (cap and queue drops). */
    public long notCaptured() {
        return bridge == null ? 0 : bridge.beyondCap() + bridge.dropped();
    }

    /** Drains up to {@code max} waiting events: into the model and the recording, or only the recording while stepped back. */
    public int drain(int max) {
        if (bridge == null) {
            return 0;
        }
        int n = bridge.ring().drain(cursor == null ? liveSink : recording, max);
        drained += n;
        return n;
    }

    /** Drains everything waiting. */
    public void drainAll() {
        drain(Integer.MAX_VALUE);
    }

    // ------------------------------------------------------------------ moving

    /** The live search stepped back: the next stop of {@code unit} after where the views are (-1: none). */
    int nextStop(org.xqlab.trace.StepMode unit) {
        drainAll();
        return recording.nextStop(replayPosition(), unit);
    }

    /** Steps the live views back to the previous stop of {@code unit} among the events received (or the start). */
    void back(org.xqlab.trace.StepMode unit) {
        drainAll();
        int at = reviewing() ? replayPosition() : recording.size();
        int previous = recording.previousStop(at - 1, unit);
        enterReview();
        seek(previous < 0 ? 0 : previous + 1, Integer.MAX_VALUE);
    }

    /** The live views as they were just after event {@code target} − 1; false at or past the newest (go live). */
    boolean seekLive(int target) {
        drainAll();
        if (target >= recording.size()) {
            return false;
        }
        enterReview();
        seek(Math.max(0, target), Integer.MAX_VALUE);
        return true;
    }

    /** Holds the live views where they are, on a cursor at the recording's end (nothing is replayed yet). */
    private void enterReview() {
        if (!reviewing()) {
            follow(ReplayCursor.atEnd(recording, model, bridge::seedInto, snapshot));
        }
    }

    /** Back to the live views: the model gets every event received (whatever was drained meanwhile). */
    boolean leaveReview() {
        if (!reviewing()) {
            return false;
        }
        drainAll();
        ReplayCursor c = cursor;
        if (c.canMoveOn()) {
            c.seek(recording.size());
        } else {
            // never moved back: the model missed only the events received since
            recording.deliver(c.position(), recording.size(), model);
        }
        follow(null);
        snapshot = bridge.latest();
        return true;
    }

    /**
     * Moves the cursor to just after event {@code target} − 1: forward by at most {@code atOnceMax} events
     * by delivering them here, otherwise by a rebuild off the UI thread that is adopted on it unless a newer
     * move came first.
     */
    void seek(int target, int atOnceMax) {
        int move = ++moves;
        ReplayCursor c = cursor;
        if (target >= c.position() && c.canMoveOn() && target - c.position() <= atOnceMax) {
            rebuildTarget = -1;
            c.seek(target);
            snapshot = c.snapshot();
            shown.run();
            return;
        }
        rebuildTarget = target;
        waiting.run();
        work.execute(() -> {
            if (move != moves) {
                return; // dragging the timeline asks faster than this rebuilds: only the newest is made
            }
            ReplayCursor.Rebuilt r = c.rebuild(target);
            ui.execute(() -> {
                if (move != moves || cursor != c) {
                    return; // a newer move, or the live view again, came first
                }
                rebuildTarget = -1;
                c.adopt(r);
                snapshot = c.snapshot();
                shown.run();
            });
        });
    }

    /**
     * Moves a shown trace file (or a stepped-back live search) to just after event {@code target} − 1:
     * forward by at most {@link #SEEK_AT_ONCE_MAX} events at once, otherwise by a rebuild off the UI thread
     * that the UI thread shows when it comes ({@link #rebuilding()} until then; a newer seek replaces it).
     */
    public void seekReplay(int target) {
        if (cursor != null) {
            seek(Math.max(0, Math.min(target, cursor.size())), SEEK_AT_ONCE_MAX);
        }
    }

    private void follow(ReplayCursor c) {
        moves++;
        rebuildTarget = -1;
        cursor = c;
    }

    /** Forgets every search shown (a closed window keeps nothing) and stops the rebuilding thread. */
    @Override
    public void close() {
        follow(null);
        bridge = null;
        recording = null;
        liveSink = null;
        snapshot = DigestSnapshot.empty();
        if (ownWorker != null) {
            ownWorker.shutdownNow();
        }
    }
}
