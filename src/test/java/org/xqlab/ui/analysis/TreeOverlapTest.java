package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;
import javafx.scene.Scene;
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
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.figure.TreeLayout;
import org.xqlab.teach.TeachingPosition;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The tree reads while a teacher works it and in a narrow area (the fitted tree of each finished search, held
 * search and window size is LayoutAuditTest's): zoomed in and out with the toolbar and with its "+N more" items
 * unfolded one by one, no two drawn node shapes overlap, no drawn label overlaps another label or another node
 * and no edge passes through a label; in a narrow window (880 px) every shown node carries its label and
 * everything lies inside the tree's canvas (nothing to scroll sideways). Boxes are taken
 * from what GraphStream draws ({@link DrawnTree}): each graph node's place from the camera's transform,
 * its label from its {@code ui.label} attribute measured in the labels' font, shapes at their stylesheet
 * sizes, the label where the stylesheet puts it. A narrower window folds more and keeps the same promises. Screenshots go to
 * target/screenshots.
 */
/* a sweep over many generated states (minutes): the verify phase's, with the other slow tests; LayoutAuditTest
   checks their representative states in every quick run */
@org.junit.jupiter.api.Tag("slow")
@ExtendWith(ApplicationExtension.class)
class TreeOverlapTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        org.xqlab.ui.UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    /** A drawn box: left, top, right, bottom in canvas pixels, and what it is. */
    record Box(double l, double t, double r, double b, String what) {
        boolean overlaps(Box o) {
            return l < o.r - 0.5 && o.l < r - 0.5 && t < o.b - 0.5 && o.t < b - 0.5;
        }
    }

    private void search(FxRobot robot, TeachingPosition t) throws Exception {
        // the pointer away from the tree: a node under it (left there by an earlier test in this JVM) is
        // labelled first and can take the room of a neighbour's label, which is not what this test checks
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150));
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
        robot.interact(() -> {
            panel.views().tree().fit();
            panel.views().refresher().refreshAll();
        });
        SearchTreeClickTest.settle(robot);
    }

    /**
     * The drawn tree's problems once its layout has settled: on a loaded machine the first frames after a
     * search may still be drawn for the canvas size before the window's layout pass, so the check is made
     * again (fit, refresh, settle) a few times; a problem that stays is returned.
     */
    private List<String> settledProblems(FxRobot robot, String where) {
        List<String> found = new ArrayList<>();
        for (int attempt = 0; attempt < 5; attempt++) {
            found.clear();
            robot.interact(() -> found.addAll(problems(where)));
            if (found.isEmpty()) {
                break;
            }
            robot.interact(() -> {
                panel.views().tree().fit();
                panel.views().refresher().refreshAll();
            });
            SearchTreeClickTest.settle(robot);
        }
        return found;
    }

    /** Checks the drawn tree; returns a description of each problem. */
    private List<String> problems(String where) {
        return problems(where, true);
    }

    /**
     * Checks the drawn tree; {@code whole}: the fitted tree, where every item must be labelled and inside
     * the canvas; else (zoomed or unfolded) only overlaps are problems, among the items drawn in the canvas.
     */
    private List<String> problems(String where, boolean whole) {
        SearchTreeView tree = panel.views().tree();
        double[] canvas = tree.canvasSize();
        List<Box> nodes = new ArrayList<>();
        List<Box> texts = new ArrayList<>();
        List<String> out = new ArrayList<>();
        for (DrawnTree.Item item : DrawnTree.items(tree)) {
            if (item.shape() == null) {
                out.add(where + ": " + item.id() + " is in the graph but not placed");
                continue;
            }
            DrawnTree.Box s = item.shape();
            double cx = (s.l() + s.r()) / 2;
            double cy = (s.t() + s.b()) / 2;
            if (!whole && (cx < 0 || cx > canvas[0] || cy < 0 || cy > canvas[1])) {
                continue; // panned out of the canvas: not drawn
            }
            Box shape = new Box(s.l(), s.t(), s.r(), s.b(), "node " + item.id() + " '" + item.label() + "'");
            nodes.add(shape);
            if (item.text() == null) {
                if (whole) {
                    out.add(where + ": node " + item.id() + " is drawn without a label");
                }
                continue;
            }
            DrawnTree.Box t = item.text();
            texts.add(new Box(t.l(), t.t(), t.r(), t.b(), "label of " + item.id() + " '" + item.label() + "'"));
        }
        for (Box b : whole ? nodes : List.<Box>of()) {
            if (b.l() < 0 || b.r() > canvas[0] || b.t() < 0 || b.b() > canvas[1]) {
                out.add(where + ": " + b.what() + " outside the canvas " + canvas[0] + "×" + canvas[1] + ": " + b);
            }
        }
        for (Box b : whole ? texts : List.<Box>of()) {
            if (b.l() < 0 || b.r() > canvas[0] || b.t() < 0 || b.b() > canvas[1]) {
                out.add(where + ": " + b.what() + " outside the canvas " + canvas[0] + "×" + canvas[1] + ": " + b);
            }
        }
        for (int i = 0; i < nodes.size(); i++) {
            for (int j = i + 1; j < nodes.size(); j++) {
                if (nodes.get(i).overlaps(nodes.get(j))) {
                    out.add(where + ": " + nodes.get(i).what() + " overlaps " + nodes.get(j).what());
                }
            }
        }
        for (int i = 0; i < texts.size(); i++) {
            for (int j = i + 1; j < texts.size(); j++) {
                if (texts.get(i).overlaps(texts.get(j))) {
                    out.add(where + ": " + texts.get(i).what() + " overlaps " + texts.get(j).what());
                }
            }
            for (Box n : nodes) {
                String own = texts.get(i).what().substring("label of ".length()).split(" ")[0];
                if (!n.what().startsWith("node " + own + " ") && texts.get(i).overlaps(n)) {
                    out.add(where + ": " + texts.get(i).what() + " overlaps " + n.what());
                }
            }
        }
        return out;
    }

    private void check(FxRobot robot, boolean projector, Locale language, String shotPrefix) throws Exception {
        check(robot, 1024, projector, language, shotPrefix);
    }

    private void check(FxRobot robot, int width, boolean projector, Locale language, String shotPrefix)
            throws Exception {
        robot.interact(() -> {
            stage.setWidth(width);
            text.i18n().setLocale(language);
            panel.setProjector(projector);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(width, stage.getScene().getWidth(), "the window is " + width + " wide");
        assertEquals(768, stage.getScene().getHeight(), "the window is 768 high");
        List<String> problems = new ArrayList<>();
        for (TeachingPosition t : TeachingPosition.all()) {
            search(robot, t);
            String where = t.id() + " depth " + t.depth() + (projector ? " projector" : "") + " " + language;
            problems.addAll(settledProblems(robot, where));
            assertTrue(panel.views().tree().shownNodes() > 1, where + ": a tree is shown");
            if (t.id().equals("rookadvisor") || t.id().equals("fork")) {
                UiTestSupport.screenshot(robot, stage.getScene(), shotPrefix + "-" + t.id() + "-" + language);
            }
        }
        if (projector) {
            assertTrue(panel.views().tree().labelFontSize() >= 16, "projector labels ≥ 16 px");
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " problems:\n" + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        }
    }

    /**
     * A narrower window (880 px: the controls and the node details leave the tree about 320 px) holds only
     * the kept nodes of the first levels: the tree folds its deepest level rather than drawing "+N more"
     * boxes without their labels.
     */
    @Test
    void aNarrowTreeAreaFoldsWholeLevelsAndKeepsEveryLabel(FxRobot robot) throws Exception {
        check(robot, 880, true, I18n.CHINESE, "tree-overlap-880");
    }

    /** The tree after zooming in and out with the toolbar and unfolding its "+N more" items one by one. */
    private void zoomAndUnfold(FxRobot robot, boolean projector, Locale language) throws Exception {
        robot.interact(() -> {
            text.i18n().setLocale(language);
            panel.setProjector(projector);
        });
        List<String> problems = new ArrayList<>();
        List<TeachingPosition> positions = new ArrayList<>(TeachingPosition.all());
        positions.add(null); // and the start position at depth 2: 44 moves at the root to unfold
        for (TeachingPosition t : positions) {
            if (t == null) {
                searchStart(robot);
            } else {
                search(robot, t);
            }
            String where = (t == null ? "start" : t.id()) + (projector ? " projector " : " ") + language;
            for (int i = 1; i <= 2; i++) {
                robot.clickOn("#tree-zoom-in");
                SearchTreeClickTest.settle(robot);
                checkNow(robot, where + " zoomed in " + i, problems);
            }
            for (int i = 1; i <= 6; i++) {
                robot.clickOn("#tree-zoom-out");
                SearchTreeClickTest.settle(robot);
                checkNow(robot, where + " zoomed out " + i, problems);
            }
            robot.clickOn("#tree-fit");
            SearchTreeClickTest.settle(robot);
            problems.addAll(settledProblems(robot, where + " fitted again"));
            SearchTreeView tree = panel.views().tree();
            for (int unfolded = 0; unfolded < 4; unfolded++) {
                // the largest fold first (the root's 37 more moves of the start position)
                String more = tree.placed().stream().filter(TreeLayout.Placed::isMore)
                        .filter(p -> tree.drawnAt(p.id()) != null)
                        .max(java.util.Comparator.comparingInt(TreeLayout.Placed::moreCount))
                        .map(TreeLayout.Placed::id).orElse(null);
                if (more == null) {
                    break;
                }
                Point2D at = tree.drawnAt(more);
                double[] canvas = tree.canvasSize();
                if (at.getX() > 2 && at.getX() < canvas[0] - 2 && at.getY() > 2 && at.getY() < canvas[1] - 2) {
                    robot.clickOn(tree.screenPointOf(more)); // as a teacher unfolds it
                } else {
                    long node = Long.parseLong(more.substring(1));
                    robot.interact(() -> tree.expandSiblings(node));
                }
                SearchTreeClickTest.settle(robot);
                assertEquals(0, tree.moreCount(Long.parseLong(more.substring(1))), where + ": " + more + " unfolded");
                checkNow(robot, where + " unfolded " + more, problems);
            }
            if (t == null) {
                UiTestSupport.screenshot(robot, stage.getScene(), "tree-unfolded-start-" + language);
            }
            for (int i = 1; i <= 4; i++) {
                robot.clickOn("#tree-zoom-out");
                SearchTreeClickTest.settle(robot);
                checkNow(robot, where + " unfolded, zoomed out " + i, problems);
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " problems:\n" + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        }
    }

    private void searchStart(FxRobot robot) throws Exception {
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150));
        robot.interact(() -> {
            panel.views().controls().setFen(org.xqlab.rules.Fen.format(Position.startPosition()));
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.views().controls().setDepth(2);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            panel.views().tree().fit();
            panel.views().refresher().refreshAll();
        });
        SearchTreeClickTest.settle(robot);
    }

    private void checkNow(FxRobot robot, String where, List<String> problems) {
        robot.interact(() -> {
            problems.addAll(problems(where, false));
            // no edge through a label either, among the labels drawn in the canvas (from TreeEdgeLabelOverlapTest)
            problems.addAll(DrawnTree.edgesThroughLabels(panel.views().tree(), where, true));
        });
    }

    @Test
    void zoomingAndUnfoldingNeverDrawShapesOrLabelsOverEachOther(FxRobot robot) throws Exception {
        zoomAndUnfold(robot, false, I18n.ENGLISH);
    }

    @Test
    void zoomingAndUnfoldingInProjectorModeInChineseNeverDrawShapesOrLabelsOverEachOther(FxRobot robot)
            throws Exception {
        zoomAndUnfold(robot, true, I18n.CHINESE);
    }
}
