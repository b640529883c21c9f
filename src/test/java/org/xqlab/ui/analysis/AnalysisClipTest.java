package org.xqlab.ui.analysis;

import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.ui.SnapshotLauncher;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis window at 1024×736 (a 1024×768 projector less the title bar), in 中文 and English, with
 * projector mode off and on, held at a cutoff of the teaching search: every tab shown in turn, then the
 * Pseudocode pane on, and the Predict dialog it opens. The scene graph is walked ({@link SceneClip}) for text that is cut (overrun
 * ellipsis), clipped (a glyph past a clip), outside the window, or — in projector mode — under 16 px;
 * the tree's own label size (drawn by GraphStream, out of reach of the walk) must be 16 px too.
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisClipTest {
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

    private static final List<String> TABS = List.of("tab-tree", "tab-heatmap", "tab-killers", "tab-stages",
            "tab-statistics", "tab-captions", "tab-ab");

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"zh, false", "zh, true", "en, false", "en, true"})
    void nothingIsCutClippedOrTooSmallInAnyTab(String lang, boolean projector, FxRobot robot) throws Exception {
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
        // on to the first β-cutoff of a move loop, past the quiescence stand-pats (as the snapshot does),
        // then a few more, so the stage, statistics and caption tables have rows
        for (int cuts = 0, beta = 0; cuts < 500 && beta < 3; cuts++) {
            long before = analysis.heldAt();
            if (analysis.isHeldAtBetaCutoff()) {
                beta++;
            }
            robot.interact(() -> analysis.stepToNextCutoff());
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> analysis.heldAt() > before);
        }
        robot.interact(() -> analysis.refresh());
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip clip = new SceneClip();
        if (projector) {
            clip.minimumFont(16, n -> true);
        }
        AnalysisPanel panel = analysis.panel();
        for (String tab : TABS) {
            robot.interact(() -> {
                panel.showTab(tab);
                analysis.refresh();
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> clip.walk(lang + "/" + tab, analysis.stage().getScene()));
        }
        robot.interact(() -> {
            panel.showTab("tab-tree");
            ((ToggleButton) analysis.stage().getScene().lookup("#show-code")).setSelected(true);
            analysis.refresh();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> clip.walk(lang + "/code", analysis.stage().getScene()));
        // the Predict dialog this window opens reads as the window does (projector mode's sizes, nothing cut):
        // a window owned by the analysis window, which the main window's styling did not reach
        robot.interact(() -> {
            org.xqlab.trace.TreeNode node = panel.viewModel().model().tree().node(panel.viewModel().session().held().nodeId());
            CutPredictionDialog predict = CutPredictionDialog.open(panel, new AnalysisText(window.i18n()), node,
                    window::boardNotation);
            clip.walk(lang + "/predict", predict.stage().getScene());
            predict.stage().hide();
        });
        // the tree's toolbar wraps between label-and-field pairs, never between a label and its field
        robot.interact(() -> {
            for (String id : List.of("#tree-max-ply", "#tree-cap", "#tree-font-size", "#tree-scores")) {
                javafx.scene.Node field = analysis.stage().getScene().lookup(id);
                javafx.scene.Node label = field.getParent().getChildrenUnmodifiable().get(0);
                assertTrue(label instanceof javafx.scene.control.Label, id + " has its label beside it");
                double dy = Math.abs(label.localToScene(label.getLayoutBounds()).getCenterY()
                        - field.localToScene(field.getLayoutBounds()).getCenterY());
                assertTrue(dy < 2, lang + (projector ? " projector" : "") + ": " + id + " is " + dy + " px off its label's row");
            }
        });
        if (projector) {
            double px = panel.views().tree().fontSizeProperty().get();
            assertTrue(px >= 16, "tree labels at " + px + " px in projector mode");
        }
        assertTrue(clip.findings().isEmpty(), clip.report("analysis window, " + lang + ", projector " + projector));
    }
}
