package org.xqlab.ui.analysis;

import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;

/** Small helpers for the analysis controls. */
final class Controls {
    private Controls() {
    }

    /** Shows each value {@code v} of a combo box as the text of key {@code prefix + v}, in the current language. */
    static void localize(ComboBox<String> box, AnalysisText text, String prefix) {
        box.setConverter(new StringConverter<>() {
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
        });
    }
}
