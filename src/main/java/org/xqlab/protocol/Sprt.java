package org.xqlab.protocol;

import java.util.Locale;

/**
 * A sequential probability ratio test on match results, as engine-testing frameworks (fishtest) run it:
 * H0 "the first engine is {@code elo0} stronger" against H1 "it is {@code elo1} stronger" (logistic Elo,
 * the Elo of {@link MatchScore}), with error rates {@code alpha} (accepting H1 when H0 holds) and
 * {@code beta} (accepting H0 when H1 holds).
 *
 * <p>The log-likelihood ratio is the generalised SPRT's normal approximation: with the expected scores
 * {@code s0 = 1/(1+10^(-elo0/400))} and {@code s1} likewise, {@code n} samples whose mean score is
 * {@code m} and whose per-sample variance is {@code v}, {@code LLR = n (s1 - s0) (2m - s0 - s1) / (2v)}
 * (the log of the ratio of two normal likelihoods with means s1 and s0 and the observed variance). A
 * sample is a game (trinomial: scores 0, 1/2, 1) or, the way fishtest counts today, a pair of games
 * played from one opening with the colours swapped (pentanomial: the pair's score 0, 1/2, 1, 3/2 or 2,
 * divided by two). Pairs cancel most of the opening's bias, so their variance is smaller and the test
 * decides sooner. Counts of zero are taken as 0.001 (fishtest's regularisation), so a run of wins alone
 * still has a variance. The test accepts H1 when the LLR reaches {@code ln((1-beta)/alpha)} and H0 when it
 * falls to {@code ln(beta/(1-alpha))}.
 *
 * <p>The normal approximation needs a sample before it means anything: after one lost pair the observed
 * variance is the regularisation's 0.001-sized spread and the LLR is already far below the lower bound
 * (−3.9 for {@code 0,10,0.05,0.05}). A match therefore decides only from {@link #MIN_PAIRS} pairs on
 * ({@link #decide(double[])}); the LLR is printed from the first pair.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    private static final double EPSILON = 1e-3;
    /** Game pairs a match plays before the test may decide (the LLR is reported from the first pair). */
    public static final int MIN_PAIRS = 10;

    /** What the test says so far. */
    public enum Decision { CONTINUE, H0, H1 }

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("--sprt: elo1 must be larger than elo0, found elo0=" + elo0 + " elo1=" + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("--sprt: alpha and beta must lie between 0 and 0.5, found alpha=" + alpha
                    + " beta=" + beta);
        }
    }

    /** Reads {@code elo0,elo1,alpha,beta}, e.g. {@code 0,10,0.05,0.05}. */
    public static Sprt parse(String text) {
        String[] parts = text.split(",");
        if (parts.length != 4) {
            throw new IllegalArgumentException("--sprt '" + text + "': expected elo0,elo1,alpha,beta, e.g. 0,10,0.05,0.05");
        }
        double[] v = new double[4];
        for (int i = 0; i < 4; i++) {
            try {
                v[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--sprt '" + text + "': '" + parts[i].trim() + "' is not a number "
                        + "(expected elo0,elo1,alpha,beta)");
            }
            if (!Double.isFinite(v[i])) {
                throw new IllegalArgumentException("--sprt '" + text + "': '" + parts[i].trim() + "' is not a finite number");
            }
        }
        return new Sprt(v[0], v[1], v[2], v[3]);
    }

    /** The lower bound: the LLR at or below which H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The upper bound: the LLR at or above which H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The expected score of the first engine at a logistic Elo difference. */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The LLR of game results: {@code counts[i]} games scored {@code i/2} (losses, draws, wins). */
    public double llrTrinomial(double losses, double draws, double wins) {
        return llr(new double[] {losses, draws, wins});
    }

    /** The LLR of game-pair results: {@code pairs[i]} pairs scored {@code i/2} points out of 2 (i = 0..4). */
    public double llrPentanomial(double[] pairs) {
        if (pairs.length != 5) {
            throw new IllegalArgumentException("a pentanomial has five counts");
        }
        return llr(pairs);
    }

    /** The LLR of samples whose scores are spread evenly from 0 to 1 over the counts' indices. */
    private double llr(double[] counts) {
        double total = 0;
        for (double c : counts) {
            total += c;
        }
        if (total == 0) {
            return 0;
        }
        double[] r = new double[counts.length];
        double n = 0;
        for (int i = 0; i < counts.length; i++) {
            r[i] = Math.max(counts[i], EPSILON);
            n += r[i];
        }
        double[] mv = meanAndVariance(r);
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return n * (s1 - s0) * (2 * mv[0] - s0 - s1) / (2 * mv[1]);
    }

    /**
     * {mean, variance} of samples whose scores are spread evenly from 0 to 1 over the counts' indices
     * ({@code counts[i]} samples scored {@code i / (counts.length - 1)}): for game-pair counts (five) the
     * mean pair score (points / 2) and the per-pair variance, the pentanomial figures the test and the
     * match experiments' Elo interval share. The variance divides by the count (the observed spread).
     */
    public static double[] meanAndVariance(double[] counts) {
        double n = 0;
        double mean = 0;
        for (int i = 0; i < counts.length; i++) {
            n += counts[i];
            mean += counts[i] * score(i, counts.length);
        }
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        mean /= n;
        double variance = 0;
        for (int i = 0; i < counts.length; i++) {
            double d = score(i, counts.length) - mean;
            variance += counts[i] * d * d;
        }
        return new double[] {mean, variance / n};
    }

    private static double score(int i, int size) {
        return (double) i / (size - 1);
    }

    /**
     * What game-pair counts (as {@link #llrPentanomial(double[])} takes them) say: {@link Decision#CONTINUE}
     * before {@link #MIN_PAIRS} pairs, then the LLR against the bounds.
     */
    public Decision decide(double[] pairs) {
        double n = 0;
        for (double c : pairs) {
            n += c;
        }
        return n < MIN_PAIRS ? Decision.CONTINUE : decide(llrPentanomial(pairs));
    }

    /** What an LLR means against the bounds. */
    public Decision decide(double llr) {
        return llr >= upperBound() ? Decision.H1 : llr <= lowerBound() ? Decision.H0 : Decision.CONTINUE;
    }

    /** E.g. {@code elo0=0 elo1=10 alpha=0.05 beta=0.05}. */
    public String settings() {
        return String.format(Locale.ROOT, "elo0=%s elo1=%s alpha=%s beta=%s", num(elo0), num(elo1), num(alpha), num(beta));
    }

    /** E.g. {@code LLR 1.23 [-2.94, 2.94]}. */
    public String status(double llr) {
        return String.format(Locale.ROOT, "LLR %.2f [%.2f, %.2f]", llr, lowerBound(), upperBound());
    }

    /** The sentence for a decision, e.g. {@code H1 accepted (elo1=10): the first engine is stronger}. */
    public String verdict(Decision d) {
        return switch (d) {
            case H1 -> "H1 accepted: the first engine is at least elo1=" + num(elo1) + " stronger (elo0=" + num(elo0)
                    + " rejected)";
            case H0 -> "H0 accepted: the first engine is not elo1=" + num(elo1) + " stronger (elo0=" + num(elo0)
                    + " kept)";
            case CONTINUE -> "no decision yet: the LLR is between the bounds";
        };
    }

    private static String num(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e9 ? String.valueOf((long) d) : String.valueOf(d);
    }

    /**
     * Running pentanomial counts over game pairs that finish in order: feed each game's score for the
     * first engine in game order; the LLR moves after every completed pair.
     */
    public static final class Tally {
        private final double[] pairs = new double[5];
        private double pending = -1;
        private int games;

        /** Adds the next game's score for the first engine (0, 0.5 or 1). */
        public void add(double score) {
            games++;
            if (pending < 0) {
                pending = score;
            } else {
                pairs[(int) Math.round((pending + score) * 2)]++;
                pending = -1;
            }
        }

        /** Whether the last game added completed a pair. */
        public boolean pairComplete() {
            return pending < 0 && games > 0;
        }

        public double[] pairs() {
            return pairs.clone();
        }

        public int games() {
            return games;
        }
    }
}
