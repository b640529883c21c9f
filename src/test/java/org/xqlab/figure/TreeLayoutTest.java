package org.xqlab.figure;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import org.xqlab.rules.Piece;
import org.xqlab.trace.TreeNode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreeLayoutTest {

    /** root 1 → (2 → 4, 5), (3: β-cutoff by its first move → 6, with 4 moves left). */
    private static SearchTree smallTree() {
        SearchTree t = new SearchTree(100);
        t.searchStarted("fen", "", 2);
        t.iterationStarted(2, -100, 100);
        t.nodeEntered(1, -1, 0, 0, 2, -100, 100, NodeType.PV, false, 0);
        t.stageEntered(1, 0, Stage.ROOT, 2);
        t.moveTried(1, 0, 11, Stage.ROOT, 0, 0);
        t.nodeEntered(2, 1, 11, 1, 1, -100, 100, NodeType.PV, false, 0);
        t.nodeEntered(4, 2, 21, 2, 0, -100, 100, NodeType.PV, false, 0);
        t.nodeLeft(4, 2, 5, Bound.EXACT, 0, NodeType.PV);
        t.nodeEntered(5, 2, 22, 2, 0, -100, -5, NodeType.CUT, false, 0);
        t.nodeLeft(5, 2, 7, Bound.UPPER, 0, NodeType.ALL);
        t.nodeLeft(2, 1, -5, Bound.EXACT, 21, NodeType.PV);
        t.moveTried(1, 0, 12, Stage.ROOT, 1, 0);
        t.nodeEntered(3, 1, 12, 1, 1, -100, 5, NodeType.CUT, false, 0);
        t.stageEntered(3, 1, Stage.GEN_QUIETS, 5);
        t.moveTried(3, 1, 31, Stage.QUIETS, 0, 0);
        t.nodeEntered(6, 3, 31, 2, 0, -5, 100, NodeType.ALL, false, 0);
        t.nodeLeft(6, 2, -9, Bound.UPPER, 0, NodeType.ALL);
        t.cutoff(3, 1, 31, Stage.QUIETS, 0, 1, 9, 5, Step.BETA_CUTOFF);
        t.nodeLeft(3, 1, 9, Bound.LOWER, 31, NodeType.CUT);
        t.nodeLeft(1, 0, 5, Bound.EXACT, 11, NodeType.PV);
        return t;
    }

    private static Map<String, TreeLayout.Placed> byId(TreeLayout.Result r) {
        Map<String, TreeLayout.Placed> m = new HashMap<>();
        r.placed().forEach(p -> m.put(p.id(), p));
        return m;
    }

    private static TreeLayout.Options options(Set<Long> collapsed, Set<Long> expanded, Set<TreeNode> keep,
                                              int maxPly, int cap) {
        return new TreeLayout.Options(collapsed, expanded, keep, maxPly, cap, 6, 0, 1);
    }

    /** Unit widths, no gap, levels 1 apart: the layout of the old unit-slot test. */
    private static TreeLayout.Result unit(SearchTree t, Set<Long> collapsed, int maxPly, int cap) {
        return TreeLayout.layout(t.latestRoot(), t.nodesStored(), options(collapsed, Set.of(), Set.of(), maxPly, cap),
                n -> 4, (n, g, m) -> 1);
    }

    @Test
    void parentsSitCentredOverTheirChildrenOneLevelPerPly() {
        SearchTree t = smallTree();
        TreeLayout.Result r = unit(t, Set.of(), 64, 100);
        Map<String, TreeLayout.Placed> p = byId(r);
        assertEquals(6, r.shownNodes());
        assertEquals(0, r.notShown());
        assertEquals(0.5, p.get("4").x());
        assertEquals(1.5, p.get("5").x());
        assertEquals(1.0, p.get("2").x());
        assertEquals(-1.0, p.get("2").y());
        assertEquals(-2.0, p.get("6").y());
        // node 3 has its searched child and a ghost for the 4 moves its cutoff left
        assertEquals(4, p.get("g3").ghostCount());
        // a parent stands over its node children; its ghost hangs right of them
        assertEquals(p.get("6").x(), p.get("3").x());
        assertTrue(p.get("g3").x() > p.get("6").x());
        assertEquals((p.get("2").x() + p.get("3").x()) / 2, p.get("1").x());
        assertNoLabelsOverlap(r, (n, g, m) -> 1);
    }

    /**
     * A node whose shown children are only a "+N more" and a ghost stands straight over the "+N more", which
     * hangs directly under it (its folded moves), the ghost right of it; not centred between the two.
     */
    @Test
    void aParentWithOnlyFoldedMovesStandsStraightOverItsMoreItem() {
        // root 1 → 2, 3; node 3 cut by its second move (7) after 6, with 4 moves left
        SearchTree t = new SearchTree(100);
        t.searchStarted("fen", "", 2);
        t.iterationStarted(2, -100, 100);
        t.nodeEntered(1, -1, 0, 0, 2, -100, 100, NodeType.PV, false, 0);
        t.nodeEntered(2, 1, 11, 1, 1, -100, 100, NodeType.PV, false, 0);
        t.nodeLeft(2, 1, -5, Bound.EXACT, 0, NodeType.PV);
        t.nodeEntered(3, 1, 12, 1, 1, -100, 5, NodeType.CUT, false, 0);
        t.nodeEntered(6, 3, 31, 2, 0, -5, 100, NodeType.ALL, false, 0);
        t.nodeLeft(6, 2, 1, Bound.UPPER, 0, NodeType.ALL);
        t.nodeEntered(7, 3, 32, 2, 0, -5, 100, NodeType.ALL, false, 0);
        t.nodeLeft(7, 2, -9, Bound.UPPER, 0, NodeType.ALL);
        t.cutoff(3, 1, 32, Stage.QUIETS, 1, 2, 9, 5, Step.BETA_CUTOFF);
        t.nodeLeft(3, 1, 9, Bound.LOWER, 32, NodeType.CUT);
        t.nodeLeft(1, 0, 5, Bound.EXACT, 11, NodeType.PV);
        // no sibling shown unless kept: node 3's searched moves fold into "+2 more" beside its ghost
        TreeLayout.Result r = TreeLayout.layout(t.latestRoot(), t.nodesStored(),
                new TreeLayout.Options(Set.of(), Set.of(), Set.of(t.node(3)), 64, 100, 0, 8, 40), n -> 4, UNEVEN);
        Map<String, TreeLayout.Placed> p = byId(r);
        assertEquals(2, p.get("m3").moreCount());
        assertEquals(4, p.get("g3").ghostCount());
        assertEquals(p.get("m3").x(), p.get("3").x(), "node 3 stands over its +N more");
        assertTrue(p.get("g3").x() > p.get("m3").x(), "its ghost hangs right of the +N more");
        // a node with only a "+N more" below it: straight over it as well
        SearchTree wide = wideTree(3);
        TreeLayout.Result w = TreeLayout.layout(wide.latestRoot(), wide.nodesStored(),
                new TreeLayout.Options(Set.of(), Set.of(), Set.of(wide.node(3)), 64, 100, 0, 8, 40), n -> 0, UNEVEN);
        Map<String, TreeLayout.Placed> q = byId(w);
        assertEquals(3, q.get("m3").moreCount());
        assertEquals(q.get("m3").x(), q.get("3").x(), "node 3 stands over its +3 more");
        assertNoLabelsOverlap(r, (n, g, m) -> UNEVEN.of(n, g, m) + 8);
        assertNoLabelsOverlap(w, (n, g, m) -> UNEVEN.of(n, g, m) + 8);
    }

    @Test
    void collapsingThePlyFilterAndTheCapHideNodesAndCountThem() {
        SearchTree t = smallTree();
        TreeLayout.Result collapsed = unit(t, Set.of(2L), 64, 100);
        assertFalse(byId(collapsed).containsKey("4"));
        assertEquals(2, collapsed.notShown());
        TreeLayout.Result shallow = unit(t, Set.of(), 1, 100);
        assertEquals(3, shallow.shownNodes());
        assertFalse(byId(shallow).containsKey("g3"), "a ghost below the ply filter is not shown");
        TreeLayout.Result capped = unit(t, Set.of(), 64, 4);
        assertEquals(4, capped.shownNodes());
        assertEquals(2, capped.notShown());
    }

    /** A root with {@code wide} children, each with three children of its own; ids 1, 2.., 1000+. */
    private static SearchTree wideTree(int wide) {
        SearchTree t = new SearchTree(10_000);
        t.searchStarted("fen", "", 2);
        t.iterationStarted(2, -100, 100);
        t.nodeEntered(1, -1, 0, 0, 2, -100, 100, NodeType.PV, false, 0);
        long next = 1000;
        for (int i = 0; i < wide; i++) {
            long c = 2 + i;
            t.nodeEntered(c, 1, 100 + i, 1, 1, -100, 100, NodeType.PV, false, 0);
            for (int j = 0; j < 3; j++) {
                long g = next++;
                t.nodeEntered(g, c, 200 + j, 2, 0, -100, 100, NodeType.PV, false, 0);
                t.nodeLeft(g, 2, j * 7 - i, Bound.EXACT, 0, NodeType.PV);
            }
            t.nodeLeft(c, 1, i * 13 - 40, Bound.EXACT, 0, NodeType.PV);
        }
        t.nodeLeft(1, 0, 5, Bound.EXACT, 0, NodeType.PV);
        return t;
    }

    /** Labels of different widths, as "炮二平五 K1 +35" and "+14 more" are. */
    private static final TreeLayout.Widths UNEVEN = (n, ghost, more) ->
            more > 0 ? 64 : ghost > 0 ? 22 : 30 + (n.id() * 37) % 90;

    /**
     * Stepping through a search, the best move so far and the moves searched just before the current node
     * (and before each node above it) are the ones shown beside it, not the next moves of the order: a class
     * compares the current move with the scores just found.
     */
    @Test
    void fittedWhileSteppingTheMovesSearchedJustBeforeTheCurrentNodeAreShown() {
        SearchTree t = wideTree(9);
        TreeNode current = t.node(1020); // the third reply of the root's seventh move (node 8)
        Set<TreeNode> keep = TreeLayout.withAncestors(List.of(current));
        TreeLayout.Widths widths = (n, g, m) -> m > 0 ? 64 : g > 0 ? 22 : 60;
        TreeLayout.Options stepping = new TreeLayout.Options(Set.of(), Set.of(), keep, 64, 1000, 6, 8, 40, -1, current);
        TreeLayout.Options plain = new TreeLayout.Options(Set.of(), Set.of(), keep, 64, 1000, 6, 8, 40, -1, null);
        double area = 420; // the root's moves: room for about four of nine beside a "+N more"
        Map<String, TreeLayout.Placed> p = byId(TreeLayout.fit(t.latestRoot(), t.nodesStored(), stepping, area, 400,
                n -> 0, widths));
        assertTrue(p.containsKey("7"), "the move searched before the current one's parent: " + p.keySet());
        assertTrue(p.containsKey("2"), "the root's best move so far (its reply scored lowest): " + p.keySet());
        assertTrue(p.containsKey("1019") && p.containsKey("1018"), "the replies searched before it: " + p.keySet());
        assertFalse(p.containsKey("3"), "not the next move of the order: " + p.keySet());
        Map<String, TreeLayout.Placed> q = byId(TreeLayout.fit(t.latestRoot(), t.nodesStored(), plain, area, 400,
                n -> 0, widths));
        assertTrue(q.containsKey("2") && q.containsKey("3") && !q.containsKey("7"),
                "without a current node, the first moves: " + q.keySet());
        assertEveryMoveDrawnOrCounted(TreeLayout.fit(t.latestRoot(), t.nodesStored(), stepping, area, 400, n -> 0,
                widths));
    }

    /** Of every drawn node with a drawn move, each move is drawn or counted in its "+N more". */
    private static void assertEveryMoveDrawnOrCounted(TreeLayout.Result r) {
        Map<String, TreeLayout.Placed> p = byId(r);
        for (TreeLayout.Placed x : r.placed()) {
            if (x.isMore() || x.isGhost()) {
                continue;
            }
            long shown = x.node().children().stream().filter(c -> p.containsKey(TreeLayout.idOf(c))).count();
            TreeLayout.Placed more = p.get(TreeLayout.moreIdOf(x.node()));
            if (shown > 0) {
                assertEquals(x.node().children().size(), shown + (more == null ? 0 : more.moreCount()),
                        "node " + x.id() + ": its moves drawn or counted");
            }
        }
    }

    private static void assertNoLabelsOverlap(TreeLayout.Result r, TreeLayout.Widths widths) {
        Map<Double, List<TreeLayout.Placed>> levels = new TreeMap<>();
        r.placed().forEach(p -> levels.computeIfAbsent(p.y(), k -> new ArrayList<>()).add(p));
        for (List<TreeLayout.Placed> level : levels.values()) {
            level.sort(Comparator.comparingDouble(TreeLayout.Placed::x));
            for (int i = 1; i < level.size(); i++) {
                TreeLayout.Placed a = level.get(i - 1);
                TreeLayout.Placed b = level.get(i);
                double need = (widths.of(a.node(), a.ghostCount(), a.moreCount())
                        + widths.of(b.node(), b.ghostCount(), b.moreCount())) / 2;
                assertTrue(b.x() - a.x() >= need - 1e-9,
                        a.id() + " at " + a.x() + " and " + b.id() + " at " + b.x() + " need " + need + " apart");
            }
        }
    }

    @Test
    void noTwoLabelsOfALevelOverlapWhateverTheirWidths() {
        SearchTree t = wideTree(9);
        TreeLayout.Result r = TreeLayout.layout(t.latestRoot(), t.nodesStored(),
                new TreeLayout.Options(Set.of(), Set.of(1L), Set.of(), 64, 1000, 6, 8, 40), n -> 0, UNEVEN);
        assertEquals(1 + 9 + 27, r.shownNodes());
        assertNoLabelsOverlap(r, (n, g, m) -> UNEVEN.of(n, g, m) + 8);
        // each parent stays between its first and last child, one level per ply
        Map<String, TreeLayout.Placed> p = byId(r);
        for (TreeLayout.Placed c : r.placed()) {
            if (c.parentId() != null) {
                assertEquals(p.get(c.parentId()).y() - 40, c.y());
            }
        }
    }

    @Test
    void siblingsBeyondSixFoldIntoOneMoreItemThatExpands() {
        SearchTree t = wideTree(20);
        TreeLayout.Result r = TreeLayout.layout(t.latestRoot(), t.nodesStored(),
                options(Set.of(), Set.of(), Set.of(t.node(16)), 64, 1000), n -> 0, UNEVEN);
        Map<String, TreeLayout.Placed> p = byId(r);
        // the first six children in search order, the kept 15th, then "+13 more" last on the level
        for (long id = 2; id <= 7; id++) {
            assertTrue(p.containsKey(Long.toString(id)), "child " + id + " shown");
        }
        assertTrue(p.containsKey("16"), "a kept child (the best line, the selected node) is never folded");
        assertFalse(p.containsKey("8"));
        TreeLayout.Placed more = p.get("m1");
        assertEquals(13, more.moreCount());
        assertEquals("1", more.parentId());
        assertTrue(more.x() > p.get("16").x(), "+N more comes after the shown siblings");
        assertNoLabelsOverlap(r, UNEVEN);
        // three grandchildren each: not folded (a node with 7 or fewer children shows them all)
        assertEquals(1 + 7 + 21, r.shownNodes());

        TreeLayout.Result open = TreeLayout.layout(t.latestRoot(), t.nodesStored(),
                options(Set.of(), Set.of(1L), Set.of(), 64, 1000), n -> 0, UNEVEN);
        assertFalse(byId(open).containsKey("m1"), "expanded: every child, no +N more");
        assertEquals(1 + 20 + 60, open.shownNodes());
        assertNoLabelsOverlap(open, UNEVEN);
    }

    /**
     * A tree area too narrow for the kept nodes with the "+N more" items beside them keeps every kept node (the
     * best line, the selected and the current node must carry their labels) and writes the "+N more" items "+N":
     * every node's moves stay drawn or counted. Only an area too narrow for the kept nodes with their "+N" loses
     * the deepest level.
     */
    @Test
    void aTreeAreaTooNarrowForTheKeptNodesWritesTheFoldItemsShortThenDropsTheDeepestLevelSoEveryLabelHasRoom() {
        SearchTree t = wideTree(9);
        // a grandchild under each of three children kept (as the best line, the selected and the current node are)
        Set<TreeNode> keep = TreeLayout.withAncestors(List.of(t.node(1000), t.node(1004), t.node(1008)));
        TreeLayout.Options o = new TreeLayout.Options(Set.of(), Set.of(), keep, 64, 1000, 6, 8, 40);
        TreeLayout.Widths widths = new TreeLayout.Widths() {
            @Override
            public double of(TreeNode n, int g, int m) {
                return UNEVEN.of(n, g, m);
            }

            @Override
            public double compact(TreeNode n, int m) {
                return 20; // "+13" beside "+13 more" at 64
            }
        };
        // the narrowest fold of two levels: only the kept nodes and a "+N more" beside them
        TreeLayout.Result twoLevels = TreeLayout.layout(t.latestRoot(), t.nodesStored(),
                new TreeLayout.Options(Set.of(), Set.of(), keep, 64, 1000, 0, 8, 40), n -> 0, widths);
        double area = TreeLayout.width(twoLevels.placed()) - 20;

        TreeLayout.Result r = TreeLayout.fit(t.latestRoot(), t.nodesStored(), o, area, 400, n -> 0, widths);
        assertTrue(TreeLayout.width(r.placed()) <= area, "fits " + area + ": " + TreeLayout.width(r.placed()));
        Map<String, TreeLayout.Placed> p = byId(r);
        for (String id : List.of("2", "3", "4", "1000", "1004", "1008")) {
            assertTrue(p.containsKey(id), "the kept node " + id + " stays");
        }
        List<TreeLayout.Placed> more = r.placed().stream().filter(TreeLayout.Placed::isMore).toList();
        assertFalse(more.isEmpty(), "the folded moves are counted");
        assertTrue(more.stream().allMatch(TreeLayout.Placed::compact), "written \"+N\": " + more);
        assertNoLabelsOverlap(r, (n, g, m) -> (m > 0 ? 20 : widths.of(n, g, m)) + 8);

        assertEveryMoveDrawnOrCounted(r);
        // narrower than the kept nodes with their "+N": fewer levels, every drawn node's moves still drawn or counted
        assertEveryMoveDrawnOrCounted(TreeLayout.fit(t.latestRoot(), t.nodesStored(), o, 100, 400, n -> 0, widths));

        // a kept grandchild whose label alone is wider than the area: one level, its kept child
        TreeLayout.Widths wideGrandchild = (n, g, m) -> n.ply() == 2 && g == 0 && m == 0 ? 500 : UNEVEN.of(n, g, m);
        TreeLayout.Options deep = new TreeLayout.Options(Set.of(), Set.of(),
                TreeLayout.withAncestors(List.of(t.node(1000))), 64, 1000, 6, 8, 40);
        TreeLayout.Result one = TreeLayout.fit(t.latestRoot(), t.nodesStored(), deep, 300, 400, n -> 0,
                wideGrandchild);
        assertTrue(TreeLayout.width(one.placed()) <= 300, "fits 300: " + TreeLayout.width(one.placed()));
        assertTrue(one.placed().stream().allMatch(x -> x.y() >= -40), "only the first level below the root");
        assertTrue(byId(one).containsKey("2"), "the kept child stays");
        TreeLayout.Result bare = TreeLayout.fit(t.latestRoot(), t.nodesStored(), o, 1, 400, n -> 0, widths);
        assertTrue(bare.placed().stream().anyMatch(x -> x.y() <= -80), "no level fits: every level stays");
    }

    @Test
    void scoresTurnToRedsViewOrTheRootSidesWithTheirBounds() {
        SearchTree t = new SearchTree(100);
        t.searchStarted("fen", "", 1);
        t.iterationStarted(1, -1000, 1000);
        t.nodeEntered(1, -1, 0, 0, 1, -1000, 1000, NodeType.PV, false, 0);
        t.nodeEntered(2, 1, 11, 1, 0, -1000, 1000, NodeType.PV, false, 0);
        t.nodeLeft(2, 1, -292, Bound.LOWER, 0, NodeType.CUT);
        t.nodeLeft(1, 0, 292, Bound.EXACT, 11, NodeType.PV);
        TreeNode child = t.node(2);
        // Red at the root won a horse: the node where Black moves stores −292
        assertEquals(292, ScoreView.RED.score(child, Piece.RED, 0));
        assertEquals(292, ScoreView.ROOT_SIDE.score(child, Piece.RED, 0));
        assertEquals(-292, ScoreView.NEGAMAX.score(child, Piece.RED, 0));
        assertEquals(Bound.UPPER, ScoreView.RED.bound(child, Piece.RED, 0));
        assertEquals(292, ScoreView.RED.score(t.node(1), Piece.RED, 0));
        // with Black at the root, Red's view turns the root's score and the root side's view keeps it
        assertEquals(-292, ScoreView.RED.score(t.node(1), Piece.BLACK, 0));
        assertEquals(292, ScoreView.ROOT_SIDE.score(t.node(1), Piece.BLACK, 0));
        assertEquals(Bound.LOWER, ScoreView.RED.bound(child, Piece.BLACK, 0));
    }

    @Test
    void edgeOfTheCuttingMoveIsStyledAsTheCutoff() {
        SearchTree t = smallTree();
        assertEquals("cutoff", TreeStyles.edgeClass(t.node(6), false));
        assertEquals("pv", TreeStyles.edgeClass(t.node(2), true));
        assertEquals("cut", TreeStyles.nodeClass(t.node(3), false, false, false));
        assertEquals("all, current", TreeStyles.nodeClass(t.node(5), false, true, false));
    }
}
