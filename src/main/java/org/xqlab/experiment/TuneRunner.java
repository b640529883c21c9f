package org.xqlab.experiment;

import org.xqlab.tune.TuneData;
import org.xqlab.tune.TuneSettings;
import org.xqlab.tune.TuneState;
import org.xqlab.tune.Tuner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.xqlab.game.GameRecord;
import org.xqlab.game.GameRecordText;
import org.xqlab.io.AtomicFile;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.search.Evaluator;

/**
 * Runs a tune experiment ({@link TuneExperiment}) in its output folder, in three resumable stages:
 * <ol>
 * <li><b>Self-play games.</b> Game {@code i} is the game {@code tune data --self-play} plays with the
 *     same engine, nodes and seed ({@link TuneData.SelfPlay}); each finished game is appended to the
 *     folder's journal {@code selfplay.jsonl} ({@link Journal}), games already there are skipped.
 *     Shard {@code k} of {@code n} plays the games whose number is {@code k − 1} modulo {@code n} and
 *     stops there; {@link #merge} combines the shard folders, and a run of the whole experiment in
 *     the merged folder goes on with the next stages.</li>
 * <li><b>Data.</b> The game records and the self-play games (in game order) become a {@link TuneData}
 *     set, saved as {@code data.txt}; the games as {@code selfplay.pgn}.</li>
 * <li><b>Tuning.</b> {@link Tuner} with the experiment's settings, resuming from {@code state.json},
 *     writing the weights files, the convergence chart and {@code report.md}.</li>
 * </ol>
 */
public final class TuneRunner {
    /** The journal of finished self-play games in a result folder. */
    public static final String GAMES_FILE = "selfplay.jsonl";

    /** Whether the whole experiment is done, games played in this run, the tuning state and the best method. */
    public record Result(boolean complete, int gamesPlayed, int gamesTotal, TuneState state, String winner,
                         String summary, Path output) {
    }

    private final TuneExperiment experiment;
    private final ExperimentRunner.Options options;
    private final Consumer<Progress> listener;
    private final Consumer<String> lines;
    private volatile boolean cancelled;

    /** {@code listener} follows the self-play games, {@code lines} gets game and tuning progress lines. */
    public TuneRunner(TuneExperiment experiment, ExperimentRunner.Options options, Consumer<Progress> listener,
                      Consumer<String> lines) {
        this.experiment = experiment;
        this.options = options;
        this.listener = listener == null ? p -> { } : listener;
        this.lines = lines == null ? l -> { } : lines;
    }

    /** Asks the run to stop after the games being played; finished games stay in the journal. */
    public void cancel() {
        cancelled = true;
    }

    private static String key(int game) {
        return "game " + (game + 1);
    }

    /** Runs what is left of the experiment (or of the shard). */
    public Result run() throws IOException {
        TuneExperiment e = experiment;
        Path dir = options.output();
        String canonical = TuneExperimentFile.canonical(e);
        Map<String, List<String>> done = Journal.read(dir, GAMES_FILE, "pgn", String.class);
        List<Integer> todo = new ArrayList<>();
        int mine = 0;
        for (int i = 0; i < e.selfPlay(); i++) {
            if (i % options.shards() == options.shard() - 1) {
                mine++;
                if (!done.containsKey(key(i))) {
                    todo.add(i);
                }
            }
        }
        int[] played = {0};
        int total = mine;
        int skipped = mine - todo.size();
        long started = System.nanoTime();
        try (Journal journal = Journal.open(dir, canonical, GAMES_FILE, "pgn")) {
            if (!todo.isEmpty()) {
                TuneData.SelfPlay plan = new TuneData.SelfPlay(EngineSpec.parse(e.engine()), e.nodes(), e.dataSeed());
                listener.accept(progress(skipped, total, skipped, 0, started, false));
                TaskPool.runAll(todo, options.threads(), game -> {
                    if (cancelled || Thread.currentThread().isInterrupted()) {
                        return;
                    }
                    GameRecord g = plan.play(game, lines);
                    journal.append(key(game), List.of(GameRecordText.write(g)));
                    synchronized (played) {
                        played[0]++;
                        listener.accept(progress(skipped + played[0], total, skipped, played[0], started, false));
                    }
                }, this::cancel, "a self-play game");
            }
        }
        listener.accept(progress(skipped + played[0], total, skipped, played[0], started, true));
        if (cancelled || skipped + played[0] < total) {
            return new Result(false, played[0], total, null, null, null, dir);
        }
        if (options.shards() > 1) {
            return new Result(true, played[0], total, null, null, null, dir);
        }
        return tune(dir, played[0], total);
    }

    private Progress progress(long doneNow, long total, long skipped, long session, long started, boolean finished) {
        long elapsed = (System.nanoTime() - started) / 1_000_000;
        double rate = elapsed == 0 ? 0 : session * 1000.0 / elapsed;
        long eta = session == 0 ? -1 : Math.round((total - doneNow) / rate);
        return new Progress(doneNow, total, skipped, rate, eta, elapsed, finished);
    }

    /** Stages 2 and 3, once every self-play game is in the journal. */
    private Result tune(Path dir, int played, int total) throws IOException {
        TuneExperiment e = experiment;
        Map<String, List<String>> done = Journal.read(dir, GAMES_FILE, "pgn", String.class);
        List<GameRecord> games = new ArrayList<>();
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < e.selfPlay(); i++) {
            String text = done.get(key(i)).get(0);
            games.add(GameRecordText.read(text));
            pgn.append(text).append('\n');
        }
        TuneData data = null;
        if (!e.records().isEmpty()) {
            TuneData.Read read = TuneData.readGames(e.records().stream().map(Path::of).toList(), e.skipPlies(),
                    "records " + e.records(), w -> lines.accept("warning: " + w));
            data = read.data();
            lines.accept("records: " + read.games() + " games, " + data.size() + " quiet positions");
        }
        if (e.selfPlay() > 0) {
            TuneData selfPlay = TuneData.ofGames(games, e.skipPlies(), "self-play " + e.selfPlay() + " games "
                    + e.engine() + " nodes=" + e.nodes() + " seed=" + e.dataSeed());
            lines.accept("self-play: " + games.size() + " games, " + selfPlay.size() + " quiet positions");
            data = data == null ? selfPlay : data.plus(selfPlay);
            AtomicFile.writeString(dir.resolve("selfplay.pgn"), pgn.toString());
        }
        if (data.size() == 0) {
            throw new IllegalArgumentException("experiment " + e.name() + ": no quiet position with a game result in its data");
        }
        data.save(dir.resolve("data.txt"));
        Evaluator evaluator = Variant.of("tune", e.preset(), e.set()).config().evaluator();
        TuneSettings s = new TuneSettings(e.methods(), TuneSettings.choose(e.weights(), evaluator.terms()),
                evaluator.weights(), evaluator.terms(), e.iterations(), e.seed(), e.step(), e.population(),
                options.threads(), e.holdout());
        Tuner tuner = new Tuner(data, s, lines);
        TuneState state = tuner.run(dir);
        String winner = tuner.writeOutputs(state, dir, "data.txt (" + data.source() + ")");
        RunProvenance.addToTuneOutputs(dir, org.xqlab.build.Provenance.now()
                .withConfig("tuned engine", Variant.of("tune", e.preset(), e.set()).config().asMap())
                .withSeed("tuner", e.seed()).withSeed("self-play", e.dataSeed())
                .withData("data.txt", java.nio.file.Files.readAllBytes(dir.resolve("data.txt")))
                .withData(ResultLog.EXPERIMENT_FILE, TuneExperimentFile.canonical(e)));
        return new Result(true, played, total, state, winner, tuner.summary(state, winner, dir), dir);
    }

    /**
     * Combines the folders of the shards of one tune experiment: every folder must hold the same
     * experiment, and together every self-play game; the merged folder gets all games in its journal.
     * Returns the number of games. Run the experiment in the merged folder to build the data and tune.
     */
    public static int merge(List<Path> shards, Path out) {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("merge needs at least one shard folder");
        }
        String canonical = ResultLog.experimentText(shards.get(0));
        TuneExperiment e = TuneExperimentFile.parse(ResultLog.EXPERIMENT_FILE + " in " + shards.get(0), canonical, null);
        Map<String, List<String>> all = new java.util.LinkedHashMap<>();
        for (Path dir : shards) {
            if (!ResultLog.experimentText(dir).equals(canonical)) {
                throw new IllegalArgumentException(dir + " holds a different experiment than " + shards.get(0));
            }
            Journal.read(dir, GAMES_FILE, "pgn", String.class).forEach(all::putIfAbsent);
        }
        for (int i = 0; i < e.selfPlay(); i++) {
            if (!all.containsKey(key(i))) {
                throw new IllegalArgumentException("self-play " + key(i) + " is missing (of " + e.selfPlay()
                        + "); merge the folders of all shards, or finish the missing shard");
            }
        }
        Map<String, List<String>> there = Journal.read(out, GAMES_FILE, "pgn", String.class);
        try (Journal j = Journal.open(out, canonical, GAMES_FILE, "pgn")) {
            for (int i = 0; i < e.selfPlay(); i++) {
                if (!there.containsKey(key(i))) {
                    j.append(key(i), all.get(key(i)));
                }
            }
        }
        return e.selfPlay();
    }
}
