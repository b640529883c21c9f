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
import org.xqlab.trace.Stage;
import org.xqlab.trace.Stats;
import org.xqlab.watch.StopAgain;

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
 * and statistics stand next to each other with the ratio B/A. A bad config is reported, not run. The
 * scores are shown in the tree's {@link ScoreView} (Red's view unless the tree's toolbar chose another),
 * signed as the tree and the status line write them, and their row says which view it is.
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
    /** The side to move at the root of the shown results (their scores are stored from its side). */
    private int rootSide = org.xqlab.rules.Piece.RED;
    private javafx.beans.value.ObservableValue<ScoreView> scoreView =
            new javafx.beans.property.SimpleObjectProperty<>(ScoreView.RED);

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
        // an error names every valid key: the line wraps, it is never cut mid-list
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        // a preset chosen anew starts from its own settings: the changes typed for the last one are cleared
        this.presetA.valueProperty().addListener((o, was, now) -> {
            if (!settingConfigs) {
                changesA.clear();
            }
        });
        this.presetB.valueProperty().addListener((o, was, now) -> {
            if (!settingConfigs) {
                changesB.clear();
            }
        });
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(4);
        grid.addRow(0, new Label("A"), presetA, changesA);
        grid.addRow(1, new Label("B"), presetB, changesB);
        table.setId("ab-table");
        FxTexts.placeholder(table, text.i18n());
        table.getColumns().add(column("ab.figure", this::rowName));
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

    private boolean settingConfigs;

    /** Shows the scores in this view from now on, following its changes (the tree's Scores choice). */
    void followScoreView(javafx.beans.value.ObservableValue<ScoreView> view) {
        scoreView = view;
        view.addListener((o, was, now) -> showRows());
        showRows();
    }

    private ScoreView view() {
        ScoreView v = scoreView.getValue();
        return v == null ? ScoreView.RED : v;
    }

    private void showRows() {
        if (resultA != null && resultB != null) {
            table.getItems().setAll(rows(resultA, resultB));
        }
    }

    /** Sets the two configurations as a preset and changes each. */
    void setConfigs(String presetA, String changesA, String presetB, String changesB) {
        settingConfigs = true;
        this.presetA.setValue(presetA);
        this.changesA.setText(changesA);
        this.presetB.setValue(presetB);
        this.changesB.setText(changesB);
        settingConfigs = false;
    }

    /** A row's name in the window's language; a stage row names the stage as the search configured it. */
    private String rowName(Row r) {
        if (r.name().startsWith(STAGE_ROW)) {
            Stage st = Stage.valueOf(r.name().substring(STAGE_ROW.length()));
            String config = configA == null ? "" : configA;
            return text.get("ab.row.stageCutoffs", st.caption(config, text.isChinese()));
        }
        if (r.name().equals("score")) {
            return text.get("ab.row.scoreIn", text.get(view().key));
        }
        return text.get("ab.row." + r.name());
    }

    private static final String STAGE_ROW = "stage:";
    private String configA;

    /**
     * The message for changes that name an unknown key: the config's own message and, when a key is
     * one or two letters away from a real one, "did you mean …?".
     */
    private String badChanges(String changes, IllegalArgumentException e) {
        String message = e.getMessage();
        for (String part : changes.split("[,\\s]+")) {
            int eq = part.indexOf('=');
            String key = (eq < 0 ? part : part.substring(0, eq)).trim();
            if (key.isEmpty() || knownKey(key)) {
                continue;
            }
            String best = null;
            int bestD = 3;
            for (SearchConfig.Key k : SearchConfig.Key.values()) {
                int d = distance(key.toLowerCase(Locale.ROOT), k.key().toLowerCase(Locale.ROOT));
                if (d < bestD) {
                    bestD = d;
                    best = k.key();
                }
            }
            if (best != null) {
                return text.get("ab.didYouMean", message, key, best);
            }
        }
        return message;
    }

    private static boolean knownKey(String key) {
        for (SearchConfig.Key k : SearchConfig.Key.values()) {
            if (k.key().equals(key)) {
                return true;
            }
        }
        return false;
    }

    /** Edit distance (insert, delete, replace one letter). */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    String statusText() {
        return status.getText();
    }

    /** Starts both searches; returns a future completed (on the FX thread) when both are shown. */
    CompletableFuture<Void> run() {
        SearchConfig a;
        SearchConfig b;
        try {
            a = SearchConfig.preset(presetA.getValue()).with(changesA.getText());
        } catch (IllegalArgumentException e) {
            status.setText(text.get("ab.bad", "A: " + badChanges(changesA.getText(), e)));
            return CompletableFuture.completedFuture(null);
        }
        try {
            b = SearchConfig.preset(presetB.getValue()).with(changesB.getText());
        } catch (IllegalArgumentException e) {
            status.setText(text.get("ab.bad", "B: " + badChanges(changesB.getText(), e)));
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
        configA = a.toString();
        int side = p.sideToMove();
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
                rootSide = side;
                status.setText(text.get(stopped ? "ab.stopped" : "ab.done", a.toString(), b.toString()));
                showRows();
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

    private List<Row> rows(SearchResult a, SearchResult b) {
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("bestMove", Move.iccs(a.bestMove()), Move.iccs(b.bestMove()), ""));
        rows.add(new Row("pv", a.pvText(), b.pvText(), ""));
        // in the tree's view, written as the tree and the status line write a root score
        int sa = view().rootScore(a.score(), rootSide);
        int sb = view().rootScore(b.score(), rootSide);
        rows.add(new Row("score", org.xqlab.figure.NodeText.score(sa, null), org.xqlab.figure.NodeText.score(sb, null),
                number("score", sa, sb).ratio()));
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
        // β-cutoffs by MoveSort stage (hash move, captures, killer 1 and 2, quiet moves …): where each config cut
        for (Stage st : Stage.values()) {
            long x = a.stats().cutoffsByStage().getOrDefault(st, 0L);
            long y = b.stats().cutoffsByStage().getOrDefault(st, 0L);
            if (x + y > 0) {
                Row n = number("x", x, y);
                rows.add(new Row(STAGE_ROW + st.name(), n.a(), n.b(), n.ratio()));
            }
        }
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
