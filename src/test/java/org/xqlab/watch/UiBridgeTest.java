package org.xqlab.watch;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Position;
import org.xqlab.search.HistoryTable;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;

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
}
