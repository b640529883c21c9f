package org.xqlab.ui.classroom;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Examples;
import org.xqlab.teach.TextbookNode;
import org.xqlab.ui.I18n;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On a 1024×736 classroom window (a 1024×768 projector less the title bar), Fit shows the whole tree —
 * root, every leaf — inside the visible area, with the caption under it, alone, side by side and with
 * large fonts (Compare then shows one tree at a time, "Other tree ⇄" switches); without Fit the figure in
 * large fonts does not fit.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomFitTest {
    private ClassroomView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = ClassroomView.create(new I18n(I18n.CHINESE));
        stage.setScene(new Scene(view, 1024, 736));
        stage.show();
    }

    /** True if every node's drawn centre and the caption lie within the visible part of the lesson. */
    private boolean wholeTreeVisible(LessonPane lesson) {
        ScrollPane scroll = lesson.scroll();
        Bounds visible = scroll.localToScene(scroll.getLayoutBounds());
        for (TextbookNode n : lesson.playback().tree().nodes()) {
            double[] c = lesson.canvas().centre(n);
            javafx.geometry.Point2D p = lesson.canvas().localToScene(c[0], c[1]);
            if (!visible.contains(p)) {
                return false;
            }
        }
        Node caption = lesson.lookup("#" + lesson.canvas().getId().replace("Tree", "Caption"));
        Bounds cb = caption.localToScene(caption.getLayoutBounds());
        return cb.getMaxY() <= stage.getScene().getHeight() && cb.getHeight() > 0;
    }

    @Test
    void fitShowsTheWholeTreeAndItsCaptionAloneSideBySideAndInLargeFonts(FxRobot robot) {
        robot.interact(() -> view.showExample(Examples.WORST_ORDER));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wholeTreeVisible(view.left()), "27 leaves in one lesson, fitted");

        robot.clickOn("#compare");
        robot.clickOn("#large");
        robot.interact(() -> view.showExample(Examples.BOTH_CUTOFFS));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.compareOneAtATime(), "in large fonts Compare shows one tree at a time");
        assertTrue(wholeTreeVisible(view.left()), "left of two, fitted");
        robot.interact(view::showOtherTree);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wholeTreeVisible(view.right()), "right of two, fitted");

        robot.clickOn("#fit");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(wholeTreeVisible(view.right()), "without Fit, large fonts need scrolling");
        robot.clickOn("#fit");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wholeTreeVisible(view.right()), "Fit again");
    }
}
