package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.AnalysisViewModel;
import org.xqlab.analysis.ReplayLog;
import org.xqlab.analysis.ScoreWords;
import org.xqlab.figure.LiveCode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.analysis.TextbookLink;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Analysis mode, the view of an {@link AnalysisViewModel}. On the left the controls
 * ({@link AnalysisControls}: position, limits, run and step, pace, status) and the search config
 * ({@link ConfigSheet}); in the middle the views: tree with the clicked node's details, history heatmap,
 * killer slots, MoveSort stages, statistics, captions, A/B; below them the timeline ({@link ReplayBar});
 * at the bottom the latest cutoff or pruning caption in both languages ({@link AnalysisLayout} places them).
 * The view-model runs the searches and keeps the state; {@link ViewRefresher} brings their events in once
 * per frame and redraws.
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
    private final Supplier<Notation> notation;
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
        this.notation = notation;
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
        detail.setHeld(vm::held);
        replayBar = new ReplayBar(text, vm, vm::note, vm::stop, REPLAY_MAX_EVENTS);
        TitledPane cfg = new TitledPane();
        text.bind(cfg.textProperty(), "config.title");
        cfg.setContent(config);
        cfg.setExpanded(true);
        controls = new AnalysisControls(text, vm, gamePosition, notation, config, this::stepForward, this::stepBack,
                Controls.button(text, "make-textbook", "action.textbook", this::makeTextbookTree),
                Controls.button(text, "open-trace", "action.openTrace",
                        () -> replayBar.choose(getScene() == null ? null : getScene().getWindow())),
                AnalysisExport.menu(text, model, refresher, vm, notation, vm::note), new HeightCache(cfg));
        ab = new AbView(text, vm.ab(), controls::position, controls::limits);
        ab.followScoreView(tree.scoreViewProperty());
        tree.onSearchFrom(fen -> vm.searchFrom(() -> controls.setFen(fen)));
        vm.setLocale(() -> text.i18n().getLocale());
        vm.setScoreWords(new ScoreWords() {
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
        setCenter(AnalysisLayout.of(text, this, views(), replayBar, this::updateCode));
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

    /** The moment the window shows, as every export writes it. */
    org.xqlab.figure.SearchFrame exportedFrame() {
        return AnalysisExport.frame(text, refresher, vm, notation);
    }

    /** What Export ▸ Search tree writes now: the tree as the screen draws it, under the step's caption (null: none). */
    org.xqlab.figure.TreeFigure exportedTree() {
        return AnalysisExport.treeFigure(exportedFrame(), AnalysisExport.treeOptions(text, refresher, notation));
    }

    /** What Export ▸ Web page writes now (null: no events). */
    String exportedWebPage() {
        return AnalysisExport.webPage(vm, exportedFrame(), refresher, notation);
    }

    Views views() {
        return new Views(tree, detail, heatmap, killers, stages, statistics, ab, config, captions, code, controls,
                refresher);
    }

    /** The width of the controls column, of the node-detail and of the pseudocode side panel, in pixels. */
    static final double CONTROLS_WIDTH = 300;
    static final double DETAIL_WIDTH = 250;
    static final double CODE_WIDTH = 340;

    /** The pseudocode pane at the event the views show (the newest, or the one stepped back to). */
    private void updateCode() {
        ReplayLog log = vm.timeline().shownLog();
        int at = vm.timeline().shownPosition();
        // before a search is shown: the config that Run would search with
        org.xqlab.search.SearchConfig c = liveCode.config(log == null ? config.getConfig().toString() : model.config());
        org.xqlab.trace.CodeFrame frame = log == null || vm.timeline().replayCursor() == null && log.isCut()
                ? org.xqlab.trace.CodeFrame.NONE
                : liveCode.frame(log, at, model, tree.scoreView(), text.get(tree.scoreView().key));
        code.show(liveCode.listing(), text.i18n().get("code.engine." + LiveCode.algorithm(c)),
                line -> org.xqlab.search.EngineListing.active(line, c), frame);
    }

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
                javafx.scene.Node focused = getScene() == null ? null : getScene().getFocusOwner();
                if (editing || ticks(focused)) {
                    return;
                }
                if (!openOrClose(focused)) {
                    vm.toggle();
                }
            }
            case ESCAPE -> vm.stop();
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** A check box or toggle focused: Space ticks it, as everywhere else (not the search's Space). */
    private static boolean ticks(javafx.scene.Node focused) {
        return focused instanceof javafx.scene.control.CheckBox || focused instanceof javafx.scene.control.ToggleButton;
    }

    /**
     * A drop-down focused (a combo or choice box, a menu button): Space opens its list, or closes it, as a
     * user expects of a focused drop-down (JavaFX's combo box only opens on F4 or Alt+↓). On any other
     * control, the Run and Pause buttons too, Space runs, pauses and resumes the search. Returns whether
     * Space was the drop-down's.
     */
    private static boolean openOrClose(javafx.scene.Node focused) {
        if (focused instanceof javafx.scene.control.ComboBoxBase<?> c && !c.isEditable()) {
            return toggle(c.isShowing(), c::show, c::hide);
        }
        if (focused instanceof javafx.scene.control.ChoiceBox<?> c) {
            return toggle(c.isShowing(), c::show, c::hide);
        }
        if (focused instanceof javafx.scene.control.MenuButton m) {
            return toggle(m.isShowing(), m::show, m::hide);
        }
        return false;
    }

    /** Opens a closed list, closes an open one (the three drop-down kinds share no interface for it). */
    private static boolean toggle(boolean showing, Runnable show, Runnable hide) {
        (showing ? hide : show).run();
        return true;
    }

    // ------------------------------------------------------------------ actions

    void stepForward() {
        stepOn(controls.stepUnit());
    }

    /** Steps forward by {@code unit}: through a trace file shown, or the live search (its recorded events first). */
    void stepOn(org.xqlab.trace.StepMode unit) {
        if (!vm.timeline().live() && vm.timeline().replayCursor() != null) {
            replayBar.stepTo(unit, true); // a trace file is shown: step through it
        } else {
            vm.forward(unit);
        }
    }

    /** The cut predictions graded in this window (kept until it closes). */
    org.xqlab.teach.exercise.PredictionFollow.Tally predictions() {
        return predictions;
    }

    private final org.xqlab.teach.exercise.PredictionFollow.Tally predictions =
            new org.xqlab.teach.exercise.PredictionFollow.Tally();

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

    /** Stops the engine and the timers, the timeline's too (when the panel's window closes). */
    public void close() {
        refresher.stop();
        replayBar.hideBar(); // its follow timer would keep playing, and the animation loop would keep the panel
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
