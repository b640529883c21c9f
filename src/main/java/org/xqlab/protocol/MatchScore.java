package org.xqlab.protocol;

/**
 * A match score from the first engine's side: wins, draws, losses, and an Elo difference estimated
 * with the logistic model that engine-testing tools use: the score fraction s = (W + D/2)/N maps to
 * {@code -400 log10(1/s - 1)}; the 95 % error margin maps s ± 1.96 standard errors of the per-game
 * score the same way and takes half the width. When the games were played in pairs (each opening with
 * both colours) and the pair counts are given, the standard error is the pentanomial one, from the spread
 * of the pair scores (the two games of an opening are one sample, as in the sequential test); otherwise it
 * is the spread of the single games over wins, draws and losses. A score of 0 or 100 % has no finite
 * estimate ({@code ±inf}).
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
        double err;
        if (paired()) {
            double[] mv = Sprt.meanAndVariance(pairs);
            double count = 0;
            for (double c : pairs) {
                count += c;
            }
            err = Math.sqrt(mv[1] / count);
        } else {
            err = Math.sqrt((wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(0 - s)) / n / n);
        }
        return new double[] {elo(s - 1.959964 * err), elo(s + 1.959964 * err)};
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

    /** E.g. {@code +12 =5 -3  score 14.5/20 (72.5%)  Elo +168 ± 142 (95%)}. */
    public String summary() {
        return String.format(java.util.Locale.ROOT, "+%d =%d -%d  score %s/%d (%.1f%%)  Elo %s ± %s (95%%)", wins, draws,
                losses, points() % 1 == 0 ? String.valueOf((int) points()) : String.valueOf(points()), games(),
                fraction() * 100, number(elo(), true), number(margin(), false));
    }

    private static String number(double x, boolean sign) {
        if (Double.isInfinite(x)) {
            return x > 0 ? (sign ? "+inf" : "inf") : "-inf";
        }
        return String.format(java.util.Locale.ROOT, sign ? "%+.0f" : "%.0f", x);
    }
}
