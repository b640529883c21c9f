package org.xqlab.ui.analysis;

import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.xqlab.ui.MainBoard;

/**
 * Opens analysis mode in a window of its own beside the main window (a tree graph needs room), one
 * per main window: the menu item {@code item-analysis} (View ▸ Analysis, Ctrl+Shift+A) opens it or
 * brings it to the front. The panel reads the game's current position and notation; closing the
 * window stops its search.
 */
public final class AnalysisWindow {
    private final Stage stage = new Stage();
    private final AnalysisPanel panel;

    private AnalysisWindow(MainBoard main) {
        AnalysisText text = new AnalysisText(main.i18n());
        panel = new AnalysisPanel(text, main::boardPosition, main::boardNotation);
        panel.treeView().onLoadPosition(main::loadPosition);
        Scene scene = new Scene(panel, 1400, 900);
        scene.getStylesheets().addAll(main.scene().getStylesheets());
        stage.setScene(scene);
        stage.titleProperty().bind(text.text("window.title"));
        if (main.scene().getWindow() != null) {
            stage.initOwner(main.scene().getWindow());
        }
        stage.setOnHidden(e -> panel.close());
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

    public Stage stage() {
        return stage;
    }

    AnalysisPanel panel() {
        return panel;
    }
}
