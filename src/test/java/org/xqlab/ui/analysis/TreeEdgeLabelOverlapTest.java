package org.xqlab.ui.analysis;

import javafx.scene.control.ComboBox;
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
import org.xqlab.teach.TeachingPosition;
import org.xqlab.trace.StepMode;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * No edge of the drawn tree passes through a label's text, its own node's included: for every teaching
 * position searched to its suggested depth at 1024×768, in English at the normal label size and in
 * Chinese in projector mode, and while a search is held at its cutoffs, every stroked edge segment (as
 * GraphStream draws it: its polyline, else the line between its nodes' places) stays outside every drawn
 * label box (the label text measured in the labels' font, placed where the stylesheet puts it), widened
 * by half the edge's stroke. Geometry from {@link DrawnTree}; screenshots go to target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class TreeEdgeLabelOverlapTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private void search(FxRobot robot, TeachingPosition t) throws Exception {
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150)); // no node under the pointer
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(t);
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.views().controls().setDepth(t.depth());
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        refit(robot);
    }

    private void refit(FxRobot robot) {
        robot.interact(() -> {
            panel.views().tree().fit();
            panel.views().refresher().refreshAll();
        });
        SearchTreeClickTest.settle(robot);
    }

    /** The edges through labels once the layout has settled (a loaded machine may draw a frame early). */
    private List<String> settled(FxRobot robot, String where) {
        List<String> found = new ArrayList<>();
        for (int attempt = 0; attempt < 4; attempt++) {
            found.clear();
            robot.interact(() -> found.addAll(DrawnTree.edgesThroughLabels(panel.views().tree(), where, false)));
            if (found.isEmpty()) {
                break;
            }
            refit(robot);
        }
        return found;
    }

    private void check(FxRobot robot, boolean projector, Locale language, String shot) throws Exception {
        robot.interact(() -> {
            text.i18n().setLocale(language);
            panel.setProjector(projector);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1024, stage.getScene().getWidth());
        assertEquals(768, stage.getScene().getHeight());
        List<String> problems = new ArrayList<>();
        int labelled = 0;
        for (TeachingPosition t : TeachingPosition.all()) {
            search(robot, t);
            String where = t.id() + " depth " + t.depth() + (projector ? " projector " : " ") + language;
            problems.addAll(settled(robot, where));
            int[] counts = new int[2];
            robot.interact(() -> {
                counts[0] = DrawnTree.edges(panel.views().tree()).size();
                counts[1] = (int) DrawnTree.items(panel.views().tree()).stream().filter(i -> i.text() != null).count();
            });
            assertTrue(counts[0] > 0, where + ": edges are drawn");
            labelled += counts[1];
            if (t.id().equals("rookadvisor") || t.id().equals("fork")) {
                UiTestSupport.screenshot(robot, stage.getScene(), shot + "-" + t.id() + "-" + language);
            }
        }
        assertTrue(labelled > 10 * TeachingPosition.all().size() / 2, "labels are drawn: " + labelled);
        if (!problems.isEmpty()) {
            fail(problems.size() + " edge segments through labels:\n"
                    + String.join("\n", problems.subList(0, Math.min(30, problems.size()))));
        }
    }

    @Test
    void noEdgeCrossesALabelAt1024x768(FxRobot robot) throws Exception {
        check(robot, false, I18n.ENGLISH, "tree-edges");
    }

    @Test
    void noEdgeCrossesALabelInProjectorModeInChinese(FxRobot robot) throws Exception {
        check(robot, true, I18n.CHINESE, "tree-edges-projector");
    }

    /** Held at each cutoff in turn (the current node ringed, the cut node labelled), zoomed in and out. */
    @Test
    void noEdgeCrossesALabelWhileSteppingAndZooming(FxRobot robot) throws Exception {
        TeachingPosition t = TeachingPosition.all().stream().filter(p -> p.id().equals("rookadvisor")).findFirst()
                .orElseThrow();
        robot.interact(() -> {
            text.i18n().setLocale(I18n.CHINESE);
            panel.setProjector(true);
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(t);
            panel.views().controls().setDepth(t.depth());
        });
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            robot.interact(() -> panel.viewModel().forward(StepMode.NEXT_CUTOFF));
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null
                    || !panel.viewModel().session().isRunning());
            robot.interact(() -> panel.views().refresher().refreshAll());
            SearchTreeClickTest.settle(robot);
            problems.addAll(settled(robot, "rookadvisor held " + i));
        }
        for (String button : List.of("#tree-zoom-in", "#tree-zoom-in", "#tree-zoom-out", "#tree-zoom-out",
                "#tree-zoom-out", "#tree-zoom-out")) {
            robot.clickOn(button);
            SearchTreeClickTest.settle(robot);
            robot.interact(() -> problems.addAll(DrawnTree.edgesThroughLabels(panel.views().tree(),
                    "rookadvisor after " + button, true)));
        }
        robot.interact(() -> panel.viewModel().stop());
        if (!problems.isEmpty()) {
            fail(problems.size() + " edge segments through labels:\n"
                    + String.join("\n", problems.subList(0, Math.min(30, problems.size()))));
        }
    }
}
