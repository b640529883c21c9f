package org.xqlab.ui.analysis;

import javafx.collections.ObservableList;
import javafx.scene.control.TableView;

import java.util.List;
import java.util.Objects;

/**
 * Cheap table updates for the live views. {@link #update} brings a table's items to a new list of
 * rows by replacing only the rows that differ and adding or removing rows at the end, so a table
 * re-renders only the cells of changed rows (a {@code setAll} would mark every row dirty and lay
 * the whole table out again, five times a second). {@link #fixed} gives a table a fixed row height,
 * which spares the table from measuring every cell on each layout.
 */
final class TableRows {
    /** Row height of the live tables, in pixels. */
    static final double ROW_HEIGHT = 24;

    private TableRows() {
    }

    /** Makes {@code items} equal to {@code rows}, touching only the rows that changed; returns how many changed. */
    static <T> int update(ObservableList<T> items, List<T> rows) {
        int changed = 0;
        int common = Math.min(items.size(), rows.size());
        for (int i = 0; i < common; i++) {
            if (!Objects.equals(items.get(i), rows.get(i))) {
                items.set(i, rows.get(i));
                changed++;
            }
        }
        if (items.size() > rows.size()) {
            changed += items.size() - rows.size();
            items.remove(rows.size(), items.size());
        } else if (rows.size() > items.size()) {
            changed += rows.size() - items.size();
            items.addAll(rows.subList(items.size(), rows.size()));
        }
        return changed;
    }

    /**
     * Gives the table a fixed row height, keeps every column at least as wide as its header's words
     * (in the header's font, so projector mode widens them) and returns it. A header is never cut to
     * "Best move fr…": the widths are measured again when the table is laid out with another font or
     * language, and the last column takes what is left.
     */
    static <T> TableView<T> fixed(TableView<T> table) {
        table.setFixedCellSize(ROW_HEIGHT);
        // app.css sets the height in projector mode (-fx-fixed-cell-size), so rows grow with their letters
        table.getStyleClass().add("fixed-rows");
        org.xqlab.ui.TableFit.keepWhole(table);
        return table;
    }

    /**
     * Keeps the table's preferred height at its header and {@code rows} rows of its current row height
     * (which projector mode changes), so its rows are not scrolled away when the view around it scrolls.
     */
    static void showRows(TableView<?> table, int rows) {
        table.prefHeightProperty().bind(table.fixedCellSizeProperty().multiply(rows + 1.6));
    }

    /** See {@link org.xqlab.ui.TableFit#fit}. */
    static void fitHeaders(TableView<?> table) {
        org.xqlab.ui.TableFit.fit(table);
    }
}
