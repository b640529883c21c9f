package org.xqlab.analysis;

import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * What the tree, caption and stage views show, built on the FX thread from events (drained from the
 * live queue, or replayed from a trace): a {@link SearchTree} of the latest root search (a new tree
 * for each iteration and aspiration re-search, so the latest one gets the whole node cap), the
 * searched position's FEN, the last {@value #CAPTIONS} cutoff and pruning captions with a running total,
 * the stage counts (produced, tried, cutoffs) of every open node on the current path, and the search's
 * end. {@link #version()} grows with every event, so views redraw only when something changed.
 * Not thread-safe: FX thread only.
 */
public final class AnalysisModel implements SearchListener {

    public static final int CAPTIONS = 400;

    private final int nodeCap;
    private SearchTree tree;
    private String rootFen = org.xqlab.rules.Fen.START;
    private String config = "";
    private final Deque<Caption> captions = new ArrayDeque<>();
    private long captionCount;
    private long version;
    private boolean searching;
    private int bestMove;
    private int[] pv = new int[0];
    private int iterationDepth;
    private final long[] stageNode = new long[SearchDigest.MAX_PLY];
    private final int[][][] stageCounts = new int[SearchDigest.MAX_PLY][3][Stage.count()];

    public AnalysisModel(int nodeCap) {
        this.nodeCap = nodeCap;
        this.tree = new SearchTree(nodeCap);
    }

    /** Forgets everything (before a new search or a replay rebuild). */
    public void reset() {
        tree = new SearchTree(nodeCap);
        captions.clear();
        captionCount = 0;
        searching = false;
        bestMove = 0;
        pv = new int[0];
        iterationDepth = 0;
        Arrays.fill(stageNode, -1);
        version++;
    }

    /**
     * Takes over what {@code other} holds — a model rebuilt from events on another thread and handed to
     * this one — so that the views, which keep this model, show it at their next redraw. {@code other} is
     * not used afterwards.
     */
    public void adopt(AnalysisModel other) {
        tree = other.tree;
        rootFen = other.rootFen;
        config = other.config;
        captions.clear();
        captions.addAll(other.captions);
        captionCount = other.captionCount;
        searching = other.searching;
        bestMove = other.bestMove;
        pv = other.pv;
        iterationDepth = other.iterationDepth;
        System.arraycopy(other.stageNode, 0, stageNode, 0, stageNode.length);
        for (int p = 0; p < stageCounts.length; p++) {
            for (int k = 0; k < stageCounts[p].length; k++) {
                System.arraycopy(other.stageCounts[p][k], 0, stageCounts[p][k], 0, stageCounts[p][k].length);
            }
        }
        version = Math.max(version, other.version) + 1;
    }

    public SearchTree tree() {
        return tree;
    }

    public String rootFen() {
        return rootFen;
    }

    /** The configuration text of the search shown (what differs from the defaults; see ConfigText). */
    public String config() {
        return config;
    }

    public long version() {
        return version;
    }

    public boolean isSearching() {
        return searching;
    }

    public int bestMove() {
        return bestMove;
    }

    /** The principal variation of the latest finished iteration (kept while the next one runs); a copy. */
    public int[] pv() {
        return pv.clone();
    }

    public int iterationDepth() {
        return iterationDepth;
    }

    /** The newest captions, newest last. */
    public List<Caption> captions() {
        return new ArrayList<>(captions);
    }

    public Caption lastCaption() {
        return captions.peekLast();
    }

    public long captionCount() {
        return captionCount;
    }

    public int nodeCap() {
        return nodeCap;
    }

    /**
     * Stage counts of the node the search is in now, {@code [0]} produced, {@code [1]} tried,
     * {@code [2]} cutoffs, indexed by stage ordinal; null if the node is unknown.
     */
    public int[][] currentStageCounts() {
        TreeNode n = tree.current();
        if (n == null || n.ply() < 0 || n.ply() >= stageNode.length || stageNode[n.ply()] != n.id()) {
            return null;
        }
        int[][] c = stageCounts[n.ply()];
        return new int[][] {c[0].clone(), c[1].clone(), c[2].clone()};
    }

    private void caption(Caption c) {
        captions.addLast(c);
        if (captions.size() > CAPTIONS) {
            captions.removeFirst();
        }
        captionCount++;
    }

    private void openStages(long id, int ply) {
        if (ply >= 0 && ply < stageNode.length) {
            stageNode[ply] = id;
            for (int[] row : stageCounts[ply]) {
                Arrays.fill(row, 0);
            }
        }
    }

    private int[][] stagesOf(long id, int ply) {
        return ply >= 0 && ply < stageNode.length && stageNode[ply] == id ? stageCounts[ply] : null;
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        version++;
        reset();
        rootFen = fen;
        this.config = config == null ? "" : config;
        searching = true;
        tree.searchStarted(fen, config, maxDepth);
    }

    /**
     * The recording shown ends here without the search's end (a trace file cut before its {@code search_end}):
     * nothing is searching any more, so open nodes read "unfinished"; no best move is claimed.
     */
    public void recordingEnded() {
        if (searching) {
            version++;
            searching = false;
        }
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        version++;
        searching = false;
        this.bestMove = bestMove;
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        version++;
        iterationDepth = depth;
        tree = new SearchTree(nodeCap);
        tree.searchStarted(rootFen, "", depth);
        tree.iterationStarted(depth, alpha, beta);
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        version++;
        tree.iterationFinished(depth, score, pv, pvLength, nodes, timeMillis);
        this.pv = Arrays.copyOf(pv, pvLength);
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        version++;
        tree.nodeEntered(nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key);
        openStages(nodeId, ply);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        version++;
        tree.quiescenceEntered(nodeId, parentId, move, ply, alpha, beta, inCheck);
        openStages(nodeId, ply);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        version++;
        tree.nodeLeft(nodeId, ply, score, bound, bestMove, actual);
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        version++;
        tree.stageEntered(nodeId, ply, stage, produced);
        int[][] c = stagesOf(nodeId, ply);
        if (c != null) {
            c[0][stage.ordinal()] += produced;
        }
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        version++;
        tree.moveTried(nodeId, ply, move, stage, index, reduction);
        int[][] c = stagesOf(nodeId, ply);
        if (c != null) {
            c[1][stage.ordinal()]++;
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        version++;
        tree.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step);
        int[][] c = stagesOf(nodeId, ply);
        if (c != null && stage != null) {
            c[2][stage.ordinal()]++;
        }
        TreeNode n = tree.node(nodeId);
        caption(new Caption(Caption.Kind.CUTOFF, step, ply, move, stage, index, depth, score, beta,
                n == null ? 0 : n.prunedSiblings(), 0, n, rootFen, config));
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        version++;
        tree.ttProbe(nodeId, ply, hit, bound, depth, score, move, cut);
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        version++;
        tree.nullMove(nodeId, ply, reduction, score, cutoff, verified);
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        version++;
        tree.lmrReduction(nodeId, ply, move, index, reduction);
        caption(new Caption(Caption.Kind.REDUCTION, Step.LMR, ply, move, null, index, 0, 0, 0, 0, reduction,
                tree.node(nodeId), rootFen, config));
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        version++;
        tree.lmrResearch(nodeId, ply, move, score);
        caption(new Caption(Caption.Kind.RESEARCH, Step.LMR, ply, move, null, -1, 0, score, 0, 0, 0,
                tree.node(nodeId), rootFen, config));
    }
}
