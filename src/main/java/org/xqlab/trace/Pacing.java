package org.xqlab.trace;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How fast {@link TraceReader} replays: {@code eventsPerSecond} events per second, measured on
 * {@code clock} (nanoseconds) and waited for with {@code sleeper}. Event k is due at
 * {@code start + k / eventsPerSecond}; the replay sleeps only when ahead of schedule. Tests inject a
 * fake clock and sleeper; {@link #realTime} uses {@link System#nanoTime()} and an interruptible sleep.
 */
public record Pacing(double eventsPerSecond, LongSupplier clock, Sleeper sleeper) {

    /** Waits; must throw {@link InterruptedException} when the thread is interrupted. */
    @FunctionalInterface
    public interface Sleeper {
        void sleepNanos(long nanos) throws InterruptedException;
    }

    public Pacing {
        if (!(eventsPerSecond > 0)) {
            throw new IllegalArgumentException("eventsPerSecond must be > 0: " + eventsPerSecond);
        }
    }

    /** Wall-clock pacing. */
    public static Pacing realTime(double eventsPerSecond) {
        return new Pacing(eventsPerSecond, System::nanoTime, TimeUnit.NANOSECONDS::sleep);
    }

    /** Nanoseconds from the start at which event {@code index} (0-based) is due. */
    long dueNanos(long index) {
        return (long) (index * 1e9 / eventsPerSecond);
    }
}
