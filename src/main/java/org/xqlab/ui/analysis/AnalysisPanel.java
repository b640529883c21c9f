package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.watch.AnalysisModel;
import org.xqlab.watch.AnalysisViewModel;
import org.xqlab.watch.ReplayCursor;
import org.xqlab.watch.ReplayLog;
import org.xqlab.figure.LiveCode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.watch.TextbookLink;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Analysis mode, the view of an {@link AnalysisViewModel}. On the left the controls
 * ({@link AnalysisControls}: position, limits, run and step, pace, status) and the search config
 * ({@link ConfigSheet}); in the middle the views: tree with the clicked node's details, history heatmap,
 * killer slots, MoveSort stages, statistics, captions, A/B; below them the timeline ({@link ReplayBar});
 * at the bottom the latest cutoff or pruning caption in both languages. The view-model runs the searches
 * and keeps the state; {@link ViewRefresher} brings their events in once per frame and redraws.
 */
public final class AnalysisPanel extends BorderPane {
    static final int REPLAY_MAX_EVENTS = 3_000_000;

    /** The panel's views, for the tests that look at what is drawn. */
    record Views(SearchTreeView tree, NodeDetailView detail, HeatmapView heatmap, KillerView killers,
                 StagesView stages, StatisticsView statistics, AbView ab, ConfigSheet config,
                 CaptionViews captions, org.xqlab.ui.code.PseudocodeView code, AnalysisControls controls,
                 ViewRefresher refresher) {
    }

    private final AnalysisText text;
    private final AnalysisViewModel vm = new AnalysisViewModel(Platform::runLater);
    private final AnalysisModel model = vm.model();
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
    private final ReplayBar replayBar;
    private final AnalysisControls controls;
    private final javafx.event.EventHandler<KeyEvent> keys = this::onKey;

    /** A panel reading the game's position and notation through these suppliers (FX thread). */
    public AnalysisPanel(AnalysisText text, Supplier<Position> gamePosition, Supplier<Notation> notation) {
        this.text = text;
        setId("analysis-panel");
        config = new ConfigSheet(text);
        tree = new SearchTreeView(text);
        tree.setNotation(notation);
        vm.setNotation(notation); // the status line writes held killer moves as the tree does
        detail = new NodeDetailView(text, notation);
        tree.onSelect(vm::select);
        vm.onSelect(n -> detail.show(model.rootFen(), n, tree.scoreView()));
        detail.onPredict(n -> CutPredictionDialog.open(this, text, n, notation));
        heatmap = new HeatmapView(text, notation, () -> model);
        killers = new KillerView(text, notation, () -> model);
        stages = new StagesView(text);
        statistics = new StatisticsView(text, notation);
        statistics.followScoreView(tree.scoreViewProperty()); // the status line's and A/B's view
        captions = new CaptionViews(text, notation);
        code = new org.xqlab.ui.code.PseudocodeView(text.i18n(), "analysis-");
        refresher = new ViewRefresher(vm, tree, heatmap, killers, stages, statistics, this::updateLabels);
        detail.setSearching(model::isSearching);
        detail.setConfig(model::config);
        detail.setHeld(() -> vm.session().held());
        replayBar = new ReplayBar(text, vm, vm::note, vm::stop, REPLAY_MAX_EVENTS);
        TitledPane cfg = new TitledPane();
        text.bind(cfg.textProperty(), "config.title");
        cfg.setContent(config);
        cfg.setExpanded(true);
        controls = new AnalysisControls(text, vm, gamePosition, notation, config, this::stepForward, this::stepBack,
                Controls.button(text, "make-textbook", "action.textbook", this::makeTextbookTree),
                Controls.button(text, "open-trace", "action.openTrace",
                        () -> replayBar.choose(getScene() == null ? null : getScene().getWindow())),
                AnalysisExport.menu(text, model, refresher, vm, notation, vm::note), cfg);
        ab = new AbView(text, vm.ab(), controls::position, controls::limits);
        ab.followScoreView(tree.scoreViewProperty());
        tree.onSearchFrom(fen -> vm.searchFrom(() -> controls.setFen(fen)));
        vm.setLocale(() -> text.i18n().getLocale());
        vm.setScoreWords(new AnalysisViewModel.ScoreWords() {
            @Override
            public String score(int score, int rootSide) {
                return org.xqlab.figure.NodeText.score(tree.scoreView().rootScore(score, rootSide), null, text.isChinese());
            }

            @Override
            public String viewKey() {
                return tree.scoreView().key;
            }
        });
        vm.onRefresh(all -> {
            refresher.hurry();
            if (all) {
                refresher.refreshAll();
            }
        });
        vm.onChange(controls::show);
        vm.onStarted(() -> {
            replayBar.hideBar();
            detail.show(Fen.format(vm.startedRequest().position()), null, tree.scoreView());
            replayBar.showLive(); // the events received can be scrubbed as a trace's
        });
        setCenter(layout(controls.pane(), viewTabs()));
        text.i18n().localeProperty().addListener((o, a, b) -> relabel());
        setBottom(captions.bar());
        sceneProperty().addListener((o, old, scene) -> {
            if (old != null) {
                old.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (scene != null) {
                scene.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
        refresher.start();
    }

    /** The window's state and commands. */
    AnalysisViewModel viewModel() {
        return vm;
    }

    Views views() {
        return new Views(tree, detail, heatmap, killers, stages, statistics, ab, config, captions, code, controls,
                refresher);
    }

    /**
     * The controls on the left and the views beside them in a split whose left part keeps its width
     * when the window is resized, so the tree gets what the window gains. Above the views, two toggles
     * hide the controls and the node details, giving the tree the whole width on a small screen.
     */
    private SplitPane layout(VBox controls, VBox views) {
        controls.setMinWidth(0);
        controls.setPrefWidth(CONTROLS_WIDTH);
        views.setMinWidth(0);
        SplitPane split = new SplitPane(controls, views);
        split.setId("analysis-split");
        SplitPane.setResizableWithParent(controls, false);
        SplitSides.keepWidth(split, 0, CONTROLS_WIDTH, false);
        ToggleButton showControls = toggle("show-controls", "layout.controls");
        showControls.selectedProperty().addListener((o, a, on) -> SplitSides.show(split, controls, 0, CONTROLS_WIDTH, false, on));
        ToggleButton showDetail = toggle("show-detail", "layout.detail");
        showDetail.selectedProperty().addListener((o, a, on) -> SplitSides.show(treeSplit, detail, 1, DETAIL_WIDTH, true, on));
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
        boolean[] detailHiddenByCode = {false};
        showDetail.selectedProperty().addListener((o, a, on) -> detailHiddenByCode[0] = false); // the user's choice
        b.selectedProperty().addListener((o, a, on) -> {
            if (on && getWidth() < 1280 && showDetail.isSelected()) {
                showDetail.setSelected(false);
                detailHiddenByCode[0] = true;
            } else if (!on && detailHiddenByCode[0]) {
                showDetail.setSelected(true); // Pseudocode off: the details it made room for come back
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
                        SplitSides.placeDivider(treeSplit, treeSplit.getItems().contains(code) ? CODE_WIDTH : DETAIL_WIDTH, true);
                    }
                }));
        return b;
    }

    /** The pseudocode pane at the event the views show (the newest, or the one stepped back to). */
    private void updateCode() {
        ReplayCursor cursor = vm.replayCursor();
        ReplayLog log = cursor != null ? cursor.log() : vm.recording();
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

    private final SplitPane treeSplit = new SplitPane();

    /** After a language switch: every view, label and caption drawn again in the new language. */
    private void relabel() {
        heatmap.relabel();
        killers.relabel();
        stages.relabel();
        statistics.relabel();
        captions.relabel();
        controls.relabel();
        replayBar.relabel();
        // SearchTreeView redraws its counts line only when something changed: a refresh with another
        // not-captured count makes the next one (inside refreshAll) draw it again, in the new language.
        // LEAD: if SearchTreeView gains a relabel method, call it here instead.
        tree.refresh(model, -1);
        refresher.refreshAll();
        updateLabels(true);
    }

    /** Label size in projector mode (View ▸ Projector mode of the main window), in pixels. */
    static final double PROJECTOR_FONT = 16;
    /** Projector mode on or off; a classroom opened from here (Make a textbook tree) follows it. */
    private final javafx.beans.property.BooleanProperty projector = new javafx.beans.property.SimpleBooleanProperty();
    static final double NORMAL_FONT = 13;

    /**
     * Projector mode: the panel's texts at {@link #PROJECTOR_FONT} px in high contrast (style class
     * {@code projector}, app.css), and the tree's labels through {@link #applyTreeFontSize}.
     */
    void setProjector(boolean on) {
        projector.set(on);
        getStyleClass().remove("projector");
        if (on) {
            getStyleClass().add("projector");
        }
        applyTreeFontSize(on ? PROJECTOR_FONT : NORMAL_FONT);
        code.setFontSize(on ? PROJECTOR_FONT : NORMAL_FONT);
        heatmap.setProjector(on);
        detail.setProjector(on);
    }

    /** The tree's label size (SearchTreeView draws its labels itself with GraphStream, so CSS does not reach them). */
    void applyTreeFontSize(double px) {
        tree.setFontSize(px);
    }

    private VBox viewTabs() {
        treeSplit.getItems().setAll(tree, detail);
        treeSplit.setOrientation(Orientation.HORIZONTAL);
        detail.setMinWidth(0);
        SplitPane.setResizableWithParent(detail, false);
        SplitSides.keepWidth(treeSplit, 1, DETAIL_WIDTH, true);
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
                vm.toggle();
            }
            case ESCAPE -> vm.stop();
            default -> {
                return;
            }
        }
        e.consume();
    }

    // ------------------------------------------------------------------ actions

    void stepForward() {
        if (vm.bridge() == null && vm.replayCursor() != null) {
            replayBar.stepTo(controls.stepUnit(), true); // a trace file is shown: step through it
        } else {
            vm.forward(controls.stepUnit());
        }
    }

    void stepBack() {
        if (!vm.back(controls.stepUnit())) {
            replayBar.stepTo(controls.stepUnit(), false);
        }
    }

    /** "Make a textbook tree" of the shown search, opened in a classroom window ({@link TextbookLink}). */
    ClassroomView makeTextbookTree() {
        refresher.refreshAll();
        TextbookTree made;
        try {
            made = TextbookLink.make(model, text.get("status.textbook", model.rootFen()));
        } catch (IllegalArgumentException e) {
            vm.note(text.get("status.noTextbook", e.getMessage()));
            return null;
        }
        vm.note(made.name());
        return ClassroomView.openWindow(text.i18n(), made, projector);
    }

    /** Loads a trace file off the FX thread, then shows it at its end with the timeline. */
    CompletableFuture<Void> openTrace(Path file) {
        return replayBar.open(file);
    }

    /** The timeline bar: its cap, heap and "Load all" (for tests). */
    ReplayBar replayBar() {
        return replayBar;
    }

    /** Moves the replay to just after event {@code target} - 1. */
    void seek(int target) {
        replayBar.seek(target);
    }

    private void updateLabels(boolean all) {
        controls.show();
        detail.setRootLine(model.pv());
        captions.update(model, all || ViewRefresher.showing(captions.list()));
        ab.followNotation();
        if (all || ViewRefresher.showing(code)) {
            updateCode();
        }
    }

    /** Stops the engine and the timers (when the panel's window closes). */
    public void close() {
        refresher.stop();
        vm.close();
        ab.close();
        tree.close();
    }

    /** Selects a tab of the views by id (tab-tree, tab-heatmap, …). */
    void showTab(String id) {
        TabPane tabs = (TabPane) lookup("#analysis-tabs");
        tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t));
    }
}
