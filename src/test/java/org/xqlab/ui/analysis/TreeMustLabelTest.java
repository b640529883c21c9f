package org.xqlab.ui.analysis;

import javafx.scene.control.ComboBox;
import javafx.scene.control.ToggleButton;
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
import org.xqlab.trace.GateStop;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The nodes a lesson points at always carry their labels in the drawn tree: the cut node the search is
 * held at, the current node, the selected node and every node of the best line. For every teaching
 * position at its suggested depth, held at its first three cutoffs and after the search finished (then
 * with a root move off the best line selected), at 1024×768, in English and 中文, at the normal label size
 * and in projector mode, with the Pseudocode pane off and on (on, the tree area is about a third of the
 * window). What is drawn is read from GraphStream's graph ({@link DrawnTree}, {@code ui.label}), and every
 * must-label item's label box must lie inside the tree's canvas.
 */
@ExtendWith(ApplicationExtension.class)
class TreeMustLabelTest {
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

    /** The nodes that must be labelled now, by item id, with what each is. */
    private Map<String, String> mustLabel() {
        SearchTreeView tree = panel.views().tree();
        SearchTree t = panel.viewModel().model().tree();
        Map<String, String> must = new LinkedHashMap<>();
        for (TreeNode n : SearchTree.bestLine(t.latestRoot())) {
            must.put(Long.toString(n.id()), "best-line node");
        }
        if (t.current() != null) {
            must.put(Long.toString(t.current().id()), "current node");
        }
        if (tree.selected() != null) {
            must.put(Long.toString(tree.selected().id()), "selected node");
        }
        GateStop held = panel.viewModel().session().held();
        if (held != null && held.nodeId() >= 0 && t.node(held.nodeId()) != null
                && t.node(held.nodeId()).hasCutoff()) {
            must.put(Long.toString(held.nodeId()), "cut node");
        }
        return must;
    }

    /** Each must-label node drawn without its label, or with its label outside the canvas, described. */
    private List<String> unlabelled(String where) {
        SearchTreeView tree = panel.views().tree();
        double[] canvas = tree.canvasSize();
        Map<String, DrawnTree.Item> drawn = new LinkedHashMap<>();
        for (DrawnTree.Item i : DrawnTree.items(tree)) {
            drawn.put(i.id(), i);
        }
        List<String> out = new ArrayList<>();
        mustLabel().forEach((id, what) -> {
            DrawnTree.Item i = drawn.get(id);
            if (i == null || i.shape() == null) {
                out.add(where + ": the " + what + " " + id + " is not drawn");
            } else if (i.text() == null) {
                out.add(where + ": the " + what + " " + id + " is drawn without a label (canvas " + canvas[0]
                        + "×" + canvas[1] + ")");
            } else if (i.text().outside(canvas[0], canvas[1])) {
                out.add(where + ": the label of the " + what + " " + id + " '" + i.label() + "' lies outside the canvas "
                        + canvas[0] + "×" + canvas[1] + ": " + i.text());
            }
        });
        return out;
    }

    /** The problems once the drawing settled (a problem that stays after a few refreshes is returned). */
    private List<String> settled(FxRobot robot, String where) {
        List<String> found = new ArrayList<>();
        for (int attempt = 0; attempt < 4; attempt++) {
            robot.interact(() -> panel.views().refresher().refreshAll());
            SearchTreeClickTest.settle(robot);
            found.clear();
            robot.interact(() -> found.addAll(unlabelled(where)));
            if (found.isEmpty()) {
                break;
            }
        }
        return found;
    }

    private void awaitHeldOrEnded() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null
                || !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void check(FxRobot robot, boolean projector, Locale language) throws Exception {
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150)); // the pointer away from the tree
        List<String> problems = new ArrayList<>();
        for (boolean code : new boolean[] {false, true}) {
            robot.interact(() -> {
                text.i18n().setLocale(language);
                panel.setProjector(projector);
                ((ToggleButton) panel.lookup("#show-code")).setSelected(code);
            });
            SearchTreeClickTest.settle(robot);
            assertEquals(1024, stage.getScene().getWidth(), "the window is 1024 wide");
            assertEquals(768, stage.getScene().getHeight(), "the window is 768 high");
            for (TeachingPosition t : TeachingPosition.all()) {
                String where = t.id() + " depth " + t.depth() + (projector ? " projector " : " ") + language
                        + (code ? " pseudocode on" : "");
                robot.interact(() -> panel.viewModel().stop());
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
                robot.interact(() -> {
                    @SuppressWarnings("unchecked")
                    ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
                    box.setValue(t);
                    panel.views().config().setConfig(SearchConfig.preset("pvs"));
                    panel.views().controls().setDepth(t.depth());
                });
                for (int cut = 1; cut <= 3; cut++) {
                    robot.interact(() -> panel.viewModel().forward(StepMode.NEXT_CUTOFF));
                    awaitHeldOrEnded();
                    if (!panel.viewModel().session().isRunning()) {
                        break;
                    }
                    problems.addAll(settled(robot, where + " held at cutoff " + cut));
                }
                robot.interact(() -> panel.viewModel().runOrResume());
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
                robot.interact(() -> panel.views().tree().fit());
                problems.addAll(settled(robot, where + " finished"));
                // a root move off the best line selected, as a teacher clicks one
                TreeNode root = panel.viewModel().model().tree().latestRoot();
                List<TreeNode> best = SearchTree.bestLine(root);
                TreeNode other = root.children().stream().filter(c -> !best.contains(c))
                        .reduce((a, b) -> b).orElse(null);
                if (other != null) {
                    robot.interact(() -> panel.views().tree().select(other.id()));
                    problems.addAll(settled(robot, where + " finished, " + other.id() + " selected"));
                    assertTrue(panel.views().tree().isShown(other.id()), where + ": the selected node is shown");
                }
                if (t.id().equals("rookadvisor")) {
                    UiTestSupport.screenshot(robot, stage.getScene(), "tree-must-label-" + t.id()
                            + (projector ? "-projector-" : "-") + language + (code ? "-code" : ""));
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " problems:\n" + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        }
    }

    @Test
    void theCutCurrentSelectedAndBestLineNodesAreAlwaysLabelled(FxRobot robot) throws Exception {
        check(robot, false, I18n.ENGLISH);
    }

    @Test
    void theyAreLabelledInChinese(FxRobot robot) throws Exception {
        check(robot, false, I18n.CHINESE);
    }

    @Test
    void theyAreLabelledInProjectorModeInEnglish(FxRobot robot) throws Exception {
        check(robot, true, I18n.ENGLISH);
    }

    @Test
    void theyAreLabelledInProjectorModeInChinese(FxRobot robot) throws Exception {
        check(robot, true, I18n.CHINESE);
    }
}
