package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The forward pruning of issue 14 — reverse futility (Step 5), futility (Step 10), the LMR table, the
 * adaptive null move and the lazy evaluation — does what its key says and only where it may: each cut is
 * checked against the node it happened at, as the trace reports it.
 */
class ForwardPruningTest {
    private static final String NONE = "rfp=false,rfp.improving=false,lmp=false,futility=false,lmr.table=false,nullmove.adaptive=false,"
            + "nullmove.divisor=0,eval.lazy=false";

    /** What the listener saw of one node. */
    private record Entered(int depth, int alpha, int beta, boolean inCheck, int ply) {
    }

    /** Keeps every node entered, by id, for the checks of the events that follow. */
    private static class NodeRecorder implements SearchListener {
        private final Map<Long, Entered> nodes;

        NodeRecorder(Map<Long, Entered> nodes) {
            this.nodes = nodes;
        }

        @Override
        public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                NodeType expected, boolean inCheck, long key) {
            nodes.put(id, new Entered(depth, alpha, beta, inCheck, ply));
        }
    }

    /** A check of one node-level cut against the node it happened at. */
    private interface CutCheck {
        void check(Entered node, int score, int beta);
    }

    /**
     * Searches the first {@code positions} bench positions to depth 6, checks every node-level cut by
     * {@code step} against its node, and that every node leaving with an upper bound is an ALL node;
     * returns the number of such cuts.
     */
    private static int cuts(SearchConfig config, Step step, int positions, CutCheck check) {
        Map<Long, Entered> nodes = new HashMap<>();
        int[] cuts = {0};
        SearchListener listener = new NodeRecorder(nodes) {
            @Override
            public void cutoff(long id, int ply, int move, Stage stage, int index, int depth, int score,
                    int beta, Step s) {
                if (s == step) {
                    cuts[0]++;
                    check.check(nodes.get(id), score, beta);
                }
            }

            @Override
            public void nodeLeft(long id, int ply, int score, Bound bound, int bestMove, NodeType actual) {
                if (nodes.containsKey(id) && bound == Bound.UPPER) {
                    assertEquals(NodeType.ALL, actual, "a fail-low node is an ALL node");
                }
            }
        };
        for (int i = 0; i < positions; i++) {
            new Searcher(config).search(Fen.parse(Bench.POSITIONS.get(i)), SearchLimits.depth(6), listener);
        }
        return cuts[0];
    }

    /**
     * Checks every reverse-futility cut of six searches against its node (depth 1..maxDepth, zero window, not in
     * check, evaluation − margin·depth ≥ β); returns the number of cuts by depth.
     */
    private static int[] reverseFutilityCuts(String settings, int margin, int maxDepth) {
        int[] byDepth = new int[maxDepth + 1];
        cuts(SearchConfig.defaults().with(NONE + ",rfp=true," + settings), Step.STATIC_PRUNING, 6, (n, score, beta) -> {
            assertTrue(n.depth() >= 1 && n.depth() <= maxDepth, () -> "depth " + n.depth());
            assertEquals(n.alpha() + 1, n.beta(), "only zero-window (non-PV) nodes");
            assertFalse(n.inCheck(), "never in check");
            assertTrue(n.ply() > 0);
            assertTrue(score - margin * n.depth() >= beta, () -> score + " − " + margin + "·" + n.depth() + " < β " + beta);
            byDepth[n.depth()]++;
        });
        return byDepth;
    }

    @Test
    void reverseFutilityCutsOnlyShallowNonPvNodesFarAboveBeta() {
        int cuts = java.util.Arrays.stream(reverseFutilityCuts("rfp.margin=120", 120, 3)).sum();
        assertTrue(cuts > 0, "no reverse-futility cut in six middlegame searches");
    }

    @Test
    void razoringFailsLowOnlyAtShallowNonPvNodesWhereTheCapturesCannotReachAlpha() {
        SearchConfig config = SearchConfig.defaults().with("razor=true").with("razor.margin=100");
        int cuts = cuts(config, Step.RAZORING, 6, (n, score, beta) -> {
            assertTrue(n.depth() >= 1 && n.depth() <= 2, () -> "depth " + n.depth());
            assertEquals(n.alpha() + 1, n.beta(), "only zero-window (non-PV) nodes");
            assertFalse(n.inCheck(), "never in check");
            assertTrue(score <= n.alpha(), () -> "the quiescence value " + score + " fails low against α " + n.alpha());
        });
        assertTrue(cuts > 0, "no razoring cut in six middlegame searches");
        // off by default, and switched off it never cuts
        assertFalse(SearchConfig.defaults().razor);
        assertEquals(0, cuts(SearchConfig.defaults(), Step.RAZORING, 1, (n, score, beta) -> { }));
    }

    @Test
    void historyInLmrReducesMovesThatNeverCutOffMoreAndGoodOnesLess() {
        // the fixed rule reduces by 1 or 2; with lmr.history a move that never cut off gets one more
        int[] most = {0, 0};
        int[] least = {9, 9};
        Position p = Fen.parse(Bench.POSITIONS.get(3));
        String[] configs = {NONE, NONE + ",lmr.history=true"};
        long[] total = new long[2];
        for (int k = 0; k < 2; k++) {
            int slot = k;
            total[k] = new Searcher(SearchConfig.defaults().with(configs[k])).search(p.copy(), SearchLimits.depth(8),
                    new SearchListener() {
                        @Override
                        public void lmrReduction(long id, int ply, int move, int index, int reduction) {
                            most[slot] = Math.max(most[slot], reduction);
                            least[slot] = Math.min(least[slot], reduction);
                        }
                    }).totalNodes();
        }
        assertEquals(2, most[0]);
        assertEquals(3, most[1], "a late move that never cut off: 2 + 1");
        assertEquals(1, least[0]);
        assertEquals(1, least[1]);
        assertTrue(total[0] != total[1], "the tree changes");
        // without history (history=false) the key changes nothing
        assertEquals(new Searcher(SearchConfig.defaults().with(NONE + ",history=false")).search(p.copy(), SearchLimits.depth(7)).totalNodes(),
                new Searcher(SearchConfig.defaults().with(NONE + ",history=false,lmr.history=true")).search(p.copy(), SearchLimits.depth(7)).totalNodes());
        // the mate in three is still found with its exact distance
        Position mate = Fen.parse("3a5/4k4/4b4/R8/9/1R7/9/9/9/3K5 w - - 0 1");
        assertEquals(new Searcher(SearchConfig.defaults()).search(mate.copy(), SearchLimits.depth(6)).score(),
                new Searcher(SearchConfig.defaults().with("lmr.history=true,razor=true")).search(mate.copy(), SearchLimits.depth(6)).score());
    }

    @Test
    void eachPruningSearchesFewerNodesAndKeepsTheMates() {
        Map<Integer, Long> withoutAny = new HashMap<>(); // by depth: the tree without any of them
        for (String on : new String[] {"rfp=true", "futility=true", "lmr.table=true", "nullmove.adaptive=true",
                "nullmove.divisor=3", "eval.lazy=true"}) {
            SearchConfig off = SearchConfig.defaults().with(NONE);
            SearchConfig with = SearchConfig.defaults().with(NONE + "," + on);
            // the adaptive null move differs from depth 7 on, that is below a root of depth 8 or more (and a
            // growing R is worth most deep)
            int depth = on.startsWith("nullmove") ? 9 : 7;
            long before = withoutAny.computeIfAbsent(depth, d -> firstBenchNodes(off, d));
            long after = firstBenchNodes(with, depth);
            if (on.equals("eval.lazy=true")) {
                // the lazy evaluation saves time per node, not nodes: the tree may grow or shrink a little
                assertTrue(Math.abs(after - before) < before / 10, () -> on + ": " + before + " → " + after);
            } else {
                assertTrue(after < before, () -> on + ": " + before + " → " + after + " nodes");
            }
            // 双车错 in three (MateTest) is still found with its exact distance
            Position mate = Fen.parse("3a5/4k4/4b4/R8/9/1R7/9/9/9/3K5 w - - 0 1");
            SearchResult r = new Searcher(with).search(mate.copy(), SearchLimits.depth(6));
            assertTrue(Scores.isMate(r.score()) && r.score() > 0, () -> on + ": " + r.score());
            assertEquals(new Searcher(off).search(mate.copy(), SearchLimits.depth(6)).score(), r.score(), on);
        }
    }

    /** The nodes of a search of the first eight bench positions (four let one position's luck decide). */
    private static long firstBenchNodes(SearchConfig config, int depth) {
        long nodes = 0;
        for (int i = 0; i < 8; i++) {
            nodes += new Searcher(config).search(Fen.parse(Bench.POSITIONS.get(i)), SearchLimits.depth(depth)).totalNodes();
        }
        return nodes;
    }

    @Test
    void reverseFutilityReachesAsDeepAsItsDepthKey() {
        // rfp.depth=5: cuts at remaining depth 4 and 5 too, each with the margin of its own depth; the default
        // (3) never cuts deeper
        int[] byDepth = reverseFutilityCuts("rfp.margin=60,rfp.depth=5", 60, 5);
        assertTrue(byDepth[4] + byDepth[5] > 0, () -> "no cut below depth 3: " + java.util.Arrays.toString(byDepth));
        reverseFutilityCuts("rfp.margin=60", 60, 3);
    }

    @Test
    void nullMoveReductionGrowsWithDepthUnderItsDivisor() {
        // nullmove.divisor=3: R = nullmove.r + depth / 3 at every null move; without it R = nullmove.r
        for (String set : new String[] {"nullmove.divisor=3", "nullmove.divisor=0"}) {
            Map<Long, Entered> nodes = new HashMap<>();
            int[] largest = {0};
            int[] moves = {0};
            int divisor = set.endsWith("3") ? 3 : 0;
            SearchListener listener = new NodeRecorder(nodes) {
                @Override
                public void nullMove(long id, int ply, int r, int score, boolean cut, boolean verified) {
                    Entered n = nodes.get(id);
                    int expected = 2 + (divisor > 0 ? n.depth() / divisor : 0);
                    assertEquals(expected, r, () -> set + " at depth " + n.depth());
                    largest[0] = Math.max(largest[0], r);
                    moves[0]++;
                }
            };
            Position p = Fen.parse(Bench.POSITIONS.get(3));
            new Searcher(SearchConfig.defaults().with(set)).search(p, SearchLimits.depth(9), listener);
            assertTrue(moves[0] > 100, () -> set + ": " + moves[0] + " null moves");
            if (divisor > 0) {
                assertTrue(largest[0] >= 4, () -> set + ": largest R " + largest[0]);
            } else {
                assertEquals(2, largest[0], set);
            }
        }
        // fewer nodes and the same mate in three: eachPruningSearchesFewerNodesAndKeepsTheMates
    }

    /** The plies of the null moves of a depth-7 search of a horse-and-pawns ending (red: a horse; black: none). */
    private static java.util.List<Integer> nullMovePlies(String settings) {
        java.util.List<Integer> plies = new java.util.ArrayList<>();
        new Searcher(SearchConfig.defaults().with(settings)).search(Fen.parse("3ak4/4a4/9/9/2p3p2/9/2P1N1P2/9/9/4K4 w"),
                SearchLimits.depth(7), new SearchListener() {
                    @Override
                    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
                        plies.add(ply);
                    }
                });
        return plies;
    }

    @Test
    void nullMoveMaterialSetsWhoMayPass() {
        // a horse counts 1: by default (2) red may not pass either; with 1 red may, black (pawns and advisors) never
        assertTrue(nullMovePlies("nullmove.material=2").isEmpty());
        java.util.List<Integer> plies = nullMovePlies("nullmove.material=1");
        assertFalse(plies.isEmpty(), "red passes with its horse");
        assertTrue(plies.stream().allMatch(p -> p % 2 == 0), () -> "only red passes: " + plies);
    }

    @Test
    void futilityReachesAsDeepAsItsDepthKey() {
        // futility skips moves without an event: the tree shows it. Depth 1 prunes less than the default 2, depth 4 more
        Position p = Fen.parse(Bench.POSITIONS.get(3));
        long[] nodes = new long[5];
        for (int d : new int[] {1, 2, 4}) {
            nodes[d] = new Searcher(SearchConfig.defaults().with("futility.depth=" + d)).search(Fen.parse(Bench.POSITIONS.get(3)),
                    SearchLimits.depth(9)).nodes();
        }
        assertEquals(new Searcher(SearchConfig.defaults()).search(p, SearchLimits.depth(9)).nodes(), nodes[2], "2 is the default");
        assertTrue(nodes[1] > nodes[2] && nodes[4] < nodes[2], () -> java.util.Arrays.toString(nodes));
    }

    @Test
    void nullMoveReductionGrowsWithTheEvaluationsLeadUnderNullmoveEval() {
        // nullmove.eval=50: one ply more per 50 cp by which the static evaluation beats beta, at most three more
        Map<Long, Entered> nodes = new HashMap<>();
        int[] extra = new int[4];
        SearchListener listener = new NodeRecorder(nodes) {
            @Override
            public void nullMove(long id, int ply, int r, int score, boolean cut, boolean verified) {
                int more = r - (2 + nodes.get(id).depth() / 3);
                assertTrue(more >= 0 && more <= 3, () -> "R " + r + " at depth " + nodes.get(id).depth());
                extra[more]++;
            }
        };
        Position p = Fen.parse(Bench.POSITIONS.get(3));
        SearchResult with = new Searcher(SearchConfig.defaults().with("nullmove.eval=50")).search(p, SearchLimits.depth(9), listener);
        assertTrue(extra[0] > 0 && extra[1] + extra[2] + extra[3] > 0, () -> java.util.Arrays.toString(extra));
        SearchResult without = new Searcher(SearchConfig.defaults()).search(Fen.parse(Bench.POSITIONS.get(3)), SearchLimits.depth(9));
        assertTrue(with.nodes() != without.nodes(), "the key changes the tree");
    }

    @Test
    void lmrTableReducesMoreAtDepthAndAlsoOnThePv() {
        int[] most = {0, 0};
        boolean[] pv = {false};
        Map<Long, Entered> nodes = new HashMap<>();
        SearchListener listener = new NodeRecorder(nodes) {
            @Override
            public void lmrReduction(long id, int ply, int move, int index, int reduction) {
                Entered n = nodes.get(id);
                most[1] = Math.max(most[1], reduction);
                assertTrue(reduction >= 1 && reduction <= n.depth() - 2, () -> "reduction " + reduction + " at depth " + n.depth());
                pv[0] |= n.beta() - n.alpha() > 1;
            }
        };
        SearchListener plain = new SearchListener() {
            @Override
            public void lmrReduction(long id, int ply, int move, int index, int reduction) {
                most[0] = Math.max(most[0], reduction);
            }
        };
        Position p = Fen.parse(Bench.POSITIONS.get(3));
        new Searcher(SearchConfig.defaults().with(NONE)).search(p.copy(), SearchLimits.depth(8), plain);
        new Searcher(SearchConfig.defaults().with(NONE + ",lmr.table=true")).search(p.copy(), SearchLimits.depth(8), listener);
        assertEquals(2, most[0], "the fixed rule reduces by 1 or 2");
        assertTrue(most[1] >= 3, () -> "the table reduces late moves deep in the tree by more: " + most[1]);
        assertTrue(pv[0], "the table reduces late quiet moves at PV nodes too");
    }

    @Test
    void lateMovePruningSkipsOnlyLateQuietMovesNearTheHorizonOffThePv() {
        // a quiet move tried after the first 3 + d² at such a node must give check: the child is in check
        Map<Long, Entered> nodes = new HashMap<>();
        Map<Long, Long> lateParent = new HashMap<>();
        int[] late = {0};
        int[] checked = {0};
        SearchListener listener = new NodeRecorder(nodes) {
            @Override
            public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                    NodeType expected, boolean inCheck, long key) {
                super.nodeEntered(id, parent, move, ply, depth, alpha, beta, expected, inCheck, key);
                child(parent, inCheck);
            }

            @Override
            public void quiescenceEntered(long id, long parent, int move, int ply, int alpha, int beta, boolean inCheck) {
                child(parent, inCheck);
            }

            private void child(long parent, boolean inCheck) {
                if (lateParent.remove(parent) != null) {
                    assertTrue(inCheck, "a late quiet move that was not skipped gives check");
                    checked[0]++;
                }
            }

            @Override
            public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                Entered n = nodes.get(id);
                if (stage == Stage.QUIETS && n != null && n.ply() > 0 && n.beta() - n.alpha() == 1 && !n.inCheck()
                        && n.depth() <= 3 && index >= 3 + n.depth() * n.depth()
                        && Math.abs(n.alpha()) < Scores.WIN_BOUND) {
                    late[0]++;
                    lateParent.put(id, id);
                }
            }
        };
        SearchConfig with = SearchConfig.defaults().with("lmp=true");
        long withNodes = 0;
        long withoutNodes = 0;
        for (int i = 0; i < 6; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            withNodes += new Searcher(with).search(p.copy(), SearchLimits.depth(6), listener).totalNodes();
            withoutNodes += new Searcher(SearchConfig.defaults().with("lmp=false")).search(p.copy(), SearchLimits.depth(6))
                    .totalNodes();
        }
        assertTrue(late[0] > 0, "late quiet checks are still searched");
        assertEquals(checked[0], late[0], "every late quiet move searched was followed by its child");
        long a = withoutNodes;
        long b = withNodes;
        assertTrue(b < a * 9 / 10, () -> "late move pruning saves nodes: " + a + " → " + b);
        // the mate in three is still found with its exact distance, as without late move pruning
        Position mate = Fen.parse("3a5/4k4/4b4/R8/9/1R7/9/9/9/3K5 w - - 0 1");
        int withScore = new Searcher(with).search(mate.copy(), SearchLimits.depth(6)).score();
        assertEquals(3, Scores.mateIn(withScore), "mate in three with lmp: " + withScore);
        assertEquals(new Searcher(SearchConfig.defaults().with("lmp=false")).search(mate.copy(), SearchLimits.depth(6)).score(),
                withScore);
    }

    @Test
    void lmrDivisorSetsHowMuchTheTableReduces() {
        int[] most = {0, 0};
        Position p = Fen.parse(Bench.POSITIONS.get(3));
        String[] divisors = {"300", "120"};
        for (int k = 0; k < 2; k++) {
            int slot = k;
            new Searcher(SearchConfig.defaults().with("lmr.divisor=" + divisors[k])).search(p.copy(), SearchLimits.depth(8),
                    new SearchListener() {
                        @Override
                        public void lmrReduction(long id, int ply, int move, int index, int reduction) {
                            most[slot] = Math.max(most[slot], reduction);
                        }
                    });
        }
        assertTrue(most[1] > most[0], () -> "divisor 1.2 reduces more than 3.0: " + most[1] + " vs " + most[0]);
    }

    @Test
    void lmrAttacksNeverReducesAMoveIntoTheEnemyPalace() {
        // kings, advisors and elephants never cross the river: a move landing on files c–g of the enemy's
        // ranks 0–2 is a rook's, horse's, cannon's or pawn's, and lmr.attacks searches it in full
        int[] intoPalace = {0, 0};
        for (int k = 0; k < 2; k++) {
            int slot = k;
            for (int i = 0; i < 4; i++) {
                Position p = Fen.parse(Bench.POSITIONS.get(i));
                int rootSide = p.sideToMove();
                new Searcher(SearchConfig.defaults().with("lmr.attacks=" + (k == 1))).search(p, SearchLimits.depth(8),
                        new SearchListener() {
                            @Override
                            public void lmrReduction(long id, int ply, int move, int index, int reduction) {
                                int mover = rootSide ^ (ply & 1);
                                int to = org.xqlab.rules.Move.to(move);
                                int f = org.xqlab.rules.Square.iccsFile(to);
                                int r = org.xqlab.rules.Square.iccsRank(to);
                                if (f >= 2 && f <= 6 && (mover == org.xqlab.rules.Piece.RED ? r >= 7 : r <= 2)) {
                                    intoPalace[slot]++;
                                }
                            }
                        });
            }
        }
        assertTrue(intoPalace[0] > 0, "without the key such moves are reduced");
        assertEquals(0, intoPalace[1], "with lmr.attacks none is");
    }

    @Test
    void theEvaluationCacheSizeIsInvisibleWithoutLazyEvaluation() {
        // without eval.lazy the cache holds and returns full evaluations only: any size searches the same tree
        for (int i = 0; i < 3; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            SearchResult big = new Searcher(SearchConfig.defaults().with("eval.lazy=false")).search(p.copy(), SearchLimits.depth(6));
            for (String size : new String[] {"1", "1024", "100000"}) {
                SearchResult r = new Searcher(SearchConfig.defaults().with("eval.lazy=false,eval.cache=" + size))
                        .search(p.copy(), SearchLimits.depth(6));
                assertEquals(big.totalNodes(), r.totalNodes(), "eval.cache=" + size);
                assertEquals(big.score(), r.score(), "eval.cache=" + size);
                assertEquals(big.bestMove(), r.bestMove(), "eval.cache=" + size);
            }
        }
    }

    @Test
    void theParentEstimateChangesTheTreeLittleAndKeepsTheMates() {
        // measured on the tree of full before lmp and rfp.improving: without late move pruning the quiescence
        // searches, where the parent's estimate is used, are the most numerous
        SearchConfig off = SearchConfig.defaults().with("lmp=false,rfp.improving=false");
        long a = 0;
        long b = 0;
        long c = 0;
        for (int i = 0; i < 4; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            a += new Searcher(off).search(p.copy(), SearchLimits.depth(7)).totalNodes();
            b += new Searcher(off.with("eval.lazy.parent=60")).search(p.copy(), SearchLimits.depth(7)).totalNodes();
            c += new Searcher(off.with("eval.lazy.parent=1")).search(p.copy(), SearchLimits.depth(7)).totalNodes();
        }
        long before = a;
        long with60 = b;
        long with1 = c;
        // an estimate, like the tiers of eval.lazy: it saves evaluations, and the tree may grow or shrink a little
        assertTrue(Math.abs(with60 - before) < before / 10, () -> before + " → " + with60);
        // at a margin of 1 the estimate decides nearly every quiescence node below a fully evaluated one
        assertTrue(with1 != before, () -> "eval.lazy.parent=1 searched the same " + before + " nodes");
        Position mate = Fen.parse("3a5/4k4/4b4/R8/9/1R7/9/9/9/3K5 w - - 0 1");
        for (String margin : new String[] {"60", "1"}) {
            SearchResult r = new Searcher(off.with("eval.lazy.parent=" + margin)).search(mate.copy(), SearchLimits.depth(6));
            assertEquals(new Searcher(off).search(mate.copy(), SearchLimits.depth(6)).score(), r.score(), margin);
            assertTrue(Scores.isMate(r.score()) && r.score() > 0, () -> margin + ": " + r.score());
        }
    }

    @Test
    void lazyEvaluationIsMaterialAndTablesWhenFarOutside() {
        Evaluator tablesOnly = SearchConfig.defaults().with("eval.knowledge=false").evaluator();
        Evaluator full = SearchConfig.defaults().evaluator();
        for (String fen : Bench.POSITIONS) {
            Position p = Fen.parse(fen);
            assertEquals(tablesOnly.evaluate(p), full.evaluateTables(p, full.sumTables(p), full.sumPhase(p)), fen);
        }
    }

    @Test
    void lazyEvaluationSkipsTierByTier() {
        int margin = SearchConfig.defaults().lazyEvalMargin;
        int second = margin / 3;
        // the second tier exists for the trapped-horse term, on in extended (off in full)
        Evaluator full = SearchConfig.preset("extended").evaluator();
        // extended without the trapped-horse term and the book draws of lone pieces (also off in full) is full
        Evaluator untrapped = SearchConfig.preset("extended").with("eval.horse.trapped=false,eval.endgame.draws=false")
                .evaluator();
        assertEquals(SearchConfig.defaults().evaluator().terms(), untrapped.terms());
        int secondTier = 0;
        int differs = 0;
        for (String fen : Bench.POSITIONS) {
            Position p = Fen.parse(fen);
            long tb = full.sumTables(p);
            int ph = full.sumPhase(p);
            int cn = full.sumCounts(p);
            long ln = full.sumLinear(p);
            int tables = full.evaluateTables(p, tb, ph);
            int rest = untrapped.evaluate(p);
            int exact = full.evaluate(p);
            // a margin beyond either side of the window: material and tables alone, not to be cached
            assertLazy(tables, false, full.evaluateLazily(p, tb, ph, cn, ln, tables - margin - 50, tables - margin, margin), fen);
            assertLazy(tables, false, full.evaluateLazily(p, tb, ph, cn, ln, tables + margin, tables + margin + 50, margin), fen);
            if (Math.abs(exact - tables) < margin - 1 && Math.abs(exact - rest) < second - 1) {
                // inside both margins: the full evaluation, to be cached
                assertLazy(exact, true, full.evaluateLazily(p, tb, ph, cn, ln, exact - 1, exact + 1, margin), fen);
            }
            if (Math.abs(rest - tables) < margin - 1) {
                // full has no second tier: past the first, its (untrapped) evaluation is exact and cached
                assertLazy(rest, true, untrapped.evaluateLazily(p, tb, ph, cn, ln, rest - 1, rest + 1, margin), fen);
            }
            if (Math.abs(rest - tables) < margin - second - 1) {
                // the first tier passes, and the rest is a third of the margin beyond the window: no trapped-horse term
                secondTier++;
                differs += rest != exact ? 1 : 0;
                assertLazy(rest, false, full.evaluateLazily(p, tb, ph, cn, ln, rest - second - 1, rest - second, margin), fen);
                assertLazy(rest, false, full.evaluateLazily(p, tb, ph, cn, ln, rest + second, rest + second + 1, margin), fen);
                assertLazy(exact, true, full.evaluateLazily(p, tb, ph, cn, ln, rest + second - 1, rest + second, margin), fen);
            }
        }
        assertTrue(secondTier > 10, "positions whose second tier was tried: " + secondTier);
        assertTrue(differs > 0, "the trapped-horse term is 0 in every position tried: the tiers were not told apart");
    }

    private static void assertLazy(int value, boolean full, long lazy, String fen) {
        assertEquals(value, Evaluator.lazyValue(lazy), fen);
        assertEquals(full, Evaluator.lazyExact(lazy), fen);
    }
}
