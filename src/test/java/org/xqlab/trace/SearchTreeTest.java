package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchTreeTest {

    @TempDir
    Path dir;

    static String dump(SearchTree tree) {
        StringBuilder sb = new StringBuilder();
        for (SearchIteration it : tree.iterations()) {
            sb.append(it).append('\n');
            if (it.root() != null) {
                dump(it.root(), sb);
            }
        }
        sb.append("seen=").append(tree.nodesSeen()).append(" stored=").append(tree.nodesStored())
                .append(" dropped=").append(tree.nodesDropped());
        return sb.toString();
    }

    private static void dump(TreeNode n, StringBuilder sb) {
        sb.append("  ".repeat(n.ply())).append(n.describe()).append('\n');
        for (TreeNode c : n.children()) {
            dump(c, sb);
        }
    }

    /** One node with hash + 3 generated captures, cut by the second capture; one LMR re-search below. */
    private static void cutoffSequence(SearchListener l) {
        l.searchStarted("f", "c", 1);
        l.iterationStarted(2, -100, 100);
        l.nodeEntered(0, -1, 0, 0, 2, -100, 100, NodeType.PV, false, 1L);
        l.ttProbe(0, 0, true, Bound.UPPER, 1, 5, 11, false);
        l.stageEntered(0, 0, Stage.HASH, 1);
        l.moveTried(0, 0, 11, Stage.HASH, 0, 0);
        l.nodeEntered(1, 0, 11, 1, 1, -100, 100, NodeType.PV, false, 2L);
        l.nullMove(1, 1, 2, 7, false, false);
        l.nodeLeft(1, 1, -10, Bound.EXACT, 0, NodeType.PV);
        l.stageEntered(0, 0, Stage.GEN_CAPTURES, 3);
        l.stageEntered(0, 0, Stage.GOOD_CAPTURES, 3);
        l.moveTried(0, 0, 12, Stage.GOOD_CAPTURES, 1, 1);
        l.lmrReduction(0, 0, 12, 1, 1);
        l.nodeEntered(2, 0, 12, 1, 0, -11, -10, NodeType.CUT, false, 3L);
        l.nodeLeft(2, 1, -50, Bound.UPPER, 0, NodeType.ALL);
        l.lmrResearch(0, 0, 12, 50);
        l.nodeEntered(3, 0, 12, 1, 1, -100, -10, NodeType.PV, true, 3L);
        l.nodeLeft(3, 1, -150, Bound.UPPER, 0, NodeType.ALL);
        l.moveTried(0, 0, 13, Stage.GOOD_CAPTURES, 2, 0);
        l.quiescenceEntered(4, 0, 13, 1, -100, -10, false);
        l.cutoff(4, 1, 0, null, -1, 0, 30, -10, Step.STAND_PAT);
        l.nodeLeft(4, 1, 30, Bound.LOWER, 0, NodeType.CUT);
        l.cutoff(0, 0, 12, Stage.GOOD_CAPTURES, 1, 2, 150, 100, Step.BETA_CUTOFF);
        l.nodeLeft(0, 0, 150, Bound.LOWER, 12, NodeType.CUT);
        l.iterationFinished(2, 150, new int[] {12}, 1, 5, 1);
    }

    @Test
    void nodeKnowsStagesIndicesCutoffAndPrunedSiblings() {
        SearchTree tree = new SearchTree(100);
        cutoffSequence(tree);
        TreeNode root = tree.latestRoot();
        assertEquals(4, root.children().size());
        assertEquals(Step.BETA_CUTOFF, root.cutoffStep());
        assertEquals(12, root.cutMove());
        assertEquals(Stage.GOOD_CAPTURES, root.cutStage());
        assertEquals(4, root.candidates(), "hash 1 + generated captures 3; good captures adds none");
        assertEquals(3, root.tried());
        assertEquals(1, root.prunedSiblings());
        assertTrue(root.ttHit());
        assertFalse(root.ttCut());

        TreeNode hash = root.children().get(0);
        assertEquals(Stage.HASH, hash.stage());
        assertEquals(0, hash.index());
        assertTrue(hash.nullMoveTried());
        assertFalse(hash.nullMoveCut());

        TreeNode reduced = root.children().get(1);
        TreeNode again = root.children().get(2);
        assertEquals(1, reduced.reduction());
        assertTrue(reduced.triggeredResearch());
        assertFalse(reduced.isResearch());
        assertEquals(0, again.reduction());
        assertTrue(again.isResearch());
        assertEquals(Stage.GOOD_CAPTURES, again.stage());
        assertEquals(1, again.index());
        assertTrue(again.inCheck());

        TreeNode q = root.children().get(3);
        assertTrue(q.isQuiescence());
        assertEquals(Step.STAND_PAT, q.cutoffStep());
        assertEquals(0, q.prunedSiblings());

        assertEquals(List.of(again), SearchTree.bestLine(root), "the best line follows the final re-search");
    }

    @Test
    void keepsOneRootPerIterationWithItsPv() {
        SearchTree tree = new SearchTree(1_000_000);
        EventLog log = new EventLog(EventMask.of(EventKind.ITERATION_FINISHED), Integer.MAX_VALUE);
        new FakeSearch(new CompositeListener(tree, log)).run(3);
        assertEquals(3, tree.iterations().size());
        for (int d = 1; d <= 3; d++) {
            SearchIteration it = tree.iterations().get(d - 1);
            assertEquals(d, it.depth());
            assertTrue(it.isFinished());
            assertEquals(0, it.root().ply());
            assertNull(it.root().parent());
            assertEquals(d, it.root().depth());
        }
        assertEquals(tree.iterations().get(2).root(), tree.latestRoot());
        int[] pv = tree.pv();
        assertArrayEquals(tree.iterations().get(2).pv(), pv);
        assertTrue(pv.length > 0);
        assertEquals(pv[0], SearchTree.bestLine(tree.latestRoot()).get(0).move());
        assertEquals(tree.latestRoot().score(), tree.iterations().get(2).score());
        assertTrue(tree.path().isEmpty(), "between searches there is no current node");
    }

    @Test
    void pathFollowsTheSearchFromRootToCurrentNode() {
        SearchTree tree = new SearchTree(1_000_000);
        List<String> problems = new ArrayList<>();
        SearchListener checker = new SearchListener() {
            @Override
            public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                    NodeType expected, boolean inCheck, long key) {
                check(nodeId, ply);
            }

            @Override
            public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                          boolean inCheck) {
                check(nodeId, ply);
            }

            private void check(long nodeId, int ply) {
                List<TreeNode> path = tree.path();
                if (tree.current().id() != nodeId || path.size() != ply + 1) {
                    problems.add("at node " + nodeId + ": " + path);
                }
                for (int i = 1; i < path.size(); i++) {
                    if (path.get(i).parent() != path.get(i - 1)) {
                        problems.add("broken path at node " + nodeId);
                    }
                }
            }
        };
        new FakeSearch(new CompositeListener(tree, checker)).run(3);
        assertEquals(List.of(), problems);
    }

    @Test
    void treeRebuiltFromRecordedFileEqualsLiveTree() throws IOException {
        Path file = dir.resolve("tree.jsonl.gz");
        SearchTree live = new SearchTree(1_000_000);
        try (TraceRecorder recorder = TraceRecorder.open(file, RecorderOptions.defaults())) {
            new FakeSearch(new CompositeListener(recorder, live)).run(4);
        }
        SearchTree replayed = new SearchTree(1_000_000);
        try (TraceReader reader = TraceReader.open(file)) {
            assertTrue(reader.replay(replayed).isComplete());
        }
        assertEquals(dump(live), dump(replayed));
        assertTrue(live.nodesStored() > 100);
    }

    @Test
    void nodeCapCountsDropsByReasonAndIgnoresLaterEvents() {
        SearchTree tree = new SearchTree(10);
        FakeSearch engine = new FakeSearch(tree);
        engine.run(3);
        assertEquals(10, tree.nodesStored());
        assertEquals(engine.nodes + engine.qnodes, tree.nodesSeen());
        assertEquals(tree.nodesSeen() - 10, tree.nodesDropped());
        assertTrue(tree.nodesDropped(SearchTree.DropReason.NODE_CAP) > 0);
        assertTrue(tree.nodesDropped(SearchTree.DropReason.PARENT_NOT_STORED) > 0);
        assertEquals(3, tree.iterations().size(), "iterations are still tracked beyond the cap");
        assertTrue(tree.iterations().get(2).isFinished());
        assertNull(tree.iterations().get(2).root(), "the cap was reached in the first iteration");
        assertTrue(tree.pv().length > 0);
    }

    @Test
    void plyLimitedTreeAsksTheEngineForShallowNodesOnly() {
        SearchTree tree = new SearchTree(1_000_000, 1);
        FakeSearch engine = new FakeSearch(tree);
        engine.run(3);
        assertEquals(1, tree.maxPly());
        assertEquals(tree.nodesStored(), tree.nodesSeen(), "the engine never sends deeper nodes");
        assertTrue(tree.latestRoot().children().stream().allMatch(c -> c.children().isEmpty()));
    }

    @Test
    void searchStartedClearsTheTree() {
        SearchTree tree = new SearchTree(3);
        cutoffSequence(tree);
        assertEquals(2, tree.nodesDropped());
        cutoffSequence(tree);
        assertEquals(2, tree.nodesDropped());
        assertEquals(1, tree.iterations().size());
    }

    /**
     * A nested search names the step of its parent that ran it: with one kind of nested search at a time every one
     * is of that kind; with singular searches and verifications together, a node has a verification exactly when
     * its null-move event says it verified, and its other nested searches are singular ones.
     */
    @Test
    void aNestedSearchNamesTheStepThatRanIt() {
        assertNested("razor=true,iid=false", Step.RAZORING);
        assertNested("nullmove.verify=true,iid=false", Step.NULL_MOVE);
        assertNested("iid=true,tt=false", Step.IID); // without the table a PV node has no hash move
        assertNested("extension.singular=3,iid=false", null);

        java.util.Set<Long> verified = new java.util.HashSet<>();
        SearchListener verifications = new SearchListener() {
            @Override
            public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean v) {
                if (v) {
                    verified.add(nodeId);
                }
            }
        };
        SearchTree tree = search("extension.singular=3,nullmove.verify=true,iid=false", verifications);
        int[] seen = new int[2]; // verifications, singular searches
        for (TreeNode n : nodes(tree)) {
            long named = n.children().stream().filter(c -> tree.nestedStep(c) == Step.NULL_MOVE).count();
            assertEquals(verified.contains(n.id()) ? 1 : 0, named, n::toString);
            seen[0] += (int) named;
            seen[1] += (int) n.children().stream().filter(c -> c.isNestedSearch() && tree.nestedStep(c) == null).count();
        }
        assertTrue(seen[0] > 5 && seen[1] > 5, () -> java.util.Arrays.toString(seen));

        // a tree that stops at ply 3 keeps no null-move search below a node of ply 3, but its verification is named
        SearchTree shallow = new SearchTree(1_000_000, 3);
        verified.clear();
        new org.xqlab.search.Searcher(org.xqlab.search.SearchConfig.defaults().with("nullmove.verify=true,iid=false")).search(
                org.xqlab.rules.Fen.parse(org.xqlab.search.Bench.POSITIONS.get(1)), org.xqlab.search.SearchLimits.depth(7),
                new CompositeListener(shallow, verifications));
        int atEdge = 0;
        for (TreeNode n : nodes(shallow)) {
            if (n.isNestedSearch()) {
                assertEquals(Step.NULL_MOVE, shallow.nestedStep(n), n::toString);
                atEdge += n.ply() == 3 ? 1 : 0;
            }
        }
        assertTrue(atEdge > 5, atEdge + " verifications at the tree's last ply");
    }

    private static void assertNested(String settings, Step expected) {
        int nested = 0;
        SearchTree tree = search(settings, new SearchListener() { });
        for (TreeNode n : nodes(tree)) {
            if (n.isNestedSearch()) {
                assertEquals(expected, tree.nestedStep(n), () -> settings + ": " + n);
                assertFalse(n.isResearch(), () -> "no move is searched again in a nested search: " + n);
                nested++;
            } else {
                assertNull(tree.nestedStep(n));
            }
        }
        assertTrue(nested > 5, settings + ": " + nested + " nested searches");
    }

    private static SearchTree search(String settings, SearchListener also) {
        SearchTree tree = new SearchTree(1_000_000);
        new org.xqlab.search.Searcher(org.xqlab.search.SearchConfig.defaults().with(settings)).search(
                org.xqlab.rules.Fen.parse(org.xqlab.search.Bench.POSITIONS.get(1)), org.xqlab.search.SearchLimits.depth(6),
                new CompositeListener(tree, also));
        return tree;
    }

    private static List<TreeNode> nodes(SearchTree tree) {
        List<TreeNode> all = new ArrayList<>();
        java.util.ArrayDeque<TreeNode> todo = new java.util.ArrayDeque<>();
        for (SearchIteration it : tree.iterations()) {
            if (it.root() != null) {
                todo.add(it.root());
            }
        }
        while (!todo.isEmpty()) {
            TreeNode n = todo.poll();
            all.add(n);
            todo.addAll(n.children());
        }
        return all;
    }
}
