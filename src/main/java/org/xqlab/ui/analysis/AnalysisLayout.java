package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Where the analysis window's parts stand: the controls column on the left beside the views, whose split
 * keeps the column's width when the window is resized (the tree gets what the window gains); the views in
 * tabs above the timeline; in the tree's tab the node details, and the pseudocode when it is shown, to the
 * right of the tree. Three toggles above the views hide the controls, the details and show the pseudocode,
 * giving the tree the whole width on a small screen.
 */
final class AnalysisLayout {
    private final AnalysisText text;
    private final Region panel;
    private final AnalysisPanel.Views views;
    private final Runnable updateCode;
    private final SplitPane treeSplit = new SplitPane();

    private AnalysisLayout(AnalysisText text, Region panel, AnalysisPanel.Views views, Runnable updateCode) {
        this.text = text;
        this.panel = panel;
        this.views = views;
        this.updateCode = updateCode;
    }

    /**
     * The panel's centre: {@code views}' controls beside their tabs and {@code timeline};
     * {@code updateCode} draws the pseudocode pane again (when it is shown or the config changes).
     */
    static SplitPane of(AnalysisText text, Region panel, AnalysisPanel.Views views, Node timeline, Runnable updateCode) {
        AnalysisLayout layout = new AnalysisLayout(text, panel, views, updateCode);
        return layout.split(views.controls().pane(), layout.tabs(timeline));
    }

    private SplitPane split(VBox controls, VBox tabs) {
        controls.setMinWidth(0);
        controls.setPrefWidth(AnalysisPanel.CONTROLS_WIDTH);
        tabs.setMinWidth(0);
        SplitPane split = new SplitPane(controls, tabs);
        split.setId("analysis-split");
        SplitPane.setResizableWithParent(controls, false);
        SplitSides.keepWidth(split, 0, AnalysisPanel.CONTROLS_WIDTH, false);
        ToggleButton showControls = toggle("show-controls", "layout.controls");
        showControls.selectedProperty().addListener((o, a, on) ->
                SplitSides.show(split, controls, 0, AnalysisPanel.CONTROLS_WIDTH, false, on));
        ToggleButton showDetail = toggle("show-detail", "layout.detail");
        showDetail.selectedProperty().addListener((o, a, on) ->
                SplitSides.show(treeSplit, views.detail(), 1, AnalysisPanel.DETAIL_WIDTH, true, on));
        ToggleButton showCode = codeToggle(showDetail);
        HBox bar = new HBox(4, showControls, showDetail, showCode);
        bar.setPadding(new Insets(2, 4, 2, 4));
        tabs.getChildren().add(0, bar);
        return split;
    }

    /**
     * The Pseudocode toggle (off at first): the pane goes to the right of the tree; on a screen
     * narrower than 1280 it takes the node details' place (they come back with their own toggle).
     */
    private ToggleButton codeToggle(ToggleButton showDetail) {
        org.xqlab.ui.code.PseudocodeView code = views.code();
        ToggleButton b = new ToggleButton();
        b.setId("show-code");
        b.textProperty().bind(text.i18n().text("code.show"));
        code.setMinWidth(0);
        SplitPane.setResizableWithParent(code, false);
        views.config().configProperty().addListener((o, a, c) -> updateCode.run());
        boolean[] detailHiddenByCode = {false};
        showDetail.selectedProperty().addListener((o, a, on) -> detailHiddenByCode[0] = false); // the user's choice
        b.selectedProperty().addListener((o, a, on) -> {
            if (on && panel.getWidth() < 1280 && showDetail.isSelected()) {
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
            updateCode.run();
        });
        // details and code both beside the tree: each gets its width, but the tree keeps at least a third
        treeSplit.getItems().addListener((ListChangeListener<Node>) c -> Platform.runLater(() -> {
            double w = treeSplit.getWidth();
            if (w > 0 && treeSplit.getItems().size() == 3) {
                double codeShare = Math.min(AnalysisPanel.CODE_WIDTH / w, 0.36);
                double detailShare = Math.min(AnalysisPanel.DETAIL_WIDTH / w, 0.3);
                treeSplit.setDividerPositions(1 - codeShare - detailShare, 1 - codeShare);
            } else if (treeSplit.getItems().size() == 2) {
                SplitSides.placeDivider(treeSplit, treeSplit.getItems().contains(code)
                        ? AnalysisPanel.CODE_WIDTH : AnalysisPanel.DETAIL_WIDTH, true);
            }
        }));
        return b;
    }

    private ToggleButton toggle(String id, String key) {
        ToggleButton b = new ToggleButton();
        b.setId(id);
        b.setSelected(true);
        text.bind(b.textProperty(), key);
        return b;
    }

    private VBox tabs(Node timeline) {
        treeSplit.getItems().setAll(views.tree(), views.detail());
        treeSplit.setOrientation(Orientation.HORIZONTAL);
        views.detail().setMinWidth(0);
        SplitPane.setResizableWithParent(views.detail(), false);
        SplitSides.keepWidth(treeSplit, 1, AnalysisPanel.DETAIL_WIDTH, true);
        TabPane tabs = new TabPane(tab("tab-tree", "tab.tree", treeSplit),
                tab("tab-heatmap", "tab.heatmap", views.heatmap()),
                tab("tab-killers", "tab.killers", views.killers()),
                tab("tab-stages", "tab.stages", scroll(views.stages())),
                tab("tab-statistics", "tab.statistics", scroll(views.statistics())),
                tab("tab-captions", "tab.captions", views.captions().pane()),
                tab("tab-ab", "tab.ab", views.ab()));
        tabs.setId("analysis-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        return new VBox(tabs, timeline);
    }

    private static ScrollPane scroll(Node content) {
        ScrollPane pane = new ScrollPane(content);
        pane.setFitToWidth(true);
        return pane;
    }

    private Tab tab(String id, String key, Node content) {
        Tab t = new Tab();
        t.setId(id);
        text.bind(t.textProperty(), key);
        t.setContent(content);
        return t;
    }
}
