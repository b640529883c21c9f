package org.xqlab.cli;

import org.xqlab.rules.Move;
import org.xqlab.search.Bench;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code bench [--depth D] [--preset P] [--set k=v ...]}: searches the fixed bench positions with fresh
 * tables and prints, last, {@code bench nodes <total> nps <n>}; the total is the engine's signature.
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

    @Option(names = "--quiet", description = "Print only the last line.")
    boolean quiet;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 30) {
            throw new IllegalArgumentException("--depth must be between 1 and 30");
        }
        SearchConfig config = Configs.build(preset, settings);
        PrintWriter out = spec.commandLine().getOut();
        int[] n = {0};
        Bench.Result result = Bench.run(config, depth, r -> {
            n[0]++;
            if (!quiet) {
                out.printf("position %2d: bestmove %s score %s nodes %d%n", n[0], Move.iccs(r.bestMove()),
                        Scores.format(r.score()), r.totalNodes());
                out.flush();
            }
        });
        out.println("bench nodes " + result.nodes() + " nps " + result.nodesPerSecond());
        return 0;
    }
}
