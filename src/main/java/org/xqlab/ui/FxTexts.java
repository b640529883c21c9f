package org.xqlab.ui;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;

import java.util.Map;

/**
 * Gives JavaFX's own texts the app's language. JavaFX labels the standard buttons (OK, Cancel,
 * Close, Yes, No, Apply) and an empty table ("No content in table") from its controls bundle, chosen
 * by the JVM's default locale when the classes load — not by the language chosen in the app. These
 * helpers put the app's texts ({@code button.*}, {@code table.empty}) in their place and keep them in
 * step with the language.
 */
public final class FxTexts {
    private static final Map<ButtonType, String> BUTTONS = Map.of(ButtonType.OK, "button.ok",
            ButtonType.CANCEL, "button.cancel", ButtonType.CLOSE, "button.close", ButtonType.YES, "button.yes",
            ButtonType.NO, "button.no", ButtonType.APPLY, "button.apply");

    private FxTexts() {
    }

    /** Labels the standard buttons of a dialog in the app's language (call after adding the button types). */
    public static void buttons(DialogPane pane, I18n i18n) {
        for (ButtonType type : pane.getButtonTypes()) {
            String key = BUTTONS.get(type);
            Node node = pane.lookupButton(type);
            if (key != null && node instanceof Button b) {
                i18n.bind(b.textProperty(), key);
            }
        }
    }

    /** Shows the app's "nothing to show" text in an empty table. */
    public static void placeholder(TableView<?> table, I18n i18n) {
        table.setPlaceholder(placeholder(i18n));
    }

    /** A label for an empty table or list, in the app's language. */
    public static Label placeholder(I18n i18n) {
        Label empty = new Label();
        i18n.bind(empty.textProperty(), "table.empty");
        return empty;
    }
}
