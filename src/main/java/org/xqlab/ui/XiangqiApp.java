package org.xqlab.ui;

import org.xqlab.ui.play.MainWindow;

import javafx.application.Application;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.xqlab.rules.Position;

/**
 * The Xiangqi Lab application: one {@link MainWindow} whose options and bounds come from and go back to
 * {@link AppPreferences#load()}. A game record given as the one argument (a desktop opening a file
 * associated with the installed app) is opened in it; a file that cannot be read leaves a new game
 * and the window's note says why.
 */
public final class XiangqiApp extends Application {
    @Override
    public void start(Stage stage) {
        MainWindow window = new MainWindow(AppPreferences.load());
        window.attach(stage);
        stage.show();
        List<String> files = getParameters().getUnnamed();
        if (files.size() == 1) {
            window.open(Path.of(files.get(0)));
        }
    }

    /** The main scene for a position (used by tests), with the preferences of {@link AppPreferences#load()}. */
    public static Scene createScene(Position position) {
        return new MainWindow(AppPreferences.load(), position).scene();
    }
}
