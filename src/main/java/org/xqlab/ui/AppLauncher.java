package org.xqlab.ui;

import javafx.application.Application;

/**
 * Starts the JavaFX application from a class that is not itself an {@link Application}, so the app
 * also starts from a plain class path ({@code java -jar}), where JavaFX is not a named module.
 */
public final class AppLauncher {
    private AppLauncher() {
    }

    public static void launch(String[] args) {
        Application.launch(XiangqiApp.class, args);
    }
}
