package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.scene.Scene;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.StepGate;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TraceRecorder;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.I18n;
import org.xqlab.analysis.MoveText;
import org.xqlab.analysis.ReplayCursor;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class AnalysisPanelTest {
    private AnalysisPanel panel;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        AnalysisText text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1400, 900);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private static GateStop awaitHold(StepGate gate) throws InterruptedException {
        assertTrue(gate.awaitHolding(20, TimeUnit.SECONDS), "the engine should be held");
        return gate.holding();
    }

    @Test
    void steppingToTheFirstQuietCutoffShowsTheCutoffItsGhostsCaptionKillerAndHeat(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setDepth(3);
            panel.viewModel().forward(StepMode.NEXT_CUTOFF);
        });
        StepGate gate = panel.viewModel().session().gate();
        GateStop stop = awaitHold(gate);
        EnumSet<Stage> quiet = EnumSet.of(Stage.QUIETS, Stage.KILLER_1, Stage.KILLER_2);
        for (int i = 0; i < 500 && !(stop.step() == Step.BETA_CUTOFF && quiet.contains(stop.stage())); i++) {
            gate.step(StepMode.NEXT_CUTOFF);
            stop = awaitHold(gate);
        }
        assertEquals(Step.BETA_CUTOFF, stop.step());
        GateStop cut = stop;
        robot.interact(() -> panel.views().refresher().refreshAll());

        // the tree shows the cutoff node, the ghost of its unsearched siblings and the highlighted cutoff edge
        SearchTreeView tree = panel.views().tree();
        TreeNode node = panel.viewModel().model().tree().node(cut.nodeId());
        assertNotNull(node, "the cut node is stored");
        assertTrue(tree.isShown(cut.nodeId()));
        int notSearched = MoveText.notSearched(panel.viewModel().model().rootFen(), node);
        assertTrue(notSearched > 0);
        assertEquals(notSearched, tree.ghostCount(cut.nodeId()));
        TreeNode cutChild = node.children().get(node.children().size() - 1);
        assertEquals(cut.move(), cutChild.move());
        assertEquals("cutoff", tree.styleOf(cut.nodeId() + ">" + cutChild.id()));

        // the caption names the step, the ply, the move in Chinese notation, the scores and the pruned count
        Position at = MoveText.positionAt(panel.viewModel().model().rootFen(), node);
        String chinese = Notation.CHINESE.format(at, cut.move());
        String caption = panel.views().captions().mainText();
        assertTrue(caption.startsWith("Step 12: β-cutoff at ply " + cut.ply() + ": " + chinese), caption);
        assertTrue(caption.contains("scored " + cut.score() + " ≥ β " + cut.beta()), caption);
        assertTrue(caption.endsWith("— " + notSearched + " moves not searched"), caption);
        assertTrue(panel.views().captions().otherText().startsWith("第12步：β截断，第" + cut.ply() + "层：" + chinese),
                panel.views().captions().otherText());

        int to = Move.to(cut.move());
        int point = org.xqlab.rules.Square.iccsRank(to) * 9 + org.xqlab.rules.Square.iccsFile(to);
        int heatBefore = panel.views().heatmap().destinationValue(point);

        // two events later the engine has stored the killer and rewarded the move's history cell
        gate.step(StepMode.nextEvents(2));
        awaitHold(gate);
        robot.interact(() -> panel.views().refresher().refreshAll());
        KillerView.Row row = panel.views().killers().rows().stream().filter(r -> r.ply() == cut.ply()).findFirst()
                .orElseThrow();
        assertEquals(cut.move(), row.slot1());
        assertEquals(chinese, row.text1());
        assertTrue(panel.views().heatmap().destinationValue(point) > heatBefore,
                "heat of " + Move.iccs(cut.move()) + " rose from " + heatBefore);

        // run to the end: the panel's statistics are the engine's own
        gate.resume();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        SearchResult result = panel.viewModel().lastResult();
        robot.interact(() -> panel.views().refresher().refreshAll());
        assertEquals(result.stats(), panel.views().statistics().shownStats());
        assertEquals(3, panel.views().statistics().rows().size());
    }

    @Test
    void aRecordedTraceReplaysAndScrubsBackToTheStart(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("search.jsonl");
        SearchResult recorded;
        try (TraceRecorder recorder = TraceRecorder.open(file,
                RecorderOptions.defaults().withCodec(IccsMoveCodec.INSTANCE))) {
            recorded = new Searcher(SearchConfig.defaults()).search(Position.startPosition(), SearchLimits.depth(3),
                    recorder);
        }
        TraceOpening.openAndWait(panel, file);
        ReplayCursor cursor = panel.viewModel().timeline().replayCursor();
        assertEquals(cursor.size(), cursor.position(), "a replay opens at its end");
        assertEquals(recorded.stats(), panel.views().statistics().shownStats());
        assertNotNull(panel.viewModel().model().tree().latestRoot());

        robot.interact(() -> panel.seek(cursor.size() / 2));
        seeked();
        assertTrue(panel.viewModel().model().tree().nodesStored() > 0);
        String[] during = new String[1];
        robot.interact(() -> {
            panel.seek(0); // back: rebuilt off the FX thread, which meanwhile stays free and says so
            during[0] = robot.lookup("#timeline-label").queryAs(javafx.scene.control.Label.class).getText();
        });
        assertEquals("event 0 of " + cursor.size() + " (seeking…)", during[0]);
        seeked();
        assertEquals("event 0 of " + cursor.size(),
                robot.lookup("#timeline-label").queryAs(javafx.scene.control.Label.class).getText());
        assertEquals(0, cursor.position());
        assertNull(panel.viewModel().model().tree().latestRoot());
        assertEquals(0, panel.views().tree().shownNodes());
        assertTrue(panel.views().statistics().shownStats().iterations().isEmpty());
        assertEquals("", panel.views().captions().mainText());

        robot.interact(() -> panel.seek(cursor.size()));
        seeked();
        assertEquals(recorded.stats(), panel.views().statistics().shownStats());
    }

    /** Waits until a seek in the trace (rebuilt off the FX thread when long) is shown. */
    private void seeked() throws java.util.concurrent.TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !panel.viewModel().timeline().rebuilding());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aBadConfigValueIsRefusedWithTheKeyAndTheAllowedRange(FxRobot robot) {
        robot.interact(() -> assertTrue(!panel.views().config().set("nullmove.r", "9")));
        String error = panel.views().config().errorText();
        assertTrue(error.contains("nullmove.r") && error.contains("1 to 4"), error);
        assertEquals("2", panel.views().config().getConfig().get("nullmove.r"));
    }

    @Test
    void aBadFenIsReportedAndNothingRuns(FxRobot robot) {
        robot.interact(() -> {
            panel.views().controls().setFen("not a fen");
            panel.viewModel().runOrResume();
        });
        assertTrue(!panel.viewModel().session().isRunning());
        assertNull(panel.viewModel().session().gate());
    }

    /** A teaching position chosen, then another FEN set: the chooser and its description no longer name it. */
    @Test
    void anotherPositionClearsTheTeachingPositionsName(FxRobot robot) {
        org.xqlab.teach.TeachingPosition rook = org.xqlab.teach.TeachingPosition.all().stream()
                .filter(t -> t.id().equals("rookadvisor")).findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<org.xqlab.teach.TeachingPosition> box =
                (javafx.scene.control.ComboBox<org.xqlab.teach.TeachingPosition>) panel.lookup("#teaching-position");
        javafx.scene.control.Label about = (javafx.scene.control.Label) panel.lookup("#teaching-about");
        robot.interact(() -> box.setValue(rook));
        assertEquals(rook.fen(), ((javafx.scene.control.TextField) panel.lookup("#analysis-fen")).getText());
        assertTrue(about.isVisible() && !about.getText().isEmpty(), "the chosen position is described");
        robot.interact(() -> panel.views().controls().setFen("3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1"));
        assertEquals(null, box.getValue(), "the chooser no longer names a position that is not the board's");
        assertTrue(!about.isVisible() || about.getText().isEmpty(), "nor describes it: " + about.getText());
        robot.interact(() -> box.setValue(rook));
        assertEquals(rook, box.getValue(), "chosen again, it stays chosen");
    }
}
