package org.xqlab.protocol;

/**
 * A match score from the first engine's side: wins, draws, losses, and an Elo difference estimated
 * with the logistic model that engine-testing tools use: the score fraction s = (W + D/2)/N maps to
 * {@code -400 log10(1/s - 1)}; the 95 % error margin maps s ± 1.96 standard errors of the per-game
 * score (from its observed spread over wins, draws and losses) the same way and takes half the width.
 * A score of 0 or 100 % has no finite estimate ({@code ±inf}).
 */
public record MatchScore(int wins, int draws, int losses) {

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
        int n = games();
        if (n == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double s = fraction();
        double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(0 - s)) / n;
        double err = Math.sqrt(variance / n);
        double lo = s - 1.959964 * err;
        double hi = s + 1.959964 * err;
        if (lo <= 0 || hi >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return (elo(hi) - elo(lo)) / 2;
    }

    /**
     * The 95 % interval of {@link #elo()} as {lower, upper}: the score ± 1.96 standard errors mapped to Elo
     * (not symmetric around the estimate); an end beyond 0 or 100 % is infinite.
     */
    public double[] interval() {
        int n = games();
        if (n == 0) {
            return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        double s = fraction();
        double err = Math.sqrt((wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(0 - s)) / n / n);
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
