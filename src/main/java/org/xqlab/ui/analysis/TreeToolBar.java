package org.xqlab.ui.analysis;

import org.xqlab.figure.ScoreView;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.layout.FlowPane;
import javafx.util.StringConverter;

import java.util.Locale;

/**
 * The search tree's toolbar: Fit, Zoom + / −, Collapse/expand (the selected node), Expand all, Follow
 * current node, Max ply, Node cap, Label size (bound to the view's font size) and Scores (bound to the
 * view's {@link ScoreView}). {@code changed} runs when the ply filter or the cap changes.
 */
final class TreeToolBar extends FlowPane {
    private final AnalysisText text;
    private final CheckBox follow = new CheckBox();
    private final Spinner<Integer> maxPly = new Spinner<>(1, 64, 64);
    private final Spinner<Integer> cap = new Spinner<>(10, 5000, 800, 100);
    private final Spinner<Double> fontSpinner = new Spinner<>(8.0, 32.0, 12.0, 1.0);
    /**
     * The view's font size as an object property, held here: JavaFX keeps bidirectional bindings through
     * weak references, so an adapter made inline would be collected and the spinner would stop showing
     * (and setting) the size drawn — it kept showing 12 while projector mode drew 16.
     */
    private final ObjectProperty<Double> fontSizeObject;
    private final ChoiceBox<ScoreView> scoreChoice = new ChoiceBox<>();

    /** {@code actions}: fit, zoom in, zoom out, collapse/expand, expand all. */
    TreeToolBar(AnalysisText text, DoubleProperty fontSize, ObjectProperty<ScoreView> scoreView, Runnable changed,
                Runnable[] actions) {
        super(6, 4);
        this.text = text;
        Button fit = button("tree-fit", "tree.fit", actions[0]);
        Button in = button("tree-zoom-in", "tree.zoomIn", actions[1]);
        Button out = button("tree-zoom-out", "tree.zoomOut", actions[2]);
        Button toggle = button("tree-collapse", "tree.collapse", actions[3]);
        Button expand = button("tree-expand-all", "tree.expandAll", actions[4]);
        follow.setId("tree-follow");
        text.bind(follow.textProperty(), "tree.follow");
        follow.setSelected(true);
        maxPly.setId("tree-max-ply");
        maxPly.setPrefWidth(70);
        maxPly.valueProperty().addListener((o, a, v) -> changed.run());
        cap.setId("tree-cap");
        cap.setPrefWidth(90);
        cap.setEditable(true);
        cap.valueProperty().addListener((o, a, v) -> changed.run());
        fontSpinner.setId("tree-font-size");
        fontSpinner.setPrefWidth(70);
        fontSpinner.setEditable(true);
        fontSizeObject = fontSize.asObject();
        fontSpinner.getValueFactory().valueProperty().bindBidirectional(fontSizeObject);
        ((SpinnerValueFactory.DoubleSpinnerValueFactory) fontSpinner.getValueFactory())
                .setConverter(new StringConverter<>() {
                    @Override
                    public String toString(Double v) {
                        return v == null ? "" : String.format(Locale.ROOT, "%.0f", v);
                    }

                    @Override
                    public Double fromString(String s) {
                        try {
                            return Double.parseDouble(s.trim());
                        } catch (NumberFormatException e) {
                            return fontSize.get();
                        }
                    }
                });
        scoreChoice.setId("tree-scores");
        scoreChoice.getItems().setAll(ScoreView.values());
        StringConverter<ScoreView> names = new StringConverter<>() {
            @Override
            public String toString(ScoreView v) {
                return v == null ? "" : text.get(v.key);
            }

            @Override
            public ScoreView fromString(String s) {
                return null;
            }
        };
        scoreChoice.setConverter(names);
        scoreChoice.valueProperty().bindBidirectional(scoreView);
        text.i18n().localeProperty().addListener((o, a, v) -> {
            scoreChoice.setConverter(null);
            scoreChoice.setConverter(names);
        });
        // a label and its field wrap together: a narrow window (projector mode) never leaves "Node cap" at the
        // end of one row and its spinner at the start of the next
        getChildren().addAll(fit, in, out, toggle, expand, follow, together("tree.maxPly", maxPly),
                together("tree.cap", cap), together("tree.fontSize", fontSpinner), together("scores.title", scoreChoice));
        setPadding(new Insets(4));
    }

    boolean follow() {
        return follow.isSelected();
    }

    int maxPly() {
        return maxPly.getValue();
    }

    int cap() {
        return cap.getValue();
    }

    private javafx.scene.layout.HBox together(String key, javafx.scene.Node field) {
        javafx.scene.layout.HBox pair = new javafx.scene.layout.HBox(4, labelled(key), field);
        pair.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return pair;
    }

    private Label labelled(String key) {
        return Controls.label(text, key);
    }

    private Button button(String id, String key, Runnable action) {
        return Controls.button(text, id, key, action);
    }
}
