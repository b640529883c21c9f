package org.xqlab.ui.play;

import javafx.animation.AnimationTimer;
import javafx.beans.property.BooleanProperty;
import org.xqlab.rules.Position;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.board.PvArrows;
import org.xqlab.ui.engines.EngineThinking;

import java.util.List;

/**
 * The engine's line as arrows on the main board (View ▸ Engine's line as arrows). While the engine
 * thinks, the board shows the position it searches and the arrows are the first {@link PvArrows#SHOWN}
 * moves of its latest principal variation, numbered 1, 2, 3, … in the movers' colours. Once moves of
 * that line have been played on the board (the engine's own move, then perhaps the reply it expected)
 * the arrows are the rest of the line from the position shown, so arrow 1 is then the reply the engine
 * expects. When the board leaves the line (another move, navigating back) or a new search starts, the
 * arrows go; switched off, there are none. Polls {@link EngineThinking#version()} once per frame, so
 * the engine thread never posts to the FX thread. This class owns the main board's arrows.
 */
final class EngineArrows {
    private final GameViewModel game;
    private final BoardViewModel board;
    private final EngineThinking thinking;
    private final BooleanProperty shown;
    private long seenVersion = -1;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            if (thinking.version() != seenVersion) {
                update();
            }
        }
    };

    EngineArrows(GameViewModel game, BoardViewModel board, EngineThinking thinking, BooleanProperty shown) {
        this.game = game;
        this.board = board;
        this.thinking = thinking;
        this.shown = shown;
        game.positionProperty().addListener((o, a, b) -> update());
        shown.addListener((o, a, b) -> update());
        timer.start();
    }

    /** Sets the board's arrows from the latest thinking and the position shown now. */
    void update() {
        seenVersion = thinking.version();
        EngineThinking.Snapshot s = thinking.latest();
        List<BoardViewModel.Arrow> arrows = List.of();
        if (shown.get() && s != null) {
            Position at = game.getPosition();
            int k = PvArrows.reached(thinking.root(), s.pv(), at);
            if (k >= 0) {
                arrows = PvArrows.of(at, PvArrows.rest(s.pv(), k), PvArrows.SHOWN);
            }
        }
        if (!arrows.equals(board.arrows())) {
            board.arrows().setAll(arrows);
        }
    }

    void stop() {
        timer.stop();
    }
}
