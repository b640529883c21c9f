package org.xqlab.ui.play;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.Fonts;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;

import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Position;

import java.io.File;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.close(robot, stage, prefs);
    }

    @Test
    void windowShowsTheStartPositionWithChinesePieces(FxRobot robot) throws Exception {
        BoardView board = robot.lookup(".board-view").queryAs(BoardView.class);
        assertEquals(Position.startPosition().toString(), board.getPosition().toString());
        assertTrue(board.getWidth() > 300 && board.getHeight() > 300);

        WritableImage image = UiTestSupport.screenshot(robot, stage.getScene(), "start-position");
        assertTrue(new File("target/screenshots/start-position.png").length() > 1000);
        // a red piece is drawn at the red king's point (e0), the board wood elsewhere
        int kx = (int) board.localToScene(board.xOf(4), 0).getX();
        int ky = (int) board.localToScene(0, board.yOf(0)).getY();
        Color king = image.getPixelReader().getColor(kx, ky + (int) (board.cell() * 0.3));
        Color river = image.getPixelReader().getColor(kx,
                (int) board.localToScene(0, (board.yOf(4) + board.yOf(5)) / 2).getY());
        assertNotEquals(king, river);
    }

    @Test
    void statusLineSaysWhoIsToMove(FxRobot robot) {
        assertEquals("Red to move", robot.lookup("#status-turn").queryAs(Label.class).getText());
    }

    @Test
    void theDockIsHiddenUntilAPanelIsDocked(FxRobot robot) {
        javafx.scene.layout.BorderPane root = (javafx.scene.layout.BorderPane) stage.getScene().getRoot();
        assertNull(root.getLeft());
        robot.interact(() -> window.dock(new Tab("Tree")));
        assertSame(window.dockPane(), root.getLeft());
        assertEquals(1, robot.lookup("#dock").queryAs(TabPane.class).getTabs().size());
    }

    @Test
    void theWindowsTextsAreInTheFontOfItsLanguage(FxRobot robot) {
        Label turn = robot.lookup("#status-turn").queryAs(Label.class);
        // English in the Latin family (its "…" on the baseline), 中文 in the CJK one, following a switch
        assertEquals(Fonts.latinFamily(), turn.getFont().getFamily());
        robot.interact(() -> window.i18n().setLocale(org.xqlab.ui.I18n.CHINESE));
        robot.interact(() -> stage.getScene().getRoot().applyCss());
        String family = turn.getFont().getFamily();
        if (Fonts.cjkFamily() != null) {
            assertEquals(Fonts.cjkFamily(), family);
        }
        assertFalse(family.isEmpty());
    }

    @Test
    void theViewMenuOpensOneExperimentsWindowThatFitsA1024x768Screen(FxRobot robot) {
        robot.clickOn("#menu-view");
        robot.clickOn("#item-experiments");
        WaitForAsyncUtils.waitForFxEvents();
        Stage experiments = window.experimentsWindow();
        assertTrue(experiments != null && experiments.isShowing(), "a window of its own");
        assertTrue(experiments.getScene().lookup("#experiment-choice") != null);
        assertNull(stage.getScene().lookup("#experiment-choice"), "not squeezed into the main window's dock");
        // wide enough for the tables and charts, and whole on a 1024×768 projector
        assertTrue(experiments.getScene().getWidth() >= 960 && experiments.getScene().getWidth() <= 1024,
                "width " + experiments.getScene().getWidth());
        assertTrue(experiments.getScene().getHeight() <= 768 - 32, "height " + experiments.getScene().getHeight());
        robot.interact(stage::toFront);
        robot.clickOn("#menu-view");
        robot.clickOn("#item-experiments");
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(experiments, window.experimentsWindow(), "a second click shows the same window");
        assertEquals(1, javafx.stage.Window.getWindows().stream()
                .filter(w -> w.getScene() != null && w.getScene().lookup("#experiment-choice") != null).count());
        robot.interact(experiments::hide);
    }
}
