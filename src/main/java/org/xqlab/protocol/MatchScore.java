package org.xqlab.protocol;

/**
 * A match score from the first engine's side: wins, draws, losses, and an Elo difference estimated
 * with the logistic model that engine-testing tools use: the score fraction s = (W + D/2)/N maps to
 * {@code -400 log10(1/s - 1)}; the 95 % error margin maps s ± 1.96 standard errors of the per-game
 * score the same way and takes half the width. When the games were played in pairs (each opening with
 * both colours) and the pair counts are given, the standard error is the pentanomial one, from the spread
 * of the pair scores (the two games of an opening are one sample, as in the sequential test); otherwise it
 * is the spread of the single games over wins, draws and losses — either taken with a small prior
 * ({@link #PRIOR}), so an interval is never zero. A score of 0 or 100 % has no finite estimate ({@code ±inf}).
 * Beside Elo: the likelihood of superiority ({@link #los()}) and normalised Elo ({@link #normalizedElo()}).
 *
 * @param pairs the pentanomial counts of finished game pairs (pair score 0, ½, 1, 1½, 2 — see
 *              {@link Sprt.Tally}), or {@code null} when the games were not paired
 */
public record MatchScore(int wins, int draws, int losses, double[] pairs) {

    public MatchScore(int wins, int draws, int losses) {
        this(wins, draws, losses, null);
    }

    public MatchScore {
        if (pairs != null) {
            if (pairs.length != 5) {
                throw new IllegalArgumentException("pair counts need 5 entries, not " + pairs.length);
            }
            pairs = pairs.clone();
        }
    }

    @Override
    public double[] pairs() {
        return pairs == null ? null : pairs.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MatchScore m && wins == m.wins && draws == m.draws && losses == m.losses
                && java.util.Arrays.equals(pairs, m.pairs);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(wins, draws, losses, java.util.Arrays.hashCode(pairs));
    }

    @Override
    public String toString() {
        return "MatchScore[wins=" + wins + ", draws=" + draws + ", losses=" + losses + ", pairs="
                + java.util.Arrays.toString(pairs) + "]";
    }

    private boolean paired() {
        if (pairs == null) {
            return false;
        }
        double n = 0;
        for (double c : pairs) {
            n += c;
        }
        return n >= 2;
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Points for the first engine (a draw is half a point). */
    public double points() {
        return wins + draws / 2.0;
    }

    public double fraction() {
        return games() == 0 ? 0.5 : points() / games();
    }

    /** Elo difference of the first engine over the second. */
    public double elo() {
        return elo(fraction());
    }

    /** Half the width of the 95 % interval of {@link #elo()}; infinite when it has no finite bound. */
    public double margin() {
        double[] b = bounds();
        if (Double.isInfinite(b[0]) || Double.isInfinite(b[1])) {
            return Double.POSITIVE_INFINITY;
        }
        return (b[1] - b[0]) / 2;
    }

    /**
     * The 95 % interval of {@link #elo()} as {lower, upper}: the score ± 1.96 standard errors mapped to Elo
     * (not symmetric around the estimate); an end beyond 0 or 100 % is infinite.
     */
    public double[] interval() {
        return bounds();
    }

    private double[] bounds() {
        int n = games();
        if (n == 0) {
            return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        double s = fraction();
        double err = standardError();
        return new double[] {elo(s - Z95 * err), elo(s + Z95 * err)};
    }

    private static final double Z95 = 1.959964;

    /**
     * The weight of the prior the spread is taken with: this many samples (pairs, or games when unpaired) spread
     * evenly over the outcomes are added to the observed ones — for the spread only, never for the score. A small
     * match whose pairs all scored the same (+1 =54 −1, the win and the loss in one pair) has no observed spread
     * at all, and its interval would be zero; with the prior it is about what the games alone say (±17 Elo), and
     * for hundreds of pairs the prior's share vanishes. (Fishtest regularises its pentanomial counts to the same
     * end with a much smaller weight, for its likelihood ratio rather than an interval.)
     */
    static final double PRIOR = 1;

    /** The standard error of the score fraction: the pentanomial one from the pairs, else the games'. */
    public double standardError() {
        if (games() == 0) {
            return Double.NaN;
        }
        if (paired()) {
            double[] c = pairs;
            double count = 0;
            for (double x : c) {
                count += x;
            }
            return Math.sqrt(spread(c, fraction()) / count);
        }
        return Math.sqrt(spread(new double[] {losses, draws, wins}, fraction()) / games());
    }

    /**
     * The variance of one sample (a pair's mean score, or a game's score) around {@code mean}, its outcomes scored
     * evenly from 0 to 1 over the counts' indices, the {@link #PRIOR} spread evenly over them.
     */
    private static double spread(double[] counts, double mean) {
        double n = 0;
        double variance = 0;
        for (int i = 0; i < counts.length; i++) {
            double c = counts[i] + PRIOR / counts.length;
            double d = (double) i / (counts.length - 1) - mean;
            n += c;
            variance += c * d * d;
        }
        return variance / n;
    }

    /**
     * The likelihood of superiority: the chance that the first engine is the stronger, from the score's normal
     * approximation, Φ((s − ½) / standard error), as a fraction.
     */
    public double los() {
        if (games() == 0) {
            return 0.5;
        }
        return phi((fraction() - 0.5) / standardError());
    }

    /**
     * Normalised Elo: the score's distance from even in standard deviations of one game, (s − ½) / σ, scaled by
     * 800 / ln 10 (so a small difference reads as Elo would); σ of a game is √2 times a pair's when the games were
     * paired. Unlike Elo it does not depend on the draw rate.
     */
    public double normalizedElo() {
        if (games() == 0) {
            return 0;
        }
        double perSample = standardError() * Math.sqrt(paired() ? pairCount() : games());
        double sigma = paired() ? perSample * Math.sqrt(2) : perSample;
        return (fraction() - 0.5) / sigma * 800 / Math.log(10);
    }

    private double pairCount() {
        double count = 0;
        for (double x : pairs) {
            count += x;
        }
        return count;
    }

    /** The standard normal distribution function. */
    static double phi(double z) {
        return 0.5 * erfc(-z / Math.sqrt(2));
    }

    /** The complementary error function (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
    private static double erfc(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.5 * z);
        double r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
    }

    private static double sq(double x) {
        return x * x;
    }

    static double elo(double s) {
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }

    /**
     * E.g. {@code +12 =5 -3  score 14.5/20 (72.5%)  Elo +168 ± 160 (95%)  LOS 99.6%  nElo +208}: the score, Elo with
     * its 95 % interval's half width, the likelihood of superiority and the normalised Elo.
     */
    public String summary() {
        return String.format(java.util.Locale.ROOT, "+%d =%d -%d  score %s/%d (%.1f%%)  Elo %s ± %s (95%%)  LOS %.1f%%"
                        + "  nElo %s", wins, draws,
                losses, points() % 1 == 0 ? String.valueOf((int) points()) : String.valueOf(points()), games(),
                fraction() * 100, number(elo(), true), number(margin(), false), los() * 100,
                number(normalizedElo(), true));
    }

    /** A whole number, "+inf"/"inf"/"-inf" where there is none; never "-0" (an even score is "+0"). */
    private static String number(double x, boolean sign) {
        if (Double.isInfinite(x)) {
            return x > 0 ? (sign ? "+inf" : "inf") : "-inf";
        }
        long r = Math.round(x);
        return sign ? (r >= 0 ? "+" + r : Long.toString(r)) : Long.toString(r);
    }
}
