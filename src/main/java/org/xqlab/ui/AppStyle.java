package org.xqlab.ui;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.function.Supplier;

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

    /** The style class of a window's root in projector mode: app.css makes its texts at least 16 px. */
    public static final String PROJECTOR = "projector";

    /** Puts {@link #PROJECTOR} on {@code root} or takes it off. */
    public static void projector(Parent root, boolean on) {
        root.getStyleClass().remove(PROJECTOR);
        if (on) {
            root.getStyleClass().add(PROJECTOR);
        }
    }

    /**
     * Every window that {@code owner} owns — its dialogs and tool windows — takes the stylesheet when it is
     * shown, and projector mode's sizes while {@code projector} is on (a dialog is sized again for them), so
     * no dialog is left at the small size of its own. Returns what removes the hook (the owner closes).
     */
    public static Runnable styleOwnedWindows(Supplier<Window> owner, ObservableBooleanValue projector) {
        ListChangeListener<Window> shown = c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (owned(w, owner.get())) {
                        style(w, projector.get());
                    }
                }
            }
        };
        ChangeListener<Boolean> toggled = (o, a, on) -> {
            for (Window w : Window.getWindows()) {
                if (owned(w, owner.get())) {
                    style(w, on);
                }
            }
        };
        Window.getWindows().addListener(shown);
        projector.addListener(toggled);
        return () -> {
            Window.getWindows().removeListener(shown);
            projector.removeListener(toggled);
        };
    }

    private static boolean owned(Window w, Window owner) {
        return owner != null && w instanceof Stage s && s.getOwner() == owner && s.getScene() != null;
    }

    private static void style(Window w, boolean on) {
        Scene scene = w.getScene();
        apply(scene);
        boolean was = scene.getRoot().getStyleClass().contains(PROJECTOR);
        projector(scene.getRoot(), on);
        if (was != on && isDialog(scene.getRoot())) {
            scene.getRoot().applyCss();
            w.sizeToScene();
        }
    }

    private static boolean isDialog(Parent root) {
        if (root instanceof DialogPane) {
            return true;
        }
        for (javafx.scene.Node n : root.getChildrenUnmodifiable()) {
            if (n instanceof DialogPane) {
                return true;
            }
        }
        return false;
    }
}
