package org.xqlab.ui.analysis;

import org.xqlab.ui.FxTexts;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.IterationStats;
import org.xqlab.trace.SearchCounters;
import org.xqlab.trace.Stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A/B: two configurations (a preset plus {@code key=value} changes each) search the same position with
 * the same limits at the same time, each on its own engine thread with fresh tables, and their results
 * and statistics stand next to each other with the ratio B/A. A bad config is reported, not run.
 */
final class AbView extends VBox {

    /** One figure of both searches: {@code name} is its key under {@code ab.row.} in the bundles. */
    record Row(String name, String a, String b, String ratio) {
    }

    private final AnalysisText text;
    private final Supplier<Position> position;
    private final Supplier<SearchLimits> limits;
    private final ComboBox<String> presetA = presets("ab-preset-a", "pvs");
    private final ComboBox<String> presetB = presets("ab-preset-b", "full");
    private final TextField changesA = new TextField();
    private final TextField changesB = new TextField();
    private final Button run = new Button();
    private final Button stop = new Button();
    private volatile Searcher searcherA;
    private volatile Searcher searcherB;
    private volatile boolean stopped;
    private final Label status = new Label();
    private final TableView<Row> table = new TableView<>();
    private final ExecutorService engines = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "analysis-ab");
        t.setDaemon(true);
        return t;
    });
    private SearchResult resultA;
    private SearchResult resultB;

    AbView(AnalysisText text, Supplier<Position> position, Supplier<SearchLimits> limits) {
        super(6);
        this.text = text;
        this.position = position;
        this.limits = limits;
        setId("ab-view");
        setPadding(new Insets(6));
        changesA.setId("ab-changes-a");
        changesB.setId("ab-changes-b");
        text.bind(changesA.promptTextProperty(), "ab.changes.prompt");
        text.bind(changesB.promptTextProperty(), "ab.changes.prompt");
        run.setId("ab-run");
        text.bind(run.textProperty(), "ab.run");
        run.setOnAction(e -> run());
        stop.setId("ab-stop");
        text.bind(stop.textProperty(), "ab.stop");
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        text.bind(tip.textProperty(), "ab.stopTip");
        stop.setTooltip(tip);
        stop.setDisable(true);
        stop.setOnAction(e -> stop());
        status.setId("ab-status");
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(4);
        grid.addRow(0, new Label("A"), presetA, changesA);
        grid.addRow(1, new Label("B"), presetB, changesB);
        table.setId("ab-table");
        FxTexts.placeholder(table, text.i18n());
        table.getColumns().add(column("ab.figure", r -> text.get("ab.row." + r.name())));
        text.i18n().localeProperty().addListener((o, was, now) -> table.refresh());
        table.getColumns().add(column("ab.a", Row::a));
        table.getColumns().add(column("ab.b", Row::b));
        table.getColumns().add(column("ab.ratio", Row::ratio));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableRows.fixed(table);
        getChildren().addAll(grid, new javafx.scene.layout.HBox(6, run, stop), status, table);
    }

    private static ComboBox<String> presets(String id, String value) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(SearchConfig.presetNames());
        box.setValue(value);
        return box;
    }

    private TableColumn<Row, String> column(String key, Function<Row, String> value) {
        TableColumn<Row, String> c = new TableColumn<>();
        text.bind(c.textProperty(), key);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setSortable(false);
        return c;
    }

    /** Sets the two configurations as a preset and changes each. */
    void setConfigs(String presetA, String changesA, String presetB, String changesB) {
        this.presetA.setValue(presetA);
        this.changesA.setText(changesA);
        this.presetB.setValue(presetB);
        this.changesB.setText(changesB);
    }

    /** Starts both searches; returns a future completed (on the FX thread) when both are shown. */
    CompletableFuture<Void> run() {
        SearchConfig a;
        SearchConfig b;
        try {
            a = SearchConfig.preset(presetA.getValue()).with(changesA.getText());
            b = SearchConfig.preset(presetB.getValue()).with(changesB.getText());
        } catch (IllegalArgumentException e) {
            status.setText(text.get("ab.bad", e.getMessage()));
            return CompletableFuture.completedFuture(null);
        }
        Position p = position.get();
        SearchLimits l = limits.get();
        if (p == null) {
            return CompletableFuture.completedFuture(null);
        }
        run.setDisable(true);
        stop.setDisable(false);
        stopped = false;
        status.setText(text.get("ab.running"));
        Searcher sa = new Searcher(a);
        Searcher sb = new Searcher(b);
        searcherA = sa;
        searcherB = sb;
        CompletableFuture<SearchResult> fa = CompletableFuture.supplyAsync(() -> search(sa, p, l), engines);
        CompletableFuture<SearchResult> fb = CompletableFuture.supplyAsync(() -> search(sb, p, l), engines);
        CompletableFuture<Void> shown = new CompletableFuture<>();
        fa.thenCombine(fb, (ra, rb) -> new SearchResult[] {ra, rb}).whenComplete((r, error) -> Platform.runLater(() -> {
            run.setDisable(false);
            stop.setDisable(true);
            searcherA = null;
            searcherB = null;
            if (error != null) {
                status.setText(text.get("ab.bad", String.valueOf(error.getMessage())));
            } else {
                resultA = r[0];
                resultB = r[1];
                status.setText(text.get(stopped ? "ab.stopped" : "ab.done", a.toString(), b.toString()));
                table.getItems().setAll(rows(r[0], r[1]));
            }
            shown.complete(null);
        }));
        return shown;
    }

    /** Searches; a Stop pressed while the search was starting still stops it ({@link StopAgain}). */
    private SearchResult search(Searcher s, Position p, SearchLimits l) {
        return s.search(p.copy(), l, new StopAgain(s, () -> stopped));
    }

    /** Ends both searches at their next check; each reports the best it found so far. */
    void stop() {
        stopped = true;
        Searcher a = searcherA;
        Searcher b = searcherB;
        if (a != null) {
            a.stop();
        }
        if (b != null) {
            b.stop();
        }
    }

    /** Whether an A/B comparison is running. */
    boolean isRunning() {
        return run.isDisabled();
    }

    private static List<Row> rows(SearchResult a, SearchResult b) {
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("bestMove", Move.iccs(a.bestMove()), Move.iccs(b.bestMove()), ""));
        rows.add(new Row("pv", a.pvText(), b.pvText(), ""));
        rows.add(number("score", a.score(), b.score()));
        rows.add(number("depth", a.depth(), b.depth()));
        rows.add(number("nodes", a.totalNodes(), b.totalNodes()));
        rows.add(number("qnodes", a.qnodes(), b.qnodes()));
        rows.add(number("time", a.timeMillis(), b.timeMillis()));
        rows.add(number("nps", a.nodesPerSecond(), b.nodesPerSecond()));
        rows.add(new Row("ebf", ebf(a.stats()), ebf(b.stats()), ""));
        SearchCounters ca = a.stats().counters();
        SearchCounters cb = b.stats().counters();
        rows.add(new Row("ttHitRate", pct(ca.ttHits(), ca.ttProbes()), pct(cb.ttHits(), cb.ttProbes()), ""));
        rows.add(new Row("firstMove", rate(a.stats()), rate(b.stats()), ""));
        rows.add(number("betaCutoffs", ca.betaCutoffs(), cb.betaCutoffs()));
        rows.add(number("ttCutoffs", ca.ttCutoffs(), cb.ttCutoffs()));
        rows.add(number("nullCutoffs", ca.nullMoveCutoffs(), cb.nullMoveCutoffs()));
        rows.add(number("lmrReductions", ca.lmrReductions(), cb.lmrReductions()));
        return rows;
    }

    private static Row number(String name, long a, long b) {
        return new Row(name, Long.toString(a), Long.toString(b),
                a == 0 ? "—" : String.format(Locale.ROOT, "%.2f", (double) b / a));
    }

    private static String ebf(Stats s) {
        List<IterationStats> its = s.iterations();
        if (its.isEmpty() || Double.isNaN(its.get(its.size() - 1).branchingFactor())) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.2f", its.get(its.size() - 1).branchingFactor());
    }

    private static String rate(Stats s) {
        double r = s.firstMoveCutoffRate();
        return Double.isNaN(r) ? "—" : String.format(Locale.ROOT, "%.1f%%", 100 * r);
    }

    private static String pct(long part, long whole) {
        return whole == 0 ? "—" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    SearchResult resultA() {
        return resultA;
    }

    SearchResult resultB() {
        return resultB;
    }

    List<Row> rows() {
        return List.copyOf(table.getItems());
    }

    void close() {
        engines.shutdownNow();
    }
}
