package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Where the analysis window's parts stand: the controls column on the left beside the views, whose split
 * keeps the column's width when the window is resized (the tree gets what the window gains); the views in
 * tabs above the timeline; in the tree's tab the node details, and the pseudocode when it is shown, to the
 * right of the tree. Three toggles above the views hide the controls, the details and show the pseudocode,
 * giving the tree the whole width on a small screen. With all three on in a window narrower than
 * {@link #NARROW} the controls fold into a drawer (a button beside the toggles opens it over the views), so
 * the tree keeps the room its labels need.
 */
final class AnalysisLayout {
    private final AnalysisText text;
    private final Region panel;
    private final AnalysisPanel.Views views;
    private final Runnable updateCode;
    private final SplitPane treeSplit = new SplitPane();
    /** The controls folded behind this button (all three side parts on a narrow window) open over the views. */
    private final ToggleButton drawer = new ToggleButton();
    private boolean folded;

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
        VBox.setVgrow(tabs, Priority.ALWAYS);
        StackPane over = new StackPane(tabs);
        over.setMinWidth(0);
        VBox.setVgrow(over, Priority.ALWAYS);
        VBox side = new VBox(over);
        side.setMinWidth(0);
        SplitPane split = new SplitPane(controls, side);
        split.setId("analysis-split");
        SplitPane.setResizableWithParent(controls, false);
        SplitSides.keepWidth(split, 0, AnalysisPanel.CONTROLS_WIDTH, false);
        ToggleButton showControls = toggle("show-controls", "layout.controls");
        ToggleButton showDetail = toggle("show-detail", "layout.detail");
        showDetail.selectedProperty().addListener((o, a, on) ->
                SplitSides.show(treeSplit, views.detail(), 1, AnalysisPanel.DETAIL_WIDTH, true, on));
        ToggleButton showCode = codeToggle(showDetail);
        drawer.setId("controls-drawer");
        text.bind(drawer.textProperty(), "layout.drawer");
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        text.bind(tip.textProperty(), "layout.drawer.tip");
        drawer.setTooltip(tip);
        drawer.setVisible(false);
        drawer.setManaged(false);
        Runnable place = () -> placeControls(split, over, controls, showControls.isSelected(),
                showControls.isSelected() && showDetail.isSelected() && showCode.isSelected()
                        && panel.getWidth() > 0 && panel.getWidth() < NARROW);
        for (ToggleButton b : new ToggleButton[] {showControls, showDetail, showCode, drawer}) {
            b.selectedProperty().addListener((o, a, on) -> place.run());
        }
        panel.widthProperty().addListener((o, a, w) -> place.run());
        // folded, the controls' status line still shows: beside the drawer's button, while the drawer is shut
        Label status = new Label();
        status.setId("analysis-status-folded");
        status.textProperty().bind(views.controls().statusText());
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.setMinWidth(0);
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        status.visibleProperty().bind(drawer.visibleProperty().and(drawer.selectedProperty().not()));
        status.managedProperty().bind(status.visibleProperty());
        HBox bar = new HBox(4, showControls, showDetail, showCode, drawer, status);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(2, 4, 2, 4));
        side.getChildren().add(0, bar);
        return split;
    }

    /**
     * Below this width of the window, the controls, the node details and the pseudocode beside the tree leave
     * the tree too little room for its labels: the controls fold into a drawer over the views.
     */
    static final double NARROW = 1280;

    /**
     * The controls where they go: in their column beside the views ({@code wanted}, not {@code folded}); folded,
     * behind the drawer button, over the left of the views while the drawer is open; or nowhere.
     */
    private void placeControls(SplitPane split, StackPane over, VBox controls, boolean wanted, boolean folded) {
        boolean column = wanted && !folded;
        boolean open = wanted && folded && drawer.isSelected();
        boolean wasColumn = split.getItems().contains(controls);
        drawer.setVisible(wanted && folded);
        drawer.setManaged(wanted && folded);
        if (!open) {
            over.getChildren().remove(controls);
        }
        if (!column) {
            split.getItems().remove(controls);
        }
        if (open && !over.getChildren().contains(controls)) {
            controls.setMaxWidth(AnalysisPanel.CONTROLS_WIDTH);
            controls.getStyleClass().addAll("controls-drawer-open", "overlay");
            StackPane.setAlignment(controls, Pos.TOP_LEFT);
            over.getChildren().add(controls);
        } else if (column && !split.getItems().contains(controls)) {
            controls.setMaxWidth(Double.MAX_VALUE);
            controls.getStyleClass().removeAll("controls-drawer-open", "overlay");
            split.getItems().add(0, controls);
        }
        if (column != wasColumn || folded != this.folded) {
            // the column back or gone: once the splits have their new widths, each side part at its own
            this.folded = folded;
            Platform.runLater(() -> {
                split.layout(); // the widths of now, not of before the column came or went
                SplitSides.placeDivider(split, AnalysisPanel.CONTROLS_WIDTH, false);
                split.layout();
                placeTreeDividers();
            });
        }
        if (!wanted || !folded) {
            drawer.setSelected(false); // unfolded or hidden: the drawer is shut for the next time
        }
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
        code.setMinWidth(AnalysisPanel.CODE_WIDTH / 2); // narrower, it is a column of broken lines: hide it instead
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
        treeSplit.getItems().addListener((ListChangeListener<Node>) c -> Platform.runLater(this::placeTreeDividers));
        return b;
    }

    /** The dividers beside the tree: details and code each at their width, the tree keeping at least a third. */
    private void placeTreeDividers() {
        double w = treeSplit.getWidth();
        if (w > 0 && treeSplit.getItems().size() == 3) {
            double codeShare = Math.min(AnalysisPanel.CODE_WIDTH / w, 0.36);
            double detailShare = Math.min(AnalysisPanel.DETAIL_WIDTH / w, 0.3);
            treeSplit.setDividerPositions(1 - codeShare - detailShare, 1 - codeShare);
        } else if (treeSplit.getItems().size() == 2) {
            SplitSides.placeDivider(treeSplit, treeSplit.getItems().contains(views.code())
                    ? AnalysisPanel.CODE_WIDTH : AnalysisPanel.DETAIL_WIDTH, true);
        }
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
        views.detail().setMinWidth(AnalysisPanel.DETAIL_WIDTH / 2); // narrower, its board is too small to read
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
