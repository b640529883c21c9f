package org.xqlab.ui.analysis;

import javafx.scene.control.ComboBox;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.TeachingPosition;

import java.util.concurrent.TimeUnit;

/** Window tests' common start: a teaching position chosen in the panel's chooser and searched to its end. */
final class TeachingRuns {
    private TeachingRuns() {
    }

    static TeachingPosition position(String id) {
        return TeachingPosition.all().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** Chooses {@code id} in the teaching-position box, runs {@code preset} to {@code depth} and waits for the end. */
    static void searchToEnd(FxRobot robot, AnalysisPanel panel, String id, String preset, int depth) throws Exception {
        TeachingPosition t = position(id);
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(t);
            panel.views().config().setConfig(SearchConfig.preset(preset));
            panel.views().controls().setDepth(depth);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> panel.viewModel().lastResult() != null && !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
