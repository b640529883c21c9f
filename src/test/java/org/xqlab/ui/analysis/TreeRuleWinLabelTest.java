package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;
import javafx.scene.Scene;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.search.Scores;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.ui.I18n;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.figure.ScoreView;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A win by the repetition rules is labelled in words on the drawn tree ("h2e2 rule win 3", "h2e2 判胜3"),
 * in the chosen score view's sign, with the full words in the tooltip; an open node's Chinese label has
 * no gap before its full-width bracket ("b2e2（搜索中）"). Labels are read from the graph GraphStream draws,
 * the tooltip from the one shown when the robot points at the node. The search is fed to the tree's
 * model event by event: Red's h2e2 leaves Black lost by the rules 3 plies on, b2e2 is still searched.
 */
@ExtendWith(ApplicationExtension.class)
class TreeRuleWinLabelTest {
    private SearchTreeView tree;
    private I18n i18n;
    private final AnalysisModel model = new AnalysisModel(10_000);

    @Start
    void start(javafx.stage.Stage stage) {
        i18n = new I18n(I18n.ENGLISH);
        tree = new SearchTreeView(new AnalysisText(i18n));
        tree.setNotation(() -> Notation.ICCS);
        stage.setScene(new Scene(tree, 1024, 768));
        stage.show();
        model.searchStarted(Fen.START, "pvs", 2);
        model.iterationStarted(2, -Scores.INFINITY, Scores.INFINITY);
        model.nodeEntered(1, -1, 0, 0, 2, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
        model.nodeEntered(2, 1, Move.parseIccs("h2e2"), 1, 1, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
        model.nodeLeft(2, 1, -(Scores.BAN - 3), Bound.EXACT, 0, NodeType.PV);
        model.nodeEntered(3, 1, Move.parseIccs("b2e2"), 1, 1, -Scores.INFINITY, Scores.BAN - 3, NodeType.CUT, false, 0);
    }

    private Map<String, String> labels(FxRobot robot) {
        robot.interact(() -> tree.refresh(model, 0));
        WaitForAsyncUtils.waitForFxEvents();
        return tree.drawnLabels();
    }

    @Test
    void aRuleWinIsLabelledInWordsInTheViewsSignWithTheFullWordsInTheTooltip(FxRobot robot) throws Exception {
        Map<String, String> en = labels(robot);
        assertEquals("h2e2 rule win 3", en.get("2"), en.toString());
        assertEquals("b2e2 (searching)", en.get("3"), en.toString());
        robot.interact(() -> tree.scoreViewProperty().set(ScoreView.NEGAMAX));
        assertEquals("h2e2 rule loss 3", labels(robot).get("2"), "stored from Black's view, Black loses");
        robot.interact(() -> tree.scoreViewProperty().set(ScoreView.RED));
        labels(robot);
        Point2D at = tree.screenPointOf("2");
        assertNotNull(at);
        robot.moveTo(at.add(1, 1));
        robot.moveTo(at);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> tree.tooltipText() != null);
        String tip = tree.tooltipText();
        assertTrue(tip.contains("rule win in 3 plies (perpetual check/chase)"), tip);
        assertFalse(tip.contains(Integer.toString(Scores.BAN - 3)), tip);
    }

    @Test
    void inChineseARuleWinIsAWordAndAnOpenLabelHasNoGapBeforeItsBracket(FxRobot robot) {
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        Map<String, String> zh = labels(robot);
        assertEquals("h2e2 判胜3", zh.get("2"), zh.toString());
        assertEquals("b2e2（搜索中）", zh.get("3"), zh.toString());
    }
}
