package org.xqlab.watch;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A bounded, lock-free single-producer / single-consumer queue of search events between the engine
 * thread (producer) and the FX thread (consumer). The slots are allocated once and reused, so
 * offering an event allocates nothing. {@link #claim} returns a slot to fill, or null when the ring
 * is full (the caller counts a drop); {@link #publish} makes the filled slot visible;
 * {@link #drain} delivers at most {@code max} events to a listener in order. The last
 * {@code reserve} slots are kept for events that must not be lost (search and iteration events):
 * ordinary events are refused earlier than those.
 */
public final class EventRing {

    /** One event; which fields matter depends on {@link #kind}. Only the owning thread touches a slot. */
    public static final class Slot {
        EventKind kind;
        long id;
        long parent;
        long key;
        long nodes;
        long time;
        int move;
        int ply;
        int depth;
        int alpha;
        int beta;
        int score;
        int index;
        int reduction;
        boolean flag;
        boolean flag2;
        NodeType type;
        Bound bound;
        Stage stage;
        Step step;
        String text;
        String text2;
        final int[] pv = new int[128];
        int pvLength;

        /** Sets the fields most events use, in one call. */
        void fill(long id, long parent, int ply, int move, int depth, int alpha, int beta, int score, int index,
                  int reduction, boolean flag, boolean flag2, NodeType type, Bound bound, Stage stage, Step step) {
            this.id = id;
            this.parent = parent;
            this.ply = ply;
            this.move = move;
            this.depth = depth;
            this.alpha = alpha;
            this.beta = beta;
            this.score = score;
            this.index = index;
            this.reduction = reduction;
            this.flag = flag;
            this.flag2 = flag2;
            this.type = type;
            this.bound = bound;
            this.stage = stage;
            this.step = step;
        }
    }

    private final Slot[] slots;
    private final int mask;
    private final int reserve;
    private final AtomicLong head = new AtomicLong();
    private final AtomicLong tail = new AtomicLong();
    private long claimed = -1;
    private long cachedHead; // producer's last view of head: re-read only when the ring looks full

    /** A ring of at least {@code capacity} slots (rounded up to a power of two). */
    public EventRing(int capacity, int reserve) {
        int size = Integer.highestOneBit(Math.max(capacity, 2 * reserve + 2) - 1) << 1;
        slots = new Slot[size];
        for (int i = 0; i < size; i++) {
            slots[i] = new Slot();
        }
        mask = size - 1;
        this.reserve = reserve;
    }

    public int capacity() {
        return slots.length;
    }

    /** Events waiting to be drained. */
    public int size() {
        return (int) (tail.get() - head.get());
    }

    /** Producer: a free slot for an event of this kind, or null if full (important events may use the reserve). */
    public Slot claim(EventKind kind, boolean important) {
        long t = tail.get();
        int need = important ? 0 : reserve;
        if (slots.length - (int) (t - cachedHead) <= need) {
            cachedHead = head.get();
            if (slots.length - (int) (t - cachedHead) <= need) {
                return null;
            }
        }
        Slot s = slots[(int) (t & mask)];
        s.kind = kind;
        claimed = t;
        return s;
    }

    /** Producer: makes the slot from the last {@link #claim} visible to the consumer. */
    public void publish() {
        tail.lazySet(claimed + 1);
    }

    /** Consumer: delivers up to {@code max} events to {@code listener}; returns how many. */
    public int drain(SearchListener listener, int max) {
        long h = head.get();
        long t = tail.get();
        long end = Math.min(t, h + max);
        for (long i = h; i < end; i++) {
            Slot s = slots[(int) (i & mask)];
            deliver(s, listener);
            s.text = null;
            s.text2 = null;
        }
        head.lazySet(end);
        return (int) (end - h);
    }

    /** Consumer: forgets every waiting event. */
    public void clear() {
        head.set(tail.get());
    }

    private static void deliver(Slot s, SearchListener l) {
        switch (s.kind) {
            case SEARCH_STARTED -> l.searchStarted(s.text, s.text2, s.depth);
            case SEARCH_FINISHED -> l.searchFinished(s.move, s.score, s.depth, s.nodes, s.time);
            case ITERATION_STARTED -> l.iterationStarted(s.depth, s.alpha, s.beta);
            case ITERATION_FINISHED -> l.iterationFinished(s.depth, s.score, s.pv, s.pvLength, s.nodes, s.time);
            case NODE_ENTERED -> l.nodeEntered(s.id, s.parent, s.move, s.ply, s.depth, s.alpha, s.beta, s.type,
                    s.flag, s.key);
            case NODE_LEFT -> l.nodeLeft(s.id, s.ply, s.score, s.bound, s.move, s.type);
            case QUIESCENCE_ENTERED -> l.quiescenceEntered(s.id, s.parent, s.move, s.ply, s.alpha, s.beta, s.flag);
            case STAGE_ENTERED -> l.stageEntered(s.id, s.ply, s.stage, s.index);
            case MOVE_TRIED -> l.moveTried(s.id, s.ply, s.move, s.stage, s.index, s.reduction);
            case CUTOFF -> l.cutoff(s.id, s.ply, s.move, s.stage, s.index, s.depth, s.score, s.beta, s.step);
            case TT_PROBE -> l.ttProbe(s.id, s.ply, s.flag, s.bound, s.depth, s.score, s.move, s.flag2);
            case NULL_MOVE -> l.nullMove(s.id, s.ply, s.reduction, s.score, s.flag, s.flag2);
            case LMR_REDUCTION -> l.lmrReduction(s.id, s.ply, s.move, s.index, s.reduction);
            case LMR_RESEARCH -> l.lmrResearch(s.id, s.ply, s.move, s.score);
            case TT_STORE -> l.ttStore(s.id, s.ply, s.bound, s.depth, s.score, s.move);
            case KILLER_UPDATE -> l.killerUpdate(s.ply, s.alpha, s.beta, s.move, s.index);
            case HISTORY_SHAPE -> l.historyShape(s.text, s.alpha, s.beta, s.score);
            case HISTORY_UPDATE -> l.historyUpdate(s.alpha, s.beta, s.reduction, s.score);
            case HISTORY_DECAY -> l.historyDecay(s.text);
            default -> throw new IllegalStateException("not a queued kind: " + s.kind);
        }
    }
}
