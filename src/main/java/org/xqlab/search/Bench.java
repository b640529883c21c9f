package org.xqlab.search;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import org.xqlab.trace.SearchListener;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The bench: a fixed list of positions searched to a fixed depth, each with fresh tables. The total
 * node count is a signature of the engine's behaviour: a refactoring leaves it unchanged, a functional
 * change alters it (say so in the commit message as {@code Bench: N}). The positions mix openings,
 * middlegames with tactics, and endgames.
 */
public final class Bench {
    public static final int DEFAULT_DEPTH = 7;

    public static final List<String> POSITIONS = List.of(
            Fen.START,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
            "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
            "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/NC2C1N2/9/R1BAKAB1R b - - 6 4",
            "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 2 2",
            "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RN1AKABNR w - - 4 3",
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
            "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
            "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
            "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
            "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
            "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
            "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
            "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
            "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
            "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
            "1rbakabr1/9/c1n3n1c/pC2p1R1p/2p6/2P6/P3P1P1P/2N1C1N2/9/R1BAKAB2 b - - 6 8",
            "3aka3/r8/9/2P6/4C1Pn1/9/9/9/4K4/8R w - - 0 1",
            "4ka3/4a4/9/6P2/2n6/9/9/9/4R4/3K5 w - - 0 1",
            "3k5/4a4/9/3n1P3/2b3b2/2B6/3p5/4B4/9/4K3R b - - 0 1",
            "2bak4/4a4/4b4/9/2p1p4/9/4P4/4B4/4A4/3AK1B2 w - - 0 1"
    );

    private Bench() {
    }

    /**
     * Result of a bench run: total nodes, the searches' wall-clock time, and the CPU time of the
     * searching thread (on a shared machine the CPU figure is the steadier one; -1 if unsupported).
     */
    public record Result(long nodes, long millis, long cpuMillis) {
        public long nodesPerSecond() {
            return millis <= 0 ? nodes * 1000 : nodes * 1000 / millis;
        }

        /** Nodes per second of CPU time, or -1 when the CPU time is unknown. */
        public long nodesPerCpuSecond() {
            return cpuMillis < 0 ? -1 : cpuMillis == 0 ? nodes * 1000 : nodes * 1000 / cpuMillis;
        }
    }

    /** Searches every bench position with fresh tables and reports each result to {@code each}. */
    public static Result run(SearchConfig config, int depth, Consumer<SearchResult> each) {
        return run(config, depth, null, each);
    }

    /**
     * As {@link #run(SearchConfig, int, Consumer)}, each search telling a new listener from
     * {@code listeners} (null for none) what it does; creating the listener is not timed.
     */
    public static Result run(SearchConfig config, int depth, Supplier<? extends SearchListener> listeners,
                             Consumer<SearchResult> each) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpu = threads.isCurrentThreadCpuTimeSupported();
        long nodes = 0;
        long millis = 0;
        long cpuNanos = 0;
        // one searcher whose tables are cleared before each position: the same as fresh tables (a test
        // checks it), without allocating a new transposition table 22 times while timing
        Searcher searcher = new Searcher(config);
        for (String fen : POSITIONS) {
            Position p = Fen.parse(fen);
            searcher.clearTables();
            SearchListener listener = listeners == null ? null : listeners.get();
            long cpuStart = cpu ? threads.getCurrentThreadCpuTime() : 0;
            SearchResult r = searcher.search(p, SearchLimits.depth(depth), listener);
            cpuNanos += cpu ? threads.getCurrentThreadCpuTime() - cpuStart : 0;
            nodes += r.totalNodes();
            millis += r.timeMillis();
            if (each != null) {
                each.accept(r);
            }
        }
        return new Result(nodes, millis, cpu ? cpuNanos / 1_000_000 : -1);
    }

    /**
     * One of the engine's signatures: the bench's node total with preset {@code preset} changed by {@code changes}
     * ({@code key=value,…}, may be empty) at {@code depth}. Each preset the program ships has one, at a depth where
     * its bench takes about a million nodes, and so does the evaluation-gain ordering of quiet moves: a change to
     * the code any of them runs changes its signature, so two builds that search differently never pass as one.
     */
    public record Signature(String name, String preset, String changes, int depth) {
        /** The configuration this signature searches with. */
        public SearchConfig config() {
            SearchConfig c = SearchConfig.preset(preset);
            return changes.isEmpty() ? c : c.with(changes);
        }

        /** Runs the bench this signature names and returns its node total. */
        public long nodes() {
            return run(config(), depth, null).nodes();
        }
    }

    /**
     * The signatures a build records (build.properties, {@code bench.<name>}) and {@code bench --all} prints; the
     * first, {@code full} at the default depth, is <em>the</em> bench signature.
     */
    public static final List<Signature> SIGNATURES = List.of(
            new Signature("full", "full", "", DEFAULT_DEPTH),
            new Signature("pvs", "pvs", "", 5),
            new Signature("alphabeta", "alphabeta", "", 4),
            new Signature("elephanteye", "elephanteye", "", 6),
            new Signature("extended", "extended", "", DEFAULT_DEPTH),
            new Signature("minimax", "minimax", "", 3),
            new Signature("evalgain", "full", "order.quiets=evalgain", DEFAULT_DEPTH));

    /** The median of {@code values} (the mean of the middle two, rounded down, when their number is even). */
    public static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
