package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The selectivity keys beyond {@link ForwardPruningTest}'s — {@code lmp.improving}, {@code lmr.improving},
 * {@code lmr.cutnode}, {@code lmr.badcaptures}, {@code lmr.checks}, {@code lmr.root}, {@code tt.eval}, {@code quiescence.tt}, {@code iir}, {@code futility.lmr}, {@code shallow.hanging}, {@code shallow.badcaptures} and {@code rfp.improving} — change the tree as their keys say, each checked
 * against the nodes the trace reports, and keep every mate of {@link MateTest} at its distance.
 */
class SelectivityTest {
    /** The fixed LMR rule (one ply, two when late and deep), so that a reduction can be predicted exactly. */
    private static final String FIXED = "lmr.table=false";

    /** What the listener saw of one node on entry. */
    private record Entered(int ply, int depth, int alpha, int beta, NodeType expected, boolean inCheck) {
        boolean pv() {
            return beta - alpha > 1;
        }
    }

    /** Keeps every main-search node entered, by id. */
    private static class NodeRecorder implements SearchListener {
        final Map<Long, Entered> nodes = new HashMap<>();

        @Override
        public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                NodeType expected, boolean inCheck, long key) {
            nodes.put(id, new Entered(ply, depth, alpha, beta, expected, inCheck));
        }
    }

    /** Searches the first four bench positions to {@code depth} with the defaults and {@code settings}. */
    private static void searchBench(String settings, int depth, SearchListener listener) {
        for (int i = 0; i < 4; i++) {
            new Searcher(SearchConfig.defaults().with(settings)).search(Fen.parse(Bench.POSITIONS.get(i)),
                    SearchLimits.depth(depth), listener);
        }
    }

    /**
     * {@code key} saves nodes (four bench positions to depth 7), and changes nothing (two to depth 6) where
     * {@code without} switches off what it works on.
     */
    private static void savesNodesOnlyWith(String key, String without) {
        savesNodesOnlyWith(SearchConfig.defaults(), key, without);
    }

    /** As {@link #savesNodesOnlyWith(String, String)}, from {@code plain} rather than the defaults. */
    private static void savesNodesOnlyWith(SearchConfig plain, String key, String without) {
        assertTrue(nodes(plain.with(key), 4, 7) < nodes(plain, 4, 7), () -> key + " saves nodes");
        assertEquals(nodes(plain.with(without), 2, 6), nodes(plain.with(without + "," + key), 2, 6),
                () -> key + " changes nothing with " + without);
    }

    private static long nodes(SearchConfig config, int positions, int depth) {
        long total = 0;
        for (int i = 0; i < positions; i++) {
            total += new Searcher(config).search(Fen.parse(Bench.POSITIONS.get(i)), SearchLimits.depth(depth)).totalNodes();
        }
        return total;
    }

    /**
     * The quiet moves searched at late-move-pruning nodes (off the PV, not in check, depth ≤ 3) as move number
     * (3 + d²) / 2 or later: a node that keeps only half of its 3 + d² quiet moves searches none of them that
     * does not give check.
     */
    private static int secondHalfQuiets(SearchConfig config) {
        int[] count = {0};
        NodeRecorder listener = new NodeRecorder() {
            @Override
            public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                Entered n = nodes.get(id);
                if (stage == Stage.QUIETS && n != null && ply > 0 && !n.pv() && !n.inCheck() && n.depth() <= 3
                        && index >= (3 + n.depth() * n.depth()) / 2 && Math.abs(n.alpha()) < Scores.WIN_BOUND) {
                    count[0]++;
                }
            }
        };
        for (int i = 0; i < 6; i++) {
            new Searcher(config).search(Fen.parse(Bench.POSITIONS.get(i)), SearchLimits.depth(6), listener);
        }
        return count[0];
    }

    @Test
    void lmpImprovingHalvesTheQuietMovesOnlyWhereTheEvaluationDidNotRise() {
        int plain = secondHalfQuiets(SearchConfig.defaults().with("lmp=true"));
        int improving = secondHalfQuiets(SearchConfig.defaults().with("lmp=true,lmp.improving=true"));
        assertTrue(improving < plain * 3 / 4, () -> "fewer late quiet moves: " + plain + " → " + improving);
        assertTrue(improving > 0, "nodes whose evaluation rose still search their 3 + d² quiet moves");
        assertTrue(nodes(SearchConfig.defaults().with("lmp=true,lmp.improving=true"), 4, 7)
                < nodes(SearchConfig.defaults().with("lmp=true"), 4, 7));
        // without lmp the key changes nothing
        assertEquals(nodes(SearchConfig.defaults().with("lmp=false"), 2, 6),
                nodes(SearchConfig.defaults().with("lmp=false,lmp.improving=true"), 2, 6));
    }

    /**
     * Checks every reduction of the fixed rule against its node: the rule's 1 or 2 plies, plus one where
     * {@code extra} says so, never below one ply before the quiescence search; returns {plain, one more} counts of
     * the reductions where one more would have fit.
     */
    private static int[] fixedRuleReductions(String settings, java.util.function.Predicate<Entered> extra) {
        int[] seen = {0, 0};
        NodeRecorder listener = new NodeRecorder() {
            @Override
            public void lmrReduction(long id, int ply, int move, int index, int reduction) {
                Entered n = nodes.get(id);
                int base = n.depth() >= 6 && index >= 9 ? 2 : 1;
                int room = n.depth() - 2; // newDepth − 1: one ply kept before the quiescence search
                int plain = Math.min(base, room);
                int more = Math.min(base + 1, room);
                if (extra == null) {
                    assertEquals(plain, reduction, () -> "depth " + n.depth() + " move " + index);
                    return;
                }
                if (extra.test(n)) {
                    assertEquals(more, reduction, () -> settings + ": at " + n + " move " + index);
                } else if (extra != ANY) {
                    assertEquals(plain, reduction, () -> settings + ": at " + n + " move " + index);
                } else {
                    assertTrue(reduction == plain || reduction == more, () -> settings + ": " + reduction);
                }
                if (more > plain) {
                    seen[reduction == more ? 1 : 0]++;
                }
            }
        };
        searchBench(FIXED + "," + settings, 8, listener);
        return seen;
    }

    /** Stands for "either reduction": the improving flag is the engine's, not the trace's. */
    private static final java.util.function.Predicate<Entered> ANY = n -> false;

    @Test
    void lmrCutNodeReducesOnePlyMoreExactlyAtExpectedCutNodes() {
        fixedRuleReductions("lmr.cutnode=false", null);
        int[] seen = fixedRuleReductions("lmr.cutnode=true", n -> n.expected() == NodeType.CUT);
        assertTrue(seen[1] > 0, "cut nodes reduce one ply more");
        assertTrue(seen[0] > 0, "all nodes keep the rule's reduction");
        assertTrue(nodes(SearchConfig.defaults().with("lmr.cutnode=true"), 4, 7) < nodes(SearchConfig.defaults(), 4, 7));
    }

    /**
     * Over four bench positions to depth 8: {bad captures tried with a reduction, without one, quiet moves reduced}.
     * Each reduced bad capture is checked against its node: not in check, depth at least lmr.depth (3), after the
     * first 3 moves (5 at a PV node), and reduced by the table's ⌊0.5 + ln d · ln n / 2⌋ (at least 1), one ply less
     * at a PV node, keeping a ply before the quiescence search.
     */
    private static int[] badCaptureReductions(String settings) {
        int[] seen = new int[3];
        NodeRecorder listener = new NodeRecorder() {
            @Override
            public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                if (stage == Stage.BAD_CAPTURES) {
                    seen[reduction > 0 ? 0 : 1]++;
                    Entered n = nodes.get(id);
                    if (reduction > 0) {
                        String at = settings + ": " + n + " move " + index;
                        assertTrue(!n.inCheck() && n.depth() >= 3 && index >= (n.pv() ? 5 : 3), at);
                        int table = Math.max(1, (int) (0.5 + Math.log(n.depth()) * Math.log(index) / 2.0));
                        int expected = Math.max(0, Math.min(table - (n.pv() ? 1 : 0), n.depth() - 2));
                        assertEquals(expected, reduction, at);
                    }
                } else if (stage == Stage.QUIETS && reduction > 0) {
                    seen[2]++;
                }
            }
        };
        searchBench(settings, 8, listener);
        return seen;
    }

    @Test
    void lmrBadCapturesReducesTheLateLosingCapturesToo() {
        int[] without = badCaptureReductions("lmr.badcaptures=false");
        assertEquals(0, without[0], "without the key no capture is reduced");
        assertTrue(without[1] > 0 && without[2] > 0, java.util.Arrays.toString(without));
        int[] with = badCaptureReductions("lmr.badcaptures=true");
        assertTrue(with[0] > 0, "with it bad captures are reduced");
        assertTrue(with[1] > 0, "but not where LMR does not apply (PV, check, the first moves, shallow)");
        assertEquals(0, badCaptureReductions("lmr.badcaptures=true,lmr=false")[0], "and none without LMR");
        // the tree changes: fewer nodes at the bench's depth 9, more at its depth 8
        assertTrue(nodes(SearchConfig.defaults().with("lmr.badcaptures=true"), 4, 7) != nodes(SearchConfig.defaults(), 4, 7));
    }

    @Test
    void lmrChecksReducesLateQuietChecksOnePlyLess() {
        int[] without = checkReductions("lmr.checks=false");
        assertEquals(0, without[0], "without the key no move that gives check is reduced");
        assertTrue(without[1] > 0 && without[2] > 0, java.util.Arrays.toString(without));
        int[] with = checkReductions("lmr.checks=true");
        assertTrue(with[0] > 0, "with it late quiet checks are reduced");
        assertTrue(with[1] > 0, "but not where LMR does not apply, nor where a ply less is none");
        assertTrue(checkReductions(FIXED + ",lmr.checks=true")[0] > 0, "by the fixed rule too, where it gives two");
        assertEquals(0, checkReductions("lmr.checks=true,lmr=false")[0], "and none without LMR");
        assertTrue(nodes(SearchConfig.defaults().with("lmr.checks=true"), 4, 7) != nodes(SearchConfig.defaults(), 4, 7));
    }

    @Test
    void quiescenceTtSettlesOnlyZeroWindowNodesByTheirEntries() {
        int[] without = quiescenceTable("quiescence.tt=false");
        assertEquals(0, without[0] + without[1] + without[2], "without the key the quiescence search leaves the table alone");
        int[] with = quiescenceTable("quiescence.tt=true");
        assertTrue(with[0] > 0 && with[1] > 0 && with[2] > 0, () -> "probes, cuts, stores: " + java.util.Arrays.toString(with));
        assertTrue(nodes(SearchConfig.defaults().with("quiescence.tt=true"), 4, 7) < nodes(SearchConfig.defaults(), 4, 7));
    }

    /**
     * Over four bench positions to depth 7, what the quiescence nodes did with the table: {probes, cutoffs, stores}.
     * Every cutoff is at a zero-window node whose entry settles the window (exact, a lower bound at β or above, an
     * upper bound at α or below), and every store is of depth 0.
     */
    private static int[] quiescenceTable(String settings) {
        int[] seen = new int[3];
        Map<Long, int[]> window = new HashMap<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void searchStarted(String fen, String config, int maxDepth) {
                window.clear();
            }

            @Override
            public void quiescenceEntered(long id, long parent, int move, int ply, int alpha, int beta, boolean inCheck) {
                window.put(id, new int[] {alpha, beta});
            }

            @Override
            public void ttProbe(long id, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
                int[] w = window.get(id);
                if (w == null) {
                    return;
                }
                seen[0]++;
                if (cut) {
                    seen[1]++;
                    assertEquals(1, w[1] - w[0], "a zero window");
                    assertTrue(bound == Bound.EXACT || bound == Bound.LOWER && score >= w[1]
                            || bound == Bound.UPPER && score <= w[0], () -> bound + " " + score + " settles " + w[0] + ", " + w[1]);
                }
            }

            @Override
            public void ttStore(long id, int ply, Bound bound, int depth, int score, int move) {
                if (window.containsKey(id)) {
                    seen[2]++;
                    assertEquals(0, depth, "a quiescence result is kept at depth 0");
                }
            }
        };
        searchBench(settings, 7, listener);
        return seen;
    }

    @Test
    void lmrRootReducesTheRootsLateQuietMovesByThePvRule() {
        int[] without = rootReductions("lmr.root=false");
        assertEquals(0, without[0], "without the key no root move is reduced");
        int[] with = rootReductions("lmr.root=true");
        assertTrue(with[0] > 0, () -> "with it late quiet root moves are reduced: " + java.util.Arrays.toString(with));
        assertTrue(with[1] > 0, "captures and checks among the late root moves are not");
        assertEquals(0, rootReductions("lmr.root=true,lmr=false")[0], "and none without LMR");
        assertTrue(nodes(SearchConfig.defaults().with("lmr.root=true"), 4, 7) != nodes(SearchConfig.defaults(), 4, 7));
    }

    /**
     * Over the bench positions to depth 8: {root moves tried with a reduction, late root moves (from the sixth on)
     * that are captures or give check}. Every root move is checked: with {@code lmr.root} and {@code lmr} a quiet
     * move that gives no check, from the sixth move on (the rule of PV nodes), at depth 3 or more and out of check,
     * is reduced by the table's ⌊0.5 + ln d · ln n / 2⌋ (at least 1) less one, keeping a ply before the quiescence
     * search; every other root move, and every one without the keys, is not reduced. A move gives check when the
     * node it leads to is entered in check; it is quiet when the root position has no piece on its target.
     */
    private static int[] rootReductions(String settings) {
        int[] seen = new int[2];
        for (int i = 0; i < Bench.POSITIONS.size(); i++) {
            Position root = Fen.parse(Bench.POSITIONS.get(i));
            boolean rootInCheck = root.inCheck();
            // the root move just tried, until its child node is entered: root id, move, index, reduction, depth
            long[] pending = {-1, 0, 0, 0, 0};
            SearchListener listener = new SearchListener() {
                @Override
                public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                        NodeType expected, boolean inCheck, long key) {
                    if (ply == 0) {
                        pending[4] = depth;
                    }
                    child(parent, move, inCheck);
                }

                @Override
                public void quiescenceEntered(long id, long parent, int move, int ply, int alpha, int beta, boolean inCheck) {
                    child(parent, move, inCheck);
                }

                @Override
                public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                    if (ply == 0) {
                        pending[0] = id;
                        pending[1] = move;
                        pending[2] = index;
                        pending[3] = reduction;
                    }
                }

                private void child(long parent, int move, boolean inCheck) {
                    if (pending[0] < 0 || parent != pending[0] || move != pending[1]) {
                        return;
                    }
                    pending[0] = -1;
                    int index = (int) pending[2];
                    int reduction = (int) pending[3];
                    int depth = (int) pending[4];
                    boolean quiet = root.pieceAt(Move.to(move)) == 0;
                    boolean on = settings.contains("lmr.root=true") && !settings.contains("lmr=false");
                    int expected = 0;
                    if (on && quiet && !inCheck && !rootInCheck && depth >= 3 && index >= 5) {
                        int rule = Math.max(1, (int) (0.5 + Math.log(depth) * Math.log(index) / 2.0)) - 1;
                        expected = Math.max(0, Math.min(rule, depth - 2));
                    }
                    assertEquals(expected, reduction, () -> settings + ": root move " + Move.iccs(move) + " number "
                            + index + " at depth " + depth);
                    seen[0] += reduction > 0 ? 1 : 0;
                    seen[1] += index >= 5 && depth >= 3 && (!quiet || inCheck) ? 1 : 0;
                }
            };
            new Searcher(SearchConfig.defaults().with(settings)).search(root.copy(), SearchLimits.depth(8), listener);
        }
        return seen;
    }

    /**
     * Over four bench positions to depth 8: {quiet moves that give check tried with a reduction, late quiet checks
     * (from the fourth move on) tried without one, quiet moves reduced that give no check}. A move gives check when
     * the node it leads to is entered in check. Every late quiet check is checked against its node: with
     * {@code lmr.checks} and {@code lmr} it is reduced by a ply less than the rule gives there — the table's
     * ⌊0.5 + ln d · ln n / 2⌋ (at least 1) less one more ply at a PV node, or with {@code lmr.table=false} (no PV
     * node) two plies from depth 6 and the ninth move on, else one — keeping a ply before the quiescence search, and
     * none in check, below depth 3 or among the first 3 moves (5 at a PV node); without the keys it is not reduced.
     */
    private static int[] checkReductions(String settings) {
        int[] seen = new int[3];
        // the quiet move just tried, until its child node is entered: node id, move, index, reduction
        long[] pending = {-1, 0, 0, 0};
        NodeRecorder listener = new NodeRecorder() {
            @Override
            public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                pending[0] = stage == Stage.QUIETS ? id : -1;
                pending[1] = move;
                pending[2] = index;
                pending[3] = reduction;
            }

            @Override
            public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                    NodeType expected, boolean inCheck, long key) {
                child(parent, move, inCheck);
                super.nodeEntered(id, parent, move, ply, depth, alpha, beta, expected, inCheck, key);
            }

            @Override
            public void quiescenceEntered(long id, long parent, int move, int ply, int alpha, int beta, boolean inCheck) {
                child(parent, move, inCheck);
            }

            private void child(long parent, int move, boolean inCheck) {
                if (pending[0] < 0 || parent != pending[0] || move != pending[1]) {
                    return;
                }
                int index = (int) pending[2];
                int reduction = (int) pending[3];
                pending[0] = -1;
                if (!inCheck) {
                    seen[2] += reduction > 0 ? 1 : 0;
                    return;
                }
                Entered n = nodes.get(parent);
                String at = settings + ": " + n + " move " + index;
                boolean table = !settings.contains("lmr.table=false");
                boolean on = settings.contains("lmr.checks=true") && !settings.contains("lmr=false");
                int expected = 0;
                if (on && !n.inCheck() && n.depth() >= 3 && index >= (n.pv() && table ? 5 : 3) && (table || !n.pv())) {
                    int rule = table ? Math.max(1, (int) (0.5 + Math.log(n.depth()) * Math.log(index) / 2.0))
                            - (n.pv() ? 1 : 0) : n.depth() >= 6 && index >= 9 ? 2 : 1;
                    expected = Math.max(0, Math.min(rule - 1, n.depth() - 2));
                }
                assertEquals(expected, reduction, at);
                if (reduction > 0) {
                    seen[0]++;
                } else if (index >= 3) {
                    seen[1]++;
                }
            }
        };
        searchBench(settings, 8, listener);
        return seen;
    }

    /**
     * Over four bench positions to depth 7, the captures tried at quiescence nodes out of check after the first
     * {@code n}: {recaptures on the point of the move into the node, other captures}.
     */
    private static int[] lateQuiescenceCaptures(String settings, int n) {
        int[] seen = new int[2];
        Map<Long, Integer> lastTo = new HashMap<>(); // node ids start again with each search
        SearchListener listener = new SearchListener() {
            @Override
            public void searchStarted(String fen, String config, int maxDepth) {
                lastTo.clear();
            }

            @Override
            public void quiescenceEntered(long id, long parent, int move, int ply, int alpha, int beta, boolean inCheck) {
                if (!inCheck && move != Move.NONE) {
                    lastTo.put(id, Move.to(move));
                }
            }

            @Override
            public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                Integer to = lastTo.get(id);
                if (to != null && index >= n) {
                    seen[Move.to(move) == to ? 0 : 1]++;
                }
            }
        };
        searchBench(settings, 7, listener);
        return seen;
    }

    @Test
    void quiescenceLimitSearchesOnlyRecapturesAfterTheFirstCaptures() {
        int[] without = lateQuiescenceCaptures("quiescence.limit=0", 2);
        assertTrue(without[1] > 0, "without the key later captures elsewhere are searched");
        int[] with = lateQuiescenceCaptures("quiescence.limit=2", 2);
        assertEquals(0, with[1], "with it none is");
        assertTrue(with[0] > 0, "recaptures still are");
        assertTrue(lateQuiescenceCaptures("quiescence.limit=2", 1)[1] > 0, "and the second capture anywhere");
    }

    @Test
    void lmrImprovingReducesOnePlyMoreSomewhereAndNeverMoreThanThat() {
        int[] seen = fixedRuleReductions("lmr.improving=true", ANY);
        assertTrue(seen[1] > 0, "nodes whose evaluation did not rise reduce one ply more");
        assertTrue(seen[0] > 0, "nodes whose evaluation rose keep the rule's reduction");
        assertTrue(nodes(SearchConfig.defaults().with("lmr.improving=true"), 4, 7) < nodes(SearchConfig.defaults(), 4, 7));
    }

    /**
     * Checks every store in the transposition table against its node under {@code settings}: with {@code iir} a
     * node of depth 4 or more without a hash move stores one ply less, except a PV node that IID prepares (when
     * {@code iid} is on), and every other node its own depth; returns {kept, reduced} counts.
     */
    private static int[] storedDepths(String settings, boolean iir, boolean iid) {
        int[] seen = {0, 0};
        Map<Long, Integer> hashMove = new HashMap<>();
        NodeRecorder listener = new NodeRecorder() {
            @Override
            public void ttProbe(long id, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
                hashMove.put(id, move);
            }

            @Override
            public void ttStore(long id, int ply, Bound bound, int depth, int score, int move) {
                Entered n = nodes.get(id);
                if (ply == 0) {
                    return;
                }
                boolean reduced = iir && hashMove.get(id) == 0 && n.depth() >= 4 && !(iid && n.pv() && n.depth() >= 3);
                assertEquals(reduced ? n.depth() - 1 : n.depth(), depth, () -> settings + ": at " + n);
                seen[reduced ? 1 : 0]++;
            }
        };
        searchBench(settings, 8, listener);
        return seen;
    }

    /**
     * Where {@code shallow.hanging=2} or {@code shallow.badcaptures=2} would apply (off the PV, not in check, depth ≤ 2,
     * after the first move, α not a mate score; {@code lmr.attacks} and {@code extension.matethreat}, which also
     * exempt moves, are off in these searches; a node where a move searched so far was answered by a mate, which
     * the skips wait out, is left aside), the moves searched that give no check, read from the searched position
     * itself, which holds the move while the listener hears of it: {0: quiet rook, horse or cannon moves that leave
     * the piece where the opponent attacks it, undefended or (a rook) at all, 1: the other quiet rook, horse or
     * cannon moves, 2: bad captures, 3: good captures}; with {@code order.see}, 0 and 1 are the quiet moves of any
     * piece but the king that the static exchange then loses, and the others.
     */
    private static int[] lateMoves(SearchConfig config) {
        int[] count = new int[4];
        StaticExchange exchange = new StaticExchange();
        for (int i = 0; i < 6; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            Map<Long, Long> parentOf = new HashMap<>();
            Set<Long> movesTried = new HashSet<>();
            Set<Long> mated = new HashSet<>();
            NodeRecorder listener = new NodeRecorder() {
                @Override
                public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                        NodeType expected, boolean inCheck, long key) {
                    super.nodeEntered(id, parent, move, ply, depth, alpha, beta, expected, inCheck, key);
                    parentOf.put(id, parent);
                }

                @Override
                public void quiescenceEntered(long id, long parent, int move, int ply, int alpha, int beta,
                        boolean inCheck) {
                    parentOf.put(id, parent);
                }

                @Override
                public void nodeLeft(long id, int ply, int score, Bound bound, int bestMove, NodeType actual) {
                    Long parent = parentOf.get(id);
                    // a child of a move (not of the null move, nor a nested search of the same node) that mates
                    if (parent != null && movesTried.contains(parent) && nodes.containsKey(parent)
                            && nodes.get(parent).ply() == ply - 1 && score >= Scores.WIN_BOUND) {
                        mated.add(parent);
                    }
                }

                @Override
                public void moveTried(long id, int ply, int move, Stage stage, int index, int reduction) {
                    movesTried.add(id);
                    Entered n = nodes.get(id);
                    if (n == null || ply == 0 || n.pv() || n.inCheck() || n.depth() > 2 || index == 0
                            || Math.abs(n.alpha()) >= Scores.WIN_BOUND || p.inCheck() || mated.contains(id)) {
                        return;
                    }
                    if (stage == Stage.BAD_CAPTURES || stage == Stage.GOOD_CAPTURES) {
                        count[stage == Stage.BAD_CAPTURES ? 2 : 3]++;
                        return;
                    }
                    int to = Move.to(move);
                    int type = Piece.typeOf(p.pieceAt(to));
                    int opponent = p.sideToMove();
                    if (config.orderSee) {
                        // order.see: any piece but the king that the opponent wins something by taking
                        if (stage == Stage.QUIETS && type != Piece.KING) {
                            count[exchange.threat(p, to) > 0 ? 0 : 1]++;
                        }
                    } else if (stage == Stage.QUIETS && (type == Piece.ROOK || type == Piece.HORSE || type == Piece.CANNON)) {
                        boolean hangs = p.attacked(to, opponent) && (type == Piece.ROOK || !p.attacked(to, opponent ^ 1));
                        count[hangs ? 0 : 1]++;
                    }
                }
            };
            new Searcher(config).search(p, SearchLimits.depth(6), listener);
        }
        return count;
    }

    @Test
    void shallowHangingSkipsTheLateQuietMovesThatGiveAPieceAway() {
        int[] without = lateMoves(SearchConfig.defaults());
        assertTrue(without[0] > 0, "without the key such moves are searched");
        int[] with = lateMoves(SearchConfig.defaults().with("shallow.hanging=2"));
        assertEquals(0, with[0], "with it none is");
        assertTrue(with[1] > 0, "the late quiet rook, horse and cannon moves that keep the piece are still searched");
        assertTrue(with[2] > 0, "and the bad captures");
        // it saves nodes where late move pruning does not already skip those moves
        SearchConfig noLmp = SearchConfig.defaults().with("lmp=false");
        assertTrue(nodes(noLmp.with("shallow.hanging=3"), 4, 7) < nodes(noLmp, 4, 7));
    }

    @Test
    void withTheStaticExchangeShallowHangingSkipsTheQuietMovesTheExchangeLoses() {
        SearchConfig see = SearchConfig.defaults().with("order.see=true");
        int[] without = lateMoves(see);
        assertTrue(without[0] > 0, "without shallow.hanging such moves are searched");
        int[] with = lateMoves(see.with("shallow.hanging=2"));
        assertEquals(0, with[0], "with it none is");
        assertTrue(with[1] > 0, "the late quiet moves that keep the piece are still searched");
        assertTrue(with[2] > 0, "and the bad captures");
    }

    @Test
    void shallowBadCapturesSkipsTheLateLosingCapturesNearTheHorizon() {
        int[] without = lateMoves(SearchConfig.defaults());
        assertTrue(without[2] > 0, "without the key such captures are searched");
        int[] with = lateMoves(SearchConfig.defaults().with("shallow.badcaptures=2"));
        assertEquals(0, with[2], "with it none is");
        assertTrue(with[3] > 0, "the good captures are still searched");
        assertTrue(with[0] > 0, "and the quiet moves");
        // without the picker's bad-capture stage there is nothing to skip
        savesNodesOnlyWith("shallow.badcaptures=3", "order.badcaptures=false");
    }

    /**
     * The reverse-futility cutoffs of searches of six bench positions to depth 6, with the margin 120 a ply:
     * {0: those that the full margin (120 × d) allows, 1: those that only the margin of a ply less allows}. Every
     * cutoff keeps the margin of d − 1 plies, and one with less than d plies is at an improving node: its static
     * evaluation (the cutoff's score) above that of the node two plies up, the same side's last, unless that one
     * was in check or there is none.
     */
    private static int[] staticCutoffs(SearchConfig config) {
        int margin = 120;
        SearchConfig withMargin = config.with("rfp.margin=" + margin);
        Evaluator evaluator = withMargin.evaluator();
        int[] count = {0, 0};
        for (int i = 0; i < 6; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            int[] evalAt = new int[128];
            SearchListener listener = new SearchListener() {
                @Override
                public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                        NodeType expected, boolean inCheck, long key) {
                    evalAt[ply] = inCheck ? Integer.MIN_VALUE : evaluator.evaluate(p);
                }

                @Override
                public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                        Step step) {
                    if (step != Step.STATIC_PRUNING) {
                        return;
                    }
                    assertTrue(score - margin * (depth - 1) >= beta, () -> "margin of " + (depth - 1) + " plies kept");
                    boolean full = score - margin * depth >= beta;
                    if (!full) {
                        assertTrue(ply < 2 || evalAt[ply - 2] == Integer.MIN_VALUE || score > evalAt[ply - 2],
                                () -> "a ply less of margin at an improving node: " + score + " after " + evalAt[ply - 2]);
                    }
                    count[full ? 0 : 1]++;
                }
            };
            new Searcher(withMargin).search(p, SearchLimits.depth(6), listener);
        }
        return count;
    }

    @Test
    void rfpImprovingCutsWithAPlyLessOfMarginOnlyWhereImproving() {
        SearchConfig without = SearchConfig.defaults().with("rfp.improving=false");
        int[] plain = staticCutoffs(without);
        assertTrue(plain[0] > 0, "reverse futility cuts");
        assertEquals(0, plain[1], "without the key every cutoff has the full margin");
        int[] improving = staticCutoffs(without.with("rfp.improving=true"));
        assertTrue(improving[1] > 0, "with it some cutoffs have only d − 1 plies of margin");
        assertTrue(SearchConfig.defaults().rfpImproving, "in full");
        // without reverse futility the key changes nothing
        savesNodesOnlyWith(without, "rfp.improving=true", "rfp=false");
    }

    /**
     * The reverse-futility cutoffs at depth 2 or more of a depth-11 search of the mate in five that the default
     * table of the Pikafish-HCE distillation hid (MateSuiteTest), and of four bench positions to depth 7: how many
     * there were, and how many of them left the opponent a mate in one by check had the side to move passed —
     * found here by listing every legal move, as the search does not.
     */
    private static int[] cutsUnderAMateThreat(String settings) {
        int[] count = {0, 0};
        List<String> fens = new java.util.ArrayList<>(List.of("4ka3/3Na4/9/9/9/3C5/2p6/2nA2p1B/4K2c1/9 w - - 0 1"));
        fens.addAll(Bench.POSITIONS.subList(0, 4));
        for (String fen : fens) {
            Position p = Fen.parse(fen);
            SearchListener listener = new SearchListener() {
                @Override
                public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                        Step step) {
                    if (step == Step.STATIC_PRUNING && depth >= 2) {
                        count[0]++;
                        count[1] += mateInOneAfterAPass(p.copy()) ? 1 : 0;
                    }
                }
            };
            int depth = fens.indexOf(fen) == 0 ? 11 : 7;
            new Searcher(SearchConfig.defaults().with(settings))
                    .search(p, SearchLimits.depth(depth), listener);
        }
        return count;
    }

    private static boolean mateInOneAfterAPass(Position p) {
        p.makeNullMove();
        for (int move : p.legalMoves()) {
            p.makeMove(move);
            boolean mate = p.inCheck() && p.legalMoves().length == 0;
            p.unmakeMove();
            if (mate) {
                return true;
            }
        }
        return false;
    }

    @Test
    void rfpThreatCutsNowhereTheOpponentWouldMateAtOnce() {
        int[] plain = cutsUnderAMateThreat("rfp.threat=false");
        assertTrue(plain[1] > 0, () -> "without the key some of " + plain[0] + " cuts leave a mate in one");
        int[] guarded = cutsUnderAMateThreat("rfp.threat=true");
        assertTrue(guarded[0] > 0, "reverse futility still cuts");
        assertEquals(0, guarded[1], () -> "with it none of " + guarded[0] + " cuts does");
        // the mate in five it hid is found at depth 11 with the key (at 12 without)
        assertTrue(SearchConfig.defaults().rfpThreat, "in full");
        SearchResult r = new Searcher(SearchConfig.defaults()).search(Fen.parse("4ka3/3Na4/9/9/9/3C5/2p6/2nA2p1B/4K2c1/9 w - - 0 1"), SearchLimits.depth(11));
        assertEquals(5, Scores.isMate(r.score()) ? Scores.mateIn(r.score()) : 0, r::pvText);
        // without reverse futility the key changes nothing
        assertEquals(nodes(SearchConfig.defaults().with("rfp=false,rfp.threat=false"), 2, 6),
                nodes(SearchConfig.defaults().with("rfp=false,rfp.threat=true"), 2, 6));
    }

    /**
     * The reverse-futility cutoffs of six bench positions to depth 6 under {@code settings}, each checked against
     * its node: the cutoff's score is the node's static evaluation, or with {@code ttEval} the table's score where
     * the probe at the node found a bound that shows the evaluation too low or too high (an exact score, a lower
     * bound above it, an upper bound below it; not a mate score), and it keeps the margin of d − 1 plies
     * ({@code rfp.improving} is on). Returns {cutoffs by the static evaluation, cutoffs by the table's score}.
     */
    private static int[] cutoffsByTheTable(String settings, boolean ttEval) {
        int margin = 120;
        SearchConfig config = SearchConfig.defaults().with(settings + ",rfp.margin=" + margin);
        Evaluator evaluator = config.evaluator();
        int[] count = {0, 0};
        for (int i = 0; i < 6; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            int[] evalAt = new int[128];
            int[] boundAt = new int[128];
            int[] scoreAt = new int[128];
            SearchListener listener = new SearchListener() {
                @Override
                public void nodeEntered(long id, long parent, int move, int ply, int depth, int alpha, int beta,
                        NodeType expected, boolean inCheck, long key) {
                    evalAt[ply] = inCheck ? Integer.MIN_VALUE : evaluator.evaluate(p);
                    boundAt[ply] = 0;
                }

                @Override
                public void ttProbe(long id, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
                    boundAt[ply] = !hit ? 0 : bound == Bound.EXACT ? 3 : bound == Bound.LOWER ? 2 : bound == Bound.UPPER ? 1 : 0;
                    scoreAt[ply] = score;
                }

                @Override
                public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                        Step step) {
                    if (step != Step.STATIC_PRUNING) {
                        return;
                    }
                    int e = evalAt[ply];
                    int s = scoreAt[ply];
                    boolean byTable = ttEval && Math.abs(s) < Scores.WIN_BOUND
                            && (boundAt[ply] == 3 || boundAt[ply] == 2 && s > e || boundAt[ply] == 1 && s < e);
                    int expected = byTable ? s : e;
                    assertEquals(expected, score, () -> settings + ": evaluation " + e + ", table bound " + boundAt[ply]
                            + " score " + s);
                    assertTrue(score - margin * (depth - 1) >= beta, () -> "margin of " + (depth - 1) + " plies kept");
                    count[byTable && s != e ? 1 : 0]++;
                }
            };
            new Searcher(config).search(p, SearchLimits.depth(6), listener);
        }
        return count;
    }

    @Test
    void ttEvalJudgesReverseFutilityByTheTablesScoreWhereItsBoundSaysSo() {
        int[] plain = cutoffsByTheTable("tt.eval=false", false);
        assertTrue(plain[0] > 0, "reverse futility cuts by the static evaluation");
        assertEquals(0, plain[1], "without the key no cutoff reads the table");
        int[] withTable = cutoffsByTheTable("tt.eval=true", true);
        assertTrue(withTable[1] > 0, () -> "with it some of " + (withTable[0] + withTable[1]) + " cutoffs read the table");
        assertTrue(withTable[0] > 0, "and others the static evaluation");
        // the tree changes with the key, and not where no step prunes by the evaluation
        assertTrue(nodes(SearchConfig.defaults().with("tt.eval=true"), 4, 7) != nodes(SearchConfig.defaults(), 4, 7));
        String noEvalPruning = "rfp=false,razor=false,nullmove=false,futility=false";
        assertEquals(nodes(SearchConfig.defaults().with(noEvalPruning), 2, 6),
                nodes(SearchConfig.defaults().with(noEvalPruning + ",tt.eval=true"), 2, 6));
    }

    @Test
    void iirSearchesANodeWithoutAHashMoveOnePlyShallower() {
        int[] withIid = storedDepths("iir=true", true, true);
        assertTrue(withIid[1] > 0 && withIid[0] > 0, () -> "kept " + withIid[0] + ", reduced " + withIid[1]);
        storedDepths("iir=true,iid=false", true, false);
        // without the key every node stores its own depth
        storedDepths("iir=false", false, true);
        // the tree changes (fewer nodes over the whole bench, not in every position)
        assertTrue(nodes(SearchConfig.defaults().with("iir=true"), 4, 7) != nodes(SearchConfig.defaults(), 4, 7));
    }

    @Test
    void futilityAtTheReducedDepthSavesNodesOnlyWithLmr() {
        // it judges the moves LMR would reduce: without LMR it changes nothing
        savesNodesOnlyWith("futility.lmr=true", "lmr=false");
    }

    @Test
    void everyKeyKeepsTheMatesAtTheirDistance() {
        List<Arguments> mates = MateTest.mates().collect(Collectors.toList());
        for (String key : new String[] {"lmp=true", "lmp=true,lmp.depth=5", "lmp=true,lmp.improving=true",
                "lmr.improving=true", "lmr.cutnode=true", "iir=true", "futility.lmr=true", "lmr.divisor=150",
                "shallow.hanging=3", "shallow.badcaptures=3", "rfp.improving=true", "extension.singular=4",
                "history.continuation=2", "order.see=true,quiescence.goodonly=true,shallow.badcaptures=3,shallow.hanging=3",
                "lmr.badcaptures=true", "lmr.checks=true", "tt.eval=true", "lmr.root=true", "quiescence.tt=true", "quiescence.limit=1", "nullmove.material=1",
                "capturehistory=true"}) {
            SearchConfig config = SearchConfig.defaults().with(key);
            for (Arguments a : mates) {
                Object[] args = a.get();
                String fen = (String) args[1];
                int mateIn = (Integer) args[2];
                Position p = Fen.parse(fen);
                SearchResult r = new Searcher(config).search(p, SearchLimits.depth(2 * Math.abs(mateIn) + 1));
                assertTrue(Scores.isMate(r.score()), () -> key + ", " + args[0] + ": no mate, score " + r.score());
                assertEquals(mateIn, Scores.mateIn(r.score()), () -> key + ", " + args[0] + ": pv " + r.pvText());
            }
        }
    }
}
