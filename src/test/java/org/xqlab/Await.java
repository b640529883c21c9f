package org.xqlab;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Waiting on a named state, not on time: {@link #until} reads a condition until it holds and fails with the
 * state's name when it does not hold within a bound (a bound for a broken program, not a guess at a machine's
 * speed). {@link #within} is the same without failing, for a test that is skipped when an outside service
 * never comes up.
 */
public final class Await {
    /** How often a condition is read again (it should be cheap to read; an outside command is read less often). */
    public static final Duration POLL = Duration.ofMillis(5);

    /** A condition that may throw (reading a file, running a command). */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    private Await() {
    }

    /** Reads {@code condition} every {@link #POLL} until it holds; fails naming {@code state} after {@code bound}. */
    public static void until(String state, Duration bound, Condition condition) throws Exception {
        until(state, bound, POLL, condition);
    }

    /** The same, reading the condition every {@code every}. */
    public static void until(String state, Duration bound, Duration every, Condition condition) throws Exception {
        if (!within(bound, every, condition)) {
            fail("timed out after " + bound.toMillis() + " ms waiting for: " + state);
        }
    }

    /** Whether {@code condition} came to hold within {@code bound}, read every {@code every}. */
    public static boolean within(Duration bound, Duration every, Condition condition) throws Exception {
        long end = System.nanoTime() + bound.toNanos();
        while (!condition.holds()) {
            if (System.nanoTime() - end > 0) {
                return false;
            }
            LockSupport.parkNanos(every.toNanos());
            if (Thread.interrupted()) {
                throw new InterruptedException("interrupted while waiting");
            }
        }
        return true;
    }
}
