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
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.Stage;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.I18n;
import org.xqlab.figure.TreeLayout;
import org.xqlab.teach.TeachingPosition;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A node still open — on the path the search is held at, or left open when the search was stopped — is
 * labelled with its move and a word ("e1f3 R (searching)", "(unfinished)" once the search ended), never
 * with the figures' "…", which the CJK font draws as "···" so that the label read as cut short
 * ("e1f3 R ···"); its tooltip writes the stage tag out ("R = root move list"). Labels are read from the
 * graph GraphStream draws, the tooltip from the one shown when the robot points at the node.
 */
@ExtendWith(ApplicationExtension.class)
class TreeLabelReadableTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.ICCS);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private void refresh(FxRobot robot) {
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The drawn labels of the shown unfinished nodes, by node. */
    private List<Object[]> openLabels() {
        SearchTreeView tree = panel.views().tree();
        Map<String, String> drawn = tree.drawnLabels();
        List<Object[]> out = new ArrayList<>();
        for (TreeLayout.Placed p : tree.placed()) {
            String label = drawn.get(p.id());
            assertNotNull(label, "item " + p.id() + " is in the graph");
            assertFalse(label.contains("…") || label.contains("···"),
                    "label \"" + label + "\" of item " + p.id() + " reads as cut short");
            if (!p.isGhost() && !p.isMore() && !p.node().isFinished() && !label.isEmpty()) {
                out.add(new Object[] {p.node(), label});
            }
        }
        return out;
    }

    @Test
    void anOpenNodeSaysInAWordThatItIsBeingSearchedAndItsTooltipNamesTheStage(FxRobot robot) throws Exception {
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(TeachingPosition.all().stream().filter(t -> t.id().equals("rookadvisor")).findFirst().orElseThrow());
            panel.views().config().setConfig(SearchConfig.preset("pvs"));
            panel.views().controls().setDepth(4);
            panel.viewModel().forward(StepMode.NEXT_CUTOFF);
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().session().held() != null);
        WaitForAsyncUtils.waitForFxEvents();
        refresh(robot);
        assertTrue(panel.viewModel().model().isSearching(), "held at the first cutoff, the search goes on");

        List<Object[]> open = openLabels();
        assertFalse(open.isEmpty(), "the path the search is held at is drawn with its labels");
        TreeNode rootMove = null;
        for (Object[] o : open) {
            TreeNode n = (TreeNode) o[0];
            String label = (String) o[1];
            String word = text.get(n.hasCutoff() ? "tree.cut" : "tree.searching"); // the held cut node: "(cut)"
            assertTrue(n.parent() == null ? label.equals(text.get("tree.root") + " " + word) : label.endsWith(" " + word), label);
            if (n.parent() != null) {
                Position before = TreeLabelTruthTest.positionAt(panel.viewModel().model().rootFen(), n.parent());
                assertTrue(label.startsWith(Notation.ICCS.format(before, n.move()) + " "), label + " names its move");
            }
            if (n.stage() == Stage.ROOT) {
                rootMove = n;
            }
        }
        assertNotNull(rootMove, "a root move is open on the held path");
        String id = Long.toString(rootMove.id());
        SearchTreeView tree = panel.views().tree();
        Point2D at = tree.screenPointOf(id);
        assertNotNull(at);
        robot.moveTo(at.add(1, 1));
        robot.moveTo(at);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> tree.tooltipText() != null);
        String tip = tree.tooltipText();
        assertTrue(tip.contains("R = " + Stage.ROOT.english()), tip + " writes the stage tag out");
        assertTrue(tip.contains(text.get("node.open")), tip + " says the node is still being searched");
        assertFalse(tip.contains("…"), tip);
        // the node details' list of an open node's children says the same in words
        TreeNode withOpenChild = null;
        for (Object[] o : open) {
            TreeNode n = (TreeNode) o[0];
            if (n.children().stream().anyMatch(c -> !c.isFinished())) {
                withOpenChild = n;
            }
        }
        assertNotNull(withOpenChild, "a node on the held path has a child still being searched");
        long parentId = withOpenChild.id();
        robot.interact(() -> tree.select(parentId));
        refresh(robot);
        List<String> children = panel.views().detail().childLines();
        assertTrue(children.stream().anyMatch(l -> l.contains(text.get("tree.searching"))), children.toString());
        assertTrue(children.stream().noneMatch(l -> l.contains("…")), children.toString());

        robot.interact(() -> panel.viewModel().stop());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.viewModel().model().isSearching());
        refresh(robot);
        // the search is over: no label still says it is being searched (one left open says "(unfinished)")
        for (String label : tree.drawnLabels().values()) {
            assertFalse(label.contains(text.get("tree.searching")), label);
        }
        for (Object[] o : openLabels()) {
            assertTrue(((String) o[1]).endsWith(text.get("tree.unfinished")), (String) o[1]);
        }

        robot.interact(() -> text.i18n().setLocale(I18n.CHINESE));
        refresh(robot);
        for (Object[] o : openLabels()) {
            assertTrue(((String) o[1]).endsWith("（未完成）"), (String) o[1]);
        }
    }
}
