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
}
