package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
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
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.StepMode;
import org.xqlab.ui.classroom.ClassroomView;

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
    private final CaptionViews captions;
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
    private final ReplayBar replayBar;
    private volatile SearchResult lastResult;

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
        tree.onSelect(n -> detail.show(model.rootFen(), n, tree.scoreView()));
        tree.onSearchFrom(f -> {
            setFen(f);
            run();
        });
        heatmap = new HeatmapView(text);
        killers = new KillerView(text, notation);
        stages = new StagesView(text);
        statistics = new StatisticsView(text, notation);
        captions = new CaptionViews(text, notation);
        ab = new AbView(text, this::position, this::limits);
        refresher = new ViewRefresher(model, tree, heatmap, killers, stages, statistics, this::updateLabels);
        replayBar = new ReplayBar(text, refresher, model, status::setText, session::stop, REPLAY_MAX_EVENTS);
        setLeft(controls());
        setCenter(views());
        setBottom(captions.bar());
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
        Button textbook = button("make-textbook", "action.textbook", this::makeTextbookTree);
        Button open = button("open-trace", "action.openTrace",
                () -> replayBar.choose(getScene() == null ? null : getScene().getWindow()));
        TitledPane cfg = new TitledPane();
        text.bind(cfg.textProperty(), "config.title");
        cfg.setContent(config);
        cfg.setExpanded(true);
        VBox box = new VBox(6, fromGame, new HBox(4, fromFen, fen), limits, run, step,
                new VBox(2, paceLabel, pace), status, drops, textbook, open, cfg);
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
        TabPane tabs = new TabPane(tab("tab-tree", "tab.tree", treeSplit), tab("tab-heatmap", "tab.heatmap", heatmap),
                tab("tab-killers", "tab.killers", killers), tab("tab-stages", "tab.stages", scroll(stages)),
                tab("tab-statistics", "tab.statistics", scroll(statistics)),
                tab("tab-captions", "tab.captions", captions.list()), tab("tab-ab", "tab.ab", ab));
        tabs.setId("analysis-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        return new VBox(tabs, replayBar);
    }

    private static ScrollPane scroll(javafx.scene.Node content) {
        ScrollPane pane = new ScrollPane(content);
        pane.setFitToWidth(true);
        return pane;
    }

    private Tab tab(String id, String key, javafx.scene.Node content) {
        Tab t = new Tab();
        t.setId(id);
        text.bind(t.textProperty(), key);
        t.setContent(content);
        return t;
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
        refresher.hurry();
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
        replayBar.hideBar();
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
                error -> Platform.runLater(() -> status.setText(text.get("status.error", String.valueOf(error)))),
                () -> Platform.runLater(() -> status.setText(text.get("status.cancelled"))));
        refresher.live(bridge);
        status.setText(text.get("status.running"));
    }

    void stop() {
        session.stop();
    }

    String statusText() {
        return status.getText();
    }

    /** "Make a textbook tree" of the shown search, opened in a classroom window ({@link TextbookLink}). */
    ClassroomView makeTextbookTree() {
        refresher.refreshAll();
        return TextbookLink.open(text, model, status::setText);
    }

    /** Loads a trace file off the FX thread, then shows it at its end with the timeline. */
    CompletableFuture<Void> openTrace(Path file) {
        return replayBar.open(file);
    }

    /** Moves the replay to just after event {@code target} - 1. */
    void seek(int target) {
        replayBar.seek(target);
    }

    private void updateLabels(boolean all) {
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
        captions.update(model, all || ViewRefresher.showing(captions.list()));
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
        return captions.mainText();
    }

    String otherCaptionText() {
        return captions.otherText();
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
