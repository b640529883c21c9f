package org.xqlab.ui.analysis;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.Listing;
import org.xqlab.trace.PseudoLine;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.code.PseudocodeView;
import org.xqlab.ui.play.MainWindow;

import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pseudocode pane in the real analysis window at 1024×768: a depth-2 alpha-beta search of the start
 * position stepped to its first cutoff by a robot click on "Step to next cutoff"; the highlighted line is
 * the β-cutoff line and the α, β beside it are the cut node's, as the node details say after a click on
 * the node where the tree draws it; the pruning condition is met by the cutting reply's score as the
 * tree shows it; stepping back moves the highlight; the pane follows the language and projector mode.
 */
@ExtendWith(ApplicationExtension.class)
class PseudocodePaneTest {
    private Stage stage;
    private AppPreferences prefs;
    private AnalysisWindow analysis;
    private AnalysisPanel panel;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
        analysis = AnalysisWindowTest.openAt(window, 1024, 768);
        panel = analysis.panel();
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.viewModel().stop();
            analysis.stage().hide();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    private static void waitFor(long seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }

    @SuppressWarnings("unchecked")
    private void select(FxRobot robot, String comboId, String value) {
        robot.interact(() -> robot.lookup("#" + comboId).queryAs(ComboBox.class).setValue(value));
    }

    @Test
    void atTheFirstCutoffTheBetaCutoffLineIsHighlightedWithTheCutNodesAlphaAndBeta(FxRobot robot) throws Exception {
        select(robot, "config-preset", "alphabeta");
        assertEquals(SearchConfig.preset("alphabeta"), panel.views().config().getConfig());
        robot.interact(() -> {
            panel.views().controls().setDepth(2);
            robot.lookup("#pace").queryAs(Slider.class).setValue(0);
        });
        PseudocodeView code = panel.views().code();
        assertFalse(ViewRefresher.showing(code), "the pane is off at first");
        robot.clickOn("#show-code");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(ViewRefresher.showing(code));
        assertFalse(ViewRefresher.showing(panel.views().detail()), "at 1024 wide the code takes the details' place");
        assertTrue(code.getWidth() >= 300 && panel.views().tree().getWidth() >= 330,
                "neither squeezed: code " + code.getWidth() + ", tree " + panel.views().tree().getWidth());
        assertEquals("The engine's search: alpha-beta, fail-soft (Searcher.java)",
                robot.lookup("#analysis-code-title").queryAs(javafx.scene.control.Label.class).getText());
        assertTrue(code.highlighted().isEmpty());
        assertEquals("No event yet: run or step the search", code.stepText());
        // steps the alphabeta preset switches off are greyed
        Listing listing = code.listing();
        int tt = listing.linesOf(Listing.Section.SEARCH, Step.TT_PROBE).get(0);
        assertTrue(code.row(tt).getOpacity() < 1);
        int cutLine = listing.linesOf(Listing.Section.SEARCH, Step.BETA_CUTOFF).get(0);
        assertEquals(1.0, code.row(cutLine).getOpacity());

        robot.clickOn("#step-cutoff");
        waitFor(20, () -> panel.viewModel().session().held() != null && panel.viewModel().session().held().kind() == EventKind.CUTOFF);
        GateStop cut = panel.viewModel().session().held();
        assertEquals(Step.BETA_CUTOFF, cut.step());
        robot.interact(() -> panel.views().refresher().refreshAll());
        TreeNode node = panel.viewModel().model().tree().node(cut.nodeId());
        assertNotNull(node);
        List<PseudoLine> lit = code.highlightedLines();
        assertEquals(1, lit.size(), "one line: " + lit);
        assertEquals(Step.BETA_CUTOFF, lit.get(0).step());
        assertEquals(node.isQuiescence() ? Listing.Section.QUIESCENCE : Listing.Section.SEARCH, lit.get(0).section());
        assertEquals("Now: Step 12: β-cutoff", code.stepText());
        String vars = code.varsText();
        System.out.println("first cutoff: " + vars + " / " + code.conditionText());
        int inf = org.xqlab.search.Scores.INFINITY;
        TreeNode cutter = node.children().get(node.children().size() - 1);
        String entered = "(" + CodeFrame.bound(node.alpha(), inf) + ", " + CodeFrame.bound(node.beta(), inf) + ")";
        assertTrue(vars.contains("entered with (α, β) " + entered), vars);
        assertTrue(vars.contains("ply " + node.ply() + " · depth " + node.depth()), vars);
        if (!node.isQuiescence()) {
            // α was raised to the cutting reply's score before the cut; β is the node's
            assertTrue(vars.contains("α " + (-cutter.score()) + " · β " + node.beta()), vars);
        }
        assertTrue(vars.contains("best " + (-cutter.score())), vars);
        // the highlighted line is on screen, inside the pane
        Bounds row = code.row(listing.lines().indexOf(lit.get(0))).localToScreen(
                code.row(listing.lines().indexOf(lit.get(0))).getBoundsInLocal());
        Bounds pane = code.localToScreen(code.getBoundsInLocal());
        assertTrue(pane.contains(row.getMinX() + 5, row.getMinY() + 2), row + " in " + pane);

        UiTestSupport.screenshot(robot, analysis.stage().getScene(), "pseudocode-analysis-en");

        // the node details say the same α and β: show them again and click the cut node in the tree
        robot.clickOn("#show-detail");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(ViewRefresher.showing(code) && ViewRefresher.showing(panel.views().detail()));
        // all three side parts at 1024 px: the controls fold into their drawer, the tree keeps its room
        assertTrue(robot.lookup("#controls-drawer").query().isVisible(), "the drawer's button shows");
        assertNull(panel.views().controls().pane().getScene(), "the controls are folded");
        assertTrue(panel.views().tree().getWidth() > 400, "the tree is " + panel.views().tree().getWidth() + " px wide");
        Point2D at = panel.views().tree().screenPointOf(Long.toString(cut.nodeId()));
        assertNotNull(at, "the cut node is drawn");
        robot.moveTo(at).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String detail = panel.views().detail().summaryText();
        assertTrue(detail.contains("α " + AnalysisText.bound(node.alpha())) && detail.contains("β " + AnalysisText.bound(node.beta())), detail);

        // the condition, in the tree's view (Red's by default), is met by the score the tree shows for the cutter
        int rootSide = Fen.parse(panel.viewModel().model().rootFen()).sideToMove();
        int shown = panel.views().tree().scoreView().score(cutter, rootSide, 0);
        String condition = code.conditionText();
        boolean atLeast = condition.startsWith("Cut if a reply scores ≥ ");
        assertTrue(atLeast || condition.startsWith("Cut if a reply scores ≤ "), condition);
        int bound = Integer.parseInt(condition.replaceAll("^Cut if a reply scores [≥≤] (-?\\d+) .*$", "$1"));
        assertTrue(condition.endsWith("(Red's view)"), condition);
        assertEquals(Math.abs(node.beta()), Math.abs(bound));
        assertTrue(atLeast ? shown >= bound : shown <= bound, shown + " vs " + condition);

        // step back by node through the events received: the highlight follows the event shown
        robot.clickOn("#controls-drawer"); // the controls open over the views
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(ViewRefresher.showing(panel.lookup("#step-kind")), "the drawer shows the step controls");
        select(robot, "step-kind", "node");
        robot.clickOn("#step-back");
        waitFor(10, () -> panel.viewModel().timeline().reviewing() && !panel.viewModel().timeline().rebuilding());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        List<PseudoLine> back = code.highlightedLines();
        String backVars = code.varsText();
        assertFalse(back.isEmpty());
        assertTrue(Set.of(Step.HORIZON, BasicStep.ENTER).contains(back.get(0).step() != null ? back.get(0).step()
                : back.get(0).basic()), back.toString());
        robot.clickOn("#step-forward");
        waitFor(10, () -> {
            robot.interact(() -> panel.views().refresher().refreshAll());
            return !code.varsText().equals(backVars);
        });

        // 中文, and projector mode; the next cutoff (a stand pat or a β-cutoff) lights its own step
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        robot.interact(() -> {
            panel.views().refresher().refreshAll();
            panel.setProjector(true);
        });
        assertTrue(code.stepText().startsWith("当前："), code.stepText());
        assertTrue(code.getStyle().contains(AnalysisPanel.PROJECTOR_FONT + "px"), code.getStyle());
        robot.interact(() -> panel.setProjector(false));
        select(robot, "step-kind", "cutoff");
        robot.clickOn("#step-forward");
        try {
            waitFor(20, () -> {
                robot.interact(() -> panel.views().refresher().refreshAll());
                GateStop h = panel.viewModel().session().held();
                return h != null && h.kind() == EventKind.CUTOFF && h.sequence() > cut.sequence()
                        && !code.highlightedLines().isEmpty() && code.highlightedLines().get(0).step() == h.step();
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not at a cutoff: " + code.stepText() + " / " + panel.viewModel().status(), e);
        }
        assertTrue(code.conditionText().startsWith("剪枝条件：某应着得分 "), code.conditionText());
        assertTrue(code.conditionText().endsWith("（红方视角）"), code.conditionText());
        robot.clickOn("#show-detail"); // the details off again: tree and code share the width
        org.xqlab.ui.SceneText found = new org.xqlab.ui.SceneText();
        robot.interact(() -> found.walk("analysis", code));
        assertTrue(found.findings().isEmpty(), "English in 中文: " + found.findings());
        UiTestSupport.screenshot(robot, analysis.stage().getScene(), "pseudocode-analysis-zh");
    }

    /**
     * Opened while the search is held at a cutoff (as a teacher opens it to show why), the pane shows the
     * highlighted line at once: the highlight was set before the pane had its size.
     */
    @Test
    void openedAtAHeldCutoffThePaneShowsTheHighlightedLine(FxRobot robot) throws Exception {
        select(robot, "config-preset", "pvs");
        robot.interact(() -> {
            panel.views().controls().setDepth(3);
            robot.lookup("#pace").queryAs(Slider.class).setValue(0);
        });
        for (int i = 0; i < 3; i++) {
            robot.clickOn("#step-cutoff");
            int n = i;
            waitFor(20, () -> panel.viewModel().session().held() != null
                    && panel.viewModel().session().held().kind() == EventKind.CUTOFF
                    && panel.viewModel().timeline().recording().size() > n);
        }
        robot.interact(() -> panel.views().refresher().refreshAll());
        robot.clickOn("#show-code");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        PseudocodeView code = panel.views().code();
        List<PseudoLine> lit = code.highlightedLines();
        assertEquals(1, lit.size(), "one line: " + lit);
        javafx.scene.Node line = code.row(code.listing().lines().indexOf(lit.get(0)));
        Bounds row = line.localToScreen(line.getBoundsInLocal());
        Bounds pane = code.localToScreen(code.getBoundsInLocal());
        assertTrue(pane.contains(row.getMinX() + 5, row.getMinY() + 2)
                && pane.contains(row.getMinX() + 5, row.getMaxY() - 2), row + " in " + pane);
    }

    /**
     * On a window narrower than 1280 Pseudocode takes the node details' place; switched off, the details it made
     * room for come back (from AnalysisLessonClipTest; the layout audit walks both states).
     */
    @Test
    void pseudocodeOffBringsBackTheDetailsItHid(FxRobot robot) {
        javafx.scene.control.ToggleButton detail = (javafx.scene.control.ToggleButton) panel.lookup("#show-detail");
        assertTrue(detail.isSelected(), "the node details shown as the window opens");
        robot.clickOn("#show-code");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(detail.isSelected(), "Pseudocode on a 1024-wide window takes the details' place");
        robot.clickOn("#show-code");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(detail.isSelected() && ViewRefresher.showing(panel.views().detail()),
                "Pseudocode off: the node details are back");
    }
}
