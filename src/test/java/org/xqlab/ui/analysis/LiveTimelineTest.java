package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.scene.Scene;
import javafx.scene.control.Slider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.StepMode;
import org.xqlab.ui.I18n;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A live search has a timeline: the events received so far can be scrubbed like a replayed trace —
 * the views show the tree as it was at an earlier event (fewer nodes), the engine is held meanwhile, and
 * at the end of the timeline the views are live again; the timeline grows as events arrive.
 */
@ExtendWith(ApplicationExtension.class)
class LiveTimelineTest {
    private AnalysisPanel panel;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        panel = new AnalysisPanel(new AnalysisText(new I18n(I18n.ENGLISH)), Position::startPosition,
                () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    @Test
    void theEventsOfAHeldLiveSearchCanBeScrubbedBackAndForth(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setFen("3k5/4a4/9/9/9/9/9/9/9/4K3R b - - 0 1");
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.views().controls().setDepth(3);
        });
        long after = -1;
        for (int i = 1; i <= 4; i++) {
            long previous = after;
            robot.interact(() -> panel.viewModel().forward(StepMode.NEXT_CUTOFF));
            waitFor("held at cutoff " + i, 60, () -> {
                GateStop h = panel.viewModel().session().held();
                return h != null && h.sequence() > previous;
            });
            after = panel.viewModel().session().held().sequence();
        }
        GateStop fourth = panel.viewModel().session().held();
        robot.interact(() -> panel.views().refresher().refreshAll());
        Slider timeline = robot.lookup("#timeline").queryAs(Slider.class);
        // the timeline follows the events received a few times a second: wait until it has caught up
        waitFor("the timeline ends at the newest event received", 20, () -> {
            panel.viewModel().timeline().drainAll();
            int size = panel.viewModel().timeline().recording().size();
            return (int) timeline.getMax() == size && (int) timeline.getValue() == size;
        });
        assertTrue(robot.lookup("#timeline-bar").query().isVisible(), "the live search shows its timeline");
        int received = panel.viewModel().timeline().recording().size();
        assertEquals(received, (int) timeline.getMax(), "the timeline ends at the newest event received");
        assertEquals(received, (int) timeline.getValue());
        long nodesNow = panel.viewModel().model().tree().nodesStored();

        // drag back to the middle: the views show the search as it was there, the engine held
        int middle = received / 2;
        robot.interact(() -> timeline.setValue(middle));
        WaitForAsyncUtils.waitForFxEvents();
        // the views are rebuilt off the FX thread and shown when the rebuild is handed back
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.viewModel().timeline().rebuilding());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(panel.viewModel().timeline().reviewing(), "the views show an earlier event");
        assertEquals(middle, panel.viewModel().timeline().replayCursor().position());
        assertTrue(panel.viewModel().model().tree().nodesStored() <= nodesNow);
        assertEquals(fourth, panel.viewModel().session().held(), "the engine waits where the fourth step held it");

        // to the end: live again
        robot.clickOn("#timeline-end");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!panel.viewModel().timeline().reviewing(), "at the end the views are live again");
        assertEquals(nodesNow, panel.viewModel().model().tree().nodesStored());
        robot.interact(() -> panel.viewModel().stop());
    }

    /** Waits until {@code condition} holds, read on the FX thread; fails naming {@code state}. */
    private static void waitFor(String state, long seconds, java.util.concurrent.Callable<Boolean> condition)
            throws Exception {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited " + seconds + " s for " + state, e);
        }
    }
}
