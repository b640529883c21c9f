package org.xqlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongConsumer;

/**
 * The progress line of a long trace read ({@code replay}, {@code figure}): told the number of events read
 * as the reader goes, it prints {@code reading FILE: 12,582,912 events…} on standard error once two seconds
 * have passed and then every two seconds, so a long read never looks like a hang; a short read prints nothing.
 */
final class TraceProgress {
    static final long INTERVAL_NANOS = 2_000_000_000L;

    private TraceProgress() {
    }

    static LongConsumer printer(PrintWriter err, Path file) {
        long[] next = {System.nanoTime() + INTERVAL_NANOS};
        return events -> {
            long now = System.nanoTime();
            if (now - next[0] >= 0) {
                next[0] = now + INTERVAL_NANOS;
                err.println(String.format(Locale.ROOT, "reading %s: %,d events…", file, events));
                err.flush();
            }
        };
    }
}
