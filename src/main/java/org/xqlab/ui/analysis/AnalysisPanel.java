package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ProgressBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
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
import javafx.scene.control.ToggleButton;
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
    private final org.xqlab.ui.code.PseudocodeView code;
    private final LiveCode liveCode = new LiveCode();
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
    private final ComboBox<TeachingPosition> teaching = new ComboBox<>();
    private final Label teachingAbout = new Label();
    private final TextField rootMoves = new TextField();
    private final MenuButton rootMovesPick = new MenuButton();
    private final ComboBox<String> stepKind = new ComboBox<>();
    private final Label stepPosition = new Label();
    private final ProgressBar stepProgress = new ProgressBar(0);
    private final LiveStepper stepper;
    private boolean relabeling;
    private final javafx.event.EventHandler<KeyEvent> keys = this::onKey;
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
        detail.onPredict(n -> CutPredictionDialog.open(this, text, n, notation));
        tree.onSearchFrom(this::searchFrom);
        heatmap = new HeatmapView(text);
        killers = new KillerView(text, notation);
        stages = new StagesView(text);
        statistics = new StatisticsView(text, notation);
        captions = new CaptionViews(text, notation);
        code = new org.xqlab.ui.code.PseudocodeView(text.i18n(), "analysis-");
        ab = new AbView(text, this::position, this::limits);
        refresher = new ViewRefresher(model, tree, heatmap, killers, stages, statistics, this::updateLabels);
        stepper = new LiveStepper(text, session, refresher, model, this::start, status, stepPosition, stepProgress);
        stepper.setScoreView(tree::scoreView);
        ab.followScoreView(tree.scoreViewProperty());
        detail.setSearching(model::isSearching);
        replayBar = new ReplayBar(text, refresher, model, stepper::note, session::stop, REPLAY_MAX_EVENTS);
        replayBar.setLiveStepper(stepper);
        setCenter(layout(controls(), views()));
        text.i18n().localeProperty().addListener((o, a, b) -> relabel());
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
        teaching.setId("teaching-position");
        teaching.getItems().setAll(TeachingPosition.all());
        teaching.setMaxWidth(Double.MAX_VALUE);
        text.bind(teaching.promptTextProperty(), "teach.prompt");
        teaching.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(TeachingPosition t) {
                return t == null ? "" : t.name(text.isChinese());
            }

            @Override
            public TeachingPosition fromString(String s) {
                return null;
            }
        });
        text.i18n().localeProperty().addListener((o, a, v) -> {
            TeachingPosition chosen = teaching.getValue();
            relabeling = true;
            teaching.getItems().setAll(TeachingPosition.all());
            teaching.setValue(chosen);
            relabeling = false;
            showTeachingAbout();
        });
        teaching.valueProperty().addListener((o, a, t) -> {
            if (t != null && !relabeling) {
                fen.setText(t.fen());
                setDepth(t.depth());
                rootMoves.clear();
            }
            showTeachingAbout();
        });
        teachingAbout.setId("teaching-about");
        teachingAbout.setWrapText(true);
        Label teachingLabel = new Label();
        text.bind(teachingLabel.textProperty(), "teach.title");
        depth.setId("limit-depth");
        depth.setEditable(true);
        nodes.setId("limit-nodes");
        millis.setId("limit-time");
        rootMoves.setId("root-moves");
        text.bind(rootMoves.promptTextProperty(), "rootMoves.prompt");
        rootMoves.setTooltip(tooltip("rootMoves.tip"));
        rootMovesPick.setId("root-moves-pick");
        rootMovesPick.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the field gives way, the button stays whole
        rootMoves.setMinWidth(60);
        text.bind(rootMovesPick.textProperty(), "rootMoves.pick");
        rootMovesPick.setOnShowing(e -> fillRootMoveChoices());
        Label rootLabel = new Label();
        text.bind(rootLabel.textProperty(), "rootMoves.title");
        rootLabel.setWrapText(true);
        HBox.setHgrow(rootMoves, Priority.ALWAYS);
        VBox limits = new VBox(4, labelled("limit.depth", depth), labelled("limit.nodes", nodes),
                labelled("limit.time", millis), rootLabel, new HBox(4, rootMoves, rootMovesPick));
        pace.setId("pace");
        pace.valueProperty().addListener((o, a, v) -> {
            session.setPace(paceValue());
            updatePaceLabel();
        });
        text.i18n().localeProperty().addListener((o, a, v) -> updatePaceLabel());
        updatePaceLabel();
        FlowPane run = new FlowPane(4, 4, button("run", "action.run", "keys.space", stepper::runOrResume),
                button("pause", "action.pause", "keys.space", stepper::pause),
                button("resume", "action.resume", "keys.space", stepper::runOrResume),
                button("stop", "action.stop", "keys.esc", stepper::stop));
        stepKind.setId("step-kind");
        stepKind.getItems().setAll("node", "stage", "cutoff", "iteration");
        stepKind.setValue("cutoff");
        Controls.localize(stepKind, text, "step.");
        stepKind.setTooltip(tooltip("step.kindTip"));
        text.i18n().localeProperty().addListener((o, a, v) -> {
            String kind = stepKind.getValue();
            stepKind.setValue(null);
            stepKind.setValue(kind);
        });
        Label stepBy = new Label();
        text.bind(stepBy.textProperty(), "step.by");
        FlowPane stepRow = new FlowPane(4, 4, button("step-back", "step.back", "keys.back", this::stepBack), stepBy,
                stepKind, button("step-forward", "step.forward", "keys.forward", this::stepForward));
        stepRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        stepRow.setPrefWrapLength(260);
        Label stepLabel = new Label();
        text.bind(stepLabel.textProperty(), "step.title");
        FlowPane step = new FlowPane(4, 4, stepLabel, stepButton("node"), stepButton("stage"), stepButton("cutoff"),
                stepButton("iteration"));
        stepPosition.setId("step-position");
        stepProgress.setId("step-progress");
        stepProgress.setMaxWidth(Double.MAX_VALUE);
        status.setId("analysis-status");
        status.setWrapText(true);
        drops.setId("analysis-drops");
        drops.setWrapText(true);
        Button textbook = button("make-textbook", "action.textbook", null, this::makeTextbookTree);
        Button open = button("open-trace", "action.openTrace", null,
                () -> replayBar.choose(getScene() == null ? null : getScene().getWindow()));
        TitledPane cfg = new TitledPane();
        text.bind(cfg.textProperty(), "config.title");
        cfg.setContent(config);
        cfg.setExpanded(true);
        VBox box = new VBox(6, teachingLabel, teaching, teachingAbout, fromGame, new HBox(4, fromFen, fen), limits,
                run, stepRow, step, new VBox(2, stepPosition, stepProgress), new VBox(2, paceLabel, pace), status,
                drops, textbook, open, AnalysisExport.menu(text, model, refresher, notation, stepper::note), cfg);
        box.setPadding(new Insets(6));
        box.setPrefWidth(330);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setPrefWidth(350);
        sceneProperty().addListener((o, old, scene) -> {
            if (old != null) {
                old.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (scene != null) {
                scene.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
        return scroll;
    }

    private Button stepButton(String unit) {
        return button("step-" + unit, "step." + unit, "keys.forward", () -> {
            stepKind.setValue(unit);
            stepForward();
        });
    }

    private javafx.scene.control.Tooltip tooltip(String key) {
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        text.bind(tip.textProperty(), key);
        return tip;
    }

    private void showTeachingAbout() {
        TeachingPosition t = teaching.getValue();
        teachingAbout.setText(t == null ? "" : t.about(text.isChinese()));
        teachingAbout.setVisible(t != null);
        teachingAbout.setManaged(t != null);
    }

    /** The root moves of the position to analyse as check items, in the game's notation. */
    private void fillRootMoveChoices() {
        rootMovesPick.getItems().clear();
        Position p = position();
        if (p == null) {
            return;
        }
        java.util.Set<Integer> chosen = new java.util.HashSet<>();
        int[] now = rootMoves(p);
        if (now != null) {
            for (int m : now) {
                chosen.add(m);
            }
        }
        for (int m : p.legalMoves()) {
            javafx.scene.control.CheckMenuItem item = new javafx.scene.control.CheckMenuItem(
                    notation.get().format(p, m));
            item.setId("root-move-" + org.xqlab.rules.Move.iccs(m));
            item.setSelected(chosen.contains(m));
            item.setOnAction(e -> {
                StringBuilder sb = new StringBuilder();
                for (javafx.scene.control.MenuItem i : rootMovesPick.getItems()) {
                    if (((javafx.scene.control.CheckMenuItem) i).isSelected()) {
                        sb.append(sb.isEmpty() ? "" : " ").append(i.getText());
                    }
                }
                rootMoves.setText(sb.toString());
            });
            rootMovesPick.getItems().add(item);
        }
    }

    /**
     * The root moves the user allows (null: all), read from the field in any notation, separated by
     * spaces or commas; null with a note if a word is not a legal move.
     */
    int[] rootMoves(Position p) {
        String words = rootMoves.getText() == null ? "" : rootMoves.getText().trim();
        if (words.isEmpty()) {
            return null;
        }
        java.util.List<Integer> moves = new java.util.ArrayList<>();
        for (String w : words.split("[\\s,，、]+")) {
            if (w.isEmpty()) {
                continue;
            }
            try {
                moves.add(Notation.parseAny(p, w));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(text.get("rootMoves.bad", w, String.valueOf(e.getMessage())));
            }
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    private void onKey(KeyEvent e) {
        boolean editing = e.getTarget() instanceof javafx.scene.control.TextInputControl
                || getScene() != null && getScene().getFocusOwner() instanceof javafx.scene.control.TextInputControl;
        switch (e.getCode()) {
            case RIGHT, PAGE_DOWN -> {
                if (e.getCode() == KeyCode.RIGHT && editing) {
                    return;
                }
                stepForward();
            }
            case LEFT, PAGE_UP -> {
                if (e.getCode() == KeyCode.LEFT && editing) {
                    return;
                }
                stepBack();
            }
            case SPACE -> {
                if (editing) {
                    return;
                }
                stepper.toggle();
            }
            case ESCAPE -> stepper.stop();
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** The step unit chosen in the selector. */
    StepMode stepUnit() {
        return LiveStepper.mode(stepKind.getValue() == null ? "cutoff" : stepKind.getValue());
    }

    void stepForward() {
        if (refresher.bridge() == null && refresher.replayCursor() != null) {
            replayBar.stepTo(stepUnit(), true); // a trace file is shown: step through it
        } else {
            stepper.forward(stepUnit());
        }
    }

    void stepBack() {
        if (!stepper.back(stepUnit())) {
            replayBar.stepTo(stepUnit(), false);
        }
    }

    /**
     * A label and its field in a row: the field keeps its width and the label wraps onto a second line
     * rather than being cut ("Nodes (0: none)" stays whole in projector fonts).
     */
    private HBox labelled(String key, javafx.scene.Node control) {
        Label l = new Label();
        text.bind(l.textProperty(), key);
        l.setWrapText(true);
        l.setMinWidth(60);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        l.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(l, Priority.ALWAYS);
        if (control instanceof javafx.scene.control.Control c) {
            c.setPrefWidth(130);
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox row = new HBox(4, l, control);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return row;
    }

    private Button button(String id, String key, String tipKey, Runnable action) {
        Button b = new Button();
        b.setId(id);
        text.bind(b.textProperty(), key);
        if (tipKey != null) {
            b.setTooltip(tooltip(tipKey));
        }
        b.setOnAction(e -> action.run());
        return b;
    }

    /**
     * The controls on the left and the views beside them in a split whose left part keeps its width
     * when the window is resized, so the tree gets what the window gains. Above the views, two toggles
     * hide the controls and the node details, giving the tree the whole width on a small screen.
     */
    private SplitPane layout(ScrollPane controls, VBox views) {
        controls.setMinWidth(0);
        controls.setPrefWidth(CONTROLS_WIDTH);
        views.setMinWidth(0);
        SplitPane split = new SplitPane(controls, views);
        split.setId("analysis-split");
        SplitPane.setResizableWithParent(controls, false);
        keepWidth(split, 0, CONTROLS_WIDTH, false);
        ToggleButton showControls = toggle("show-controls", "layout.controls");
        showControls.selectedProperty().addListener((o, a, on) -> showSide(split, controls, 0, CONTROLS_WIDTH, false, on));
        ToggleButton showDetail = toggle("show-detail", "layout.detail");
        showDetail.selectedProperty().addListener((o, a, on) -> showSide(treeSplit, detail, 1, DETAIL_WIDTH, true, on));
        ToggleButton showCode = codeToggle(showDetail);
        HBox bar = new HBox(4, showControls, showDetail, showCode);
        bar.setPadding(new Insets(2, 4, 2, 4));
        views.getChildren().add(0, bar);
        return split;
    }

    /** The width of the controls column and of the node-detail side panel, in pixels. */
    static final double CONTROLS_WIDTH = 300;
    static final double DETAIL_WIDTH = 250;
    static final double CODE_WIDTH = 340;

    /**
     * The Pseudocode toggle (off at first): the pane goes to the right of the tree; on a screen
     * narrower than 1280 it takes the node details' place (they come back with their own toggle).
     */
    private ToggleButton codeToggle(ToggleButton showDetail) {
        ToggleButton b = new ToggleButton();
        b.setId("show-code");
        b.textProperty().bind(text.i18n().text("code.show"));
        code.setMinWidth(0);
        SplitPane.setResizableWithParent(code, false);
        config.configProperty().addListener((o, a, c) -> updateCode());
        b.selectedProperty().addListener((o, a, on) -> {
            if (on && getWidth() < 1280) {
                showDetail.setSelected(false);
            }
            if (on && !treeSplit.getItems().contains(code)) {
                treeSplit.getItems().add(code);
            } else if (!on) {
                treeSplit.getItems().remove(code);
            }
            updateCode();
        });
        // details and code both beside the tree: each gets its width, but the tree keeps at least a third
        treeSplit.getItems().addListener((javafx.collections.ListChangeListener<javafx.scene.Node>) c ->
                Platform.runLater(() -> {
                    double w = treeSplit.getWidth();
                    if (w > 0 && treeSplit.getItems().size() == 3) {
                        double codeShare = Math.min(CODE_WIDTH / w, 0.36);
                        double detailShare = Math.min(DETAIL_WIDTH / w, 0.3);
                        treeSplit.setDividerPositions(1 - codeShare - detailShare, 1 - codeShare);
                    } else if (treeSplit.getItems().size() == 2) {
                        placeDivider(treeSplit, treeSplit.getItems().contains(code) ? CODE_WIDTH : DETAIL_WIDTH, true);
                    }
                }));
        return b;
    }

    /** The pseudocode pane at the event the views show (the newest, or the one stepped back to). */
    private void updateCode() {
        ReplayCursor cursor = refresher.replayCursor();
        ReplayLog log = cursor != null ? cursor.log() : refresher.recording();
        int at = cursor != null ? cursor.position() : log == null ? 0 : log.size();
        // before a search is shown: the config that Run would search with
        org.xqlab.search.SearchConfig c = liveCode.config(log == null ? config.getConfig().toString() : model.config());
        org.xqlab.trace.CodeFrame frame = log == null || cursor == null && log.isCut()
                ? org.xqlab.trace.CodeFrame.NONE
                : liveCode.frame(log, at, model, tree.scoreView(), text.get(tree.scoreView().key));
        code.show(liveCode.listing(), text.i18n().get("code.engine." + LiveCode.algorithm(c)),
                line -> org.xqlab.search.EngineListing.active(line, c), frame);
    }

    private ToggleButton toggle(String id, String key) {
        ToggleButton b = new ToggleButton();
        b.setId(id);
        b.setSelected(true);
        text.bind(b.textProperty(), key);
        return b;
    }

    /** Shows or hides a side part of a split, putting it back at its width. */
    private static void showSide(SplitPane split, javafx.scene.Node part, int index, double width, boolean right,
                                 boolean show) {
        if (show && !split.getItems().contains(part)) {
            split.getItems().add(index, part);
            placeDivider(split, width, right);
        } else if (!show) {
            split.getItems().remove(part);
        }
    }

    /** Puts the divider of a two-part split so the side part is {@code width} wide, once the split has a size. */
    private static void keepWidth(SplitPane split, int index, double width, boolean right) {
        split.widthProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> o, Number a, Number w) {
                if (w.doubleValue() > 0) {
                    split.widthProperty().removeListener(this);
                    placeDivider(split, width, right);
                }
            }
        });
    }

    private static void placeDivider(SplitPane split, double width, boolean right) {
        double w = split.getWidth();
        if (w <= 0 || split.getItems().size() < 2) {
            return;
        }
        double f = Math.min(0.5, width / w);
        split.setDividerPositions(right ? 1 - f : f);
    }

    private final SplitPane treeSplit = new SplitPane();

    /** After a language switch: every view, label and caption drawn again in the new language. */
    private void relabel() {
        heatmap.relabel();
        killers.relabel();
        stages.relabel();
        statistics.relabel();
        captions.relabel();
        updatePaceLabel();
        // SearchTreeView redraws its counts line only when something changed: a refresh with another
        // not-captured count makes the next one (inside refreshAll) draw it again, in the new language.
        // LEAD: if SearchTreeView gains a relabel method, call it here instead.
        tree.refresh(model, -1);
        refresher.refreshAll();
        updateLabels(true);
    }

    /** Label size in projector mode (View ▸ Projector mode of the main window), in pixels. */
    static final double PROJECTOR_FONT = 16;
    static final double NORMAL_FONT = 13;

    /**
     * Projector mode: the panel's texts at {@link #PROJECTOR_FONT} px in high contrast (style class
     * {@code projector}, app.css), and the tree's labels through {@link #applyTreeFontSize}.
     */
    void setProjector(boolean on) {
        getStyleClass().remove("projector");
        if (on) {
            getStyleClass().add("projector");
        }
        applyTreeFontSize(on ? PROJECTOR_FONT : NORMAL_FONT);
        code.setFontSize(on ? PROJECTOR_FONT : NORMAL_FONT);
    }

    /** The tree's label size (SearchTreeView draws its labels itself with GraphStream, so CSS does not reach them). */
    void applyTreeFontSize(double px) {
        tree.setFontSize(px);
    }

    private VBox views() {
        treeSplit.getItems().setAll(tree, detail);
        treeSplit.setOrientation(Orientation.HORIZONTAL);
        detail.setMinWidth(0);
        SplitPane.setResizableWithParent(detail, false);
        keepWidth(treeSplit, 1, DETAIL_WIDTH, true);
        TabPane tabs = new TabPane(tab("tab-tree", "tab.tree", treeSplit), tab("tab-heatmap", "tab.heatmap", heatmap),
                tab("tab-killers", "tab.killers", killers), tab("tab-stages", "tab.stages", scroll(stages)),
                tab("tab-statistics", "tab.statistics", scroll(statistics)),
                tab("tab-captions", "tab.captions", captions.pane()), tab("tab-ab", "tab.ab", ab));
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
                stepper.note(text.get("status.badFen", e.getMessage()));
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
            stepper.note(text.get("status.badNumber", field.getText()));
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
        stepper.runOrResume();
    }

    /** Steps by {@code mode}: a held search runs at full speed to the next such event; none running: a new one. */
    void step(StepMode mode) {
        stepper.forward(mode);
    }

    private void start(StepMode initial) {
        if (session.isRunning()) {
            return;
        }
        Position p = position();
        if (p == null) {
            return;
        }
        SearchLimits searchLimits;
        try {
            searchLimits = limits().withSearchMoves(rootMoves(p));
        } catch (IllegalArgumentException e) {
            stepper.note(e.getMessage());
            return;
        }
        model.reset();
        replayBar.hideBar();
        lastResult = null;
        detail.show(org.xqlab.rules.Fen.format(p), null, tree.scoreView()); // the new root, until a node is clicked
        session.onHeld(() -> Platform.runLater(() -> {
            refresher.hurry();
            refresher.refreshAll();
        }));
        UiBridge bridge = session.start(p, config.getConfig(), searchLimits, initial, paceValue(), RING, NODE_CAP,
                result -> {
                    lastResult = result;
                    Platform.runLater(() -> {
                        refresher.refreshAll();
                        stepper.finished(result.depth(), result.score(), result.totalNodes(), result.timeMillis());
                    });
                },
                error -> Platform.runLater(() -> stepper.failed(error)),
                () -> Platform.runLater(stepper::cancelled));
        refresher.live(bridge);
        stepper.started();
        replayBar.showLive(); // the events received can be scrubbed as a trace's
    }

    void stop() {
        stepper.stop();
    }

    String statusText() {
        return status.getText();
    }

    /** "Make a textbook tree" of the shown search, opened in a classroom window ({@link TextbookLink}). */
    ClassroomView makeTextbookTree() {
        refresher.refreshAll();
        return TextbookLink.open(text, model, stepper::note);
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
        } else if (refresher.replayCursor() != null) { // a trace opened: its own count, not the last search's
            drops.setText(text.get("status.drops", Integer.toString(refresher.replayCursor().size()), "0", "0"));
        }
        stepper.show();
        detail.setRootLine(model.pv());
        captions.update(model, all || ViewRefresher.showing(captions.list()));
        if (all || ViewRefresher.showing(code)) {
            updateCode();
        }
    }

    /**
     * "Search from here" in the tree's menu: the node's position becomes the FEN and is searched; a
     * search still running is stopped first, and the new one starts as soon as its thread is free.
     */
    private void searchFrom(String fen) {
        setFen(fen);
        if (!session.isRunning()) {
            run();
            return;
        }
        stepper.stop();
        javafx.animation.Timeline wait = new javafx.animation.Timeline();
        wait.getKeyFrames().add(new javafx.animation.KeyFrame(javafx.util.Duration.millis(50), e -> {
            if (!session.isRunning()) {
                wait.stop();
                run();
            }
        }));
        wait.setCycleCount(200); // gives up after ten seconds: the status line says the search was stopped
        wait.play();
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

    org.xqlab.ui.code.PseudocodeView codeView() {
        return code;
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
        TabPane tabs = (TabPane) lookup("#analysis-tabs");
        tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t));
    }
}
