package org.xqlab.analysis;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

/**
 * One search event as the feed carries it: its {@link #kind} and that kind's values, each in a field
 * named for what it is (a killer update fills {@code killerBefore0 … killerAfter1}, a history update
 * {@code historyRow, historyCol, historyBonus, historyValue}; no field holds another kind's value under
 * its own name). The event is mutable so that the ring's slots can be allocated once and reused.
 *
 * <p>This class is the one place where an event is encoded and decoded: {@link Encoder} is a
 * {@link SearchListener} that writes each callback into an event it asks its subclass for
 * ({@link Encoder#begin}) and hands it back ({@link Encoder#end}); {@link #deliverTo} calls the
 * listener method of the event's kind with the same values.
 */
public final class FeedEvent {
    /** The longest principal variation an event keeps (the engine's deepest ply). */
    public static final int MAX_PV = 128;

    public EventKind kind;

    // ---- search and iteration (searchStarted, searchFinished, iterationStarted, iterationFinished)
    public String fen;
    public String config;
    public int maxDepth;
    public int bestMove;
    public long nodes;
    public long timeMillis;
    public int[] pv = new int[0];
    public int pvLength;

    // ---- nodes (nodeEntered, quiescenceEntered, nodeLeft, stageEntered, moveTried, cutoff, TT, null move, LMR)
    public long node;
    public long parent;
    public long key;
    public int ply;
    /** The move into the node (entered), the move tried, cut with, reduced, or the TT entry's move. */
    public int move;
    public int depth;
    public int alpha;
    public int beta;
    public int score;
    /** The move's index in its node's move order (moveTried, cutoff, lmrReduction). */
    public int index;
    /** Moves a stage produced (stageEntered). */
    public int produced;
    /** Plies taken off: LMR (moveTried, lmrReduction) or the null move's R. */
    public int reduction;
    public boolean inCheck;
    public NodeType nodeType;
    public Bound bound;
    public Stage stage;
    public Step step;
    /** TT probe: an entry was found / it cut the node off. */
    public boolean ttHit;
    public boolean ttCut;
    /** Null move: it cut the node off / a verification search confirmed it. */
    public boolean nullCutoff;
    public boolean nullVerified;

    // ---- killer slots (killerUpdate)
    public int killerBefore0;
    public int killerBefore1;
    public int killerAfter0;
    public int killerAfter1;

    // ---- history table (historyShape, historyUpdate, historyDecay)
    public String historyShape;
    public int historyRows;
    public int historyCols;
    public int historyMax;
    public int historyRow;
    public int historyCol;
    public int historyBonus;
    public int historyValue;
    public String decayRule;

    /** An event with no PV room yet (it grows on the first iterationFinished). */
    public FeedEvent() {
    }

    /** An event with room for a PV of {@link #MAX_PV} moves, so that filling it never allocates. */
    public static FeedEvent withPvRoom() {
        FeedEvent e = new FeedEvent();
        e.pv = new int[MAX_PV];
        return e;
    }

    /** Drops the texts the event holds, so a reused slot keeps nothing alive. */
    public void forgetTexts() {
        fen = null;
        config = null;
        historyShape = null;
        decayRule = null;
    }

    /** Calls the listener method of this event's kind with this event's values. */
    public void deliverTo(SearchListener l) {
        switch (kind) {
            case SEARCH_STARTED -> l.searchStarted(fen, config, maxDepth);
            case SEARCH_FINISHED -> l.searchFinished(bestMove, score, depth, nodes, timeMillis);
            case ITERATION_STARTED -> l.iterationStarted(depth, alpha, beta);
            case ITERATION_FINISHED -> l.iterationFinished(depth, score, pv, pvLength, nodes, timeMillis);
            case NODE_ENTERED -> l.nodeEntered(node, parent, move, ply, depth, alpha, beta, nodeType, inCheck, key);
            case NODE_LEFT -> l.nodeLeft(node, ply, score, bound, bestMove, nodeType);
            case QUIESCENCE_ENTERED -> l.quiescenceEntered(node, parent, move, ply, alpha, beta, inCheck);
            case STAGE_ENTERED -> l.stageEntered(node, ply, stage, produced);
            case MOVE_TRIED -> l.moveTried(node, ply, move, stage, index, reduction);
            case CUTOFF -> l.cutoff(node, ply, move, stage, index, depth, score, beta, step);
            case TT_PROBE -> l.ttProbe(node, ply, ttHit, bound, depth, score, move, ttCut);
            case NULL_MOVE -> l.nullMove(node, ply, reduction, score, nullCutoff, nullVerified);
            case LMR_REDUCTION -> l.lmrReduction(node, ply, move, index, reduction);
            case LMR_RESEARCH -> l.lmrResearch(node, ply, move, score);
            case TT_STORE -> l.ttStore(node, ply, bound, depth, score, move);
            case KILLER_UPDATE -> l.killerUpdate(ply, killerBefore0, killerBefore1, killerAfter0, killerAfter1);
            case HISTORY_SHAPE -> l.historyShape(historyShape, historyRows, historyCols, historyMax);
            case HISTORY_UPDATE -> l.historyUpdate(historyRow, historyCol, historyBonus, historyValue);
            case HISTORY_DECAY -> l.historyDecay(decayRule);
            default -> throw new IllegalStateException("not a feed event kind: " + kind);
        }
    }

    /**
     * Events kept as columns of numbers (no object per event, no closure): a live search's recording and a
     * loaded trace file hold hundreds of thousands. {@link #add} stores an event's values, {@link #read}
     * fills an event with those of event {@code i}; each kind stores exactly the values its listener method
     * takes (texts and a PV as the one object of the few events that have them).
     *
     * <p>The columns are cut into chunks that are never moved once written, in a directory made for the
     * capacity at once: events added before a task is handed to another thread (which orders the writes
     * before the task) can be read there while this thread adds more.
     */
    public static final class Columns {
        private static final int CHUNK = 1024;
        private final Chunk[] chunks;
        private final int capacity;
        private int size;

        /** Columns for at most {@code capacity} events. */
        public Columns(int capacity) {
            this.capacity = Math.max(0, capacity);
            chunks = new Chunk[(int) ((this.capacity + (long) CHUNK - 1) / CHUNK)];
        }

        public int size() {
            return size;
        }

        /** The kind of event {@code i}. */
        public EventKind kind(int i) {
            return KINDS[chunk(i).kinds[i % CHUNK]];
        }

        /** Stores the values of {@code e} as the next event; false (nothing stored) when full. */
        public boolean add(FeedEvent e) {
            if (size >= capacity) {
                return false;
            }
            Chunk c = chunks[size / CHUNK];
            if (c == null) {
                c = new Chunk();
                chunks[size / CHUNK] = c;
            }
            e.store(c, size % CHUNK);
            size++;
            return true;
        }

        /** Fills {@code into} with the values of event {@code i}. */
        public void read(int i, FeedEvent into) {
            Chunk c = chunk(i);
            into.kind = KINDS[c.kinds[i % CHUNK]];
            into.load(c, i % CHUNK);
        }

        private Chunk chunk(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("event " + i + " of " + size);
            }
            return chunks[i / CHUNK];
        }
    }

    /** {@link Columns#CHUNK} events' values. */
    private static final class Chunk {
        final byte[] kinds = new byte[Columns.CHUNK];
        final long[] l0 = new long[Columns.CHUNK];
        final long[] l1 = new long[Columns.CHUNK];
        final long[] l2 = new long[Columns.CHUNK];
        final int[] i0 = new int[Columns.CHUNK];
        final int[] i1 = new int[Columns.CHUNK];
        final int[] i2 = new int[Columns.CHUNK];
        final int[] i3 = new int[Columns.CHUNK];
        final int[] i4 = new int[Columns.CHUNK];
        final int[] i5 = new int[Columns.CHUNK];
        final int[] bits = new int[Columns.CHUNK];
        final Object[] objects = new Object[Columns.CHUNK];
    }

    private static final EventKind[] KINDS = EventKind.values();
    private static final NodeType[] NODE_TYPES = NodeType.values();
    private static final Bound[] BOUNDS = Bound.values();
    private static final Stage[] STAGES = Stage.values();
    private static final Step[] STEPS = Step.values();

    /** The column layout of an event: node, parent, key, ply, move, depth, α, β, score, and per kind the rest. */
    private void store(Chunk c, int i) {
        c.kinds[i] = (byte) kind.ordinal();
        c.l0[i] = node;
        c.l1[i] = parent;
        c.l2[i] = key;
        c.i0[i] = ply;
        c.i1[i] = move;
        c.i2[i] = depth;
        c.i3[i] = alpha;
        c.i4[i] = beta;
        c.i5[i] = score;
        c.bits[i] = ordinal(nodeType) | ordinal(bound) << 5 | ordinal(stage) << 10 | ordinal(step) << 15
                | (inCheck ? 1 << 20 : 0) | (ttHit ? 1 << 21 : 0) | (ttCut ? 1 << 22 : 0)
                | (nullCutoff ? 1 << 23 : 0) | (nullVerified ? 1 << 24 : 0);
        c.objects[i] = null;
        switch (kind) {
            case SEARCH_STARTED -> {
                c.objects[i] = new String[] {fen, config};
                c.i0[i] = maxDepth;
            }
            case SEARCH_FINISHED, ITERATION_FINISHED -> {
                c.i1[i] = bestMove;
                c.l0[i] = nodes;
                c.l1[i] = timeMillis;
                if (kind == EventKind.ITERATION_FINISHED) {
                    c.objects[i] = java.util.Arrays.copyOf(pv, pvLength);
                }
            }
            case NODE_LEFT -> c.i1[i] = bestMove;
            case STAGE_ENTERED -> c.i3[i] = produced;
            case MOVE_TRIED, LMR_REDUCTION -> {
                c.i3[i] = index;
                c.i4[i] = reduction;
            }
            case CUTOFF -> c.i3[i] = index;
            case NULL_MOVE -> c.i4[i] = reduction;
            case KILLER_UPDATE -> {
                c.i1[i] = killerBefore0;
                c.i2[i] = killerBefore1;
                c.i3[i] = killerAfter0;
                c.i4[i] = killerAfter1;
            }
            case HISTORY_SHAPE -> {
                c.objects[i] = historyShape;
                c.i1[i] = historyRows;
                c.i2[i] = historyCols;
                c.i3[i] = historyMax;
            }
            case HISTORY_UPDATE -> {
                c.i1[i] = historyRow;
                c.i2[i] = historyCol;
                c.i3[i] = historyBonus;
                c.i4[i] = historyValue;
            }
            case HISTORY_DECAY -> c.objects[i] = decayRule;
            default -> {
            }
        }
    }

    private void load(Chunk c, int i) {
        node = c.l0[i];
        parent = c.l1[i];
        key = c.l2[i];
        ply = c.i0[i];
        move = c.i1[i];
        depth = c.i2[i];
        alpha = c.i3[i];
        beta = c.i4[i];
        score = c.i5[i];
        int b = c.bits[i];
        nodeType = constant(NODE_TYPES, b & 31);
        bound = constant(BOUNDS, b >> 5 & 31);
        stage = constant(STAGES, b >> 10 & 31);
        step = constant(STEPS, b >> 15 & 31);
        inCheck = (b & 1 << 20) != 0;
        ttHit = (b & 1 << 21) != 0;
        ttCut = (b & 1 << 22) != 0;
        nullCutoff = (b & 1 << 23) != 0;
        nullVerified = (b & 1 << 24) != 0;
        switch (kind) {
            case SEARCH_STARTED -> {
                String[] texts = (String[]) c.objects[i];
                fen = texts[0];
                config = texts[1];
                maxDepth = c.i0[i];
            }
            case SEARCH_FINISHED, ITERATION_FINISHED -> {
                bestMove = c.i1[i];
                nodes = c.l0[i];
                timeMillis = c.l1[i];
                if (kind == EventKind.ITERATION_FINISHED) {
                    pv = (int[]) c.objects[i];
                    pvLength = pv.length;
                }
            }
            case NODE_LEFT -> bestMove = c.i1[i];
            case STAGE_ENTERED -> produced = c.i3[i];
            case MOVE_TRIED, LMR_REDUCTION -> {
                index = c.i3[i];
                reduction = c.i4[i];
            }
            case CUTOFF -> index = c.i3[i];
            case NULL_MOVE -> reduction = c.i4[i];
            case KILLER_UPDATE -> {
                killerBefore0 = c.i1[i];
                killerBefore1 = c.i2[i];
                killerAfter0 = c.i3[i];
                killerAfter1 = c.i4[i];
            }
            case HISTORY_SHAPE -> {
                historyShape = (String) c.objects[i];
                historyRows = c.i1[i];
                historyCols = c.i2[i];
                historyMax = c.i3[i];
            }
            case HISTORY_UPDATE -> {
                historyRow = c.i1[i];
                historyCol = c.i2[i];
                historyBonus = c.i3[i];
                historyValue = c.i4[i];
            }
            case HISTORY_DECAY -> decayRule = (String) c.objects[i];
            default -> {
            }
        }
    }

    private static int ordinal(Enum<?> e) {
        return e == null ? 0 : e.ordinal() + 1;
    }

    private static <E> E constant(E[] values, int stored) {
        return stored == 0 ? null : values[stored - 1];
    }

    /**
     * A listener that writes every event it hears into a {@link FeedEvent}: {@link #begin} gives the
     * event to fill (or null to skip the event), {@link #end} receives it filled. The subclass decides
     * where events go (a ring, a list) and what else happens around them (pacing, a digest).
     */
    public abstract static class Encoder implements SearchListener {

        /**
         * The event to fill for an event of {@code kind} in node {@code node} (-1 for events of no
         * node: search, iteration, killer and history events), or null to skip it.
         */
        protected abstract FeedEvent begin(EventKind kind, long node);

        /** Receives the event from {@link #begin}, filled. */
        protected abstract void end(FeedEvent e);

        private FeedEvent open(EventKind kind, long node) {
            FeedEvent e = begin(kind, node);
            if (e != null) {
                e.kind = kind;
            }
            return e;
        }

        @Override
        public void searchStarted(String fen, String config, int maxDepth) {
            FeedEvent e = open(EventKind.SEARCH_STARTED, -1);
            if (e != null) {
                e.fen = fen;
                e.config = config;
                e.maxDepth = maxDepth;
                end(e);
            }
        }

        @Override
        public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
            FeedEvent e = open(EventKind.SEARCH_FINISHED, -1);
            if (e != null) {
                e.bestMove = bestMove;
                e.score = score;
                e.depth = depth;
                e.nodes = nodes;
                e.timeMillis = timeMillis;
                end(e);
            }
        }

        @Override
        public void iterationStarted(int depth, int alpha, int beta) {
            FeedEvent e = open(EventKind.ITERATION_STARTED, -1);
            if (e != null) {
                e.depth = depth;
                e.alpha = alpha;
                e.beta = beta;
                end(e);
            }
        }

        @Override
        public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
            FeedEvent e = open(EventKind.ITERATION_FINISHED, -1);
            if (e != null) {
                e.depth = depth;
                e.score = score;
                int n = Math.max(0, Math.min(pvLength, MAX_PV));
                if (e.pv.length < n) {
                    e.pv = new int[n];
                }
                System.arraycopy(pv, 0, e.pv, 0, n);
                e.pvLength = n;
                e.nodes = nodes;
                e.timeMillis = timeMillis;
                end(e);
            }
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            FeedEvent e = open(EventKind.NODE_ENTERED, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.parent = parentId;
                e.move = move;
                e.ply = ply;
                e.depth = depth;
                e.alpha = alpha;
                e.beta = beta;
                e.nodeType = expected;
                e.inCheck = inCheck;
                e.key = key;
                end(e);
            }
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            FeedEvent e = open(EventKind.QUIESCENCE_ENTERED, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.parent = parentId;
                e.move = move;
                e.ply = ply;
                e.alpha = alpha;
                e.beta = beta;
                e.inCheck = inCheck;
                end(e);
            }
        }

        @Override
        public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
            FeedEvent e = open(EventKind.NODE_LEFT, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.score = score;
                e.bound = bound;
                e.bestMove = bestMove;
                e.nodeType = actual;
                end(e);
            }
        }

        @Override
        public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
            FeedEvent e = open(EventKind.STAGE_ENTERED, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.stage = stage;
                e.produced = produced;
                end(e);
            }
        }

        @Override
        public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
            FeedEvent e = open(EventKind.MOVE_TRIED, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.move = move;
                e.stage = stage;
                e.index = index;
                e.reduction = reduction;
                end(e);
            }
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            FeedEvent e = open(EventKind.CUTOFF, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.move = move;
                e.stage = stage;
                e.index = index;
                e.depth = depth;
                e.score = score;
                e.beta = beta;
                e.step = step;
                end(e);
            }
        }

        @Override
        public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move,
                            boolean cut) {
            FeedEvent e = open(EventKind.TT_PROBE, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.ttHit = hit;
                e.bound = bound;
                e.depth = depth;
                e.score = score;
                e.move = move;
                e.ttCut = cut;
                end(e);
            }
        }

        @Override
        public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
            FeedEvent e = open(EventKind.TT_STORE, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.bound = bound;
                e.depth = depth;
                e.score = score;
                e.move = move;
                end(e);
            }
        }

        @Override
        public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
            FeedEvent e = open(EventKind.NULL_MOVE, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.reduction = reduction;
                e.score = score;
                e.nullCutoff = cutoff;
                e.nullVerified = verified;
                end(e);
            }
        }

        @Override
        public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
            FeedEvent e = open(EventKind.LMR_REDUCTION, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.move = move;
                e.index = index;
                e.reduction = reduction;
                end(e);
            }
        }

        @Override
        public void lmrResearch(long nodeId, int ply, int move, int score) {
            FeedEvent e = open(EventKind.LMR_RESEARCH, nodeId);
            if (e != null) {
                e.node = nodeId;
                e.ply = ply;
                e.move = move;
                e.score = score;
                end(e);
            }
        }

        @Override
        public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
            FeedEvent e = open(EventKind.KILLER_UPDATE, -1);
            if (e != null) {
                e.ply = ply;
                e.killerBefore0 = before0;
                e.killerBefore1 = before1;
                e.killerAfter0 = after0;
                e.killerAfter1 = after1;
                end(e);
            }
        }

        @Override
        public void historyShape(String shape, int rows, int cols, int maxValue) {
            FeedEvent e = open(EventKind.HISTORY_SHAPE, -1);
            if (e != null) {
                e.historyShape = shape;
                e.historyRows = rows;
                e.historyCols = cols;
                e.historyMax = maxValue;
                end(e);
            }
        }

        @Override
        public void historyUpdate(int row, int col, int bonus, int newValue) {
            FeedEvent e = open(EventKind.HISTORY_UPDATE, -1);
            if (e != null) {
                e.historyRow = row;
                e.historyCol = col;
                e.historyBonus = bonus;
                e.historyValue = newValue;
                end(e);
            }
        }

        @Override
        public void historyDecay(String rule) {
            FeedEvent e = open(EventKind.HISTORY_DECAY, -1);
            if (e != null) {
                e.decayRule = rule;
                end(e);
            }
        }
    }
}
