package org.xqlab.analysis;

import org.xqlab.rules.Position;
import org.xqlab.search.HistoryTable;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.StepGate;
import org.xqlab.trace.StepMode;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs one search at a time on its own engine thread (never the FX thread) with a {@link UiBridge}
 * and a {@link StepGate} attached, in that order, so that the event a step holds at has already
 * reached the views. Run, pause, step, resume and stop are safe from any thread. The searcher is kept
 * between runs with the same config (its transposition and history tables carry over as the config
 * says, which is what makes history decay visible between searches); a changed config gets a new
 * searcher. Before each search the bridge's history mirror is seeded from the engine's table.
 *
 * <p>A Stop is never lost, even one pressed before the engine thread has entered
 * {@code Searcher.search} (which clears the searcher's stop flag on entry): it marks the run
 * cancelled; the engine thread does not start a cancelled run at all (it reports
 * {@code onCancelled} instead of a result), and a run cancelled while it was entering the search is
 * stopped again from its own {@code searchStarted} event, after that reset.
 */
public final class AnalysisSession implements AutoCloseable {
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final ExecutorService engine;
    private final PaceClock clock;
    private Searcher searcher;
    private volatile StepGate gate;
    private volatile UiBridge bridge;
    /** The capacity the latest bridge's ring was asked for. */
    private int ringSize = -1;
    /**
     * Whether a search is under way: set when one starts, cleared on the engine thread just before its
     * result, error or cancellation is reported, so that whatever the report hands to the UI thread sees
     * the session free (the engine thread's task itself ends a moment later; the next search queues behind it).
     */
    private volatile boolean searching;
    private volatile GateStop held;
    private volatile boolean cancelled;
    private volatile boolean stopRequested;
    /** Whether Stop was pressed for the search that reported its end last (written on the engine thread). */
    private volatile boolean endedByStop;
    private volatile StepMode target = StepMode.RUN;
    private volatile boolean pauseRequested;
    private volatile Runnable onHeld = () -> { };

    /** A session with its own daemon engine thread. */
    public AnalysisSession() {
        this(Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "analysis-engine-" + THREADS.incrementAndGet());
            t.setDaemon(true);
            return t;
        }));
    }

    /** A session running its searches on this executor (one at a time; tests pass one they control). */
    public AnalysisSession(ExecutorService engine) {
        this(engine, PaceClock.SYSTEM);
    }

    /**
     * A session running its searches on {@code engine} and pacing their feed on {@code clock} (tests pass
     * an executor and a clock they control). {@link #close()} shuts the executor down.
     */
    public AnalysisSession(ExecutorService engine, PaceClock clock) {
        this.engine = engine;
        this.clock = clock;
    }

    /**
     * Starts a search of a copy of {@code position}. {@code initial} is the gate's first mode
     * ({@link StepMode#RUN} to run, a step mode to hold early). {@code onDone} runs on the engine
     * thread with the result, {@code onError} with any failure. Returns the bridge to drain.
     *
     * @throws IllegalStateException if a search is still running
     */
    public synchronized UiBridge start(Position position, SearchConfig config, SearchLimits limits, StepMode initial,
                                double pace, int ringCapacity, int treeCap, Consumer<SearchResult> onDone,
                                Consumer<Throwable> onError, Runnable onCancelled) {
        if (isRunning()) {
            throw new IllegalStateException("a search is already running");
        }
        if (searcher == null || !searcher.config().equals(config)) {
            searcher = new Searcher(config);
        }
        Searcher s = searcher;
        // the ring of the search before (it has ended: nothing runs) is emptied and used again, rather than
        // 65 536 new slots allocated here on the thread that starts the search
        UiBridge before = bridge;
        UiBridge b = before != null && ringCapacity == ringSize ? new UiBridge(before.ring(), treeCap, clock)
                : new UiBridge(ringCapacity, treeCap, clock);
        ringSize = ringCapacity;
        b.setPace(pace);
        b.rush(initial != StepMode.RUN);
        StepGate g = new StepGate(initial);
        g.onPause(stop -> {
            b.publishSnapshot();
            held = stop;
            onHeld.run();
        });
        bridge = b;
        gate = g;
        held = null;
        cancelled = false;
        stopRequested = false;
        pauseRequested = false;
        target = initial;
        Position copy = position.copy();
        SearchListener restop = new StopAgain(s, () -> cancelled);
        SearchListener listener = new CompositeListener(restop, b, g);
        searching = true;
        try {
            engine.submit(() -> {
                try {
                    if (cancelled) {
                        endedByStop = true;
                        searching = false;
                        onCancelled.run();
                        return;
                    }
                    HistoryTable h = s.history();
                    b.seedHistory(h.shapeName(), h.rows(), h.columns(), h.max(), h.snapshot());
                    SearchResult result = s.search(copy, limits, listener);
                    endedByStop = stopRequested;
                    searching = false;
                    onDone.accept(result);
                } catch (Throwable e) {
                    endedByStop = stopRequested;
                    searching = false;
                    onError.accept(e);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            searching = false;
            throw closed;
        }
        return b;
    }

    public boolean isRunning() {
        return searching;
    }

    /** The gate of the latest search (null before the first). */
    public StepGate gate() {
        return gate;
    }

    public UiBridge bridge() {
        return bridge;
    }

    /** Where the engine was last held (null if it never was, or runs since). */
    public GateStop held() {
        StepGate g = gate;
        return g == null || g.holding() == null ? null : held;
    }

    /** Called on the engine thread each time the gate holds it (hand over to the FX thread from there). */
    public void onHeld(Runnable callback) {
        onHeld = callback;
    }

    /** Holds the engine at its next event, at once whatever the pace. */
    public void pause() {
        StepGate g = gate;
        UiBridge b = bridge;
        if (g != null && g.holding() == null) {
            pauseRequested = true;
            // the gate first, then the rush: the other way round, a thread that lost the CPU between the two
            // would let the rushed engine run through the rest of a small search before the gate held it
            g.pause();
            if (b != null) {
                b.rush(true);
            }
        }
    }

    /**
     * Runs the engine at full speed to the next event that ends {@code mode} and holds it there; the
     * pace applies again only on {@link #resume()}.
     */
    public void step(StepMode mode) {
        StepGate g = gate;
        UiBridge b = bridge;
        if (g != null) {
            pauseRequested = false;
            target = mode;
            if (b != null) {
                b.rush(true);
            }
            g.step(mode);
        }
    }

    /** Lets the engine run at the pace set. */
    public void resume() {
        StepGate g = gate;
        UiBridge b = bridge;
        if (g != null) {
            pauseRequested = false;
            target = StepMode.RUN;
            if (b != null) {
                b.rush(false);
            }
            g.resume();
        }
    }

    /** What the engine runs to: {@link StepMode#RUN}, or the step it was last asked for. */
    public StepMode target() {
        return target;
    }

    /** Whether the latest hold (or the one to come) was asked for by Pause rather than a step. */
    public boolean pauseRequested() {
        return pauseRequested;
    }

    /** Whether Stop was pressed for the latest search. */
    public boolean stopRequested() {
        return stopRequested;
    }

    /**
     * Whether the search whose end is being reported was stopped. Read it in {@code onDone}: the session is
     * free before that runs, so a new search may already have started and cleared {@link #stopRequested()}.
     */
    public boolean endedByStop() {
        return endedByStop;
    }

    public void setPace(double eventsPerSecond) {
        UiBridge b = bridge;
        if (b != null) {
            b.setPace(eventsPerSecond);
        }
    }

    /** Stops the running search (it ends at its next check and reports its result). */
    public void stop() {
        if (isRunning()) {
            stopRequested = true;
        }
        cancelled = true;
        Searcher s = searcher;
        UiBridge b = bridge;
        StepGate g = gate;
        if (s != null) {
            s.stop();
        }
        if (b != null) {
            b.cancel();
        }
        if (g != null) {
            g.abort();
        }
    }

    /** Clears the engine's transposition and history tables before the next search. */
    public synchronized void clearTables() {
        if (searcher != null && !isRunning()) {
            searcher.clearTables();
        }
    }

    @Override
    public void close() {
        stop();
        engine.shutdown();
        // the engine's tables and the feed go when the search under way (if any) lets go of them
        searcher = null;
        bridge = null;
        gate = null;
        held = null;
    }
}
