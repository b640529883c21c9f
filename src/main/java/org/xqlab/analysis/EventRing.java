package org.xqlab.analysis;

import org.xqlab.trace.EventKind;
import org.xqlab.trace.SearchListener;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A bounded, lock-free single-producer / single-consumer queue of search events between the engine
 * thread (producer) and the FX thread (consumer). The slots are allocated once and reused, so
 * offering an event allocates nothing; a slot is a {@link FeedEvent}, filled with its kind's values in
 * declared order and delivered by it. {@link #claim} returns a slot to fill, or null when the ring is full (the caller counts a drop); {@link #publish} makes the filled slot visible;
 * {@link #drain} delivers at most {@code max} events to a listener in order. The last
 * {@code reserve} slots are kept for events that must not be lost (search and iteration events):
 * ordinary events are refused earlier than those.
 */
public final class EventRing {

    private final FeedEvent[] slots;
    private final int mask;
    private final int reserve;
    private final AtomicLong head = new AtomicLong();
    private final AtomicLong tail = new AtomicLong();
    private long claimed = -1;
    private long cachedHead; // producer's last view of head: re-read only when the ring looks full

    /** A ring of at least {@code capacity} slots (rounded up to a power of two). */
    public EventRing(int capacity, int reserve) {
        int size = Integer.highestOneBit(Math.max(capacity, 2 * reserve + 2) - 1) << 1;
        slots = new FeedEvent[size];
        for (int i = 0; i < size; i++) {
            slots[i] = FeedEvent.withPvRoom();
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
    public FeedEvent claim(EventKind kind, boolean important) {
        long t = tail.get();
        int need = important ? 0 : reserve;
        if (slots.length - (int) (t - cachedHead) <= need) {
            cachedHead = head.get();
            if (slots.length - (int) (t - cachedHead) <= need) {
                return null;
            }
        }
        FeedEvent s = slots[(int) (t & mask)];
        s.start(kind);
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
            FeedEvent s = slots[(int) (i & mask)];
            s.deliverTo(listener);
            s.forgetTexts();
        }
        head.lazySet(end);
        return (int) (end - h);
    }

    /** Consumer: forgets every waiting event. */
    public void clear() {
        head.set(tail.get());
    }

    /**
     * Consumer, with no producer running (the search that filled it has ended): forgets every waiting event and
     * the texts it held, so that the next search can use the same slots — a new ring is 65 536 events' worth of
     * allocation on the thread that starts the search.
     */
    public void reset() {
        long t = tail.get();
        for (long i = head.get(); i < t; i++) {
            slots[(int) (i & mask)].forgetTexts();
        }
        head.set(t);
    }
}
