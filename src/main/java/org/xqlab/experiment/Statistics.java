package org.xqlab.experiment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Small statistics for summaries: mean, median, sample standard deviation, the 0.975 quantile of
 * Student's t (tabulated; between table rows the next smaller degrees of freedom are used, which errs
 * on the wide side), and the geometric mean with its 95% confidence interval from log values.
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
}
