package org.xqlab.ui.classroom;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Ordering;
import org.xqlab.teach.TextbookTree;
import org.xqlab.ui.I18n;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class ClassroomViewTest {
    private ClassroomView view;
    private I18n i18n;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        stage.setScene(new Scene(view, 1280, 760));
        stage.show();
    }

    private String label(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    @Test
    void stepsToTheFirstCutoffAndBackShowingTheCurrentNodeItsWindowAndTheCounters(FxRobot robot) {
        TreeCanvas canvas = view.left().canvas();
        TextbookTree tree = view.tree();
        assertEquals("Alpha cutoff", tree.name());
        assertNull(canvas.highlighted());
        robot.clickOn("#nextCut");
        assertSame(tree.at(1), canvas.highlighted());
        assertEquals("(5, 3)", canvas.windowText(tree.at(1)));
        assertTrue(label(robot, "leftCaption").startsWith("α-cutoff: 3 ≤ α 5"), label(robot, "leftCaption"));
        // one name per cut: the caption says what the code's header calls it (negamax's β-cutoff) and why
        assertTrue(label(robot, "leftCaption").contains("Step 12: β-cutoff"), label(robot, "leftCaption"));
        assertEquals("Leaves evaluated: 3   Nodes visited: 6   Cuts: 1   Nodes pruned: 1", label(robot, "leftCounters"));
        assertEquals(NodeState.Status.PRUNED, view.left().playback().state(tree.at(1, 1)).status());

        robot.clickOn("#stepBack");
        assertSame(tree.at(1), canvas.highlighted());
        assertEquals("Leaf ba = 3", label(robot, "leftCaption"));
        assertEquals("Leaves evaluated: 3   Nodes visited: 6   Cuts: 0   Nodes pruned: 0", label(robot, "leftCounters"));
        robot.clickOn("#stepBack");
        assertSame(tree.at(1, 0), canvas.highlighted());
        assertEquals("(5, +∞)", canvas.windowText(tree.at(1, 0)));
        assertEquals("Leaves evaluated: 2   Nodes visited: 6   Cuts: 0   Nodes pruned: 0", label(robot, "leftCounters"));

        robot.clickOn("#restart");
        assertNull(canvas.highlighted());
        robot.clickOn("#stepForward").clickOn("#stepForward").clickOn("#stepForward");
        assertSame(tree.root(), canvas.highlighted());
        assertEquals("(−∞, +∞)", canvas.windowText(tree.root()));
    }

    @Test
    void theCaptionsFollowTheLanguage(FxRobot robot) {
        robot.interact(() -> view.showExample(Examples.BETA_CUTOFF));
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        robot.clickOn("#nextCut");
        assertEquals("β截断：8 ≥ β 5", label(robot, "leftCaption"));
        assertTrue(label(robot, "leftCounters").startsWith("已评估叶子：3"));
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        assertEquals("β-cutoff: 8 ≥ β 5", label(robot, "leftCaption"));
    }

    @Test
    void sideBySideCountsShowThatOrderingDrivesPruning(FxRobot robot) {
        robot.interact(() -> view.showExample(Examples.WORST_ORDER));
        robot.clickOn("#compare");
        robot.interact(() -> {
            view.left().orderingBox().setValue(Ordering.BEST_FIRST);
            view.right().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            view.right().orderingBox().setValue(Ordering.WORST_FIRST);
        });
        robot.clickOn("#end");
        assertTrue(label(robot, "leftCounters").startsWith("Leaves evaluated: 11 "));
        // 1280 px: the two 27-leaf figures (about 640 px each at their smallest) do not fit side by side
        assertTrue(view.compareOneAtATime(), "one tree at a time");
        robot.clickOn("#leftOther");
        assertTrue(label(robot, "rightCounters").startsWith("Leaves evaluated: 27 "));
        robot.interact(() -> stage.setWidth(1500));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(view.compareOneAtATime(), "1500 px: side by side");
        assertTrue(label(robot, "leftCounters").startsWith("Leaves evaluated: 11 "));
        assertTrue(label(robot, "rightCounters").startsWith("Leaves evaluated: 27 "));
    }

    @Test
    void theEditorChangesALeafAndTheReplayStartsAgain(FxRobot robot) {
        TextbookTree tree = view.tree();
        TreeCanvas canvas = view.left().canvas();
        double[] c = canvas.centre(tree.at(1, 0));
        robot.clickOn(canvas.localToScreen(c[0], c[1]));
        assertSame(tree.at(1, 0), canvas.selected());
        assertEquals("Selected: ba", label(robot, "selected"));
        robot.doubleClickOn("#leafValue").write("7").clickOn("#setValue");
        assertEquals(7, tree.at(1, 0).value());
        assertTrue(label(robot, "leftStep").startsWith("Step 0 / "));
        robot.clickOn("#end");
        assertEquals("Done: the root's value is 7", label(robot, "leftCaption"));
        robot.clickOn("#addChild");
        assertEquals(1, view.tree().at(1, 0).childCount());
        assertTrue(label(robot, "leftStep").startsWith("Step 0 / "), label(robot, "leftStep"));
    }

    /** Where the editor's buttons are drawn on the screen, by id. */
    private static java.util.Map<String, javafx.geometry.Bounds> editButtons(FxRobot robot) {
        java.util.Map<String, javafx.geometry.Bounds> at = new java.util.LinkedHashMap<>();
        for (String id : java.util.List.of("undo", "redo", "addChild", "removeNode", "leafValue", "setValue", "minRoot")) {
            javafx.scene.Node n = robot.lookup("#" + id).query();
            at.put(id, n.localToScreen(n.getLayoutBounds())); // the laid-out box, not the focus ring
        }
        return at;
    }

    @Test
    void theEditorsButtonsStayPutAndEveryEditCanBeUndoneAndRedone(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        robot.interact(() -> view.showExample(Examples.ALPHA_CUTOFF)); // root: a (5, 6), b (3, 9)
        WaitForAsyncUtils.waitForFxEvents();
        java.util.Map<String, javafx.geometry.Bounds> before = editButtons(robot);
        assertEquals("Click a node to edit it.", label(robot, "selected"));
        assertTrue(robot.lookup("#undo").queryButton().isDisabled(), "nothing to undo yet");
        TreeCanvas canvas = view.left().canvas();
        TextbookTree shown = view.tree();
        double[] c = canvas.centre(shown.at(1));
        robot.clickOn(canvas.localToScreen(c[0], c[1]));
        assertEquals("Selected: b", label(robot, "selected"));
        assertEquals(before, editButtons(robot), "selecting a node moves no button");

        // Remove deletes b's subtree; Ctrl+Z brings it back, Ctrl+Y removes it again
        robot.clickOn("#removeNode");
        assertEquals(1, view.tree().root().childCount());
        assertEquals("Selected: root", label(robot, "selected"));
        assertEquals(before, editButtons(robot), "an edit moves no button");
        assertEquals("Alpha cutoff (edited)", view.tree().name(), "an edited example is an example no more");
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Z)
                .release(javafx.scene.input.KeyCode.CONTROL);
        assertEquals(2, view.tree().root().childCount(), "Ctrl+Z brings the removed subtree back");
        assertEquals(java.util.List.of(3, 9), view.tree().at(1).children().stream().map(n -> n.value()).toList());
        assertEquals("Selected: b", label(robot, "selected"));
        assertSame(view.tree().at(1), canvas.selected());
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Y)
                .release(javafx.scene.input.KeyCode.CONTROL);
        assertEquals(1, view.tree().root().childCount(), "Ctrl+Y removes it again");
        robot.clickOn("#undo");
        assertEquals(2, view.tree().root().childCount());

        // a leaf's value, a child added and MIN at the root: each undone in turn by the Undo button
        double[] leaf = canvas.centre(view.tree().at(0, 1));
        robot.clickOn(canvas.localToScreen(leaf[0], leaf[1]));
        robot.doubleClickOn("#leafValue").write("17").clickOn("#setValue");
        assertEquals(17, view.tree().at(0, 1).value());
        robot.clickOn("#addChild");
        assertEquals(1, view.tree().at(0, 1).childCount());
        robot.clickOn("#minRoot");
        assertFalse(view.tree().rootIsMax());
        assertEquals(before, editButtons(robot));
        robot.clickOn("#undo");
        assertTrue(view.tree().rootIsMax(), "MIN at the root undone");
        robot.clickOn("#undo");
        assertTrue(view.tree().at(0, 1).isLeaf(), "the child added undone");
        assertEquals(17, view.tree().at(0, 1).value());
        robot.clickOn("#undo");
        assertEquals(6, view.tree().at(0, 1).value(), "the value set undone");
        robot.clickOn("#redo");
        assertEquals(17, view.tree().at(0, 1).value(), "and redone");
        assertFalse(robot.lookup("#redo").queryButton().isDisabled());

        // saved, the edited tree takes the file's name, not the example's
        assertEquals("Alpha-cutoff-edited.json", view.initialFileName());
        Path file = dir.resolve("my-tree.json");
        robot.interact(() -> view.saveTo(file.toFile()));
        assertEquals("my-tree", org.xqlab.teach.TreeJson.load(file).name());
        assertEquals(17, org.xqlab.teach.TreeJson.load(file).at(0, 1).value());
    }

    @Test
    void screenshotsForTheLessonGuide(FxRobot robot) throws Exception {
        ClassroomFigures.shoot(view, i18n, robot::interact, WaitForAsyncUtils::waitForFxEvents, name -> shot(robot, name));
        assertTrue(Files.size(Path.of("target/screenshots/classroom-projector-zh.png")) > 5000);
        assertTrue(Files.size(Path.of("target/screenshots/classroom-ordering.png")) > 5000);
    }

    private void shot(FxRobot robot, String name) throws java.io.IOException {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        WaitForAsyncUtils.waitForFxEvents();
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(image[0], null), "png", out.resolve(name + ".png").toFile());
    }

    /** The random tree's depth spinner stops at the depth where the branching reaches RANDOM_LEAVES leaves. */
    @Test
    void theRandomDepthStopsWhereTheBranchingReachesTheLeafLimit(FxRobot robot) {
        @SuppressWarnings("unchecked")
        javafx.scene.control.Spinner<Integer> branching = (javafx.scene.control.Spinner<Integer>) view.lookup("#random-branching");
        @SuppressWarnings("unchecked")
        javafx.scene.control.Spinner<Integer> depth = (javafx.scene.control.Spinner<Integer>) view.lookup("#random-depth");
        javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory bf =
                (javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) branching.getValueFactory();
        javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory df =
                (javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) depth.getValueFactory();
        for (int b = bf.getMin(); b <= bf.getMax(); b++) {
            int bb = b;
            robot.interact(() -> bf.setValue(bb));
            assertEquals(ClassroomView.maxRandomDepth(b), df.getMax(), "depth spinner's end at branching " + b);
            assertTrue(Math.pow(b, df.getMax()) <= ClassroomView.RANDOM_LEAVES, b + "^" + df.getMax() + " leaves allowed");
        }
    }

    /**
     * Fit shows a tree whole in large fonts, with Compare one tree at a time; Fit off, the figure in large fonts
     * needs scrolling, Fit on again fits it (from ClassroomFitTest; the audit checks every fitted row).
     */
    @Test
    void fitOffLetsTheLargeFiguresOverflowAndFitOnFitsThemAgain(FxRobot robot) {
        robot.interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(736);
        });
        robot.clickOn("#compare");
        robot.clickOn("#large");
        robot.interact(() -> view.showExample(org.xqlab.teach.Examples.BOTH_CUTOFFS));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.compareOneAtATime(), "in large fonts Compare shows one tree at a time");
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

    /** True if every node's drawn centre lies within the visible part of the lesson. */
    private static boolean wholeTreeVisible(LessonPane lesson) {
        javafx.scene.control.ScrollPane scroll = lesson.scroll();
        javafx.geometry.Bounds visible = scroll.localToScene(scroll.getLayoutBounds());
        for (org.xqlab.teach.TextbookNode n : lesson.playback().tree().nodes()) {
            double[] c = lesson.canvas().centre(n);
            if (!visible.contains(lesson.canvas().localToScene(c[0], c[1]))) {
                return false;
            }
        }
        return true;
    }
}
