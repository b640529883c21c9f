package org.xqlab.analysis;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The "UI thread" of the view-model tests: what a view-model hands to the UI waits here until the test runs
 * it, so the tests decide when the views would have been updated, with no FX thread and no robot.
 */
final class UiQueue {
    private final LinkedBlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();

    /** Hands a task to "the UI" (a view-model's constructor takes {@code ui::add}). */
    void add(Runnable task) {
        queue.add(task);
    }

    /** Runs everything handed over so far. */
    void drain() {
        Runnable r;
        while ((r = queue.poll()) != null) {
            r.run();
        }
    }

    /** Runs one task if one is handed over within 10 ms. */
    void runNext() throws InterruptedException {
        Runnable r = queue.poll(10, TimeUnit.MILLISECONDS);
        if (r != null) {
            r.run();
        }
    }

    /** Runs what is handed over until {@code done} holds, then what is left; fails after {@code seconds}. */
    void await(String what, long seconds, BooleanSupplier done) throws InterruptedException {
        runUntil(what, seconds, done);
        drain();
    }

    /**
     * Runs what is handed over one task at a time until {@code done} holds, and nothing after it (what the
     * engine hands over later waits for the test); fails after {@code seconds}.
     */
    void runUntil(String what, long seconds, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!done.getAsBoolean()) {
            assertTrue(System.nanoTime() < end, "timed out waiting for " + what);
            runNext();
        }
    }
}
