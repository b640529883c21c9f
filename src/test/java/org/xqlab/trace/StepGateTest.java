package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class StepGateTest {

    private static final long TIMEOUT_S = 10;

    /** Counts the events that passed the gate, with their kinds. */
    private static final class Passed implements SearchListener {
        final List<EventKind> kinds = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            kinds.add(EventKind.NODE_ENTERED);
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            kinds.add(EventKind.QUIESCENCE_ENTERED);
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            kinds.add(EventKind.CUTOFF);
        }

        @Override
        public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
            kinds.add(EventKind.ITERATION_FINISHED);
        }

        @Override
        public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
            kinds.add(EventKind.SEARCH_FINISHED);
        }
    }

    private StepGate gate;
    private Thread engine;
    private final Passed passed = new Passed();

    private void startEngine(StepGate g, int depth) {
        gate = g;
        engine = new Thread(() -> new FakeSearch(new CompositeListener(g, passed)).run(depth), "fake-engine");
        engine.setDaemon(true);
        engine.start();
    }

    @AfterEach
    void releaseEngine() throws InterruptedException {
        if (gate != null) {
            gate.abort();
        }
        if (engine != null) {
            engine.join(TimeUnit.SECONDS.toMillis(TIMEOUT_S));
        }
    }

    @Test
    void stepGateHoldsEngineAtCutoffUntilStepped() throws InterruptedException {
        startEngine(new StepGate(StepMode.NEXT_CUTOFF), 3);
        assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        GateStop first = gate.holding();
        assertEquals(EventKind.CUTOFF, first.kind());
        assertNotNull(first.step());
        int before = passed.kinds.size();
        long seenBefore = gate.eventsSeen();

        engine.join(100);
        assertTrue(engine.isAlive(), "held engine does not finish");
        assertEquals(before, passed.kinds.size(), "no event passes while held");
        assertEquals(seenBefore, gate.eventsSeen());
        assertFalse(passed.kinds.contains(EventKind.CUTOFF), "the held cutoff itself has not passed yet");
        assertEquals(first, gate.holding());

        gate.step(StepMode.NEXT_CUTOFF);
        assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        GateStop second = gate.holding();
        assertEquals(EventKind.CUTOFF, second.kind());
        assertTrue(second.sequence() > first.sequence());
        assertEquals(List.of(EventKind.CUTOFF), passed.kinds.subList(before, passed.kinds.size())
                .stream().filter(k -> k == EventKind.CUTOFF).toList(), "exactly one cutoff passed: the first");
        assertEquals(second.sequence(), gate.eventsSeen(), "the engine stopped at the held event");
    }

    @Test
    void stepAdvancesExactlyNEvents() throws InterruptedException {
        startEngine(new StepGate(StepMode.NEXT_NODE), 3);
        assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        GateStop node = gate.holding();
        assertTrue(node.kind() == EventKind.NODE_ENTERED || node.kind() == EventKind.QUIESCENCE_ENTERED);
        assertEquals(0, node.ply(), "the first node is the root");
        gate.step(StepMode.nextEvents(5));
        assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        assertEquals(node.sequence() + 5, gate.holding().sequence());
        gate.step(StepMode.NEXT_EVENT);
        assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        assertEquals(node.sequence() + 6, gate.holding().sequence());
    }

    @Test
    void nextIterationHoldsAtIterationEnd() throws InterruptedException {
        startEngine(new StepGate(StepMode.NEXT_ITERATION), 3);
        for (int depth = 1; depth <= 3; depth++) {
            assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
            assertEquals(EventKind.ITERATION_FINISHED, gate.holding().kind());
            assertEquals(depth, gate.holding().depth());
            gate.step(StepMode.NEXT_ITERATION);
        }
        engine.join(TimeUnit.SECONDS.toMillis(TIMEOUT_S));
        assertFalse(engine.isAlive(), "after the last iteration the search runs to its end");
        assertEquals(EventKind.SEARCH_FINISHED, passed.kinds.get(passed.kinds.size() - 1));
    }

    @Test
    void abortReleasesTheEngineForGood() throws InterruptedException {
        startEngine(new StepGate(StepMode.NEXT_EVENT), 4);
        assertTrue(gate.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        assertEquals(EventKind.SEARCH_STARTED, gate.holding().kind());
        gate.abort();
        engine.join(TimeUnit.SECONDS.toMillis(TIMEOUT_S));
        assertFalse(engine.isAlive());
        assertTrue(gate.isAborted());
        assertNull(gate.holding());
        gate.pause();
        gate.step(StepMode.NEXT_EVENT);
        assertFalse(gate.awaitHolding(1, TimeUnit.MILLISECONDS), "an aborted gate never holds");
    }

    @Test
    void pauseHoldsARunningEngineAndResumeLetsItFinish() throws InterruptedException {
        StepGate g = new StepGate();
        List<GateStop> callbacks = new CopyOnWriteArrayList<>();
        g.onPause(callbacks::add);
        g.pause();
        startEngine(g, 2);
        assertTrue(g.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        assertEquals(List.of(g.holding()), callbacks, "the callback saw the stop before the engine blocked");
        g.resume();
        engine.join(TimeUnit.SECONDS.toMillis(TIMEOUT_S));
        assertFalse(engine.isAlive());
        assertEquals(1, callbacks.size());
        assertFalse(g.isAborted());
    }

    @Test
    void interruptingTheHeldEngineLetsItGo() throws InterruptedException {
        StepGate g = new StepGate(StepMode.NEXT_EVENT);
        gate = g;
        boolean[] interrupted = new boolean[1];
        engine = new Thread(() -> {
            g.searchStarted("f", "c", 1);
            interrupted[0] = Thread.currentThread().isInterrupted();
        });
        engine.start();
        assertTrue(g.awaitHolding(TIMEOUT_S, TimeUnit.SECONDS));
        engine.interrupt();
        engine.join(TimeUnit.SECONDS.toMillis(TIMEOUT_S));
        assertFalse(engine.isAlive());
        assertTrue(interrupted[0]);
        assertNull(g.holding());
    }
}
