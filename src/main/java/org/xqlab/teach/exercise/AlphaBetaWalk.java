package org.xqlab.teach.exercise;

import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Captions;
import org.xqlab.teach.ChildMoveCodec;
import org.xqlab.teach.Cut;
import org.xqlab.teach.MinimaxValues;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.teach.RecordedEvent;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.Bound;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What fail-hard alpha-beta does on a textbook tree, children in their given order (the classroom's
 * default lesson), read from the events of the real {@link TextbookSearch} so an exercise's answers
 * are exactly what the classroom replay shows: for each visited node the (α, β) window it was entered
 * with, for each inner node its children's results in order with the window after each, the cuts, the
 * pruned branches (a child of a node that cut, never entered: the edges the classroom strikes
 * through), and the exact minimax values. All values and windows from MAX's point of view, as in the
 * textbook figures. Immutable once built.
 */
public final class AlphaBetaWalk {
    /** A child's result at its parent, and the parent's window (MAX's view) after taking it. */
    public record ChildResult(TextbookNode child, int value, Bound bound, int alphaAfter, int betaAfter) {
    }

    private final TextbookTree tree;
    private final Playback end;
    private final Map<TextbookNode, int[]> entry = new IdentityHashMap<>();
    private final Map<TextbookNode, List<ChildResult>> results = new IdentityHashMap<>();
    private final Map<TextbookNode, Integer> minimax;
    private final List<TextbookNode> prunedBranches = new ArrayList<>();

    /** Runs fail-hard alpha-beta over {@code tree} (which must not be edited afterwards). */
    public AlphaBetaWalk(TextbookTree tree) {
        this.tree = tree;
        this.minimax = MinimaxValues.of(tree);
        this.end = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        end.seek(Integer.MAX_VALUE);
        Map<Long, TextbookNode> byId = new HashMap<>();
        Map<Long, int[]> window = new HashMap<>(); // negamax window of each open node
        for (RecordedEvent e : end.recording().events()) {
            switch (e.kind()) {
                case NODE_ENTERED -> {
                    TextbookNode parent = e.parentId() < 0 ? null : byId.get(e.parentId());
                    TextbookNode n = parent == null ? tree.root() : parent.child(ChildMoveCodec.index(e.move()));
                    byId.put(e.nodeId(), n);
                    window.put(e.nodeId(), new int[] {e.a(), e.b()});
                    entry.putIfAbsent(n, maxView(n, e.a(), e.b()));
                }
                case NODE_LEFT -> {
                    TextbookNode n = byId.get(e.nodeId());
                    TextbookNode parent = n.parent();
                    if (parent != null) {
                        long pid = idOf(byId, parent);
                        int[] w = window.get(pid);
                        w[0] = Math.max(w[0], -e.score());
                        int sign = tree.sign(n);
                        Bound b = sign > 0 || e.bound() == Bound.EXACT ? e.bound()
                                : e.bound() == Bound.LOWER ? Bound.UPPER : Bound.LOWER;
                        int[] after = maxView(parent, w[0], w[1]);
                        results.computeIfAbsent(parent, k -> new ArrayList<>())
                                .add(new ChildResult(n, sign * e.score(), b, after[0], after[1]));
                    }
                }
                default -> {
                }
            }
        }
        for (TextbookNode n : tree.nodes()) {
            NodeState s = end.state(n);
            if (s.status() == NodeState.Status.PRUNED && end.state(n.parent()).status() != NodeState.Status.PRUNED) {
                prunedBranches.add(n);
            }
        }
    }

    private static long idOf(Map<Long, TextbookNode> byId, TextbookNode n) {
        long found = -1;
        for (Map.Entry<Long, TextbookNode> e : byId.entrySet()) {
            if (e.getValue() == n && e.getKey() > found) {
                found = e.getKey();
            }
        }
        return found;
    }

    private int[] maxView(TextbookNode n, int alpha, int beta) {
        return tree.isMax(n) ? new int[] {alpha, beta} : new int[] {-beta, -alpha};
    }

    public TextbookTree tree() {
        return tree;
    }

    /** Whether alpha-beta entered the node. */
    public boolean visited(TextbookNode n) {
        return entry.containsKey(n);
    }

    /** Whether the node lies in a pruned subtree. */
    public boolean pruned(TextbookNode n) {
        return end.state(n).status() == NodeState.Status.PRUNED;
    }

    /** The window {α, β} (MAX's view) the node was entered with; null if it was never entered. */
    public int[] entryWindow(TextbookNode n) {
        int[] w = entry.get(n);
        return w == null ? null : w.clone();
    }

    /** The results of a node's children in the order they returned (empty for a leaf or an unvisited node). */
    public List<ChildResult> results(TextbookNode n) {
        return Collections.unmodifiableList(results.getOrDefault(n, List.of()));
    }

    /**
     * What alpha-beta returned at a visited node (MAX's view), as the classroom's caption "b returns ≤ 3"
     * writes it: the value and its bound (EXACT, or UPPER/LOWER for a fail-hard bound); null if never entered.
     */
    public ChildResult returned(TextbookNode n) {
        if (n.parent() == null) {
            return new ChildResult(n, rootValue(), Bound.EXACT, rootValue(), rootValue());
        }
        for (ChildResult r : results(n.parent())) {
            if (r.child() == n) {
                return r;
            }
        }
        return null;
    }

    /** The cut made at this node, or null. */
    public Cut cutAt(TextbookNode n) {
        return end.state(n).cut();
    }

    /** The cut that pruned this node, or null. */
    public Cut prunedBy(TextbookNode n) {
        return end.state(n).prunedBy();
    }

    /** The pruned branches — children of a node that cut and were never entered — in pre-order. */
    public List<TextbookNode> prunedBranches() {
        return Collections.unmodifiableList(prunedBranches);
    }

    /** The exact minimax value of a node (MAX's view). */
    public int minimax(TextbookNode n) {
        return minimax.get(n);
    }

    /** The root's value. */
    public int rootValue() {
        return end.recording().result().value();
    }

    /** Leaves alpha-beta evaluated. */
    public int leavesEvaluated() {
        return end.recording().result().leavesEvaluated();
    }

    /** "(3, +∞)" */
    public static String window(int[] w) {
        return Captions.window(w[0], w[1]);
    }
}
