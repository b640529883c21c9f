package org.xqlab.protocol;

import org.xqlab.book.OpeningBook;
import org.xqlab.game.GameRecordText;
import org.xqlab.game.Outcome;
import org.xqlab.rules.GameEnd;
import org.xqlab.rules.RepetitionJudge;
import org.xqlab.rules.Piece;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;

/**
 * A match between two engines: game {@code 2k} and {@code 2k+1} play the same opening with the
 * colours swapped, so neither engine profits from a lucky opening. Games run in parallel on a pool of
 * {@code concurrency} workers (each game with fresh engines, and each in-process engine's search single-threaded
 * unless its spec says {@code threads=N}, so node-budget games are reproducible whatever the concurrency). The
 * score is counted for the first engine.
 *
 * <p>Engine failures are never silent. An engine that cannot start — checked once for each external
 * engine before the first game, and again at the start of every game — ends the match: {@link #run}
 * throws {@link EngineException} naming the engine (its spec) and the problem, and no score is given.
 * An engine that fails during a game (dies, stays silent past its budget and grace, plays an illegal
 * move or claims to have no move before 100 plies without a capture — later that is a draw claim,
 * {@link MatchGame#CLAIM_PLIES}) loses that game by forfeit — the rule engine-testing tools use — the
 * record keeps every move and a comment saying what happened, the match goes on with fresh processes,
 * and the report lists every failure ({@link Report#failures()}), so the caller can say so in its exit
 * status.
 */
public final class Match {
    /** What to play. {@code book} (may be null) is used by in-process engines whose {@code book} switch is on. */
    public record Settings(EngineSpec first, EngineSpec second, int games, List<Opening> openings, MoveBudget budget,
                           int maxPlies, int concurrency, OpeningBook book, long thinkGraceMillis, int captureLimit,
                           RepetitionJudge.RuleSet rules) {
        /** Repetitions judged by the default rule set. */
        public Settings(EngineSpec first, EngineSpec second, int games, List<Opening> openings, MoveBudget budget,
                        int maxPlies, int concurrency, OpeningBook book, long thinkGraceMillis, int captureLimit) {
            this(first, second, games, openings, budget, maxPlies, concurrency, book, thinkGraceMillis, captureLimit,
                    RepetitionJudge.RuleSet.DEFAULT);
        }

        /** With the rules' limit of plies without a capture (120). */
        public Settings(EngineSpec first, EngineSpec second, int games, List<Opening> openings, MoveBudget budget,
                        int maxPlies, int concurrency, OpeningBook book, long thinkGraceMillis) {
            this(first, second, games, openings, budget, maxPlies, concurrency, book, thinkGraceMillis,
                    GameEnd.MOVE_LIMIT_PLIES);
        }

        public Settings {
            java.util.Objects.requireNonNull(rules, "rules");
            if (captureLimit < 1 || captureLimit > GameEnd.MOVE_LIMIT_PLIES) {
                throw new IllegalArgumentException("--capture-limit must be 1.." + GameEnd.MOVE_LIMIT_PLIES
                        + " (plies without a capture; the rules draw at " + GameEnd.MOVE_LIMIT_PLIES
                        + "), not " + captureLimit);
            }
            if (games < 1) {
                throw new IllegalArgumentException("--games must be at least 1");
            }
            if (concurrency < 1) {
                throw new IllegalArgumentException("--concurrency must be at least 1, not " + concurrency);
            }
            if (maxPlies < 1) {
                throw new IllegalArgumentException("--max-plies must be at least 1");
            }
            if (openings.isEmpty()) {
                throw new IllegalArgumentException("a match needs at least one opening");
            }
        }

        /**
         * How the match uses the processors, e.g. {@code 2 games at once, each engine on 1 thread}, or with sides
         * that differ {@code 1 game at once, engine 1 on 2 threads, engine 2 on 1 thread}; an external engine's
         * threads are its own ({@code engine 2 on its own threads}).
         */
        public String parallelism() {
            String games = concurrency + (concurrency == 1 ? " game" : " games") + " at once";
            if (first.inProcess() && second.inProcess() && first.threads() == second.threads()) {
                return games + ", each engine on " + threadCount(first);
            }
            return games + ", engine 1 on " + threadCount(first) + ", engine 2 on " + threadCount(second);
        }

        private static String threadCount(EngineSpec spec) {
            if (!spec.inProcess()) {
                return "its own threads";
            }
            return spec.threads() + (spec.threads() == 1 ? " thread" : " threads");
        }
    }

    /**
     * The games in order, the score for the first engine, the failures, and the sequential test's
     * outcome (null without {@code --sprt}). A match stopped by the test holds the games up to the pair
     * that decided it.
     */
    public record Report(List<MatchGame.Result> games, MatchScore score, List<String> failures, SprtOutcome sprt) {
        /** All games as one PGN text. */
        public String pgn() {
            StringBuilder sb = new StringBuilder();
            for (MatchGame.Result g : games) {
                sb.append(GameRecordText.write(g.record())).append('\n');
            }
            return sb.toString();
        }
    }

    /** Where the sequential test ended: its settings, the last LLR, the decision, and the games it took. */
    public record SprtOutcome(Sprt test, double llr, Sprt.Decision decision, int games) {
        /** E.g. {@code sprt H1 accepted ... after 48 games (LLR 2.95 [-2.94, 2.94])}. */
        public String line() {
            return "sprt " + test.verdict(decision) + " after " + games + " games (" + test.status(llr) + ", "
                    + test.settings() + ")";
        }
    }

    private Match() {
    }

    /** Plays the match, telling {@code progress} one line per finished game. */
    public static Report run(Settings s, Consumer<String> progress) throws InterruptedException {
        return run(s, null, progress);
    }

    /**
     * Plays the match; with a sequential test ({@code sprt} not null) {@code games} is the most to play,
     * and the match stops as soon as the test decides. The test reads game pairs in game order (2k and
     * 2k+1 share an opening), so its decision does not depend on the number of threads: after each pair
     * completes in order {@code progress} gets a line {@code sprt after N games: LLR x [lower, upper]},
     * and when the LLR leaves the bounds the games still running are stopped and left out.
     */
    public static Report run(Settings s, Sprt sprt, Consumer<String> progress) throws InterruptedException {
        return run(s, sprt, Map.of(), progress, (game, result) -> { });
    }

    /** Told of each game as it finishes, before its progress line; may save it (a match file, a log). */
    @FunctionalInterface
    public interface GameSink {
        /** Game {@code game} (0-based) has finished with {@code result}; called from one thread at a time. */
        void finished(int game, MatchGame.Result result) throws java.io.IOException;
    }

    /**
     * As {@link #run(Settings, Sprt, Consumer)}, continuing a match that was cut: the games in {@code resumed}
     * (by 0-based index) are taken as played and not played again; every game played now goes to {@code sink}
     * as it finishes (a failure to save it stops the match with an {@link java.io.UncheckedIOException}).
     */
    public static Report run(Settings s, Sprt sprt, Map<Integer, MatchGame.Result> resumed, Consumer<String> progress,
                             GameSink sink) throws InterruptedException {
        List<Opening> openings = Opening.forPairs(s.openings(), (s.games() + 1) / 2);
        AtomicReferenceArray<MatchGame.Result> finished = new AtomicReferenceArray<>(s.games());
        resumed.forEach((game, result) -> {
            if (game < 0 || game >= s.games()) {
                throw new IllegalArgumentException("game " + (game + 1) + " to resume is not one of the match's "
                        + s.games() + " games");
            }
            finished.set(game, result);
        });
        int[] inOrder = {0};
        Sprt.Tally tally = new Sprt.Tally();
        SprtOutcome outcome = advance(s, sprt, finished, inOrder, tally, progress);
        boolean needed = outcome == null && resumed.size() < s.games();
        if (needed) {
            checkStarts(s.first(), "engine 1", s);
            checkStarts(s.second(), "engine 2", s);
        }
        ExecutorService pool = Executors.newFixedThreadPool(s.concurrency());
        AtomicBoolean abandoned = new AtomicBoolean();
        Set<EngineClient> active = ConcurrentHashMap.newKeySet();
        CompletionService<Integer> done = new ExecutorCompletionService<>(pool);
        List<Future<Integer>> futures = new ArrayList<>();
        Object sinkLock = new Object();
        for (int i = 0; i < s.games() && needed; i++) {
            if (finished.get(i) != null) {
                continue;
            }
            final int game = i;
            futures.add(done.submit(() -> {
                finished.set(game, playOne(s, game, openings.get(game / 2), progress, abandoned, active, sink,
                        sinkLock));
                return game;
            }));
        }
        pool.shutdown();
        try {
            for (int k = 0; k < futures.size() && outcome == null; k++) {
                done.take().get();
                outcome = advance(s, sprt, finished, inOrder, tally, progress);
            }
        } catch (ExecutionException e) {
            stopAll(pool, abandoned, active, futures);
            Throwable c = e.getCause();
            if (c instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(c);
        }
        if (outcome != null && inOrder[0] < s.games()) {
            stopAll(pool, abandoned, active, futures);
        }
        if (sprt != null && outcome == null) {
            // an odd number of games: the last game has no partner and does not move the test
            double llr = sprt.llrPentanomial(tally.pairs());
            outcome = new SprtOutcome(sprt, llr, sprt.decide(tally.pairs()), inOrder[0]);
        }
        List<MatchGame.Result> results = new ArrayList<>();
        int w = 0;
        int d = 0;
        int l = 0;
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < inOrder[0]; i++) {
            MatchGame.Result r = finished.get(i);
            results.add(r);
            double sc = scoreForFirst(r, i);
            if (sc == 0.5) {
                d++;
            } else if (sc == 1) {
                w++;
            } else {
                l++;
            }
            if (r.failure() != null) {
                failures.add("game " + (i + 1) + ": " + r.failure());
            }
        }
        return new Report(results, new MatchScore(w, d, l, tally.pairs()), failures, outcome);
    }

    /**
     * Counts the games finished in order since the last call; with a sequential test, tells {@code progress}
     * its state after each complete pair and returns the outcome once it decides (or at the last game).
     */
    private static SprtOutcome advance(Settings s, Sprt sprt, AtomicReferenceArray<MatchGame.Result> finished,
                                       int[] inOrder, Sprt.Tally tally, Consumer<String> progress) {
        while (inOrder[0] < s.games() && finished.get(inOrder[0]) != null) {
            tally.add(scoreForFirst(finished.get(inOrder[0]), inOrder[0]));
            inOrder[0]++;
            if (sprt != null && tally.pairComplete()) {
                double llr = sprt.llrPentanomial(tally.pairs());
                Sprt.Decision d = sprt.decide(tally.pairs());
                // before the test may decide its LLR means little (one lost pair alone is far below the bound)
                progress.accept("sprt after " + inOrder[0] + " games: " + sprt.status(llr)
                        + (inOrder[0] < 2 * Sprt.MIN_PAIRS ? " (no decision before " + 2 * Sprt.MIN_PAIRS + " games)" : ""));
                if (d != Sprt.Decision.CONTINUE || inOrder[0] == s.games()) {
                    return new SprtOutcome(sprt, llr, d, inOrder[0]);
                }
            }
        }
        return null;
    }

    /** The first engine's points in game {@code index} (it plays red in even games). */
    public static double scoreForFirst(MatchGame.Result r, int index) {
        Outcome o = r.outcome();
        int firstColour = index % 2 == 0 ? Piece.RED : Piece.BLACK;
        return o.isDraw() ? 0.5 : o.winner() == firstColour ? 1 : 0;
    }

    private static void stopAll(ExecutorService pool, AtomicBoolean abandoned, Set<EngineClient> active,
                                List<Future<Integer>> futures) {
        abandoned.set(true);
        pool.shutdownNow();
        active.forEach(EngineClient::stop);
        closeAbandoned(futures);
    }

    private static void closeAbandoned(List<? extends Future<?>> futures) {
        for (Future<?> f : futures) {
            f.cancel(true);
        }
    }

    /** Starts and closes an external engine once; throws, naming it, if it cannot start. */
    private static void checkStarts(EngineSpec spec, String which, Settings s) {
        if (spec.inProcess()) {
            return;
        }
        try {
            spec.start(s.book(), 0, s.thinkGraceMillis()).close();
        } catch (EngineException e) {
            throw cannotStart(spec, which, e);
        }
    }

    private static EngineException cannotStart(EngineSpec spec, String which, EngineException e) {
        return new EngineException(which + " (" + spec.text() + ") cannot start: " + e.getMessage()
                + "; the match is abandoned", e);
    }

    private static MatchGame.Result playOne(Settings s, int game, Opening opening, Consumer<String> progress,
                                            AtomicBoolean abandoned, Set<EngineClient> active, GameSink sink,
                                            Object sinkLock) {
        if (abandoned.get()) {
            return null;
        }
        EngineSpec redSpec = game % 2 == 0 ? s.first() : s.second();
        EngineSpec blackSpec = game % 2 == 0 ? s.second() : s.first();
        EngineClient red = null;
        EngineClient black = null;
        MatchGame.Result result;
        try {
            try {
                red = redSpec.start(s.book(), 1000L + game, s.thinkGraceMillis());
            } catch (EngineException e) {
                throw cannotStart(redSpec, game % 2 == 0 ? "engine 1" : "engine 2", e);
            }
            try {
                black = blackSpec.start(s.book(), 2000L + game, s.thinkGraceMillis());
            } catch (EngineException e) {
                throw cannotStart(blackSpec, game % 2 == 0 ? "engine 2" : "engine 1", e);
            }
            active.add(red);
            active.add(black);
            result = MatchGame.play(red, black, opening, s.budget(), s.maxPlies(), s.captureLimit(), s.rules(), abandoned::get);
        } finally {
            if (red != null) {
                active.remove(red);
                red.close();
            }
            if (black != null) {
                active.remove(black);
                black.close();
            }
        }
        if (result == null) {
            return null;
        }
        result.record().headers().put("Event", "Xiangqi Lab match");
        result.record().headers().put("Round", String.valueOf(game + 1));
        result.record().headers().put("RedSpec", redSpec.text());
        result.record().headers().put("BlackSpec", blackSpec.text());
        synchronized (sinkLock) {
            try {
                sink.finished(game, result);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        progress.accept(String.format("game %d %s vs %s: %s %s, %d plies, %s", game + 1, redSpec.label(), blackSpec.label(),
                result.outcome().result(), result.ending(), result.record().mainLine().size(), opening.name()));
        return result;
    }
}
