package org.xqlab.experiment;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatisticsTest {
    @Test
    void geometricMeanOfRatiosWithStudentInterval() {
        // ratios 1/2, 2 and 1: geometric mean 1; logs -ln2, ln2, 0 have sd ln2, t(2) = 4.303
        List<Double> logs = List.of(Math.log(0.5), Math.log(2), 0.0);
        double[] ci = Statistics.geometricMeanInterval(logs);
        assertEquals(1.0, ci[0], 1e-12);
        double half = 4.303 * Math.log(2) / Math.sqrt(3);
        assertEquals(Math.exp(-half), ci[1], 1e-9);
        assertEquals(Math.exp(half), ci[2], 1e-9);
    }

    @Test
    void oneValueHasNoInterval() {
        double[] ci = Statistics.geometricMeanInterval(List.of(Math.log(3)));
        assertEquals(3.0, ci[0], 1e-12);
        assertTrue(Double.isNaN(ci[1]) && Double.isNaN(ci[2]));
    }

    @Test
    void studentQuantileFallsTowardsTheNormalOne() {
        assertEquals(12.706, Statistics.t975(1));
        assertEquals(2.042, Statistics.t975(30));
        assertEquals(1.960, Statistics.t975(5000));
        assertTrue(Statistics.t975(45) >= Statistics.t975(60));
    }

    @Test
    void medianOfEvenAndOddLists() {
        assertEquals(2.0, Statistics.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Statistics.median(List.of(4.0, 1.0, 2.0, 3.0)));
    }

    @Test
    void wilcoxonExactPOfFiveDistinctDifferences() {
        // all five positive: W+ = 15, only 1 of the 32 sign patterns reaches it; two-sided 2/32
        assertEquals(0.0625, Statistics.wilcoxonSignedRankP(List.of(1.0, 2.0, 3.0, 4.0, 5.0)), 1e-12);
        // ranks 1..5, the rank-4 one negative: W+ = 11; 7 of 32 patterns have W+ >= 11 (sums <= 4 of the
        // negative ranks: {}, {1}, {2}, {3}, {1,2}, {4}, {1,3}); two-sided 14/32
        assertEquals(0.4375, Statistics.wilcoxonSignedRankP(List.of(1.0, 2.0, 3.0, -4.0, 5.0)), 1e-12);
        // the sign of the effect does not matter, nor do zero differences (dropped)
        assertEquals(0.4375, Statistics.wilcoxonSignedRankP(List.of(-1.0, -2.0, 0.0, -3.0, 4.0, -5.0)), 1e-12);
    }

    @Test
    void wilcoxonExactPWithTiedRanks() {
        // |d| = 1, 2, 2, 3, 3, 3, 4 get ranks 1, 2.5, 2.5, 5, 5, 5, 7 (doubled: 2, 5, 5, 10, 10, 10, 14); the
        // negatives (-2, -3) sum to doubled 15. Sign patterns whose negative ranks sum to <= 15 doubled:
        // {} 1, {2} 1, {5} 2, {10} 3, {14} 1, {2,5} 2, {2,10} 3, {5,5} 1, {5,10} 6, {2,5,5} 1 = 21 of 128
        assertEquals(42.0 / 128, Statistics.wilcoxonSignedRankP(List.of(1.0, -2.0, 2.0, 3.0, -3.0, 3.0, 4.0)), 1e-12);
    }

    @Test
    void wilcoxonNormalApproximationBeyondTheExactRange() {
        // 120 distinct differences, ranks 1..75 negative: W+ = 7260 - 2850 = 4410, mean 3630,
        // variance 120·121·241/24 = 145805, z = (780 - 0.5)/381.84 = 2.0414, two-sided p = 0.04121
        List<Double> d = new java.util.ArrayList<>();
        for (int i = 1; i <= 120; i++) {
            d.add(i <= 75 ? -i : (double) i);
        }
        assertEquals(0.04121, Statistics.wilcoxonSignedRankP(d), 2e-5);
        assertTrue(Double.isNaN(Statistics.wilcoxonSignedRankP(List.of(0.0, 0.0))));
    }

    @Test
    void holmMultipliesTheSortedPValuesAndKeepsThemMonotone() {
        // sorted 0.005, 0.01, 0.03, 0.04 times 4, 3, 2, 1 = 0.02, 0.03, 0.06, 0.04 -> 0.04 raised to 0.06
        double[] adjusted = Statistics.holm(new double[] {0.01, 0.04, 0.03, 0.005});
        assertEquals(0.03, adjusted[0], 1e-12);
        assertEquals(0.06, adjusted[1], 1e-12);
        assertEquals(0.06, adjusted[2], 1e-12);
        assertEquals(0.02, adjusted[3], 1e-12);
        // NaN is not a test (m = 2): 0.55 · 2 = 1.1 capped at 1; 0.6 raised to 1
        double[] capped = Statistics.holm(new double[] {0.6, Double.NaN, 0.55});
        assertEquals(1.0, capped[0], 1e-12);
        assertTrue(Double.isNaN(capped[1]));
        assertEquals(1.0, capped[2], 1e-12);
        // two tests, 0.02 and 0.3: 0.04 and 0.3
        double[] two = Statistics.holm(new double[] {0.3, Double.NaN, 0.02});
        assertEquals(0.3, two[0], 1e-12);
        assertEquals(0.04, two[2], 1e-12);
    }

    @Test
    void intervalClusteredByGame() {
        // logs 0.1, 0.3 (game a), -0.2 (b), 0.0 (c): mean 0.05, cluster sums of residuals 0.30, -0.25, -0.05;
        // variance 3/2 · 0.155 / 16 = 0.0145313, t(2) = 4.303: half-width 0.51871
        double[] ci = Statistics.clusteredGeometricMeanInterval(List.of(0.1, 0.3, -0.2, 0.0), List.of("a", "a", "b", "c"));
        assertEquals(1.0512711, ci[0], 1e-6);
        assertEquals(0.6258104, ci[1], 1e-6);
        assertEquals(1.7659837, ci[2], 1e-6);
        List<Double> logs = List.of(0.1, 0.3, -0.2, 0.0);
        double[] plain = Statistics.geometricMeanInterval(logs);
        double[] single = Statistics.clusteredGeometricMeanInterval(logs, List.of("a", "b", "c", "d"));
        assertEquals(plain[1], single[1], 1e-12, "one position a game: the ordinary interval");
        assertEquals(plain[2], single[2], 1e-12);
        assertTrue(Double.isNaN(Statistics.clusteredGeometricMeanInterval(logs, List.of("g", "g", "g", "g"))[1]),
                "one game: no interval");
    }

    @Test
    void clusterMeansOnePerGame() {
        assertEquals(List.of(0.2, -0.2, 0.0),
                Statistics.clusterMeans(List.of(0.1, 0.3, -0.2, 0.0), List.of("a", "a", "b", "c")));
    }

    @Test
    void eloIntervalFromPentanomialPairCounts() {
        // pairs 1, 2, 4, 2, 1 (scores 0, 1/4, 1/2, 3/4, 1): mean 0.5, variance 0.75/10 = 0.075,
        // standard error sqrt(0.075/10) = 0.0866; 0.5 ± 0.16974 -> Elo ± 122.82
        double[] e = Statistics.pentanomialElo(new double[] {1, 2, 4, 2, 1});
        assertEquals(0, e[0], 1e-9);
        assertEquals(-122.818, e[1], 1e-3);
        assertEquals(122.818, e[2], 1e-3);
        // pairs 0, 1, 3, 4, 2: mean 0.675, variance 0.050625, se 0.0503; Elo 126.97 in 24.74 .. 256.97
        double[] f = Statistics.pentanomialElo(new double[] {0, 1, 3, 4, 2});
        assertEquals(126.968, f[0], 1e-3);
        assertEquals(24.742, f[1], 1e-3);
        assertEquals(256.966, f[2], 1e-3);
    }

    @Test
    void anEloIntervalThatReachesAScoreOfZeroPrintsItsUpperBoundOnly() {
        // pairs 29, 2, 1, 0, 0 (heuristic-elo's no-quiescence): mean 1/32, variance 0.34375/32, se 0.018322;
        // the lower end 0.03125 - 0.03591 is below a score of 0 (Elo -inf), the upper 0.067161 is Elo -457.08
        double[] e = Statistics.pentanomialElo(new double[] {29, 2, 1, 0, 0});
        assertEquals(Double.NEGATIVE_INFINITY, e[1]);
        assertEquals(-457.08, e[2], 0.01);
        assertEquals("< -457", MatchOutputs.eloInterval(e[1], e[2]));
        // the mirror image: no finite upper bound
        double[] w = Statistics.pentanomialElo(new double[] {0, 0, 1, 2, 29});
        assertEquals("> +457", MatchOutputs.eloInterval(w[1], w[2]));
        // an ordinary interval keeps both ends
        assertEquals("-123 … +123", MatchOutputs.eloInterval(-122.818, 122.818));
        assertEquals("unbounded", MatchOutputs.eloInterval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
        // an even score is +0 (its Elo is -0.0 from the logistic formula), never "-0"
        assertEquals("+0", MatchOutputs.elo(-400 * Math.log10(1 / 0.5 - 1), true));
        assertEquals("+0", MatchOutputs.elo(-0.4, true));
        assertEquals("-1", MatchOutputs.elo(-0.6, true));
    }

    @Test
    void everyPairLostStillBoundsTheEloFromAbove() {
        // 32 pairs, all lost: no spread, so the bound is exact: P(all lost) <= (1 - mu)^32 = 2.5 % at
        // mu = 1 - 0.025^(1/32) = 0.108883, Elo -365.19
        double[] e = Statistics.pentanomialElo(new double[] {32, 0, 0, 0, 0});
        assertEquals(Double.NEGATIVE_INFINITY, e[0]);
        assertEquals(Double.NEGATIVE_INFINITY, e[1]);
        assertEquals(-365.19, e[2], 0.01);
        assertEquals("< -365", MatchOutputs.eloInterval(e[1], e[2]));
        double[] w = Statistics.pentanomialElo(new double[] {0, 0, 0, 0, 32});
        assertEquals(365.19, w[1], 0.01);
        assertEquals(Double.POSITIVE_INFINITY, w[2]);
    }

    @Test
    void positionsOfOneGameShareTheirGame() {
        assertEquals("real-games/rg01", SuitePosition.gameOf("real-games", "rg01-p14", ""));
        assertEquals("games/game-2", SuitePosition.gameOf("games", "g2-13", "game-2"));
        assertEquals("tactics/tac-01", SuitePosition.gameOf("tactics", "tac-01", ""));
    }
}
