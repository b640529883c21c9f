package org.xqlab.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineReply;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.rules.Piece;

/**
 * Labels a data set's positions with an engine's judgement instead of (or mixed with) the game results:
 * each position is searched by an engine — this program's search in-process ({@code preset:NAME,…}) or
 * any UCCI/UCI engine ({@code ucci:/path}) — at a fixed budget, its score turned to red's view, and the
 * label is the expected score for red that the score stands for, {@code sigmoid(S, score)}, with the
 * scale S fitted so that the engine's scores predict the data's game results best (the tuner's own
 * sigmoid and fit, {@link ErrorFunction#fitScale}). {@code mix} keeps a share of the game result:
 * {@code label = mix · result + (1 − mix) · sigmoid(S, score)}.
 *
 * <p>A game result says only who won, hundreds of moves later; a search score says what a position is
 * worth now, so a fit to scores needs far fewer positions — and a fit to a stronger engine's scores
 * teaches the evaluation that engine's judgement (distillation; the engine's code is not used, only its
 * answers). Positions for which the engine gives no score are dropped and counted; an engine that fails
 * on a position (dies, answers nonsense, {@link EngineException}) is restarted and the position dropped,
 * and only {@value #MAX_FAILURES_IN_A_ROW} failures in a row stop the labelling.
 *
 * <p>Threads take contiguous blocks of positions (consecutive positions of one game share an engine's
 * hash table); each thread has its own engine, started once. In-process engines clear their table before
 * each position ({@link EngineClient#newGame}), so labels at a depth or node budget do not depend on the
 * number of threads; an external UCCI engine keeps its hash between positions, so its scores may differ
 * slightly with the threads.
 */
public final class TuneLabels {
    /** The largest scale the fit tries: other engines count in smaller units than ours (K about 1). */
    static final double MAX_SCALE = 10;

    /** Positions in a row an engine may fail on (each restarting it) before the labelling stops. */
    static final int MAX_FAILURES_IN_A_ROW = 3;

    /** A score that stands for "the engine gave none". */
    public static final int NO_SCORE = Integer.MIN_VALUE;

    private TuneLabels() {
    }

    /**
     * Searches every position of the data with the engine at the budget, on {@code threads} threads,
     * and returns each score from red's point of view ({@link #NO_SCORE} when the engine gave none).
     * {@code progress} gets a line now and then (about every 1 % of the positions).
     */
    public static int[] search(TuneData data, String engine, MoveBudget budget, int threads, Consumer<String> progress)
            throws InterruptedException {
        EngineSpec spec = EngineSpec.parse(engine);
        if (threads < 1) {
            throw new IllegalArgumentException("labelling needs at least one thread");
        }
        int n = data.size();
        int[] scores = new int[n];
        int blocks = Math.min(threads, n);
        int chunk = (n + blocks - 1) / blocks;
        AtomicInteger done = new AtomicInteger();
        int every = Math.max(1, n / 100);
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(blocks, r -> {
            Thread t = new Thread(r, "tune-label");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> parts = new ArrayList<>();
        for (int from = 0; from < n; from += chunk) {
            int a = from;
            int b = Math.min(n, from + chunk);
            parts.add(pool.submit(() -> {
                EngineClient client = spec.start(null, 1, 10_000);
                int failedInARow = 0;
                try {
                    for (int i = a; i < b; i++) {
                        if (Thread.currentThread().isInterrupted()) {
                            return null;
                        }
                        try {
                            scores[i] = scoreForRed(client, data, i, budget);
                            failedInARow = 0;
                        } catch (EngineException e) {
                            // one bad position costs its label, not the hours of the others: a fresh engine goes on
                            scores[i] = NO_SCORE;
                            progress.accept("position " + (i + 1) + " (" + data.fen(i) + "): the engine failed (" + e.getMessage()
                                    + "); no label, engine restarted");
                            client.close();
                            if (++failedInARow >= MAX_FAILURES_IN_A_ROW) {
                                throw new IllegalArgumentException("the engine failed on " + failedInARow
                                        + " positions in a row, the last " + (i + 1) + ": " + e.getMessage());
                            }
                            client = spec.start(null, 1, 10_000);
                        }
                        int d = done.incrementAndGet();
                        if (d % every == 0 || d == n) {
                            double seconds = (System.nanoTime() - start) / 1e9;
                            long left = Math.round(seconds / d * (n - d));
                            progress.accept(String.format(Locale.ROOT, "[%-20s] %d/%d positions, %d:%02d left",
                                    "#".repeat(d * 20 / n), d, n, left / 60, left % 60));
                        }
                    }
                } finally {
                    client.close();
                }
                return null;
            }));
        }
        pool.shutdown();
        try {
            for (Future<?> f : parts) {
                f.get();
            }
        } catch (ExecutionException e) {
            pool.shutdownNow();
            Throwable cause = e.getCause();
            if (cause instanceof IllegalArgumentException bad) {
                throw bad;
            }
            if (cause instanceof EngineException engineFailed) { // it cannot start: a bad engine, named
                throw new IllegalArgumentException("the engine " + engine + " failed: " + engineFailed.getMessage(), cause);
            }
            throw new IllegalStateException("labelling failed: " + cause, cause);
        } catch (InterruptedException e) {
            pool.shutdownNow();
            throw e;
        }
        return scores;
    }

    private static int scoreForRed(EngineClient client, TuneData data, int i, MoveBudget budget) {
        client.newGame();
        EngineReply reply = client.think(data.fen(i), List.of(), budget);
        if (!reply.hasScore()) {
            return NO_SCORE;
        }
        boolean redToMove = data.entries().get(i).position().sideToMove() == Piece.RED;
        return redToMove ? reply.score() : -reply.score();
    }

    /** What {@link #label} made: the labelled set, the fitted scale and how many positions had no score. */
    public record Labelled(TuneData data, double scale, int dropped) {
    }

    /**
     * The data relabelled from the scores: the scale is fitted to the game results of the positions
     * that have a score (or taken as given when {@code scale} is positive), positions without a score
     * are dropped, and each label is {@code mix · result + (1 − mix) · sigmoid(scale, score)}.
     */
    public static Labelled label(TuneData data, int[] scores, double scale, double mix, String source) {
        if (scores.length != data.size()) {
            throw new IllegalArgumentException("expected " + data.size() + " scores, not " + scores.length);
        }
        if (!(mix >= 0 && mix <= 1)) {
            throw new IllegalArgumentException("the share of the game result (--mix) must be from 0 to 1, not " + mix);
        }
        boolean[] keep = new boolean[scores.length];
        int kept = 0;
        for (int i = 0; i < scores.length; i++) {
            keep[i] = scores[i] != NO_SCORE;
            kept += keep[i] ? 1 : 0;
        }
        if (kept == 0) {
            throw new IllegalArgumentException("the engine gave no score for any position; nothing to label");
        }
        double[] s = new double[kept];
        double[] results = new double[kept];
        for (int i = 0, j = 0; i < scores.length; i++) {
            if (keep[i]) {
                s[j] = scores[i];
                results[j++] = data.entries().get(i).result();
            }
        }
        double k = scale > 0 ? scale : ErrorFunction.fitScale(s, results, MAX_SCALE);
        double[] labels = new double[kept];
        for (int j = 0; j < kept; j++) {
            labels[j] = mix * results[j] + (1 - mix) * ErrorFunction.sigmoid(k, s[j]);
        }
        TuneData subset = kept == scores.length ? data : data.subset(keep, data.source());
        return new Labelled(subset.relabelled(labels, source), k, scores.length - kept);
    }
}
