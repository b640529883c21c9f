package org.xqlab.ui.analysis;

import javafx.scene.canvas.Canvas;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.CanvasTexts;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.ui.SnapshotLauncher;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;

import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The node-details panel of the analysis window at 1024×736 (a 1024×768 projector less the title bar), in
 * 中文 and English, projector mode off and on, held at a β-cutoff of the teaching search, with the held node
 * selected (the move into it drawn as an arrow) and then the root (the principal variation as numbered arrows): what the small board draws on its canvas — file numbers 一…九 and 1…9, the
 * pieces, the arrows' numbers — read from the canvas's draw record by the scene walk ({@link SceneClip}):
 * every text inside the canvas and the window and, in projector mode, at least 16 px; and the walk saw the
 * eighteen file numbers (it does not pass for having found nothing).
 */
@ExtendWith(ApplicationExtension.class)
class NodeDetailBoardClipTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
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

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"zh, false", "zh, true", "en, false", "en, true"})
    void theSmallBoardsTextsAreInsideAndLargeEnough(String lang, boolean projector, FxRobot robot) throws Exception {
        prefs.setLanguage("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH);
        prefs.setProjectorMode(projector);
        robot.interact(() -> {
            window = UiTestSupport.openMain(stage, prefs, 1024, 736);
            analysis = AnalysisWindow.open(window);
            analysis.stage().setWidth(1024);
            analysis.stage().setHeight(736);
            analysis.holdAtCutoff(SnapshotLauncher.TEACHING_FEN, 3);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> analysis.heldAt() > 0);
        for (int cuts = 0; cuts < 500 && !analysis.isHeldAtBetaCutoff(); cuts++) {
            long before = analysis.heldAt();
            robot.interact(() -> analysis.stepToNextCutoff());
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> analysis.heldAt() > before);
        }
        AnalysisPanel panel = analysis.panel();
        robot.interact(() -> {
            panel.showTab("tab-tree");
            if (!((javafx.scene.control.ToggleButton) analysis.stage().getScene().lookup("#show-detail")).isSelected()) {
                ((javafx.scene.control.ToggleButton) analysis.stage().getScene().lookup("#show-detail")).fire();
            }
            panel.views().tree().select(panel.viewModel().session().held().nodeId());
            analysis.refresh();
        });
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip clip = new SceneClip();
        if (projector) {
            clip.minimumFont(16, n -> true);
        }
        NodeDetailView detail = panel.views().detail();
        robot.interact(() -> clip.walk(lang + "/node-detail", detail));
        // the root: the search's principal variation as numbered arrows
        robot.interact(() -> {
            panel.views().tree().select(panel.viewModel().model().tree().latestRoot().id());
            analysis.refresh();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> clip.walk(lang + "/node-detail/root", detail));
        Canvas canvas = (Canvas) detail.board().getChildrenUnmodifiable().get(0);
        Set<String> drawn = WaitForAsyncUtils.asyncFx(() -> CanvasTexts.of(canvas).stream()
                .map(CanvasTexts.Drawn::text).collect(Collectors.toSet())).get();
        for (String file : List.of("一", "五", "九", "1", "5", "9")) {
            assertTrue(drawn.contains(file), "the small board drew its file number " + file + ": " + drawn);
        }
        // the file numbers stand clear of the pieces, the river's names and each other
        List<CanvasTexts.Drawn> texts = WaitForAsyncUtils.asyncFx(() -> CanvasTexts.of(canvas)).get();
        for (CanvasTexts.Drawn a : texts) {
            if (!a.text().matches("[1-9一二三四五六七八九]")) {
                continue;
            }
            for (CanvasTexts.Drawn b : texts) {
                if (b != a && b.text().length() == 1 && !b.text().matches("[1-9]") && a.overlaps(b)) {
                    clip.findings().add("file number " + a + " overlaps " + b);
                }
            }
        }
        assertTrue(!detail.arrows().isEmpty() && detail.arrows().stream().anyMatch(a -> !a.label().isEmpty()),
                "the root's line is drawn as numbered arrows: " + detail.arrows());
        assertTrue(clip.findings().isEmpty(), clip.report("node details' board, " + lang + ", projector " + projector));
    }
}
