package org.xqlab.teach;

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
 * A reusable checker of the event grammar of issue C, as a listener: feed it a search (engine or
 * textbook) and ask {@link #violations()}. Checked: the search starts first and finishes last; node
 * ids are unique; a node's parent is the innermost open node (or −1 with none open) and its ply is
 * one more; every node entered is left exactly once, innermost first (proper nesting), and none is
 * open at the end; stage, move and cutoff events name the innermost open node; within a node stages
 * come in canonical order without repeats; move indices count 0, 1, 2 …; a child's move is the move
 * last tried in its parent; a β-cutoff's move and index are those of the move last tried, its score
 * reaches β, a node cuts at most once, and nothing is tried after the cut. Nested searches with move
 * 0 (null move, IID) are allowed below any node.
 */
public final class EventGrammar implements SearchListener {
    private static final class Open {
        final long id;
        final int ply;
        int lastStage = -1;
        int tried;
        int lastMove;
        int lastIndex = -1;
        boolean cut;

        Open(long id, int ply) {
            this.id = id;
            this.ply = ply;
        }
    }

    private final List<String> violations = new ArrayList<>();
    private final Deque<Open> open = new ArrayDeque<>();
    private final Set<Long> seen = new HashSet<>();
    private final Set<Long> left = new HashSet<>();
    private boolean started;
    private boolean finished;
    private long events;

    /** Grammar violations found so far, each with the event number. */
    public List<String> violations() {
        List<String> out = new ArrayList<>(violations);
        if (finished && !open.isEmpty()) {
            out.add("nodes still open at the end: " + open.size());
        }
        return out;
    }

    /** Throws an AssertionError listing the violations, if any. */
    public void assertValid() {
        List<String> v = violations();
        if (!started) {
            v.add(0, "no searchStarted");
        }
        if (!v.isEmpty()) {
            throw new AssertionError("event grammar violated:\n  " + String.join("\n  ", v.subList(0, Math.min(20, v.size()))));
        }
    }

    public long nodesEntered() {
        return seen.size();
    }

    private void bad(String what) {
        violations.add("event " + events + ": " + what);
    }

    private void tick() {
        events++;
        if (!started) {
            bad("event before searchStarted");
        }
        if (finished) {
            bad("event after searchFinished");
        }
    }

    private Open innermost(long nodeId, String kind) {
        Open o = open.peekLast();
        if (o == null || o.id != nodeId) {
            bad(kind + " for node " + nodeId + " which is not the innermost open node ("
                    + (o == null ? "none" : o.id) + ")");
            return null;
        }
        return o;
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        events++;
        if (started) {
            bad("second searchStarted");
        }
        started = true;
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        tick();
        finished = true;
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        tick();
        if (!open.isEmpty()) {
            bad("iteration started inside node " + open.peekLast().id);
        }
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        tick();
        if (!open.isEmpty()) {
            bad("iteration finished inside node " + open.peekLast().id);
        }
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        tick();
        enter(nodeId, parentId, move, ply);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        tick();
        enter(nodeId, parentId, move, ply);
    }

    private void enter(long nodeId, long parentId, int move, int ply) {
        if (!seen.add(nodeId)) {
            bad("node " + nodeId + " entered twice");
        }
        Open parent = open.peekLast();
        if (parent == null) {
            if (parentId != -1) {
                bad("node " + nodeId + " has parent " + parentId + " but no node is open");
            }
        } else {
            if (parentId != parent.id) {
                bad("node " + nodeId + " has parent " + parentId + ", the open node is " + parent.id);
            }
            if (ply != parent.ply + 1) {
                bad("node " + nodeId + " at ply " + ply + " below a node at ply " + parent.ply);
            }
            if (move != 0 && move != parent.lastMove) {
                bad("node " + nodeId + " reached by move " + move + ", last tried was " + parent.lastMove);
            }
        }
        open.addLast(new Open(nodeId, ply));
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        tick();
        if (!left.add(nodeId)) {
            bad("node " + nodeId + " left twice");
        }
        Open o = open.peekLast();
        if (o == null || o.id != nodeId) {
            bad("node " + nodeId + " left while the innermost open node is " + (o == null ? "none" : o.id));
            open.removeIf(x -> x.id == nodeId);
        } else {
            open.removeLast();
        }
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        tick();
        Open o = innermost(nodeId, "stage");
        if (o != null) {
            if (stage.ordinal() <= o.lastStage) {
                bad("stage " + stage + " after " + Stage.of(o.lastStage) + " in node " + nodeId);
            }
            o.lastStage = stage.ordinal();
        }
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        tick();
        Open o = innermost(nodeId, "move");
        if (o != null) {
            if (o.cut) {
                bad("move " + move + " tried after the cutoff in node " + nodeId);
            }
            if (index != o.tried) {
                bad("move " + move + " has index " + index + ", expected " + o.tried + " in node " + nodeId);
            }
            o.tried++;
            o.lastMove = move;
            o.lastIndex = index;
        }
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        tick();
        Open o = innermost(nodeId, "cutoff");
        if (o == null) {
            return;
        }
        if (o.cut) {
            bad("second cutoff in node " + nodeId);
        }
        o.cut = true;
        if (step == Step.BETA_CUTOFF) {
            if (move != o.lastMove || index != o.lastIndex) {
                bad("cutoff by move " + move + "#" + index + " but the move last tried was " + o.lastMove + "#"
                        + o.lastIndex + " in node " + nodeId);
            }
            if (score < beta) {
                bad("β-cutoff with score " + score + " < β " + beta + " in node " + nodeId);
            }
        }
    }
}
