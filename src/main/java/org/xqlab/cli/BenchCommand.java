package org.xqlab.cli;

import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Move;
import org.xqlab.search.Bench;
import org.xqlab.search.EvalCost;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.TraceRecorder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * {@code bench [--depth D] [--preset P] [--set k=v ...] [--listener KIND] [--repeat N]}: searches the
 * fixed bench positions with fresh tables and prints, last, {@code bench nodes <total> nps <n>}; the
 * total is the engine's signature. With {@code --repeat} the bench runs N times and the last line gives
 * the best speed; each run's wall-clock and CPU speed are printed before it, and, when at least two runs
 * follow the warm-up runs ({@code --warmup W}, default 1), the median CPU speed of runs W+1 to N
 * ({@code median cpu-nps M (runs W+1-N)}), the figure to compare builds by. The compiler keeps
 * recompiling the search as new positions take branches it has not seen for the first three or so runs
 * of the bench at depth 9: {@code --repeat 8 --warmup 3} measures the steady state.
 * {@code --listener} attaches a listener to measure the cost of watching: {@code none}, {@code noop} (takes every event
 * and does nothing), {@code stats} (the statistics collector) or {@code record} (a trace recorder
 * writing every event to a temporary file, deleted afterwards).
 * {@code --all} prints the signature of every preset instead ({@link Bench#SIGNATURES}), each at its own depth,
 * against the signatures this build records.
 * {@code --eval} times the evaluation instead ({@link EvalCost}): one line {@code eval <variant> <ns> ns} per
 * variant — {@code tables}, each knowledge term of the config alone by its key, {@code all} — the time of one
 * evaluation as the search makes it, over {@code --repeat} rounds (default 30); a cost the rounds cannot tell from
 * nothing reads {@code eval <variant> < <ns> ns}, the most it can be.
 */
@Command(name = "bench", description = "Search the fixed bench positions; the node total is the engine's signature.")
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--depth", defaultValue = "" + Bench.DEFAULT_DEPTH, description = "Depth (default ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--preset", defaultValue = "full", description = "Configuration preset (default full).")
    String preset;

    @Option(names = "--set", description = "Change one setting, key=value (repeatable).")
    List<String> settings = new ArrayList<>();

    @Option(names = "--quiet", description = "Print only the run lines and the last line.")
    boolean quiet;

    @Option(names = "--listener", defaultValue = "none", description = "none, noop, stats or record (default none).")
    String listener;

    @Option(names = "--repeat", defaultValue = "1", description = "Run the bench this many times; report the best speed.")
    int repeat;

    @Option(names = "--warmup", defaultValue = "1",
            description = "Runs left out of the median as warm-up (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--eval", description = "Instead of searching, time the evaluation term by term: "
            + "'eval <variant> <ns> ns' per evaluation (tables, each knowledge term alone, all), or '< <ns> ns' for a cost the "
            + "rounds cannot tell from nothing; --repeat rounds (default 30).")
    boolean eval;

    @Option(names = "--all", description = "Print every preset's signature ('signature <name> depth <d> nodes <n>'), "
            + "each against the one this build records; exit 1 when one differs.")
    boolean all;

    /** A listener that takes every event and does nothing with it. */
    private static final class Noop implements SearchListener {
        @Override
        public int mask() {
            return EventMask.ALL;
        }
    }

    @Override
    public Integer call() throws IOException {
        if (depth < 1 || depth > 30) {
            throw new IllegalArgumentException("--depth must be between 1 and 30");
        }
        if (repeat < 1 || repeat > 100) {
            throw new IllegalArgumentException("--repeat must be between 1 and 100");
        }
        if (warmup < 0 || warmup >= repeat && repeat > 1) {
            throw new IllegalArgumentException("--warmup must be between 0 and --repeat minus 1: " + warmup);
        }
        SearchConfig config = Configs.build(preset, settings);
        PrintWriter out = spec.commandLine().getOut();
        if (all) {
            return signatures(out);
        }
        if (eval) {
            int rounds = spec.commandLine().getParseResult().hasMatchedOption("--repeat") ? repeat : 30;
            if (rounds < 3) {
                throw new IllegalArgumentException("--repeat must be at least 3 with --eval: " + rounds);
            }
            EvalCost.measure(config, rounds)
                    .forEach((variant, cost) -> out.printf(Locale.ROOT, "eval %s %s%n", variant, cost.text()));
            return 0;
        }
        Path file = listener.equals("record") ? Files.createTempFile("bench", ".jsonl") : null;
        Supplier<SearchListener> listeners = switch (listener) {
            case "none" -> null;
            case "noop" -> Noop::new;
            case "stats" -> StatsCollector::new;
            case "record" -> () -> {
                try {
                    return TraceRecorder.to(AtomicFile.open(file), file,
                            RecorderOptions.defaults().withCodec(IccsMoveCodec.INSTANCE));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            };
            default -> throw new IllegalArgumentException("--listener must be one of none, noop, stats, record: '"
                    + listener + "'");
        };
        try {
            long best = 0;
            long bestCpu = -1;
            long nodes = 0;
            long[] cpuRates = new long[repeat];
            for (int run = 1; run <= repeat; run++) {
                int[] n = {0};
                Bench.Result result = Bench.run(config, depth, listeners, r -> {
                    n[0]++;
                    if (!quiet && repeat == 1) {
                        out.printf("position %2d: bestmove %s score %s nodes %d%n", n[0], Move.iccs(r.bestMove()),
                                Scores.format(r.score()), r.totalNodes());
                        out.flush();
                    }
                });
                if (repeat > 1 || quiet) {
                    out.printf("run %d: nodes %d time %d ms nps %d cpu %d ms cpu-nps %d%n", run, result.nodes(),
                            result.millis(), result.nodesPerSecond(), result.cpuMillis(), result.nodesPerCpuSecond());
                    out.flush();
                }
                best = Math.max(best, result.nodesPerSecond());
                bestCpu = Math.max(bestCpu, result.nodesPerCpuSecond());
                cpuRates[run - 1] = result.nodesPerCpuSecond();
                nodes = result.nodes();
            }
            if (repeat - warmup >= 2 && bestCpu >= 0) {
                // the first runs warm the JIT up; the median of the rest resists this machine's run-to-run noise
                long median = Bench.median(Arrays.copyOfRange(cpuRates, warmup, repeat));
                out.println("median cpu-nps " + median + " (runs " + (warmup + 1) + "-" + repeat + ")");
            }
            if (repeat > 1 || quiet) {
                out.println("best cpu-nps " + bestCpu);
            }
            out.println("bench nodes " + nodes + " nps " + best);
        } finally {
            if (file != null) {
                Files.deleteIfExists(file);
            }
        }
        return 0;
    }

    /**
     * {@code --all}: each signature of {@link Bench#SIGNATURES} as {@code signature <name> depth <d> nodes <n>}, with
     * {@code (this build records <m>)} where the build's record differs or {@code (not recorded)}; last
     * {@code signatures match this build} or {@code signatures differ from this build: <names>} (exit 1).
     */
    private int signatures(PrintWriter out) {
        if (!settings.isEmpty() || !preset.equals("full") || spec.commandLine().getParseResult().hasMatchedOption("--depth")) {
            throw new IllegalArgumentException("--all runs each preset at its own depth: it takes no --preset, --set or --depth");
        }
        java.util.Map<String, Long> recorded = org.xqlab.build.BuildInfo.current().signatures();
        List<String> differ = new ArrayList<>();
        for (Bench.Signature sig : Bench.SIGNATURES) {
            long n = sig.nodes();
            Long r = recorded.get(sig.name());
            String note = r == null ? "  (not recorded)" : r != n ? "  (this build records " + r + ")" : "";
            if (r == null || r != n) {
                differ.add(sig.name());
            }
            out.println("signature " + sig.name() + " depth " + sig.depth() + " nodes " + n + note);
            out.flush();
        }
        if (differ.isEmpty()) {
            out.println("signatures match this build");
            return 0;
        }
        out.println("signatures differ from this build: " + String.join(", ", differ));
        return 1;
    }
}
