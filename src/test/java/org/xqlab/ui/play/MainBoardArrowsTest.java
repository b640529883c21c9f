package org.xqlab.ui.play;

import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.PvArrows;
import org.xqlab.ui.engines.EngineThinking;
import org.xqlab.ui.engines.Level;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * View ▸ Engine's line as arrows: after the engine's move the main board shows the rest of the line it
 * found (arrow 1 = the reply it expects), stepping back to the searched position shows the whole line,
 * and the menu item switches the arrows off. The robot plays and opens the menu as a user does.
 */
@ExtendWith(ApplicationExtension.class)
class MainBoardArrowsTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private BoardView board;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = new MainWindow(prefs);
        window.attach(stage);
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1024);
        stage.setHeight(768);
        stage.show();
        board = (BoardView) stage.getScene().lookup(".board-view");
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private List<BoardViewModel.Arrow> arrows() {
        return List.copyOf(window.board().arrows());
    }

    private static boolean red(Color c) {
        return c.getRed() > c.getGreen() + 0.3 && c.getRed() > c.getBlue() + 0.3;
    }

    /** Starts a game against a depth-3 engine playing Black and plays {@code a3a4}; returns its finished thinking. */
    private EngineThinking.Snapshot engineAnswered(FxRobot robot, Locale language) throws Exception {
        robot.interact(() -> {
            window.i18n().setLocale(language);
            window.play().newGame(null, null, Level.custom("full", "", 3, 10_000));
        });
        UiTestSupport.clickMoves(robot, board, "a3a4"); // out of the opening book: the engine searches
        EngineThinking thinking = window.play().thinking();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> window.game().getRecord().cursor().ply() == 2
                && thinking.latest() != null && thinking.latest().finished());
        WaitForAsyncUtils.waitForFxEvents();
        return thinking.latest();
    }

    @Test
    void theEnginesLineIsDrawnAfterItsMoveWhenSwitchedOnAndGoesWhenSwitchedOff(FxRobot robot) throws Exception {
        assertFalse(prefs.boardArrows(), "off until chosen: in a game the line is a hint");
        EngineThinking.Snapshot s = engineAnswered(robot, I18n.ENGLISH);
        int[] pv = s.pv();
        assertTrue(pv.length >= 2, "a depth-3 line: " + pv.length);
        assertEquals(pv[0], window.game().lastMove(), "the engine played its line's first move");
        assertEquals(List.of(), arrows(), "switched off: no arrows");

        robot.clickOn("#menu-view").clickOn("#item-arrows");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(prefs.boardArrows(), "remembered");
        Position now = window.game().getPosition();
        List<BoardViewModel.Arrow> shown = arrows();
        assertEquals(PvArrows.of(now, PvArrows.rest(pv, 1), PvArrows.SHOWN), shown);
        BoardViewModel.Arrow reply = shown.get(0);
        assertEquals(Move.from(pv[1]), reply.from(), "arrow 1 is the reply the engine expects");
        assertEquals(Move.to(pv[1]), reply.to());
        assertEquals("1", reply.label());
        assertEquals(PvArrows.RED_SIDE.getRed(), reply.colour().getRed(), 1e-9, "Red's move, in red");
        Color head = UiTestSupport.arrowHeadColour(robot, board, reply);
        assertTrue(red(head), "drawn in red on the board: " + head);

        // one step back: the position the engine searched, with its whole line from move 1
        robot.type(KeyCode.LEFT);
        Position searched = window.game().getPosition();
        assertEquals(PvArrows.of(searched, pv, PvArrows.SHOWN), arrows());
        assertEquals(Move.from(pv[0]), arrows().get(0).from());
        assertEquals(PvArrows.BLACK_SIDE.getRed(), arrows().get(0).colour().getRed(), 1e-9, "Black's move");
        // two steps back: the board has left the line
        robot.type(KeyCode.LEFT);
        assertEquals(List.of(), arrows());
        robot.type(KeyCode.END);
        assertEquals(shown, arrows());
        UiTestSupport.screenshot(robot, stage.getScene(), "main-arrows-en");

        robot.clickOn("#menu-view").clickOn("#item-arrows");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), arrows());
        assertFalse(prefs.boardArrows());
        assertFalse(red(UiTestSupport.arrowHeadColour(robot, board, reply)), "no red arrow is drawn");
    }

    @Test
    void snapshotOfTheMainBoardWithTheEnginesLineInChinese(FxRobot robot) throws Exception {
        robot.interact(() -> window.boardArrows().set(true));
        engineAnswered(robot, I18n.CHINESE);
        assertFalse(arrows().isEmpty());
        javafx.scene.image.WritableImage shot = UiTestSupport.screenshot(robot, stage.getScene(), "main-arrows-zh");
        assertEquals(1024, (int) shot.getWidth());
        robot.clickOn("#menu-view").clickOn("用箭头显示引擎主变");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), arrows(), "the Chinese menu item switches them off");
    }
}
