package org.xqlab.search;

import org.xqlab.rules.Position;
import org.xqlab.trace.SearchListener;

/**
 * One search on several threads sharing one transposition table (Lazy SMP): the main {@link Searcher} searches
 * on the calling thread with the caller's limits and listener, and {@code threads - 1} helpers search copies of
 * the position on threads of their own, each with its own history, killers and stacks, until the main search
 * ends. They share nothing but the table: what a helper stores there — often a depth ahead or beside the main
 * search, since each helper leaves out depths of its own — the main search finds as hash moves and cutoffs. The
 * result is the main search's (its move, score, depth and node count: the helpers' nodes are not in it).
 *
 * <p>With one thread this is exactly {@link Searcher}: the same object searches, with the same tables, so node
 * counts, the bench signature and every event stay as they are. More threads give up that reproducibility: the
 * threads race for the table, and the same search may find other moves. The views, the experiments and the bench
 * therefore use a plain Searcher; game play and the engine modes use this class.
 *
 * <p>{@link #stop()} is safe from any thread and ends the search and all its helpers within a few milliseconds.
 * A stop that arrives before the search starts is forgotten, as with {@link Searcher#stop()}. One search runs at
 * a time; the helpers' threads live only as long as it.
 */
public final class ParallelSearch {
    /** The most threads one search may use. */
    public static final int MAX_THREADS = 64;
    /**
     * The most threads {@link #availableThreads()} offers: a cap, so that a game on a large machine leaves cores to the
     * rest of it, and the threads do not crowd the default table of 16 MB.
     */
    public static final int MAX_DEFAULT_THREADS = 8;

    private final Searcher main;
    private final Searcher[] helpers;

    /** A search on {@code threads} threads (1 to {@link #MAX_THREADS}) with fresh tables for this config. */
    public ParallelSearch(SearchConfig config, int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be from 1 to " + MAX_THREADS + ", not " + threads);
        }
        this.main = new Searcher(config);
        this.helpers = new Searcher[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Searcher(config, main.table(), i + 1);
        }
    }

    /**
     * The threads a full-strength search uses on this machine: one a processor the JVM may use, at most
     * {@link #MAX_DEFAULT_THREADS}.
     */
    public static int availableThreads() {
        return Math.max(1, Math.min(MAX_DEFAULT_THREADS, Runtime.getRuntime().availableProcessors()));
    }

    public SearchConfig config() {
        return main.config();
    }

    /** How many threads a search uses. */
    public int threads() {
        return helpers.length + 1;
    }

    /** Clears every table of every thread, as for a new game. */
    public void clearTables() {
        main.clearTables();
        for (Searcher h : helpers) {
            h.clearTables();
        }
    }

    /** Asks the running search to stop; it returns the main search's best move so far. Safe from any thread. */
    public void stop() {
        main.stop();
        for (Searcher h : helpers) {
            h.stop();
        }
    }

    /** Searches without a listener. */
    public SearchResult search(Position p, SearchLimits limits) {
        return search(p, limits, null);
    }

    /**
     * Searches the position within the limits on every thread; the listener (may be null) hears the main search
     * only. The position is used by the main search and restored before returning. A helper that fails makes
     * this method throw, after every thread has ended.
     */
    public SearchResult search(Position p, SearchLimits limits, SearchListener listener) {
        if (helpers.length == 0) {
            return main.search(p, limits, listener);
        }
        SearchLimits helperLimits = SearchLimits.untilStopped().withSearchMoves(limits.searchMoves());
        Thread[] threads = new Thread[helpers.length];
        Throwable[] failures = new Throwable[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Searcher helper = helpers[i];
            Position copy = p.copy();
            int index = i;
            helper.arm();
            threads[i] = new Thread(() -> {
                try {
                    helper.search(copy, helperLimits, null);
                } catch (RuntimeException | Error e) {
                    failures[index] = e;
                }
            }, "search-helper-" + (i + 1));
            threads[i].setDaemon(true);
            threads[i].start();
        }
        SearchResult result;
        try {
            result = main.search(p, limits, listener);
        } finally {
            for (Searcher h : helpers) {
                h.stop();
            }
            joinAll(threads);
        }
        for (Throwable f : failures) {
            if (f != null) {
                throw new IllegalStateException("a helper thread of the parallel search failed: " + f, f);
            }
        }
        return result;
    }

    /** Waits for every thread (they were told to stop); an interrupt is kept for the caller, not lost. */
    private static void joinAll(Thread[] threads) {
        boolean interrupted = false;
        for (Thread t : threads) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
