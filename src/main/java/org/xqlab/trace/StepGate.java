package org.xqlab.trace;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * Holds the engine thread at chosen events so a person can step through a search. The engine calls
 * the gate like any listener; when an event ends the current {@link StepMode}, the call blocks (on a
 * {@link Condition}, no busy waiting) until another thread calls {@link #step}, {@link #resume},
 * or {@link #abort}. {@link #holding()} tells a UI where the engine stands; the optional
 * {@link #onPause} callback runs on the engine thread just before it blocks (hand over to the UI
 * thread from there). {@link #abort()} releases the engine for good (used by stop): afterwards the
 * gate never holds again. If the engine thread is interrupted while held, the gate lets it go and
 * keeps the interrupt flag set. Put the gate first in a {@link CompositeListener} so that listeners
 * after it see an event only once the gate has let it pass. In {@link StepMode#RUN} an event costs
 * one volatile read and a counter increment.
 */
public final class StepGate implements SearchListener {

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition released = lock.newCondition();
    private final Condition heldChanged = lock.newCondition();
    private volatile boolean free;
    private volatile long seen;
    private volatile Consumer<GateStop> onPause;
    private StepMode mode;
    private int remaining;
    private GateStop holding;
    private GateStop announced; // holding, once the onPause callback has run
    private boolean aborted;

    /** A gate that lets the engine run until {@link #pause()} or {@link #step}. */
    public StepGate() {
        this(StepMode.RUN);
    }

    /** A gate that starts in {@code initial}, e.g. {@link StepMode#NEXT_EVENT} to hold at the very start. */
    public StepGate(StepMode initial) {
        setMode(initial);
    }

    private void setMode(StepMode m) {
        mode = m;
        remaining = m.count();
        free = m == StepMode.RUN || aborted;
    }

    /** Releases the held engine (if any) and lets it run until the next event that ends {@code mode}. */
    public void step(StepMode mode) {
        lock.lock();
        try {
            setMode(mode);
            holding = null;
            announced = null;
            released.signalAll();
            heldChanged.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Lets the engine run freely. */
    public void resume() {
        step(StepMode.RUN);
    }

    /** Holds the engine at its next event; does nothing if it is already held. */
    public void pause() {
        lock.lock();
        try {
            if (holding == null && !aborted) {
                setMode(StepMode.NEXT_EVENT);
            }
        } finally {
            lock.unlock();
        }
    }

    /** Releases the engine for good; the gate never holds again. */
    public void abort() {
        lock.lock();
        try {
            aborted = true;
            free = true;
            holding = null;
            announced = null;
            released.signalAll();
            heldChanged.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public boolean isAborted() {
        lock.lock();
        try {
            return aborted;
        } finally {
            lock.unlock();
        }
    }

    /** Where the engine is held, or null while it runs. */
    public GateStop holding() {
        lock.lock();
        try {
            return holding;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits until the gate holds the engine and the {@link #onPause} callback has run; false on
     * timeout or if the gate was aborted.
     */
    public boolean awaitHolding(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lock();
        try {
            while (announced == null && !aborted) {
                if (nanos <= 0) {
                    return false;
                }
                nanos = heldChanged.awaitNanos(nanos);
            }
            return announced != null;
        } finally {
            lock.unlock();
        }
    }

    /** Events seen this search, held or not. */
    public long eventsSeen() {
        return seen;
    }

    /** Called on the engine thread each time the gate is about to hold it; null for none. */
    public void onPause(Consumer<GateStop> callback) {
        this.onPause = callback;
    }

    private void gate(EventKind kind, long nodeId, int ply, int move, Stage stage, int index, int depth, int score,
                      int beta, Step step) {
        long sequence = ++seen;
        if (free) {
            return;
        }
        GateStop stop;
        lock.lock();
        try {
            if (aborted || !mode.stopsAt(kind) || (mode.kind() == StepMode.Kind.NEXT_N_EVENTS && --remaining > 0)) {
                return;
            }
            stop = new GateStop(sequence, kind, nodeId, ply, move, stage, index, depth, score, beta, step);
            holding = stop;
        } finally {
            lock.unlock();
        }
        Consumer<GateStop> callback = onPause;
        if (callback != null) {
            callback.accept(stop);
        }
        lock.lock();
        try {
            if (holding == stop) {
                announced = stop;
                heldChanged.signalAll();
            }
            while (holding == stop && !aborted) {
                released.await();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            if (holding == stop) {
                holding = null;
                announced = null;
            }
        } finally {
            lock.unlock();
        }
    }

    private void gate(EventKind kind, long nodeId, int ply) {
        gate(kind, nodeId, ply, 0, null, -1, 0, 0, 0, null);
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        seen = 0;
        gate(EventKind.SEARCH_STARTED, -1, -1, 0, null, -1, maxDepth, 0, 0, null);
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        gate(EventKind.SEARCH_FINISHED, -1, -1, bestMove, null, -1, depth, score, 0, null);
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        gate(EventKind.ITERATION_STARTED, -1, -1, 0, null, -1, depth, alpha, beta, null);
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        gate(EventKind.ITERATION_FINISHED, -1, -1, pvLength > 0 ? pv[0] : 0, null, -1, depth, score, 0, null);
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        gate(EventKind.NODE_ENTERED, nodeId, ply, move, null, -1, depth, alpha, beta, null);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        gate(EventKind.NODE_LEFT, nodeId, ply, bestMove, null, -1, 0, score, 0, null);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        gate(EventKind.QUIESCENCE_ENTERED, nodeId, ply, move, null, -1, 0, alpha, beta, null);
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        gate(EventKind.STAGE_ENTERED, nodeId, ply, 0, stage, produced, 0, 0, 0, null);
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        gate(EventKind.MOVE_TRIED, nodeId, ply, move, stage, index, 0, 0, 0, null);
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        gate(EventKind.CUTOFF, nodeId, ply, move, stage, index, depth, score, beta, step);
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        gate(EventKind.TT_PROBE, nodeId, ply, move, null, -1, depth, score, 0, cut ? Step.TT_PROBE : null);
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        gate(EventKind.TT_STORE, nodeId, ply, move, null, -1, depth, score, 0, null);
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        gate(EventKind.NULL_MOVE, nodeId, ply, 0, null, -1, 0, score, 0, cutoff ? Step.NULL_MOVE : null);
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        gate(EventKind.LMR_REDUCTION, nodeId, ply, move, null, index, 0, 0, 0, Step.LMR);
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        gate(EventKind.LMR_RESEARCH, nodeId, ply, move, null, -1, 0, score, 0, Step.LMR);
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        gate(EventKind.KILLER_UPDATE, -1, ply, after0, null, -1, 0, 0, 0, null);
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        gate(EventKind.HISTORY_SHAPE, -1, -1);
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        gate(EventKind.HISTORY_UPDATE, -1, -1, 0, null, -1, 0, newValue, 0, null);
    }

    @Override
    public void historyDecay(String rule) {
        gate(EventKind.HISTORY_DECAY, -1, -1);
    }
}
