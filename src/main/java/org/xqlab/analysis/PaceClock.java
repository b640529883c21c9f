package org.xqlab.analysis;

import java.util.concurrent.locks.LockSupport;

/**
 * The time the live feed is paced by: {@link UiBridge} lets the engine pass one event per interval of
 * this clock, and waits on it in between. The app uses {@link #SYSTEM}; a test passes a clock it
 * advances itself, so that how many events pass depends on the time it gave, not on the machine's speed.
 */
public interface PaceClock {

    /** Now, in nanoseconds from an arbitrary origin (as {@link System#nanoTime()}). */
    long nanoTime();

    /**
     * Waits at most {@code nanos} of this clock's time. It may return sooner (when the waiting thread is
     * unparked, or for no reason), so the caller reads the clock again and decides whether to wait on.
     */
    void park(long nanos);

    /** The system's monotonic clock; waiting parks the thread. */
    PaceClock SYSTEM = new PaceClock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void park(long nanos) {
            LockSupport.parkNanos(this, nanos);
        }

        @Override
        public String toString() {
            return "PaceClock.SYSTEM";
        }
    };
}
