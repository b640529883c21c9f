package org.xqlab.ui.analysis;

import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Closing the analysis window right after its tree took new nodes, before a frame drew them (a search
 * finishing as the teacher closes the window), closes cleanly: GraphStream's viewer releases only what
 * it drew.
 */
@ExtendWith(ApplicationExtension.class)
class TreeCloseTest {
    private AnalysisPanel panel;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        panel = new AnalysisPanel(new AnalysisText(new I18n(I18n.ENGLISH)), Position::startPosition,
                () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @Test
    void theWindowClosesWhileTheTreeHasNodesNotYetDrawn(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setDepth(2);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        // new nodes and the close in one FX task: no pulse draws them in between
        robot.interact(() -> {
            panel.views().refresher().refreshAll();
            assertTrue(panel.views().tree().shownNodes() > 1, "the tree took the search's nodes");
            panel.close();
            stage.hide();
        });
    }

    @Test
    void aTreeViewClosedBeforeItsFirstFrameClosesCleanly(FxRobot robot) {
        robot.interact(() -> {
            SearchTreeView view = new SearchTreeView(new AnalysisText(new I18n(I18n.ENGLISH)));
            view.close();
        });
    }
}
