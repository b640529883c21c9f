package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The nodes chart's log axis runs from whole decade to whole decade, each labelled as a number. */
class ExperimentChartsTest {
    @TempDir
    Path tmp;

    @Test
    void decadesAroundTheValues() {
        assertArrayEquals(new double[] {1_000, 100_000}, ExperimentCharts.decades(List.of(3_000.0, 80_000.0)));
        assertArrayEquals(new double[] {10_000, 100_000}, ExperimentCharts.decades(List.of(10_000.0, 20_000.0)));
        assertArrayEquals(new double[] {10_000, 100_000}, ExperimentCharts.decades(List.of(10_000.0)),
                "at least one decade apart");
        assertNull(ExperimentCharts.decades(List.of()));
    }

    @Test
    void theNodesChartOfARunLabelsEachDecade() {
        Experiment e = TestExperiments.small();
        List<Row> rows = new ExperimentRunner(e, TestExperiments.options(tmp.resolve("run"), 1, 1, 1), null).run().rows();
        XYChart nodes = (XYChart) ExperimentCharts.build(e, rows).get("nodes");
        double min = Double.MAX_VALUE;
        double max = 0;
        for (XYSeries s : nodes.getSeriesMap().values()) {
            for (double y : s.getYData()) {
                min = Math.min(min, y);
                max = Math.max(max, y);
            }
        }
        double low = nodes.getStyler().getYAxisMin();
        double high = nodes.getStyler().getYAxisMax();
        assertEquals(low, Math.pow(10, Math.round(Math.log10(low))), 1e-6, "the axis starts at a whole decade");
        assertEquals(high, Math.pow(10, Math.round(Math.log10(high))), 1e-6, "and ends at one");
        assertTrue(low <= min && min < 10 * low, low + " is the decade below " + min);
        assertTrue(high >= max && max > high / 10 || high == 10 * low, high + " is the decade above " + max);
        assertEquals("#,##0", nodes.getStyler().getYAxisDecimalPattern(), "labelled 1,000 · 10,000, not 1E4");
    }
}
