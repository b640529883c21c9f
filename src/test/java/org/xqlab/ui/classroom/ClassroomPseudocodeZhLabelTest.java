package org.xqlab.ui.classroom;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.trace.PseudoLine;
import org.xqlab.ui.BundleProse;
import org.xqlab.ui.I18n;
import org.xqlab.ui.code.PseudocodeView;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the classroom draws beside a textbook tree in 中文, read from the scene graph: for every
 * algorithm, the α-cutoff example stepped from its start to its end, and at every step the lesson
 * pane's drawn texts — the pseudocode's comments, its step, variables and condition (not the code), the
 * caption and the counters — hold no English prose word of the English bundles (the pseudocode's, the
 * pane's, the classroom's), and the highlighted line's comment is drawn in its Chinese words. Switched
 * to English, the same comments read as the English bundle has them.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomPseudocodeZhLabelTest {
    private ClassroomView view;
    private I18n i18n;
    private final BundleProse prose = new BundleProse()
            .add("/org/xqlab/trace/pseudocode.properties")
            .add("/org/xqlab/ui/messages.properties", "code.")
            .add("/org/xqlab/ui/classroom/classroom.properties");

    @Start
    void start(Stage stage) {
        i18n = new I18n(I18n.CHINESE);
        view = ClassroomView.create(i18n);
        stage.setScene(new Scene(view, 1024, 768));
        stage.show();
    }

    @Test
    void everyStepOfEveryAlgorithmIsDrawnInChinese(FxRobot robot) {
        assertTrue(prose.words().containsAll(List.of("prune", "children", "reply", "step")), prose.words().toString());
        robot.clickOn("#show-code");
        WaitForAsyncUtils.waitForFxEvents();
        PseudocodeView code = view.left().codeView();
        assertTrue(code.isVisible() && code.getScene() != null);
        Set<String> commentsSeen = new HashSet<>();
        for (Algorithm a : Algorithm.values()) {
            robot.interact(() -> view.left().algorithmBox().setValue(a));
            robot.interact(() -> button(robot, "#restart").fire());
            check(code, a + " at the start", commentsSeen);
            int steps = 0;
            while (!view.left().playback().atEnd() && steps < 200) {
                robot.interact(() -> button(robot, "#stepForward").fire());
                steps++;
                check(code, a + " step " + steps, commentsSeen);
            }
            assertTrue(view.left().playback().atEnd(), a + " ends");
        }
        assertTrue(commentsSeen.size() >= 8, "comments drawn: " + commentsSeen);

        // English as before: the comments the English bundle has
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        robot.interact(() -> view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA));
        robot.interact(() -> button(robot, "#nextCut").fire());
        List<String> texts = BundleProse.drawn(code);
        assertTrue(texts.contains("   // prune the other children"), texts.toString());
        assertEquals("Now: Step 12: β-cutoff", code.stepText());
    }

    private static Button button(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Button.class);
    }

    private void check(PseudocodeView code, String when, Set<String> commentsSeen) {
        List<String> texts = BundleProse.drawn(view.left());
        assertFalse(texts.isEmpty(), when);
        List<String> english = new ArrayList<>();
        for (String t : texts) {
            english.addAll(prose.found(t));
        }
        assertEquals(List.of(), english, "English prose in the 中文 classroom, " + when + ": " + texts);
        for (PseudoLine l : code.highlightedLines()) {
            if (!l.commentKey().isEmpty()) {
                String zh = BundleProse.value("/org/xqlab/trace/pseudocode_zh.properties", l.commentKey());
                assertTrue(BundleProse.drawn(code).stream().anyMatch(t -> t.contains(zh)),
                        when + ": the comment '" + zh + "' is drawn");
                commentsSeen.add(zh);
            }
        }
        if (!code.highlightedLines().isEmpty()) {
            assertTrue(code.stepText().startsWith("当前："), when + ": " + code.stepText());
        }
    }
}
