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
    void aTreeViewClosedBeforeItsFirstFrameClosesCleanly(FxRobot robot) throws Exception {
        SearchTreeView[] view = new SearchTreeView[1];
        robot.interact(() -> view[0] = new SearchTreeView(new AnalysisText(new I18n(I18n.ENGLISH))));
        // GraphStream's viewer starts its frame timer from a thread of its own just after it is made (a
        // close within that instant is not a case a window meets); the view is never shown, so no frame is drawn
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> frameTimerRunning(view[0]));
        robot.interact(() -> {
            // a node of a class never drawn before, added just before the close (as a search's first ghost
            // or cut node can be, in the frame before the teacher closes the window)
            org.graphstream.graph.Graph graph = graphOf(view[0]);
            graph.addNode("new").setAttribute("ui.class", "ghost");
            view[0].close();
        });
    }

    private static org.graphstream.graph.Graph graphOf(SearchTreeView view) {
        try {
            java.lang.reflect.Field g = SearchTreeView.class.getDeclaredField("graph");
            g.setAccessible(true);
            return (org.graphstream.graph.Graph) g.get(view);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static boolean frameTimerRunning(SearchTreeView view) throws ReflectiveOperationException {
        java.lang.reflect.Field v = SearchTreeView.class.getDeclaredField("viewer");
        v.setAccessible(true);
        Object viewer = v.get(view);
        java.lang.reflect.Field t = viewer.getClass().getDeclaredField("timeline");
        t.setAccessible(true);
        javafx.animation.Timeline timeline = (javafx.animation.Timeline) t.get(viewer);
        return timeline != null && timeline.getStatus() == javafx.animation.Animation.Status.RUNNING;
    }
}
