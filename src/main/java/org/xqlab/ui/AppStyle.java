package org.xqlab.ui;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.WeakChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The program's stylesheet, {@code org/xqlab/ui/app.css}: colours, font sizes, projector mode's sizes; and the
 * font family of each language ({@link Fonts#stylesheet}), chosen by a style class on each window's root
 * ({@link #language}). Every window's scene takes them from here, so no window has to reach the app class
 * (or another window) to find them.
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

    /** Adds the stylesheet and the font families' rules to {@code scene} (once) and returns the scene. */
    public static Scene apply(Scene scene) {
        for (String css : java.util.List.of(stylesheet(), Fonts.stylesheet())) {
            if (!scene.getStylesheets().contains(css)) {
                scene.getStylesheets().add(css);
            }
        }
        return scene;
    }

    /**
     * Marks {@code node}'s texts as written in {@code language}: Chinese drawn in the CJK family, English in
     * the platform's UI font (so its "…" sits on the baseline), through the style classes of {@link Fonts}.
     * A window's root takes its window's language; a node inside it that shows the other language takes that.
     */
    public static void language(javafx.scene.Node node, Locale language) {
        node.getStyleClass().removeAll(Fonts.CHINESE, Fonts.ENGLISH);
        node.getStyleClass().add(Fonts.styleClass(language));
    }

    /**
     * {@link #language} for {@code root} now and whenever {@code locale} changes. The listener is weak (the root
     * keeps it), so a closed window is not kept alive by the program's language.
     */
    public static void followLanguage(Parent root, ObservableValue<Locale> locale) {
        language(root, locale.getValue());
        ChangeListener<Locale> follow = (o, a, l) -> language(root, l);
        root.getProperties().put(LANGUAGE_LISTENER, follow);
        locale.addListener(new WeakChangeListener<>(follow));
    }

    private static final Object LANGUAGE_LISTENER = new Object();

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
     * Every window that {@code owner} owns — its dialogs and tool windows, and theirs — takes the stylesheet when it is
     * shown, {@code locale}'s font family, and projector mode's sizes while {@code projector} is on (a dialog
     * is sized again for them), so no dialog is left at the small size or in the font of its own. Returns
     * what removes the hook (the owner closes).
     */
    public static Runnable styleOwnedWindows(Supplier<Window> owner, ObservableBooleanValue projector,
                                             ObservableValue<Locale> locale) {
        ListChangeListener<Window> shown = c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (owned(w, owner.get())) {
                        style(w, projector.get(), locale.getValue());
                    }
                }
            }
        };
        ChangeListener<Object> changed = (o, a, b) -> {
            for (Window w : Window.getWindows()) {
                if (owned(w, owner.get())) {
                    style(w, projector.get(), locale.getValue());
                }
            }
        };
        Window.getWindows().addListener(shown);
        projector.addListener(changed);
        locale.addListener(changed);
        return () -> {
            Window.getWindows().removeListener(shown);
            projector.removeListener(changed);
            locale.removeListener(changed);
        };
    }

    /**
     * True if {@code owner} owns {@code w}, directly or through a window it owns (the analysis window's
     * Predict dialog is the main window's too).
     */
    private static boolean owned(Window w, Window owner) {
        if (owner == null || !(w instanceof Stage s) || s.getScene() == null) {
            return false;
        }
        for (Window o = s.getOwner(); o != null; o = o instanceof Stage st ? st.getOwner() : null) {
            if (o == owner) {
                return true;
            }
        }
        return false;
    }

    private static void style(Window w, boolean on, Locale locale) {
        Scene scene = w.getScene();
        apply(scene);
        language(scene.getRoot(), locale);
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
