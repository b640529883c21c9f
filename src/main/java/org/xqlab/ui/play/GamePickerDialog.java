package org.xqlab.ui.play;

import org.xqlab.ui.I18n;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.stage.Window;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordFile;
import org.xqlab.game.RecordFormat;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The list of the games of a multi-game record file: number, event, Red, Black, result and date per
 * game; Open (or a double click) picks the selected one. The list is a virtualised table over the
 * collection's index ({@link RecordCollection.Summary}), so a file of tens of thousands of games opens at
 * once; the search field keeps the games whose players, event, date or opening hold the text typed, and
 * the line under it says how many are shown. Ids: {@code #game-picker-table} (its rows are ordinary
 * {@code .table-row-cell}s), {@code #game-picker-search}, {@code #game-picker-count}, buttons
 * {@code #game-picker-open} and {@code #game-picker-cancel}.
 */
final class GamePickerDialog {
    private GamePickerDialog() {
    }

    /** Asks which game to show; the answer is its index, empty when cancelled. */
    static Optional<Integer> pick(Window owner, I18n i18n, String fileName, RecordCollection games) {
        return create(owner, i18n, fileName, games).showAndWait();
    }

    /** The dialog over games already read, not yet shown. */
    static Dialog<Integer> create(Window owner, I18n i18n, String fileName, List<GameRecord> games) {
        return create(owner, i18n, fileName, RecordCollection.of(new RecordFile(RecordFormat.PGN, "text", games)));
    }

    /** The dialog, not yet shown; its result is the picked game's index (null when cancelled). */
    static Dialog<Integer> create(Window owner, I18n i18n, String fileName, RecordCollection games) {
        Dialog<Integer> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(i18n.get("picker.title"));
        dialog.setHeaderText(i18n.get("picker.header", fileName, games.size()));
        dialog.setResizable(true);

        TableView<Integer> table = new TableView<>();
        table.setId("game-picker-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column(i18n, "picker.col.number", i -> Integer.toString(i + 1), 52));
        table.getColumns().add(column(i18n, "picker.col.event", i -> games.summary(i).event(), 170));
        table.getColumns().add(column(i18n, "picker.col.red", i -> games.summary(i).red(), 110));
        table.getColumns().add(column(i18n, "picker.col.black", i -> games.summary(i).black(), 110));
        table.getColumns().add(column(i18n, "picker.col.result", i -> games.summary(i).result(), 64));
        table.getColumns().add(column(i18n, "picker.col.date", i -> games.summary(i).date(), 90));
        Integer[] all = new Integer[games.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        FilteredList<Integer> shown = new FilteredList<>(FXCollections.observableArrayList(all));
        table.setItems(shown);
        table.getSelectionModel().select(0);
        table.setPrefSize(640, Math.min(420, 60 + 26 * games.size()));

        TextField search = new TextField();
        search.setId("game-picker-search");
        search.setPromptText(i18n.get("picker.search"));
        Label count = new Label();
        count.setId("game-picker-count");
        Runnable counted = () -> count.setText(i18n.get("picker.count", shown.size(), games.size()));
        search.textProperty().addListener((obs, old, now) -> {
            shown.setPredicate(now == null || now.isBlank() ? null : i -> games.summary(i).matches(now));
            counted.run();
            if (!shown.isEmpty()) {
                table.getSelectionModel().select(0);
                table.scrollTo(0);
            }
        });
        counted.run();
        HBox searchRow = new HBox(8, search, count);
        searchRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(search, Priority.ALWAYS);
        VBox content = new VBox(8, searchRow, table);
        VBox.setVgrow(table, Priority.ALWAYS);

        ButtonType open = new ButtonType(i18n.get("picker.open"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(i18n.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().addAll(open, cancel);
        dialog.getDialogPane().lookupButton(open).setId("game-picker-open");
        dialog.getDialogPane().lookupButton(open).disableProperty()
                .bind(table.getSelectionModel().selectedItemProperty().isNull());
        dialog.getDialogPane().lookupButton(cancel).setId("game-picker-cancel");
        dialog.getDialogPane().setContent(content);
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
