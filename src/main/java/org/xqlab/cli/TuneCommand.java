package org.xqlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.xqlab.game.GameRecord;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.search.Evaluator;
import org.xqlab.search.SearchConfig;
import org.xqlab.tune.TuneData;
import org.xqlab.tune.TuneLabels;
import org.xqlab.tune.TuneMethod;
import org.xqlab.tune.TuneSettings;
import org.xqlab.tune.TuneState;
import org.xqlab.tune.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tune data …} builds a data set of quiet positions labelled with game results (from game
 * records and/or self-play); {@code tune label …} labels its positions with an engine's search scores
 * instead; {@code tune run …} tunes chosen evaluation weights on it by Texel tuning,
 * hill climbing, simulated annealing and a genetic algorithm, resumably, and writes the weights files,
 * a convergence chart and a report; {@code tune spsa …} tunes chosen weights by games between two
 * perturbed engines (SPSA). See docs/tuning.md.
 */
@Command(name = "tune", description = "Tune the evaluation's weights: 'tune data' builds a labelled position set, 'tune label' labels it by an engine's search, 'tune run' tunes on it, 'tune spsa' tunes by games.",
        subcommands = {TuneCommand.Data.class, TuneCommand.Label.class, TuneCommand.Run.class, TuneCommand.SpsaRun.class})
final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 2;
    }

    /** Progress lines to the error stream, one at a time from any thread, flushed as they come. */
    static java.util.function.Consumer<String> progress(PrintWriter err) {
        return line -> {
            synchronized (err) {
                err.println(line);
                err.flush();
            }
        };
    }

    @Command(name = "data", description = "Build a tuning data set: quiet positions labelled with the game result, from game records and/or self-play.")
    static final class Data implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--records", description = "Game record files or folders (any format the readers know; repeatable).")
        List<Path> records = new ArrayList<>();
        @Option(names = "--self-play", defaultValue = "0", description = "Number of self-play games to play (default 0).")
        int selfPlay;
        @Option(names = "--engine", defaultValue = "preset:full", description = "Self-play engine: preset:NAME[,key=value…] (default preset:full).")
        String engine;
        @Option(names = "--nodes", defaultValue = "5000", description = "Self-play budget in nodes a move (default 5000).")
        long nodes;
        @Option(names = "--threads", defaultValue = "1", description = "Self-play games at once (default 1).")
        int threads;
        @Option(names = "--seed", defaultValue = "1", description = "Seed: the order of the openings (default 1).")
        long seed;
        @Option(names = "--skip-plies", defaultValue = "10", description = "Plies skipped at the start of each game (default 10).")
        int skipPlies;
        @Option(names = "--games-out", description = "Also write the self-play games to this PGN file.")
        Path gamesOut;
        @Option(names = "--out", required = true, description = "The data file to write (FEN ; result lines).")
        Path out;

        @Override
        public Integer call() throws Exception {
            if (records.isEmpty() && selfPlay <= 0) {
                throw new IllegalArgumentException("give --records PATH and/or --self-play N");
            }
            if (skipPlies < 0) {
                throw new IllegalArgumentException("--skip-plies must be at least 0");
            }
            org.xqlab.io.OutputPaths.requireWritableFile(out, "--out");
            if (gamesOut != null) {
                org.xqlab.io.OutputPaths.requireWritableFile(gamesOut, "--games-out");
            }
            PrintWriter o = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            TuneData data = null;
            if (!records.isEmpty()) {
                TuneData.Read read = TuneData.readGames(records, skipPlies, "records " + records,
                        line -> err.println("warning: " + line));
                data = read.data();
                o.println("records: " + read.games() + " games, " + data.size() + " quiet positions");
            }
            if (selfPlay > 0) {
                int[] done = {0};
                List<GameRecord> games = TuneData.selfPlay(engine, selfPlay, nodes, threads, seed, line -> {
                    synchronized (done) {
                        done[0]++;
                        err.printf("[%-20s] %d/%d %s%n", "#".repeat(done[0] * 20 / selfPlay), done[0], selfPlay, line);
                        err.flush();
                    }
                });
                if (gamesOut != null) { // first: hours of games are kept whatever happens next
                    StringBuilder pgn = new StringBuilder();
                    games.forEach(g -> pgn.append(org.xqlab.game.GameRecordText.write(g)).append('\n'));
                    org.xqlab.io.AtomicFile.writeString(gamesOut, pgn.toString());
                    err.println("games written to " + gamesOut + " (they can be read again with --records)");
                }
                TuneData played = TuneData.ofGames(games, skipPlies, "self-play " + selfPlay + " games " + engine
                        + " nodes=" + nodes + " seed=" + seed);
                o.println("self-play: " + games.size() + " games, " + played.size() + " quiet positions");
                data = data == null ? played : data.plus(played);
            }
            if (data.size() == 0) {
                throw new IllegalArgumentException("no quiet position with a game result was found; nothing written");
            }
            data.save(out);
            o.println("data: " + data.size() + " positions written to " + out);
            return 0;
        }
    }

    @Command(name = "label", description = "Label a data set's positions with an engine's search: the expected score its score stands for, mixed with the game result.")
    static final class Label implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--data", required = true, description = "Data file written by 'tune data' (positions with game results).")
        Path data;
        @Option(names = "--engine", defaultValue = "preset:full", description = "Engine that searches: preset:NAME[,key=value…] or ucci:/path, uci:/path (default preset:full).")
        String engine;
        @Option(names = "--budget", defaultValue = "depth=6", description = "Search budget a position: depth=D, nodes=N or movetime=MS (default depth=6).")
        String budget;
        @Option(names = "--mix", defaultValue = "0", description = "Share of the game result in the label, 0 to 1 (default 0: the search alone).")
        double mix;
        @Option(names = "--scale", defaultValue = "0", description = "Scale K of sigmoid(K·score); 0 (default) fits it to the game results.")
        double scale;
        @Option(names = "--threads", defaultValue = "1", description = "Engines searching at once (default 1).")
        int threads;
        @Option(names = "--out", required = true, description = "The labelled data file to write.")
        Path out;

        @Override
        public Integer call() throws Exception {
            if (!(mix >= 0 && mix <= 1)) {
                throw new IllegalArgumentException("--mix must be from 0 to 1, not " + mix);
            }
            if (scale < 0) {
                throw new IllegalArgumentException("--scale must be 0 (fit it) or positive, not " + scale);
            }
            MoveBudget b = MoveBudget.parse(budget);
            TuneData d = TuneData.load(data);
            PrintWriter err = spec.commandLine().getErr();
            long start = System.nanoTime();
            int[] scores = TuneLabels.search(d, engine, b, threads, progress(err));
            String source = d.source() + "; labelled by " + engine + " " + budget + ", mix " + mix;
            TuneLabels.Labelled l = TuneLabels.label(d, scores, scale, mix, source);
            l.data().save(out);
            PrintWriter o = spec.commandLine().getOut();
            o.printf(java.util.Locale.ROOT, "labelled: %d positions in %.0f s, scale K %.4f%s%n", l.data().size(),
                    (System.nanoTime() - start) / 1e9, l.scale(), scale > 0 ? " (given)" : " (fitted to the game results)");
            if (l.dropped() > 0) {
                o.println("dropped: " + l.dropped() + " positions without a score");
            }
            o.println("data: " + l.data().size() + " positions written to " + out);
            return 0;
        }
    }

    @Command(name = "run", description = "Tune chosen weights on a data set by texel, hill, anneal and/or genetic; resumable; writes weights, chart and report.")
    static final class Run implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--data", required = true, description = "Data file written by 'tune data'.")
        Path data;
        @Option(names = "--methods", defaultValue = "texel,hill,anneal,genetic,gradient", description = "Methods, comma-separated: texel, hill, anneal, genetic, gradient (default all five).")
        String methods;
        @Option(names = "--weights", defaultValue = "material", description = "Weights to tune: all, term names (material, placement, …) or weight names, comma-separated (default material).")
        String weights;
        @Option(names = "--iterations", defaultValue = "20", description = "Iterations (sweeps, proposal rounds, generations) per method (default 20).")
        int iterations;
        @Option(names = "--step", defaultValue = "8", description = "Largest change of a weight in one move, centipawns (default 8).")
        int step;
        @Option(names = "--population", defaultValue = "12", description = "Genetic algorithm's population (default 12).")
        int population;
        @Option(names = "--seed", defaultValue = "1", description = "Seed (default 1).")
        long seed;
        @Option(names = "--threads", defaultValue = "1", description = "Threads computing the error (default 1).")
        int threads;
        @Option(names = "--holdout", defaultValue = "0.2", description = "Share of the games held out of the fit, "
                + "all their positions (0 to 0.9, default 0.2): their error picks tuned.weights, stops a method early "
                + "and refuses a fit that does not lower it; 0 turns the check off.")
        double holdout;
        @Option(names = "--preset", defaultValue = "full", description = "Configuration whose evaluation is tuned (terms and start weights; default full).")
        String preset;
        @Option(names = "--set", description = "Change one setting, key=value (repeatable), e.g. eval.weights=FILE to start from a file.")
        List<String> settings = new ArrayList<>();
        @Option(names = "--out", required = true, description = "Output folder: state.json (resume), METHOD.weights, tuned.weights, convergence.png/svg, report.md.")
        Path out;

        @Override
        public Integer call() throws Exception {
            SearchConfig config = Configs.build(preset, settings);
            Evaluator evaluator = config.evaluator();
            List<TuneMethod> list = TuneMethod.parseList(methods);
            TuneSettings s = new TuneSettings(list, TuneSettings.choose(weights, evaluator.terms()), evaluator.weights(),
                    evaluator.terms(), iterations, seed, step, population, threads, holdout);
            TuneData d = TuneData.load(data);
            PrintWriter err = spec.commandLine().getErr();
            Tuner tuner = new Tuner(d, s, progress(err));
            TuneState state = tuner.run(out);
            String winner = tuner.writeOutputs(state, out, data.getFileName().toString());
            org.xqlab.experiment.RunProvenance.addToTuneOutputs(out, org.xqlab.build.Provenance.now()
                    .withConfig("tuned engine", config.asMap()).withSeed("tuner", seed)
                    .withFile("data " + data.getFileName(), data));
            PrintWriter o = spec.commandLine().getOut();
            o.print(tuner.summary(state, winner, out));
            return 0;
        }
    }

    @Command(name = "spsa", description = "Tune chosen weights or search keys by games (SPSA): pairs of games between the values perturbed up and down; resumable; writes spsa.weights or spsa.keys, progress.csv and a chart.")
    static final class SpsaRun implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--weights", description = "Weights to tune: term names (cannon.hollow, material, …) or weight names (material.horse.mg, …), comma-separated.")
        String weights;
        @Option(names = "--keys", split = ",", description = "Numeric search keys to tune (lmr.divisor, rfp.margin, futility.margin, …), comma-separated; with or without --weights.")
        List<String> keys = new ArrayList<>();
        @Option(names = "--pairs", defaultValue = "1000", description = "Game pairs to play in all, counting those of a resumed run (default 1000).")
        int pairs;
        @Option(names = "--tc", defaultValue = "movetime=20", description = "Budget a move: movetime=MS, nodes=N or depth=D (default movetime=20; nodes=N makes a one-thread run repeatable).")
        String tc;
        @Option(names = "--rate", defaultValue = "0.025", description = "Step of a weight per pair, in units of its perturbation c, per game won minus lost (default 0.025).")
        double rate;
        @Option(names = "--share", defaultValue = "0.15", description = "Perturbation c of each weight as a share of its start value, at least 1 cp (default 0.15).")
        double share;
        @Option(names = "--max-plies", defaultValue = "300", description = "Draw a game after this many plies (default 300).")
        int maxPlies;
        @Option(names = "--openings", description = "Openings: named lines or a .pgn file (default: the bundled book's lines).")
        Path openings;
        @Option(names = "--threads", defaultValue = "1", description = "Pairs played at once (default 1).")
        int threads;
        @Option(names = "--seed", defaultValue = "1", description = "Seed: each pair's signs and opening (default 1).")
        long seed;
        @Option(names = "--preset", defaultValue = "full", description = "Configuration of both engines; its evaluation gives the start weights (default full).")
        String preset;
        @Option(names = "--set", description = "Change one setting, key=value (repeatable), e.g. eval.weights=FILE to start from a file.")
        List<String> settings = new ArrayList<>();
        @Option(names = "--out", required = true, description = "Output folder: state.json (resume), spsa.weights and last.weights (or spsa.keys and last.keys), progress.csv, spsa.png/svg.")
        Path out;

        @Override
        public Integer call() throws Exception {
            SearchConfig config = Configs.build(preset, settings);
            List<org.xqlab.protocol.Opening> list = MatchCommand.openings(openings);
            int[] chosen = weights == null ? new int[0] : TuneSettings.choose(weights, config.evaluator().terms());
            org.xqlab.tune.Spsa.Settings s = new org.xqlab.tune.Spsa.Settings(config, chosen, keys, pairs,
                    org.xqlab.protocol.MoveBudget.parse(tc),
                    threads, seed, rate, share, maxPlies, list);
            PrintWriter err = spec.commandLine().getErr();
            org.xqlab.tune.Spsa spsa = new org.xqlab.tune.Spsa(s, progress(err));
            org.xqlab.tune.Spsa.State state = spsa.run(out);
            org.xqlab.build.Provenance p = org.xqlab.build.Provenance.now().withConfig("both engines", config.asMap())
                    .withSeed("spsa", seed);
            p = openings != null ? p.withFile("openings " + openings.getFileName(), openings)
                    : p.withData("openings (bundled)", list.toString());
            org.xqlab.experiment.RunProvenance.addToTuneOutputs(out, p);
            spec.commandLine().getOut().print(spsa.summary(state, out));
            return 0;
        }
    }
}
