package org.xqlab.ui.play;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.xqlab.game.GameRecord;
import org.xqlab.io.OutputStyle;
import org.xqlab.review.GameReview;
import org.xqlab.review.Judgement;
import org.xqlab.review.MoveReview;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;

import java.util.Locale;
import java.util.function.Consumer;

/**
 * The review's section of the engine box (shown once Game ▸ Review game… was chosen): a progress bar with the
 * positions done and the time left and Cancel while it runs; then each side's accuracy and marks and the list of
 * both sides' inaccuracies, mistakes and blunders (a click goes to the move); Why? opens the analysis window at the
 * position before the selected mistake with the played and the better move as the only root moves. Ids:
 * {@code #review-panel}, {@code #review-progress}, {@code #review-status}, {@code #review-cancel},
 * {@code #review-red}, {@code #review-black}, {@code #review-list}, {@code #review-why}, {@code #review-close} (leaves
 * review mode).
 */
final class ReviewPanel extends VBox {
    private final ReviewRun run;
    private final GameViewModel game;
    private final I18n i18n;
    private final Label status = new Label();
    private final Label red = new Label();
    private final Label black = new Label();
    private final ListView<MoveReview> list = new ListView<>();
    private final Button why = new Button();

    ReviewPanel(ReviewRun run, GameViewModel game, I18n i18n, Consumer<MoveReview> explain) {
        this.run = run;
        this.game = game;
        this.i18n = i18n;
        setId("review-panel");
        setSpacing(4);
        setPadding(new Insets(6, 0, 0, 0));
        Label title = new Label();
        i18n.bind(title.textProperty(), "review.title");
        title.getStyleClass().add("panel-title");
        ProgressBar bar = new ProgressBar();
        bar.setId("review-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(Bindings.createDoubleBinding(
                () -> run.totalProperty().get() == 0 ? 0 : run.doneProperty().get() / (double) run.totalProperty().get(),
                run.doneProperty(), run.totalProperty()));
        bar.visibleProperty().bind(run.stateProperty().isEqualTo(ReviewRun.State.RUNNING));
        bar.managedProperty().bind(bar.visibleProperty());
        status.setId("review-status");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.textProperty().bind(Bindings.createStringBinding(this::statusText, run.stateProperty(),
                run.doneProperty(), run.millisLeftProperty(), i18n.localeProperty()));
        Button cancel = new Button();
        cancel.setId("review-cancel");
        i18n.bind(cancel.textProperty(), "review.cancel");
        cancel.setOnAction(e -> run.cancel());
        cancel.visibleProperty().bind(bar.visibleProperty());
        cancel.managedProperty().bind(bar.visibleProperty());
        cancel.setFocusTraversable(false);
        Button close = new Button();
        close.setId("review-close");
        i18n.bind(close.textProperty(), "review.close");
        close.setOnAction(e -> run.clear());
        close.visibleProperty().bind(bar.visibleProperty().not());
        close.managedProperty().bind(close.visibleProperty());
        close.setFocusTraversable(false);
        for (Label l : new Label[] {red, black}) {
            l.setWrapText(true);
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        red.setId("review-red");
        black.setId("review-black");
        red.textProperty().bind(Bindings.createStringBinding(() -> sideText(Piece.RED), run.reviewProperty(),
                i18n.localeProperty()));
        black.textProperty().bind(Bindings.createStringBinding(() -> sideText(Piece.BLACK), run.reviewProperty(),
                i18n.localeProperty()));
        list.setId("review-list");
        list.setPrefHeight(120);
        list.setMinHeight(90);
        list.setCellFactory(v -> new MarkCell());
        list.getSelectionModel().selectedItemProperty().addListener((o, a, m) -> {
            if (m != null) {
                game.goTo(run.nodeAt(m.ply()));
            }
        });
        i18n.localeProperty().addListener((o, a, b) -> list.refresh());
        game.notationProperty().addListener((o, a, b) -> list.refresh());
        why.setId("review-why");
        i18n.bind(why.textProperty(), "review.why");
        why.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        why.setOnAction(e -> explain.accept(list.getSelectionModel().getSelectedItem()));
        why.setFocusTraversable(false);
        VBox results = new VBox(4, red, black, list, why);
        results.visibleProperty().bind(run.reviewProperty().isNotNull());
        results.managedProperty().bind(results.visibleProperty());
        getChildren().addAll(title, bar, status, new HBox(6, cancel, close), results);
        run.reviewProperty().addListener((o, a, r) -> {
            list.getItems().clear();
            if (r != null) {
                list.getItems().addAll(r.errors(Piece.RED));
                list.getItems().addAll(r.errors(Piece.BLACK));
            }
        });
        visibleProperty().bind(run.stateProperty().isNotEqualTo(ReviewRun.State.IDLE));
        managedProperty().bind(visibleProperty());
    }

    private String statusText() {
        return switch (run.stateProperty().get()) {
            case IDLE -> "";
            case RUNNING -> i18n.get("review.progress", run.doneProperty().get(), run.totalProperty().get(),
                    OutputStyle.clock((run.millisLeftProperty().get() + 999) / 1000));
            case DONE -> {
                GameReview r = run.reviewProperty().get();
                yield r == null ? "" : i18n.get("review.done", r.moves().size(), r.opening()
                        .map(o -> i18n.isChinese() ? o.chinese() : o.english()).orElse("—"));
            }
            case CANCELLED -> i18n.get("review.cancelled", run.doneProperty().get(), run.totalProperty().get());
            case EMPTY -> i18n.get("review.empty");
            case FAILED -> i18n.get("review.failed", run.failure());
        };
    }

    private String sideText(int side) {
        GameReview r = run.reviewProperty().get();
        if (r == null) {
            return "";
        }
        var c = r.counts(side);
        double a = r.accuracy(side);
        return i18n.get("review.side", i18n.get(side == Piece.RED ? "review.red" : "review.black"),
                Double.isNaN(a) ? "—" : String.format(Locale.ROOT, "%.1f", a), c.get(Judgement.INACCURACY),
                c.get(Judgement.MISTAKE), c.get(Judgement.BLUNDER));
    }

    /** A mark as the list and the tests read it: {@code 12. 炮二平五 ?? blunder · better 马二进三}. */
    String itemText(MoveReview m) {
        GameRecord.Node node = run.nodeAt(m.ply());
        Position before = game.getRecord().positionAt(node.parent());
        var notation = game.notationProperty().get();
        String better = m.bestMove() == Move.NONE ? "—" : notation.format(before, m.bestMove());
        GameReview r = run.reviewProperty().get();
        return i18n.get("review.item", m.moveNumber(r == null ? 0 : r.firstSide()) + (m.side() == Piece.RED ? "." : "…"),
                notation.format(before, m.move()), m.judgement().glyph(),
                i18n.get("review.mark." + m.judgement().name().toLowerCase(Locale.ROOT)), better);
    }

    ListView<MoveReview> list() {
        return list;
    }

    private final class MarkCell extends ListCell<MoveReview> {
        MarkCell() {
            setPrefWidth(0); // a long line wraps to the list's width instead of widening it
            setWrapText(true);
        }

        @Override
        protected void updateItem(MoveReview m, boolean empty) {
            super.updateItem(m, empty);
            getStyleClass().removeAll("review-inaccuracy", "review-mistake", "review-blunder");
            if (empty || m == null) {
                setText(null);
                return;
            }
            setText(itemText(m));
            getStyleClass().add("review-" + m.judgement().name().toLowerCase(Locale.ROOT));
        }
    }
}
