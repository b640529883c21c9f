package org.xqlab.teach;

import org.xqlab.trace.BasicStep;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.CodeFrame.Condition;
import org.xqlab.trace.CodeFrame.CutKind;
import org.xqlab.trace.CodeFrame.Var;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.Listing.Section;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a {@link Playback} is in its algorithm's {@link TextbookListing}: the step of the last applied
 * event and the variables of the node it is about. A node entered highlights the function's header
 * (a leaf: the leaf line) with the node's window; a move tried, the loop; a cutoff, the cut line; a
 * node left hands its value back to its parent, so the parent's "child value" line is highlighted with
 * the parent's α, β and best so far (the root's leaving is the return). Variables are those of the
 * code: negamax (side to move) for the negamax family, MAX's view for minimax; the pruning condition
 * is in MAX's view, as the tree figure shows values: at a MAX node a reply ≥ β cuts, at a MIN node a
 * reply ≤ α (the textbook's α-cutoff).
 */
public final class PlaybackCode {
    private PlaybackCode() {
    }

    /** The frame after the playback's applied events, for {@code algorithm} (the one the playback recorded). */
    public static CodeFrame frame(Playback p, Algorithm algorithm) {
        return frame(p, algorithm, false);
    }

    /** The same, the node's name in Chinese or English (the root is "根" in Chinese, as the figures name it). */
    public static CodeFrame frame(Playback p, Algorithm algorithm, boolean chinese) {
        RecordedEvent e = p.lastEvent();
        if (e == null) {
            return CodeFrame.NONE;
        }
        TextbookTree tree = p.tree();
        switch (e.kind()) {
            case SEARCH_STARTED, ITERATION_STARTED, ITERATION_FINISHED, SEARCH_FINISHED -> {
                NodeState root = p.state(tree.root());
                List<Var> vars = root.done() ? List.of(new Var("value", Integer.toString(root.value()))) : List.of();
                return new CodeFrame(Section.ROOT, BasicStep.ROOT_CALL, vars, null);
            }
            default -> {
            }
        }
        TextbookNode n = p.nodeOf(e.nodeId());
        long id = e.nodeId();
        Object key;
        switch (e.kind()) {
            case NODE_ENTERED -> key = n.isLeaf() ? BasicStep.LEAF : BasicStep.ENTER;
            case STAGE_ENTERED, MOVE_TRIED -> key = Step.MOVE_LOOP;
            case CUTOFF -> key = e.step();
            case NODE_LEFT -> {
                if (n.parent() == null) {
                    key = BasicStep.RETURN;
                } else {
                    key = BasicStep.CHILD_VALUE;
                    n = n.parent();
                    id = openId(p, n);
                }
            }
            default -> key = null;
        }
        return new CodeFrame(Section.SEARCH, key, vars(p, algorithm, n, id, chinese), condition(p, algorithm, n));
    }

    /** The id of the latest entry into {@code n} among the applied events. */
    private static long openId(Playback p, TextbookNode n) {
        long id = -1;
        List<RecordedEvent> events = p.recording().events();
        for (int i = 0; i < p.cursor(); i++) {
            RecordedEvent e = events.get(i);
            if (e.kind() == EventKind.NODE_ENTERED && p.nodeOf(e.nodeId()) == n) {
                id = e.nodeId();
            }
        }
        return id;
    }

    private static List<Var> vars(Playback p, Algorithm algorithm, TextbookNode n, long id, boolean chinese) {
        TextbookTree tree = p.tree();
        NodeState s = p.state(n);
        int sign = tree.sign(n);
        int inf = TextbookSearch.INFINITY;
        List<Var> vars = new ArrayList<>();
        vars.add(new Var("node", Playback.name(n, chinese) + (tree.isMax(n) ? " (MAX)" : " (MIN)")));
        boolean minimax = algorithm == Algorithm.MINIMAX;
        if (n.isLeaf()) {
            vars.add(new Var("value", Integer.toString(minimax ? n.value() : sign * n.value())));
            return vars;
        }
        vars.add(new Var("depth", Integer.toString(n.height())));
        if (algorithm.prunes()) {
            int alpha = sign > 0 ? s.alpha() : -s.beta();
            int beta = sign > 0 ? s.beta() : -s.alpha();
            RecordedEvent entered = entry(p, id);
            if (entered != null) {
                vars.add(new Var("window", "(" + CodeFrame.bound(entered.a(), inf) + ", "
                        + CodeFrame.bound(entered.b(), inf) + ")"));
            }
            vars.add(new Var("alpha", CodeFrame.bound(alpha, inf)));
            vars.add(new Var("beta", CodeFrame.bound(beta, inf)));
        }
        if (s.hasBest()) {
            vars.add(new Var("best", Integer.toString(minimax ? s.best() : sign * s.best())));
        }
        int tried = lastIndex(p, id) + 1;
        if (tried > 0) {
            vars.add(new Var("move", tried + " / " + n.childCount()));
        }
        return vars;
    }

    private static RecordedEvent entry(Playback p, long id) {
        for (RecordedEvent e : p.recording().events()) {
            if (e.kind() == EventKind.NODE_ENTERED && e.nodeId() == id) {
                return e;
            }
        }
        return null;
    }

    /** The index of the last move tried at node {@code id} among the applied events, or -1. */
    private static int lastIndex(Playback p, long id) {
        List<RecordedEvent> events = p.recording().events();
        for (int i = p.cursor() - 1; i >= 0; i--) {
            RecordedEvent e = events.get(i);
            if (e.kind() == EventKind.MOVE_TRIED && e.nodeId() == id) {
                return e.index();
            }
            if (e.kind() == EventKind.NODE_ENTERED && e.nodeId() == id) {
                return -1;
            }
        }
        return -1;
    }

    private static Condition condition(Playback p, Algorithm algorithm, TextbookNode n) {
        if (n.isLeaf()) {
            return null;
        }
        if (!algorithm.prunes()) {
            return new Condition(CutKind.NEVER, 0, null);
        }
        NodeState s = p.state(n);
        int inf = TextbookSearch.INFINITY;
        if (p.tree().isMax(n)) {
            return s.beta() >= inf ? new Condition(CutKind.UNREACHABLE, 0, "MAX")
                    : new Condition(CutKind.AT_LEAST, s.beta(), "MAX");
        }
        return s.alpha() <= -inf ? new Condition(CutKind.UNREACHABLE, 0, "MAX")
                : new Condition(CutKind.AT_MOST, s.alpha(), "MAX");
    }
}
