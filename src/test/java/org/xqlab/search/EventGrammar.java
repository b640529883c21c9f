package org.xqlab.search;

import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks, event by event, the grammar of what the engine says: nodes nest properly (a node's parent
 * is the open node, and a node is left before its parent), every node entered is left exactly once,
 * stages within a node come in canonical order and never repeat, a move is tried from the stage last
 * entered at the next index and never twice, a β-cutoff names the move just tried at its index and
 * nothing is tried after a cutoff, and a node-level cutoff comes before any move. Violations are
 * collected (the first few, with the event number) rather than thrown, so the engine never sees an
 * exception.
 */
final class EventGrammar implements SearchListener {
    private static final class Open {
        final long id;
        int lastStage = -1;
        int tried;
        int lastMove;
        boolean cut;
        final Set<Integer> moves = new HashSet<>();

        Open(long id) {
            this.id = id;
        }
    }

    private final Deque<Open> stack = new ArrayDeque<>();
    private final Set<Long> entered = new HashSet<>();
    private final Set<Long> left = new HashSet<>();
    private final List<String> errors = new ArrayList<>();
    private long event;
    long cutoffs;
    long nested;

    List<String> errors() {
        List<String> all = new ArrayList<>(errors);
        if (!stack.isEmpty()) {
            all.add("nodes still open at the end: " + stack.size());
        }
        if (!entered.equals(left)) {
            all.add("entered " + entered.size() + " nodes but left " + left.size());
        }
        return all;
    }

    private void fail(String message) {
        if (errors.size() < 10) {
            errors.add("event " + event + ": " + message);
        }
    }

    private Open top(long nodeId, String what) {
        Open o = stack.peek();
        if (o == null || o.id != nodeId) {
            fail(what + " for node " + nodeId + " but the open node is " + (o == null ? "none" : o.id));
            return null;
        }
        return o;
    }

    private void enter(long id, long parentId) {
        event++;
        Open parent = stack.peek();
        if (parentId < 0 ? parent != null : parent == null || parent.id != parentId) {
            fail("node " + id + " has parent " + parentId + " but the open node is "
                    + (parent == null ? "none" : parent.id));
        }
        if (parent != null && parent.cut) {
            fail("node " + id + " entered below node " + parent.id + " after its cutoff");
        }
        if (parent != null && parent.tried == 0) {
            nested++; // IID or null-move verification: a nested search before the move loop
        }
        if (!entered.add(id)) {
            fail("node " + id + " entered twice");
        }
        stack.push(new Open(id));
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        enter(nodeId, parentId);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        enter(nodeId, parentId);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        event++;
        if (top(nodeId, "left") != null) {
            stack.pop();
        }
        if (!left.add(nodeId)) {
            fail("node " + nodeId + " left twice");
        }
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        event++;
        Open o = top(nodeId, "stage " + stage);
        if (o == null) {
            return;
        }
        if (stage.ordinal() <= o.lastStage) {
            fail("stage " + stage + " after " + Stage.of(o.lastStage) + " in node " + nodeId);
        }
        if (o.cut) {
            fail("stage " + stage + " after the cutoff in node " + nodeId);
        }
        o.lastStage = stage.ordinal();
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        event++;
        Open o = top(nodeId, "move tried");
        if (o == null) {
            return;
        }
        if (o.cut) {
            fail("move tried after the cutoff in node " + nodeId);
        }
        if (stage.ordinal() != o.lastStage) {
            fail("move from " + stage + " while the node is in " + (o.lastStage < 0 ? "no stage" : Stage.of(o.lastStage)));
        }
        if (index != o.tried) {
            fail("move index " + index + " where " + o.tried + " was due in node " + nodeId);
        }
        if (!o.moves.add(move)) {
            fail("move " + move + " tried twice in node " + nodeId);
        }
        o.tried++;
        o.lastMove = move;
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        event++;
        cutoffs++;
        Open o = top(nodeId, "cutoff");
        if (o == null) {
            return;
        }
        if (o.cut) {
            fail("second cutoff in node " + nodeId);
        }
        o.cut = true;
        if (step == Step.BETA_CUTOFF) {
            if (move != o.lastMove || index != o.tried - 1) {
                fail("cutoff by move " + move + " #" + index + " but the last move tried was " + o.lastMove
                        + " #" + (o.tried - 1));
            }
            if (stage == null || stage.ordinal() != o.lastStage) {
                fail("cutoff from stage " + stage + " in node " + nodeId);
            }
        } else if (move != 0 || o.tried != 0) {
            fail(step + " cutoff after " + o.tried + " moves in node " + nodeId);
        }
        if ((step == Step.BETA_CUTOFF || step == Step.NULL_MOVE || step == Step.STAND_PAT) && score < beta) {
            fail("cutoff with score " + score + " below beta " + beta);
        }
    }
}
