package org.xqlab.ui.analysis;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.figure.NodeText;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.exercise.CutPrediction;
import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.analysis.MoveText;
import org.xqlab.teach.TeachingPosition;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The node-details panel says what the selected node is now, read from what the panel draws (the
 * summary's drawn text, the Predict button, the child lines) after every step of a search stepped by
 * node, cutoff, event and iteration, with steps back, on the teaching positions "Rook against one
 * advisor" and the horse endgame under the alphabeta and pvs presets: a node entered and not decided is
 * "still being searched" with Predict offered; held at its own β-cutoff it is cut, by its move, with the
 * score the tree will write for it, and Predict is not offered; left, it has its score; after the
 * search ended nothing is "still being searched". The child lines wrap inside the panel at 1024×768
 * (none is cut with "…"). The Predict dialog names the stages as the preset orders its moves.
 */
@ExtendWith(ApplicationExtension.class)
class NodeDetailsFollowTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private javafx.stage.Stage stage;
    private Scene scene;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        scene = new Scene(panel, 1024, 768);
        stage.setScene(scene);
        stage.setX(0);
        stage.setY(0);
        stage.show();
        stage.sizeToScene(); // 1024×768 even when an earlier test class left the shared stage narrower
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            for (javafx.stage.Window w : javafx.stage.Window.getWindows().stream().toList()) {
                if (w != stage) {
                    w.hide();
                }
            }
            panel.close();
            stage.hide();
        });
    }

    private void setUp(FxRobot robot, String fen, String preset, int depth) {
        assertEquals(1024, scene.getWidth(), "the window is 1024 wide");
        robot.interact(() -> {
            if (panel.lookup("#show-detail") instanceof ToggleButton t && !t.isSelected()) {
                t.fire();
            }
            panel.views().config().setConfig(SearchConfig.preset(preset));
            panel.views().controls().setFen(fen);
            panel.views().controls().setDepth(depth);
        });
    }

    private static String fenOf(String id) {
        return TeachingPosition.all().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow().fen();
    }

    private GateStop step(FxRobot robot, StepMode mode) throws Exception {
        robot.interact(() -> panel.viewModel().forward(mode));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null
                || !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        refresh(robot);
        return panel.viewModel().session().held();
    }

    private void refresh(FxRobot robot) {
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void select(FxRobot robot, long id) {
        robot.interact(() -> panel.views().tree().select(id));
        refresh(robot);
    }

    /** The summary as drawn: the text node inside the label (an ellipsis would show here). */
    private String drawnSummary() {
        Label l = (Label) scene.lookup("#node-summary");
        Text t = (Text) l.lookup(".text");
        assertNotNull(t, "the summary is drawn");
        assertEquals(l.getText(), t.getText(), "the summary is drawn whole");
        return t.getText();
    }

    private boolean predictShown() {
        Button b = (Button) scene.lookup("#node-predict");
        return b.isVisible() && !b.isDisabled();
    }

    /** Every child line is drawn whole (no "…"), inside the details panel and the window. */
    private int assertChildLinesReadable() {
        Node box = scene.lookup("#node-child-lines");
        Node detail = scene.lookup("#node-detail");
        double right = Math.min(detail.localToScene(detail.getLayoutBounds()).getMaxX(), scene.getWidth());
        int n = 0;
        for (Node c : ((javafx.scene.Parent) box).getChildrenUnmodifiable()) {
            Label l = (Label) c;
            Text t = (Text) l.lookup(".text");
            assertNotNull(t, "child line " + l.getText() + " is drawn");
            assertEquals(l.getText(), t.getText(), "child line drawn whole");
            assertTrue(t.localToScene(t.getLayoutBounds()).getMaxX() <= right + 1,
                    "child line " + l.getText() + " ends inside the panel");
            assertEquals(l.getText(), l.getTooltip().getText(), "the full line as tooltip");
            n++;
        }
        List<String> clipped = new SceneClip().walk("analysis", scene).findings().stream()
                .filter(f -> f.contains("#node-detail")).toList();
        assertTrue(clipped.isEmpty(), String.join("\n", clipped));
        return n;
    }

    /** What the details must say of {@code n} now; returns its state name. */
    private String assertDetails(TreeNode n) {
        assertEquals(n, panel.views().detail().shownNode(), "the details show the selected node");
        String summary = drawnSummary();
        boolean searching = panel.viewModel().model().isSearching();
        String state;
        if (n.isFinished()) {
            state = "left";
            assertFalse(summary.contains(text.get("node.open")), summary);
            assertTrue(summary.contains("actual type " + n.actual()), summary);
            assertFalse(predictShown(), "Predict for a node already left: " + summary);
        } else if (n.hasCutoff()) {
            state = "cut";
            assertFalse(summary.contains(text.get("node.open")), "a cut node is not still being searched: " + summary);
            assertFalse(summary.contains(text.get("node.stopped")), summary);
            assertFalse(predictShown(), "Predict for a node already cut: " + summary);
            if (n.cutoffStep() == Step.BETA_CUTOFF) {
                String fen = panel.viewModel().model().rootFen();
                String move = MoveText.format(MoveText.positionAt(fen, n), n.cutMove(), Notation.CHINESE);
                assertTrue(summary.contains("cut: its move " + move + " (#" + (n.cutIndex() + 1) + ", "), summary);
                TreeNode c = null;
                for (TreeNode k : n.children()) {
                    if (k.move() == n.cutMove()) {
                        c = k;
                    }
                }
                assertNotNull(c);
                // the cutting move's score as the tree draws it on that move (Red's view), a bound for this node
                String drawn = panel.views().tree().drawnLabels().get(Long.toString(c.id()));
                if (drawn != null && c.isFinished()) {
                    String childScore = drawn.substring(drawn.lastIndexOf(' ') + 1).replace("≥", "").replace("≤", "");
                    assertTrue(summary.contains("score ≥" + childScore + " (Red's view)")
                            || summary.contains("score ≤" + childScore + " (Red's view)"), summary + " / " + drawn);
                }
                String line = panel.views().detail().childLines().get(n.children().indexOf(c));
                assertTrue(line.endsWith("← " + text.get("node.cutMark")), line);
            } else {
                assertTrue(summary.contains("cut before any move"), summary);
                GateStop h = panel.viewModel().session().held();
                if (h != null && h.kind() == EventKind.CUTOFF && h.nodeId() == n.id()) {
                    int score = Math.abs(h.score());
                    String number = score == 0 ? "0" : "+" + score;
                    assertTrue(summary.matches("(?s).*score [≥≤][+-]?" + score + " \\(Red's view\\).*")
                            || summary.contains("score ≥" + number) || score > 20000, summary + " / held " + h);
                }
            }
        } else if (searching) {
            state = "open";
            assertTrue(summary.contains(text.get("node.open")), summary);
            assertEquals(!CutPrediction.decided(n), predictShown(), "Predict for an undecided node");
        } else {
            state = "stopped";
            assertTrue(summary.contains(text.get("node.stopped")), summary);
            assertFalse(predictShown());
        }
        assertFalse(summary.contains("null"), summary);
        // a window not narrowed yet is written with ∞, as the pseudocode writes it, never the engine's 32000
        assertTrue(summary.contains("α " + AnalysisText.bound(n.alpha()) + " · β " + AnalysisText.bound(n.beta())), summary);
        assertFalse(summary.contains(Integer.toString(org.xqlab.search.Scores.INFINITY)), summary);
        assertChildLinesReadable();
        return state;
    }

    private void walk(FxRobot robot, String fen, String preset, int depth, Set<String> seen) throws Exception {
        setUp(robot, fen, preset, depth);
        StepMode[] modes = {StepMode.NEXT_NODE, StepMode.NEXT_CUTOFF, StepMode.NEXT_EVENT, StepMode.NEXT_CUTOFF,
                StepMode.NEXT_STAGE, StepMode.NEXT_CUTOFF, StepMode.NEXT_ITERATION};
        List<String> done = new ArrayList<>();
        long selected = -1;
        for (int i = 0; i < 40; i++) {
            StepMode mode = modes[i % modes.length];
            GateStop held = step(robot, mode);
            done.add(mode.kind() + (held == null ? " end" : " " + held.kind() + "@" + held.nodeId()));
            if (held == null) {
                break;
            }
            if (held.kind() == EventKind.CUTOFF || held.kind() == EventKind.NODE_ENTERED || i % 5 == 0) {
                selected = held.nodeId();
                select(robot, selected);
            }
            if (i % 9 == 8) {
                robot.interact(() -> panel.stepBack());
                WaitForAsyncUtils.waitForFxEvents();
                refresh(robot);
                done.add("back");
                seen.add("stepped back");
            }
            TreeNode sel = panel.views().tree().selected();
            if (sel == null) {
                continue;
            }
            try {
                String state = assertDetails(sel);
                seen.add(state);
                if (state.equals("cut") && held.kind() == EventKind.CUTOFF && held.nodeId() == sel.id()) {
                    seen.add("held at its own cutoff");
                    if (sel.cutoffStep() == Step.BETA_CUTOFF && seen.add("held at its own β-cutoff")) {
                        org.xqlab.ui.UiTestSupport.screenshot(robot, scene, "analysis-details-held-at-cut");
                    }
                }
                if (sel.isFinished() && sel.actual() == org.xqlab.trace.NodeType.PV) {
                    seen.add("PV");
                }
            } catch (AssertionError e) {
                throw new AssertionError(preset + " depth " + depth + " after " + String.join(", ", done) + ": "
                        + e.getMessage(), e);
            }
        }
        // the search run to its end: the selected node is no longer "still being searched"
        robot.interact(() -> panel.viewModel().runOrResume());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.viewModel().model().isSearching());
        refresh(robot);
        TreeNode sel = panel.views().tree().selected();
        if (sel != null) {
            assertFalse(drawnSummary().contains(text.get("node.open")), drawnSummary());
            assertFalse(predictShown(), "no Predict after the search ended");
            assertDetails(sel);
            seen.add("search ended");
        }
        // the principal variation: each node on the best line, selected, says its actual type PV when it is one
        TreeNode root = panel.viewModel().model().tree().latestRoot();
        for (TreeNode n : org.xqlab.trace.SearchTree.bestLine(root)) {
            select(robot, n.id());
            assertDetails(panel.views().tree().selected());
            if (n.actual() == org.xqlab.trace.NodeType.PV) {
                assertTrue(drawnSummary().contains("actual type PV"), drawnSummary());
                seen.add("PV");
            }
        }
    }

    @Test
    void theDetailsSayWhatTheSelectedNodeIsAfterEveryStepHeldAtItsCutoffItIsCut(FxRobot robot) throws Exception {
        Set<String> seen = new TreeSet<>();
        walk(robot, fenOf("rookadvisor"), "alphabeta", 2, seen);
        walk(robot, SearchTreeClickTest.ENDGAME, "pvs", 3, seen);
        walk(robot, fenOf("rookadvisor"), "pvs", 3, seen);
        for (String s : List.of("open", "cut", "held at its own cutoff", "held at its own β-cutoff", "left", "PV", "stepped back", "search ended")) {
            assertTrue(seen.contains(s), "the walk saw a node " + s + ": " + seen);
        }
    }

    /** The stage names the Predict dialog's list draws (opened from the details of an undecided node). */
    private List<String> predictStageNames(FxRobot robot, String preset) throws Exception {
        setUp(robot, fenOf("rookadvisor"), preset, 2);
        GateStop held = null;
        for (int i = 0; i < 50; i++) {
            held = step(robot, StepMode.NEXT_NODE);
            assertNotNull(held, "the search ended before an undecided node at ply 1");
            if (held.kind() == EventKind.NODE_ENTERED && held.ply() == 1) {
                break;
            }
        }
        select(robot, held.nodeId());
        assertTrue(predictShown(), "Predict is offered for the node just entered");
        robot.interact(() -> ((Button) scene.lookup("#node-predict")).fire());
        WaitForAsyncUtils.waitForFxEvents();
        javafx.stage.Window dialog = javafx.stage.Window.getWindows().stream()
                .filter(w -> w.getScene() != null && w.getScene().lookup("#predict-stage") != null).findFirst()
                .orElseThrow();
        @SuppressWarnings("unchecked")
        ComboBox<Stage> box = (ComboBox<Stage>) dialog.getScene().lookup("#predict-stage");
        List<String> names = new ArrayList<>();
        robot.interact(() -> {
            for (Stage s : box.getItems()) {
                box.setValue(s); // the button cell then draws the chosen stage as the list does
                box.applyCss();
                box.layout();
                names.add(box.getButtonCell().getText());
            }
            dialog.hide();
        });
        robot.interact(() -> panel.viewModel().stop());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        return names;
    }

    @Test
    void predictNamesTheStagesAsThePresetOrdersItsMoves(FxRobot robot) throws Exception {
        List<String> alphabeta = predictStageNames(robot, "alphabeta");
        String config = SearchConfig.preset("alphabeta").diff();
        assertTrue(alphabeta.contains("quiet moves (generation order)"), alphabeta.toString());
        assertTrue(alphabeta.contains("captures (generation order)"), alphabeta.toString());
        assertFalse(alphabeta.contains(Stage.QUIETS.english()), alphabeta.toString());
        assertFalse(alphabeta.contains(Stage.KILLER_1.english()), "no killers in alphabeta: " + alphabeta);
        assertFalse(alphabeta.contains(Stage.HASH.english()), "no hash move in alphabeta: " + alphabeta);
        assertEquals(Stage.QUIETS.caption(config, false), "quiet moves (generation order)");
        List<String> pvs = predictStageNames(robot, "pvs");
        assertTrue(pvs.contains(Stage.QUIETS.english()), pvs.toString());
        assertTrue(pvs.contains(Stage.GOOD_CAPTURES.english()), pvs.toString());
        assertTrue(pvs.contains(Stage.KILLER_1.english()), pvs.toString());
        assertFalse(pvs.contains("quiet moves (generation order)"), pvs.toString());
    }
}
