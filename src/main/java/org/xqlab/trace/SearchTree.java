package org.xqlab.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A UI-free model of the search tree, built from events (live or replayed) as a
 * {@link SearchListener}. Iterative deepening restarts at the root, so the tree keeps one
 * {@link SearchIteration} per root search ({@link #iterations()}, {@link #latestRoot()}); node ids
 * stay unique across them within one search. {@code searchStarted} clears everything.
 *
 * <p>At most {@code nodeCap} nodes are stored. A node entered beyond the cap is counted as dropped
 * ({@link DropReason#NODE_CAP}), and so is every node below a dropped or filtered-out parent
 * ({@link DropReason#PARENT_NOT_STORED}); events about nodes not stored are ignored, so a capped
 * tree stays consistent and keeps counting. The tree tracks the path from the root to the node the
 * search is in now, and the PV both as reported and by following best moves. Not thread-safe: feed
 * it from one thread (the engine thread, or the UI thread draining a queue) and read it there.
 */
public final class SearchTree implements SearchListener {

    /** Why a node was not stored. */
    public enum DropReason {
        NODE_CAP, PARENT_NOT_STORED
    }

    private final int nodeCap;
    private final int maxPly;
    private final Map<Long, TreeNode> byId = new HashMap<>();
    private final List<SearchIteration> iterations = new ArrayList<>();
    private final List<TreeNode> path = new ArrayList<>();
    private final Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
    private long seen;
    private int[] pv = new int[0];

    /** A tree storing at most {@code nodeCap} nodes, of any ply. */
    public SearchTree(int nodeCap) {
        this(nodeCap, Integer.MAX_VALUE);
    }

    /**
     * For a {@link TreeNode#isNestedSearch nested search}, the step of its parent that ran it, as the pseudocode shows
     * it: {@link Step#RAZORING} for a quiescence search; {@link Step#IID} for a search expected to be a PV node (IID
     * searches a PV node's window); {@link Step#NULL_MOVE} for the verification after a null move that failed high
     * (the stored sibling just before it; where the parent stands at this tree's ply limit, so no null-move search
     * is stored, a zero window at the parent's β, which a singular search has only by chance); {@code null} for a
     * singular search ({@code extension.singular}), which no line of the listing shows, and for a node that is no
     * nested search.
     */
    public Step nestedStep(TreeNode n) {
        if (!n.isNestedSearch()) {
            return null;
        }
        if (n.quiescence) {
            return Step.RAZORING;
        }
        if (n.expected == NodeType.PV) {
            return Step.IID;
        }
        TreeNode parent = n.parent;
        int at = parent.children.indexOf(n);
        TreeNode before = at > 0 ? parent.children.get(at - 1) : null;
        if (before != null && before.isNullMoveSearch()) {
            return before.left && before.score <= before.alpha ? Step.NULL_MOVE : null;
        }
        return parent.ply >= maxPly && n.beta == parent.beta && n.alpha == n.beta - 1 ? Step.NULL_MOVE : null;
    }

    /** A tree storing at most {@code nodeCap} nodes, asking the engine for events up to {@code maxPly}. */
    public SearchTree(int nodeCap, int maxPly) {
        if (nodeCap < 0) {
            throw new IllegalArgumentException("nodeCap must be ≥ 0: " + nodeCap);
        }
        this.nodeCap = nodeCap;
        this.maxPly = maxPly;
    }

    @Override
    public int maxPly() {
        return maxPly;
    }

    // ---- queries ----

    /** Root searches so far, oldest first (read-only view). */
    public List<SearchIteration> iterations() {
        return Collections.unmodifiableList(iterations);
    }

    /** The root of the latest root search, or null. */
    public TreeNode latestRoot() {
        for (int i = iterations.size() - 1; i >= 0; i--) {
            if (iterations.get(i).root != null) {
                return iterations.get(i).root;
            }
        }
        return null;
    }

    /** The stored node with this id, or null. */
    public TreeNode node(long id) {
        return byId.get(id);
    }

    /** Stored nodes from the root to the node the search is in now (empty between searches). */
    public List<TreeNode> path() {
        return List.copyOf(path);
    }

    /** The node the search is in now, or null. */
    public TreeNode current() {
        return path.isEmpty() ? null : path.get(path.size() - 1);
    }

    /** The PV of the latest finished iteration, as reported by the engine (a copy). */
    public int[] pv() {
        return pv.clone();
    }

    /**
     * Whether a search that ended with a result of {@code depth} was stopped inside a deeper iteration: the
     * latest root is that iteration's, left by the stop (no bound), so the tree shows it, not the result's.
     */
    public static boolean stoppedDeeper(TreeNode latestRoot, int depth) {
        return latestRoot != null && latestRoot.isFinished() && latestRoot.bound() == Bound.NONE
                && latestRoot.depth() > depth;
    }

    /**
     * The line found by following best moves down from {@code root}: at each node, the last child
     * searched with the best move (the final re-search), while stored.
     */
    public static List<TreeNode> bestLine(TreeNode root) {
        List<TreeNode> line = new ArrayList<>();
        for (TreeNode n = root; n != null && n.bestMove != 0; ) {
            TreeNode next = null;
            for (TreeNode c : n.children) {
                if (c.move == n.bestMove) {
                    next = c;
                }
            }
            if (next != null) {
                line.add(next);
            }
            n = next;
        }
        return line;
    }

    public long nodesSeen() {
        return seen;
    }

    public long nodesStored() {
        return byId.size();
    }

    public long nodesDropped() {
        return dropped.values().stream().mapToLong(Long::longValue).sum();
    }

    public long nodesDropped(DropReason reason) {
        return dropped.getOrDefault(reason, 0L);
    }

    public int nodeCap() {
        return nodeCap;
    }

    // ---- events ----

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        byId.clear();
        iterations.clear();
        path.clear();
        dropped.clear();
        seen = 0;
        pv = new int[0];
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        iterations.add(new SearchIteration(depth, alpha, beta));
        path.clear();
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        this.pv = java.util.Arrays.copyOf(pv, pvLength);
        if (!iterations.isEmpty()) {
            SearchIteration it = iterations.get(iterations.size() - 1);
            it.finished = true;
            it.score = score;
            it.pv = this.pv.clone();
        }
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        enter(nodeId, parentId, move, ply, depth, alpha, beta, expected, false, inCheck, key);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        enter(nodeId, parentId, move, ply, 0, alpha, beta, null, true, inCheck, 0);
    }

    private void enter(long id, long parentId, int move, int ply, int depth, int alpha, int beta, NodeType expected,
                       boolean quiescence, boolean inCheck, long key) {
        seen++;
        TreeNode parent = parentId < 0 ? null : byId.get(parentId);
        if (parentId >= 0 && parent == null) {
            dropped.merge(DropReason.PARENT_NOT_STORED, 1L, Long::sum);
            return;
        }
        if (byId.size() >= nodeCap) {
            dropped.merge(DropReason.NODE_CAP, 1L, Long::sum);
            return;
        }
        TreeNode node = new TreeNode(id, parent, move, ply, depth, alpha, beta, expected, quiescence, inCheck, key);
        byId.put(id, node);
        if (parent == null) {
            SearchIteration it = iterations.isEmpty() ? null : iterations.get(iterations.size() - 1);
            if (it == null || it.root != null) {
                it = new SearchIteration(depth, alpha, beta);
                iterations.add(it);
            }
            it.root = node;
            path.clear();
        } else {
            // a move searched again right after itself (not two searches without a move: a null move's verification)
            if (move != 0 && !parent.children.isEmpty() && parent.children.get(parent.children.size() - 1).move == move) {
                node.research = true;
            }
            parent.children.add(node);
            if (parent.pendingMove == move && move != 0) {
                node.stage = parent.pendingStage;
                node.index = parent.pendingIndex;
                node.reduction = parent.pendingReduction;
                parent.pendingReduction = 0; // a re-search is at full depth
            }
            while (!path.isEmpty() && path.get(path.size() - 1) != parent) {
                path.remove(path.size() - 1);
            }
        }
        path.add(node);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        TreeNode n = byId.get(nodeId);
        if (n == null) {
            return;
        }
        n.left = true;
        n.score = score;
        n.bound = bound;
        n.bestMove = bestMove;
        n.actual = actual;
        int at = path.lastIndexOf(n);
        if (at >= 0) {
            path.subList(at, path.size()).clear();
        }
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        TreeNode n = byId.get(nodeId);
        if (n != null && stage.isSource()) {
            n.candidates += produced;
        }
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        TreeNode n = byId.get(nodeId);
        if (n != null) {
            n.tried++;
            n.pendingMove = move;
            n.pendingStage = stage;
            n.pendingIndex = index;
            n.pendingReduction = reduction;
        }
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        TreeNode n = byId.get(nodeId);
        if (n != null && n.pendingMove == move) {
            n.pendingReduction = reduction;
        }
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        TreeNode n = byId.get(nodeId);
        if (n == null) {
            return;
        }
        for (int i = n.children.size() - 1; i >= 0; i--) {
            TreeNode c = n.children.get(i);
            if (c.move == move) {
                c.researched = true;
                return;
            }
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        TreeNode n = byId.get(nodeId);
        if (n != null) {
            n.cutoffStep = step;
            n.cutMove = move;
            n.cutStage = stage;
            n.cutIndex = index;
            n.prunedSiblings = Math.max(0, n.candidates - n.tried);
        }
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        TreeNode n = byId.get(nodeId);
        if (n != null) {
            n.ttHit = hit;
            n.ttCut = cut;
        }
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        TreeNode n = byId.get(nodeId);
        if (n != null) {
            n.nullMoveTried = true;
            n.nullMoveCut = cutoff;
        }
    }
}
