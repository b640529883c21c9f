package org.xqlab.experiment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.xqlab.protocol.Sprt;

/**
 * Small statistics for summaries: mean, median, sample standard deviation, the 0.975 quantile of
 * Student's t (tabulated; between table rows the next smaller degrees of freedom are used, which errs
 * on the wide side), the geometric mean with its 95% confidence interval from log values (positions
 * independent, or clustered by the game they come from), the Wilcoxon signed-rank test, Holm's
 * correction for many tests, and the Elo interval of game pairs (pentanomial variance).
 */
final class Statistics {
    /** t(0.975, df) for df = 1..30. */
    private static final double[] T975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
        2.056, 2.052, 2.048, 2.045, 2.042};

    private Statistics() {
    }

    static double mean(List<Double> xs) {
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        double s = 0;
        for (double x : xs) {
            s += x;
        }
        return s / xs.size();
    }

    static double median(List<Double> xs) {
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(xs);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    static double standardDeviation(List<Double> xs) {
        if (xs.size() < 2) {
            return Double.NaN;
        }
        double m = mean(xs);
        double s = 0;
        for (double x : xs) {
            s += (x - m) * (x - m);
        }
        return Math.sqrt(s / (xs.size() - 1));
    }

    static double t975(int df) {
        if (df < 1) {
            return Double.NaN;
        }
        if (df <= 30) {
            return T975[df - 1];
        }
        return df < 40 ? 2.042 : df < 60 ? 2.021 : df < 120 ? 2.000 : df < 1000 ? 1.980 : 1.960;
    }

    /** {geometric mean, lower, upper} of exp(values) from the log values; a single value has no interval. */
    static double[] geometricMeanInterval(List<Double> logs) {
        double m = mean(logs);
        if (logs.size() < 2) {
            return new double[] {Math.exp(m), Double.NaN, Double.NaN};
        }
        double half = t975(logs.size() - 1) * standardDeviation(logs) / Math.sqrt(logs.size());
        return new double[] {Math.exp(m), Math.exp(m - half), Math.exp(m + half)};
    }

    /**
     * {geometric mean, lower, upper} of exp(values) from the log values, with the interval clustered by
     * {@code clusters} (one label per value, e.g. the game a position comes from): the mean of the logs
     * is the same as without clusters, its variance is the cluster-robust (sandwich) estimate
     * {@code G/(G-1) · Σ_g (Σ_{i in g} (x_i - mean))² / n²} over the G clusters, and the half-width takes
     * Student's t with G - 1 degrees of freedom. Positions of one game are not independent (the same
     * pieces, the same plans); the clustered interval counts each game once. With every value its own
     * cluster this is exactly {@link #geometricMeanInterval}; with a single cluster there is no interval.
     */
    static double[] clusteredGeometricMeanInterval(List<Double> logs, List<String> clusters) {
        if (logs.size() != clusters.size()) {
            throw new IllegalArgumentException("one cluster label per value: " + logs.size() + " values, "
                    + clusters.size() + " labels");
        }
        double m = mean(logs);
        Map<String, Double> sums = new LinkedHashMap<>();
        for (int i = 0; i < logs.size(); i++) {
            sums.merge(clusters.get(i), logs.get(i) - m, Double::sum);
        }
        int g = sums.size();
        if (g < 2) {
            return new double[] {Math.exp(m), Double.NaN, Double.NaN};
        }
        double ss = 0;
        for (double u : sums.values()) {
            ss += u * u;
        }
        int n = logs.size();
        double half = t975(g - 1) * Math.sqrt((double) g / (g - 1) * ss / ((double) n * n));
        return new double[] {Math.exp(m), Math.exp(m - half), Math.exp(m + half)};
    }

    /** The mean of the values of each cluster, in the order the clusters first appear. */
    static List<Double> clusterMeans(List<Double> values, List<String> clusters) {
        Map<String, double[]> sums = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            double[] s = sums.computeIfAbsent(clusters.get(i), k -> new double[2]);
            s[0] += values.get(i);
            s[1]++;
        }
        List<Double> out = new ArrayList<>();
        sums.values().forEach(s -> out.add(s[0] / s[1]));
        return out;
    }

    /** The number of distinct labels. */
    static int distinct(List<String> clusters) {
        return (int) clusters.stream().distinct().count();
    }

    /** Up to this many non-zero differences the Wilcoxon p-value is exact; beyond, the normal approximation. */
    static final int WILCOXON_EXACT_MAX = 100;

    /**
     * The two-sided p-value of the Wilcoxon signed-rank test that the differences are centred on 0.
     * Zero differences are dropped (Wilcoxon's rule); the absolute values of the others are ranked, ties
     * sharing their mean rank; W+ is the sum of the ranks of the positive differences. Under the null
     * hypothesis each rank is positive or negative with probability ½, independently. Up to
     * {@value #WILCOXON_EXACT_MAX} differences the p-value is exact: the distribution of W+ over the 2^n sign
     * patterns of these ranks (ties included), counted by dynamic programming over doubled ranks; beyond
     * that, the normal approximation with the tie correction of the variance and a continuity correction
     * of ½. p = min(1, 2 · min(P(W+ ≤ w), P(W+ ≥ w))). NaN when no difference is non-zero.
     */
    static double wilcoxonSignedRankP(List<Double> differences) {
        List<Double> d = new ArrayList<>();
        for (double x : differences) {
            if (x != 0 && !Double.isNaN(x)) {
                d.add(x);
            }
        }
        int n = d.size();
        if (n == 0) {
            return Double.NaN;
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(Math.abs(d.get(a)), Math.abs(d.get(b))));
        int[] doubledRank = new int[n];
        double tieTerm = 0;
        for (int i = 0; i < n; ) {
            int j = i;
            while (j + 1 < n && Math.abs(d.get(order[j + 1])) == Math.abs(d.get(order[i]))) {
                j++;
            }
            int t = j - i + 1;
            tieTerm += (double) t * t * t - t;
            for (int k = i; k <= j; k++) {
                doubledRank[order[k]] = i + j + 2; // 2 × the mean of ranks i+1 .. j+1
            }
            i = j + 1;
        }
        int w2 = 0;
        int total2 = 0;
        for (int i = 0; i < n; i++) {
            total2 += doubledRank[i];
            if (d.get(i) > 0) {
                w2 += doubledRank[i];
            }
        }
        if (n <= WILCOXON_EXACT_MAX) {
            double[] p = new double[total2 + 1];
            p[0] = 1;
            int reach = 0;
            for (int r : doubledRank) {
                for (int s = reach; s >= 0; s--) {
                    if (p[s] != 0) {
                        p[s + r] += p[s] / 2;
                        p[s] /= 2;
                    }
                }
                reach += r;
            }
            double low = 0;
            double high = 0;
            for (int s = 0; s <= total2; s++) {
                if (s <= w2) {
                    low += p[s];
                }
                if (s >= w2) {
                    high += p[s];
                }
            }
            return Math.min(1, 2 * Math.min(low, high));
        }
        double w = w2 / 2.0;
        double mu = n * (n + 1) / 4.0;
        double sigma = Math.sqrt(n * (n + 1) * (2.0 * n + 1) / 24 - tieTerm / 48);
        double z = (Math.abs(w - mu) - 0.5) / sigma;
        return Math.min(1, 2 * upperNormalTail(Math.max(0, z)));
    }

    /** P(Z ≥ z) for a standard normal Z (Abramowitz and Stegun 7.1.26 for erfc, error below 1.5e-7). */
    static double upperNormalTail(double z) {
        double x = Math.abs(z) / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * x);
        double erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
                * Math.exp(-x * x);
        return z >= 0 ? erfc / 2 : 1 - erfc / 2;
    }

    /**
     * Holm's step-down correction of p-values for testing them together: sorted ascending, the i-th
     * smallest (from 0) is multiplied by m - i, the results are made non-decreasing in that order and capped
     * at 1. A hypothesis is rejected at level α when its adjusted p is below α; the chance of any false
     * rejection among the m stays below α. NaN values are left out of m and stay NaN. Returns the
     * adjusted values in the input order.
     */
    static double[] holm(double[] p) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            if (!Double.isNaN(p[i])) {
                idx.add(i);
            }
        }
        idx.sort((a, b) -> Double.compare(p[a], p[b]));
        double[] out = new double[p.length];
        java.util.Arrays.fill(out, Double.NaN);
        int m = idx.size();
        double running = 0;
        for (int k = 0; k < m; k++) {
            running = Math.max(running, Math.min(1, (m - k) * p[idx.get(k)]));
            out[idx.get(k)] = running;
        }
        return out;
    }

    /**
     * The Elo difference and its 95 % interval from game pairs (each opening played twice with the
     * colours swapped): {@code pairs[i]} pairs scored i/2 points of 2 (the pentanomial counts of
     * {@link Sprt.Tally}). A pair's score is its points / 2; the standard error of the mean score is the
     * spread of the pair scores ({@link Sprt#meanAndVariance}) over √pairs, and mean ± 1.96 standard errors
     * map to Elo with the logistic model. The two games of a pair share their opening, so they are not
     * independent: counting them as two independent games (per-game variance) misstates the interval.
     * Returns {elo, low, high}. An end at or beyond a score of 0 or 100 % is infinite: the data do not
     * bound the Elo on that side ({@link MatchOutputs#eloInterval} prints such an interval as "< −N" or
     * "> +N"). When every pair was lost (or every pair won) the spread is zero and the normal interval
     * collapses to a point; then the other end is the exact 95 % bound for a score that is never above 0
     * in n pairs: a pair's score lies in [0, 1], so a mean μ loses a pair with probability at most 1 − μ,
     * all n with at most (1 − μ)^n, and the upper bound is the μ where that is 2.5 %, 1 − 0.025^(1/n).
     * No pairs give (0, -inf, +inf).
     */
    static double[] pentanomialElo(double[] pairs) {
        double n = 0;
        for (double c : pairs) {
            n += c;
        }
        if (n == 0) {
            return new double[] {0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        double[] mv = Sprt.meanAndVariance(pairs);
        double se = Math.sqrt(mv[1] / n);
        double low = mv[0] - 1.959964 * se;
        double high = mv[0] + 1.959964 * se;
        if (mv[0] <= 0) {
            high = 1 - Math.pow(0.025, 1 / n);
        } else if (mv[0] >= 1) {
            low = Math.pow(0.025, 1 / n);
        }
        return new double[] {elo(mv[0]), elo(low), elo(high)};
    }

    /** The logistic Elo of a score fraction; ±inf at 0 and 1. */
    static double elo(double s) {
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }
}
