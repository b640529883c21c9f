package org.xqlab.cli;

import org.xqlab.experiment.KillerLook;
import org.xqlab.experiment.Suite;
import org.xqlab.experiment.SuitePosition;
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
 * {@code experiment killer-look [--suite S]... [--depth D] [--preset P] [--set k=v]... [--threads N]}: the
 * killer hit rate per ply and the killer cutoffs history alone would not have made first (docs/experiments.md,
 * "Killers: the second look").
 */
@Command(name = "killer-look", description = "Killer hit rate per ply, and the killer cutoffs that history alone "
        + "would not have made first, over position suites.")
final class KillerLookCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--suite", description = "Built-in suite name or suite file (repeatable; default real-games).")
    List<String> suites = new ArrayList<>();

    @Option(names = "--depth", description = "Search depth (default 7).")
    int depth = 7;

    @Option(names = "--preset", description = "Starting configuration (default pvs).")
    String preset = "pvs";

    @Option(names = "--set", description = "Change one setting, key=value (repeatable).")
    List<String> settings = new ArrayList<>();

    @Option(names = "--threads", description = "Positions searched in parallel (default: number of cores).")
    Integer threads;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 64) {
            throw new IllegalArgumentException("--depth " + depth + " is out of range 1-64");
        }
        SearchConfig config = Configs.build(preset, settings);
        if ("0".equals(config.get("killers"))) {
            throw new IllegalArgumentException("--set killers=0: there are no killers to look at");
        }
        List<SuitePosition> positions = new ArrayList<>();
        for (String s : suites.isEmpty() ? List.of("real-games") : suites) {
            positions.addAll(Suite.named(s, "--suite").positions());
        }
        KillerLook.Result r = KillerLook.run(positions, config, depth,
                threads != null ? threads : Runtime.getRuntime().availableProcessors());
        PrintWriter o = spec.commandLine().getOut();
        o.printf("killers of preset %s%s at depth %d over %d positions%n", preset,
                settings.isEmpty() ? "" : " with " + String.join(",", settings), depth, r.positions());
        o.println("| ply | nodes | killer 1 tried | hit rate | killer 2 tried | hit rate | killer cutoffs | "
                + "not history-first | share of β-cutoffs | quiet-stage cutoffs |");
        o.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (KillerLook.Ply p : r.plies()) {
            if (p.ply() > 0 && p.nodes() > 0) {
                row(o, String.valueOf(p.ply()), p);
            }
        }
        row(o, "all", r.total());
        return 0;
    }

    private static void row(PrintWriter o, String ply, KillerLook.Ply p) {
        o.printf("| %s | %d | %d | %.1f%% | %d | %.1f%% | %d | %d (%.1f%%) | %.1f%% | %d |%n", ply, p.nodes(),
                p.killer1Tried(), 100 * p.killer1HitRate(), p.killer2Tried(), 100 * p.killer2HitRate(),
                p.killerCutoffs(), p.notHistoryFirst(),
                p.killerCutoffs() == 0 ? 0.0 : 100.0 * p.notHistoryFirst() / p.killerCutoffs(),
                p.mainCutoffs() == 0 ? 0.0 : 100.0 * p.killerCutoffs() / p.mainCutoffs(), p.quietCutoffs());
    }
}
