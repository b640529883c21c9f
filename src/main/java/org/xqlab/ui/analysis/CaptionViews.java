package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Notation;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.Caption;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The captions of cutoff and pruning decisions: a list of the latest ones (for the Captions tab),
 * each written when shown in the window's language and the chosen notation, and a bar with the newest
 * caption in the window's language in bold and in the other language below it, for a bilingual classroom.
 * A caption's scores are compared as α-β compares them, from the view of the side to move at its node,
 * so every caption shown says so ({@link Caption#viewText}): after the line in the list, beside the bold
 * line in the bar and after the other language's line below it. A switch of notation or language writes the shown captions again.
 */
final class CaptionViews {
    private final AnalysisText text;
    private final Supplier<Notation> notation;
    private final ListView<Caption> list = new ListView<>();
    private final Label main = new Label();
    private final Label other = new Label();
    /** Whose view the bar's caption's scores are in. */
    private final Label view = new Label();
    private final VBox bar;
    private Notation listNotation;
    private final javafx.scene.control.CheckBox hideStandPat = new javafx.scene.control.CheckBox();
    private final javafx.scene.control.CheckBox hideQuiescence = new javafx.scene.control.CheckBox();
    private final Label count = new Label();
    private final VBox pane;
    private AnalysisModel lastModel;
    private long shown = -1;
    /** The caption the list was last written up to (a new search's captions are new objects, even at the same count). */
    private Caption listedLast;
    /** The caption the bar shows, and whether it must be written again (a language switch). */
    private Caption barCaption;
    private boolean barStale = true;
    private Notation barNotation;

    CaptionViews(AnalysisText text, Supplier<Notation> notation) {
        this.text = text;
        this.notation = notation;
        list.setId("caption-list");
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Caption c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : withView(c, text.i18n().getLocale(), notation.get()));
            }

            {
                // a long caption wraps within the list's width (no sideways scrolling, nothing cut)
                setWrapText(true);
                setPrefWidth(0);
            }
        });
        // font sizes in app.css (bold, and 20 px in projector mode); both lines wrap rather than end in "…"
        main.setId("analysis-caption");
        main.setWrapText(true);
        main.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        other.setId("analysis-caption-other");
        other.setWrapText(true);
        other.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        view.setId("analysis-caption-view");
        view.setMinWidth(Region.USE_PREF_SIZE); // short words, never cut; the caption wraps in what is left
        javafx.scene.layout.HBox first = new javafx.scene.layout.HBox(12, main, view);
        javafx.scene.layout.HBox.setHgrow(main, javafx.scene.layout.Priority.ALWAYS);
        main.setMaxWidth(Double.MAX_VALUE);
        bar = new VBox(2, first, other);
        bar.setPadding(new Insets(4, 8, 6, 8));
        hideStandPat.setId("captions-hide-stand-pat");
        hideQuiescence.setId("captions-hide-quiescence");
        text.bind(hideStandPat.textProperty(), "captions.hideStandPat");
        text.bind(hideQuiescence.textProperty(), "captions.hideQuiescence");
        count.setId("captions-count");
        for (javafx.scene.control.CheckBox b : new javafx.scene.control.CheckBox[] {hideStandPat, hideQuiescence}) {
            b.selectedProperty().addListener((o, a, v) -> {
                shown = -1;
                listedLast = null;
                if (lastModel != null) {
                    update(lastModel, true);
                }
            });
        }
        javafx.scene.layout.FlowPane filters = new javafx.scene.layout.FlowPane(12, 4, hideStandPat, hideQuiescence, count);
        filters.setPadding(new Insets(4));
        javafx.scene.layout.VBox.setVgrow(list, javafx.scene.layout.Priority.ALWAYS);
        pane = new VBox(2, filters, list);
        pane.setId("captions-pane");
    }

    /** A caption as the list shows it: its line, then whose view its scores are in. */
    static String withView(Caption c, Locale language, Notation in) {
        String words = c.viewText(language);
        return c.text(language, in) + (words.isEmpty() ? "" : " · " + words);
    }

    /** The Captions tab: the filters above the list. */
    VBox pane() {
        return pane;
    }

    /** True if the filters let {@code c} through: stand-pat and quiescence lines can be hidden. */
    private boolean passes(Caption c) {
        if (hideStandPat.isSelected() && c.isStandPat()) {
            return false;
        }
        return !(hideQuiescence.isSelected() && c.isQuiescence());
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
        barStale = true;
        if (lastModel != null) {
            count.setText(text.get("captions.shown", Integer.toString(list.getItems().size()),
                    Integer.toString(lastModel.captions().size())));
        }
        list.refresh();
    }

    /** Shows the model's captions if they changed since the last call (the list only if {@code withList}). */
    void update(AnalysisModel model, boolean withList) {
        lastModel = model;
        Caption last = model.lastCaption();
        if (withList && notation.get() != listNotation) {
            listNotation = notation.get();
            list.refresh(); // the main window switched notation: the shown lines are written again
        }
        // the count alone does not tell: a search run again after a reset can end with as many captions as the last
        if (withList && (model.captionCount() != shown || last != listedLast)) {
            shown = model.captionCount();
            listedLast = last;
            java.util.List<Caption> all = model.captions();
            java.util.List<Caption> rows = all.stream().filter(this::passes).toList();
            TableRows.update(list.getItems(), rows);
            count.setText(text.get("captions.shown", Integer.toString(rows.size()), Integer.toString(all.size())));
            if (!list.getItems().isEmpty()) {
                list.scrollTo(list.getItems().size() - 1);
            }
        }
        if (last == barCaption && !barStale && notation.get() == barNotation) {
            return;
        }
        barCaption = last;
        barStale = false;
        barNotation = notation.get();
        Locale otherLanguage = text.isChinese() ? Locale.ENGLISH : Locale.CHINESE;
        main.setText(last == null ? "" : last.text(text.i18n().getLocale(), notation.get()));
        other.setText(last == null ? "" : withView(last, otherLanguage, notation.get())); // its view in its words
        view.setText(last == null ? "" : last.viewText(text.i18n().getLocale()));
        // in its own language's font: Chinese in the CJK family under an English window, English in the UI font
        org.xqlab.ui.AppStyle.language(other, otherLanguage);
    }

    String mainText() {
        return main.getText();
    }

    java.util.List<Caption> shownCaptions() {
        return java.util.List.copyOf(list.getItems());
    }

    void hideStandPat(boolean on) {
        hideStandPat.setSelected(on);
    }

    void hideQuiescence(boolean on) {
        hideQuiescence.setSelected(on);
    }

    /** The words beside the bar's caption that say whose view its scores are in. */
    String viewText() {
        return view.getText();
    }

    String otherText() {
        return other.getText();
    }
}
