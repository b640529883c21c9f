package org.xqlab.ui.play;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.analysis.AnalysisWindow;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * At 1024×736 (a 1024×768 projector less the title bar): the board keeps most of the main window even
 * with a long text in the side panel, and the analysis tree gets a useful width, most of the window
 * once the controls and node details are hidden with their toggles (clicked as a user clicks them).
 */
@ExtendWith(ApplicationExtension.class)
class WindowLayoutTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs, 1024, 736);
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        robot.interact(() -> {
            if (analysis != null) {
                analysis.stage().hide();
            }
            window.shutdown();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    private static double width(Node n) {
        return n.getLayoutBounds().getWidth();
    }

    @Test
    void theBoardKeepsItsShareWhenTheSidePanelHoldsALongText(FxRobot robot) {
        robot.interact(() -> {
            javafx.scene.control.Label long1 = robot.lookup("#engine-opening").queryAs(javafx.scene.control.Label.class);
            long1.setText("中炮过河车互进七兵对屏风马平炮兑车 — a very long opening name that would widen the panel");
        });
        WaitForAsyncUtils.waitForFxEvents();
        Node board = robot.lookup(".board-view").query();
        double share = width(board) / stage.getScene().getWidth();
        assertTrue(share >= 0.6, "board share " + share);
        Region right = (Region) robot.lookup("#engine-opening").query().getParent();
        while (right.getParent() != window.scene().getRoot()) {
            right = (Region) right.getParent();
        }
        assertTrue(width(right) <= MainWindow.SIDE_WIDTH + 0.5, "side panel " + width(right));
    }

    @Test
    void theAnalysisTreeGetsMostOfA1024WideWindowWithControlsAndDetailsHidden(FxRobot robot) {
        robot.interact(() -> {
            analysis = AnalysisWindow.open(window);
            analysis.stage().setWidth(1024);
            analysis.stage().setHeight(736);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Node tree = analysis.stage().getScene().lookup("#tree-view");
        double shown = width(tree);
        assertTrue(shown >= 440, "tree width with controls and details " + shown);
        robot.clickOn("#show-controls");
        robot.clickOn("#show-detail");
        WaitForAsyncUtils.waitForFxEvents();
        double alone = width(tree);
        assertTrue(alone >= 950, "tree width alone " + alone);
        robot.clickOn("#show-controls");
        WaitForAsyncUtils.waitForFxEvents();
        Bounds controls = analysis.stage().getScene().lookup("#analysis-fen").localToScene(
                analysis.stage().getScene().lookup("#analysis-fen").getLayoutBounds());
        assertTrue(controls.getMinX() >= 0 && controls.getMaxX() < 400, "controls back on the left " + controls);
    }
}
