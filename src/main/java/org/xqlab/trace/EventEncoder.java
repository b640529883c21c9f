package org.xqlab.trace;

/**
 * A listener that writes every event it hears into an {@link EventValues}: {@link #begin} gives the event
 * to fill (or null to skip the event), {@link #end} receives it filled, every field of its kind in
 * declared order ({@link EventKind}). The subclass decides where events go (a ring, columns, a trace
 * file) and what else happens around them. Each listener method is one line handing its arguments on in
 * order; nothing is allocated per event (a skipped event is filled into a private scratch event and
 * dropped).
 *
 * @param <E> the events the subclass hands out and receives back
 */
public abstract class EventEncoder<E extends EventValues> implements SearchListener {

    /** The longest principal variation an event needs room for (the engine's deepest ply). */
    public static final int MAX_PV = 128;

    private final EventValues skipped = new EventValues(MAX_PV);

    /**
     * The event to fill for an event of {@code kind} in node {@code node} (-1 for events of no node:
     * search, iteration, killer and history events), or null to skip it.
     */
    protected abstract E begin(EventKind kind, long node);

    /** Receives the event from {@link #begin}, filled. */
    protected abstract void end(E e);

    private EventValues open(EventKind kind, long node) {
        E e = begin(kind, node);
        return (e == null ? skipped : e).start(kind);
    }

    @SuppressWarnings("unchecked") // every event but the skipped one came from begin
    private void done(EventValues e) {
        if (e != skipped) {
            end((E) e);
        }
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        done(open(EventKind.SEARCH_STARTED, -1).put(fen).put(config).put(maxDepth));
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        done(open(EventKind.SEARCH_FINISHED, -1).put(bestMove).put(score).put(depth).put(nodes).put(timeMillis));
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        done(open(EventKind.ITERATION_STARTED, -1).put(depth).put(alpha).put(beta));
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        done(open(EventKind.ITERATION_FINISHED, -1).put(depth).put(score).put(pv, pvLength).put(nodes)
                .put(timeMillis));
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        done(open(EventKind.NODE_ENTERED, nodeId).put(nodeId).put(parentId).put(move).put(ply).put(depth)
                .put(alpha).put(beta).put(expected).put(inCheck).put(key));
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        done(open(EventKind.NODE_LEFT, nodeId).put(nodeId).put(ply).put(score).put(bound).put(bestMove).put(actual));
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        done(open(EventKind.QUIESCENCE_ENTERED, nodeId).put(nodeId).put(parentId).put(move).put(ply).put(alpha)
                .put(beta).put(inCheck));
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        done(open(EventKind.STAGE_ENTERED, nodeId).put(nodeId).put(ply).put(stage).put(produced));
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        done(open(EventKind.MOVE_TRIED, nodeId).put(nodeId).put(ply).put(move).put(stage).put(index).put(reduction));
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        done(open(EventKind.CUTOFF, nodeId).put(nodeId).put(ply).put(move).put(stage).put(index).put(depth)
                .put(score).put(beta).put(step));
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        done(open(EventKind.TT_PROBE, nodeId).put(nodeId).put(ply).put(hit).put(bound).put(depth).put(score)
                .put(move).put(cut));
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        done(open(EventKind.TT_STORE, nodeId).put(nodeId).put(ply).put(bound).put(depth).put(score).put(move));
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        done(open(EventKind.NULL_MOVE, nodeId).put(nodeId).put(ply).put(reduction).put(score).put(cutoff)
                .put(verified));
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        done(open(EventKind.LMR_REDUCTION, nodeId).put(nodeId).put(ply).put(move).put(index).put(reduction));
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        done(open(EventKind.LMR_RESEARCH, nodeId).put(nodeId).put(ply).put(move).put(score));
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        done(open(EventKind.KILLER_UPDATE, -1).put(ply).put(before0).put(before1).put(after0).put(after1));
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        done(open(EventKind.HISTORY_SHAPE, -1).put(shape).put(rows).put(cols).put(maxValue));
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        done(open(EventKind.HISTORY_UPDATE, -1).put(row).put(col).put(bonus).put(newValue));
    }

    @Override
    public void historyDecay(String rule) {
        done(open(EventKind.HISTORY_DECAY, -1).put(rule));
    }
}
