package org.xqlab.ui;

import org.xqlab.ui.play.MainWindow;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.xqlab.rules.Position;

/**
 * The Xiangqi Lab application: one {@link MainWindow} whose options and bounds come from and go back to
 * {@link AppPreferences#load()}.
 */
public final class XiangqiApp extends Application {
    @Override
    public void start(Stage stage) {
        MainWindow window = new MainWindow(AppPreferences.load());
        window.attach(stage);
        stage.show();
    }

    /** The main scene for a position (used by tests), with the preferences of {@link AppPreferences#load()}. */
    public static Scene createScene(Position position) {
        return new MainWindow(AppPreferences.load(), position).scene();
    }
}
