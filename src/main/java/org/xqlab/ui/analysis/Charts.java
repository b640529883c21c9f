package org.xqlab.ui.analysis;

import javafx.scene.chart.XYChart;

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
