package org.xqlab.ui.play;

import org.xqlab.ui.I18n;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.stage.Window;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Game ▸ Game information (棋局信息): the tags of the game — event, site, date, round, the players and
 * their teams, result, opening and every other tag the record holds — as editable fields (the result
 * and the start position are shown but follow the game). OK returns the edited tags. Ids:
 * {@code #tag-Event}, {@code #tag-Red} … per tag, buttons {@code #tags-ok} and {@code #tags-cancel}.
 */
final class TagsDialog {
    /** The tags always offered, in this order; others the game has follow. */
    static final List<String> STANDARD = List.of("Event", "Site", "Date", "Round", "Red", "RedTeam", "Black",
            "BlackTeam", "Result", "Opening", "Variation", "ECCO", "Annotator");

    /** The tags every PGN has ("?" when unknown). */
    private static final List<String> SEVEN = List.of("Event", "Site", "Date", "Red", "Black");

    private TagsDialog() {
    }

    static Optional<Map<String, String>> edit(Window owner, I18n i18n, Map<String, String> headers) {
        return create(owner, i18n, headers).showAndWait();
    }

    /** The dialog, not yet shown; its result is the edited tags (null when cancelled). */
    static Dialog<Map<String, String>> create(Window owner, I18n i18n, Map<String, String> headers) {
        Map<String, String> shown = new LinkedHashMap<>();
        for (String key : STANDARD) {
            shown.put(key, headers.getOrDefault(key, ""));
        }
        headers.forEach(shown::putIfAbsent);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        Map<String, TextField> fields = new LinkedHashMap<>();
        int row = 0;
        for (Map.Entry<String, String> e : shown.entrySet()) {
            String key = e.getKey();
            Label label = new Label(i18n.has("tag." + key) ? i18n.get("tag." + key) : key);
            label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the field gives way, the tag's name stays whole
            TextField field = new TextField("?".equals(e.getValue()) ? "" : e.getValue());
            field.setId("tag-" + key);
            field.setPrefColumnCount(28);
            boolean followsGame = "Result".equals(key) || "FEN".equals(key);
            field.setEditable(!followsGame);
            if (followsGame) {
                field.getStyleClass().add("read-only");
            }
            GridPane.setHgrow(field, Priority.ALWAYS);
            grid.addRow(row++, label, field);
            fields.put(key, field);
        }
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(Math.min(460, row * 32));

        Dialog<Map<String, String>> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(i18n.get("tags.title"));
        dialog.setHeaderText(i18n.get("tags.header"));
        dialog.setResizable(true);
        ButtonType ok = new ButtonType(i18n.get("dialog.ok"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(i18n.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().addAll(ok, cancel);
        dialog.getDialogPane().lookupButton(ok).setId("tags-ok");
        dialog.getDialogPane().lookupButton(cancel).setId("tags-cancel");
        dialog.getDialogPane().setContent(scroll);
        dialog.getDialogPane().setId("tags-dialog");
        dialog.setResultConverter(b -> {
            if (b != ok) {
                return null;
            }
            Map<String, String> result = new LinkedHashMap<>();
            fields.forEach((key, field) -> {
                String before = headers.get(key);
                String now = field.getText().strip();
                if (!(before == null && now.isEmpty()) && !("?".equals(before) && now.isEmpty())) {
                    result.put(key, now.isEmpty() && SEVEN.contains(key) ? "?" : now);
                }
            });
            return result;
        });
        return dialog;
    }
}
