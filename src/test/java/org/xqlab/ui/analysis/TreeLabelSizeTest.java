package org.xqlab.ui.analysis;

import javafx.scene.Node;
import javafx.scene.control.Spinner;
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
import org.xqlab.ui.play.MainWindow;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The tree toolbar's Label size shows the size the tree's labels are drawn at, and sets it: with the main
 * window in projector mode the analysis window's spinner reads 16 (not the normal 12 or 13), switching
 * projector mode off reads 13, and typing a size or clicking the spinner's arrow changes the drawn size.
 * The spinner's text is read from its editor, as drawn; garbage collections are forced between the
 * steps, as a long lesson makes them.
 */
@ExtendWith(ApplicationExtension.class)
class TreeLabelSizeTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        prefs.setProjectorMode(true);
        window = new MainWindow(prefs);
        window.attach(stage);
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1024);
        stage.setHeight(768);
        stage.show();
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> {
            if (analysis != null) {
                analysis.stage().hide();
            }
            window.shutdown();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    private static void collectGarbage(FxRobot robot) {
        // a listener held only weakly would be gone once a collection has cleared an object held only weakly
        java.lang.ref.WeakReference<Object> sentinel = new java.lang.ref.WeakReference<>(new Object());
        org.xqlab.ui.Await.until("a garbage collection that cleared a weakly held object", 30, () -> {
            System.gc();
            return sentinel.get() == null;
        });
    }

    @SuppressWarnings("unchecked")
    private Spinner<Double> spinner() {
        Node n = analysis.stage().getScene().lookup("#tree-font-size");
        return (Spinner<Double>) n;
    }

    /** What the spinner's field shows, and what the tree draws with. */
    private void assertShownAndDrawn(FxRobot robot, double size, String when) {
        collectGarbage(robot);
        String[] shown = new String[1];
        double[] drawn = new double[1];
        robot.interact(() -> {
            shown[0] = spinner().getEditor().getText();
            drawn[0] = analysis.panel().views().tree().labelFontSize();
        });
        assertEquals(size, drawn[0], when + ": the tree draws its labels at " + size + " px");
        assertEquals(String.format(java.util.Locale.ROOT, "%.0f", size), shown[0],
                when + ": the Label size field shows the size drawn");
    }

    @Test
    void theLabelSizeSpinnerShowsAndSetsTheSizeTheTreeDraws(FxRobot robot) {
        robot.interact(() -> {
            analysis = AnalysisWindowTest.openAt(window, 1024, 768);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertShownAndDrawn(robot, AnalysisPanel.PROJECTOR_FONT, "projector mode");

        // typed into the field and confirmed with Enter
        robot.clickOn(spinner().getEditor());
        robot.interact(() -> spinner().getEditor().selectAll());
        robot.write("20");
        robot.type(javafx.scene.input.KeyCode.ENTER);
        assertShownAndDrawn(robot, 20, "typed 20");

        // the spinner's up arrow
        robot.clickOn(spinner().lookup(".increment-arrow-button"));
        assertShownAndDrawn(robot, 21, "one step up");

        // projector mode off in the main window: the normal size, shown too
        robot.interact(() -> ((javafx.beans.property.BooleanProperty) window.projectorMode()).set(false));
        assertShownAndDrawn(robot, AnalysisPanel.NORMAL_FONT, "projector mode off");
        robot.interact(() -> ((javafx.beans.property.BooleanProperty) window.projectorMode()).set(true));
        assertShownAndDrawn(robot, AnalysisPanel.PROJECTOR_FONT, "projector mode on again");
    }
}
