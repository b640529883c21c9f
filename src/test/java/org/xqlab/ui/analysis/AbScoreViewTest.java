package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
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
import org.xqlab.ui.I18n;
import org.xqlab.figure.ScoreView;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A/B states its scores as the status line and the tree do: in the tree's score view, with the view's
 * name on the row ("score (Red's view)", "分数（红方视角）"), and the same number the status line shows for
 * the same search. With Black to move at the root (rook against one advisor) Red's view and the side to
 * move's differ in sign, so a score shown in the wrong view cannot pass. The row is read from the drawn
 * table cells.
 */
@ExtendWith(ApplicationExtension.class)
class AbScoreViewTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        org.xqlab.ui.UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    /** The texts of the drawn A/B table row whose first cell starts with {@code name}. */
    private List<String> drawnRow(FxRobot robot, String name) {
        List<String> found = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : panel.lookupAll("#ab-table .table-row-cell")) {
                if (!(n instanceof TableRow<?> row) || row.isEmpty() || !row.isVisible()) {
                    continue;
                }
                List<String> cells = new ArrayList<>();
                row.lookupAll(".table-cell").stream().filter(c -> c instanceof IndexedCell<?>)
                        .sorted(Comparator.comparingDouble(c -> c.localToScene(0, 0).getX()))
                        .forEach(c -> cells.add(((Labeled) c).getText()));
                if (!cells.isEmpty() && cells.get(0) != null && cells.get(0).startsWith(name)) {
                    found.addAll(cells);
                    return;
                }
            }
        });
        return found;
    }

    @Test
    void abScoresAreInTheTreesViewAndSaySoAsTheStatusLineDoes(FxRobot robot) throws Exception {
        TeachingRuns.searchToEnd(robot, panel, "rookadvisor", "pvs", 3);
        int stored = panel.viewModel().lastResult().score(); // from Black's side: Black is to move at the root
        assertTrue(stored < 0, "Black is losing: " + stored);
        String red = NodeText.score(-stored, null);
        String status = robot.lookup("#analysis-status").queryLabeled().getText();
        assertTrue(status.contains("score " + red + " (Red's view)"), status);

        robot.interact(() -> {
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs("pvs", "", "alphabeta", "");
        });
        robot.clickOn("#ab-run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.views().ab().resultB() != null
                && !panel.views().ab().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(stored, panel.views().ab().resultA().score(), "A searched as the window did");
        String redB = NodeText.score(-panel.views().ab().resultB().score(), null);
        assertEquals(List.of("score (Red's view)", red, redB), drawnRow(robot, "score").subList(0, 3));

        // the tree's Scores choice turns A/B's scores and their name with it
        robot.interact(() -> panel.views().tree().scoreViewProperty().set(ScoreView.NEGAMAX));
        List<String> negamax = drawnRow(robot, "score");
        assertEquals(List.of("score (negamax (side to move))", NodeText.score(stored, null),
                NodeText.score(panel.views().ab().resultB().score(), null)), negamax.subList(0, 3));
        String side = "score " + NodeText.score(stored, null) + " (negamax (side to move))";
        javafx.scene.control.Labeled statusLine = robot.lookup("#analysis-status").queryLabeled();
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> statusLine.getText().contains(side));
        } catch (java.util.concurrent.TimeoutException e) {
            assertTrue(statusLine.getText().contains(side), statusLine.getText());
        }

        // and in Chinese, in the same words as the tree's choice
        robot.interact(() -> {
            panel.views().tree().scoreViewProperty().set(ScoreView.RED);
            text.i18n().setLocale(I18n.CHINESE);
        });
        List<String> zh = drawnRow(robot, "分数");
        assertNotNull(zh);
        assertEquals(List.of("分数（红方视角）", red, redB), zh.subList(0, 3));
    }
}
