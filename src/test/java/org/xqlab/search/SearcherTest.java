package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.SearchListener;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The searcher's contract: legal moves always, reproducible node counts, limits and stop honoured. */
class SearcherTest {

    /** The bench signature at depth 4: changes only with a functional change (write Bench: N then). */
    static final long BENCH_DEPTH_4 = 39_944L;

    /** Positions reached by random legal play from the start and from the bench positions. */
    static List<Position> randomPositions(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        int[] moves = new int[256];
        while (out.size() < count) {
            Position p = Fen.parse(Bench.POSITIONS.get(random.nextInt(Bench.POSITIONS.size())));
            int plies = random.nextInt(40);
            for (int i = 0; i < plies; i++) {
                int n = p.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                p.play(moves[random.nextInt(n)]);
            }
            out.add(Fen.parse(Fen.format(p)));
        }
        return out;
    }

    private static void assertLegalResult(Position p, SearchResult r, String what) {
        if (!p.hasLegalMove()) {
            assertEquals(Move.NONE, r.bestMove(), what + ": no legal move, so no best move");
            return;
        }
        assertTrue(p.isLegal(r.bestMove()), () -> what + ": illegal best move " + Move.iccs(r.bestMove()));
        Position line = p.copy();
        for (int m : r.pv()) {
            assertTrue(line.isLegal(m), () -> what + ": illegal PV " + r.pvText());
            line.play(m);
        }
        assertEquals(r.bestMove(), r.pv().length > 0 ? r.pv()[0] : r.bestMove(), what + ": PV starts with the best move");
    }

    @Test
    void everyPresetReturnsALegalMoveUnderShortLimits() {
        List<Position> positions = randomPositions(30, 7);
        List<SearchLimits> limits = List.of(SearchLimits.depth(1), SearchLimits.depth(3), SearchLimits.nodes(1),
                SearchLimits.nodes(300), SearchLimits.moveTime(1));
        int k = 0;
        for (Position p : positions) {
            for (String preset : SearchConfig.presetNames()) {
                SearchLimits limit = limits.get(k++ % limits.size());
                String fen = Fen.format(p);
                SearchResult r = new Searcher(SearchConfig.preset(preset)).search(p, limit);
                assertEquals(fen, Fen.format(p), "the position is restored");
                assertLegalResult(p, r, preset + " " + limit + " on " + fen);
            }
        }
    }

    @Test
    void aPositionWithoutLegalMovesHasNoBestMoveAndIsLost() {
        Position mated = Fen.parse("3k5/9/2P6/9/9/9/9/9/9/4K4 w - - 0 1");
        mated.play(Move.parseIccs("c7c8")); // 困毙: black to move has no legal move
        SearchResult r = new Searcher(SearchConfig.defaults()).search(mated, SearchLimits.depth(3));
        assertEquals(Move.NONE, r.bestMove());
        assertTrue(Scores.isMate(r.score()) && r.score() < 0);
    }

    @Test
    void sameConfigAndFreshTablesGiveTheSameNodeCount() {
        for (String preset : List.of("full", "elephanteye", "pvs", "alphabeta")) {
            for (Position p : randomPositions(5, 11)) {
                SearchConfig c = SearchConfig.preset(preset);
                SearchResult a = new Searcher(c).search(p.copy(), SearchLimits.depth(4));
                SearchResult b = new Searcher(c).search(p.copy(), SearchLimits.depth(4));
                assertEquals(a.totalNodes(), b.totalNodes(), preset + " on " + Fen.format(p));
                assertEquals(a.bestMove(), b.bestMove());
                assertEquals(a.stats().counters(), b.stats().counters());
            }
        }
    }

    @Test
    void clearedTablesReproduceAFreshSearcher() {
        // the defaults, and with continuation and capture history, whose tables are cleared too
        for (String settings : new String[] {"", "history.continuation=2", "capturehistory=true"}) {
            Position p = Fen.parse(Bench.POSITIONS.get(6));
            Searcher reused = new Searcher(SearchConfig.defaults().with(settings));
            long first = reused.search(p, SearchLimits.depth(5)).totalNodes();
            reused.search(Fen.parse(Bench.POSITIONS.get(3)), SearchLimits.depth(5)); // another position's values
            reused.clearTables();
            assertEquals(first, reused.search(p, SearchLimits.depth(5)).totalNodes(), settings);
        }
    }

    @Test
    void benchSignatureAtDepthFour() {
        assertEquals(BENCH_DEPTH_4, Bench.run(SearchConfig.defaults(), 4, null).nodes(),
                "a functional change alters the bench: update the constant and write Bench: N in the commit");
    }

    @Test
    void nodeLimitIsNeverExceeded() {
        for (long limit : new long[] {1, 50, 1000, 12345}) {
            SearchResult r = new Searcher(SearchConfig.defaults()).search(Position.startPosition(), SearchLimits.nodes(limit));
            assertTrue(r.totalNodes() <= limit, () -> r.totalNodes() + " > " + limit);
            assertTrue(Position.startPosition().isLegal(r.bestMove()));
        }
    }

    @Test
    void moveTimeAndClockBudgetsEndTheSearchWithALegalMove() {
        SearchLimits clock = SearchLimits.clock(3000, 100, 0);
        assertTrue(clock.softMillis() < clock.hardMillis() && clock.hardMillis() <= 1000,
                "never more than a third of the time left on one move");
        assertEquals(250, SearchLimits.moveTime(250).hardMillis());
        // the last move before the time control (UCCI go time 100 movestogo 1, as the match sends it): no new
        // iteration after half the time, stopped with a tenth (at most 100 ms) in reserve
        assertEquals(50, SearchLimits.clock(100, 0, 1).softMillis());
        assertEquals(90, SearchLimits.clock(100, 0, 1).hardMillis());
        assertEquals(9_900, SearchLimits.clock(10_000, 0, 1).hardMillis());
        assertEquals(10_000 / 3, SearchLimits.clock(10_000, 0, 2).hardMillis(), "two moves to go: a third at most");
        assertEquals(Long.MAX_VALUE, SearchLimits.untilStopped().hardMillis());
        for (SearchLimits l : List.of(SearchLimits.moveTime(30), clock)) {
            SearchResult r = new Searcher(SearchConfig.defaults()).search(Position.startPosition(), l);
            assertTrue(r.depth() >= 1 && Position.startPosition().isLegal(r.bestMove()), l.toString());
        }
    }

    @Test
    void timemanInstabilityScalesTheClocksPlanByTheBestMovesRecentChangesOnly() {
        assertEquals(1.0, Searcher.plannedScale(0, 3), 1e-12, "off");
        assertEquals(0.5, Searcher.plannedScale(100, 0), 1e-12, "a best move that stays: half the plan");
        assertEquals(1.5, Searcher.plannedScale(100, 1), 1e-12, "it just changed: half again as much");
        assertEquals(1.25, Searcher.plannedScale(100, 0.75), 1e-12);
        assertEquals(3.0, Searcher.plannedScale(400, 2), 1e-12, "at most three times the plan");
        assertEquals(0.5, Searcher.plannedScale(400, 0), 1e-12, "at least half");
        assertTrue(SearchLimits.clock(3000, 100, 0).onClock());
        assertFalse(SearchLimits.moveTime(100).onClock(), "a fixed time a move is spent whole");
        assertFalse(SearchLimits.depth(5).onClock());
        // it changes nothing but when a clock search stops: the same tree at a fixed depth
        Position p = Fen.parse(Bench.POSITIONS.get(3));
        SearchResult off = new Searcher(SearchConfig.defaults()).search(p.copy(), SearchLimits.depth(6));
        SearchResult on = new Searcher(SearchConfig.preset("full").with("timeman.instability", "100"))
                .search(p.copy(), SearchLimits.depth(6));
        assertEquals(off.totalNodes(), on.totalNodes());
        assertEquals(off.bestMove(), on.bestMove());
    }

    @Test
    void stopFromAnotherThreadEndsAnInfiniteSearchWithALegalMove() throws Exception {
        Searcher searcher = new Searcher(SearchConfig.defaults());
        Position p = Fen.parse(Bench.POSITIONS.get(7));
        CountDownLatch depthTwo = new CountDownLatch(1);
        SearchListener watch = new SearchListener() {
            @Override
            public int mask() {
                return EventMask.of(EventKind.ITERATION_FINISHED);
            }

            @Override
            public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
                if (depth >= 2) {
                    depthTwo.countDown();
                }
            }
        };
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Thread engine = new Thread(() -> result.set(searcher.search(p, SearchLimits.untilStopped(), watch)));
        engine.start();
        assertTrue(depthTwo.await(60, TimeUnit.SECONDS), "depth 2 finished");
        searcher.stop();
        engine.join(10_000);
        assertFalse(engine.isAlive(), "the search ended after stop");
        SearchResult r = result.get();
        assertTrue(Fen.parse(Bench.POSITIONS.get(7)).isLegal(r.bestMove()));
        assertTrue(r.depth() >= 2);
        assertNotEquals(0, r.pv().length);
    }

    /**
     * Reads from the events of a search under {@code root.failhigh} which root move was pending when it stopped: one
     * that an aspiration pass failed high on (the root left with a lower bound) or whose zero-window search beat α
     * inside the window, and whose next search had not finished, nor that of a move scoring as much; 0 when none.
     */
    private static final class PendingFailHigh implements SearchListener {
        int depth;
        int rootBeta;
        long childId = -1;
        int childMove;
        int childAlpha;
        int childBeta;
        int pending;
        int bound;

        @Override
        public void iterationStarted(int d, int alpha, int beta) {
            if (d != depth) {
                pending = 0;
            }
            depth = d;
            rootBeta = beta;
        }

        @Override
        public void nodeEntered(long id, long parent, int move, int ply, int d, int alpha, int beta,
                org.xqlab.trace.NodeType expected, boolean inCheck, long key) {
            if (ply == 1 && move != 0) {
                childId = id;
                childMove = move;
                childAlpha = alpha;
                childBeta = beta;
            }
        }

        @Override
        public void nodeLeft(long id, int ply, int score, org.xqlab.trace.Bound b, int bestMove,
                org.xqlab.trace.NodeType actual) {
            if (b == org.xqlab.trace.Bound.NONE) {
                return; // left unfinished: the search stopped
            }
            if (ply == 0 && b == org.xqlab.trace.Bound.LOWER && bestMove != 0) {
                pending = bestMove;
                bound = score;
            } else if (id == childId) {
                int rootScore = -score;
                int alpha = -childBeta;
                if (childBeta - childAlpha == 1 && rootScore > alpha && rootScore < rootBeta) {
                    pending = childMove;
                    bound = rootScore;
                } else if (pending != 0 && (childMove == pending || rootScore >= bound)) {
                    pending = 0;
                }
                childId = -1;
            }
        }
    }

    @Test
    void rootFailHighPlaysTheMoveThatFailedHighWhenTheSearchStopsBeforeItsScore() {
        SearchConfig on = SearchConfig.defaults().with("root.failhigh=true");
        int differ = 0;
        int pendingAtStop = 0;
        for (int i = 0; i < 6; i++) {
            String fen = Bench.POSITIONS.get(i);
            for (long nodes = 4_000; nodes <= 60_000; nodes += 4_000) {
                PendingFailHigh events = new PendingFailHigh();
                SearchResult with = new Searcher(on).search(Fen.parse(fen), SearchLimits.nodes(nodes), events);
                SearchResult without = new Searcher(SearchConfig.defaults()).search(Fen.parse(fen), SearchLimits.nodes(nodes));
                assertEquals(without.totalNodes(), with.totalNodes(), "the same tree");
                if (events.pending != 0 && events.depth > 1) {
                    pendingAtStop++;
                    String where = fen + " at " + nodes + " nodes";
                    assertEquals(Move.iccs(events.pending), Move.iccs(with.bestMove()), where);
                } else {
                    assertEquals(without.bestMove(), with.bestMove(), () -> fen + ": no move pending, the same move");
                }
                differ += with.bestMove() != without.bestMove() ? 1 : 0;
            }
        }
        assertTrue(pendingAtStop > 0 && differ > 0, pendingAtStop + " stops with a move pending, " + differ + " other moves");
    }
}
