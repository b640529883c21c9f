package org.xqlab.experiment;

import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecordText;
import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.protocol.LocalEngine;
import org.xqlab.protocol.Match;
import org.xqlab.protocol.MatchGame;
import org.xqlab.protocol.Opening;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Runs a match experiment (or one shard of it) into its output folder. A task is one game pair of one
 * variant against the reference (the pair's opening with the variant red, then black), each game with
 * fresh in-process engines on one thread, so at equal nodes every game is the one the {@code match}
 * command plays with the same settings, whatever the number of threads. Tasks are numbered variant by
 * variant, pair by pair; shard {@code k} of {@code n} plays the tasks whose number is {@code k - 1}
 * modulo {@code n}. Each finished pair is appended to the folder's {@link MatchLog}; pairs already there
 * are skipped, so a killed run continues where it stopped. With a sequential test, a variant's remaining
 * pairs are skipped once its test has decided on the pairs finished in order (in a shard only on the
 * shard's own pairs in order, which never decides early; the merge then applies the test). When the run
 * covers the whole experiment, {@link MatchOutputs} writes the summary and report. With an external
 * {@code opponent} (named on the command line) a fresh process plays the reference's side in every game;
 * an engine that fails in a game loses it by forfeit, recorded in the game's {@code failure}.
 */
public final class MatchRunner {
    /** The summary lines, the finished pairs by key, whether nothing is missing, and the folder. */
    public record Result(List<MatchSummary.Line> lines, Map<String, List<MatchGameRow>> pairs, boolean complete,
                         int pairsPlayed, Path output) {
    }

    private record PairTask(int index, Variant variant, int pair, Opening opening) {
        String key() {
            return MatchLog.key(variant.name(), pair);
        }
    }

    /** Milliseconds an external opponent may exceed its budget before it forfeits (as {@code match --grace}). */
    static final long OPPONENT_GRACE_MILLIS = 30_000;

    private final MatchExperiment experiment;
    private final ExperimentRunner.Options options;
    private final Consumer<Progress> listener;
    private final Consumer<String> gameLines;
    private final Set<EngineClient> active = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;
    private long gamesDone;
    private long gamesTotal;
    private long skipped;
    private long sessionDone;
    private long startNanos;
    private volatile Provenance provenance;

    /** {@code gameLines} gets one line per finished game (may be null). */
    public MatchRunner(MatchExperiment experiment, ExperimentRunner.Options options, Consumer<Progress> listener,
                       Consumer<String> gameLines) {
        this.experiment = experiment;
        this.options = options;
        this.listener = listener == null ? p -> { } : listener;
        this.gameLines = gameLines == null ? l -> { } : gameLines;
    }

    /** Asks the run to stop soon; finished pairs stay in the log. Safe from any thread. */
    public void cancel() {
        cancelled = true;
        active.forEach(EngineClient::stop);
    }

    /** Every pair task of the experiment, numbered in canonical order. */
    private static List<PairTask> plan(MatchExperiment e) {
        List<PairTask> tasks = new ArrayList<>();
        List<Opening> openings = e.pairOpenings();
        for (Variant v : e.challengers()) {
            for (int k = 0; k < e.pairs(); k++) {
                tasks.add(new PairTask(tasks.size(), v, k, openings.get(k)));
            }
        }
        return tasks;
    }

    /** Plays the pairs not yet in the log; blocks until they are done, decided or the run is cancelled. */
    public Result run() {
        List<PairTask> tasks = plan(experiment).stream()
                .filter(t -> t.index() % options.shards() == options.shard() - 1).toList();
        Map<String, List<MatchGameRow>> results = new ConcurrentHashMap<>();
        int played;
        try (MatchLog log = MatchLog.open(options.output(), experiment)) {
            provenance = RunProvenance.record(options.output(), RunProvenance.of(experiment));
            List<PairTask> todo = new ArrayList<>();
            for (PairTask t : tasks) {
                List<MatchGameRow> rows = log.finished().get(t.key());
                if (rows != null) {
                    results.put(t.key(), rows);
                } else {
                    todo.add(t);
                }
            }
            synchronized (this) {
                gamesTotal = 2L * tasks.size();
                skipped = 2L * (tasks.size() - todo.size());
                gamesDone = skipped;
                startNanos = System.nanoTime();
            }
            report(false);
            TaskPool.runAll(todo, options.threads(), t -> {
                if (cancelled || (options.shards() == 1 && MatchSummary.decided(experiment, t.variant().name(), results))) {
                    synchronized (this) {
                        gamesTotal -= 2;
                    }
                    return;
                }
                List<MatchGameRow> rows = playPair(t);
                if (rows != null) {
                    log.append(t.key(), rows);
                    results.put(t.key(), rows);
                }
            }, this::cancel, "a game");
            played = (int) todo.stream().filter(t -> results.containsKey(t.key())).count();
        }
        report(true);
        boolean complete;
        List<MatchSummary.Line> lines = MatchSummary.of(experiment, results);
        if (options.shards() == 1) {
            complete = MatchSummary.missing(experiment, results).isEmpty();
            if (complete) {
                MatchOutputs.writeAll(experiment, results, options.output(), List.of(provenance));
            }
        } else {
            complete = tasks.stream().allMatch(t -> results.containsKey(t.key()));
            if (complete) {
                MatchOutputs.writeGames(experiment, results, options.output());
            }
        }
        return new Result(lines, Map.copyOf(results), complete, played, options.output());
    }

    private List<MatchGameRow> playPair(PairTask t) {
        List<MatchGameRow> rows = new ArrayList<>();
        Variant base = experiment.baseVariant();
        for (int colour = 0; colour < 2; colour++) {
            int game = 2 * t.pair() + colour;
            // seeds as the match command gives them (they only choose book moves, and the book is off)
            long variantSeed = (colour == 0 ? 1000L : 2000L) + game;
            long referenceSeed = (colour == 0 ? 2000L : 1000L) + game;
            EngineClient variant = new LocalEngine(t.variant().name(), t.variant().config(), null, variantSeed);
            EngineClient reference;
            if (experiment.opponent() == null) {
                reference = new LocalEngine(base.name(), base.config(), null, referenceSeed);
            } else {
                try {
                    reference = EngineSpec.parse(experiment.opponent()).start(null, 0, OPPONENT_GRACE_MILLIS);
                } catch (EngineException ex) {
                    throw new EngineException("the opponent (" + experiment.opponent() + ") cannot start: "
                            + ex.getMessage(), ex);
                }
            }
            EngineClient r = colour == 0 ? variant : reference;
            EngineClient b = colour == 0 ? reference : variant;
            String redName = colour == 0 ? t.variant().name() : experiment.reference();
            String blackName = colour == 0 ? experiment.reference() : t.variant().name();
            active.add(r);
            active.add(b);
            MatchGame.Result result;
            try {
                if (cancelled) {
                    return null;
                }
                result = MatchGame.play(r, b, t.opening(), experiment.budget(), experiment.maxPlies(), () -> cancelled);
            } finally {
                active.remove(r);
                active.remove(b);
                reference.close();
            }
            if (result == null || cancelled) {
                return null;
            }
            result.record().headers().put("Event", "Xiangqi Lab experiment " + experiment.name());
            result.record().headers().put("Round", String.valueOf(game + 1));
            Map<String, String> referenceConfig = experiment.opponent() == null ? base.config().asMap()
                    : Map.of("engine", experiment.opponent());
            Provenance game0 = provenance.withoutConfigs()
                    .withConfig("red", colour == 0 ? t.variant().config().asMap() : referenceConfig)
                    .withConfig("black", colour == 0 ? referenceConfig : t.variant().config().asMap())
                    .withSeed("red", colour == 0 ? variantSeed : referenceSeed)
                    .withSeed("black", colour == 0 ? referenceSeed : variantSeed);
            result.record().headers().putAll(game0.tags());
            double score = Match.scoreForFirst(result, game);
            String ending = result.outcome().kind().name().toLowerCase(Locale.ROOT);
            rows.add(new MatchGameRow(t.variant().name(), t.pair(), game, t.opening().name(), colour == 0 ? "red" : "black",
                    result.outcome().result(), ending, result.record().mainLine().size(), score,
                    result.failure() == null ? "" : result.failure(), GameRecordText.write(result.record())));
            gameLines.accept(String.format(Locale.ROOT, "%s game %d: %s vs %s %s %s, %d plies, %s", t.variant().name(),
                    game + 1, redName, blackName, result.outcome().result(), ending,
                    result.record().mainLine().size(), t.opening().name()));
            synchronized (this) {
                gamesDone++;
                sessionDone++;
            }
            report(false);
        }
        return rows;
    }

    private void report(boolean finished) {
        Progress p;
        synchronized (this) {
            long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
            double rate = elapsed <= 0 ? 0 : sessionDone * 1000.0 / elapsed;
            long left = gamesTotal - gamesDone;
            long eta = rate <= 0 ? -1 : Math.round(left / rate);
            p = new Progress(gamesDone, gamesTotal, skipped, rate, eta, elapsed, finished);
        }
        listener.accept(p);
    }
}
