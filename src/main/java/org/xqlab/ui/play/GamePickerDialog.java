package org.xqlab.ui.play;

import org.xqlab.ui.I18n;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.stage.Window;
import org.xqlab.game.GameRecord;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The list of the games of a multi-game record file: number, event, Red, Black, result and date per
 * game; Open (or a double click) picks the selected one. Ids: {@code #game-picker-table} (its rows are
 * ordinary {@code .table-row-cell}s), buttons {@code #game-picker-open} and {@code #game-picker-cancel}.
 */
final class GamePickerDialog {
    private GamePickerDialog() {
    }

    /** Asks which game to show; the answer is its index, empty when cancelled. */
    static Optional<Integer> pick(Window owner, I18n i18n, String fileName, List<GameRecord> games) {
        return create(owner, i18n, fileName, games).showAndWait();
    }

    /** The dialog, not yet shown; its result is the picked game's index (null when cancelled). */
    static Dialog<Integer> create(Window owner, I18n i18n, String fileName, List<GameRecord> games) {
        Dialog<Integer> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(i18n.get("picker.title"));
        dialog.setHeaderText(i18n.get("picker.header", fileName, games.size()));
        dialog.setResizable(true);

        TableView<Integer> table = new TableView<>();
        table.setId("game-picker-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column(i18n, "picker.col.number", i -> Integer.toString(i + 1), 44));
        table.getColumns().add(column(i18n, "picker.col.event", i -> tag(games.get(i), "Event", "Title"), 170));
        table.getColumns().add(column(i18n, "picker.col.red", i -> tag(games.get(i), "Red"), 110));
        table.getColumns().add(column(i18n, "picker.col.black", i -> tag(games.get(i), "Black"), 110));
        table.getColumns().add(column(i18n, "picker.col.result", i -> tag(games.get(i), "Result"), 64));
        table.getColumns().add(column(i18n, "picker.col.date", i -> tag(games.get(i), "Date"), 90));
        for (int i = 0; i < games.size(); i++) {
            table.getItems().add(i);
        }
        table.getSelectionModel().select(0);
        table.setPrefSize(640, Math.min(420, 60 + 26 * games.size()));

        ButtonType open = new ButtonType(i18n.get("picker.open"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(i18n.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().addAll(open, cancel);
        dialog.getDialogPane().lookupButton(open).setId("game-picker-open");
        dialog.getDialogPane().lookupButton(cancel).setId("game-picker-cancel");
        dialog.getDialogPane().setContent(table);
        dialog.getDialogPane().setId("game-picker");
        table.setRowFactory(t -> {
            TableRow<Integer> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    dialog.setResult(row.getItem());
                    dialog.close();
                }
            });
            return row;
        });
        dialog.setResultConverter(b -> b == open ? table.getSelectionModel().getSelectedItem() : null);
        return dialog;
    }

    private static TableColumn<Integer, String> column(I18n i18n, String key, Function<Integer, String> value, double width) {
        TableColumn<Integer, String> c = new TableColumn<>(i18n.get(key));
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        c.setPrefWidth(width);
        c.setSortable(false);
        return c;
    }

    /** The first of {@code keys} the game has a known value for, or "". */
    static String tag(GameRecord g, String... keys) {
        for (String key : keys) {
            String v = g.headers().get(key);
            if (v != null && !v.isBlank() && !"?".equals(v)) {
                return v;
            }
        }
        return "";
    }
}
