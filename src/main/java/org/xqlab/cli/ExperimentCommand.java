package org.xqlab.cli;

import org.xqlab.experiment.BuiltInExperiments;
import org.xqlab.experiment.EngineVersion;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;
import org.xqlab.experiment.ExperimentMerge;
import org.xqlab.experiment.ExperimentRunner;
import org.xqlab.experiment.Outputs;
import org.xqlab.experiment.Progress;
import org.xqlab.experiment.Row;
import org.xqlab.experiment.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.concurrent.Callable;

/**
 * {@code experiment list | run FILE-OR-NAME [--out DIR] [--shard K/N] [--threads N] [--quiet] |
 * merge --out DIR SHARD-DIR...}. {@code run} prints a progress bar on standard error and, when the whole
 * experiment is done, the summary table and the output folder on standard output; run again with the same
 * folder it continues where it stopped. A shard writes to {@code OUT/shard-K-of-N} unless {@code --out}
 * is given; {@code merge} combines the shard folders into the result of one run.
 */
@Command(name = "experiment", description = "Run heuristic experiments over position suites (see docs/experiments.md).",
        subcommands = {ExperimentCommand.ListBuiltIns.class, ExperimentCommand.Run.class, ExperimentCommand.Merge.class,
            KillerLookCommand.class})
final class ExperimentCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new IllegalArgumentException("experiment needs a command: list, run or merge");
    }

    @Command(name = "list", description = "List the built-in experiments.")
    static final class ListBuiltIns implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            for (String name : BuiltInExperiments.NAMES) {
                Experiment e = BuiltInExperiments.load(name);
                out.printf("%-20s %s%n", name, e.description());
            }
            return 0;
        }
    }

    @Command(name = "run", description = "Run an experiment file or a built-in experiment.")
    static final class Run implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "FILE-OR-NAME", description = "Experiment file (JSON) or built-in name.")
        String source;

        @Option(names = "--out", description = "Output folder (default: the experiment's output field).")
        Path out;

        @Option(names = "--shard", paramLabel = "K/N", description = "Run only slice K of N (1-based) of the tasks.")
        String shard;

        @Option(names = "--threads", description = "Searches run in parallel (default: number of cores).")
        Integer threads;

        @Option(names = "--quiet", description = "No progress bar.")
        boolean quiet;

        @Override
        public Integer call() {
            Experiment e = load(source);
            int k = 1;
            int n = 1;
            if (shard != null) {
                String[] parts = shard.split("/");
                try {
                    k = Integer.parseInt(parts[0].trim());
                    n = Integer.parseInt(parts[1].trim());
                } catch (RuntimeException ex) {
                    throw new IllegalArgumentException("--shard '" + shard + "' is not K/N, e.g. 3/8");
                }
            }
            Path dir = out != null ? out : n == 1 ? Path.of(e.output())
                    : Path.of(e.output()).resolve("shard-" + k + "-of-" + n);
            int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
            PrintWriter err = spec.commandLine().getErr();
            ConsoleBar bar = new ConsoleBar(err, quiet);
            ExperimentRunner runner = new ExperimentRunner(e,
                    new ExperimentRunner.Options(dir, k, n, cores, EngineVersion.text()), bar);
            ExperimentRunner.Result r = runner.run();
            PrintWriter o = spec.commandLine().getOut();
            if (!r.complete()) {
                o.println("stopped: run the same command again to continue; results so far in " + dir);
                return 1;
            }
            if (n > 1) {
                o.printf("shard %d/%d done: %d searches in %s%s%n", k, n, r.rows().size(), dir,
                        r.tasksSkipped() > 0 ? " (" + r.tasksSkipped() + " of " + (r.tasksSkipped() + r.tasksRun())
                                + " tasks resumed from the log)" : "");
                o.println("when all shards are done: experiment merge --out " + e.output() + " "
                        + Path.of(e.output()).resolve("shard-*-of-" + n));
            } else {
                o.print(Outputs.summaryMarkdown(e, Summary.of(e, r.rows())));
                o.println("results in " + dir + " (report.md, rows.csv, summary.csv, charts)");
            }
            return 0;
        }

        static Experiment load(String source) {
            Path p = Path.of(source);
            if (Files.isRegularFile(p)) {
                return ExperimentFile.read(p);
            }
            if (BuiltInExperiments.NAMES.contains(source)) {
                return BuiltInExperiments.load(source);
            }
            throw new IllegalArgumentException("no experiment file '" + source + "' and no built-in experiment of that "
                    + "name (built-in: " + String.join(", ", BuiltInExperiments.NAMES) + ")");
        }
    }

    @Command(name = "merge", description = "Combine the folders of all shards into the result of one run.")
    static final class Merge implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--out", required = true, description = "Folder for the merged result.")
        Path out;

        @Parameters(arity = "1..*", paramLabel = "SHARD-DIR", description = "Result folders of the shards.")
        List<Path> shards;

        @Override
        public Integer call() {
            List<Row> rows = ExperimentMerge.merge(shards, out, EngineVersion.text());
            spec.commandLine().getOut().printf("merged %d searches from %d folders into %s%n", rows.size(),
                    shards.size(), out);
            return 0;
        }
    }

    /** The console progress bar: redrawn in place at most four times a second, ended with a new line. */
    static final class ConsoleBar implements Consumer<Progress> {
        private final PrintWriter err;
        private final boolean quiet;
        private long lastDraw;

        ConsoleBar(PrintWriter err, boolean quiet) {
            this.err = err;
            this.quiet = quiet;
        }

        @Override
        public synchronized void accept(Progress p) {
            long now = System.nanoTime();
            if (quiet || (!p.finished() && now - lastDraw < 250_000_000L && p.done() < p.total())) {
                return;
            }
            lastDraw = now;
            err.print("\r" + p.bar(30));
            if (p.finished()) {
                err.println();
            }
            err.flush();
        }
    }
}
