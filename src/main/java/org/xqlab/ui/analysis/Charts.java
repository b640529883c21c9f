package org.xqlab.ui.analysis;

import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

import java.util.List;
import java.util.Objects;

/**
 * Cheap chart updates for the live views: {@link #update} changes the values of the data points a
 * series already has and adds or removes points only at the end, instead of replacing every point
 * (which makes the chart build new nodes for every bar or symbol and lay itself out again).
 */
final class Charts {
    private Charts() {
    }

    /**
     * A number axis for whole numbers (depths, counts, scores in centipawns): ranged by {@link #fitWhole}
     * (not by the chart), so that its ticks are whole numbers at least 1 apart, written without a fraction,
     * however small the range it shows.
     */
    static NumberAxis integerAxis() {
        NumberAxis axis = new NumberAxis(0, 1, 1);
        axis.setAutoRanging(false);
        axis.setMinorTickVisible(false);
        axis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number n) {
                double v = n.doubleValue();
                return v == Math.rint(v) ? Long.toString(Math.round(v)) : "";
            }

            @Override
            public Number fromString(String s) {
                return Long.parseLong(s.trim());
            }
        });
        return axis;
    }

    /**
     * Ranges an {@link #integerAxis} over {@code values} (and 0 if {@code withZero}): whole bounds and a
     * whole tick unit of 1, 2 or 5 times a power of ten, so that at most about ten ticks are written.
     */
    static void fitWhole(NumberAxis axis, List<? extends Number> values, boolean withZero) {
        double min = withZero ? 0 : Double.POSITIVE_INFINITY;
        double max = withZero ? 0 : Double.NEGATIVE_INFINITY;
        for (Number v : values) {
            min = Math.min(min, v.doubleValue());
            max = Math.max(max, v.doubleValue());
        }
        if (min > max) {
            min = 0;
            max = 1;
        }
        double unit = wholeTickUnit(max - min);
        double lower = Math.floor(min / unit) * unit;
        double upper = Math.ceil(max / unit) * unit;
        if (upper <= lower) {
            upper = lower + unit;
        }
        axis.setLowerBound(lower);
        axis.setUpperBound(upper);
        axis.setTickUnit(unit);
    }

    /** The smallest of 1, 2, 5, 10, 20, 50 … that divides {@code span} into at most ten steps. */
    static double wholeTickUnit(double span) {
        double unit = 1;
        while (span / unit > 10) {
            double next = unit * 2;
            if (span / next <= 10) {
                return next;
            }
            next = unit * 5;
            if (span / next <= 10) {
                return next;
            }
            unit *= 10;
        }
        return unit;
    }

    /** Makes {@code series} show {@code points} (same x values in the same order are updated in place). */
    static <X, Y> void update(XYChart.Series<X, Y> series, List<XYChart.Data<X, Y>> points) {
        var data = series.getData();
        int common = Math.min(data.size(), points.size());
        for (int i = 0; i < common; i++) {
            XYChart.Data<X, Y> d = data.get(i);
            XYChart.Data<X, Y> p = points.get(i);
            if (!Objects.equals(d.getXValue(), p.getXValue())) {
                d.setXValue(p.getXValue());
            }
            if (!Objects.equals(d.getYValue(), p.getYValue())) {
                d.setYValue(p.getYValue());
            }
        }
        if (data.size() > points.size()) {
            data.remove(points.size(), data.size());
        } else if (points.size() > data.size()) {
            data.addAll(points.subList(data.size(), points.size()));
        }
    }
}
