package org.xqlab.ui.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

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

    @Test
    void parentsSitCentredOverTheirChildrenOneLevelPerPly() {
        SearchTree t = smallTree();
        TreeLayout.Result r = TreeLayout.layout(t.latestRoot(), t.nodesStored(), Set.of(), 64, 100, n -> 4);
        Map<String, TreeLayout.Placed> p = byId(r);
        assertEquals(6, r.shownNodes());
        assertEquals(0, r.notShown());
        assertEquals(0.0, p.get("4").x());
        assertEquals(1.0, p.get("5").x());
        assertEquals(0.5, p.get("2").x());
        assertEquals(-1.0, p.get("2").y());
        assertEquals(-2.0, p.get("6").y());
        // node 3 has its searched child and a ghost for the 4 moves its cutoff left
        assertEquals(4, p.get("g3").ghostCount());
        assertEquals((p.get("6").x() + p.get("g3").x()) / 2, p.get("3").x());
        assertEquals((p.get("2").x() + p.get("3").x()) / 2, p.get("1").x());
        // no two nodes of one level overlap
        assertTrue(r.placed().stream().filter(x -> x.y() == -2.0).map(TreeLayout.Placed::x).distinct().count() == 4);
    }

    @Test
    void collapsingThePlyFilterAndTheCapHideNodesAndCountThem() {
        SearchTree t = smallTree();
        TreeLayout.Result collapsed = TreeLayout.layout(t.latestRoot(), t.nodesStored(), Set.of(2L), 64, 100, n -> 4);
        assertFalse(byId(collapsed).containsKey("4"));
        assertEquals(2, collapsed.notShown());
        TreeLayout.Result shallow = TreeLayout.layout(t.latestRoot(), t.nodesStored(), Set.of(), 1, 100, n -> 4);
        assertEquals(3, shallow.shownNodes());
        assertFalse(byId(shallow).containsKey("g3"), "a ghost below the ply filter is not shown");
        TreeLayout.Result capped = TreeLayout.layout(t.latestRoot(), t.nodesStored(), Set.of(), 64, 4, n -> 4);
        assertEquals(4, capped.shownNodes());
        assertEquals(2, capped.notShown());
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
