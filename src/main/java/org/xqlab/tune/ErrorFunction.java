package org.xqlab.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.DoubleUnaryOperator;
import org.xqlab.rules.Position;
import org.xqlab.search.EvalTerm;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.Evaluator;

/**
 * The error every tuning method minimises, so that they can be compared: the mean over the positions of
 * {@code (result − sigmoid(K·eval))²} with {@code sigmoid(s) = 1 / (1 + 10^(−s/400))}, {@code eval} the
 * evaluation from red's side in centipawns and {@code K} fitted once, before any method runs, to the start
 * weights ({@link #fitK}, Texel's scaling constant). The positions are split over threads; the sum is the
 * same whatever the number of threads up to the order of additions of the parts.
 */
public final class ErrorFunction implements AutoCloseable {
    private final Position[] positions;
    private final double[] results;
    private final Set<EvalTerm> terms;
    private final int threads;
    private final ExecutorService pool;
    private double k = 1;

    /** The error of {@code data} for tables of the given terms, on {@code threads} threads. */
    ErrorFunction(TuneData data, Set<EvalTerm> terms, int threads) {
        positions = data.entries().stream().map(TuneData.Entry::position).toArray(Position[]::new);
        results = data.entries().stream().mapToDouble(TuneData.Entry::result).toArray();
        this.terms = terms;
        this.threads = threads;
        this.pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tune-error");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /** The positions, in the data's order (the gradient method linearises the evaluation over them). */
    Position[] positions() {
        return positions;
    }

    /** The labels, one per position: a game's result for red or a search's expected score. */
    double[] results() {
        return results;
    }

    /** The scale of the sigmoid. */
    double k() {
        return k;
    }

    void setK(double k) {
        this.k = k;
    }

    /** The size of the data. */
    int size() {
        return positions.length;
    }

    /** The evaluation of every position from red's side with table {@code w}. */
    int[] evaluations(EvalWeights w) {
        Evaluator e = Evaluator.of(w, terms, true);
        int[] v = new int[positions.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = e.evaluateForRed(positions[i]);
        }
        return v;
    }

    /** The mean squared error of table {@code w} with the current K. */
    double error(EvalWeights w) {
        Evaluator e = Evaluator.of(w, terms, true);
        if (pool == null) {
            return part(e, 0, positions.length) / positions.length;
        }
        int chunk = (positions.length + threads - 1) / threads;
        List<Future<Double>> parts = new ArrayList<>();
        for (int from = 0; from < positions.length; from += chunk) {
            int a = from;
            int b = Math.min(positions.length, from + chunk);
            parts.add(pool.submit(() -> part(e, a, b)));
        }
        double sum = 0;
        try {
            for (Future<Double> f : parts) {
                sum += f.get();
            }
        } catch (Exception ex) {
            throw new IllegalStateException(ex);
        }
        return sum / positions.length;
    }

    private double part(Evaluator e, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            double d = results[i] - sigmoid(k, e.evaluateForRed(positions[i]));
            sum += d * d;
        }
        return sum;
    }

    /** The K that fits table {@code w} best: a scan over 0.05…3, then a golden-section refinement ({@link #fitScale}). */
    double fitK(EvalWeights w) {
        int[] ev = evaluations(w);
        return fitScale(Arrays.stream(ev).asDoubleStream().toArray(), results, 3);
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    /**
     * The K that makes {@code sigmoid(K, score)} predict the results best (least mean squared error): a
     * scan over 0.05…maxK in steps of 0.05, then a golden-section refinement around the best step.
     */
    public static double fitScale(double[] scores, double[] results, double maxK) {
        if (scores.length != results.length || scores.length == 0) {
            throw new IllegalArgumentException("fitting the scale needs as many results as scores, at least one");
        }
        DoubleUnaryOperator error = kk -> {
            double sum = 0;
            for (int i = 0; i < scores.length; i++) {
                double d = results[i] - sigmoid(kk, scores[i]);
                sum += d * d;
            }
            return sum / scores.length;
        };
        double bestK = 0.05;
        double best = Double.MAX_VALUE;
        for (double kk = 0.05; kk <= maxK + 1e-4; kk += 0.05) {
            double e = error.applyAsDouble(kk);
            if (e < best) {
                best = e;
                bestK = kk;
            }
        }
        double lo = Math.max(0.001, bestK - 0.05);
        double hi = bestK + 0.05;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 40; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (error.applyAsDouble(a) < error.applyAsDouble(b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    /** {@code 1 / (1 + 10^(−k·s/400))}: the expected score for red of an evaluation s. */
    public static double sigmoid(double k, double s) {
        return 1 / (1 + Math.pow(10, -k * s / 400));
    }
}
