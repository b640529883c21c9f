package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.trace.IterationStats;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.Stats;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The minimal tree's oracle: its table, its recorder, and the searcher's re-search ordered by it. */
class OracleMovesTest {
    private static final List<String> TINY = List.of(
            "3ak4/4a4/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
            "4k4/9/9/9/4c4/9/9/9/4R4/4K4 w - - 0 1",
            "5k3/4P4/9/9/9/9/9/9/4n4/3K5 b - - 0 1");
    private static final String MIDDLEGAME =
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

    @Test
    void aPositionKeepsTheBestMoveOfItsDeepestSearch() {
        OracleMoves t = new OracleMoves(4);
        t.record(42, 3, 111);
        t.record(42, 2, 222); // shallower: ignored
        assertEquals(111, t.move(42));
        t.record(42, 3, 333); // as deep, later: kept
        assertEquals(333, t.move(42));
        t.record(42, 5, 444);
        assertEquals(444, t.move(42));
        assertEquals(0, t.move(42 + 16), "another key of the same home slot is not answered");
        t.record(7, 1, 0); // no move: nothing recorded
        assertEquals(0, t.move(7));
        assertEquals(5, t.lookups());
        assertEquals(3, t.found());
        assertEquals(1, t.size());
        t.clear();
        assertEquals(0, t.move(42));
        assertEquals(1, t.lookups());
    }

    @Test
    void aFullNeighbourhoodGivesUpItsShallowestEntry() {
        OracleMoves t = new OracleMoves(4); // 16 slots; keys 16 apart share the home slot 0 and probe slots 0-3
        t.record(16, 4, 1);
        t.record(32, 1, 2);
        t.record(48, 3, 3);
        t.record(64, 5, 4);
        t.record(80, 2, 5); // the four slots are full: replaces the depth-1 entry of key 32
        assertEquals(0, t.move(32));
        assertEquals(List.of(1, 3, 4, 5), List.of(t.move(16), t.move(48), t.move(64), t.move(80)));
    }

    @Test
    void theRecorderKeepsTheRootsBestMoveAndEveryMainSearchNodesWithAMove() {
        Position p = Fen.parse(MIDDLEGAME);
        OracleMoves t = new OracleMoves(16);
        SearchResult r = new Searcher(SearchConfig.preset("pvs")).search(p, SearchLimits.depth(4), t.recorder());
        assertEquals(r.bestMove(), t.move(p.key()), "the root's entry is the search's best move");
        assertTrue(t.size() > 50 && t.size() < r.nodes(), "one entry per position with a best move: " + t.size());
    }

    @Test
    void anEmptyOracleLeavesTheSearchAsItWasToTheNode() {
        for (String fen : List.of(MIDDLEGAME, TINY.get(0))) {
            SearchResult plain = new Searcher(SearchConfig.preset("pvs")).search(Fen.parse(fen), SearchLimits.depth(4));
            Searcher s = new Searcher(SearchConfig.preset("pvs"));
            OracleMoves empty = new OracleMoves(8);
            s.useOracle(empty);
            SearchResult withEmpty = s.search(Fen.parse(fen), SearchLimits.depth(4));
            assertEquals(plain.totalNodes(), withEmpty.totalNodes(), fen);
            assertEquals(untimed(plain.stats()), untimed(withEmpty.stats()), fen);
            assertTrue(empty.lookups() >= plain.nodes() - plain.stats().counters().ttCutoffs() - 1,
                    "every main-search node past the TT probe asked the oracle");
            s.useOracle(null);
            s.clearTables();
            assertEquals(untimed(plain.stats()), untimed(s.search(Fen.parse(fen), SearchLimits.depth(4)).stats()),
                    "switched off again: the same search");
        }
    }

    @Test
    void clearedTablesSearchAsAFreshSearcher() {
        Searcher s = new Searcher(SearchConfig.preset("pvs"));
        s.search(Fen.parse(TINY.get(1)), SearchLimits.depth(5));
        s.clearTables();
        SearchResult again = s.search(Fen.parse(MIDDLEGAME), SearchLimits.depth(4));
        SearchResult fresh = new Searcher(SearchConfig.preset("pvs")).search(Fen.parse(MIDDLEGAME), SearchLimits.depth(4));
        assertEquals(untimed(fresh.stats()), untimed(again.stats()));
    }

    /** Minimax searches every node whatever the order: the minimal tree of its re-search is its own tree. */
    @Test
    void minimaxSearchesTheSameTreeInAnyOrder() {
        SearchConfig minimax = SearchConfig.preset("minimax");
        for (String fen : TINY) {
            SearchResult r = new Searcher(minimax).search(Fen.parse(fen), SearchLimits.depth(2));
            SearchResult m = minimalTree(minimax, fen, 2, 1);
            assertEquals(r.nodes(), m.nodes(), fen);
            assertEquals(r.totalNodes(), m.totalNodes(), fen);
        }
    }

    /**
     * On a fixed tree (alpha-beta, no transposition table, no pruning or reduction, no quiescence), the re-search
     * that tries the deeper search's best move first never searches more nodes than the search in its own order,
     * and the oracle answers at almost every node.
     */
    @Test
    void perfectOrderingNeverSearchesMoreOfAFixedTree() {
        SearchConfig fixed = SearchConfig.preset("alphabeta").with("tt=false,quiescence=false");
        SearchConfig unordered = fixed.with("order.quiets=none");
        for (String fen : TINY) {
            for (int depth = 2; depth <= 4; depth++) {
                for (SearchConfig c : List.of(fixed, unordered)) {
                    SearchResult r = new Searcher(c).search(Fen.parse(fen), SearchLimits.depth(depth));
                    SearchResult m = minimalTree(c, fen, depth, 1);
                    assertTrue(m.nodes() <= r.nodes(), fen + " depth " + depth + ": " + m.nodes() + " > " + r.nodes());
                    assertEquals(r.score(), m.score(), "the order does not change the value: " + fen);
                }
            }
        }
    }

    @Test
    void firstMoveCutoffsByNodeTypeAddUpToTheMainSearchs() {
        for (String preset : List.of("pvs", "alphabeta", "full")) {
            Stats s = new Searcher(SearchConfig.preset(preset)).search(Fen.parse(MIDDLEGAME), SearchLimits.depth(4))
                    .stats();
            long all = s.cutoffsByNodeType().stream().mapToLong(Long::longValue).sum();
            long first = s.firstMoveCutoffsByNodeType().stream().mapToLong(Long::longValue).sum();
            assertEquals(s.mainSearchCutoffs(), all, preset);
            assertEquals(s.failHighsByIndex().get(0), first, preset);
            for (NodeType t : NodeType.values()) {
                double rate = s.firstMoveCutoffRate(t);
                assertTrue(Double.isNaN(rate) || rate >= 0 && rate <= 1, preset + " " + t);
            }
            assertTrue(s.cutoffsByNodeType().get(NodeType.CUT.ordinal()) > 0, preset + ": CUT nodes cut off");
        }
        Stats minimax = new Searcher(SearchConfig.preset("minimax")).search(Fen.parse(TINY.get(0)), SearchLimits.depth(2))
                .stats();
        assertEquals(List.of(0L, 0L, 0L), minimax.cutoffsByNodeType(), "minimax never cuts off");
        assertTrue(Double.isNaN(minimax.firstMoveCutoffRate(NodeType.PV)));
    }

    @Test
    void theRootTriesTheOraclesMoveFirst() {
        Position p = Fen.parse(MIDDLEGAME);
        int[] moves = new int[128];
        int n = p.legalMoves(moves);
        int last = moves[n - 1];
        OracleMoves t = new OracleMoves(8);
        t.record(p.key(), 9, last);
        Searcher s = new Searcher(SearchConfig.preset("pvs"));
        s.useOracle(t);
        s.search(p, SearchLimits.depth(1), new org.xqlab.trace.SearchListener() {
            private boolean seen;

            @Override
            public void moveTried(long nodeId, int ply, int move, org.xqlab.trace.Stage stage, int index, int reduction) {
                if (ply == 0 && !seen) {
                    seen = true;
                    assertEquals(Move.iccs(last), Move.iccs(move));
                }
            }
        });
    }

    /** The statistics without the iterations' times: what two equal searches share. */
    static Stats untimed(Stats s) {
        return new Stats(s.counters(), s.quiescence(), s.cutoffsByStage(), s.cutoffsByStep(), s.failHighsByIndex(),
                s.quiescenceFailHighsByIndex(), s.movesTriedByStage(), s.movesProducedByStage(), s.bestMoveStage(),
                s.cutoffsByNodeType(), s.firstMoveCutoffsByNodeType(), s.iterations().stream()
                .map(i -> new IterationStats(i.depth(), i.score(), i.pv(), i.nodes(), i.iterationNodes(), 0,
                        i.branchingFactor())).toList());
    }

    /** The re-search of {@code fen} to {@code depth} ordered by a search {@code plies} deeper, fresh tables. */
    static SearchResult minimalTree(SearchConfig c, String fen, int depth, int plies) {
        OracleMoves oracle = new OracleMoves(18);
        new Searcher(c).search(Fen.parse(fen), SearchLimits.depth(depth + plies), oracle.recorder());
        Searcher s = new Searcher(c);
        s.useOracle(oracle);
        SearchResult m = s.search(Fen.parse(fen), SearchLimits.depth(depth));
        assertTrue(oracle.found() > 0, "the oracle answered");
        return m;
    }
}
