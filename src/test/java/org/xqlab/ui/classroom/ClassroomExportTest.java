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
import org.xqlab.teach.Examples;
import org.xqlab.ui.ExportMenu;
import org.xqlab.ui.I18n;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's 导出… menu (Chinese), clicked: the tree on the board as alpha-beta searches it is
 * written as TikZ and as SVG to the file the save dialog returns (a test hook), and the status beside
 * the menu says so.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomExportTest {
    private ClassroomView view;
    private Stage stage;
    private final AtomicReference<File> target = new AtomicReference<>();

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = ClassroomView.create(new I18n(I18n.CHINESE));
        stage.setScene(new Scene(view, 1024, 736));
        stage.show();
        ExportMenu.chooseWith((owner, chooser) -> target.get());
    }

    @AfterEach
    void close() {
        ExportMenu.chooseWith(null);
    }

    private Path export(FxRobot robot, String item, String name) throws Exception {
        Path file = dir.resolve(name);
        target.set(file.toFile());
        robot.clickOn("#classroom-export");
        robot.clickOn(item);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> Files.exists(file)
                && ((Label) robot.lookup("#classroom-export-status").query()).getText().startsWith("已保存 "));
        return file;
    }

    @Test
    void exportWritesTheLessonTreeAsTikzAndSvg(FxRobot robot) throws Exception {
        robot.interact(() -> view.showExample(Examples.MINIMAX));
        WaitForAsyncUtils.waitForFxEvents();
        String tex = Files.readString(export(robot, "搜索树导出为 TikZ（LaTeX）…", "lesson.tex"));
        assertTrue(tex.contains("\\begin{forest}") && tex.contains("$\\leq 3$"), tex);
        String svg = Files.readString(export(robot, "搜索树导出为 SVG…", "lesson.svg"));
        assertTrue(svg.contains(">根 3"), "the root in Chinese with its value");
        assertTrue(svg.contains(">b ≤3"), "alpha-beta's bound at b");
        assertTrue(svg.contains("∞"), "the α/β windows, as the window draws them under the nodes: " + svg);
    }

    /**
     * Held at the first cut, the exported figure is that moment as the board shows it — the cut's caption under
     * it, the windows written as the board writes them ("(−∞, +∞)") — not the finished search.
     */
    @Test
    void heldAtACutTheExportedFigureIsThatMoment(FxRobot robot) throws Exception {
        robot.interact(() -> view.showExample(Examples.BETA_CUTOFF));
        robot.clickOn("#nextCut");
        WaitForAsyncUtils.waitForFxEvents();
        org.xqlab.teach.Playback pb = view.left().playback();
        assertTrue(!pb.atEnd() && pb.lastCut() != null, "held at the first cut");
        String caption = pb.caption(true);
        String svg = Files.readString(export(robot, "搜索树导出为 SVG…", "held.svg"));
        assertTrue(svg.contains(caption.length() > 12 ? caption.substring(0, 12) : caption), "the cut's caption: " + caption);
        assertTrue(svg.matches("(?s).*\\([−-]∞, \\+∞\\).*"), "the root's window as the board writes it");
        String done = Files.readString(export(robot, "搜索树导出为 TikZ（LaTeX）…", "done.tex"));
        assertTrue(done.contains("\\begin{forest}"), "TikZ: the finished search");
        robot.clickOn("#end");
        WaitForAsyncUtils.waitForFxEvents();
        String end = Files.readString(export(robot, "搜索树导出为 SVG…", "end.svg"));
        assertFalse(end.contains(caption.length() > 12 ? caption.substring(0, 12) : caption), "at its end: the finished tree");
    }
}
