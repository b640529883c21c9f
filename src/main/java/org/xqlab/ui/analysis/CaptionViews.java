package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Notation;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The captions of cutoff and pruning decisions: a list of the latest ones (for the Captions tab),
 * each written when shown in the window's language, and a bar with the newest caption in the window's
 * language in bold and in the other language below it, for a bilingual classroom.
 */
final class CaptionViews {
    private final AnalysisText text;
    private final Supplier<Notation> notation;
    private final ListView<Caption> list = new ListView<>();
    private final Label main = new Label();
    private final Label other = new Label();
    private final VBox bar = new VBox(2, main, other);
    private long shown = -1;

    CaptionViews(AnalysisText text, Supplier<Notation> notation) {
        this.text = text;
        this.notation = notation;
        list.setId("caption-list");
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Caption c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : c.text(text.i18n().getLocale(), notation.get()));
            }
        });
        list.setFixedCellSize(TableRows.ROW_HEIGHT);
        main.setId("analysis-caption");
        main.setStyle("-fx-font-size: 15px; -fx-font-weight: bold;");
        other.setId("analysis-caption-other");
        other.setStyle("-fx-text-fill: #555;");
        bar.setPadding(new Insets(4, 8, 6, 8));
    }

    ListView<Caption> list() {
        return list;
    }

    VBox bar() {
        return bar;
    }

    /** Forgets what is shown, so that the next update writes the captions in the current language. */
    void relabel() {
        shown = -1;
        list.refresh();
    }

    /** Shows the model's captions if they changed since the last call (the list only if {@code withList}). */
    void update(AnalysisModel model, boolean withList) {
        if (model.captionCount() == shown) {
            return;
        }
        if (withList) {
            shown = model.captionCount();
            TableRows.update(list.getItems(), model.captions());
            if (!list.getItems().isEmpty()) {
                list.scrollTo(list.getItems().size() - 1);
            }
        }
        Caption last = model.lastCaption();
        Locale otherLanguage = text.isChinese() ? Locale.ENGLISH : Locale.CHINESE;
        main.setText(last == null ? "" : last.text(text.i18n().getLocale(), notation.get()));
        other.setText(last == null ? "" : last.text(otherLanguage, notation.get()));
    }

    String mainText() {
        return main.getText();
    }

    String otherText() {
        return other.getText();
    }
}
