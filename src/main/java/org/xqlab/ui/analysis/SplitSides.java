package org.xqlab.ui.analysis;

import javafx.scene.control.SplitPane;

/** Side parts of a split pane that keep their width: shown, hidden, and put back at their width. */
final class SplitSides {
    private SplitSides() {
    }

    /** Shows or hides a side part of a split, putting it back at its width. */
    static void show(SplitPane split, javafx.scene.Node part, int index, double width, boolean right,
                     boolean show) {
        if (show && !split.getItems().contains(part)) {
            split.getItems().add(index, part);
            placeDivider(split, width, right);
        } else if (!show) {
            split.getItems().remove(part);
        }
    }

    /** Puts the divider of a two-part split so the side part is {@code width} wide, once the split has a size. */
    static void keepWidth(SplitPane split, int index, double width, boolean right) {
        split.widthProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> o, Number a, Number w) {
                if (w.doubleValue() > 0) {
                    split.widthProperty().removeListener(this);
                    placeDivider(split, width, right);
                }
            }
        });
    }

    static void placeDivider(SplitPane split, double width, boolean right) {
        double w = split.getWidth();
        if (w <= 0 || split.getItems().size() < 2) {
            return;
        }
        double f = Math.min(0.5, width / w);
        split.setDividerPositions(right ? 1 - f : f);
    }
}
