package org.xqlab.teach;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

/**
 * Runs one {@link Algorithm} over a {@link TextbookTree} and tells a {@link SearchListener} what it
 * does in the engine's own language, so every view of a real search shows a textbook one.
 *
 * <p>The event stream: {@code searchStarted("textbook <name>", "algorithm=… ordering=… seed=…", height)},
 * one iteration with the window (−{@link #INFINITY}, +{@link #INFINITY}), then for each node
 * {@code nodeEntered} (ids from 1 in visiting order, the root's parent −1, move = child index + 1 as in
 * {@link ChildMoveCodec}, depth = the node's height, leaves have depth 0, expected type by Fruit's
 * rule), for an inner node {@code stageEntered(ROOT, children)} — the whole move list is given at once,
 * as at the engine's root — then {@code moveTried(move, ROOT, index, 0)} before each child, a
 * {@code cutoff(move, ROOT, index, height, score, β, BETA_CUTOFF)} when a child's score reaches β, and
 * {@code nodeLeft(score, bound, best move, actual type)}; finally {@code iterationFinished} with the PV
 * and {@code searchFinished}. As in the engine, α, β and scores are from the side to move at the node
 * (negamax convention): at a MIN node they are MAX's values negated, so a β-cutoff at a MIN node is
 * the textbook α-cutoff. {@code index} counts children in visiting order. The listener's mask and
 * maximum ply are honoured like the engine does. A search object is reusable, not thread-safe.
 */
public final class TextbookSearch {
    /** Stands for ∞ in windows; beyond every leaf value. */
    public static final int INFINITY = 1_000_000;

    private final Algorithm algorithm;
    private final Ordering ordering;
    private final long seed;
    private TextbookTree tree;
    private ChildOrder order;
    private SearchListener listener;
    private int mask;
    private int maxPly;
    private long nextId;
    private int leaves;
    private int cutoffs;
    private int[][] pv;
    private int[] pvLength;

    public TextbookSearch(Algorithm algorithm, Ordering ordering, long seed) {
        this.algorithm = algorithm;
        this.ordering = ordering;
        this.seed = seed;
    }

    public TextbookSearch(Algorithm algorithm) {
        this(algorithm, Ordering.AS_GIVEN, 0);
    }

    public Algorithm algorithm() {
        return algorithm;
    }

    public Ordering ordering() {
        return ordering;
    }

    /** Searches the tree; {@code listener} may be null. */
    public TextbookResult run(TextbookTree tree, SearchListener listener) {
        this.tree = tree;
        this.order = new ChildOrder(tree, ordering, seed);
        this.listener = listener;
        this.mask = listener == null ? 0 : listener.mask();
        this.maxPly = listener == null ? -1 : listener.maxPly();
        this.nextId = 0;
        this.leaves = 0;
        this.cutoffs = 0;
        int height = tree.height();
        this.pv = new int[height + 1][height + 1];
        this.pvLength = new int[height + 1];
        if (on(EventKind.SEARCH_STARTED, 0)) {
            listener.searchStarted("textbook " + tree.name(), "algorithm=" + algorithm.name().toLowerCase()
                    + " ordering=" + ordering.name().toLowerCase() + " seed=" + seed, height);
        }
        if (on(EventKind.ITERATION_STARTED, 0)) {
            listener.iterationStarted(height, -INFINITY, INFINITY);
        }
        TextbookNode root = tree.root();
        int score = algorithm == Algorithm.MINIMAX
                ? tree.sign(root) * minimax(root, -1, 0, 0, NodeType.PV)
                : search(root, -1, 0, 0, -INFINITY, INFINITY, NodeType.PV);
        int[] line = java.util.Arrays.copyOf(pv[0], pvLength[0]);
        if (on(EventKind.ITERATION_FINISHED, 0)) {
            listener.iterationFinished(height, score, line, line.length, nextId, 0);
        }
        if (on(EventKind.SEARCH_FINISHED, 0)) {
            listener.searchFinished(line.length > 0 ? line[0] : 0, score, height, nextId, 0);
        }
        int[] path = new int[line.length];
        for (int i = 0; i < line.length; i++) {
            path[i] = ChildMoveCodec.index(line[i]);
        }
        return new TextbookResult(tree.sign(root) * score, path, (int) nextId, leaves, cutoffs);
    }

    private boolean on(EventKind kind, int ply) {
        return EventMask.accepts(mask, maxPly, kind, ply);
    }

    private long enter(TextbookNode n, long parentId, int move, int ply, int alpha, int beta, NodeType expected) {
        long id = ++nextId;
        pvLength[ply] = 0;
        if (on(EventKind.NODE_ENTERED, ply)) {
            listener.nodeEntered(id, parentId, move, ply, n.height(), alpha, beta, expected, false, 0);
        }
        if (!n.isLeaf() && on(EventKind.STAGE_ENTERED, ply)) {
            listener.stageEntered(id, ply, Stage.ROOT, n.childCount());
        }
        return id;
    }

    /** A leaf: its value from the side to move there. */
    private int evaluate(TextbookNode n, long id, int ply) {
        leaves++;
        int score = tree.sign(n) * n.value();
        leave(id, ply, score, Bound.EXACT, 0, NodeType.PV);
        return score;
    }

    private void leave(long id, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        if (on(EventKind.NODE_LEFT, ply)) {
            listener.nodeLeft(id, ply, score, bound, bestMove, actual);
        }
    }

    private void tried(long id, int ply, int move, int index) {
        if (on(EventKind.MOVE_TRIED, ply)) {
            listener.moveTried(id, ply, move, Stage.ROOT, index, 0);
        }
    }

    private void updatePv(int ply, int move) {
        pv[ply][0] = move;
        System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLength[ply + 1]);
        pvLength[ply] = pvLength[ply + 1] + 1;
    }

    /**
     * MINIMAX-DECISION, MAX-VALUE and MIN-VALUE of Russell &amp; Norvig (3rd ed., Figure 5.3): MAX
     * takes the largest child value, MIN the smallest; no window, nothing pruned. Returns MAX's value;
     * events carry it negated at MIN nodes (side-to-move convention).
     */
    private int minimax(TextbookNode n, long parentId, int move, int ply, NodeType expected) {
        long id = enter(n, parentId, move, ply, -INFINITY, INFINITY, expected);
        int sign = tree.sign(n);
        if (n.isLeaf()) {
            return sign * evaluate(n, id, ply);
        }
        boolean max = sign > 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        int bestMove = 0;
        int[] idx = order.of(n);
        for (int i = 0; i < idx.length; i++) {
            int m = ChildMoveCodec.move(idx[i]);
            tried(id, ply, m, i);
            int v = minimax(n.child(idx[i]), id, m, ply + 1, child(expected, i));
            if (max ? v > best : v < best) {
                best = v;
                bestMove = m;
                updatePv(ply, m);
            }
        }
        leave(id, ply, sign * best, Bound.EXACT, bestMove, NodeType.PV);
        return best;
    }

    /**
     * The negamax family, from the side to move at {@code n}:
     * <ul>
     * <li>NEGAMAX — Knuth &amp; Moore's procedure F: {@code m := −∞; for each child: m := max(m, −F(child))}.
     * <li>ALPHA_BETA — fail-hard, after Knuth &amp; Moore's F2: {@code for each child: t := −F2(child, −β, −α);
     *     if t ≥ β return β; if t &gt; α then α := t; return α}.
     * <li>ALPHA_BETA_FAIL_SOFT — the same, but returning the best t found even outside [α, β]
     *     (Fishburn 1983; the v of Russell &amp; Norvig's ALPHA-BETA-SEARCH, 3rd ed., Figure 5.7).
     * <li>NEGASCOUT — Reinefeld (1983): the first child with (−β, −α), the others with the null window
     *     (−α−1, −α); a child that fails high inside (α, β) and is not a leaf is searched again with
     *     (−β, −α), as in principal variation search; fail-soft.
     * </ul>
     */
    private int search(TextbookNode n, long parentId, int move, int ply, int alpha, int beta, NodeType expected) {
        long id = enter(n, parentId, move, ply, alpha, beta, expected);
        if (n.isLeaf()) {
            return evaluate(n, id, ply);
        }
        boolean window = algorithm.prunes();
        boolean hard = algorithm == Algorithm.ALPHA_BETA;
        int alphaOrig = alpha;
        int best = -INFINITY - 1;
        int bestMove = 0;
        int[] idx = order.of(n);
        for (int i = 0; i < idx.length; i++) {
            TextbookNode c = n.child(idx[i]);
            int m = ChildMoveCodec.move(idx[i]);
            tried(id, ply, m, i);
            NodeType childType = child(expected, i);
            int score;
            if (!window) {
                score = -search(c, id, m, ply + 1, -INFINITY, INFINITY, childType);
            } else if (algorithm == Algorithm.NEGASCOUT && i > 0) {
                score = -search(c, id, m, ply + 1, -alpha - 1, -alpha, childType);
                if (score > alpha && score < beta && !c.isLeaf()) {
                    score = -search(c, id, m, ply + 1, -beta, -alpha, NodeType.PV);
                }
            } else {
                score = -search(c, id, m, ply + 1, -beta, -alpha, childType);
            }
            if (score > best) {
                best = score;
                bestMove = m;
                if (!window || score > alpha) {
                    updatePv(ply, m);
                }
            }
            if (window && score > alpha) {
                alpha = score;
            }
            if (window && score >= beta) {
                // Step 12. β-cutoff: the side to move here already has ≥ β; the rest is pruned
                cutoffs++;
                if (on(EventKind.CUTOFF, ply)) {
                    listener.cutoff(id, ply, m, Stage.ROOT, i, n.height(), score, beta, Step.BETA_CUTOFF);
                }
                break;
            }
        }
        if (!window) {
            leave(id, ply, best, Bound.EXACT, bestMove, NodeType.PV);
            return best;
        }
        int result = !hard ? best : best >= beta ? beta : Math.max(best, alphaOrig);
        Bound bound = best >= beta ? Bound.LOWER : best > alphaOrig ? Bound.EXACT : Bound.UPPER;
        NodeType actual = best >= beta ? NodeType.CUT : best <= alphaOrig ? NodeType.ALL : NodeType.PV;
        leave(id, ply, result, bound, bestMove, actual);
        return result;
    }

    /** Fruit's expectation: the first child of a PV node is PV, others CUT; CUT and ALL alternate. */
    static NodeType child(NodeType parent, int index) {
        switch (parent) {
            case PV:
                return index == 0 ? NodeType.PV : NodeType.CUT;
            case CUT:
                return NodeType.ALL;
            default:
                return NodeType.CUT;
        }
    }
}
