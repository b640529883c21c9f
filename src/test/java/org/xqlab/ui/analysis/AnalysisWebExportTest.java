package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.ExportMenu;
import org.xqlab.ui.I18n;
import org.xqlab.figure.ScoreView;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis window's Export ▸ Web page…, clicked after a depth-2 search: one HTML file with the
 * page's script and the search's frames, its root score as the window has it, moves in the window's notation,
 * opening in the window's score view.
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisWebExportTest {
    private AnalysisPanel panel;
    private javafx.stage.Stage stage;
    private final AtomicReference<File> target = new AtomicReference<>();

    @TempDir
    Path dir;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        panel = new AnalysisPanel(new AnalysisText(new I18n(I18n.ENGLISH)), Position::startPosition, () -> Notation.ICCS);
        UiTestSupport.showAt(stage, panel, 1400, 900);
        ExportMenu.chooseWith((owner, chooser) -> target.get());
    }

    @AfterEach
    void close(FxRobot robot) {
        ExportMenu.chooseWith(null);
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    @Test
    void webPageItemWritesTheSearchAsOneOfflinePage(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setDepth(2);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        // the window shows negamax scores: the page must open in that view, not in its own default (Red's view)
        robot.interact(() -> panel.views().tree().scoreViewProperty().set(ScoreView.NEGAMAX));
        robot.interact(() -> panel.views().refresher().refreshAll());
        Path file = dir.resolve("search.html");
        target.set(file.toFile());
        Node menu = robot.lookup("#analysis-export").query();
        robot.interact(() -> {
            Node n = menu;
            while (n != null && !(n instanceof ScrollPane)) {
                n = n.getParent();
            }
            ScrollPane scroll = (ScrollPane) n;
            Bounds content = scroll.getContent().getLayoutBounds();
            Bounds b = scroll.getContent().sceneToLocal(menu.localToScene(menu.getLayoutBounds()));
            double room = content.getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, (b.getMinY() - 20) / room)));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(menu);
        robot.clickOn("Web page…");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Files.exists(file) && ((Label) robot
                .lookup("#analysis-status").query()).getText().startsWith("Saved "));
        String html = Files.readString(file);
        assertTrue(html.startsWith("<!DOCTYPE html>"), "an HTML document");
        assertTrue(html.contains("window.XQLAB_DATA = {\"mode\":\"search\""), "the search's frames are inlined");
        int score = panel.viewModel().model().tree().latestRoot().score();
        assertTrue(html.contains("root returns " + score + " (exact)"), "the root's value as the window has it: " + score);
        assertTrue(html.contains("\"m\":[\"h2e2\",\"h2e2\"]"), "moves in the window's notation (ICCS)");
        assertTrue(html.contains("\"start\":2"), "the page opens in the window's score view (negamax, the third)");
        assertTrue(!html.contains("<script src") && !html.contains("<link"), "nothing loaded from elsewhere");
    }
}
