package org.xqlab.ui.analysis;

import org.xqlab.ui.FxTexts;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.IterationStats;
import org.xqlab.trace.SearchCounters;
import org.xqlab.trace.Stats;
import org.xqlab.analysis.DigestSnapshot;
import org.xqlab.analysis.MoveText;
import org.xqlab.figure.NodeText;
import org.xqlab.figure.ScoreView;
import javafx.beans.value.ObservableValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Search statistics: one row per finished iteration (depth, score in the tree's score view with the view
 * named in the column's header and the chart's title, as the status line and A/B write it; PV in the chosen notation,
 * nodes so far, nodes of the iteration, time, effective branching factor, TT hit rate of the
 * iteration), the search's counters in one line, and two charts, nodes per depth and score per
 * iteration. The numbers are those of the {@link DigestSnapshot} (equal to the engine's own
 * {@code SearchResult.stats()} at the end of a search). A switch of notation or score view redraws the rows.
 */
final class StatisticsView extends VBox {

    /** One iteration row as shown. */
    record Row(int depth, String score, String pv, long nodes, long iterationNodes, long millis, String ebf,
               String ttRate) {
    }

    private final AnalysisText text;
    private final Supplier<Notation> notation;
    private final TableView<Row> table = new TableView<>();
    private final Label counters = new Label();
    private final XYChart.Series<String, Number> nodes = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> scores = new XYChart.Series<>();
    private final TableColumn<Row, String> scoreColumn;
    private final BarChart<String, Number> nodeChart = new BarChart<>(new CategoryAxis(), Charts.integerAxis());
    private final LineChart<Number, Number> scoreChart = new LineChart<>(Charts.integerAxis(), Charts.integerAxis());
    private ObservableValue<ScoreView> view = new javafx.beans.property.SimpleObjectProperty<>(ScoreView.ROOT_SIDE);
    private Stats shown;
    private String shownFen;
    private Notation shownNotation;
    private ScoreView shownView;

    StatisticsView(AnalysisText text, Supplier<Notation> notation) {
        super(4);
        this.text = text;
        this.notation = notation;
        setId("statistics-view");
        setPadding(new Insets(4));
        table.setId("statistics-table");
        FxTexts.placeholder(table, text.i18n());
        table.setPrefHeight(220);
        table.getColumns().add(column("stats.depth", r -> Integer.toString(r.depth())));
        scoreColumn = column("stats.score", Row::score);
        scoreColumn.textProperty().unbind();
        table.getColumns().add(scoreColumn);
        table.getColumns().add(column("stats.nodes", r -> Long.toString(r.nodes())));
        table.getColumns().add(column("stats.iterNodes", r -> Long.toString(r.iterationNodes())));
        table.getColumns().add(column("stats.time", r -> Long.toString(r.millis())));
        table.getColumns().add(column("stats.ebf", Row::ebf));
        table.getColumns().add(column("stats.tt", Row::ttRate));
        table.getColumns().add(column("stats.pv", Row::pv));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableRows.fixed(table);
        counters.setId("statistics-counters");
        counters.setWrapText(true);
        nodeChart.setId("chart-nodes");
        nodeChart.setAnimated(false);
        nodeChart.setLegendVisible(false);
        text.bind(nodeChart.titleProperty(), "stats.chartNodes");
        nodeChart.getData().add(nodes);
        scoreChart.setId("chart-scores");
        scoreChart.setAnimated(false);
        scoreChart.setLegendVisible(false);
        nameView();
        scoreChart.getData().add(scores);
        nodeChart.setPrefSize(300, 220);
        scoreChart.setPrefSize(300, 220);
        getChildren().addAll(table, counters, new HBox(6, nodeChart, scoreChart));
    }

    private TableColumn<Row, String> column(String key, Function<Row, String> value) {
        TableColumn<Row, String> c = new TableColumn<>();
        text.bind(c.textProperty(), key);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setSortable(false);
        c.setPrefWidth(90);
        return c;
    }

    /** Writes the score column's header and the score chart's title with the name of the score view. */
    private void nameView() {
        String name = text.get(view.getValue().key);
        scoreColumn.setText(text.get("stats.scoreIn", name));
        scoreChart.setTitle(text.get("stats.chartScoresIn", name));
    }

    /** Scores in the tree's Scores choice: the rows, the header and the chart follow it. */
    void followScoreView(ObservableValue<ScoreView> view) {
        this.view = view;
        view.addListener((o, was, now) -> {
            nameView();
            shown = null; // the next update writes the scores again
        });
        nameView();
    }

    /** Forgets what is shown, so that the next update redraws it in the current language. */
    void relabel() {
        shown = null;
        nameView();
        table.refresh();
    }

    /** Shows a snapshot of a search from {@code rootFen}; {@code lost} counts tree events the queue dropped. */
    void update(DigestSnapshot s, String rootFen, long lost) {
        Stats st = s.stats();
        SearchCounters c = st.counters();
        counters.setText(text.get(st.quiescence() ? "stats.counters" : "stats.countersLeaves",
                Long.toString(c.nodes()), Long.toString(c.qnodes()),
                Long.toString(c.ttProbes()), pct(c.ttHits(), c.ttProbes()), Long.toString(c.ttCutoffs()),
                Long.toString(c.nullMoveTries()), Long.toString(c.nullMoveCutoffs()), Long.toString(c.lmrReductions()),
                Long.toString(c.lmrResearches()), Long.toString(c.betaCutoffs()), Long.toString(lost)));
        Notation in = notation.get();
        ScoreView sv = view.getValue();
        if (st.equals(shown) && rootFen.equals(shownFen) && in == shownNotation && sv == shownView) {
            return;
        }
        shown = st;
        shownFen = rootFen;
        shownNotation = in;
        shownView = sv;
        Position root;
        try {
            root = Fen.parse(rootFen);
        } catch (RuntimeException e) {
            root = null;
        }
        int rootSide = root == null ? org.xqlab.rules.Piece.RED : root.sideToMove();
        boolean zh = text.isChinese();
        List<Row> rows = new ArrayList<>();
        List<XYChart.Data<String, Number>> bars = new ArrayList<>();
        List<XYChart.Data<Number, Number>> points = new ArrayList<>();
        List<IterationStats> its = st.iterations();
        for (int i = 0; i < its.size(); i++) {
            IterationStats it = its.get(i);
            int[] pv = it.pv().stream().mapToInt(Integer::intValue).toArray();
            double tt = i < s.iterationTt().size() ? s.iterationTtHitRate(i) : Double.NaN;
            int score = sv.rootScore(it.score(), rootSide);
            rows.add(new Row(it.depth(), NodeText.score(score, null, zh), MoveText.line(root, pv, in), it.nodes(),
                    it.iterationNodes(), it.timeMillis(), Double.isNaN(it.branchingFactor()) ? "—"
                    : String.format(Locale.ROOT, "%.2f", it.branchingFactor()),
                    Double.isNaN(tt) ? "—" : String.format(Locale.ROOT, "%.1f%%", 100 * tt)));
            bars.add(new XYChart.Data<>(Integer.toString(it.depth()), it.iterationNodes()));
            points.add(new XYChart.Data<>(it.depth(), score));
        }
        if (TableRows.update(table.getItems(), rows) > 0) {
            Charts.update(nodes, bars);
            Charts.update(scores, points);
            List<Number> depths = new ArrayList<>();
            List<Number> values = new ArrayList<>();
            List<Number> counts = new ArrayList<>();
            for (int i = 0; i < points.size(); i++) {
                depths.add(points.get(i).getXValue());
                values.add(points.get(i).getYValue());
                counts.add(bars.get(i).getYValue());
            }
            Charts.fitWhole((NumberAxis) scoreChart.getXAxis(), depths, false);
            Charts.fitWhole((NumberAxis) scoreChart.getYAxis(), values, true);
            Charts.fitWhole((NumberAxis) nodeChart.getYAxis(), counts, true);
        }
    }

    private static String pct(long part, long whole) {
        return whole == 0 ? "—" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    /** The statistics shown now (null before the first update). */
    Stats shownStats() {
        return shown;
    }

    List<Row> rows() {
        return List.copyOf(table.getItems());
    }

    String countersText() {
        return counters.getText();
    }
}
