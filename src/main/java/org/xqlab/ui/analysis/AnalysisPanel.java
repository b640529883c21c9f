package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.StepMode;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Analysis mode. On the left: the position (the game's current one or a FEN), the search config
 * ({@link ConfigSheet}), the limits (depth, nodes, time), Run / Pause / Resume / Stop, Step to the
 * next node, stage, cutoff or iteration, the pace (one event per second up to full speed), the
 * queue's drop counter, and Open trace… for a replay with a timeline. In the middle, the views: tree
 * with the clicked node's details, history heatmap, killer slots, MoveSort stages, statistics,
 * captions, A/B. At the bottom, the latest cutoff or pruning caption in both languages. Searches run
 * on an {@link AnalysisSession}'s engine thread; {@link ViewRefresher} brings their events in.
 */
public final class AnalysisPanel extends BorderPane {
    static final int NODE_CAP = 6000;
    static final int RING = 1 << 16;
    static final int REPLAY_MAX_EVENTS = 3_000_000;

    private final AnalysisText text;
    private final Supplier<Position> gamePosition;
    private final Supplier<Notation> notation;
    private final AnalysisSession session = new AnalysisSession();
    private final AnalysisModel model = new AnalysisModel(NODE_CAP);
    private final ConfigSheet config;
    private final SearchTreeView tree;
    private final NodeDetailView detail;
    private final HeatmapView heatmap;
    private final KillerView killers;
    private final StagesView stages;
    private final StatisticsView statistics;
    private final AbView ab;
    private final ViewRefresher refresher;
    private final ListView<Caption> captionList = new ListView<>();
    private final Label captionMain = new Label();
    private final Label captionOther = new Label();
    private final Label status = new Label();
    private final Label drops = new Label();
    private final TextField fen = new TextField();
    private final RadioButton fromGame = new RadioButton();
    private final RadioButton fromFen = new RadioButton();
    private final Spinner<Integer> depth = new Spinner<>(1, SearchLimits.MAX_DEPTH, 5);
    private final TextField nodes = new TextField("0");
    private final TextField millis = new TextField("0");
    private final Slider pace = new Slider(0, 6, 6);
    private final Label paceLabel = new Label();
    private final Slider timeline = new Slider(0, 1, 0);
    private final Label timelineLabel = new Label();
    private final HBox timelineBar;
    private volatile SearchResult lastResult;
    private long shownCaptions = -1;

    /** A panel reading the game's position and notation through these suppliers (FX thread). */
    public AnalysisPanel(AnalysisText text, Supplier<Position> gamePosition, Supplier<Notation> notation) {
        this.text = text;
        this.gamePosition = gamePosition;
        this.notation = notation;
        setId("analysis-panel");
        config = new ConfigSheet(text);
        tree = new SearchTreeView(text);
        tree.setNotation(notation);
        detail = new NodeDetailView(text, notation);
        tree.onSelect(n -> detail.show(model.rootFen(), n));
        heatmap = new HeatmapView(text);
        killers = new KillerView(text, notation);
        stages = new StagesView(text);
        statistics = new StatisticsView(text, notation);
        ab = new AbView(text, this::position, this::limits);
        refresher = new ViewRefresher(model, tree, heatmap, killers, stages, statistics, this::updateLabels);
        timelineBar = timelineBar();
        setLeft(controls());
        setCenter(views());
        setBottom(captionBar());
        refresher.start();
    }

    // ------------------------------------------------------------------ layout

    private ScrollPane controls() {
        ToggleGroup source = new ToggleGroup();
        fromGame.setToggleGroup(source);
        fromFen.setToggleGroup(source);
        fromGame.setSelected(true);
        fromGame.setId("source-game");
        fromFen.setId("source-fen");
        text.bind(fromGame.textProperty(), "source.game");
        text.bind(fromFen.textProperty(), "source.fen");
        fen.setId("analysis-fen");
        fen.setPromptText(Fen.START);
        fen.textProperty().addListener((o, a, v) -> fromFen.setSelected(true));
        depth.setId("limit-depth");
        depth.setEditable(true);
        nodes.setId("limit-nodes");
        millis.setId("limit-time");
        VBox limits = new VBox(4, labelled("limit.depth", depth), labelled("limit.nodes", nodes),
                labelled("limit.time", millis));
        pace.setId("pace");
        pace.valueProperty().addListener((o, a, v) -> {
            session.setPace(paceValue());
            updatePaceLabel();
        });
        updatePaceLabel();
        FlowPane run = new FlowPane(4, 4, button("run", "action.run", this::run),
                button("pause", "action.pause", session::pause), button("resume", "action.resume", session::resume),
                button("stop", "action.stop", session::stop));
        Label stepLabel = new Label();
        text.bind(stepLabel.textProperty(), "step.title");
        FlowPane step = new FlowPane(4, 4, stepLabel, button("step-node", "step.node", () -> step(StepMode.NEXT_NODE)),
                button("step-stage", "step.stage", () -> step(StepMode.NEXT_STAGE)),
                button("step-cutoff", "step.cutoff", () -> step(StepMode.NEXT_CUTOFF)),
                button("step-iteration", "step.iteration", () -> step(StepMode.NEXT_ITERATION)));
        status.setId("analysis-status");
        status.setWrapText(true);
        drops.setId("analysis-drops");
        drops.setWrapText(true);
        Button open = button("open-trace", "action.openTrace", this::openTrace);
        TitledPane cfg = new TitledPane();
        text.bind(cfg.textProperty(), "config.title");
        cfg.setContent(config);
        cfg.setExpanded(true);
        VBox box = new VBox(6, fromGame, new HBox(4, fromFen, fen), limits, run, step,
                new VBox(2, paceLabel, pace), status, drops, open, cfg);
        box.setPadding(new Insets(6));
        box.setPrefWidth(330);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setPrefWidth(350);
        return scroll;
    }

    private HBox labelled(String key, javafx.scene.Node control) {
        Label l = new Label();
        text.bind(l.textProperty(), key);
        l.setMinWidth(110);
        return new HBox(4, l, control);
    }

    private Button button(String id, String key, Runnable action) {
        Button b = new Button();
        b.setId(id);
        text.bind(b.textProperty(), key);
        b.setOnAction(e -> action.run());
        return b;
    }

    private VBox views() {
        SplitPane treeSplit = new SplitPane(tree, detail);
        treeSplit.setOrientation(Orientation.HORIZONTAL);
        treeSplit.setDividerPositions(0.72);
        captionList.setId("caption-list");
        captionList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Caption c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : c.text(text.i18n().getLocale(), notation.get()));
            }
        });
        TabPane tabs = new TabPane(tab("tab-tree", "tab.tree", treeSplit), tab("tab-heatmap", "tab.heatmap", heatmap),
                tab("tab-killers", "tab.killers", killers), tab("tab-stages", "tab.stages", new ScrollPane(stages)),
                tab("tab-statistics", "tab.statistics", new ScrollPane(statistics)),
                tab("tab-captions", "tab.captions", captionList), tab("tab-ab", "tab.ab", ab));
        tabs.setId("analysis-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        return new VBox(tabs, timelineBar);
    }

    private Tab tab(String id, String key, javafx.scene.Node content) {
        Tab t = new Tab();
        t.setId(id);
        text.bind(t.textProperty(), key);
        t.setContent(content);
        return t;
    }

    private VBox captionBar() {
        captionMain.setId("analysis-caption");
        captionMain.setStyle("-fx-font-size: 15px; -fx-font-weight: bold;");
        captionOther.setId("analysis-caption-other");
        captionOther.setStyle("-fx-text-fill: #555;");
        VBox bar = new VBox(2, captionMain, captionOther);
        bar.setPadding(new Insets(4, 8, 6, 8));
        return bar;
    }

    private HBox timelineBar() {
        timeline.setId("timeline");
        timelineLabel.setId("timeline-label");
        HBox.setHgrow(timeline, Priority.ALWAYS);
        timeline.valueProperty().addListener((o, a, v) -> {
            ReplayCursor c = refresher.replayCursor();
            if (c != null && (int) Math.round(v.doubleValue()) != c.position()) {
                seek((int) Math.round(v.doubleValue()));
            }
        });
        Button start = button("timeline-start", "timeline.start", () -> seek(0));
        Button back = button("timeline-back", "timeline.back", () -> seekBy(-1));
        Button forward = button("timeline-forward", "timeline.forward", () -> seekBy(1));
        Button end = button("timeline-end", "timeline.end", () -> seek(Integer.MAX_VALUE));
        HBox bar = new HBox(6, start, back, timeline, forward, end, timelineLabel);
        bar.setPadding(new Insets(4));
        bar.setVisible(false);
        bar.setManaged(false);
        return bar;
    }

    // ------------------------------------------------------------------ actions

    /** The position to analyse, or null (and a message) if the FEN is bad. */
    Position position() {
        if (fromFen.isSelected() && !fen.getText().isBlank()) {
            try {
                return Fen.parse(fen.getText().trim());
            } catch (RuntimeException e) {
                status.setText(text.get("status.badFen", e.getMessage()));
                return null;
            }
        }
        return gamePosition.get().copy();
    }

    /** The limits as entered; a bad number is read as 0 (no limit) and reported. */
    SearchLimits limits() {
        return new SearchLimits(depth.getValue(), number(nodes), number(millis), 0, 0, 0, false);
    }

    private long number(TextField field) {
        try {
            return Math.max(0, Long.parseLong(field.getText().trim()));
        } catch (NumberFormatException e) {
            status.setText(text.get("status.badNumber", field.getText()));
            return 0;
        }
    }

    private double paceValue() {
        return pace.getValue() >= pace.getMax() ? 0 : Math.pow(10, pace.getValue());
    }

    private void updatePaceLabel() {
        double v = paceValue();
        paceLabel.setText(v == 0 ? text.get("pace.full") : text.get("pace.value",
                String.format(Locale.ROOT, v < 10 ? "%.1f" : "%.0f", v)));
    }

    void run() {
        start(StepMode.RUN);
    }

    /** Steps a held search; starts a new one that holds at the first such event if none runs. */
    void step(StepMode mode) {
        if (session.isRunning()) {
            session.step(mode);
        } else {
            start(mode);
        }
    }

    private void start(StepMode initial) {
        if (session.isRunning()) {
            return;
        }
        Position p = position();
        if (p == null) {
            return;
        }
        model.reset();
        timelineBar.setVisible(false);
        timelineBar.setManaged(false);
        lastResult = null;
        UiBridge bridge = session.start(p, config.getConfig(), limits(), initial, paceValue(), RING, NODE_CAP,
                result -> {
                    lastResult = result;
                    Platform.runLater(() -> {
                        refresher.refreshAll();
                        status.setText(text.get("status.done", Integer.toString(result.depth()),
                                Integer.toString(result.score()), Long.toString(result.totalNodes()),
                                Long.toString(result.timeMillis())));
                    });
                },
                error -> Platform.runLater(() -> status.setText(text.get("status.error", String.valueOf(error)))));
        refresher.live(bridge);
        status.setText(text.get("status.running"));
    }

    void stop() {
        session.stop();
    }

    private void openTrace() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("trace.files"),
                "*.jsonl", "*.jsonl.gz", "*.gz", "*.json"));
        File file = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            openTrace(file.toPath());
        }
    }

    /** Loads a trace file off the FX thread, then shows it at its end with the timeline. */
    CompletableFuture<Void> openTrace(Path file) {
        status.setText(text.get("status.loading", file.getFileName().toString()));
        CompletableFuture<Void> shown = new CompletableFuture<>();
        CompletableFuture.supplyAsync(() -> {
            try {
                return ReplayLog.load(file, REPLAY_MAX_EVENTS);
            } catch (IOException e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
            }
        }).whenComplete((log, error) -> Platform.runLater(() -> {
            if (error != null) {
                status.setText(text.get("status.error", error.getCause() == null ? error.getMessage()
                        : error.getCause().getMessage()));
            } else {
                showReplay(log);
            }
            shown.complete(null);
        }));
        return shown;
    }

    private void showReplay(ReplayLog log) {
        session.stop();
        ReplayCursor cursor = new ReplayCursor(log, model);
        refresher.replay(cursor);
        timeline.setMax(Math.max(1, log.size()));
        timelineBar.setVisible(true);
        timelineBar.setManaged(true);
        String damage = log.summary() == null || log.summary().damage() == null ? ""
                : " " + text.get("status.damage", Long.toString(log.summary().damage().line()),
                log.summary().damage().message());
        status.setText(text.get("status.replay", Integer.toString(log.size())) + damage
                + (log.isCut() ? " " + text.get("status.cut", Integer.toString(REPLAY_MAX_EVENTS)) : ""));
        seek(log.size());
    }

    /** Moves the replay to just after event {@code target} - 1 and redraws. */
    void seek(int target) {
        ReplayCursor c = refresher.replayCursor();
        if (c == null) {
            return;
        }
        c.seek(target);
        if ((int) Math.round(timeline.getValue()) != c.position()) {
            timeline.setValue(c.position());
        }
        timelineLabel.setText(text.get("timeline.position", Integer.toString(c.position()), Integer.toString(c.size())));
        refresher.refreshAll();
    }

    private void seekBy(int events) {
        ReplayCursor c = refresher.replayCursor();
        if (c != null) {
            seek(c.position() + events);
        }
    }

    private void updateLabels() {
        UiBridge b = refresher.bridge();
        if (b != null) {
            drops.setText(text.get("status.drops", Long.toString(b.eventsSeen()), Long.toString(b.dropped()),
                    Long.toString(b.beyondCap())));
            GateStop held = session.held();
            if (held != null && session.isRunning()) {
                status.setText(text.get("status.held", held.kind().token(), Integer.toString(held.ply()),
                        Long.toString(held.sequence())));
            }
        }
        if (model.captionCount() != shownCaptions) {
            shownCaptions = model.captionCount();
            captionList.getItems().setAll(model.captions());
            if (!captionList.getItems().isEmpty()) {
                captionList.scrollTo(captionList.getItems().size() - 1);
            }
            Caption last = model.lastCaption();
            Locale other = text.isChinese() ? Locale.ENGLISH : Locale.CHINESE;
            captionMain.setText(last == null ? "" : last.text(text.i18n().getLocale(), notation.get()));
            captionOther.setText(last == null ? "" : last.text(other, notation.get()));
        }
    }

    /** Stops the engine and the timers (when the panel's window closes). */
    public void close() {
        refresher.stop();
        session.close();
        ab.close();
        tree.close();
    }

    // ------------------------------------------------------------------ for tests and the benchmark

    AnalysisSession session() {
        return session;
    }

    AnalysisModel model() {
        return model;
    }

    ViewRefresher refresher() {
        return refresher;
    }

    SearchTreeView treeView() {
        return tree;
    }

    NodeDetailView detailView() {
        return detail;
    }

    HeatmapView heatmapView() {
        return heatmap;
    }

    KillerView killerView() {
        return killers;
    }

    StagesView stagesView() {
        return stages;
    }

    StatisticsView statisticsView() {
        return statistics;
    }

    AbView abView() {
        return ab;
    }

    ConfigSheet configSheet() {
        return config;
    }

    SearchResult lastResult() {
        return lastResult;
    }

    String captionText() {
        return captionMain.getText();
    }

    String otherCaptionText() {
        return captionOther.getText();
    }

    void setFen(String text) {
        fen.setText(text);
    }

    void setDepth(int d) {
        depth.getValueFactory().setValue(d);
    }

    /** Selects a tab of the views by id (tab-tree, tab-heatmap, …). */
    void showTab(String id) {
        TabPane tabs = (TabPane) ((VBox) getCenter()).getChildren().get(0);
        tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t));
    }
}
