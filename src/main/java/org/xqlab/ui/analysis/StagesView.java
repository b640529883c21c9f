package org.xqlab.ui.analysis;

import org.xqlab.ui.FxTexts;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * MoveSort stages: for the node the search is in now and for the whole search, the moves each stage
 * produced and tried and the cutoffs it made; for the whole search also how often a stage produced the
 * best move, the first-move cutoff rate, and a chart of fail-highs by move index (the last bar counts
 * every later index).
 */
final class StagesView extends VBox {

    /** One stage row; {@code best} is -1 where it does not apply (the current node). */
    record Row(Stage stage, long produced, long tried, long cutoffs, long best) {
    }

    private final AnalysisText text;
    private final TableView<Row> node;
    private final TableView<Row> search;
    private final Label firstMove = new Label();
    private final XYChart.Series<String, Number> failHighs = new XYChart.Series<>();
    private final BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), Charts.integerAxis());
    private Stats shownStats;
    private String config = "";
    private int[][] shownNode;
    private List<Long> shownFailHighs;

    StagesView(AnalysisText text) {
        super(4);
        this.text = text;
        node = table("stages-node", false);
        search = table("stages-search", true);
        setId("stages-view");
        setPadding(new Insets(4));
        TableRows.showRows(node, 5);
        TableRows.showRows(search, Stage.values().length);
        firstMove.setId("stages-first-move");
        chart.setId("stages-fail-highs");
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        text.bind(chart.titleProperty(), "stages.failHighs");
        if (chart.lookup(".chart-title") instanceof Label title) {
            title.setWrapText(true); // on two lines when the chart is narrow beside the tables, never cut
        }
        chart.getData().add(failHighs);
        Label nodeTitle = new Label();
        text.bind(nodeTitle.textProperty(), "stages.node");
        Label searchTitle = new Label();
        text.bind(searchTitle.textProperty(), "stages.search");
        firstMove.setWrapText(true);
        firstMove.setMinHeight(Region.USE_PREF_SIZE);
        // the tables on the left and the chart on the right from the top, so that the chart is in sight
        // without scrolling in a 1024×768 window; the tables keep every column whole first (no sideways
        // scroll, no "Best mo"), so where the chart has less than its minimum beside them (projector mode's
        // letters at 1024 px) it goes below them
        VBox tables = new VBox(4, nodeTitle, node, searchTitle, search, firstMove);
        chart.setMinSize(CHART_MIN_WIDTH, 180);
        chart.setPrefSize(340, 320);
        chart.setMaxHeight(Region.USE_PREF_SIZE);
        getChildren().add(new ChartBeside(tables, chart, search));
    }

    /** The narrowest the fail-high chart is drawn beside the tables (its ten bars and their numbers). */
    static final double CHART_MIN_WIDTH = 170;

    /**
     * The tables and the chart: side by side when the tables' columns fit whole beside a chart at least
     * {@link #CHART_MIN_WIDTH} wide (the chart takes the room they leave, up to its preferred width, and
     * the tables the rest), else the chart under the tables.
     */
    private static final class ChartBeside extends Region {
        private static final double GAP = 8;
        private final VBox tables;
        private final Region chart;
        private final TableView<?> widest;

        ChartBeside(VBox tables, Region chart, TableView<?> widest) {
            this.tables = tables;
            this.chart = chart;
            this.widest = widest;
            getChildren().addAll(tables, chart);
            for (TableColumn<?, ?> c : widest.getColumns()) { // TableFit widens them for their texts
                c.minWidthProperty().addListener(o -> requestLayout());
            }
        }

        /** The width the tables need to show every column whole. */
        private double tablesNeed() {
            return Math.max(org.xqlab.ui.TableFit.wholeWidth(widest), tables.minWidth(-1));
        }

        private double chartWidth(double width) {
            double room = width - tablesNeed() - GAP;
            return room < CHART_MIN_WIDTH ? -1 : Math.min(room, chart.prefWidth(-1));
        }

        @Override
        protected double computeMinWidth(double height) {
            return 0; // never wider than the scroll pane it is in: the tables scroll sideways at worst
        }

        @Override
        protected double computePrefWidth(double height) {
            return tablesNeed() + GAP + chart.prefWidth(-1);
        }

        @Override
        protected double computePrefHeight(double width) {
            double w = width > 0 ? width : getWidth();
            double c = chartWidth(w);
            double chartHeight = chart.prefHeight(-1);
            if (c > 0) {
                return Math.max(tables.prefHeight(w - c - GAP), chartHeight);
            }
            return tables.prefHeight(w) + GAP + chartHeight;
        }

        @Override
        protected void layoutChildren() {
            double w = getWidth();
            double c = chartWidth(w);
            double chartHeight = chart.prefHeight(-1);
            if (c > 0) {
                double t = w - c - GAP;
                tables.resizeRelocate(0, 0, t, tables.prefHeight(t));
                chart.resizeRelocate(t + GAP, 0, c, chartHeight);
            } else {
                double th = tables.prefHeight(w);
                tables.resizeRelocate(0, 0, w, th);
                chart.resizeRelocate(0, th + GAP, Math.min(w, chart.prefWidth(-1)), chartHeight);
            }
        }
    }

    private TableView<Row> table(String id, boolean withBest) {
        TableView<Row> t = new TableView<>();
        t.setId(id);
        FxTexts.placeholder(t, text.i18n());
        t.getColumns().add(column("stages.stage", r -> r.stage().caption(config, text.isChinese())));
        t.getColumns().add(column("stages.produced", r -> Long.toString(r.produced())));
        t.getColumns().add(column("stages.tried", r -> Long.toString(r.tried())));
        t.getColumns().add(column("stages.cutoffs", r -> Long.toString(r.cutoffs())));
        if (withBest) {
            t.getColumns().add(column("stages.best", r -> Long.toString(r.best())));
        }
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        return TableRows.fixed(t);
    }

    private TableColumn<Row, String> column(String key, Function<Row, String> value) {
        TableColumn<Row, String> c = new TableColumn<>();
        text.bind(c.textProperty(), key);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setSortable(false);
        c.setPrefWidth(90);
        return c;
    }

    /** Forgets what is shown, so that the next update redraws it in the current language. */
    void relabel() {
        shownStats = null;
        shownNode = null;
        shownFailHighs = null;
        node.refresh();
        search.refresh();
    }

    /**
     * Shows the current node's counts ([produced, tried, cutoffs][stage], or null) and the search's
     * stats; {@code config} is the search's configuration text, which names the stages.
     */
    void update(int[][] current, Stats stats, String config) {
        if (!config.equals(this.config)) {
            this.config = config;
            node.refresh();
            search.refresh();
        }
        if (current != null && (shownNode == null || !java.util.Arrays.deepEquals(current, shownNode))) {
            shownNode = current;
            List<Row> rows = new ArrayList<>();
            for (Stage s : Stage.values()) {
                int i = s.ordinal();
                if (current[0][i] + current[1][i] + current[2][i] > 0) {
                    rows.add(new Row(s, current[0][i], current[1][i], current[2][i], -1));
                }
            }
            TableRows.update(node.getItems(), rows);
        }
        if (stats == null || stats.equals(shownStats)) {
            return;
        }
        shownStats = stats;
        List<Row> rows = new ArrayList<>();
        for (Stage s : Stage.values()) {
            long p = stats.movesProducedByStage().getOrDefault(s, 0L);
            long t = stats.movesTriedByStage().getOrDefault(s, 0L);
            long k = stats.cutoffsByStage().getOrDefault(s, 0L);
            long b = stats.bestMoveStage().getOrDefault(s, 0L);
            if (p + t + k + b > 0) {
                rows.add(new Row(s, p, t, k, b));
            }
        }
        TableRows.update(search.getItems(), rows);
        double rate = stats.firstMoveCutoffRate();
        double qRate = stats.quiescenceFirstMoveCutoffRate();
        firstMove.setText(text.get("stages.firstMove", percent(rate), Long.toString(stats.mainSearchCutoffs()),
                percent(qRate), Long.toString(stats.quiescenceCutoffs())));
        List<XYChart.Data<String, Number>> bars = new ArrayList<>();
        List<Long> h = stats.failHighsByIndex();
        for (int i = 0; i < h.size(); i++) {
            bars.add(new XYChart.Data<>((i == h.size() - 1 ? "≥" : "") + (i + 1), h.get(i)));
        }
        if (!h.equals(shownFailHighs)) {
            shownFailHighs = h;
            Charts.update(failHighs, bars);
            Charts.fitWhole((javafx.scene.chart.NumberAxis) chart.getYAxis(), h, true);
        }
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? "—" : String.format(Locale.ROOT, "%.1f%%", 100 * rate);
    }

    List<Row> searchRows() {
        return List.copyOf(search.getItems());
    }

    List<Row> nodeRows() {
        return List.copyOf(node.getItems());
    }

    String firstMoveText() {
        return firstMove.getText();
    }
}
