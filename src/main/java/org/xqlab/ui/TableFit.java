package org.xqlab.ui;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Text;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Tables whose words are never cut: each column is kept at least as wide as its header text and the
 * texts of its shown cells, measured in the fonts they are drawn with (so projector mode and a language
 * switch widen them). A table with more columns than room scrolls sideways rather than writing
 * "Best move fr…"; the column resize policy gives any room left to the columns as before.
 */
public final class TableFit {
    private TableFit() {
    }

    /** Measures the table again after every layout pass that changed something (FX thread). */
    public static <T> TableView<T> keepWhole(TableView<T> table) {
        table.needsLayoutProperty().addListener((o, was, needs) -> {
            if (!needs) {
                fit(table);
            }
        });
        // and after each pulse's layout while it is shown: a cell's font or text can change in a pass that
        // leaves the table itself clean (a stage name measured before projector mode's 16 px reached it)
        Runnable afterLayout = () -> {
            if (table.getSkin() != null && table.getWidth() > 0 && shown(table)) {
                fit(table);
            }
        };
        table.sceneProperty().addListener((o, old, scene) -> {
            if (old != null) {
                old.removePostLayoutPulseListener(afterLayout);
            }
            if (scene != null) {
                scene.addPostLayoutPulseListener(afterLayout);
            }
        });
        if (table.getScene() != null) {
            table.getScene().addPostLayoutPulseListener(afterLayout);
        }
        return table;
    }

    private static boolean shown(Node n) {
        for (Node a = n; a != null; a = a.getParent()) {
            if (!a.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Sets each column's minimum width to the widest of its header text and its shown cells' texts. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void fit(TableView table) {
        boolean changed = false;
        Map<Object, Double> cells = new IdentityHashMap<>();
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> c && c.getTableColumn() != null && c.getText() != null && !c.isEmpty()
                    && !c.isWrapText()) {
                cells.merge(c.getTableColumn(), width(c.getText(), c.getFont()) + c.snappedLeftInset()
                        + c.snappedRightInset() + 6, Math::max);
            }
        }
        for (Node n : table.lookupAll(".column-header")) {
            if (!(n instanceof TableColumnHeader h) || h.getTableColumn() == null) {
                continue;
            }
            Node label = h.lookup(".label");
            if (!(label instanceof Label l) || l.getText() == null) {
                continue;
            }
            double w = width(l.getText(), l.getFont()) + h.snappedLeftInset() + h.snappedRightInset()
                    + l.snappedLeftInset() + l.snappedRightInset() + 8;
            w = Math.ceil(Math.max(w, cells.getOrDefault(h.getTableColumn(), 0.0)));
            if (Math.abs(h.getTableColumn().getMinWidth() - w) > 0.5) {
                h.getTableColumn().setMinWidth(w);
                h.getTableColumn().setPrefWidth(w);
                changed = true;
            }
        }
        scrollWhenTooNarrow(table);
        if (changed && table.getColumnResizePolicy() != TableView.UNCONSTRAINED_RESIZE_POLICY) {
            // a constrained policy shares the width out again only when it is applied anew
            javafx.util.Callback policy = table.getColumnResizePolicy();
            table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
            table.setColumnResizePolicy(policy);
        }
    }

    private static final Object POLICY = new Object();
    /** Room kept for a vertical scroll bar. */
    private static final double SCROLL_BAR = 16;

    /**
     * The width {@code table} needs to show every column whole: the columns' minimum widths (which
     * {@link #fit} sets from their texts), the table's insets and room for a vertical scroll bar.
     */
    public static double wholeWidth(TableView<?> table) {
        double need = table.snappedLeftInset() + table.snappedRightInset() + SCROLL_BAR;
        for (javafx.scene.control.TableColumn<?, ?> c : table.getVisibleLeafColumns()) {
            need += c.getMinWidth();
        }
        return need;
    }

    /**
     * A constrained resize policy squeezes columns into the table's width and never scrolls: when the
     * columns' minimum widths do not fit, the table scrolls sideways instead (its own policy comes back
     * once they fit again).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void scrollWhenTooNarrow(TableView table) {
        double width = table.getWidth();
        if (width - table.snappedLeftInset() - table.snappedRightInset() - SCROLL_BAR <= 0) {
            return;
        }
        boolean tooNarrow = wholeWidth(table) > width;
        Object own = table.getProperties().get(POLICY);
        if (tooNarrow && own == null) {
            table.getProperties().put(POLICY, table.getColumnResizePolicy());
            table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        } else if (!tooNarrow && own != null) {
            table.getProperties().remove(POLICY);
            table.setColumnResizePolicy((javafx.util.Callback) own);
        }
    }

    private static double width(String s, javafx.scene.text.Font font) {
        Text t = new Text(s);
        t.setFont(font);
        return t.getLayoutBounds().getWidth();
    }
}
