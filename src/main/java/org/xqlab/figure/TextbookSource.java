package org.xqlab.figure;

import org.xqlab.teach.ChildMoveCodec;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookResult;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A textbook tree after one search, as {@link Source}s: the search runs once and its events say, per
 * node, the window it was (last) entered with, the value it returned and what that value is (exact,
 * "≥ v" or "≤ v"), its node type, and whether it cut; a node never entered is pruned. Everything is
 * from MAX's point of view, as in the textbook figures. Labels: the node's name ({@link Playback#name}),
 * its value (a leaf's given value also when pruned; {@link TreeLabel#LEAF} alone shows only those),
 * window, type. MAX nodes carry an upward, MIN nodes a downward triangle; the best line is marked.
 */
final class TextbookSource implements SearchListener {
    private final TextbookTree tree;
    private final Map<Long, TextbookNode> byId = new HashMap<>();
    private final Map<TextbookNode, int[]> window = new IdentityHashMap<>();
    private final Map<TextbookNode, int[]> result = new IdentityHashMap<>();
    private final Map<TextbookNode, NodeType> type = new IdentityHashMap<>();
    private final Map<TextbookNode, Boolean> cut = new IdentityHashMap<>();

    private TextbookSource(TextbookTree tree) {
        this.tree = tree;
    }

    static Source of(TextbookTree tree, TextbookSearch search, TreeFigureOptions options) {
        TextbookSource s = new TextbookSource(tree);
        TextbookResult r = search.run(tree, s);
        Source root = s.convert(tree.root(), options);
        if (!options.shows(TreeLabel.SCORE) && !options.shows(TreeLabel.CUT)) {
            return root; // no values, no cuts (an exercise sheet): the best line is not given away either
        }
        Source at = root;
        for (int i : r.bestPath()) {
            at = at.children.get(i);
            at.best = true;
        }
        root.best = true;
        return root;
    }

    private Source convert(TextbookNode n, TreeFigureOptions o) {
        LabelText l = new LabelText();
        LabelText entry = new LabelText();
        boolean visited = window.containsKey(n);
        if (o.shows(TreeLabel.MOVE)) {
            String name = Playback.name(n);
            l.word(n.parent() == null && n.label() == null && o.chinese() ? "根" : name, name);
            entry.word(n.parent() == null && n.label() == null && o.chinese() ? "根" : name, name);
        }
        int[] res = result.get(n);
        if (n.isLeaf() && (o.shows(TreeLabel.SCORE) || o.shows(TreeLabel.LEAF))) {
            l.number(n.value());
            entry.number(n.value());
        } else if (o.shows(TreeLabel.SCORE) && res != null) {
            Bound b = Bound.values()[res[1]];
            if (b == Bound.LOWER) {
                l.raw("≥" + res[0], "$\\geq " + res[0] + "$");
            } else if (b == Bound.UPPER) {
                l.raw("≤" + res[0], "$\\leq " + res[0] + "$");
            } else {
                l.number(res[0]);
            }
        }
        if (o.shows(TreeLabel.WINDOW) && visited) {
            int[] w = window.get(n);
            l.window(w[0], w[1], TextbookSearch.INFINITY);
            entry.window(w[0], w[1], TextbookSearch.INFINITY);
        }
        if (o.shows(TreeLabel.TYPE) && type.get(n) != null) {
            l.word(type.get(n).name());
        }
        if (l.isEmpty() && !visited) {
            l.raw("–", "--");
        }
        Source.Shape shape = n.isLeaf() ? Source.Shape.BOX : tree.isMax(n) ? Source.Shape.MAX : Source.Shape.MIN;
        Source s = new Source(n, l.text(), l.tex(), shape, n.ply());
        s.entryText = entry.text();
        s.pruned = !visited;
        s.cut = cut.getOrDefault(n, false);
        for (TextbookNode c : n.children()) {
            s.children.add(convert(c, o));
        }
        return s;
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        TextbookNode parent = parentId < 0 ? null : byId.get(parentId);
        TextbookNode n = parent == null ? tree.root() : parent.child(ChildMoveCodec.index(move));
        byId.put(nodeId, n);
        // negamax window → MAX's view
        window.put(n, tree.isMax(n) ? new int[] {alpha, beta} : new int[] {-beta, -alpha});
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        TextbookNode n = byId.get(nodeId);
        int sign = tree.sign(n);
        Bound b = bound == null ? Bound.EXACT : bound;
        if (sign < 0 && (b == Bound.LOWER || b == Bound.UPPER)) {
            b = b == Bound.LOWER ? Bound.UPPER : Bound.LOWER;
        }
        result.put(n, new int[] {sign * score, b == Bound.NONE ? Bound.EXACT.ordinal() : b.ordinal()});
        type.put(n, actual);
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        cut.put(byId.get(nodeId), true);
    }
}
