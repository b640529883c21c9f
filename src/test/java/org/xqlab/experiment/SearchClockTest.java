package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class SearchClockTest {

    /**
     * One thread searches while another waits for it in {@code join}: the searcher's clock counts its search, the
     * waiter's clock does not count the wait. A wall clock would give the waiter at least the searcher's time.
     */
    @Test
    void timeSpentBlockedIsNotCounted() throws InterruptedException {
        assumeTrue(SearchClock.CPU, "this JVM does not measure a thread's CPU time; the clock is the wall clock");
        long[] searched = new long[1];
        Thread worker = new Thread(() -> {
            long start = SearchClock.nanos();
            new Searcher(SearchConfig.defaults()).search(Fen.parse(Fen.START), SearchLimits.depth(5));
            searched[0] = SearchClock.nanos() - start;
        });
        long start = SearchClock.nanos();
        worker.start();
        worker.join();
        long waited = SearchClock.nanos() - start;
        assertTrue(searched[0] > 0, "the search's CPU time " + searched[0]);
        assertTrue(waited < searched[0] / 2, "the waiting thread counted " + waited + " ns of the search's "
                + searched[0] + " ns");
    }
}
