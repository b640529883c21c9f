package org.xqlab.experiment;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The clock that times an experiment's searches (time to depth): the CPU time of the calling thread, from the JVM's
 * {@link ThreadMXBean}, so that a search's time does not grow while its thread waits for a core on a busy machine.
 * A search runs on the one thread that calls it, so the thread's CPU time is the search's. Where the JVM does not
 * measure a thread's CPU time, the clock is the wall clock ({@link System#nanoTime}) and {@link #KIND} says so.
 */
final class SearchClock {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Whether {@link #nanos} is the thread's CPU time (else the wall clock). */
    static final boolean CPU = cpuTimeAvailable();

    /** What {@link #nanos} measures, for captions and provenance: "CPU time" or "wall time". */
    static final String KIND = CPU ? "CPU time" : "wall time";

    private SearchClock() {
    }

    /** The calling thread's CPU time in nanoseconds (or the wall clock's reading); only differences mean anything. */
    static long nanos() {
        return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static boolean cpuTimeAvailable() {
        try {
            if (!THREADS.isCurrentThreadCpuTimeSupported()) {
                return false;
            }
            if (!THREADS.isThreadCpuTimeEnabled()) {
                THREADS.setThreadCpuTimeEnabled(true);
            }
            return THREADS.getCurrentThreadCpuTime() >= 0;
        } catch (UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
