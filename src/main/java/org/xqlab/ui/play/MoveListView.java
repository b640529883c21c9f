package org.xqlab.ui.play;

import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * The right-hand panel: the numbered moves of the current line (a click goes to that move; moves with
 * alternatives are marked "+"), the comment of the current move (editable), buttons for first, previous,
 * next and last move, and autoplay that steps forward every {@link #speedSlider()} seconds until the
 * line ends. Ids: {@code #move-list}, {@code #comment}, {@code #nav-first}, {@code #nav-prev},
 * {@code #nav-next}, {@code #nav-last}, {@code #autoplay}, {@code #autoplay-speed}.
 */
public final class MoveListView extends VBox {
    private final GameViewModel game;
    private final ListView<GameViewModel.MoveEntry> list = new ListView<>();
    private final Slider speed = new Slider(0.2, 3, 1);
    private final ToggleButton autoplay = new ToggleButton();
    private final Timeline timer = new Timeline();
    private boolean syncing;

    MoveListView(GameViewModel game, I18n i18n) {
        this.game = game;
        setId("move-list-pane");
        Label title = new Label();
        i18n.bind(title.textProperty(), "moves.title");

        list.setId("move-list");
        list.setItems(game.getMoves());
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(GameViewModel.MoveEntry item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.toString());
            }
        });
        list.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            int i = now.intValue();
            if (!syncing && i >= 0 && i < game.getMoves().size() && i != game.currentIndexProperty().get()) {
                game.goTo(game.getMoves().get(i).node());
            }
        });
        game.currentIndexProperty().addListener((obs, old, now) -> syncSelection());
        game.getMoves().addListener((javafx.collections.ListChangeListener<GameViewModel.MoveEntry>) c -> syncSelection());
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
        Tooltip speedTip = new Tooltip();
        speedTip.textProperty().bind(i18n.text("nav.speed"));
        speed.setTooltip(speedTip);
        speed.valueProperty().addListener((obs, old, now) -> {
            if (autoplay.isSelected()) {
                startAutoplay();
            }
        });
        HBox nav = new HBox(4, first, prev, next, last, autoplay, speed);
        getChildren().addAll(title, list, comment, nav);
        setPrefWidth(280);
        syncSelection();
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
            int i = game.currentIndexProperty().get();
            if (i < 0) {
                list.getSelectionModel().clearSelection();
            } else {
                list.getSelectionModel().select(i);
                list.scrollTo(Math.max(0, i - 5));
            }
        } finally {
            syncing = false;
        }
    }

    ListView<GameViewModel.MoveEntry> list() {
        return list;
    }

    Slider speedSlider() {
        return speed;
    }

    ToggleButton autoplayButton() {
        return autoplay;
    }
}
