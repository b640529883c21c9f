package org.xqlab.experiment;

import org.xqlab.io.OutputStyle;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.xqlab.trace.Stage;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.text.MessageFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * The charts of an experiment, made with XChart: {@code nodes} (geometric mean of total nodes against
 * depth, one line per variant, log scale; for node-limited runs the mean depth reached against the node
 * limit), {@code ratio} (node ratio of each variant against the base by limit, with its 95% interval
 * as a bar and a dashed line at 1, linear scale; only with two or more variants) and {@code cutoffs}
 * (each variant's main-search β-cutoffs at the deepest limit, split by the move-picker stage that
 * produced the cutting move, as stacked shares; quiescence cutoffs are left out, and the title says so). {@link #build} gives the charts for display,
 * {@link #writeAll} saves each as PNG and SVG. Only repetition 0 is plotted. Titles, axes and legends
 * come from the bundle {@code org/xqlab/experiment/charts} in English (the files {@code experiment run}
 * writes) or Chinese (the app in 中文). (Not to be confused with the analysis window's live charts.)
 */
public final class ExperimentCharts {
    public static final int WIDTH = OutputStyle.CHART_WIDTH;
    public static final int HEIGHT = OutputStyle.CHART_HEIGHT;

    private ExperimentCharts() {
    }

    /** The charts by name, in display order, in English. */
    public static Map<String, Chart<?, ?>> build(Experiment e, List<Row> rows) {
        return build(e, rows, Locale.ENGLISH);
    }

    /** The charts by name, in display order, with texts in {@code language} (Chinese for any zh locale). */
    public static Map<String, Chart<?, ?>> build(Experiment e, List<Row> rows, Locale language) {
        Words w = new Words(language);
        List<Row> first = rows.stream().filter(r -> r.repetition() == 0).toList();
        Map<String, Chart<?, ?>> charts = new LinkedHashMap<>();
        charts.put("nodes", nodes(e, first, w));
        if (e.variants().size() > 1) {
            charts.put("ratio", ratio(e, first, w));
        }
        charts.put("cutoffs", cutoffs(e, first, w));
        return charts;
    }

    /**
     * Saves every chart as NAME.png and NAME.svg in {@code dir}, each naming the build that made the rows
     * ({@code metadata}: {@link org.xqlab.io.ImageMetadata}); returns the names.
     */
    public static List<String> writeAll(Experiment e, List<Row> rows, Path dir, Map<String, String> metadata) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, Chart<?, ?>> c : build(e, rows).entrySet()) {
            String base = dir.resolve(c.getKey()).toString();
            try {
                org.xqlab.io.ImageMetadata.writeChart(c.getValue(), dir.resolve(c.getKey() + ".png"),
                        dir.resolve(c.getKey() + ".svg"), metadata);
            } catch (IOException ex) {
                throw new IllegalArgumentException("cannot write chart " + base + ": " + ex.getMessage());
            }
            names.add(c.getKey());
        }
        return names;
    }

    /** The chart as an image (for the app). */
    public static BufferedImage image(Chart<?, ?> chart) {
        return BitmapEncoder.getBufferedImage(chart);
    }

    private static XYChart nodes(Experiment e, List<Row> rows, Words w) {
        boolean byNodes = e.byNodes();
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title(w.get(byNodes ? "nodes.titleByNodes" : "nodes.title", e.name()))
                .xAxisTitle(w.get(byNodes ? "axis.nodeLimit" : "axis.depth"))
                .yAxisTitle(w.get(byNodes ? "nodes.yByNodes" : "nodes.y")).build();
        style(chart);
        chart.getStyler().setYAxisLogarithmic(!byNodes);
        chart.getStyler().setXAxisLogarithmic(byNodes);
        List<Double> allX = new ArrayList<>();
        List<Double> allY = new ArrayList<>();
        for (Variant v : e.variants()) {
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (Limit l : e.limits()) {
                List<Row> mine = select(rows, v.name(), l);
                if (mine.isEmpty()) {
                    continue;
                }
                xs.add((double) l.value());
                ys.add(byNodes ? mine.stream().mapToInt(Row::depth).average().orElse(0)
                        : Math.exp(Statistics.mean(mine.stream().map(r -> Math.log(r.totalNodes())).toList())));
            }
            if (!xs.isEmpty()) {
                chart.addSeries(v.name(), xs, ys);
                (byNodes ? allX : allY).addAll(byNodes ? xs : ys);
            }
        }
        // the log axis from the decade below the least value to the decade above the greatest, each decade
        // labelled as a number ("1,000  10,000  100,000"), not one "1E4" between two unlabelled ends
        double[] span = decades(byNodes ? allX : allY);
        if (span != null) {
            if (byNodes) {
                chart.getStyler().setXAxisMin(span[0]).setXAxisMax(span[1]).setXAxisDecimalPattern("#,##0");
            } else {
                chart.getStyler().setYAxisMin(span[0]).setYAxisMax(span[1]).setYAxisDecimalPattern("#,##0");
            }
        }
        return chart;
    }

    /**
     * The whole decades around {@code values} (positive ones): {10^⌊log₁₀ min⌋, 10^⌈log₁₀ max⌉}, at least one
     * decade apart; null with no positive value.
     */
    static double[] decades(List<Double> values) {
        double min = values.stream().filter(v -> v > 0).mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
        double max = values.stream().filter(v -> v > 0).mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
        if (Double.isNaN(min)) {
            return null;
        }
        double low = Math.pow(10, Math.floor(Math.log10(min) + 1e-9));
        double high = Math.pow(10, Math.ceil(Math.log10(max) - 1e-9));
        return new double[] {low, Math.max(high, low * 10)};
    }

    private static XYChart ratio(Experiment e, List<Row> rows, Words w) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title(w.get("ratio.title", e.name(), e.base()))
                .xAxisTitle(w.get(e.byNodes() ? "axis.nodeLimit" : "axis.depth"))
                .yAxisTitle(w.get("ratio.y", e.base())).build();
        style(chart);
        // a linear axis: ratios near 1 on a log axis get a single tick label ("1")
        chart.getStyler().setXAxisLogarithmic(e.byNodes());
        chart.getStyler().setYAxisDecimalPattern("0.00");
        Map<String, List<Summary.Line>> byVariant = new LinkedHashMap<>();
        for (Summary.Line l : Summary.of(e, rows)) {
            if (!l.variant().equals(e.base())) {
                byVariant.computeIfAbsent(l.variant(), k -> new ArrayList<>()).add(l);
            }
        }
        double low = 1;
        double high = 1;
        List<Double> allX = new ArrayList<>();
        int colour = 0;
        for (Map.Entry<String, List<Summary.Line>> en : byVariant.entrySet()) {
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            java.awt.Color c = COLOURS[colour++ % COLOURS.length];
            for (Summary.Line l : en.getValue()) {
                if (Double.isNaN(l.ratio()) || l.ratio() <= 0) {
                    continue;
                }
                double x = Limit.parse(l.limit()).value();
                xs.add(x);
                ys.add(l.ratio());
                allX.add(x);
                low = Math.min(low, l.ratio());
                high = Math.max(high, l.ratio());
                if (!Double.isNaN(l.ciLow())) {
                    org.knowm.xchart.XYSeries bar = chart.addSeries(en.getKey() + " 95% CI " + l.limit(),
                            List.of(x, x), List.of(l.ciLow(), l.ciHigh()));
                    bar.setShowInLegend(false);
                    bar.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.DIAMOND);
                    bar.setMarkerColor(c);
                    bar.setLineColor(c);
                    low = Math.min(low, l.ciLow());
                    high = Math.max(high, l.ciHigh());
                }
            }
            if (!xs.isEmpty()) {
                org.knowm.xchart.XYSeries s = chart.addSeries(en.getKey(), xs, ys);
                s.setLineColor(c);
                s.setMarkerColor(c);
            }
        }
        if (!allX.isEmpty()) {
            double minX = allX.stream().mapToDouble(Double::doubleValue).min().orElse(0);
            double maxX = allX.stream().mapToDouble(Double::doubleValue).max().orElse(0);
            org.knowm.xchart.XYSeries one = chart.addSeries(w.get("ratio.one"), List.of(minX, maxX), List.of(1.0, 1.0));
            one.setLineColor(java.awt.Color.GRAY);
            one.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
            one.setLineStyle(org.knowm.xchart.style.lines.SeriesLines.DASH_DASH);
        }
        double pad = Math.max(0.02, (high - low) * 0.08);
        chart.getStyler().setYAxisMin(Math.max(0, low - pad));
        chart.getStyler().setYAxisMax(high + pad);
        return chart;
    }

    /** Okabe–Ito colours (colour-blind safe), one per variant in order. */
    private static final java.awt.Color[] COLOURS = {new java.awt.Color(0, 114, 178), new java.awt.Color(213, 94, 0),
        new java.awt.Color(0, 158, 115), new java.awt.Color(204, 121, 167), new java.awt.Color(230, 159, 0),
        new java.awt.Color(86, 180, 233), new java.awt.Color(0, 0, 0), new java.awt.Color(240, 228, 66)};

    private static CategoryChart cutoffs(Experiment e, List<Row> rows, Words w) {
        Limit deepest = e.limits().stream().max((a, b) -> Long.compare(a.value(), b.value())).orElseThrow();
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title(w.get("cutoffs.title", e.name(), deepest.label()))
                .xAxisTitle(w.get("axis.variant")).yAxisTitle(w.get("cutoffs.y")).build();
        style(chart);
        chart.getStyler().setStacked(true);
        chart.getStyler().setOverlapped(false);
        List<String> names = e.variants().stream().map(Variant::name).toList();
        Map<String, long[]> byStage = new LinkedHashMap<>();
        long[] totals = new long[names.size()];
        for (Row r : rows) {
            int i = names.indexOf(r.variant());
            if (i < 0 || !r.limit().equals(deepest.label())) {
                continue;
            }
            for (Map.Entry<String, Long> c : r.cutoffsByStage().entrySet()) {
                if (Stage.valueOf(c.getKey()).isQuiescence()) {
                    continue;
                }
                byStage.computeIfAbsent(c.getKey(), k -> new long[names.size()])[i] += c.getValue();
                totals[i] += c.getValue();
            }
        }
        for (Stage s : Stage.values()) {
            long[] counts = byStage.get(s.name());
            if (counts == null || java.util.Arrays.stream(counts).sum() == 0) {
                continue;
            }
            List<Double> shares = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                shares.add(totals[i] == 0 ? 0 : 100.0 * counts[i] / totals[i]);
            }
            chart.addSeries(w.chinese ? s.chinese() : s.english(), names, shares);
        }
        if (chart.getSeriesMap().isEmpty()) {
            chart.addSeries(w.get("cutoffs.none"), names, names.stream().map(n -> 0.0).toList());
        }
        return chart;
    }

    private static List<Row> select(List<Row> rows, String variant, Limit l) {
        return rows.stream().filter(r -> r.variant().equals(variant) && r.limit().equals(l.label())).toList();
    }

    /** The charts' texts in one language. */
    private static final class Words {
        final boolean chinese;
        private final ResourceBundle bundle;

        Words(Locale language) {
            chinese = language != null && "zh".equals(language.getLanguage());
            bundle = ResourceBundle.getBundle("org.xqlab.experiment.charts", chinese ? Locale.CHINESE : Locale.ROOT,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        }

        String get(String key, Object... args) {
            return new MessageFormat(bundle.getString(key), Locale.ROOT).format(args);
        }
    }

    private static void style(Chart<?, ?> chart) {
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    }
}
