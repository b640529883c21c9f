package org.xqlab.ui.play;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;

import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.xqlab.rules.Move;
import org.xqlab.rules.Square;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Human against human in the real window: clicks, drags, refusals, the end of a game, undo/redo, flip. */
@ExtendWith(ApplicationExtension.class)
class PlayInWindowTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private BoardView board;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
        board = (BoardView) stage.getScene().lookup(".board-view");
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.close(robot, stage, prefs);
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private int lastMove() {
        return window.game().lastMove();
    }

    @Test
    void aMoveIsPlayedByClickingThePieceAndThenItsTarget(FxRobot robot) {
        UiTestSupport.click(robot, board, "h2");
        assertEquals(Square.parse("h2"), window.board().selected());
        UiTestSupport.click(robot, board, "e2");
        assertEquals(Move.parseIccs("h2e2"), lastMove());
        assertEquals("Black to move", text(robot, "#status-turn"));
        ListView<?> list = robot.lookup("#move-list").queryAs(ListView.class);
        assertEquals("1. h2e2", list.getItems().get(0).toString());
    }

    @Test
    void aMoveIsPlayedByDraggingThePiece(FxRobot robot) {
        Point2D from = UiTestSupport.screenPoint(board, "b0");
        Point2D to = UiTestSupport.screenPoint(board, "c2");
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.add(to).multiply(0.5)).moveTo(to).release(MouseButton.PRIMARY);
        assertEquals(Move.parseIccs("b0c2"), lastMove());
    }

    @Test
    void anIllegalAttemptIsRefusedWithItsReasonInTheStatusLine(FxRobot robot) throws Exception {
        UiTestSupport.click(robot, board, "b0");
        UiTestSupport.click(robot, board, "d1");
        assertEquals(Move.NONE, lastMove());
        assertEquals("The horse’s leg is blocked", text(robot, "#status-note"));
        UiTestSupport.click(robot, board, "c0");
        UiTestSupport.click(robot, board, "a2");
        assertEquals(Move.parseIccs("c0a2"), lastMove());
        assertEquals("", text(robot, "#status-note"), "a successful move clears the explanation");
    }

    @Test
    void aShortGameEndsInCheckmateAndTheResultIsShown(FxRobot robot) throws Exception {
        UiTestSupport.clickMoves(robot, board, "b2b4", "d9e8", "b4g4", "c9a7", "g4g9");
        assertEquals("Checkmate: Red wins (1-0)", text(robot, "#status-outcome"));
        assertEquals("1-0", window.game().getRecord().headers().get("Result"));
        UiTestSupport.click(robot, board, "a9");
        assertTrue(text(robot, "#status-note").startsWith("The game is over"));
        UiTestSupport.screenshot(robot, stage.getScene(), "checkmate");
    }

    @Test
    void undoAndRedoTakeMovesBackAndReplayThem(FxRobot robot) {
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7");
        robot.clickOn("#tb-undo");
        assertEquals(Move.parseIccs("h2e2"), lastMove());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertEquals(Move.NONE, lastMove());
        robot.clickOn("#tb-redo");
        assertEquals(Move.parseIccs("h2e2"), lastMove());
        robot.type(KeyCode.RIGHT);
        assertEquals(Move.parseIccs("h9g7"), lastMove());
        robot.type(KeyCode.HOME);
        assertEquals(Move.NONE, lastMove());
        robot.type(KeyCode.END);
        assertEquals(Move.parseIccs("h9g7"), lastMove());
    }

    @Test
    void clickingAMoveInTheListGoesThere(FxRobot robot) {
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7", "h0g2");
        robot.clickOn("1. h2e2");
        assertEquals(Move.parseIccs("h2e2"), lastMove());
    }

    @Test
    void flipTurnsTheBoardAndClicksFollow(FxRobot robot) throws Exception {
        robot.type(KeyCode.F);
        assertTrue(board.isFlipped());
        assertTrue(prefs.flipped(), "remembered");
        assertTrue(board.yOf(0) < board.yOf(9), "red's back rank is now at the top");
        UiTestSupport.click(robot, board, "h2");
        UiTestSupport.click(robot, board, "e2");
        assertEquals(Move.parseIccs("h2e2"), lastMove());
        robot.clickOn("#tb-flip");
        assertFalse(board.isFlipped());
    }

    @Test
    void middleGameWithHighlightsAndASelectedPieceIsCaptured(FxRobot robot) throws Exception {
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7", "h0g2", "e9e8", "a0a1", "e8d8", "a1d1");
        // the black king is in check from the rook; select the cannon, which can block on d7
        UiTestSupport.click(robot, board, "b7");
        assertEquals(Square.parse("b7"), window.board().selected());
        assertTrue(window.board().targets().contains(Square.parse("d7")));
        assertTrue(window.board().checkedKing() > 0);
        UiTestSupport.screenshot(robot, stage.getScene(), "middle-game-en");
    }
}
