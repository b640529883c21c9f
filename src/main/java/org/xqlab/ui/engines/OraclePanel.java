package org.xqlab.ui.engines;

import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.xqlab.protocol.EngineReply;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.search.Scores;

/**
 * The oracle's section of the engine panel: the external engine's name, its best move for the current
 * position in the game's notation, its score (red's view, like our engine's) and depth, "thinking…"
 * while it works, and when it failed and was switched off, why (the kind of failure in the user's language,
 * then the engine's own detail). Hidden while the oracle is off and
 * has nothing to report. It listens to {@link Oracle#stateProperty()}, which changes on the FX thread.
 * Ids: {@code #oracle-panel}, {@code #oracle-title}, {@code #oracle-move}, {@code #oracle-score},
 * {@code #oracle-depth}, {@code #oracle-error}.
 */
public final class OraclePanel extends VBox {
    private final Oracle oracle;
    private final GameViewModel game;
    private final I18n i18n;
    private final Label title = label("oracle-title");
    private final Label move = label("oracle-move");
    private final Label score = label("oracle-score");
    private final Label depth = label("oracle-depth");
    private final Label error = label("oracle-error");
    private final GridPane grid = new GridPane();

    public OraclePanel(Oracle oracle, GameViewModel game, I18n i18n) {
        this.oracle = oracle;
        this.game = game;
        this.i18n = i18n;
        setId("oracle-panel");
        setSpacing(2);
        setPadding(new Insets(4, 0, 4, 0));
        title.getStyleClass().add("panel-title");
        error.setWrapText(true);
        // its wrapped lines in full: a message the panel's height squeezed to one line was cut ("…fairy-stockfish 已")
        error.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        title.setWrapText(true);
        title.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        error.setStyle("-fx-text-fill: #b00000;");
        grid.setHgap(6);
        grid.setVgap(2);
        row(0, "engine.oracle.move", move);
        row(1, "engine.score", score);
        row(2, "engine.depth", depth);
        getChildren().addAll(title, grid, error);
        managedProperty().bind(visibleProperty());
        oracle.stateProperty().addListener((o, a, b) -> show());
        game.notationProperty().addListener((o, a, b) -> show());
        i18n.localeProperty().addListener((o, a, b) -> show());
        show();
    }

    private static Label label(String id) {
        Label l = new Label("–");
        l.setId(id);
        return l;
    }

    private void row(int r, String key, Label value) {
        Label name = new Label();
        i18n.bind(name.textProperty(), key);
        grid.addRow(r, name, value);
    }

    private void show() {
        Oracle.State s = oracle.stateProperty().get();
        setVisible(s != null);
        if (s == null) {
            return;
        }
        title.setText(i18n.get("engine.oracle.title", s.name()));
        error.setVisible(s.error() != null);
        error.setManaged(s.error() != null);
        grid.setVisible(s.error() == null);
        grid.setManaged(s.error() == null);
        if (s.error() != null) {
            String why = i18n.get("engine.oracle.why." + (s.failure() == null ? "OTHER" : s.failure().name()));
            error.setText(i18n.get("engine.oracle.failed", s.name(), why, s.error()));
            return;
        }
        EngineReply r = s.reply();
        if (r == null) {
            move.setText(i18n.get("engine.oracle.busy"));
            score.setText("–");
            depth.setText("–");
            return;
        }
        move.setText(r.bestMove() == Move.NONE || !s.root().isLegal(r.bestMove()) ? i18n.get("engine.oracle.none")
                : game.notationProperty().get().format(s.root(), r.bestMove()));
        showScore(score, i18n, r.hasScore() ? (Integer) (s.root().sideToMove() == Piece.RED ? r.score() : -r.score()) : null);
        depth.setText(r.depth() > 0 ? String.valueOf(r.depth()) : "–");
    }

    /**
     * A red-view score as the engine and oracle panels write it: {@code +23}, who mates in how many moves, or
     * who wins by the repetition rules in how many plies ("Red wins by rule in 3 plies", never a number that
     * reads like material).
     */
    public static String scoreText(I18n i18n, int red) {
        String side = i18n.get("side." + (red > 0 ? 0 : 1));
        if (Scores.isRuleWin(red)) {
            return i18n.get("engine.ruleWin", Scores.rulePlies(red), side);
        }
        return Scores.isMate(red) ? i18n.get("engine.mate", Scores.mateIn(Math.abs(red)), side)
                : String.format("%+d", red);
    }

    /**
     * Shows a red-view score ({@code null}: none, "–") in {@code label} as {@link #scoreText} writes it; a rule
     * win or loss also gets a tooltip that says which rule (perpetual check or chase).
     */
    public static void showScore(Label label, I18n i18n, Integer red) {
        label.setText(red == null ? "–" : scoreText(i18n, red));
        label.setTooltip(red != null && Scores.isRuleWin(red)
                ? new Tooltip(i18n.get("engine.ruleWhy", scoreText(i18n, red))) : null);
    }
}
