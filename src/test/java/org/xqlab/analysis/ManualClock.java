package org.xqlab.analysis;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A {@link PaceClock} that stands still until the test advances it: a paced engine passes exactly one event per
 * interval the test adds, however fast or busy the machine is ({@link UiBridge#waitingForPace()} says when the
 * engine waits on it).
 */
final class ManualClock implements PaceClock {
    private volatile long now = TimeUnit.SECONDS.toNanos(1_000);
    private final Set<Thread> parked = ConcurrentHashMap.newKeySet();
    private final AtomicLong waits = new AtomicLong();

    @Override
    public long nanoTime() {
        return now;
    }

    /**
     * Waits a short real moment (the caller reads the clock again and comes back while its time has not come),
     * or less when the clock is advanced or the thread is unparked.
     */
    @Override
    public void park(long nanos) {
        Thread t = Thread.currentThread();
        waits.incrementAndGet();
        parked.add(t);
        try {
            LockSupport.parkNanos(this, TimeUnit.MILLISECONDS.toNanos(1));
        } finally {
            parked.remove(t);
        }
    }

    /** How many times a thread has waited on this clock (each wait is followed by a new look at it). */
    long waits() {
        return waits.get();
    }

    /** Moves the clock on and wakes the threads waiting on it. */
    synchronized void advance(long amount, TimeUnit unit) {
        now += unit.toNanos(amount);
        parked.forEach(LockSupport::unpark);
    }
}
