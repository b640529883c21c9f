package org.xqlab.ui.play;

import org.xqlab.ui.FxTexts;
import org.xqlab.ui.I18n;
import org.xqlab.ui.engines.Level;

import javafx.beans.property.SimpleStringProperty;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.xqlab.game.HeroList;

import java.util.function.Function;

/**
 * The hero list (英雄榜) per level: a level chooser and a table of name, side, moves, time and date, best
 * first. A problem met while opening the list (a damaged file moved aside) is shown above the table.
 */
public final class HeroListDialog {
    private HeroListDialog() {
    }

    static void show(Window owner, I18n i18n, HeroList heroes) {
        create(owner, i18n, heroes).showAndWait();
    }

    /** The dialog, not yet shown. */
    static Dialog<Void> create(Window owner, I18n i18n, HeroList heroes) {
        Dialog<Void> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(i18n.get("heroes.title"));
        TableView<HeroList.Hero> table = new TableView<>();
        table.setId("hero-table");
        table.getColumns().add(column(i18n.get("heroes.name"), HeroList.Hero::name));
        table.getColumns().add(column(i18n.get("heroes.side"), h -> i18n.get("side." + h.side())));
        table.getColumns().add(column(i18n.get("heroes.moves"), h -> String.valueOf(h.moves())));
        table.getColumns().add(column(i18n.get("heroes.time"),
                h -> String.format("%d:%02d", h.seconds() / 60, h.seconds() % 60)));
        table.getColumns().add(column(i18n.get("heroes.date"), h -> h.date().toString()));
        ComboBox<Integer> level = new ComboBox<>();
        level.getItems().setAll(heroes.levels());
        level.valueProperty().addListener((o, a, v) -> table.getItems().setAll(v == null ? java.util.List.of() : heroes.list(v)));
        level.setPromptText(i18n.get("heroes.level"));
        level.setButtonCell(levelCell(i18n));
        level.setCellFactory(v -> levelCell(i18n));
        if (!level.getItems().isEmpty()) {
            level.getSelectionModel().select(0);
        }
        VBox box = new VBox(8);
        if (heroes.problem() != null) {
            Label problem = new Label(heroes.problem());
            problem.setWrapText(true);
            box.getChildren().add(problem);
        }
        box.getChildren().addAll(level, table);
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        FxTexts.buttons(dialog.getDialogPane(), i18n);
        FxTexts.placeholder(table, i18n);
        return dialog;
    }

    private static javafx.scene.control.ListCell<Integer> levelCell(I18n i18n) {
        return new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(Integer item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : i18n.get(Level.heroLevelKey(item)));
            }
        };
    }

    private static TableColumn<HeroList.Hero, String> column(String title, Function<HeroList.Hero, String> value) {
        TableColumn<HeroList.Hero, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new SimpleStringProperty(value.apply(cell.getValue())));
        return c;
    }
}
