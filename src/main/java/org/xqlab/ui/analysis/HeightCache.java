package org.xqlab.ui.analysis;

import javafx.scene.Node;
import javafx.scene.layout.StackPane;

import java.util.HashMap;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;

/**
 * A pane round one tall, rarely changing part (the config sheet: groups of wrapping names in titled panes)
 * that remembers the part's minimum, preferred and maximum heights for each width asked, until something
 * inside asks for layout.
 *
 * <p>JavaFX caches a parent's sizes only when no width is given; a scroll pane and a {@code VBox} of
 * wrapping labels always give one, and every level of titled panes and boxes asks its children for their
 * minimum, preferred and maximum height, so a status line changing beside the sheet had the whole sheet
 * measured again, text by text, many times over (a few hundred milliseconds a layout on a busy machine).
 * The heights here are forgotten exactly when JavaFX forgets its own cached sizes: when this pane's layout
 * is requested (a change inside, its CSS, the part resized by its own content).
 */
final class HeightCache extends StackPane {
    private final Node content;
    private final Map<Double, Double> min = new HashMap<>();
    private final Map<Double, Double> pref = new HashMap<>();
    private final Map<Double, Double> max = new HashMap<>();

    HeightCache(Node content) {
        this.content = content;
        getChildren().add(content); // after the maps exist: adding asks for layout
    }

    @Override
    public void requestLayout() {
        min.clear();
        pref.clear();
        max.clear();
        super.requestLayout();
    }

    @Override
    protected double computeMinHeight(double width) {
        return remembered(min, width, super::computeMinHeight);
    }

    @Override
    protected double computePrefHeight(double width) {
        return remembered(pref, width, super::computePrefHeight);
    }

    /** As tall as the part may grow (a pane's own maximum would be unbounded). */
    @Override
    protected double computeMaxHeight(double width) {
        return remembered(max, width, content::maxHeight);
    }

    /** As wide as the part may grow. */
    @Override
    protected double computeMaxWidth(double height) {
        return content.maxWidth(height);
    }

    private static double remembered(Map<Double, Double> cache, double width, DoubleUnaryOperator compute) {
        Double known = cache.get(width);
        if (known == null) {
            known = compute.applyAsDouble(width);
            cache.put(width, known);
        }
        return known;
    }
}
