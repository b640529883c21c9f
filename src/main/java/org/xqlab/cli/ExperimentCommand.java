package org.xqlab.cli;

import org.xqlab.experiment.BuiltInExperiments;
import org.xqlab.experiment.EngineVersion;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;
import org.xqlab.experiment.ExperimentMerge;
import org.xqlab.experiment.ExperimentRunner;
import org.xqlab.experiment.MatchExperiment;
import org.xqlab.experiment.MatchExperimentFile;
import org.xqlab.experiment.MatchMerge;
import org.xqlab.experiment.MatchOutputs;
import org.xqlab.experiment.MatchRunner;
import org.xqlab.experiment.MatchSummary;
import org.xqlab.experiment.Outputs;
import org.xqlab.experiment.ResultLog;
import org.xqlab.experiment.ReviewExperiment;
import org.xqlab.experiment.ReviewExperimentFile;
import org.xqlab.experiment.ReviewRunner;
import org.xqlab.review.CollectionSummary;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.experiment.Progress;
import org.xqlab.experiment.Row;
import org.xqlab.experiment.TuneExperiment;
import org.xqlab.experiment.TuneExperimentFile;
import org.xqlab.experiment.TuneRunner;
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
@Command(name = "experiment", description = "Run heuristic experiments over position suites, matches, tuning and game "
        + "reviews of collections (see docs/experiments.md).",
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
            for (String name : BuiltInExperiments.MATCH_NAMES) {
                out.printf("%-20s %s%n", name, "(match) " + BuiltInExperiments.loadMatch(name).description());
            }
            for (String name : BuiltInExperiments.TUNE_NAMES) {
                out.printf("%-20s %s%n", name, "(tune) " + BuiltInExperiments.loadTune(name).description());
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

        @Option(names = "--time-limit", paramLabel = "SECONDS", description = "Search experiments: start no search "
                + "that would end after this many seconds; the searches go along the ladder of depths, and what does "
                + "not fit is left for the next run of the same folder (a batch job's time limit, less a margin).")
        Long timeLimit;

        @Option(names = "--efficiency", negatable = true, description = "Search experiments by depth: measure (or, "
                + "with --no-efficiency, skip) the ordering efficiency against the minimal tree whatever the file says "
                + "(costs a deeper search and a re-search per search).")
        Boolean efficiency;

        @Option(names = "--opponent", paramLabel = "ENGINE", description = "Match experiments only: an external engine "
                + "(ucci:COMMAND or uci:COMMAND) plays in the place of the base variant. Never read from the file.")
        String opponent;

        @Override
        public Integer call() {
            if (efficiency != null && (isMatch(source) || isTune(source))) {
                throw new IllegalArgumentException("--" + (efficiency ? "" : "no-") + "efficiency is for search "
                        + "experiments by depth; " + source + " is a " + (isTune(source) ? "tune" : "match") + " experiment");
            }
            if (isMatch(source)) {
                MatchExperiment m = loadMatch(source);
                if (opponent != null) {
                    if (EngineSpec.parse(opponent).inProcess()) {
                        throw new IllegalArgumentException("--opponent '" + opponent + "': name an external engine "
                                + "(ucci:COMMAND or uci:COMMAND); in-process variants belong in the experiment file");
                    }
                    m = m.withOpponent(opponent);
                }
                return MatchRun.run(this, m);
            }
            if (opponent != null) {
                throw new IllegalArgumentException("--opponent is for match experiments (\"kind\": \"match\"); "
                        + source + " is a " + (isTune(source) ? "tune" : isReview(source) ? "review" : "search")
                        + " experiment");
            }
            if (isReview(source)) {
                return ReviewRun.run(this, ReviewExperimentFile.read(Path.of(source)));
            }
            if (isTune(source)) {
                return TuneRun.run(this, loadTune(source));
            }
            Experiment loaded = load(source);
            if (efficiency != null) {
                try {
                    loaded = loaded.withEfficiency(efficiency);
                } catch (IllegalArgumentException ex) {
                    throw new IllegalArgumentException("--efficiency: " + source + ": " + ex.getMessage());
                }
            }
            Experiment e = loaded;
            int k = shard()[0];
            int n = shard()[1];
            Path dir = folder(e.output(), k, n);
            int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
            PrintWriter err = spec.commandLine().getErr();
            ConsoleBar bar = new ConsoleBar(err, quiet);
            ExperimentRunner runner = new ExperimentRunner(e,
                    new ExperimentRunner.Options(dir, k, n, cores, EngineVersion.text()), bar);
            if (timeLimit != null) {
                runner.timeLimit(timeLimit * 1000, System::currentTimeMillis);
            }
            ExperimentRunner.Result r = runner.run();
            if (!r.complete() && r.tasksLeftForTime() > 0) {
                spec.commandLine().getOut().println("time limit: " + r.tasksLeftForTime() + " tasks would not end "
                        + "within " + timeLimit + " s and are left for the next run of this folder");
            }
            String resumed = r.tasksSkipped() > 0 ? " (" + r.tasksSkipped() + " of " + (r.tasksSkipped() + r.tasksRun())
                    + " tasks resumed from the log)" : "";
            return finish(spec.commandLine().getOut(), r.complete(), k, n, r.rows().size() + " searches", resumed, dir,
                    e.output(),
                    () -> Outputs.summaryTables(e, r.rows())
                            + "results in " + dir + " (report.md, rows.csv, summary.csv, charts)\n");
        }

        /**
         * The end of a run: a stop note (status 1), the shard line with the merge command, or the whole
         * run's table from {@code whole} (status 0).
         */
        static int finish(PrintWriter o, boolean complete, int k, int n, String done, String note, Path dir,
                          String output,
                          java.util.function.Supplier<String> whole) {
            if (!complete) {
                o.println("stopped: run the same command again to continue; results so far in " + dir);
                return 1;
            }
            if (n > 1) {
                o.printf("shard %d/%d done: %s in %s%s%n", k, n, done, dir, note);
                o.println("when all shards are done: " + mergeHint(dir, k, n));
            } else {
                o.print(whole.get());
            }
            return 0;
        }

        /**
         * The merge command for the shard written to {@code dir}, with real (absolute) paths: the folder holding
         * {@code shard-K-of-N} and all its shards, or, when the shard's folder is named otherwise, this folder and
         * a reminder of the others.
         */
        static String mergeHint(Path dir, int k, int n) {
            Path abs = dir.toAbsolutePath().normalize();
            Path parent = abs.getParent();
            if (abs.getFileName() != null && abs.getFileName().toString().equals("shard-" + k + "-of-" + n)
                    && parent != null) {
                return "experiment merge --out " + parent + " " + parent.resolve("shard-*-of-" + n);
            }
            return "experiment merge --out MERGED-FOLDER " + abs + " (and the folders of the other " + (n - 1)
                    + " shards)";
        }

        /** Slice {@code k} of {@code n} from {@code --shard}, as {k, n}. */
        int[] shard() {
            if (shard == null) {
                return new int[] {1, 1};
            }
            String[] parts = shard.split("/");
            try {
                return new int[] {Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim())};
            } catch (RuntimeException ex) {
                throw new IllegalArgumentException("--shard '" + shard + "' is not K/N, e.g. 3/8");
            }
        }

        /** The output folder: {@code --out}, else the experiment's, with {@code shard-K-of-N} for a shard. */
        Path folder(String output, int k, int n) {
            Path dir = out != null ? out : n == 1 ? Path.of(output) : Path.of(output).resolve("shard-" + k + "-of-" + n);
            String option = out != null ? "--out" : "output folder";
            org.xqlab.io.OutputPaths.requireWritableFolder(dir, option);
            org.xqlab.io.OutputPaths.requireNoLinkOut(out != null ? out : Path.of(""), dir, option);
            return dir;
        }

        static boolean isMatch(String source) {
            Path p = Path.of(source);
            return Files.isRegularFile(p) ? MatchExperimentFile.isMatch(p) : BuiltInExperiments.MATCH_NAMES.contains(source);
        }

        static boolean isReview(String source) {
            Path p = Path.of(source);
            return Files.isRegularFile(p) && ReviewExperimentFile.isReview(p);
        }

        static boolean isTune(String source) {
            Path p = Path.of(source);
            return Files.isRegularFile(p) ? TuneExperimentFile.isTune(p) : BuiltInExperiments.TUNE_NAMES.contains(source);
        }

        static TuneExperiment loadTune(String source) {
            Path p = Path.of(source);
            return Files.isRegularFile(p) ? TuneExperimentFile.read(p) : BuiltInExperiments.loadTune(source);
        }

        static MatchExperiment loadMatch(String source) {
            Path p = Path.of(source);
            return Files.isRegularFile(p) ? MatchExperimentFile.read(p) : BuiltInExperiments.loadMatch(source);
        }

        static Experiment load(String source) {
            Path p = Path.of(source);
            if (Files.isRegularFile(p)) {
                return ExperimentFile.read(p);
            }
            if (BuiltInExperiments.NAMES.contains(source)) {
                return BuiltInExperiments.load(source);
            }
            org.xqlab.io.InputFiles.require(p, "an experiment file", "no experiment file '" + source + "'");
            throw new IllegalArgumentException("no experiment file '" + source + "' and no built-in experiment of that "
                    + "name (built-in: " + BuiltInExperiments.allNames() + ")");
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

        @Option(names = "--allow-mixed-builds", description = "Merge shards made by different builds (commit or bench "
                + "signature) anyway; the report names every build. Without it such shards are refused.")
        boolean allowMixedBuilds;

        @Override
        public Integer call() {
            org.xqlab.io.OutputPaths.requireWritableFolder(out, "--out");
            org.xqlab.io.OutputPaths.requireNoLinkOut(out, out, "--out");
            if (TuneExperimentFile.isTune(ResultLog.experimentText(shards.get(0)))) {
                int games = TuneRunner.merge(shards, out);
                spec.commandLine().getOut().printf("merged %d self-play games from %d folders into %s; run the "
                        + "experiment with --out %s to build the data and tune%n", games, shards.size(), out, out);
                return 0;
            }
            if (ReviewExperimentFile.isReview(ResultLog.experimentText(shards.get(0)))) {
                CollectionSummary summary = ReviewRunner.merge(shards, out, allowMixedBuilds);
                PrintWriter o = spec.commandLine().getOut();
                o.print(summary.text());
                o.printf("merged %d reviewed games from %d folders into %s (summary.txt, summary.json, %s)%n",
                        summary.games(), shards.size(), out, ReviewRunner.REVIEWS_FILE);
                return 0;
            }
            if (MatchExperimentFile.isMatch(ResultLog.experimentText(shards.get(0)))) {
                List<MatchSummary.Line> lines = MatchMerge.merge(shards, out, allowMixedBuilds);
                PrintWriter o = spec.commandLine().getOut();
                o.print(MatchOutputs.summaryMarkdown(MatchExperimentFile.parseStored("experiment.json",
                        ResultLog.experimentText(out)), lines));
                o.printf("merged %d games from %d folders into %s%n",
                        lines.stream().mapToInt(MatchSummary.Line::games).sum(), shards.size(), out);
                return 0;
            }
            List<Row> rows = ExperimentMerge.merge(shards, out, allowMixedBuilds);
            spec.commandLine().getOut().printf("merged %d searches from %d folders into %s%n", rows.size(),
                    shards.size(), out);
            return 0;
        }
    }

    /** {@code experiment run} of a match experiment. */
    static final class MatchRun {
        private MatchRun() {
        }

        static int run(Run cmd, MatchExperiment e) {
            int k = cmd.shard()[0];
            int n = cmd.shard()[1];
            Path dir = cmd.folder(e.output(), k, n);
            int cores = cmd.threads != null ? cmd.threads : Runtime.getRuntime().availableProcessors();
            PrintWriter err = cmd.spec.commandLine().getErr();
            ConsoleBar bar = new ConsoleBar(err, cmd.quiet, "games");
            MatchRunner runner = new MatchRunner(e, new ExperimentRunner.Options(dir, k, n, cores, EngineVersion.text()),
                    bar, null);
            MatchRunner.Result r = runner.run();
            return Run.finish(cmd.spec.commandLine().getOut(), r.complete(), k, n, r.pairs().size() + " game pairs", "", dir,
                    e.output(), () -> MatchOutputs.summaryMarkdown(e, r.lines())
                            + "results in " + dir + " (report.md, summary.csv, games.csv, games.pgn)\n");
        }
    }

    /** {@code experiment run} of a review experiment. */
    static final class ReviewRun {
        private ReviewRun() {
        }

        static int run(Run cmd, ReviewExperiment e) {
            int k = cmd.shard()[0];
            int n = cmd.shard()[1];
            Path dir = cmd.folder(e.output(), k, n);
            int cores = cmd.threads != null ? cmd.threads : Runtime.getRuntime().availableProcessors();
            PrintWriter err = cmd.spec.commandLine().getErr();
            ConsoleBar bar = new ConsoleBar(err, cmd.quiet, "games reviewed");
            boolean[] said = {false};
            ReviewRunner runner = new ReviewRunner(e, new ExperimentRunner.Options(dir, k, n, cores,
                    EngineVersion.text()), p -> {
                        if (!said[0] && p.skipped() > 0) {
                            // a folder that was cut: say so before the bar goes on from there
                            said[0] = true;
                            err.println("experiment: resuming " + dir + ": " + p.skipped() + " of " + p.total()
                                    + (p.total() == 1 ? " game" : " games") + " already reviewed");
                        }
                        bar.accept(p);
                    });
            if (cmd.timeLimit != null) {
                runner.timeLimit(cmd.timeLimit * 1000, System::currentTimeMillis);
            }
            ReviewRunner.Result r;
            try {
                r = runner.run();
            } catch (java.io.IOException ex) {
                throw new IllegalArgumentException(e.gamesFile() + ": cannot read: " + ex.getMessage());
            }
            PrintWriter o = cmd.spec.commandLine().getOut();
            if (!r.complete() && r.leftForTime() > 0) {
                o.println("time limit: " + r.leftForTime() + " games would not end within " + cmd.timeLimit
                        + " s and are left for the next run of this folder");
            }
            String resumed = r.skipped() > 0 ? " (" + r.skipped() + " of " + r.share() + " games resumed from the log)"
                    : "";
            return Run.finish(o, r.complete(), k, n, r.share() + (r.share() == 1 ? " game" : " games") + " reviewed", resumed, dir, e.output(),
                    () -> r.summary().text() + "results in " + dir + " (summary.txt, summary.json, "
                            + ReviewRunner.REVIEWS_FILE + ")\n");
        }
    }

    /** {@code experiment run} of a tune experiment. */
    static final class TuneRun {
        private TuneRun() {
        }

        static int run(Run cmd, TuneExperiment e) {
            int k = cmd.shard()[0];
            int n = cmd.shard()[1];
            Path dir = cmd.folder(e.output(), k, n);
            int cores = cmd.threads != null ? cmd.threads : Runtime.getRuntime().availableProcessors();
            PrintWriter err = cmd.spec.commandLine().getErr();
            ConsoleBar bar = new ConsoleBar(err, cmd.quiet, "self-play games");
            TuneRunner runner = new TuneRunner(e, new ExperimentRunner.Options(dir, k, n, cores, EngineVersion.text()),
                    bar, line -> {
                        if (!cmd.quiet && !line.startsWith("game ")) {
                            synchronized (bar) {
                                err.println(line);
                                err.flush();
                            }
                        }
                    });
            TuneRunner.Result r;
            try {
                r = runner.run();
            } catch (java.io.IOException ex) {
                throw new java.io.UncheckedIOException(ex);
            }
            return Run.finish(cmd.spec.commandLine().getOut(), r.complete(), k, n, r.gamesTotal() + " self-play games",
                    "", dir, e.output(), () -> r.summary() + "results in " + dir
                            + " (report.md, convergence.png, tuned.weights, data.txt, selfplay.pgn)\n");
        }
    }

    /** The console progress bar: redrawn in place at most four times a second, ended with a new line. */
    static final class ConsoleBar implements Consumer<Progress> {
        private final PrintWriter err;
        private final boolean quiet;
        private final String unit;
        private long lastDraw;

        ConsoleBar(PrintWriter err, boolean quiet) {
            this(err, quiet, "searches");
        }

        ConsoleBar(PrintWriter err, boolean quiet, String unit) {
            this.err = err;
            this.quiet = quiet;
            this.unit = unit;
        }

        @Override
        public synchronized void accept(Progress p) {
            long now = System.nanoTime();
            if (quiet || (!p.finished() && now - lastDraw < 250_000_000L && p.done() < p.total())) {
                return;
            }
            lastDraw = now;
            err.print("\r" + p.bar(30, unit));
            if (p.finished()) {
                err.println();
            }
            err.flush();
        }
    }
}
