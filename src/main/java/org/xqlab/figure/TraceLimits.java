package org.xqlab.figure;

import java.util.function.LongConsumer;

/**
 * How much of a trace a figure reads: at most {@code keepNodes} nodes of its tree kept in memory (a trace
 * holding more up to the figure's ply is refused, naming this cap and the option that raises it, instead of
 * running out of heap), and {@code progress} told the number of events read every {@link #EVERY} events
 * (the command line prints a progress line from it on a long read).
 */
public record TraceLimits(int keepNodes, LongConsumer progress) {
    /** Nodes kept by default: about 80 MB of heap at most (280 bytes a node, measured), so a figure fits a 256 MB JVM. */
    public static final int KEEP_NODES = 300_000;
    /** Events between two calls of {@code progress}. */
    public static final long EVERY = 1 << 18;
    public static final TraceLimits DEFAULT = new TraceLimits(KEEP_NODES, events -> { });

    public TraceLimits {
        if (keepNodes < 1) {
            throw new FigureException("--keep-nodes must be 1 or more: " + keepNodes);
        }
    }
}
