package org.xqlab.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.Await;
import org.xqlab.rules.Position;
import org.xqlab.search.HistoryTable;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UiBridgeTest {

    @Test
    void aFullQueueDropsTreeEventsButKeepsStatisticsExactAndSearchEventsDelivered() {
        UiBridge bridge = new UiBridge(1024, 100_000);
        Searcher searcher = new Searcher(SearchConfig.defaults());
        SearchResult result = searcher.search(Position.startPosition(), SearchLimits.depth(4), bridge);
        assertTrue(bridge.dropped() > 0, "nobody drained, so the ring overflowed");
        assertEquals(result.stats(), bridge.latest().stats());
        AnalysisModel model = new AnalysisModel(10_000);
        bridge.ring().drain(model, Integer.MAX_VALUE);
        assertFalse(model.isSearching(), "searchFinished came through the reserve");
        assertEquals(4, model.iterationDepth());
        assertEquals(result.bestMove(), model.bestMove());
    }

    @Test
    void theTreeCapStopsQueueingNodesOfARootSearchAndCountsTheRest() {
        UiBridge bridge = new UiBridge(1 << 20, 50);
        AnalysisModel model = new AnalysisModel(10_000);
        Searcher searcher = new Searcher(SearchConfig.preset("alphabeta"));
        SearchResult result = searcher.search(Position.startPosition(), SearchLimits.depth(3), bridge);
        bridge.ring().drain(model, Integer.MAX_VALUE);
        assertEquals(0, bridge.dropped());
        assertTrue(bridge.beyondCap() > 0);
        assertEquals(50, model.tree().nodesStored(), "the latest root search got exactly the cap");
        assertTrue(model.tree().latestRoot().isFinished(), "events of stored nodes still arrive after the cap");
        assertEquals(result.totalNodes(), bridge.latest().stats().counters().totalNodes());
    }

    @Test
    void theHistoryMirrorFollowsTheEngineTableThroughDecayBetweenSearches() {
        Searcher searcher = new Searcher(SearchConfig.defaults().with("history.decay", "half"));
        SearchDigest digest = new SearchDigest();
        for (int run = 0; run < 2; run++) {
            HistoryTable h = searcher.history();
            digest.seedHistory(h.shapeName(), h.rows(), h.columns(), h.max(), h.snapshot());
            searcher.search(Position.startPosition(), SearchLimits.depth(4), digest);
            assertArrayEquals(searcher.history().snapshot(), digest.snapshot().history(), "after search " + run);
        }
        assertEquals(2, digest.snapshot().decays());
        assertEquals("half", digest.snapshot().lastDecay());
    }

    /**
     * The pace is kept on the bridge's clock: with the clock standing still only the first event passes, and each
     * interval the clock is advanced lets exactly one more through, a long stall is not made up for, and a rush
     * lets the rest through at once.
     */
    @Test
    void aPacedEngineLetsOneEventThroughPerIntervalOfItsClock() throws Exception {
        ManualClock clock = new ManualClock();
        UiBridge bridge = new UiBridge(1 << 16, 10_000, clock);
        bridge.setPace(4); // one event every 250 ms of the clock
        ExecutorService engine = Executors.newSingleThreadExecutor();
        try {
            CompletableFuture<SearchResult> done = CompletableFuture.supplyAsync(
                    () -> new Searcher(SearchConfig.preset("alphabeta")).search(Position.startPosition(),
                            SearchLimits.depth(2), bridge), engine);
            Await.until("the engine waits for the pace at its second event", Duration.ofSeconds(20),
                    bridge::waitingForPace);
            assertEquals(2, bridge.eventsSeen(), "the first event passes at once, the second waits");
            long waits = clock.waits();
            Await.until("the engine has looked at the standing clock 20 times more", Duration.ofSeconds(20),
                    () -> clock.waits() >= waits + 20);
            assertEquals(2, bridge.eventsSeen(), "with the clock standing still no event passes");
            clock.advance(250, TimeUnit.MILLISECONDS);
            Await.until("the engine waits for the pace at its third event", Duration.ofSeconds(20),
                    () -> bridge.waitingForPace() && bridge.eventsSeen() == 3);
            for (int seen = 4; seen <= 6; seen++) {
                long expected = seen;
                clock.advance(250, TimeUnit.MILLISECONDS);
                Await.until("the engine waits for the pace at event " + seen, Duration.ofSeconds(20),
                        () -> bridge.waitingForPace() && bridge.eventsSeen() == expected);
            }
            // a long stall is not made up for in a burst: the time owed is at most one interval
            clock.advance(10, TimeUnit.SECONDS);
            Await.until("the engine waits for the pace at event 8", Duration.ofSeconds(20),
                    () -> bridge.waitingForPace() && bridge.eventsSeen() == 8);
            assertFalse(done.isDone(), "a depth-2 search has far more than 8 events");
            bridge.rush(true);
            SearchResult result = done.get(20, TimeUnit.SECONDS);
            assertEquals(2, result.depth());
            assertTrue(bridge.eventsSeen() > 8);
        } finally {
            bridge.cancel();
            engine.shutdownNow();
            assertTrue(engine.awaitTermination(20, TimeUnit.SECONDS), "the engine thread ended");
        }
    }
}
