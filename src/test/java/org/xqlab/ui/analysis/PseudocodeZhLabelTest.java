package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.TeachingPosition;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.PseudoLine;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.BundleProse;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.code.PseudocodeView;
import org.xqlab.ui.play.MainWindow;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the analysis window draws of the pseudocode and the node details in 中文, read from the scene
 * graph: the teaching position "rook against one advisor" searched with PVS at its depth, stepped cutoff
 * by cutoff and node by node, then run to its end. At every step the pseudocode pane's drawn texts
 * (comments, the step, the variables, the pruning condition; not the code) hold no English prose word
 * of the English bundles (the pseudocode's, the pane's, the node details'), and the highlighted line's
 * comment is drawn in Chinese. Then a PV, a CUT and an ALL node are selected: the node details and the
 * tree's hover text name their expected and actual types in the Chinese words ("Cut 节点（截断）") and no
 * English; after a switch to English the same node reads "expected CUT" / "actual type CUT" as before.
 */
@ExtendWith(ApplicationExtension.class)
class PseudocodeZhLabelTest {
    private static final String ANALYSIS_EN = "/org/xqlab/ui/analysis/analysis.properties";
    private static final String ANALYSIS_ZH = "/org/xqlab/ui/analysis/analysis_zh.properties";
    private Stage stage;
    private AppPreferences prefs;
    private AnalysisWindow analysis;
    private AnalysisPanel panel;
    private MainWindow window;

    /** English prose of the pseudocode, the pane and the node details. */
    private final BundleProse prose = new BundleProse()
            .add("/org/xqlab/trace/pseudocode.properties")
            .add("/org/xqlab/ui/messages.properties", "code.")
            .add(ANALYSIS_EN, "node.", "mark.", "bound.", "side.", "tree.", "detail.", "scores.");

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

    @Test
    void inChineseThePseudocodeAndTheNodeTypesAreDrawnInChinese(FxRobot robot) throws Exception {
        assertTrue(prose.words().containsAll(List.of("cut", "expected", "type", "reply", "captures")),
                "the list is read from the English bundles: " + prose.words());
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            TeachingPosition rook = TeachingPosition.all().stream().filter(t -> t.id().equals("rookadvisor"))
                    .findFirst().orElseThrow();
            box.setValue(rook);
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.views().controls().setDepth(rook.depth());
        });
        robot.clickOn("#show-code");
        WaitForAsyncUtils.waitForFxEvents();
        if (!ViewRefresher.showing(panel.views().detail())) {
            robot.clickOn("#show-detail");
            WaitForAsyncUtils.waitForFxEvents();
        }
        PseudocodeView code = panel.views().code();
        assertTrue(ViewRefresher.showing(code));
        checkCode(code, "before the search");

        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            step(robot, StepMode.NEXT_CUTOFF);
            checkCode(code, "cutoff " + (i + 1));
            seen.add(code.stepText());
        }
        for (int i = 0; i < 6; i++) {
            step(robot, StepMode.NEXT_NODE);
            checkCode(code, "node step " + (i + 1));
            seen.add(code.stepText());
        }
        assertTrue(seen.stream().distinct().count() >= 2, "the steps light different lines: " + seen);
        UiTestSupport.screenshot(robot, analysis.stage().getScene(), "pseudocode-zh-label");

        robot.interact(() -> panel.viewModel().runOrResume());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.viewModel().model().isSearching());
        refresh(robot);
        checkCode(code, "after the search");

        Map<NodeType, TreeNode> byType = new EnumMap<>(NodeType.class);
        collect(panel.viewModel().model().tree().latestRoot(), byType);
        assertEquals(List.of(NodeType.PV, NodeType.CUT, NodeType.ALL), List.copyOf(byType.keySet()),
                "the search has nodes of every type");
        for (Map.Entry<NodeType, TreeNode> e : byType.entrySet()) {
            TreeNode n = e.getValue();
            robot.interact(() -> assertTrue(panel.views().tree().select(n.id())));
            refresh(robot);
            String summary = panel.views().detail().summaryText();
            String actual = BundleProse.value(ANALYSIS_ZH, "node.type." + e.getKey().name());
            assertTrue(summary.contains(lead("node.result", "{2}") + " " + actual), e.getKey() + " in Chinese: " + summary);
            String expected = BundleProse.value(ANALYSIS_ZH, "node.type." + n.expected().name());
            assertTrue(summary.contains(lead("node.summary", "{5}") + " " + expected),
                    "expected " + n.expected() + " in Chinese: " + summary);
            List<String> english = new ArrayList<>();
            for (String t : BundleProse.drawn(panel.views().detail())) {
                english.addAll(prose.found(withoutTypeWords(t)));
            }
            assertEquals(List.of(), english, "English in the node details of a " + e.getKey() + " node: "
                    + BundleProse.drawn(panel.views().detail()));
            org.xqlab.ui.SceneText words = new org.xqlab.ui.SceneText();
            robot.interact(() -> words.walk("details", panel.views().detail()));
            assertEquals(List.of(), words.findings(), "an English word in the details of a " + e.getKey() + " node");
            if (e.getKey() == NodeType.CUT) {
                UiTestSupport.screenshot(robot, analysis.stage().getScene(), "pseudocode-zh-label-cut-node");
            }
            // the tree's hover text over the node, where it is drawn
            Point2D at = panel.views().tree().screenPointOf(Long.toString(n.id()));
            if (at != null) {
                robot.moveTo(at);
                WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> panel.views().tree().tooltipText() != null);
                String tip = panel.views().tree().tooltipText();
                assertTrue(tip.contains(actual), "hover text of a " + e.getKey() + " node: " + tip);
                assertEquals(List.of(), prose.found(withoutTypeWords(tip)), "English in the hover text: " + tip);
                robot.moveTo(panel.views().code());
            }
        }

        // English reads as before: the engine's names of the types
        TreeNode cut = byType.get(NodeType.CUT);
        robot.interact(() -> window.i18n().setLocale(I18n.ENGLISH));
        robot.interact(() -> assertTrue(panel.views().tree().select(cut.id())));
        refresh(robot);
        String summary = panel.views().detail().summaryText();
        assertTrue(summary.contains("actual type CUT") && summary.contains("expected " + cut.expected().name()), summary);
        assertTrue(code.stepText().startsWith("Now: "), code.stepText());
    }

    /** Every drawn text of the pane in Chinese; the highlighted line's comment among them, in Chinese. */
    private void checkCode(PseudocodeView code, String when) {
        List<String> texts = BundleProse.drawn(code);
        assertFalse(texts.isEmpty(), when);
        List<String> english = new ArrayList<>();
        for (String t : texts) {
            english.addAll(prose.found(t));
        }
        assertEquals(List.of(), english, "English prose in the 中文 pseudocode " + when + ": " + texts);
        for (PseudoLine l : code.highlightedLines()) {
            if (!l.commentKey().isEmpty()) {
                String zh = BundleProse.value("/org/xqlab/trace/pseudocode_zh.properties", l.commentKey());
                assertTrue(texts.stream().anyMatch(t -> t.contains(zh)), when + ": the comment '" + zh + "' is drawn: " + texts);
            }
        }
        if (!code.highlightedLines().isEmpty()) {
            assertTrue(code.stepText().startsWith("当前："), when + ": " + code.stepText());
        }
    }

    /** The word before {@code placeholder} in the Chinese bundle's {@code key} ("实际类型" before {2} in node.result). */
    private static String lead(String key, String placeholder) {
        String v = BundleProse.value(ANALYSIS_ZH, key);
        String before = v.substring(0, v.indexOf(placeholder)).trim();
        return before.substring(before.lastIndexOf('·') + 1).trim();
    }

    /** The Chinese bundle's names of the node types keep the letters PV/Cut/All beside the Chinese word. */
    private static String withoutTypeWords(String text) {
        String out = text;
        for (NodeType t : NodeType.values()) {
            out = out.replace(BundleProse.value(ANALYSIS_ZH, "node.type." + t.name()), " ");
        }
        return out;
    }

    private static void collect(TreeNode n, Map<NodeType, TreeNode> byType) {
        if (n == null) {
            return;
        }
        if (n.isFinished() && !n.isQuiescence() && n.actual() != null && n.expected() != null && n.parent() != null
                && !byType.containsKey(n.actual())) {
            byType.put(n.actual(), n);
        }
        for (TreeNode c : n.children()) {
            collect(c, byType);
        }
    }

    private void step(FxRobot robot, StepMode mode) throws Exception {
        robot.interact(() -> panel.viewModel().forward(mode));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null
                || !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        refresh(robot);
    }

    private void refresh(FxRobot robot) {
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
