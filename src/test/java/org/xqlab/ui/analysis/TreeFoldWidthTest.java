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
import org.xqlab.trace.TreeNode;
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
 * How much the fitted tree shows: every teaching position searched to its suggested depth, finished, at
 * 1024×768 with the node details beside the tree and the normal label size, in English and 中文, shows at
 * least min(the root's moves, K) root moves as nodes, and nothing it draws (shape or label) lies outside the
 * canvas: the tree never scrolls sideways. A root move's box (shape, a label such as "俥一進八 R ≤+735", gap)
 * is about 110 px, the root's "+N more" about 90 px, and the best line's "+N more" boxes beside it push the
 * next root move right by as much: with the controls shown (a tree area of about 470 px) that leaves room for
 * K = {@value #ROOT_MOVES}; with the controls hidden, as a teacher does to give the tree the width (about
 * 770 px), K = {@value #ROOT_MOVES_WIDE}.
 */
@ExtendWith(ApplicationExtension.class)
class TreeFoldWidthTest {
    static final int ROOT_MOVES = 2;
    static final int ROOT_MOVES_WIDE = 4;
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

    private List<String> problems(String where, int rootMoves) {
        SearchTreeView tree = panel.views().tree();
        double[] canvas = tree.canvasSize();
        List<String> out = new ArrayList<>();
        TreeNode root = panel.viewModel().model().tree().latestRoot();
        long shown = root.children().stream().filter(c -> tree.isShown(c.id())).count();
        int want = Math.min(root.children().size(), rootMoves);
        if (shown < want) {
            out.add(where + ": " + shown + " of the root's " + root.children().size() + " moves shown, " + want
                    + " wanted (canvas " + canvas[0] + "×" + canvas[1] + ")");
        }
        for (DrawnTree.Item i : DrawnTree.items(tree)) {
            for (DrawnTree.Box b : new DrawnTree.Box[] {i.shape(), i.text()}) {
                if (b != null && (b.l() < 0 || b.r() > canvas[0])) {
                    out.add(where + ": the " + b.what() + " lies outside the canvas " + canvas[0] + " wide: " + b);
                }
            }
        }
        return out;
    }

    private void check(FxRobot robot, Locale language, boolean controls) throws Exception {
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150)); // the pointer away from the tree
        int rootMoves = controls ? ROOT_MOVES : ROOT_MOVES_WIDE;
        robot.interact(() -> ((ToggleButton) panel.lookup("#show-controls")).setSelected(true));
        @SuppressWarnings("unchecked")
        ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
        robot.interact(() -> {
            text.i18n().setLocale(language);
            ((ToggleButton) panel.lookup("#show-detail")).setSelected(true);
            ((ToggleButton) panel.lookup("#show-controls")).setSelected(controls);
        });
        SearchTreeClickTest.settle(robot);
        assertEquals(1024, stage.getScene().getWidth(), "the window is 1024 wide");
        assertTrue(panel.views().tree().labelFontSize() < 16, "the normal label size");
        List<String> problems = new ArrayList<>();
        for (TeachingPosition t : TeachingPosition.all()) {
            robot.interact(() -> {
                box.setValue(t); // the chooser works hidden with the controls too
                panel.views().config().setConfig(SearchConfig.preset("pvs"));
                panel.views().controls().setDepth(t.depth());
                panel.viewModel().runOrResume();
            });
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
            String where = t.id() + " depth " + t.depth() + " " + language + (controls ? "" : " controls hidden");
            List<String> found = new ArrayList<>();
            for (int attempt = 0; attempt < 4; attempt++) {
                robot.interact(() -> {
                    panel.views().tree().fit();
                    panel.views().refresher().refreshAll();
                });
                SearchTreeClickTest.settle(robot);
                found.clear();
                robot.interact(() -> found.addAll(problems(where, rootMoves)));
                if (found.isEmpty()) {
                    break;
                }
            }
            problems.addAll(found);
            if (t.id().equals("rookadvisor")) {
                UiTestSupport.screenshot(robot, stage.getScene(), "tree-fold-width-" + t.id() + "-" + language
                        + (controls ? "" : "-wide"));
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " problems:\n" + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        }
    }

    @Test
    void theFittedTreeShowsTheFirstRootMovesAndNeverScrollsSideways(FxRobot robot) throws Exception {
        check(robot, I18n.ENGLISH, true);
        check(robot, I18n.ENGLISH, false);
    }

    @Test
    void inChineseToo(FxRobot robot) throws Exception {
        check(robot, I18n.CHINESE, true);
        check(robot, I18n.CHINESE, false);
    }
}
