package org.xqlab.ui.classroom;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.StringProperty;
import org.xqlab.ui.I18n;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The classroom's strings from its own bundle {@code org/xqlab/ui/classroom/classroom} (English base,
 * {@code _zh} Chinese), following the language of the application's {@link I18n}: bound texts change
 * when the language does. A missing key shows as {@code !key!}.
 */
final class ClassroomText {
    private static final String BUNDLE = "org.xqlab.ui.classroom.classroom";
    private final I18n i18n;

    ClassroomText(I18n i18n) {
        this.i18n = i18n;
    }

    I18n i18n() {
        return i18n;
    }

    boolean chinese() {
        return i18n.isChinese();
    }

    String get(String key, Object... args) {
        String pattern;
        try {
            pattern = ResourceBundle.getBundle(BUNDLE, i18n.getLocale(),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES))
                    .getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, i18n.getLocale()).format(args);
    }

    StringBinding text(String key) {
        return Bindings.createStringBinding(() -> get(key), i18n.localeProperty());
    }

    void bind(StringProperty target, String key) {
        target.bind(text(key));
    }

    /** A label showing {@code key}'s text in the current language. */
    javafx.scene.control.Label label(String key) {
        javafx.scene.control.Label l = new javafx.scene.control.Label();
        bind(l.textProperty(), key);
        return l;
    }

    /** A button with id {@code id} showing {@code key}'s text, running {@code action} when pressed. */
    javafx.scene.control.Button button(String key, String id, Runnable action) {
        javafx.scene.control.Button b = new javafx.scene.control.Button();
        b.setId(id);
        bind(b.textProperty(), key);
        b.setOnAction(e -> action.run());
        return b;
    }
}
