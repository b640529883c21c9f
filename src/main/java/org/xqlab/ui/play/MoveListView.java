package org.xqlab.ui.play;

import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Dialog;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.xqlab.game.GameRecord;

/**
 * The right-hand panel: the players, event, date and result from the game's tags
 * ({@code #game-tags-summary}); the move tree — the numbered moves of the line through the cursor, each
 * followed by its alternatives indented one step per variation level ("↳" a variation with its first
 * moves, "⤶" the main-line move when the cursor is inside a variation); a click goes to that move and
 * so enters a variation; a right click offers enter, back to main line, promote, delete and comment
 * ({@code #ctx-…}) — the comment of the current move (editable), buttons for first, previous,
 * next and last move, and autoplay that steps forward every {@link #speedSlider()} seconds until the
 * line ends. Ids: {@code #move-list}, {@code #comment}, {@code #nav-first}, {@code #nav-prev},
 * {@code #nav-next}, {@code #nav-last}, {@code #autoplay}, {@code #autoplay-speed}.
 */
public final class MoveListView extends VBox {
    private final GameViewModel game;
    /**
     * The moves, {@link #MIN_ROWS} of its drawn rows high at least and asking for no more (the column gives it
     * what room the engine box leaves): measured from its cells, whose height follows the font (20 px in
     * projector mode) and the script (Chinese rows are taller); with no cell yet, the list's own sizes.
     */
    private final ListView<GameViewModel.Row> list = new ListView<>() {
        @Override
        protected double computeMinHeight(double width) {
            double rows = rowsHeight();
            return rows > 0 ? rows : super.computeMinHeight(width);
        }

        @Override
        protected double computePrefHeight(double width) {
            double rows = rowsHeight();
            return rows > 0 ? rows : super.computePrefHeight(width);
        }

        private double rowsHeight() {
            double row = 0;
            for (javafx.scene.Node cell : lookupAll(".list-cell")) {
                row = Math.max(row, cell.prefHeight(-1));
            }
            return row <= 0 ? 0 : Math.ceil(MIN_ROWS * row + snappedTopInset() + snappedBottomInset());
        }
    };
    private final Slider speed = new Slider(0.2, 3, 1);
    private final ToggleButton autoplay = new ToggleButton();
    private final Timeline timer = new Timeline();
    private boolean syncing;
    private java.util.function.Function<GameRecord.Node, org.xqlab.review.MoveReview> marks = n -> null;
    private final ContextMenu menu;

    MoveListView(GameViewModel game, I18n i18n) {
        this.game = game;
        setId("move-list-pane");
        Label title = new Label();
        i18n.bind(title.textProperty(), "moves.title");

        list.setId("move-list");
        list.setItems(game.getRows());
        list.setCellFactory(v -> new MoveCell());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!syncing && now != null && now.node() != game.getRecord().cursor()) {
                game.goTo(now.node());
            }
        });
        game.currentIndexProperty().addListener((obs, old, now) -> syncSelection());
        game.getRows().addListener((javafx.collections.ListChangeListener<GameViewModel.Row>) c -> syncSelection());
        menu = contextMenu(i18n);
        list.setOnContextMenuRequested(e -> {
            if (!menu.isShowing()) {
                menu.show(list, e.getScreenX(), e.getScreenY());
            }
            e.consume();
        });
        list.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.SECONDARY && !menu.isShowing()) {
                menu.show(list, e.getScreenX(), e.getScreenY());
            }
        });

        Label tags = new Label();
        tags.setId("game-tags-summary");
        tags.getStyleClass().add("game-tags-summary");
        tags.setWrapText(true);
        // all its lines, always: a column short of room shrinks the move list, not a wrapped event name
        tags.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        tags.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> tagSummary(i18n),
                game.tagsVersionProperty(), game.outcomeProperty(), i18n.localeProperty()));
        VBox.setVgrow(list, Priority.ALWAYS);

        TextArea comment = new TextArea();
        comment.setId("comment");
        comment.setWrapText(true);
        comment.setPrefRowCount(3);
        comment.textProperty().bindBidirectional(game.commentProperty());
        comment.promptTextProperty().bind(i18n.text("moves.comment"));

        Button first = navButton("nav-first", "|◀", "nav.first", i18n, game::first);
        Button prev = navButton("nav-prev", "◀", "nav.prev", i18n, game::prev);
        Button next = navButton("nav-next", "▶", "nav.next", i18n, game::next);
        Button last = navButton("nav-last", "▶|", "nav.last", i18n, game::last);
        first.disableProperty().bind(game.canUndoProperty().not());
        prev.disableProperty().bind(game.canUndoProperty().not());
        next.disableProperty().bind(game.canRedoProperty().not());
        last.disableProperty().bind(game.canRedoProperty().not());

        autoplay.setId("autoplay");
        autoplay.setText("▶▶");
        Tooltip autoTip = new Tooltip();
        autoTip.textProperty().bind(i18n.text("nav.autoplay"));
        autoplay.setTooltip(autoTip);
        autoplay.selectedProperty().addListener((obs, old, on) -> {
            if (on) {
                startAutoplay();
            } else {
                timer.stop();
            }
        });
        speed.setId("autoplay-speed");
        speed.setPrefWidth(90);
        autoplay.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        latinSymbols(autoplay);
        Tooltip speedTip = new Tooltip();
        speedTip.textProperty().bind(i18n.text("nav.speed"));
        speed.setTooltip(speedTip);
        speed.valueProperty().addListener((obs, old, now) -> {
            if (autoplay.isSelected()) {
                startAutoplay();
            }
        });
        // the buttons wrap to a second row when they do not fit the side panel (projector mode's larger
        // buttons): a row of fixed-size buttons would widen the panel past the window's edge
        FlowPane nav = new FlowPane(4, 4, first, prev, next, last, autoplay, speed);
        nav.setMinWidth(0);
        nav.setPrefWrapLength(0);
        getChildren().addAll(title, tags, list, comment, nav);
        setPrefWidth(280);
        syncSelection();
    }

    /** The rows the move list always shows (a class follows a game in it), however full the column is. */
    static final int MIN_ROWS = 8;

    /**
     * Draws a button's arrow symbols in the Latin family whatever the language: a CJK family draws ◀ ▶ full width,
     * which in Chinese pushed the speed slider to a row of its own and the score graph below the column's fold.
     */
    private static void latinSymbols(javafx.scene.control.ButtonBase b) {
        b.setStyle("-fx-font-family: \"" + org.xqlab.ui.Fonts.latinFamily() + "\";");
    }

    private static Button navButton(String id, String symbol, String key, I18n i18n, Runnable action) {
        Button b = new Button(symbol);
        b.setId(id);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(i18n.text(key));
        b.setTooltip(tip);
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false);
        b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        latinSymbols(b);
        return b;
    }

    private void startAutoplay() {
        timer.stop();
        timer.getKeyFrames().setAll(new KeyFrame(Duration.seconds(speed.getValue()), e -> {
            if (game.hasNext()) {
                game.next();
            } else {
                autoplay.setSelected(false);
            }
        }));
        timer.setCycleCount(Timeline.INDEFINITE);
        timer.play();
    }

    private void syncSelection() {
        syncing = true;
        try {
            GameRecord.Node cursor = game.getRecord().cursor();
            int row = -1;
            for (int i = 0; i < list.getItems().size(); i++) {
                GameViewModel.Row r = list.getItems().get(i);
                if (r.inLine() && r.node() == cursor) {
                    row = i;
                    break;
                }
            }
            if (row < 0) {
                list.getSelectionModel().clearSelection();
                list.scrollTo(0); // |◀: the start of the game, so the list shows its first moves
            } else {
                list.getSelectionModel().select(row);
                list.scrollTo(Math.max(0, row - 5));
            }
        } finally {
            syncing = false;
        }
    }

    /** "Red vs Black", then event, date and result, from the game's tags (unknown ones left out). */
    private String tagSummary(I18n i18n) {
        GameRecord g = game.getRecord();
        String red = GamePickerDialog.tag(g, "Red");
        String black = GamePickerDialog.tag(g, "Black");
        StringBuilder sb = new StringBuilder();
        if (!red.isEmpty() || !black.isEmpty()) {
            sb.append(i18n.get("moves.vs", red.isEmpty() ? "?" : PlayerNames.shown(i18n, red),
                    black.isEmpty() ? "?" : PlayerNames.shown(i18n, black)));
        }
        String event = GamePickerDialog.tag(g, "Event", "Title");
        for (String part : new String[] {PlayerNames.APP_EVENT.equals(event) ? i18n.get("app.title") : event,
                GamePickerDialog.tag(g, "Date"),
                GamePickerDialog.tag(g, "Opening"), "*".equals(GamePickerDialog.tag(g, "Result")) ? "" : GamePickerDialog.tag(g, "Result")}) {
            if (!part.isEmpty()) {
                sb.append(sb.length() == 0 ? "" : " · ").append(part);
            }
        }
        return sb.toString();
    }

    /** Right click on a move: enter the variation, back to the main line, promote, delete, comment. */
    private ContextMenu contextMenu(I18n i18n) {
        MenuItem enter = menuItem(i18n, "ctx-enter-variation", "moves.enterVariation", () -> {
            GameViewModel.Row row = list.getSelectionModel().getSelectedItem();
            if (row != null) {
                game.goTo(row.node());
            }
        });
        MenuItem mainLine = menuItem(i18n, "ctx-main-line", "moves.mainLine", game::backToMainLine);
        MenuItem promote = menuItem(i18n, "ctx-promote", "moves.promote", game::promoteVariation);
        MenuItem delete = menuItem(i18n, "ctx-delete-variation", "moves.delete", game::deleteVariation);
        MenuItem comment = menuItem(i18n, "ctx-comment", "moves.editComment", () -> editComment(i18n));
        for (MenuItem m : new MenuItem[] {mainLine, promote, delete}) {
            m.disableProperty().bind(game.inVariationProperty().not());
        }
        ContextMenu popup = new ContextMenu(enter, new SeparatorMenuItem(), mainLine, promote, delete,
                new SeparatorMenuItem(), comment);
        popup.setId("move-menu");
        popup.setOnShowing(e -> {
            GameViewModel.Row row = list.getSelectionModel().getSelectedItem();
            enter.setDisable(row == null || row.inLine());
        });
        return popup;
    }

    private static MenuItem menuItem(I18n i18n, String id, String key, Runnable action) {
        MenuItem item = new MenuItem();
        item.setId(id);
        item.textProperty().bind(i18n.text(key));
        item.setOnAction(e -> action.run());
        return item;
    }

    /** Edits the comment after the cursor's move in a small dialog (the text area below the list does the same). */
    private void editComment(I18n i18n) {
        GameRecord.Node node = game.getRecord().cursor();
        int index = game.currentIndexProperty().get();
        String move = index < 0 ? i18n.get("moves.startComment") : game.getMoves().get(index).toString();
        Dialog<String> dialog = new Dialog<>();
        dialog.initOwner(getScene() == null ? null : getScene().getWindow());
        dialog.setTitle(i18n.get("moves.commentTitle"));
        dialog.setHeaderText(i18n.get("moves.commentHeader", move));
        TextArea text = new TextArea(node.comment());
        text.setId("comment-editor");
        text.setWrapText(true);
        text.setPrefRowCount(5);
        ButtonType ok = new ButtonType(i18n.get("dialog.ok"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(i18n.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().addAll(ok, cancel);
        dialog.getDialogPane().lookupButton(ok).setId("comment-ok");
        dialog.getDialogPane().setContent(text);
        dialog.setResultConverter(b -> b == ok ? text.getText() : null);
        dialog.showAndWait().ifPresent(t -> game.setComment(node, t));
    }

    /** A move row: moves of the line through the cursor, alternatives indented below the move they replace. */
    private final class MoveCell extends ListCell<GameViewModel.Row> {
        MoveCell() {
            setPrefWidth(0); // long variation previews end in "…" instead of widening the list
        }

        @Override
        protected void updateItem(GameViewModel.Row item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().removeAll("variation-row", "side-line-row", "review-inaccuracy", "review-mistake",
                    "review-blunder");
            if (empty || item == null) {
                setText(null);
                setPadding(javafx.geometry.Insets.EMPTY);
                return;
            }
            String comment = item.node().comment().isBlank() ? "" : "  ✎";
            org.xqlab.review.MoveReview mark = marks.apply(item.node());
            if (mark != null && mark.judgement().isError()) {
                comment = " " + mark.judgement().glyph() + comment;
                getStyleClass().add("review-" + mark.judgement().name().toLowerCase(java.util.Locale.ROOT));
            }
            if (item.inLine()) {
                setText(item + comment);
                if (!item.mainLine()) {
                    getStyleClass().add("side-line-row");
                }
            } else {
                setText((item.mainLine() ? "⤶ " : "↳ ") + item + comment);
                getStyleClass().add("variation-row");
            }
            setPadding(new javafx.geometry.Insets(2, 4, 2, 4 + 16 * (item.depth() + (item.inLine() ? 0 : 1))));
        }
    }

    /**
     * Shows the review's marks: a move marked inaccuracy, mistake or blunder gets its glyph (?! ? ??) after it,
     * coloured by the style classes {@code review-inaccuracy}, {@code review-mistake}, {@code review-blunder}.
     */
    void showMarks(java.util.function.Function<GameRecord.Node, org.xqlab.review.MoveReview> marks) {
        this.marks = marks;
        list.refresh();
    }

    /** The right-click menu of the move list (tests). */
    ContextMenu contextMenu() {
        return menu;
    }

    ListView<GameViewModel.Row> list() {
        return list;
    }

    Slider speedSlider() {
        return speed;
    }

    ToggleButton autoplayButton() {
        return autoplay;
    }
}
