package org.xqlab.ui.classroom;

import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.PseudoLine;
import org.xqlab.trace.Step;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.code.PseudocodeView;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's pseudocode pane at a projector's 1024×768: a textbook alpha-beta tree stepped by robot
 * clicks to its first cutoff highlights the cut line of the algorithm's listing with the cut node's
 * window; a step back shows the child's value coming back; NegaScout's listing follows the algorithm
 * chosen; the pane follows the language and the large-font toggle.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomCodeTest {
    private ClassroomView view;
    private I18n i18n;

    @Start
    void start(Stage stage) {
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        stage.setScene(new Scene(view, 1024, 768));
        stage.show();
    }

    private static Object key(PseudoLine l) {
        return l.step() != null ? l.step() : l.basic();
    }

    @Test
    void theFirstCutoffOfATextbookAlphaBetaTreeLightsTheCutLine(FxRobot robot) throws Exception {
        TextbookTree tree = view.tree();
        assertEquals("Alpha cutoff", tree.name());
        assertEquals(Algorithm.ALPHA_BETA, view.left().algorithmBox().getValue());
        robot.clickOn("#show-code");
        PseudocodeView code = view.left().codeView();
        assertTrue(code.isVisible() && code.getScene() != null && code.getWidth() > 250, "shown: " + code.getWidth());
        assertTrue(view.left().scroll().getWidth() > 300, "the tree keeps its room: " + view.left().scroll().getWidth());
        assertEquals("alpha-beta (fail-hard) — Knuth & Moore 1975, procedure F2",
                robot.lookup("#left-code-title").queryAs(javafx.scene.control.Label.class).getText());

        robot.clickOn("#nextCut");
        List<PseudoLine> lit = code.highlightedLines();
        assertEquals(1, lit.size());
        assertEquals(Step.BETA_CUTOFF, lit.get(0).step());
        assertEquals("if t ≥ β: return β", lit.get(0).code());
        // node b is a MIN node: its window (5, 3) in MAX's view is (−3, −5) for the side to move
        NodeState b = view.left().playback().state(tree.at(1));
        assertEquals(5, b.alpha());
        assertEquals(3, b.beta());
        String vars = code.varsText();
        assertTrue(vars.startsWith("node b (MIN) · depth 1 · entered with (α, β) (−∞, -5) · α -3 · β -5 · best -3 · move 1 / 2"),
                vars);
        assertEquals("Cut if a reply scores ≤ 5 (MAX's view)", code.conditionText());
        assertEquals("Now: Step 12: β-cutoff", code.stepText());
        UiTestSupport.screenshot(robot, view.getScene(), "pseudocode-classroom-en");

        // one step back: leaf ba's value came back to b
        robot.clickOn("#stepBack");
        assertEquals(List.of(BasicStep.CHILD_VALUE), code.highlightedLines().stream().map(ClassroomCodeTest::key).toList());
        assertTrue(code.varsText().startsWith("node b (MIN)"), code.varsText());
        // back to the start: nothing lit; one step: the root call
        robot.clickOn("#restart");
        assertTrue(code.highlighted().isEmpty());
        robot.clickOn("#stepForward");
        assertEquals(BasicStep.ROOT_CALL, key(code.highlightedLines().get(0)));

        // NegaScout: its own listing, its null-window line among the child-value lines
        robot.interact(() -> view.left().algorithmBox().setValue(Algorithm.NEGASCOUT));
        assertTrue(code.listing().lines().stream().anyMatch(l -> l.code().contains("−α−1, −α")));
        robot.clickOn("#nextCut");
        assertEquals(Step.BETA_CUTOFF, code.highlightedLines().get(0).step());

        // minimax never cuts, and says so
        robot.interact(() -> view.left().algorithmBox().setValue(Algorithm.MINIMAX));
        robot.clickOn("#stepForward").clickOn("#stepForward").clickOn("#stepForward");
        assertEquals("Never cuts: every move is searched", code.conditionText());

        // 中文 and large fonts
        robot.interact(() -> {
            view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            i18n.setLocale(I18n.CHINESE);
        });
        robot.clickOn("#nextCut");
        robot.clickOn("#large");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("剪枝条件：某应着得分 ≤ 5（MAX 的视角）", code.conditionText());
        assertEquals("当前：第12步：β截断", code.stepText());
        assertTrue(code.getStyle().contains("20.0px"), code.getStyle());
        org.xqlab.ui.SceneText found = new org.xqlab.ui.SceneText();
        robot.interact(() -> found.walk("classroom", code));
        assertTrue(found.findings().isEmpty(), "English in 中文: " + found.findings());
        UiTestSupport.screenshot(robot, view.getScene(), "pseudocode-classroom-zh");
    }
}
