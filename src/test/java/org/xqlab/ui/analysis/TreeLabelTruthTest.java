package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

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
import org.xqlab.figure.NodeText;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.exercise.CutPrediction;
import org.xqlab.trace.Bound;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.I18n;
import org.xqlab.figure.ScoreView;
import org.xqlab.figure.TreeLayout;
import org.xqlab.teach.TeachingPosition;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every label the tree draws is its own node's, and the node details are the selected node's, after
 * any sequence of runs, steps, steps back, new searches, language, notation and score-view switches on
 * the teaching positions. The labels are read from the graph GraphStream draws (each node's
 * {@code ui.label}), the tooltip from the tooltip shown when the robot points at a drawn node, and each is
 * compared with a label written here from the node's own move, played in the position its own path from
 * the root leads to (the move's piece must belong to the side to move there).
 */
@ExtendWith(ApplicationExtension.class)
class TreeLabelTruthTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private javafx.stage.Stage stage;
    private volatile Notation notation = Notation.CHINESE;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> notation);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    // ---------------------------------------------------------------- the labels written here

    /** The position at {@code n}: the root FEN with the path's moves played, each checked legal for the side to move. */
    static Position positionAt(String rootFen, TreeNode n) {
        Deque<TreeNode> path = new ArrayDeque<>();
        for (TreeNode a = n; a.parent() != null; a = a.parent()) {
            path.push(a);
        }
        Position p = Fen.parse(rootFen);
        for (TreeNode a : path) {
            if (a.move() == Move.NONE) {
                p.makeNullMove();
            } else {
                assertMoveOfSideToMove(p, a);
                p.makeMove(a.move());
            }
        }
        return p;
    }

    static void assertMoveOfSideToMove(Position p, TreeNode n) {
        assertTrue(p.isLegal(n.move()), Move.iccs(n.move()) + " is not legal where node " + n.id() + " is entered");
        assertEquals(p.sideToMove(), Piece.colorOf(p.pieceAt(Move.from(n.move()))),
                "the move into node " + n.id() + " is played by the side to move");
    }

    /**
     * The label of {@code n}: its move in {@code notation} (with its stage tag) and its score in {@code view}, or
     * "(searching)" / "(unfinished)" while it has none ("(cut)" held at its cutoff).
     */
    String expectedLabel(AnalysisText text, String rootFen, TreeNode n, Notation notation, ScoreView view) {
        TreeNode root = n;
        while (root.parent() != null) {
            root = root.parent();
        }
        int rootSide = Fen.parse(rootFen).sideToMove();
        String score;
        if (!n.isFinished()) {
            // in words, never an ellipsis that reads as a label cut short
            score = n.hasCutoff() ? text.get("tree.cut")
                    : panel.viewModel().model().isSearching() ? text.get("tree.searching") : text.get("tree.unfinished");
        } else {
            int side = (n.ply() - root.ply()) % 2 == 0 ? rootSide : 1 - rootSide;
            boolean flip = view == ScoreView.RED && side != Piece.RED || view == ScoreView.ROOT_SIDE && side != rootSide;
            Bound b = n.bound();
            if (flip && b == Bound.LOWER) {
                b = Bound.UPPER;
            } else if (flip && b == Bound.UPPER) {
                b = Bound.LOWER;
            }
            score = NodeText.score(flip ? -n.score() : n.score(), b, text.isChinese());
        }
        if (n.parent() == null) {
            return NodeText.join(text.get("tree.root"), score); // named as the figure and the page name it
        }
        Position parent = positionAt(rootFen, n.parent());
        String move;
        if (n.move() == Move.NONE) {
            move = text.get("tree.nullMove");
        } else {
            assertMoveOfSideToMove(parent, n);
            move = notation.format(parent, n.move());
        }
        String tag = NodeText.stageTag(n.stage());
        // no space before a full-width bracket (中文 "（搜索中）")
        return move + (tag.isEmpty() ? "" : " " + tag) + (score.startsWith("（") ? "" : " ") + score;
    }

    /** Every drawn node label equals the label written here; returns how many were compared. */
    private int assertDrawnLabels() {
        SearchTreeView tree = panel.views().tree();
        Map<String, String> drawn = tree.drawnLabels();
        int compared = 0;
        for (TreeLayout.Placed p : tree.placed()) {
            String label = drawn.get(p.id());
            assertNotNull(label, "placed item " + p.id() + " is in the graph");
            if (p.isGhost() || p.isMore() || label.isEmpty()) {
                continue;
            }
            TreeNode n = panel.viewModel().model().tree().node(Long.parseLong(p.id()));
            assertSame(p.node(), n, "item " + p.id() + " is the model's node of that id");
            assertEquals(expectedLabel(text, panel.viewModel().model().rootFen(), n, notation, tree.scoreView()), label,
                    "label drawn at node " + p.id() + " (ply " + n.ply() + ")");
            compared++;
        }
        return compared;
    }

    /** The details show the selected node as it is now. */
    private void assertDetailsFollow() {
        SearchTreeView tree = panel.views().tree();
        NodeDetailView detail = panel.views().detail();
        TreeNode sel = tree.selected();
        assertSame(sel, detail.shownNode(), "the details show the selected node");
        String summary = detail.summaryText();
        boolean searching = panel.viewModel().model().isSearching();
        if (sel == null) {
            assertEquals(text.get("node.none"), summary);
            assertEquals(Fen.format(Fen.parse(panel.viewModel().model().rootFen())), detail.boardFen());
            assertFalse(detail.predictEnabled());
            return;
        }
        assertEquals(Fen.format(positionAt(panel.viewModel().model().rootFen(), sel)), detail.boardFen(), "small board");
        if (sel.isFinished()) {
            String label = expectedLabel(text, panel.viewModel().model().rootFen(), sel, notation, tree.scoreView());
            String score = label.substring(label.lastIndexOf(' ') + 1);
            assertTrue(summary.contains(score + " (") || summary.contains(score + "（"), summary + " has the score " + score);
            assertFalse(summary.contains(text.get("node.open")), summary);
        } else if (sel.hasCutoff()) {
            assertFalse(summary.contains(text.get("node.open")), "a cut node is not still being searched: " + summary);
        } else {
            assertTrue(summary.contains(text.get(searching ? "node.open" : "node.stopped")), summary);
        }
        assertFalse(summary.contains("null"), summary);
        assertEquals(searching && !CutPrediction.decided(sel), detail.predictEnabled(), "Predict enabled");
        if (sel.parent() != null) {
            String move = sel.move() == Move.NONE ? text.get("tree.nullMove")
                    : notation.format(positionAt(panel.viewModel().model().rootFen(), sel.parent()), sel.move());
            assertTrue(summary.startsWith(text.get("node.summary", move, Integer.toString(sel.ply()), "",
                    "", "", "", "", "").split("·")[0].trim()), summary + " names " + move);
        }
    }

    // ---------------------------------------------------------------- driving the panel

    private void choose(FxRobot robot, String id, int depth) {
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(TeachingPosition.all().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow());
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.views().controls().setDepth(depth);
        });
    }

    private void runToEnd(FxRobot robot) throws Exception {
        robot.interact(() -> panel.viewModel().runOrResume());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.viewModel().model().isSearching());
        refresh(robot);
    }

    private void refresh(FxRobot robot) {
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void stepCutoff(FxRobot robot) throws Exception {
        robot.interact(() -> panel.viewModel().forward(StepMode.NEXT_CUTOFF));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null
                || !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        refresh(robot);
    }

    /** A shown node of this ply, preferring one that is finished. */
    private TreeNode shownAtPly(int ply) {
        TreeNode best = null;
        for (TreeLayout.Placed p : panel.views().tree().placed()) {
            if (!p.isGhost() && !p.isMore() && p.node().ply() == ply && (best == null || p.node().isFinished())) {
                best = p.node();
            }
        }
        return best;
    }

    /** The lesson: Rook against one advisor, pvs, depth 4, Run four times, a ply-1 node selected and hovered. */
    @Test
    void aPlyOneNodeOfTheFourthRunIsLabelledAndTooltippedWithItsOwnBlackMove(FxRobot robot) throws Exception {
        choose(robot, "rookadvisor", 4);
        for (int run = 0; run < 4; run++) {
            runToEnd(robot);
            assertTrue(assertDrawnLabels() > 0, "labels are drawn after run " + (run + 1));
        }
        TreeNode ply1 = shownAtPly(1);
        assertNotNull(ply1);
        robot.interact(() -> panel.views().tree().select(ply1.id()));
        refresh(robot);
        assertDetailsFollow();
        SearchTreeView tree = panel.views().tree();
        Position root = Fen.parse(panel.viewModel().model().rootFen());
        assertEquals(Piece.BLACK, root.sideToMove());
        String move = Notation.CHINESE.format(root, ply1.move());
        assertEquals(expectedLabel(text, panel.viewModel().model().rootFen(), ply1, notation, tree.scoreView()),
                tree.drawnLabels().get(Long.toString(ply1.id())));
        assertTrue(tree.drawnLabels().get(Long.toString(ply1.id())).startsWith(move));
        assertTrue(panel.views().detail().summaryText().startsWith("Move " + move + " · ply 1"),
                panel.views().detail().summaryText());
        // the tooltip of the drawn node, pointed at by the robot
        Point2D at = tree.screenPointOf(Long.toString(ply1.id()));
        assertNotNull(at);
        robot.moveTo(at.add(1, 1));
        robot.moveTo(at);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> tree.tooltipText() != null);
        String tip = tree.tooltipText();
        assertTrue(tip.startsWith(move + " "), tip + " starts with " + move);
    }

    /** The trial's case: a node selected, View ▸ Notation ▸ ICCS; the details' move follows the tree's labels. */
    @Test
    void theSelectedNodesDetailsLabelFollowsANotationSwitch(FxRobot robot) throws Exception {
        choose(robot, "rookadvisor", 3);
        runToEnd(robot);
        TreeNode ply1 = shownAtPly(1);
        assertNotNull(ply1);
        robot.interact(() -> panel.views().tree().select(ply1.id()));
        refresh(robot);
        Position root = Fen.parse(panel.viewModel().model().rootFen());
        String chinese = Notation.CHINESE.format(root, ply1.move());
        assertTrue(panel.views().detail().summaryText().startsWith("Move " + chinese + " · "),
                panel.views().detail().summaryText());
        notation = Notation.ICCS;
        refresh(robot);
        String iccs = Notation.ICCS.format(root, ply1.move());
        assertTrue(panel.views().tree().drawnLabels().get(Long.toString(ply1.id())).startsWith(iccs));
        assertTrue(panel.views().detail().summaryText().startsWith("Move " + iccs + " · "),
                "the details follow the switch: " + panel.views().detail().summaryText());
        assertDetailsFollow();
        notation = Notation.CHINESE;
    }

    @Test
    void afterRandomRunsStepsBackSwitchesEveryDrawnLabelAndTheDetailsAreTheNodesOwn(FxRobot robot) throws Exception {
        Random random = new Random(20261126L);
        List<TeachingPosition> positions = TeachingPosition.all();
        Notation[] notations = {Notation.CHINESE, Notation.WXF, Notation.ICCS};
        List<String> done = new ArrayList<>();
        choose(robot, "rookadvisor", 4);
        runToEnd(robot);
        int compared = 0;
        for (int i = 0; i < 30; i++) {
            int op = random.nextInt(8);
            switch (op) {
                case 0 -> {
                    TeachingPosition t = positions.get(random.nextInt(positions.size()));
                    if (!panel.viewModel().session().isRunning()) {
                        choose(robot, t.id(), t.depth() + random.nextInt(2));
                    }
                    runToEnd(robot);
                    done.add("run " + t.id());
                }
                case 1, 2 -> {
                    stepCutoff(robot);
                    done.add("step");
                }
                case 3 -> {
                    robot.interact(() -> panel.stepBack());
                    refresh(robot);
                    done.add("back");
                }
                case 4 -> {
                    Locale next = text.isChinese() ? I18n.ENGLISH : I18n.CHINESE;
                    robot.interact(() -> text.i18n().setLocale(next));
                    refresh(robot);
                    done.add("language " + next);
                }
                case 5 -> {
                    notation = notations[random.nextInt(notations.length)];
                    refresh(robot);
                    done.add("notation " + notation);
                }
                case 6 -> {
                    List<TreeLayout.Placed> shown = panel.views().tree().placed().stream()
                            .filter(p -> !p.isGhost() && !p.isMore()).toList();
                    if (!shown.isEmpty()) {
                        long id = shown.get(random.nextInt(shown.size())).node().id();
                        robot.interact(() -> panel.views().tree().select(id));
                        refresh(robot);
                        done.add("select " + id);
                    }
                }
                default -> {
                    ScoreView v = ScoreView.values()[random.nextInt(ScoreView.values().length)];
                    robot.interact(() -> panel.views().tree().scoreViewProperty().set(v));
                    refresh(robot);
                    done.add("view " + v);
                }
            }
            String where = String.join(", ", done);
            try {
                compared += assertDrawnLabels();
                assertDetailsFollow();
            } catch (AssertionError e) {
                throw new AssertionError("after " + where + ": " + e.getMessage(), e);
            }
        }
        if (panel.viewModel().session().isRunning()) {
            runToEnd(robot);
        }
        assertTrue(compared > 100, "labels compared: " + compared);
    }
}
