package org.xqlab.ui;

import javafx.scene.Scene;

/**
 * The program's stylesheet, {@code org/xqlab/ui/app.css}: colours, fonts (the CJK family of {@link Fonts}),
 * projector mode's sizes. Every window's scene takes it from here, so no window has to reach the app class
 * (or another window) to find it.
 */
public final class AppStyle {
    private AppStyle() {
    }

    /** The stylesheet's URL, as a scene's stylesheet list takes it. */
    public static String stylesheet() {
        java.net.URL url = AppStyle.class.getResource("app.css");
        if (url == null) {
            throw new IllegalStateException("org/xqlab/ui/app.css is missing from the build");
        }
        return url.toExternalForm();
    }

    /** Adds the stylesheet to {@code scene} (once) and returns the scene. */
    public static Scene apply(Scene scene) {
        String css = stylesheet();
        if (!scene.getStylesheets().contains(css)) {
            scene.getStylesheets().add(css);
        }
        return scene;
    }
}
