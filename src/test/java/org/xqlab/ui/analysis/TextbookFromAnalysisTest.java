package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.ui.I18n;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.analysis.TextbookLink;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** "Make a textbook tree" turns the analysis's search tree into a classroom tree in a classroom window. */
@ExtendWith(ApplicationExtension.class)
class TextbookFromAnalysisTest {
    private AnalysisPanel panel;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        panel = new AnalysisPanel(new AnalysisText(new I18n(I18n.ENGLISH)), Position::startPosition,
                () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1400, 900);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w != stage && w instanceof Stage s) {
                    s.hide();
                }
            }
            panel.close();
            stage.hide();
        });
    }

    private static List<Stage> classroomWindows() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s
                && s.getScene() != null && s.getScene().getRoot() instanceof ClassroomView).map(w -> (Stage) w).toList();
    }

    @Test
    void theButtonOpensTheFirstTwoPliesOfAFinishedSearchInTheClassroom(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setDepth(3);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Button button = robot.lookup("#make-textbook").queryAs(Button.class);
        assertEquals("Make a textbook tree", button.getText());
        robot.interact(button::fire);
        List<Stage> windows = classroomWindows();
        assertEquals(1, windows.size(), "one classroom window opened");
        assertEquals("Xiangqi Lab — Classroom", windows.get(0).getTitle());
        TextbookTree tree = ((ClassroomView) windows.get(0).getScene().getRoot()).tree();
        assertEquals(TextbookLink.PLIES, tree.height());
        List<TextbookNode> first = tree.root().children();
        assertEquals(TextbookLink.CHILDREN, first.size(), "the start position has many moves: 3 kept");
        for (TextbookNode n : first) {
            assertFalse(n.children().isEmpty());
            assertTrue(n.children().size() <= TextbookLink.CHILDREN);
            assertTrue(n.label().matches("[a-i][0-9][a-i][0-9]"), "moves labelled in ICCS: " + n.label());
        }
        assertTrue(tree.name().startsWith("Textbook tree: "), tree.name());
    }

    /**
     * In projector mode the classroom the button opens is in projector mode too (texts of the figure at
     * least 16 px, the window's style class), and its example chooser names the tree made, not an example.
     */
    @Test
    void inProjectorModeTheTextbookTreeLabelsAreProjectorSizedAndTheChooserNamesTheTree(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.setProjector(true);
            panel.views().controls().setDepth(3);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#make-textbook").queryAs(Button.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        List<Stage> windows = classroomWindows();
        assertEquals(1, windows.size(), "one classroom window opened");
        ClassroomView room = (ClassroomView) windows.get(0).getScene().getRoot();
        assertTrue(room.getStyleClass().contains("projector"), "the classroom follows projector mode");
        double[] smallest = new double[1];
        robot.interact(() -> smallest[0] = room.smallestTreeText());
        assertTrue(smallest[0] >= 16, "every text of the figure at least 16 px: " + smallest[0]);
        javafx.scene.control.ComboBox<?> chooser = (javafx.scene.control.ComboBox<?>) room.lookup("#example");
        javafx.scene.control.ListCell<?> face = (javafx.scene.control.ListCell<?>) chooser.getButtonCell();
        assertEquals(room.tree().name(), face.getText(), "the chooser names the tree shown");
        robot.interact(() -> panel.setProjector(false));
    }

    @Test
    void withoutASearchTheButtonExplainsAndOpensNothing(FxRobot robot) {
        robot.interact(() -> robot.lookup("#make-textbook").queryAs(Button.class).fire());
        assertTrue(classroomWindows().isEmpty());
        assertTrue(panel.viewModel().status().startsWith("No textbook tree yet: "), panel.viewModel().status());
    }
}
