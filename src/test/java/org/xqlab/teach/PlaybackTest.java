package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlaybackTest {

    @Test
    void steppingToTheFirstCutoffShowsTheCutNodeItsWindowAndTheCounters() {
        TextbookTree tree = Examples.ALPHA_CUTOFF.tree();
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        assertTrue(p.stepToNextCutoff());
        TextbookNode b = tree.at(1);
        assertSame(b, p.current());
        NodeState s = p.state(b);
        assertEquals(5, s.alpha());
        assertEquals(3, s.beta()); // MIN node b: β narrowed to its first leaf, 3 ≤ α 5
        assertEquals(NodeState.Status.PRUNED, p.state(tree.at(1, 1)).status());
        assertEquals(2 + 1, p.leavesEvaluated());
        assertEquals(1, p.nodesPruned());
        assertEquals("α-cutoff: 3 ≤ α 5", p.caption(false));
        assertEquals("α截断：3 ≤ α 5", p.caption(true));
    }

    @Test
    void steppingBackRebuildsTheEarlierState() {
        TextbookTree tree = Examples.ALPHA_CUTOFF.tree();
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        p.stepToNextCutoff();
        int atCut = p.cursor();
        assertTrue(p.stepBack());
        assertEquals(atCut - 1, p.cursor());
        assertEquals(NodeState.Status.UNVISITED, p.state(tree.at(1, 1)).status());
        assertEquals(0, p.nodesPruned());
        assertNull(p.lastCut());
        assertEquals(EventKind.NODE_LEFT, p.lastEvent().kind());
        assertEquals("Leaf ba = 3", p.caption(false));
        p.seek(0);
        assertFalse(p.stepBack());
        assertNull(p.current());
        assertEquals(0, p.leavesEvaluated());
        assertFalse(p.state(tree.root()).visited());
    }

    @Test
    void theWindowIsShownFromMaxsPointOfViewAndNarrowsAsChildrenReturn() {
        TextbookTree tree = Examples.MINIMAX.tree();
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        p.seek(p.size());
        NodeState root = p.state(tree.root());
        assertEquals(3, root.value());
        assertEquals(Bound.EXACT, root.bound());
        assertEquals(3, root.alpha());
        NodeState b = p.state(tree.at(1));
        assertEquals(3, b.value()); // fail-hard: "≤ 3", the α it could not beat
        assertEquals(Bound.UPPER, b.bound());
        assertEquals(3, b.alpha());
        assertEquals(2, b.beta());
        assertEquals(2, p.nodesPruned());
        assertEquals(7, p.leavesEvaluated());
        assertEquals(NodeState.Status.DONE, p.state(tree.at(2, 2)).status());
        assertTrue(p.caption(false).startsWith("Done: the root's value is 3"));
    }

    @Test
    void minimaxShowsTheRunningBestAndAnInfiniteWindow() {
        TextbookTree tree = Examples.MINIMAX.tree();
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.MINIMAX));
        while (p.stepForward() && !(p.lastEvent().kind() == EventKind.NODE_LEFT && p.lastEvent().ply() == 1)) {
            // up to the first MIN node's result
        }
        NodeState root = p.state(tree.root());
        assertTrue(root.hasBest());
        assertEquals(3, root.best());
        assertTrue(root.alpha() <= -TextbookSearch.INFINITY);
        assertEquals("Enter a (MIN) with window (−∞, +∞)", enterCaption(Examples.MINIMAX.tree()));
    }

    private static String enterCaption(TextbookTree tree) {
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.MINIMAX));
        while (p.stepForward()) {
            if (p.lastEvent().kind() == EventKind.NODE_ENTERED && p.lastEvent().ply() == 1) {
                return p.caption(false);
            }
        }
        return null;
    }

    @Test
    void aNegaScoutReSearchVisitsANodeAgainAndClearsItsOldSubtree() {
        // the second child of the root is better: its null-window search fails high and is repeated
        TextbookTree tree = new TextbookTree("re-search", true, TextbookNode.inner(
                TextbookNode.ofLeaves(new int[] {1, 2}, new int[] {0, 4}),
                TextbookNode.ofLeaves(new int[] {5, 6}, new int[] {7, 8})));
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.NEGASCOUT));
        p.seek(p.size());
        assertEquals(2, p.state(tree.at(1)).visits());
        assertEquals(6, p.state(tree.root()).value());
        assertEquals(Bound.EXACT, p.state(tree.at(1)).bound());
    }
}
