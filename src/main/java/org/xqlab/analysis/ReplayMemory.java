package org.xqlab.analysis;

import java.util.Locale;

/**
 * Whether the whole of a trace fits the heap when the analysis window loads all of it past its first cap:
 * about {@code events} events at {@link #BYTES_PER_EVENT} bytes each ({@link ReplayLog} holds an event in
 * about 60 bytes, measured on a depth-6 trace of 731,261 events: 43.5 MB) need {@link #needed()} bytes,
 * which must fit in what is free of the JVM's maximum heap ({@code -Xmx}) after {@link #RESERVE} for the
 * views. {@link #cap()} is the most events that fit, so a load never keeps more than the heap holds even
 * when the estimate was short: memory stays bounded.
 */
public record ReplayMemory(long events, long needed, long maxHeap, long free, int cap) {
    /** Heap an event of a loaded trace takes, rounded up from the 59.5 bytes measured. */
    public static final int BYTES_PER_EVENT = 64;
    /** Heap kept free for the views (tree model, digests, a rebuild on a step back) and the reading itself. */
    public static final long RESERVE = 32L << 20;

    /** The plan for about {@code events} events with this heap ({@code maxHeap} and {@code used} bytes). */
    public static ReplayMemory plan(long events, long maxHeap, long used) {
        long free = Math.max(0, maxHeap - used);
        long room = Math.max(0, free - RESERVE) / BYTES_PER_EVENT;
        return new ReplayMemory(events, events * BYTES_PER_EVENT, maxHeap, free,
                (int) Math.min(Integer.MAX_VALUE - 1024L, room));
    }

    /** The plan for the heap of this JVM now. */
    public static ReplayMemory plan(long events) {
        Runtime rt = Runtime.getRuntime();
        return plan(events, rt.maxMemory(), rt.totalMemory() - rt.freeMemory());
    }

    /** Whether the events fit what is free of the heap, the reserve kept. */
    public boolean fits() {
        return needed + RESERVE <= free;
    }

    /** Megabytes (MiB), rounded up: 580. */
    public static long mb(long bytes) {
        return (bytes + (1L << 20) - 1) >> 20;
    }

    /** A maximum heap, in MB, large enough for the events beside what is used now: rounded up to 256 MB. */
    public long suggestedHeapMb() {
        long want = maxHeap - free + needed + RESERVE;
        return (mb(want) + 255) / 256 * 256;
    }

    /** A count with thousands separators, as the window writes counts: 3,000,000. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
