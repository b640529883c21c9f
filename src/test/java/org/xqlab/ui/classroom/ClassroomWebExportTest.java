package org.xqlab.ui.classroom;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.ui.ExportMenu;
import org.xqlab.ui.I18n;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The classroom's 导出 ▸ 网页…: the tree on the board, replayed as the lesson replays it, in one HTML file. */
@ExtendWith(ApplicationExtension.class)
class ClassroomWebExportTest {
    private ClassroomView view;
    private final AtomicReference<File> target = new AtomicReference<>();

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        view = ClassroomView.create(new I18n(I18n.CHINESE));
        stage.setScene(new Scene(view, 1024, 736));
        stage.show();
        ExportMenu.chooseWith((owner, chooser) -> target.get());
    }

    @AfterEach
    void close() {
        ExportMenu.chooseWith(null);
    }

    @Test
    void webPageItemWritesTheLessonWithTheClassroomsCaptions(FxRobot robot) throws Exception {
        robot.interact(() -> view.showExample(Examples.BOTH_CUTOFFS));
        WaitForAsyncUtils.waitForFxEvents();
        Path file = dir.resolve("lesson.html");
        target.set(file.toFile());
        robot.clickOn("#classroom-export");
        robot.clickOn("网页…");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> Files.exists(file)
                && ((Label) robot.lookup("#classroom-export-status").query()).getText().startsWith("已保存 "));
        String html = Files.readString(file);
        Playback p = Playback.record(Examples.BOTH_CUTOFFS.tree(), new TextbookSearch(Algorithm.ALPHA_BETA));
        p.stepToNextCutoff();
        assertTrue(html.contains("\"mode\":\"textbook\""), "a classroom page");
        assertTrue(html.contains(p.caption(true)), "the lesson's first cut in Chinese: " + p.caption(true));
    }

    @Test
    void theExerciseItemWritesThePageOfTheExerciseThePaneHolds(FxRobot robot) throws Exception {
        robot.interact(() -> view.showExercises(true));
        robot.interact(() -> view.showExercises(false)); // back to the lesson, where the Export… menu is
        WaitForAsyncUtils.waitForFxEvents();
        org.xqlab.teach.exercise.Exercise shown = view.exercises().exercise();
        org.junit.jupiter.api.Assertions.assertNotNull(shown, "the pane holds an exercise");
        Path file = dir.resolve("exercise.html");
        target.set(file.toFile());
        robot.clickOn("#classroom-export");
        robot.clickOn("练习导出为网页（学生在网页中检查答案）…");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> Files.exists(file)
                && ((Label) robot.lookup("#classroom-export-status").query()).getText().startsWith("已保存 "));
        String html = Files.readString(file);
        assertTrue(html.contains("\"mode\":\"exercise\""), "an exercise page");
        org.junit.jupiter.api.Assertions.assertEquals(org.xqlab.web.WebExport.exercisePage(shown), html,
                "the page of the exercise the pane shows");
    }
}
