package org.xqlab.trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The event grammar of {@link SearchListener}, checked event by event for any search that speaks it (the
 * engine, the textbook searches, a replayed trace). It listens to every kind ({@link EventMask#ALL}).
 *
 * <p>Checked: {@code searchStarted} comes first and once, {@code searchFinished} last; the history table's
 * shape and its aging between searches ({@code historyDecay} other than {@code rescale}) come after the
 * start and before the first iteration, the shape at most once and before the decay; a history update
 * names a cell inside the shape announced before it and a value within its bound; a killer update names
 * a ply and a new first slot. Node ids are unique; a node's parent is the innermost open node (or −1 with
 * none open); a node reached by a move is one ply deeper and its move is the one last tried in the parent;
 * a nested search (move 0: null move, IID, verification) is at the parent's ply or one deeper. Every node
 * entered is left exactly once, innermost first, and none is open at the end. Stage, move and cutoff events
 * name the innermost open node; within a node stages come in canonical order without repeats, a move comes
 * from the stage last entered, move indices count 0, 1, 2 … and no move is tried twice; a β-cutoff names
 * the move last tried and its index, and its score reaches β; a node-level cutoff (TT, pruning, null move,
 * stand pat …) comes before any move; a node cuts at most once, and nothing is entered, staged or tried in
 * it after the cut. Violations are collected (with the event number), never thrown from a listener method,
 * so the search never sees an exception; {@link #assertValid()} throws them at the end.
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
        final Set<Integer> moves = new HashSet<>();

        Open(long id, int ply) {
            this.id = id;
            this.ply = ply;
        }
    }

    private final List<String> violations = new ArrayList<>();
    private final Deque<Open> open = new ArrayDeque<>();
    private final Set<Long> entered = new HashSet<>();
    private final Set<Long> left = new HashSet<>();
    private boolean started;
    private boolean finished;
    private boolean iterating;
    private long events;
    private long cutoffs;
    private long nested;
    private int shapes;
    private int decays;
    private long historyUpdates;
    private int historyRows = -1;
    private int historyCols = -1;
    private int historyMax = -1;

    @Override
    public int mask() {
        return EventMask.ALL;
    }

    /** Grammar violations found so far, each with the event number (the first 50 kept). */
    public List<String> violations() {
        List<String> out = new ArrayList<>(violations);
        if (!started) {
            out.add(0, "no searchStarted");
        }
        if (finished && !open.isEmpty()) {
            out.add("nodes still open at the end: " + open.size());
        }
        if (!entered.equals(left)) {
            out.add("entered " + entered.size() + " nodes but left " + left.size());
        }
        return out;
    }

    /** Throws an AssertionError listing the violations, if any. */
    public void assertValid() {
        List<String> v = violations();
        if (!v.isEmpty()) {
            throw new AssertionError("event grammar violated:\n  " + String.join("\n  ", v.subList(0, Math.min(20, v.size()))));
        }
    }

    public long nodesEntered() {
        return entered.size();
    }

    /** Cutoffs of every kind seen. */
    public long cutoffs() {
        return cutoffs;
    }

    /** Nodes entered below a node before its first move: nested searches (IID, null move, verification). */
    public long nested() {
        return nested;
    }

    /** How many history_shape, history_decay (any rule) and history_update events came. */
    public int historyShapes() {
        return shapes;
    }

    public int historyDecays() {
        return decays;
    }

    public long historyUpdates() {
        return historyUpdates;
    }

    private void bad(String what) {
        if (violations.size() < 50) {
            violations.add("event " + events + ": " + what);
        }
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
        if (events != 1) {
            bad("searchStarted after " + (events - 1) + " other events");
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
        iterating = true;
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
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        tick();
        shapes++;
        if (shapes > 1) {
            bad("second history shape");
        }
        if (iterating) {
            bad("history shape after the first iteration started");
        }
        if (decays > 0) {
            bad("history shape after its decay");
        }
        if (rows <= 0 || cols <= 0 || maxValue <= 0) {
            bad("history shape " + shape + " " + rows + "x" + cols + " bound " + maxValue);
        }
        historyRows = rows;
        historyCols = cols;
        historyMax = maxValue;
    }

    @Override
    public void historyDecay(String rule) {
        tick();
        decays++;
        if (!"rescale".equals(rule) && iterating) {
            bad("history decay '" + rule + "' after the first iteration started (only a rescale may come then)");
        }
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        tick();
        historyUpdates++;
        if (historyRows < 0) {
            bad("history update before the history shape");
        } else if (row < 0 || row >= historyRows || col < 0 || col >= historyCols) {
            bad("history update of cell " + row + "," + col + " outside " + historyRows + "x" + historyCols);
        } else if (Math.abs(newValue) > historyMax) {
            bad("history value " + newValue + " beyond the bound " + historyMax);
        }
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        tick();
        if (ply < 0 || after0 == 0) {
            bad("killer update at ply " + ply + " with first slot " + after0);
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
        if (!entered.add(nodeId)) {
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
            if (parent.cut) {
                bad("node " + nodeId + " entered below node " + parent.id + " after its cutoff");
            }
            if (move != 0) {
                if (ply != parent.ply + 1) {
                    bad("node " + nodeId + " at ply " + ply + " below a node at ply " + parent.ply);
                }
                if (move != parent.lastMove) {
                    bad("node " + nodeId + " reached by move " + move + ", last tried was " + parent.lastMove);
                }
            } else if (ply != parent.ply && ply != parent.ply + 1) {
                bad("nested node " + nodeId + " at ply " + ply + " below a node at ply " + parent.ply);
            }
            if (parent.tried == 0) {
                nested++;
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
        Open o = innermost(nodeId, "stage " + stage);
        if (o == null) {
            return;
        }
        if (stage.ordinal() <= o.lastStage) {
            bad("stage " + stage + " after " + Stage.of(o.lastStage) + " in node " + nodeId);
        }
        if (o.cut) {
            bad("stage " + stage + " after the cutoff in node " + nodeId);
        }
        o.lastStage = stage.ordinal();
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        tick();
        Open o = innermost(nodeId, "move");
        if (o == null) {
            return;
        }
        if (o.cut) {
            bad("move " + move + " tried after the cutoff in node " + nodeId);
        }
        if (stage.ordinal() != o.lastStage) {
            bad("move from " + stage + " while node " + nodeId + " is in "
                    + (o.lastStage < 0 ? "no stage" : Stage.of(o.lastStage)));
        }
        if (index != o.tried) {
            bad("move " + move + " has index " + index + ", expected " + o.tried + " in node " + nodeId);
        }
        if (!o.moves.add(move)) {
            bad("move " + move + " tried twice in node " + nodeId);
        }
        o.tried++;
        o.lastMove = move;
        o.lastIndex = index;
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        tick();
        cutoffs++;
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
            if (stage == null || stage.ordinal() != o.lastStage) {
                bad("cutoff from stage " + stage + " in node " + nodeId);
            }
        } else if (move != 0 || o.tried != 0) {
            bad(step + " cutoff after " + o.tried + " moves in node " + nodeId);
        }
        if ((step == Step.BETA_CUTOFF || step == Step.NULL_MOVE || step == Step.STAND_PAT) && score < beta) {
            bad(step + " cutoff with score " + score + " below β " + beta + " in node " + nodeId);
        }
    }
}
