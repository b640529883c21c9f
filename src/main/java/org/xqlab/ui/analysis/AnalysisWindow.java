package org.xqlab.ui.analysis;

import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.xqlab.trace.StepMode;
import org.xqlab.ui.MainBoard;
import org.xqlab.ui.WindowFit;

/**
 * Opens analysis mode in a window of its own beside the main window (a tree graph needs room), one
 * per main window: the menu item {@code item-analysis} (View ▸ Analysis, Ctrl+Shift+A) opens it or
 * brings it to the front. The panel reads the game's current position and notation; closing the
 * window stops its search and lets go of the window (the views follow a language of their own,
 * {@link org.xqlab.ui.I18n#follower}), so a closed analysis window is garbage.
 */
public final class AnalysisWindow {
    private final Stage stage = new Stage();
    private final AnalysisPanel panel;

    private AnalysisWindow(MainBoard main) {
        // a language of its own that follows the main window's: the views' listeners go with this window
        AnalysisText text = new AnalysisText(main.i18n().follower());
        panel = new AnalysisPanel(text, main::boardPosition, main::boardNotation);
        panel.views().tree().onLoadPosition(main::loadPosition);
        panel.views().detail().arrowsShownProperty().bindBidirectional(main.analysisArrows());
        double[] size = WindowFit.scene(1400, 900);
        Scene scene = new Scene(panel, size[0], size[1]);
        scene.getStylesheets().addAll(main.scene().getStylesheets());
        org.xqlab.ui.AppStyle.followLanguage(panel, text.i18n().localeProperty());
        stage.setScene(scene);
        stage.titleProperty().bind(text.text("window.title"));
        if (main.scene().getWindow() != null) {
            stage.initOwner(main.scene().getWindow());
        }
        javafx.beans.value.ObservableBooleanValue projector = main.projectorMode();
        javafx.beans.value.ChangeListener<Boolean> follow = (o, a, on) -> panel.setProjector(on);
        projector.addListener(follow);
        stage.setOnHiding(e -> projector.removeListener(follow));
        // closed, the window lets go: its search stops, the main window forgets it (the next open makes a new one)
        stage.setOnHidden(e -> {
            panel.close();
            panel.views().detail().arrowsShownProperty().unbindBidirectional(main.analysisArrows());
            main.scene().getProperties().remove(AnalysisWindow.class, this);
        });
        panel.setProjector(projector.get());
    }

    /** Opens (or shows again) the analysis window of {@code main}. */
    public static AnalysisWindow open(MainBoard main) {
        Object existing = main.scene().getProperties().get(AnalysisWindow.class);
        AnalysisWindow w;
        if (existing instanceof AnalysisWindow a && a.stage.isShowing()) {
            w = a;
        } else {
            w = new AnalysisWindow(main);
            main.scene().getProperties().put(AnalysisWindow.class, w);
        }
        w.stage.show();
        w.stage.toFront();
        return w;
    }

    /** The menu item that opens the window, labelled in the window's language. */
    public static MenuItem menuItem(MainBoard main) {
        MenuItem item = new MenuItem();
        item.setId("item-analysis");
        new AnalysisText(main.i18n()).bind(item.textProperty(), "menu.analysis");
        item.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+A"));
        item.setOnAction(e -> open(main));
        return item;
    }

    /**
     * Analyses {@code fen} to {@code depth}, stepping to the first α-β cutoff and holding there (the
     * snapshot command shows the window in that state).
     */
    public void holdAtCutoff(String fen, int depth) {
        panel.views().controls().setFen(fen);
        panel.views().controls().setDepth(depth);
        panel.viewModel().forward(StepMode.NEXT_CUTOFF);
    }

    /**
     * Searches {@code fen} to {@code depth} with only {@code rootMoves} at the root (ICCS, e.g. a move that was
     * played and the engine's better one), run to its end, so the tree shows both moves and the cutoffs that
     * refute the worse (a reviewed mistake's Why?).
     */
    public void compareMoves(String fen, String rootMoves, int depth) {
        panel.views().controls().setFen(fen);
        panel.views().controls().setRootMoves(rootMoves);
        panel.views().controls().setDepth(depth);
        panel.viewModel().runOrResume();
    }

    /** Analyses {@code fen} to {@code depth} at full speed, as the Run button does (the frames benchmark). */
    public void runAtFullSpeed(String fen, int depth) {
        panel.views().controls().setFen(fen);
        panel.views().controls().setDepth(depth);
        panel.viewModel().runOrResume();
    }

    /**
     * The views' tabs by the names a user types (tree, heatmap, killers, stages, statistics, captions, ab), in
     * their order on screen; each tab's id is {@code tab-} and its name.
     */
    public static final java.util.List<String> TABS = java.util.List.of("tree", "heatmap", "killers", "stages",
            "statistics", "captions", "ab");

    /** Brings a tab of the views to the front by its name (one of {@link #TABS}); false if there is none. */
    public boolean showTab(String name) {
        if (!TABS.contains(name)) {
            return false;
        }
        panel.showTab("tab-" + name);
        return true;
    }

    /** True once the search has finished (any thread). */
    public boolean searchFinished() {
        return panel.viewModel().lastResult() != null;
    }

    /** The finished search's result, or null while it runs or before it starts (any thread). */
    public org.xqlab.search.SearchResult lastResult() {
        return panel.viewModel().lastResult();
    }

    /** The views' paced redraws so far (each a redraw of the views that changed; read on the FX thread). */
    public long redraws() {
        return panel.views().refresher().redraws();
    }

    /** The event number at which the search is held, or -1 while it runs or before it starts (any thread). */
    public long heldAt() {
        org.xqlab.trace.GateStop held = panel.viewModel().held();
        return held == null ? -1 : held.sequence();
    }

    /** True while the search is held at a β-cutoff of the move loop (not a stand-pat or TT cut). */
    public boolean isHeldAtBetaCutoff() {
        org.xqlab.trace.GateStop held = panel.viewModel().held();
        return held != null && held.step() == org.xqlab.trace.Step.BETA_CUTOFF;
    }

    /** Lets a held search run on to its next cutoff. */
    public void stepToNextCutoff() {
        panel.viewModel().forward(StepMode.NEXT_CUTOFF);
    }

    /** Brings every view up to date with the events received so far. */
    public void refresh() {
        panel.views().refresher().refreshAll();
    }

    public Stage stage() {
        return stage;
    }

    AnalysisPanel panel() {
        return panel;
    }
}
