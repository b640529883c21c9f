package org.xqlab.ui.play;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.engines.EngineExecutor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The play window's engine panel writes a win by the repetition rules in words, from Red's view as its
 * row says ("Black wins by rule in 3 plies", 黑方3层后按棋例胜) with the rule in its tooltip, never the
 * number it is scored with; mates and ordinary scores stay as they were. The engine's thinking is fed an
 * iteration's result directly; the text is read from the panel's score label in the scene.
 */
@ExtendWith(ApplicationExtension.class)
class EngineScoreLabelTest {
    private final I18n i18n = new I18n(I18n.ENGLISH);
    private PlayController play;
    private EnginePanel panel;

    @Start
    void start(javafx.stage.Stage stage) {
        GameViewModel game = new GameViewModel();
        play = new PlayController(game, EngineExecutor.sameThread(), Runnable::run);
        panel = new EnginePanel(game, play, i18n);
        stage.setScene(new Scene(panel, 400, 600));
        stage.show();
    }

    private String scoreAfter(FxRobot robot, int sideToMoveScore) {
        robot.interact(() -> {
            play.thinking().reset(Position.startPosition());
            play.thinking().iterationFinished(5, sideToMoveScore, new int[] {Move.parseIccs("h2e2")}, 1, 1000, 10);
            panel.frame();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return ((Label) panel.lookup("#engine-score")).getText();
    }

    @Test
    void aRuleWinIsWrittenInWordsFromRedsView(FxRobot robot) {
        assertEquals("Red wins by rule in 3 plies", scoreAfter(robot, Scores.BAN - 3));
        Label score = (Label) panel.lookup("#engine-score");
        assertNotNull(score.getTooltip());
        assertTrue(score.getTooltip().getText().contains("perpetual check or chase"), score.getTooltip().getText());
        assertEquals("Black wins by rule in 1 ply", scoreAfter(robot, -(Scores.BAN - 1)));
        assertEquals("+35", scoreAfter(robot, 35));
        assertEquals(null, score.getTooltip(), "an ordinary score has no rule to explain");
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        assertEquals("黑方3层后按棋例胜", scoreAfter(robot, -(Scores.BAN - 3)));
    }
}
