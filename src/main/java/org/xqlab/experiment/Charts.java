package org.xqlab.experiment;

import org.xqlab.io.AtomicFile;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.xqlab.trace.Stage;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The charts of an experiment, made with XChart: {@code nodes} (geometric mean of total nodes against
 * depth, one line per variant, log scale; for node-limited runs the mean depth reached against the node
 * limit), {@code ratio} (node ratio against the base by limit, log scale; only with two or more
 * variants) and {@code cutoffs} (each variant's β-cutoffs at the deepest limit, split by the move-picker
 * stage that produced the cutting move, as stacked shares). {@link #build} gives the charts for display,
 * {@link #writeAll} saves each as PNG and SVG. Only repetition 0 is plotted.
 */
public final class Charts {
    public static final int WIDTH = 800;
    public static final int HEIGHT = 500;

    private Charts() {
    }

    /** The charts by name, in display order. */
    public static Map<String, Chart<?, ?>> build(Experiment e, List<Row> rows) {
        List<Row> first = rows.stream().filter(r -> r.repetition() == 0).toList();
        Map<String, Chart<?, ?>> charts = new LinkedHashMap<>();
        charts.put("nodes", nodes(e, first));
        if (e.variants().size() > 1) {
            charts.put("ratio", ratio(e, first));
        }
        charts.put("cutoffs", cutoffs(e, first));
        return charts;
    }

    /** Saves every chart as NAME.png and NAME.svg in {@code dir}; returns the names. */
    public static List<String> writeAll(Experiment e, List<Row> rows, Path dir) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, Chart<?, ?>> c : build(e, rows).entrySet()) {
            String base = dir.resolve(c.getKey()).toString();
            try {
                AtomicFile.write(dir.resolve(c.getKey() + ".png"),
                        out -> BitmapEncoder.saveBitmap(c.getValue(), out, BitmapEncoder.BitmapFormat.PNG));
                AtomicFile.write(dir.resolve(c.getKey() + ".svg"), out -> VectorGraphicsEncoder.saveVectorGraphic(
                        c.getValue(), out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG));
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

    private static XYChart nodes(Experiment e, List<Row> rows) {
        boolean byNodes = e.byNodes();
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title(e.name() + (byNodes ? ": depth reached by node budget" : ": nodes by depth"))
                .xAxisTitle(byNodes ? "node limit" : "depth")
                .yAxisTitle(byNodes ? "mean depth reached" : "nodes (geometric mean over positions)").build();
        style(chart);
        chart.getStyler().setYAxisLogarithmic(!byNodes);
        chart.getStyler().setXAxisLogarithmic(byNodes);
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
            }
        }
        return chart;
    }

    private static XYChart ratio(Experiment e, List<Row> rows) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title(e.name() + ": node ratio against " + e.base())
                .xAxisTitle(e.byNodes() ? "node limit" : "depth")
                .yAxisTitle("nodes / nodes of " + e.base() + " (geometric mean)").build();
        style(chart);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setXAxisLogarithmic(e.byNodes());
        Map<String, List<Summary.Line>> byVariant = new LinkedHashMap<>();
        for (Summary.Line l : Summary.of(e, rows)) {
            byVariant.computeIfAbsent(l.variant(), k -> new ArrayList<>()).add(l);
        }
        for (Map.Entry<String, List<Summary.Line>> en : byVariant.entrySet()) {
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (Summary.Line l : en.getValue()) {
                if (!Double.isNaN(l.ratio()) && l.ratio() > 0) {
                    xs.add((double) Limit.parse(l.limit()).value());
                    ys.add(l.ratio());
                }
            }
            if (!xs.isEmpty()) {
                chart.addSeries(en.getKey(), xs, ys);
            }
        }
        return chart;
    }

    private static CategoryChart cutoffs(Experiment e, List<Row> rows) {
        Limit deepest = e.limits().stream().max((a, b) -> Long.compare(a.value(), b.value())).orElseThrow();
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title(e.name() + ": share of β-cutoffs by move-picker stage (" + deepest.label() + ")")
                .xAxisTitle("variant").yAxisTitle("% of β-cutoffs").build();
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
            chart.addSeries(s.english(), names, shares);
        }
        if (chart.getSeriesMap().isEmpty()) {
            chart.addSeries("no cutoffs", names, names.stream().map(n -> 0.0).toList());
        }
        return chart;
    }

    private static List<Row> select(List<Row> rows, String variant, Limit l) {
        return rows.stream().filter(r -> r.variant().equals(variant) && r.limit().equals(l.label())).toList();
    }

    private static void style(Chart<?, ?> chart) {
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    }
}
