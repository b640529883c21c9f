package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.SearchListener;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The parallel search's contract: one thread is the plain Searcher to the node; more threads give legal moves
 * and sound scores, end together at a stop however early it comes, and survive their races for the shared table.
 */
class ParallelSearchTest {

    /** The live helper threads of every parallel search in this JVM. */
    private static Set<Thread> helpers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("search-helper-") && t.isAlive()).collect(Collectors.toSet());
    }

    /** Whether a helper that was not alive before ({@code before}, another test's engine) is alive now. */
    private static boolean helperAlive(Set<Thread> before) {
        return helpers().stream().anyMatch(t -> !before.contains(t));
    }

    private static void assertLegal(Position p, SearchResult r, String what) {
        assertTrue(p.isLegal(r.bestMove()), () -> what + ": illegal best move " + Move.iccs(r.bestMove()));
        Position line = p.copy();
        for (int m : r.pv()) {
            assertTrue(line.isLegal(m), () -> what + ": illegal PV " + r.pvText());
            line.play(m);
        }
    }

    @Test
    void oneThreadSearchesExactlyAsThePlainSearcher() {
        for (String preset : List.of("full", "elephanteye")) {
            SearchConfig config = SearchConfig.preset(preset);
            ParallelSearch parallel = new ParallelSearch(config, 1);
            Searcher plain = new Searcher(config);
            // one after another with the tables kept, as in a game
            for (int i = 0; i < 6; i++) {
                Position p = Fen.parse(Bench.POSITIONS.get(i));
                SearchResult a = parallel.search(p.copy(), SearchLimits.depth(5));
                SearchResult b = plain.search(p.copy(), SearchLimits.depth(5));
                String what = preset + " position " + i;
                assertEquals(b.nodes(), a.nodes(), what);
                assertEquals(b.qnodes(), a.qnodes(), what);
                assertEquals(b.bestMove(), a.bestMove(), what);
                assertEquals(b.score(), a.score(), what);
                assertArrayEquals(b.pv(), a.pv(), what);
            }
        }
    }

    @Test
    void twoThreadsFindLegalMovesWithScoresNearOneThreadsAndTheMates() {
        SearchConfig config = SearchConfig.defaults();
        Set<Thread> before = helpers();
        for (int i : new int[] {0, 3, 7, 12, 18}) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            SearchResult one = new Searcher(config).search(p.copy(), SearchLimits.depth(6));
            SearchResult two = new ParallelSearch(config, 2).search(p, SearchLimits.depth(6));
            assertLegal(p, two, "position " + i);
            assertEquals(6, two.depth(), "position " + i + ": the main thread completes its depth");
            assertTrue(Math.abs(two.score() - one.score()) <= 200,
                    "position " + i + ": 2 threads " + two.score() + " cp, 1 thread " + one.score() + " cp");
            assertEquals(Fen.parse(Bench.POSITIONS.get(i)).key(), p.key(), "the position is restored");
        }
        // 双车错 in three: mate found at the exact distance with helpers racing for the table
        Position mate = Fen.parse("3a5/4k4/4b4/R8/9/1R7/9/9/9/3K5 w - - 0 1");
        SearchResult r = new ParallelSearch(config, 2).search(mate, SearchLimits.depth(7));
        assertTrue(Scores.isMate(r.score()), () -> "no mate: " + r.score() + " pv " + r.pvText());
        assertEquals(3, Scores.mateIn(r.score()), r.pvText());
        assertLegal(mate, r, "mate in three");
        assertFalse(helperAlive(before), "no helper outlives its search");
    }

    @Test
    void stopEndsTheMainSearchAndEveryHelperPromptly() throws Exception {
        ParallelSearch search = new ParallelSearch(SearchConfig.defaults(), 3);
        Position p = Fen.parse(Bench.POSITIONS.get(7));
        CountDownLatch depthThree = new CountDownLatch(1);
        SearchListener watch = new SearchListener() {
            @Override
            public int mask() {
                return EventMask.of(EventKind.ITERATION_FINISHED);
            }

            @Override
            public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
                if (depth >= 3) {
                    depthThree.countDown();
                }
            }
        };
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Set<Thread> before = helpers();
        Thread engine = new Thread(() -> result.set(search.search(p, SearchLimits.untilStopped(), watch)));
        engine.start();
        assertTrue(depthThree.await(60, TimeUnit.SECONDS), "depth 3 finished");
        assertTrue(helperAlive(before), "the helpers search beside the main thread");
        long stopped = System.nanoTime();
        search.stop();
        engine.join(10_000);
        assertFalse(engine.isAlive(), "the search ended after stop");
        assertTrue(System.nanoTime() - stopped < 5_000_000_000L, "within seconds of the stop");
        assertFalse(helperAlive(before), "every helper ended with it");
        assertTrue(Fen.parse(Bench.POSITIONS.get(7)).isLegal(result.get().bestMove()));
        assertTrue(result.get().depth() >= 3);
    }

    @Test
    void helpersOfASearchThatEndsAtOnceStopTooHoweverLateTheyStart() {
        // depth 1 ends before a helper may have begun: its stop must not be lost (helpers have no limit of their own)
        ParallelSearch search = new ParallelSearch(SearchConfig.defaults(), 4);
        Set<Thread> before = helpers();
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int i = 0; i < 20; i++) {
                Position p = Fen.parse(Bench.POSITIONS.get(i));
                assertLegal(p, search.search(p, SearchLimits.depth(1)), "position " + i);
            }
        });
        assertFalse(helperAlive(before), "no helper outlives its search");
    }

    @Test
    void manySearchesOnThreeThreadsRaceForTheTableWithoutAFailure() {
        // node and time limits, tables kept from one search to the next, positions of random play: every move
        // stays legal and no helper throws (a helper's failure would surface here as an exception)
        ParallelSearch search = new ParallelSearch(SearchConfig.defaults().with("tt.mb=1"), 3);
        List<Position> positions = SearcherTest.randomPositions(16, 61);
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            if (!p.hasLegalMove()) {
                continue;
            }
            SearchLimits limits = i % 2 == 0 ? SearchLimits.nodes(20_000) : SearchLimits.moveTime(40);
            assertLegal(p, search.search(p, limits), "position " + i);
        }
        search.clearTables();
        Position start = Position.startPosition();
        assertLegal(start, search.search(start, SearchLimits.depth(7)), "start after clearing");
    }

    @Test
    void threadCountsOutsideOneToSixtyFourAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ParallelSearch(SearchConfig.defaults(), 0));
        assertTrue(e.getMessage().contains("threads must be from 1 to 64, not 0"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ParallelSearch(SearchConfig.defaults(), 65));
        int n = ParallelSearch.availableThreads();
        assertTrue(n >= 1 && n <= ParallelSearch.MAX_DEFAULT_THREADS, String.valueOf(n));
        assertEquals(3, new ParallelSearch(SearchConfig.defaults(), 3).threads());
    }
}
