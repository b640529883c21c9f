package org.xqlab.teach;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A lesson's replay of one recorded textbook search with a cursor: the first {@link #cursor()}
 * events have been applied to the tree's {@link NodeState}s. Stepping forward applies one event;
 * stepping back (or any seek) rebuilds the states from the start — textbook recordings hold at most
 * a few thousand events, so a rebuild is immediate and there is no checkpoint to keep consistent.
 * The current node is the innermost node entered and not yet left. Counters: nodes entered, leaves
 * evaluated and cutoffs among the applied events, and nodes pruned (nodes now shown as pruned).
 * {@link #caption} says in English or Chinese what the last applied event did. The tree must not be
 * edited while a playback uses it; make a new playback after an edit. UI-free and not thread-safe.
 */
public final class Playback {
    private final TextbookTree tree;
    private final Recording recording;
    private final boolean narrows;
    private final Map<TextbookNode, NodeState> states = new IdentityHashMap<>();
    private final Map<Long, TextbookNode> byId = new HashMap<>();
    private final Map<Long, int[]> windows = new HashMap<>();
    private final Deque<TextbookNode> path = new ArrayDeque<>();
    private final Applier applier = new Applier();
    private int cursor;
    private int nodesVisited;
    private int leaves;
    private int cutoffs;
    private Cut lastCut;

    /** A replay of {@code recording}, made by {@code algorithm} over {@code tree}, at its start. */
    public Playback(TextbookTree tree, Recording recording, Algorithm algorithm) {
        this.tree = tree;
        this.recording = recording;
        this.narrows = algorithm.prunes();
        for (TextbookNode n : tree.nodes()) {
            states.put(n, new NodeState());
        }
    }

    /** Records {@code search} over {@code tree} and returns its playback at the start. */
    public static Playback record(TextbookTree tree, TextbookSearch search) {
        return new Playback(tree, Recording.of(search, tree), search.algorithm());
    }

    public TextbookTree tree() {
        return tree;
    }

    public Recording recording() {
        return recording;
    }

    public int cursor() {
        return cursor;
    }

    public int size() {
        return recording.size();
    }

    public boolean atEnd() {
        return cursor == recording.size();
    }

    /** Applies the next event; false at the end. */
    public boolean stepForward() {
        if (cursor >= recording.size()) {
            return false;
        }
        recording.events().get(cursor++).replay(applier);
        return true;
    }

    /** Takes the last applied event back; false at the start. */
    public boolean stepBack() {
        if (cursor == 0) {
            return false;
        }
        seek(cursor - 1);
        return true;
    }

    /** Moves the cursor to {@code target} (clamped to 0..size), rebuilding from the start when going back. */
    public void seek(int target) {
        int t = Math.max(0, Math.min(target, recording.size()));
        if (t < cursor) {
            reset();
        }
        while (cursor < t) {
            stepForward();
        }
    }

    /** Steps forward up to and including the next cutoff; false (at the end) if there is none. */
    public boolean stepToNextCutoff() {
        while (stepForward()) {
            if (lastEvent().kind() == EventKind.CUTOFF) {
                return true;
            }
        }
        return false;
    }

    private void reset() {
        cursor = 0;
        for (NodeState s : states.values()) {
            s.reset();
            s.visits = 0;
        }
        byId.clear();
        windows.clear();
        path.clear();
        nodesVisited = 0;
        leaves = 0;
        cutoffs = 0;
        lastCut = null;
    }

    /** The display state of a node of the tree. */
    public NodeState state(TextbookNode n) {
        NodeState s = states.get(n);
        if (s == null) {
            throw new IllegalArgumentException("node is not in this playback's tree");
        }
        return s;
    }

    /** The node the search is in after the applied events, or null (before the start, after the end). */
    public TextbookNode current() {
        return path.peekLast();
    }

    /** The last applied event, or null at the start. */
    public RecordedEvent lastEvent() {
        return cursor == 0 ? null : recording.events().get(cursor - 1);
    }

    /** The most recent cut among the applied events, or null. */
    public Cut lastCut() {
        return lastCut;
    }

    public int nodesVisited() {
        return nodesVisited;
    }

    public int leavesEvaluated() {
        return leaves;
    }

    public int cutoffs() {
        return cutoffs;
    }

    /** Nodes now shown as pruned (the subtrees below the cuts made so far). */
    public int nodesPruned() {
        int n = 0;
        for (NodeState s : states.values()) {
            if (s.status == NodeState.Status.PRUNED) {
                n++;
            }
        }
        return n;
    }

    /** A short name of a node: its label, or the child letters from the root ("root" at the root). */
    public static String name(TextbookNode n) {
        if (n.label() != null) {
            return n.label();
        }
        if (n.parent() == null) {
            return "root";
        }
        StringBuilder sb = new StringBuilder();
        for (int i : n.path()) {
            sb.append(ChildMoveCodec.LETTERS.format(ChildMoveCodec.move(i)));
        }
        return sb.toString();
    }

    /** {@link #name(TextbookNode)} in Chinese or English: the root is "根" in Chinese, as the figures and exercises name it. */
    public static String name(TextbookNode n, boolean chinese) {
        return chinese && n.label() == null && n.parent() == null ? "根" : name(n);
    }

    /** What the last applied event did, in Chinese or English. */
    public String caption(boolean chinese) {
        return Captions.of(this, chinese);
    }

    TextbookNode nodeOf(long id) {
        return byId.get(id);
    }

    private void subtree(TextbookNode n, java.util.function.Consumer<NodeState> f) {
        f.accept(states.get(n));
        for (TextbookNode c : n.children()) {
            subtree(c, f);
        }
    }

    /** Applies events to the states. */
    private final class Applier implements SearchListener {
        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            TextbookNode parent = parentId < 0 ? null : byId.get(parentId);
            TextbookNode n = parent == null ? tree.root() : parent.child(ChildMoveCodec.index(move));
            byId.put(nodeId, n);
            windows.put(nodeId, new int[] {alpha, beta});
            for (TextbookNode c : n.children()) {
                subtree(c, NodeState::reset);
            }
            NodeState s = states.get(n);
            s.reset();
            s.visits++;
            s.status = NodeState.Status.CURRENT;
            setWindow(n, s, alpha, beta);
            if (!path.isEmpty()) {
                states.get(path.peekLast()).status = NodeState.Status.ON_PATH;
            }
            path.addLast(n);
            nodesVisited++;
        }

        @Override
        public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
            TextbookNode n = byId.get(nodeId);
            NodeState s = states.get(n);
            int sign = tree.sign(n);
            s.done = true;
            s.value = sign * score;
            s.bound = sign > 0 || bound == Bound.EXACT || bound == Bound.NONE ? bound
                    : bound == Bound.LOWER ? Bound.UPPER : Bound.LOWER;
            s.status = NodeState.Status.DONE;
            if (n.isLeaf()) {
                leaves++;
            }
            path.removeLastOccurrence(n);
            TextbookNode parent = n.parent();
            if (parent != null && !path.isEmpty() && path.peekLast() == parent) {
                states.get(parent).status = NodeState.Status.CURRENT;
                long parentId = idOfOpen(parent);
                int childScore = -score; // the parent's view, negamax
                NodeState ps = states.get(parent);
                int best = tree.sign(parent) * childScore;
                boolean better = !ps.hasBest || (tree.isMax(parent) ? best > ps.best : best < ps.best);
                if (better) {
                    ps.hasBest = true;
                    ps.best = best;
                }
                int[] w = windows.get(parentId);
                if (narrows && childScore > w[0]) {
                    w[0] = childScore;
                    setWindow(parent, ps, w[0], w[1]);
                }
            }
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            TextbookNode n = byId.get(nodeId);
            Cut cut = Cut.fromNegamax(tree, n, score, beta, index);
            states.get(n).cut = cut;
            lastCut = cut;
            cutoffs++;
            for (TextbookNode c : n.children()) {
                if (states.get(c).status == NodeState.Status.UNVISITED) {
                    subtree(c, st -> {
                        st.status = NodeState.Status.PRUNED;
                        st.prunedBy = cut;
                    });
                }
            }
        }
    }

    private long idOfOpen(TextbookNode n) {
        long found = -1;
        for (Map.Entry<Long, TextbookNode> e : byId.entrySet()) {
            if (e.getValue() == n && e.getKey() > found) {
                found = e.getKey();
            }
        }
        return found;
    }

    private void setWindow(TextbookNode n, NodeState s, int alpha, int beta) {
        if (tree.isMax(n)) {
            s.alpha = alpha;
            s.beta = beta;
        } else {
            s.alpha = -beta;
            s.beta = -alpha;
        }
    }
}
