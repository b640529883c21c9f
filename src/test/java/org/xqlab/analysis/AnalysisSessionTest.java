package org.xqlab.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.Await;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.StepMode;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnalysisSessionTest {

    /** An engine "thread" that runs its queued tasks only when the test says so. */
    private static final class HeldExecutor extends AbstractExecutorService {
        final Queue<Runnable> queued = new ArrayDeque<>();
        boolean shutdown;

        @Override
        public void execute(Runnable command) {
            queued.add(command);
        }

        void runQueued() {
            while (!queued.isEmpty()) {
                queued.poll().run();
            }
        }

        @Override
        public void shutdown() {
            shutdown = true;
        }

        @Override
        public List<Runnable> shutdownNow() {
            shutdown = true;
            return List.copyOf(queued);
        }

        @Override
        public boolean isShutdown() {
            return shutdown;
        }

        @Override
        public boolean isTerminated() {
            return shutdown && queued.isEmpty();
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return isTerminated();
        }
    }

    /**
     * The next search uses the ring of the search before (65 536 slots are not allocated again on the thread
     * that presses Run), emptied: what the first search left undrained never reaches the second's listener.
     */
    @Test
    void theNextSearchReusesTheRingEmptied() {
        HeldExecutor engine = new HeldExecutor();
        AnalysisSession session = new AnalysisSession(engine);
        SearchLimits limits = new SearchLimits(2, 0, 0, 0, 0, 0, false);
        UiBridge first = session.start(Position.startPosition(), SearchConfig.preset("alphabeta"), limits,
                StepMode.RUN, 0, 1 << 12, 6000, r -> { }, e -> { }, () -> { });
        engine.runQueued();
        assertTrue(first.ring().size() > 0, "the first search left events in the ring");
        UiBridge second = session.start(Position.startPosition(), SearchConfig.preset("alphabeta"), limits,
                StepMode.RUN, 0, 1 << 12, 6000, r -> { }, e -> { }, () -> { });
        assertTrue(first.ring() == second.ring(), "the same slots");
        assertEquals(0, second.ring().size(), "emptied before the second search");
        engine.runQueued();
        List<org.xqlab.trace.EventKind> kinds = new java.util.ArrayList<>();
        second.ring().drain(new org.xqlab.trace.SearchListener() {
            @Override
            public void searchStarted(String fen, String config, int maxDepth) {
                kinds.add(org.xqlab.trace.EventKind.SEARCH_STARTED);
            }

            @Override
            public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
                kinds.add(org.xqlab.trace.EventKind.SEARCH_FINISHED);
            }
        }, Integer.MAX_VALUE);
        assertEquals(org.xqlab.trace.EventKind.SEARCH_STARTED, kinds.get(0), "the second search's own events only");
        assertEquals(1, kinds.stream().filter(k -> k == org.xqlab.trace.EventKind.SEARCH_STARTED).count());
        UiBridge other = session.start(Position.startPosition(), SearchConfig.preset("alphabeta"), limits,
                StepMode.RUN, 0, 1 << 13, 6000, r -> { }, e -> { }, () -> { });
        assertTrue(other.ring() != second.ring(), "another size: a ring of its own");
        engine.runQueued();
        session.close();
    }

    @Test
    void stopPressedBeforeTheEngineThreadStartsTheSearchIsNotLost() {
        HeldExecutor engine = new HeldExecutor();
        AnalysisSession session = new AnalysisSession(engine);
        AtomicReference<SearchResult> result = new AtomicReference<>();
        AtomicBoolean cancelled = new AtomicBoolean();
        // a limit the search would take long to reach: without the fix the queued search runs to it
        session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.nodes(3_000_000),
                StepMode.RUN, 0, 1024, 100, result::set, e -> { throw new AssertionError(e); },
                () -> cancelled.set(true));
        assertTrue(session.isRunning());
        session.stop();
        engine.runQueued();
        assertTrue(cancelled.get(), "the cancelled run reports that it was cancelled");
        assertNull(result.get(), "the search was never started");
        assertFalse(session.isRunning());
    }

    @Test
    void aSearchStartedAfterAStoppedOneRunsNormally() {
        HeldExecutor engine = new HeldExecutor();
        AnalysisSession session = new AnalysisSession(engine);
        AtomicReference<SearchResult> result = new AtomicReference<>();
        AtomicBoolean cancelled = new AtomicBoolean();
        session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.depth(2), StepMode.RUN, 0,
                1024, 100, r -> { }, e -> { throw new AssertionError(e); }, () -> { });
        session.stop();
        engine.runQueued();
        session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.depth(2), StepMode.RUN, 0,
                1024, 100, result::set, e -> { throw new AssertionError(e); }, () -> cancelled.set(true));
        engine.runQueued();
        assertFalse(cancelled.get());
        assertEquals(2, result.get().depth());
    }

    @Test
    void aStopLostToTheSearchsResetIsRepeatedFromItsFirstEvent() {
        Searcher searcher = new Searcher(SearchConfig.defaults());
        searcher.stop(); // pressed just before search() began: search() clears it on entry
        SearchResult r = searcher.search(Position.startPosition(), SearchLimits.nodes(3_000_000),
                new StopAgain(searcher, () -> true));
        assertTrue(r.totalNodes() < 100_000, "stopped at once, not after 3M nodes: " + r.totalNodes());
        SearchResult normal = searcher.search(Position.startPosition(), SearchLimits.depth(2),
                new StopAgain(searcher, () -> false));
        assertEquals(2, normal.depth(), "not cancelled: the search runs to its limit");
    }

    /**
     * What a search's report hands on (the analysis window starts a queued "Search from here" when it
     * hears the end) finds the session free, even before the engine thread's task has returned.
     */
    @Test
    void theSessionIsFreeWhenItsSearchReportsItsEnd() {
        HeldExecutor engine = new HeldExecutor();
        AnalysisSession session = new AnalysisSession(engine);
        AtomicReference<Boolean> runningAtDone = new AtomicReference<>();
        AtomicReference<Boolean> runningAtCancel = new AtomicReference<>();
        session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.depth(2), StepMode.RUN, 0,
                1024, 100, r -> runningAtDone.set(session.isRunning()), e -> { throw new AssertionError(e); },
                () -> { });
        engine.runQueued();
        assertEquals(Boolean.FALSE, runningAtDone.get(), "free when the result is reported");
        session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.depth(2), StepMode.RUN, 0,
                1024, 100, r -> { }, e -> { throw new AssertionError(e); },
                () -> runningAtCancel.set(session.isRunning()));
        session.stop();
        engine.runQueued();
        assertEquals(Boolean.FALSE, runningAtCancel.get(), "free when the cancellation is reported");
    }

    /**
     * A stopped search whose end is reported after a new search has started (the session is free before
     * the report runs) is still known as stopped: the window must not carry its tables over as if it had
     * run to its end. The newer search's start clears {@link AnalysisSession#stopRequested()}.
     */
    @Test
    void aStoppedSearchIsReportedStoppedEvenWhenTheNextHasAlreadyStarted() throws Exception {
        ExecutorService engine = Executors.newSingleThreadExecutor();
        ManualClock clock = new ManualClock();
        AnalysisSession session = new AnalysisSession(engine, clock);
        try {
            CountDownLatch nextStarted = new CountDownLatch(1);
            CountDownLatch reported = new CountDownLatch(2);
            AtomicReference<Boolean> firstStopped = new AtomicReference<>();
            AtomicReference<Boolean> requestFlagAtFirstEnd = new AtomicReference<>();
            AtomicReference<Boolean> secondStopped = new AtomicReference<>();
            session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.nodes(50_000_000),
                    StepMode.RUN, 1, 1024, 100, r -> {
                        try {
                            assertTrue(nextStarted.await(20, TimeUnit.SECONDS), "the next search was not started");
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        firstStopped.set(session.endedByStop());
                        requestFlagAtFirstEnd.set(session.stopRequested());
                        reported.countDown();
                    }, e -> { throw new AssertionError(e); }, () -> { });
            // paced at one event a second on a clock that stands still: the search is under way and waits
            UiBridge first = session.bridge();
            Await.until("the first search waits for the pace at its second event", Duration.ofSeconds(20),
                    first::waitingForPace);
            session.stop();
            Await.until("the stopped search has ended (the session is free before its report has run)",
                    Duration.ofSeconds(20), () -> !session.isRunning());
            session.start(Position.startPosition(), SearchConfig.defaults(), SearchLimits.depth(2), StepMode.RUN, 0,
                    1024, 100, r -> {
                        secondStopped.set(session.endedByStop());
                        reported.countDown();
                    }, e -> { throw new AssertionError(e); }, () -> { });
            nextStarted.countDown();
            assertTrue(reported.await(20, TimeUnit.SECONDS), "both searches report their end");
            assertEquals(Boolean.FALSE, requestFlagAtFirstEnd.get(), "the next search's start cleared the request");
            assertEquals(Boolean.TRUE, firstStopped.get(), "the first search was stopped");
            assertEquals(Boolean.FALSE, secondStopped.get(), "the second ran to its limit");
        } finally {
            engine.shutdownNow();
            assertTrue(engine.awaitTermination(20, TimeUnit.SECONDS), "the engine thread ended");
        }
    }
}
