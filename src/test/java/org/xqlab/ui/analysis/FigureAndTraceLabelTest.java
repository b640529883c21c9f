package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.figure.FigureFormat;
import org.xqlab.figure.TreeAnimation;
import org.xqlab.figure.TreeFigure;
import org.xqlab.figure.TreeFigureOptions;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.Step;
import org.xqlab.trace.TraceRecorder;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.I18n;
import org.xqlab.analysis.ReplayLog;
import org.xqlab.figure.ScoreView;
import org.xqlab.teach.TeachingPosition;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exported figures say what the window shows (each node's SVG text is the label the tree draws for it:
 * the same move, stage tag, sign convention and ≥/≤ bound marks; TikZ has the bound marks; GIF captions
 * name steps and stages in words, in both languages), and opening a trace makes the node details, their
 * small board and the events line the trace's, not the previous search's.
 */
@ExtendWith(ApplicationExtension.class)
class FigureAndTraceLabelTest {
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

    private void search(FxRobot robot, String id) throws Exception {
        // the pointer away from the tree: a node under it (left there by an earlier test in this JVM) is
        // labelled first and can take the room of a neighbour's label, which is not what this test checks
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150));
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            TeachingPosition t = TeachingPosition.all().stream().filter(p -> p.id().equals(id)).findFirst()
                    .orElseThrow();
            box.setValue(t);
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The first finished node, breadth first, whose score is a bound. */
    private static TreeNode withABound(TreeNode root) {
        java.util.ArrayDeque<TreeNode> queue = new java.util.ArrayDeque<>(java.util.List.of(root));
        while (!queue.isEmpty()) {
            TreeNode n = queue.poll();
            if (n.isFinished() && (n.bound() == org.xqlab.trace.Bound.LOWER || n.bound() == org.xqlab.trace.Bound.UPPER)) {
                return n;
            }
            queue.addAll(n.children());
        }
        return null;
    }

    @Test
    void theExportedTreeSaysWhatTheWindowDraws(FxRobot robot) throws Exception {
        search(robot, "rookadvisor");
        // a node with a bound (≥ or ≤) selected, so the tree draws one whatever it folds into "+N more"
        TreeNode bounded = withABound(panel.viewModel().model().tree().latestRoot());
        assertTrue(bounded != null, "the search has a node with a bound");
        robot.interact(() -> {
            panel.views().tree().select(bounded.id());
            panel.views().refresher().refreshAll();
        });
        WaitForAsyncUtils.waitForFxEvents();
        for (ScoreView view : ScoreView.values()) {
            robot.interact(() -> {
                panel.views().tree().scoreViewProperty().set(view);
                panel.views().refresher().refreshAll();
            });
            TreeFigure[] figure = new TreeFigure[1];
            Map<String, String> drawn = panel.views().tree().drawnLabels();
            robot.interact(() -> figure[0] = TreeFigure.ofSearch(panel.viewModel().model().tree().latestRoot(),
                    panel.viewModel().model().rootFen(), AnalysisExport.treeOptions(text, panel.views().refresher(),
                            () -> Notation.CHINESE)));
            String svg = figure[0].svg();
            int compared = 0;
            boolean bounds = false;
            for (TreeFigure.Item it : figure[0].items()) {
                if (!(it.key() instanceof Long id) || it.kind() != TreeFigure.Item.Kind.NODE) {
                    continue;
                }
                String screen = drawn.getOrDefault(Long.toString(id), "");
                if (screen.isEmpty()) {
                    continue;
                }
                TreeNode n = panel.viewModel().model().tree().node(id);
                String expected = screen; // the root named "root" on both
                assertEquals(expected, it.text(), view + ": figure label of node " + id);
                assertTrue(svg.contains(">" + expected + "<"), view + ": the SVG has " + expected);
                bounds |= screen.contains("≥") || screen.contains("≤");
                compared++;
            }
            assertTrue(compared >= 3, view + ": labels compared " + compared);
            assertTrue(bounds, view + ": bound marks are drawn and exported");
            String tikz = figure[0].tikz();
            assertTrue(tikz.contains("\\geq") || tikz.contains("\\leq"), "TikZ writes the bound marks");
        }
    }

    @Test
    void gifCaptionsNameStepsAndStagesInWordsInBothLanguages(FxRobot robot) throws Exception {
        search(robot, "rookadvisor");
        for (boolean zh : new boolean[] {false, true}) {
            ReplayLog log = panel.viewModel().timeline().recording();
            TreeFigureOptions o = AnalysisExport.treeOptions(text, panel.views().refresher(), () -> Notation.CHINESE)
                    .withChinese(zh);
            TreeAnimation a = TreeAnimation.ofEvents(l -> log.deliver(0, log.size(), l), o,
                    TreeAnimation.Every.CUTOFF, 200);
            assertTrue(a.captions().size() > 2);
            for (String c : a.captions()) {
                for (Step s : Step.values()) {
                    assertFalse(c.contains(s.name()), "caption without the internal name " + s.name() + ": " + c);
                }
                for (org.xqlab.trace.Stage s : org.xqlab.trace.Stage.values()) {
                    assertFalse(c.matches(".*\\b" + s.name() + "\\b.*"), "caption without " + s.name() + ": " + c);
                }
            }
            String all = String.join("\n", a.captions());
            assertTrue(zh ? all.contains("截断") : all.contains("cutoff at ply"), all);
        }
    }

    @Test
    void openingATraceMakesTheDetailsBoardAndEventsLineTheTraces(FxRobot robot, @TempDir Path dir) throws Exception {
        // a trace of another position than the search shown before
        String fen = "4k4/9/8r/7N1/9/9/9/9/9/3K5 w - - 0 1";
        Path trace = dir.resolve("fork.jsonl");
        try (TraceRecorder rec = TraceRecorder.open(trace,
                RecorderOptions.defaults().withCodec(IccsMoveCodec.INSTANCE))) {
            new Searcher(SearchConfig.preset("pvs")).search(Fen.parse(fen), SearchLimits.depth(2), rec);
        }
        search(robot, "rookadvisor");
        TreeNode ply1 = panel.viewModel().model().tree().latestRoot().children().get(0);
        robot.interact(() -> panel.views().tree().select(ply1.id()));
        String before = robot.lookup("#analysis-drops").queryAs(Label.class).getText();
        TraceOpening.openAndWait(panel, trace);
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
        NodeDetailView detail = panel.views().detail();
        assertEquals(panel.views().tree().selected(), detail.shownNode(), "the details show the tree's selection");
        Position traceRoot = Fen.parse(fen);
        if (detail.shownNode() == null) {
            assertEquals(Fen.format(traceRoot), detail.boardFen(), "the small board shows the trace's root");
        } else {
            assertEquals(Fen.format(TreeLabelTruthTest.positionAt(fen, detail.shownNode())), detail.boardFen());
        }
        assertNull(panel.viewModel().model().tree().node(ply1.id()) == null ? null
                : panel.viewModel().model().tree().node(ply1.id()) == ply1 ? "the old node" : null, "no node of the old search");
        String events = robot.lookup("#analysis-drops").queryAs(Label.class).getText();
        int size = panel.viewModel().timeline().replayCursor().size();
        assertTrue(events.startsWith(size + " events"), events + " (before: " + before + ")");
        assertFalse(events.equals(before), "the events line changed");
    }
}
