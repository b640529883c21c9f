package org.xqlab.ui.analysis;

import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.util.StringConverter;

/** Small helpers for the analysis controls. */
final class Controls {
    private Controls() {
    }

    /** Shows each value {@code v} of a combo box as the text of key {@code prefix + v}, in the current language. */
    static void localize(ComboBox<String> box, AnalysisText text, String prefix) {
        StringConverter<String> converter = new StringConverter<>() {
            @Override
            public String toString(String value) {
                return value == null ? "" : text.get(prefix + value);
            }

            @Override
            public String fromString(String s) {
                for (String v : box.getItems()) {
                    if (toString(v).equals(s)) {
                        return v;
                    }
                }
                return null;
            }
        };
        box.setConverter(converter);
        box.setButtonCell(buttonCell(converter));
        // the box draws its chosen value only when it or the button cell changes: a new cell relabels it
        text.i18n().localeProperty().addListener((o, a, b) -> box.setButtonCell(buttonCell(converter)));
    }

    /** A button with this id whose text is key {@code key} in the current language. */
    static Button button(AnalysisText text, String id, String key, Runnable action) {
        Button b = new Button();
        b.setId(id);
        text.bind(b.textProperty(), key);
        b.setOnAction(e -> action.run());
        return b;
    }

    /** A label whose text is key {@code key} in the current language. */
    static Label label(AnalysisText text, String key) {
        Label l = new Label();
        text.bind(l.textProperty(), key);
        return l;
    }

    private static ListCell<String> buttonCell(StringConverter<String> converter) {
        return new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? "" : converter.toString(item));
            }
        };
    }
}
