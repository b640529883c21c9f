package org.xqlab.ui.analysis;

import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.Await;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.Step;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.analysis.ReplayCursor;
import org.xqlab.teach.TeachingPosition;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Stepping in the real analysis window at 1024×768, driven as a presenter drives it: robot clicks on
 * the step buttons and the clicker's keys (→, ←, Space, Esc), the pace at its slowest (one event a
 * second), a depth-2 alphabeta search of the start position. What the commands do (where a step holds,
 * what stepping back rebuilds, the pace, the root moves searched) is tested without a robot in
 * {@link org.xqlab.analysis.LiveSteppingViewModelTest}; here the keys and buttons call them and the labels
 * and views show their result.
 */
@ExtendWith(ApplicationExtension.class)
class LiveSteppingTest {
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
        analysis = AnalysisWindow.open(window);
        analysis.stage().setWidth(1024);
        analysis.stage().setHeight(768);
        panel = analysis.panel();
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> analysis.stage().hide());
        // other test runs on the machine may hold the preferences file lock for a moment: retry until it is free
        java.util.prefs.BackingStoreException[] last = new java.util.prefs.BackingStoreException[1];
        boolean closed = Await.within(Duration.ofSeconds(20), Duration.ofMillis(100), () -> {
            try {
                UiTestSupport.close(robot, stage, prefs);
                return true;
            } catch (java.util.prefs.BackingStoreException e) {
                last[0] = e;
                return false;
            }
        });
        if (!closed) {
            throw new AssertionError("waited 20 s for the preferences file lock to be free", last[0]);
        }
    }

    private void slowestAlphabeta(FxRobot robot, int depth) {
        robot.interact(() -> {
            panel.views().config().setConfig(SearchConfig.preset("alphabeta"));
            panel.views().controls().setDepth(depth);
            robot.lookup("#pace").queryAs(Slider.class).setValue(0);
            analysis.stage().toFront();
            analysis.stage().requestFocus();
        });
    }

    /**
     * Waits until {@code condition} holds, read on the FX thread: between two FX tasks, never in the middle of
     * one (a task that sets the cursor and then moves it would otherwise be seen half done).
     */
    private static void waitFor(String what, long seconds, Callable<Boolean> condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited " + seconds + " s for " + what, e);
        }
    }

    private String status(FxRobot robot) {
        return robot.lookup("#analysis-status").queryAs(Label.class).getText();
    }

    private GateStop heldAtCutoff(FxRobot robot, long seconds) throws Exception {
        waitFor("held at a cutoff", seconds, () -> {
            GateStop h = panel.viewModel().session().held();
            return h != null && h.kind() == EventKind.CUTOFF && status(robot).startsWith("Held at a cutoff")
                    && status(robot).contains("event " + panel.viewModel().timeline().recording().size() + " ");
        });
        return panel.viewModel().session().held();
    }

    @Test
    void theStepButtonAndTheClickerKeysStepHoldStepBackResumePauseAndStop(FxRobot robot) throws Exception {
        slowestAlphabeta(robot, 2);
        robot.clickOn("#step-cutoff");
        GateStop first = heldAtCutoff(robot, 8);
        assertEquals(Step.BETA_CUTOFF, first.step());
        String firstStatus = status(robot);
        assertTrue(firstStatus.endsWith("(step to next cutoff)"), firstStatus);
        int recorded = panel.viewModel().timeline().recording().size();
        assertTrue(firstStatus.contains("event " + recorded), firstStatus);
        assertEquals("Event " + recorded + " of " + recorded + " · live",
                robot.lookup("#step-position").queryAs(Label.class).getText());
        robot.interact(() -> panel.views().refresher().refreshAll());
        String firstCaption = panel.views().captions().mainText();
        assertTrue(panel.views().tree().shownNodes() > 1, "the tree shows the search so far");
        assertFalse(firstCaption.isBlank());

        // → (the clicker's key) steps to the next cutoff, again at full speed
        robot.type(KeyCode.RIGHT);
        waitFor("the second cutoff", 8, () -> {
            GateStop h = panel.viewModel().session().held();
            return h != null && h.sequence() > first.sequence() && h.kind() == EventKind.CUTOFF
                    && status(robot).startsWith("Held at a cutoff");
        });
        GateStop second = panel.viewModel().session().held();
        robot.interact(() -> panel.views().refresher().refreshAll());
        assertFalse(panel.views().captions().mainText().equals(firstCaption), "a new cutoff, a new caption");

        // ← steps back to the first cutoff from the recorded events; the engine stays where it is
        robot.type(KeyCode.LEFT);
        waitFor("stepped back", 5, () -> status(robot).startsWith("Stepped back to a cutoff")
                && !panel.viewModel().timeline().rebuilding());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(panel.viewModel().timeline().reviewing());
        assertEquals(firstCaption, panel.views().captions().mainText(), "the view shows the first cutoff again");
        String position = robot.lookup("#step-position").queryAs(Label.class).getText();
        assertTrue(position.endsWith("stepped back"), position);

        // → moves forward through the recorded events first: back at the second cutoff, engine untouched
        robot.type(KeyCode.PAGE_DOWN);
        waitFor("forward through the recording", 5, () -> !panel.views().captions().mainText().equals(firstCaption));
        assertEquals(second.sequence(), panel.viewModel().session().held().sequence());

        // Space resumes at the pace set (slow), Space again pauses
        robot.type(KeyCode.SPACE);
        waitFor("running", 5, () -> status(robot).equals("Running…") && panel.viewModel().session().held() == null);
        assertFalse(panel.viewModel().timeline().reviewing());
        robot.type(KeyCode.SPACE);
        waitFor("paused", 5, () -> status(robot).startsWith("Paused at "));

        // Esc stops
        robot.type(KeyCode.ESCAPE);
        waitFor("stopped", 10, () -> !panel.viewModel().session().isRunning() && status(robot).startsWith("Stopped: depth "));
    }

    @Test
    void theStepByChoiceDrivesTheForwardKeyAndTheButtonsNameTheirKeys(FxRobot robot) throws Exception {
        slowestAlphabeta(robot, 2);
        robot.interact(() -> robot.lookup("#step-kind").queryAs(ComboBox.class).setValue("node"));
        assertEquals("Keys: → or Page Down (step forward)",
                robot.lookup("#step-forward").queryAs(Button.class).getTooltip().getText());
        assertEquals("Key: Esc (stop)", robot.lookup("#stop").queryAs(Button.class).getTooltip().getText());
        robot.clickOn("#step-forward");
        waitFor("held at a node", 8, () -> {
            GateStop h = panel.viewModel().session().held();
            return h != null && Set.of(EventKind.NODE_ENTERED, EventKind.QUIESCENCE_ENTERED).contains(h.kind())
                    && status(robot).endsWith("(step to next node)");
        });
        // the arrow keys of a field being edited stay with the field
        long at = panel.viewModel().session().held().sequence();
        robot.clickOn("#limit-nodes");
        robot.type(KeyCode.RIGHT);
        // once the key has been handled a step would already show: the gate lets go of its hold at once
        WaitForAsyncUtils.waitForFxEvents();
        GateStop still = panel.viewModel().session().held();
        assertEquals(at, still == null ? -1 : still.sequence(), "→ in a text field moves the caret, not the search");
        robot.type(KeyCode.ESCAPE);
        waitFor("stopped", 10, () -> !panel.viewModel().session().isRunning());
    }

    @Test
    void spaceOnAFocusedDropDownOpensItAndStartsNoSearch(FxRobot robot) throws Exception {
        slowestAlphabeta(robot, 2);
        ComboBox<?> stepKind = robot.lookup("#step-kind").queryAs(ComboBox.class);
        robot.interact(stepKind::requestFocus);
        robot.type(KeyCode.SPACE);
        waitFor("the Step by list open", 5, stepKind::isShowing);
        assertFalse(panel.viewModel().session().isRunning(), "Space on a drop-down opens it; it starts no search");
        robot.type(KeyCode.ESCAPE);
        waitFor("the Step by list closed", 5, () -> !stepKind.isShowing());
        // elsewhere (the Run button focused) Space still runs the search
        robot.interact(() -> robot.lookup("#run").query().requestFocus());
        robot.type(KeyCode.SPACE);
        waitFor("running", 5, () -> panel.viewModel().session().isRunning());
        robot.type(KeyCode.ESCAPE);
        waitFor("stopped", 10, () -> !panel.viewModel().session().isRunning());
    }

    @Test
    void abStopEndsBothSearchesPromptly(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setDepth(9);
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs("alphabeta", "", "pvs", "");
        });
        robot.clickOn("#ab-run");
        waitFor("A/B runs", 5, () -> panel.views().ab().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(panel.views().ab().isRunning(), "depth 9 alphabeta runs for long");
        long stopAt = System.nanoTime();
        robot.clickOn("#ab-stop");
        waitFor("both stopped", 5, () -> !panel.views().ab().isRunning());
        assertTrue((System.nanoTime() - stopAt) / 1e9 < 5);
        String text = robot.lookup("#ab-status").queryAs(Label.class).getText();
        assertTrue(text.startsWith("Stopped: "), text);
        assertTrue(panel.views().ab().resultA().depth() < 9 && panel.views().ab().resultB().depth() < 9);
    }

    @Test
    void searchOnlyTheseRootMovesAndTeachingPositionsFromTheControls(FxRobot robot) throws Exception {
        TeachingPosition fork = TeachingPosition.all().stream().filter(t -> t.id().equals("fork")).findFirst()
                .orElseThrow();
        robot.clickOn("#teaching-position");
        robot.clickOn(fork.nameEn());
        assertEquals(fork.fen(), robot.lookup("#analysis-fen").queryAs(javafx.scene.control.TextField.class).getText());
        assertTrue(robot.lookup("#teaching-about").queryAs(Label.class).getText().startsWith("Red has 7 moves."));
        robot.interact(() -> robot.lookup("#pace").queryAs(Slider.class).setValue(6));
        // only the fork, the king step and a horse retreat, chosen by clicking them in the list
        robot.clickOn("#root-moves-pick");
        Position p = Fen.parse(fork.fen());
        String[] allowed = {"h6g8", "d0d1", "h6i4"};
        for (String m : allowed) {
            robot.clickOn(window.boardNotation().format(p, Move.parseIccs(m)));
            robot.clickOn("#root-moves-pick");
        }
        robot.type(KeyCode.ESCAPE);
        String field = robot.lookup("#root-moves").queryAs(javafx.scene.control.TextField.class).getText();
        assertEquals(3, field.split(" ").length, field);
        robot.clickOn("#run");
        waitFor("finished", 20, () -> panel.viewModel().lastResult() != null && !panel.viewModel().session().isRunning());
        SearchResult some = panel.viewModel().lastResult();
        assertTrue(Set.of(allowed).contains(Move.iccs(some.bestMove())), Move.iccs(some.bestMove()));
        // the field's moves are the engine's own root restriction
        SearchResult direct = new Searcher(panel.views().config().getConfig()).search(p.copy(),
                SearchLimits.depth(fork.depth()).withSearchMoves(new int[] {Move.parseIccs("h6g8"),
                        Move.parseIccs("d0d1"), Move.parseIccs("h6i4")}));
        assertEquals(direct.bestMove(), some.bestMove());
        assertNotNull(robot.lookup("#root-moves").queryAs(javafx.scene.control.TextField.class).getTooltip());
    }

    @Test
    void theClickerKeysStepThroughAnOpenedTraceByTheChosenUnit(FxRobot robot,
                                                             @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path file = dir.resolve("fork.jsonl");
        try (org.xqlab.trace.TraceRecorder recorder = org.xqlab.trace.TraceRecorder.open(file,
                org.xqlab.trace.RecorderOptions.defaults().withCodec(org.xqlab.search.IccsMoveCodec.INSTANCE))) {
            new Searcher(SearchConfig.preset("alphabeta")).search(Fen.parse(TeachingPosition.all().get(2).fen()),
                    SearchLimits.depth(2), recorder);
        }
        TraceOpening.openAndWait(panel, file);
        robot.interact(() -> analysis.stage().requestFocus());
        ReplayCursor cursor = panel.viewModel().timeline().replayCursor();
        int end = cursor.size();
        assertEquals(end, cursor.position(), "a trace opens at its end");
        assertEquals("cutoff", robot.lookup("#step-kind").queryAs(ComboBox.class).getValue(), "the default unit");
        robot.type(KeyCode.PAGE_UP);
        waitFor("back to the last cutoff", 5, () -> cursor.position() < end && !panel.viewModel().timeline().rebuilding());
        int last = cursor.position();
        assertEquals(EventKind.CUTOFF, cursor.log().kind(last - 1), "held just after a cutoff");
        robot.type(KeyCode.LEFT);
        waitFor("the cutoff before", 5, () -> cursor.position() < last && !panel.viewModel().timeline().rebuilding());
        assertEquals(EventKind.CUTOFF, cursor.log().kind(cursor.position() - 1));
        robot.type(KeyCode.RIGHT);
        waitFor("forward again", 5, () -> cursor.position() == last && !panel.viewModel().timeline().rebuilding());
        assertFalse(panel.viewModel().session().isRunning(), "stepping a trace never starts the engine");
    }
}
