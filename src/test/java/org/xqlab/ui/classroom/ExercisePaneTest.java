package org.xqlab.ui.classroom;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Question;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneText;
import org.xqlab.ui.UiTestSupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's exercises as a student uses them, at the projector's 1024×768: open the exercises,
 * mark branches by clicking them on the tree, type windows and values, pick children, press Check and
 * read the marks and explanations; in English and Chinese.
 */
@ExtendWith(ApplicationExtension.class)
class ExercisePaneTest {
    private ClassroomView view;
    private I18n i18n;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        Scene scene = new Scene(view, 1024, 768);
        scene.getStylesheets().add(I18n.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    private String label(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    private void clickBranch(FxRobot robot, TextbookNode child) {
        ExerciseCanvas canvas = view.exercises().canvas();
        double[] p = canvas.branchPoint(child);
        robot.clickOn(canvas.localToScreen(p[0], p[1]));
    }

    private void open(FxRobot robot, ExerciseKind kind, long seed) {
        robot.interact(() -> view.exercises().show(Exercise.generate(kind, seed)));
    }

    /** The texts of the result labels (heads and explanations) in order. */
    private String results(FxRobot robot) {
        StringBuilder sb = new StringBuilder();
        for (javafx.scene.Node n : robot.lookup("#exResults").queryAs(javafx.scene.layout.VBox.class).getChildren()) {
            sb.append(((Label) n).getText()).append('\n');
        }
        return sb.toString();
    }

    @Test
    void aWrongPruningIsExplainedAndTheRightOneIsGradedCorrect(FxRobot robot) {
        robot.clickOn("#exercises");
        robot.doubleClickOn("#exSeed").write("42");
        robot.clickOn("#exOpen");
        Exercise e = view.exercises().exercise();
        assertEquals(ExerciseKind.PRUNE, e.kind());
        assertEquals(42, e.seed());
        assertEquals(Exercise.generate(ExerciseKind.PRUNE, 42).tree().toString(), e.tree().toString());
        assertEquals("Mark the pruned branches · seed 42", label(robot, "exTitle"));

        List<TextbookNode> pruned = e.walk().prunedBranches();
        TextbookNode searched = e.tree().root().child(1); // root→b: the root searches every child
        assertTrue(e.walk().visited(searched));
        clickBranch(robot, searched);
        assertEquals("Marked: root→b", label(robot, "exMarked"));
        robot.clickOn("#exCheck");
        assertEquals(pruned, view.exercises().canvas().missedDrawn(), "the missed branches are drawn orange");
        assertEquals("Score: 0 / " + (pruned.size() + 1), label(robot, "exScore"));
        String shown = results(robot);
        assertTrue(shown.contains("✘ root→b: marked, but it is searched"), shown);
        assertTrue(shown.contains("Branch root→b is searched: root (MAX) tries b with the window"), shown);
        assertTrue(shown.contains("Step 8: move loop."), shown);
        TextbookNode first = pruned.get(0);
        String branch = Exercise.branchName(first, false);
        assertTrue(shown.contains("✘ " + branch + ": not marked, but it is pruned"), shown);
        assertTrue(shown.contains("Branch " + branch + " is pruned: at " + Playback.name(first.parent())), shown);
        assertTrue(shown.contains("Step 10: β-cutoff"), shown);

        clickBranch(robot, searched); // take the wrong mark away
        for (TextbookNode n : pruned) {
            clickBranch(robot, n);
        }
        robot.clickOn("#exCheck");
        assertEquals("All right: " + pruned.size() + " / " + pruned.size() + " ✔", label(robot, "exScore"));
        assertTrue(results(robot).startsWith("All right"), results(robot));
        assertTrue(robot.lookup("#exWhy-0").tryQuery().isEmpty(), "no explanation when all is right");
    }

    @Test
    void windowsAndValuesAreTypedIntoTheFormAndGraded(FxRobot robot) {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.WINDOW, 7);
        Exercise e = view.exercises().exercise();
        Question w1 = e.questions().get(0);
        Question value = e.questions().get(2);
        String[] right = e.answer(w1).english().replaceAll("[()]", "").split(", ");
        robot.clickOn("#exAlpha-1").write("-inf");
        robot.clickOn("#exBeta-1").write("+inf");
        robot.clickOn("#exValue-3").write(e.answer(value).english());
        robot.clickOn("#exCheck");
        String shown = results(robot);
        boolean trivial = right[0].equals("−∞") && right[1].equals("+∞");
        assertTrue(trivial || shown.contains("✘ 1. (α, β) " + Playback.name(w1.node()) + ": you gave (-inf, +inf); the answer is "
                + e.answer(w1).english()), shown);
        assertTrue(shown.contains("is entered with the window its parent"), shown);
        assertTrue(shown.contains("✘ 2. (α, β)"), "question 2 left blank is wrong: " + shown);
        assertTrue(shown.contains("No answer for α."), shown);
        assertTrue(shown.contains("✔ 3. " + Playback.name(value.node()) + ": " + e.answer(value).english()), shown);

        Question w2 = e.questions().get(1);
        String[] right2 = e.answer(w2).english().replaceAll("[()]", "").split(", ");
        robot.doubleClickOn("#exAlpha-1").eraseText(8).write(right[0]);
        robot.doubleClickOn("#exBeta-1").eraseText(8).write(right[1]);
        robot.clickOn("#exAlpha-2").write(right2[0]);
        robot.clickOn("#exBeta-2").write(right2[1]);
        robot.clickOn("#exCheck");
        assertEquals("All right: 3 / 3 ✔", label(robot, "exScore"), results(robot));
    }

    @Test
    void theFirstChildOfABestOrderingIsPickedByClickingItOnTheTree(FxRobot robot) {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.ORDER, 3);
        Exercise e = view.exercises().exercise();
        ExerciseCanvas canvas = view.exercises().canvas();
        for (Question q : e.questions()) {
            TextbookNode wrong = q.node().child(0);
            String best = e.answer(q).english();
            TextbookNode pick = best.equals(Playback.name(wrong)) ? q.node().child(1) : wrong;
            double[] c = canvas.centre(pick);
            robot.clickOn(canvas.localToScreen(c[0], c[1]));
        }
        robot.clickOn("#exCheck");
        assertEquals("Score: 0 / 3", label(robot, "exScore"));
        assertTrue(results(robot).contains("a best ordering searches first the child with the"), results(robot));
        for (Question q : e.questions()) {
            TextbookNode best = null;
            for (TextbookNode c : q.node().children()) {
                if (Playback.name(c).equals(e.answer(q).english())) {
                    best = c;
                }
            }
            assertNotNull(best);
            double[] c = canvas.centre(best);
            robot.clickOn(canvas.localToScreen(c[0], c[1]));
        }
        robot.clickOn("#exCheck");
        assertEquals("All right: 3 / 3 ✔", label(robot, "exScore"));
    }

    @Test
    void aBadSeedIsRefusedAndTheLessonComesBack(FxRobot robot) {
        robot.clickOn("#exercises");
        Exercise before = view.exercises().exercise();
        robot.doubleClickOn("#exSeed").write("x1");
        robot.clickOn("#exOpen");
        assertEquals("Seed: 'x1' is not a whole number", label(robot, "exError"));
        assertSame(before, view.exercises().exercise());
        robot.clickOn("#exLesson");
        assertNotNull(robot.lookup("#nextCut").tryQuery().orElse(null));
    }

    @Test
    void exportWritesTheSheetAndTheKey(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.PRUNE, 5);
        robot.interact(() -> view.exercises().export(dir));
        assertTrue(label(robot, "exError").startsWith("Wrote "), label(robot, "exError"));
        String sheet = Files.readString(dir.resolve("exercise-prune-5.md"));
        String key = Files.readString(dir.resolve("exercise-prune-5-key.md"));
        assertTrue(sheet.contains("Mark every branch it prunes.") && !sheet.contains("Step 10"), sheet);
        assertTrue(key.contains("Step 10: β-cutoff"), key);
    }

    @Test
    void inChineseAt1024x768WithScreenshots(FxRobot robot) throws Exception {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.PRUNE, 42);
        Exercise e = view.exercises().exercise();
        clickBranch(robot, e.tree().root().child(1));
        clickBranch(robot, e.walk().prunedBranches().get(0));
        robot.clickOn("#exCheck");
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-en");
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(label(robot, "exScore").startsWith("得分："), label(robot, "exScore"));
        assertTrue(results(robot).contains("第10步：β截断"), results(robot));
        SceneText found = new SceneText();
        robot.interact(() -> found.walk("exercises", stage.getScene()));
        // node names (a, ab, aba …) are identifiers the student writes, like ICCS moves: not English words
        List<String> names = e.tree().nodes().stream().map(Playback::name).toList();
        List<String> english = found.findings().stream()
                .filter(f -> SceneText.englishWords(f.substring(f.lastIndexOf(": ") + 2)).stream()
                        .anyMatch(w -> !names.contains(w)))
                .toList();
        assertTrue(english.isEmpty(), "English in 中文:\n" + String.join("\n", english));
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-zh");
        robot.interact(() -> view.followProjector(new javafx.beans.property.SimpleBooleanProperty(true)));
        WaitForAsyncUtils.waitForFxEvents();
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-projector-zh");
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        open(robot, ExerciseKind.WINDOW, 7);
        robot.clickOn("#exCheck");
        assertTrue(view.exercises().canvas().missedDrawn().isEmpty(), "no pruning marks in a window exercise");
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-window-en");
    }
}
