package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Piece;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Predict dialog's texts follow its node: held where a node at ply 1 was just entered, the dialog says
 * it is being searched; the robot predicts, the search steps on until the node is decided, and every text
 * drawn in the dialog then says what the node is now (cut, or searched to the end) — never "being searched"
 * — and names the view its α, β and scores are in (the side to move at the node, as the node details
 * write α and β). Stepped back, the dialog says so.
 */
@ExtendWith(ApplicationExtension.class)
class CutPredictionLabelTest {
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
        stage.setX(1028);
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
    void theDialogSaysWhatItsNodeIsNowAndWhoseViewItsScoresAreIn(FxRobot robot) throws Exception {
        GateStop held = CutPredictionDialogTest.holdAtSecondNodeOfPlyOne(robot, analysis);
        long id = held.nodeId();
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
        TreeNode node = panel.viewModel().model().tree().node(id);
        assertNotNull(node);
        assertFalse(node.hasCutoff() || node.isFinished(), "the held node is not decided yet");
        Point2D at = panel.views().tree().screenPointOf(Long.toString(id));
        assertNotNull(at, "the held node is drawn");
        robot.clickOn(at);
        robot.clickOn("#node-predict");
        Parent dialog = robot.lookup("#predict-go").query().getScene().getRoot();

        // the node at ply 1 has the other side than the root's to move: its window is from that side
        int rootSide = Fen.parse(SearchTreeClickTest.ENDGAME).sideToMove();
        String view = (1 - rootSide) == Piece.RED ? "Red's view (Red to move)" : "Black's view (Black to move)";
        String before = text(robot, dialog, "#predict-node");
        assertTrue(before.contains("is being searched"), before);
        assertTrue(before.contains(window(node) + " in " + view), before);

        robot.clickOn("#predict-cut");
        robot.clickOn("#predict-stage");
        robot.clickOn("captures (generation order)");
        robot.clickOn("#predict-go");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            String r = text(robot, dialog, "#predict-result");
            return r.startsWith("Right") || r.startsWith("Score");
        });
        WaitForAsyncUtils.waitForFxEvents();
        TreeNode after = panel.viewModel().model().tree().node(id);
        assertTrue(after.hasCutoff() || after.isFinished());
        // the dialog looks at its node on a timer of its own: wait for the look that sees it decided
        org.xqlab.ui.Await.until("the dialog tells that its node is decided", 30,
                () -> text(robot, dialog, "#predict-node").startsWith("The node at ply 1, depth 1 was"));

        List<String> drawn = drawnTexts(robot, dialog);
        for (String t : drawn) {
            assertFalse(t.contains("being searched"), "the node is decided, yet the dialog says: " + t);
        }
        String now = text(robot, dialog, "#predict-node");
        assertTrue(now.startsWith(after.hasCutoff() ? "The node at ply 1, depth 1 was cut: Step"
                : "The node at ply 1, depth 1 was searched to the end"), now);
        assertTrue(now.contains(window(after) + " in " + view), now);
        String why = text(robot, dialog, "#predict-why");
        assertTrue(why.contains("β = " + after.beta()), why);
        String whose = text(robot, dialog, "#predict-view");
        assertTrue(whose.contains(view), whose);
        for (String t : drawn) {
            if (t.contains("β")) {
                assertTrue(t.contains(view) || t.equals(why), "a score without its view: " + t);
            }
        }
        UiTestSupport.screenshot(robot, dialog.getScene(), "analysis-predict-cut-follows");

        // stepped back to before the node was decided: the dialog says so, and what the node was then
        robot.interact(() -> {
            analysis.stage().toFront();
            panel.stepBack();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> text(robot, dialog, "#predict-node").startsWith("Stepped back"));
        String back = text(robot, dialog, "#predict-node");
        assertTrue(back.startsWith("Stepped back, at the event shown: The node at ply 1"), back);
        assertTrue(back.contains(view) || back.contains("is not in the tree shown now"), back);

        // in Chinese, the same texts in the window's new language
        String viewZh = (1 - rootSide) == Piece.RED ? "红方视角（红方走棋）" : "黑方视角（黑方走棋）";
        robot.interact(() -> window.i18n().setLocale(org.xqlab.ui.I18n.CHINESE));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> text(robot, dialog, "#predict-node").startsWith("已后退"));
        String zh = text(robot, dialog, "#predict-node");
        assertTrue(zh.contains(viewZh) || zh.contains("不在当前显示的树中"), zh);
        String whoseZh = text(robot, dialog, "#predict-view");
        assertTrue(whoseZh.contains(viewZh), whoseZh);
        assertTrue(text(robot, dialog, "#predict-result").startsWith("得分") || text(robot, dialog, "#predict-result")
                .startsWith("正确"), text(robot, dialog, "#predict-result"));
        UiTestSupport.screenshot(robot, dialog.getScene(), "analysis-predict-cut-follows-zh");
        robot.interact(() -> window.i18n().setLocale(org.xqlab.ui.I18n.ENGLISH));
    }

    /** A node's window as the dialog writes it (no line breaks inside "α −∞"). */
    private static String window(TreeNode n) {
        return "α\u00a0" + AnalysisText.bound(n.alpha()) + " · β\u00a0" + AnalysisText.bound(n.beta());
    }

    private static String text(FxRobot robot, Parent dialog, String id) {
        String[] t = new String[1];
        robot.interact(() -> t[0] = ((Labeled) dialog.lookup(id)).getText());
        return t[0];
    }

    /** Every text drawn in the dialog: its labels, buttons and choices, as shown. */
    private static List<String> drawnTexts(FxRobot robot, Parent dialog) {
        List<String> all = new ArrayList<>();
        robot.interact(() -> collect(dialog, all));
        return all;
    }

    private static void collect(Node n, List<String> into) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            into.add(l.getText());
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, into);
            }
        }
    }
}
