package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.Searcher;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.analysis.AnalysisViewModel;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Practice on a real position: a depth-2 alpha-beta search held where a node at ply 1 was just entered;
 * the robot clicks that node on the tree, presses "Predict the cut…" in the details, predicts "it will
 * cut, by a capture" (the stage alphabeta calls "captures (generation order)"), steps on and reads the grade, which must agree with what the node did.
 */
@ExtendWith(ApplicationExtension.class)
class CutPredictionDialogTest {
    private Stage stage;
    private AppPreferences prefs;
    private AnalysisWindow analysis;
    private AnalysisPanel panel;
    private MainWindow main;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        MainWindow window = UiTestSupport.openMain(stage, prefs);
        main = window;
        analysis = AnalysisWindowTest.openAt(window, 1024, 768);
        panel = analysis.panel();
        stage.setX(1028); // the main window beside the analysis window, as on a wide desktop
        stage.setY(0);
        stage.setWidth(880);
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> {
            for (Window w : Window.getWindows().stream().toList()) {
                if (w != stage) {
                    w.hide();
                }
            }
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    @Test
    void aPredictionAtAHeldNodeIsGradedByWhatTheSearchThenDoes(FxRobot robot) throws Exception {
        GateStop held = holdAtSecondNodeOfPlyOne(robot, analysis);
        long id = held.nodeId();
        // what the node does, from a search of the same request on its own (not from the window's model): a
        // stepped search is the same search, since the window's first search starts with cleared tables
        assertTrue(panel.viewModel().freshTables(), "the window's search started with cleared tables");
        NodeWatch expected = NodeWatch.of(panel.viewModel().startedRequest(), id);
        boolean cuts = expected.step != null;
        boolean right = cuts && expected.step == Step.BETA_CUTOFF && expected.stage == org.xqlab.trace.Stage.GOOD_CAPTURES;
        robot.interact(() -> panel.views().refresher().refreshAll());
        Point2D at = drawnStill(panel, Long.toString(id));
        TreeNode node = panel.viewModel().model().tree().node(id);
        assertNotNull(node);
        assertFalse(node.hasCutoff() || node.isFinished(), "the held node is not decided yet");
        robot.clickOn(at);
        assertEquals(node, panel.views().tree().selected());
        robot.clickOn("#node-predict");
        robot.clickOn("#predict-cut");
        robot.clickOn("#predict-stage");
        robot.clickOn("captures (generation order)"); // alphabeta orders captures as generated: named so
        robot.clickOn("#predict-go");
        String grade = right ? "Right: 2 / 2 ✔" : "Score: " + (cuts ? 1 : 0) + " / 2";
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> { // graded, whichever the grade
                String r = robot.lookup("#predict-result").queryAs(Label.class).getText();
                return r.startsWith("Right") || r.startsWith("Score");
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited 60 s for the prediction's grade", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
        TreeNode after = panel.viewModel().model().tree().node(id);
        assertEquals(cuts, after.hasCutoff(), "the window's tree agrees with the search on its own");
        assertTrue(after.hasCutoff() || after.isFinished());
        String result = robot.lookup("#predict-result").queryAs(Label.class).getText();
        String why = robot.lookup("#predict-why").queryAs(Label.class).getText();
        assertEquals(grade, result, why);
        if (cuts) {
            assertTrue(why.startsWith("The node cut"), why);
            assertTrue(why.endsWith("Step 12: β-cutoff."), why);
            // held at the node's own cutoff: the search stopped where it decided
            assertEquals(EventKind.CUTOFF, panel.viewModel().session().held().kind());
            assertEquals(id, panel.viewModel().session().held().nodeId());
        } else {
            assertTrue(why.startsWith("The node did not cut"), why);
        }
        String marks = robot.lookup("#predict-mark-0").queryAs(Label.class).getText();
        assertTrue(marks.startsWith(cuts ? "✔ Will it cut? cuts" : "✘ Will it cut? cuts → does not cut"),
                marks);
        UiTestSupport.screenshot(robot, robot.lookup("#predict-go").query().getScene(), "analysis-predict-cut");

        // the details follow the graded node: decided, so no "still being searched", no Predict, no "null"
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
        String summary = panel.views().detail().summaryText();
        assertFalse(summary.contains("still being searched"), summary);
        assertFalse(summary.contains("null"), summary);
        assertFalse(panel.views().detail().predictEnabled(), "a decided node cannot be predicted");

        // Close is there, and Esc closes the dialog
        javafx.stage.Window dialog = robot.lookup("#predict-close").query().getScene().getWindow();
        assertTrue(dialog.isShowing());
        robot.clickOn("#predict-result");
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(dialog.isShowing(), "Esc closes the Predict dialog");
    }

    /**
     * A trace file shown at an early event (no engine runs): Predict on a quiescence node still being searched
     * steps the replay on, cutoff by cutoff, until the node is decided and grades it — never "the search ended"
     * while events of the trace are still to come — and the window's tally counts it.
     */
    @Test
    void aPredictionOnATraceShownAtAnEarlyEventIsGraded(FxRobot robot, @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path file = dir.resolve("search.jsonl");
        org.xqlab.rules.Position start = org.xqlab.rules.Fen.parse(org.xqlab.search.Bench.POSITIONS.get(0));
        try (org.xqlab.trace.TraceRecorder rec = org.xqlab.trace.TraceRecorder.open(file,
                org.xqlab.trace.RecorderOptions.defaults().withCodec(org.xqlab.search.IccsMoveCodec.INSTANCE))) {
            new Searcher(SearchConfig.defaults()).search(start.copy(), org.xqlab.search.SearchLimits.depth(3), rec);
        }
        // the same search as events: the first quiescence node, where it is entered and what it does
        org.xqlab.analysis.ReplayLog log = new org.xqlab.analysis.ReplayLog(2_000_000);
        new Searcher(SearchConfig.defaults()).search(start.copy(), org.xqlab.search.SearchLimits.depth(3), log);
        org.xqlab.analysis.AnalysisModel walking = new org.xqlab.analysis.AnalysisModel(Integer.MAX_VALUE);
        org.xqlab.analysis.ReplayCursor walk = new org.xqlab.analysis.ReplayCursor(log, walking);
        int entered = -1;
        long id = -1;
        for (int i = 1; i <= log.size() && entered < 0; i++) {
            walk.seek(i);
            TreeNode c = walking.tree().current();
            if (c != null && c.isQuiescence() && c.depth() == 0 && !c.hasCutoff() && !c.isFinished()) {
                entered = i;
                id = c.id();
            }
        }
        assertTrue(entered > 0, "a quiescence node is entered");
        TreeNode open = walking.tree().node(id);
        for (int i = entered + 1; i <= log.size() && !org.xqlab.teach.exercise.CutPrediction.decided(open); i++) {
            walk.seek(i);
            open = walking.tree().node(id);
        }
        assertTrue(org.xqlab.teach.exercise.CutPrediction.decided(open), "the search decides the node later");
        boolean cuts = open.hasCutoff();

        TraceOpening.openAndWait(panel, file);
        int at = entered;
        robot.interact(() -> panel.seek(at));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> !panel.viewModel().timeline().rebuilding()).get());
        WaitForAsyncUtils.waitForFxEvents();
        long nodeId = id;
        TreeNode node = WaitForAsyncUtils.asyncFx(() -> panel.viewModel().model().tree().node(nodeId)).get();
        assertNotNull(node, "the quiescence node is in the tree shown");
        assertFalse(panel.viewModel().isRunning(), "no engine runs: a trace is shown");
        assertFalse(org.xqlab.teach.exercise.CutPrediction.decided(node), "not decided at the event shown");
        robot.interact(() -> CutPredictionDialog.open(panel, new AnalysisText(main.i18n()), node, main::boardNotation));
        WaitForAsyncUtils.waitForFxEvents();
        String opened = robot.lookup("#predict-node").queryAs(Label.class).getText();
        assertTrue(opened.contains("is being searched"), opened);
        robot.clickOn("#predict-nocut");
        robot.clickOn("#predict-go");
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> { // graded, or given up
                String r = robot.lookup("#predict-result").queryAs(Label.class).getText();
                return r.startsWith("Right") || r.startsWith("Score") || r.startsWith("The search ended");
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited 60 s for the prediction's grade", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
        String result = robot.lookup("#predict-result").queryAs(Label.class).getText();
        assertEquals(cuts ? "Score: 0 / 2" : "Right: 1 / 1 ✔", result);
        TreeNode after = WaitForAsyncUtils.asyncFx(() -> panel.viewModel().model().tree().node(nodeId)).get();
        assertEquals(cuts, after.hasCutoff(), "the window's replay agrees with the search");
        String tally = robot.lookup("#predict-tally").queryAs(Label.class).getText();
        assertEquals("In this window: 1 prediction graded, " + (cuts ? 0 : 1) + " all right; " + (cuts ? "0 of 2" : "1 of 1")
                + " marks right.", tally);
    }

    /** What a search does at one node, read from the search's own events. */
    private static final class NodeWatch implements SearchListener {
        final long id;
        Step step;
        org.xqlab.trace.Stage stage;

        private NodeWatch(long id) {
            this.id = id;
        }

        /** Runs {@code request}'s search on a searcher of its own and watches node {@code id}. */
        static NodeWatch of(org.xqlab.analysis.SearchRequest request, long id) {
            NodeWatch w = new NodeWatch(id);
            new Searcher(request.config()).search(request.position().copy(), request.limits(), w);
            return w;
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, org.xqlab.trace.Stage stage, int index, int depth, int score,
                           int beta, Step step) {
            if (nodeId == id && this.step == null) {
                this.step = step;
                this.stage = stage;
            }
        }
    }

    /**
     * Where node {@code id} is drawn on the screen, once it is drawn at the same point on two reads a pulse
     * apart (the tree is laid out and drawn, so a click lands on it); read on the FX thread.
     */
    private static Point2D drawnStill(AnalysisPanel panel, String id) throws Exception {
        Point2D[] seen = new Point2D[1];
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
                WaitForAsyncUtils.waitForFxEvents();
                Point2D p = WaitForAsyncUtils.asyncFx(() -> panel.views().tree().screenPointOf(id)).get();
                boolean still = p != null && p.equals(seen[0]);
                seen[0] = p;
                return still;
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited 20 s for the held node to be drawn (last at " + seen[0] + ")", e);
        }
        return seen[0];
    }

    /**
     * The rook endgame, preset alphabeta, depth 2, stepped node by node by robot clicks until the search is
     * held at the second node entered at ply 1 (the node a cut is predicted at).
     */
    static GateStop holdAtSecondNodeOfPlyOne(FxRobot robot, AnalysisWindow analysis) throws Exception {
        AnalysisPanel panel = analysis.panel();
        robot.interact(() -> {
            panel.views().config().setConfig(SearchConfig.preset("alphabeta"));
            panel.views().controls().setFen(SearchTreeClickTest.ENDGAME);
            panel.views().controls().setDepth(2);
            robot.lookup("#pace").queryAs(Slider.class).setValue(0);
            analysis.stage().toFront();
        });
        int plyOne = 0;
        GateStop held = null;
        for (int i = 0; i < 600 && plyOne < 2; i++) {
            robot.clickOn("#step-node");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null
                    || !panel.viewModel().session().isRunning() && panel.viewModel().lastResult() != null);
            held = panel.viewModel().session().held();
            assertNotNull(held, "the search ended before a second node at ply 1");
            if (held.kind() == EventKind.NODE_ENTERED && held.ply() == 1 && held.depth() == 1) {
                plyOne++;
            }
        }
        assertEquals(2, plyOne);
        return held;
    }
}
