package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.ui.I18n;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's pseudocode pane in 中文, projector mode, 1024×768, for every algorithm at the α-cutoff
 * example's cut (a line highlighted with its variables under it): where a code
 * line is drawn on more than one row (read from the drawn text's character positions), no row ends or
 * starts at an assignment's arrow, so "α ←" and its value are never drawn apart, and every row but the
 * last ends a statement or an argument (at ";", ":" or ",") or ends before an argument list's "(" (where
 * the platform's line breaker allows a break; the arguments then start the next row).
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomCodeWrapLabelTest {
    private ClassroomView view;

    @Start
    void start(Stage stage) {
        view = ClassroomView.create(new I18n(I18n.CHINESE));
        Scene scene = new Scene(view, 1024, 768);
        scene.getStylesheets().add(I18n.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        view.followProjector(new SimpleBooleanProperty(true));
    }

    /** The character indices at which a drawn text starts a new row. */
    private static List<Integer> rowStarts(Text t) {
        List<Integer> out = new ArrayList<>();
        double lastY = Double.NaN;
        for (int i = 0; i < t.getText().length(); i++) {
            // the code is the first text of its flow: the flow's character i is the code's
            javafx.scene.shape.PathElement[] caret = ((javafx.scene.text.TextFlow) t.getParent()).caretShape(i, true);
            if (caret.length == 0 || !(caret[0] instanceof javafx.scene.shape.MoveTo m)) {
                continue;
            }
            if (!Double.isNaN(lastY) && m.getY() > lastY + 2) {
                out.add(i);
            }
            lastY = m.getY();
        }
        return out;
    }

    @Test
    void anAssignmentIsNeverDrawnAcrossTwoRows(FxRobot robot) {
        robot.interact(() -> {
            view.showExample(Examples.ALPHA_CUTOFF);
            robot.lookup("#show-code").queryAs(javafx.scene.control.ToggleButton.class).fire();
        });
        List<String> found = new ArrayList<>();
        int[] wrapped = {0};
        for (Algorithm a : Algorithm.values()) {
            robot.interact(() -> {
                view.left().algorithmBox().setValue(a);
                robot.lookup("#nextCut").queryButton().fire(); // a line highlighted, its variables under it, a scroll bar
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                for (Node n : view.left().codeView().lookupAll(".pseudocode-code")) {
                    Text t = (Text) n;
                    String s = t.getText();
                    for (int i : rowStarts(t)) {
                        wrapped[0]++;
                        String before = s.substring(0, i).strip();
                        String after = s.substring(i).strip();
                        if (before.endsWith("←") || after.startsWith("←")) {
                            found.add(a + ": '" + s + "' wraps at its arrow: '" + before + "' / '" + after + "'");
                        }
                        if (!before.endsWith(";") && !before.endsWith(":") && !before.endsWith(",") && !after.startsWith("(")) {
                            found.add(a + ": '" + s + "' wraps inside a statement: '" + before + "' / '" + after + "'");
                        }
                    }
                }
            });
        }
        assertTrue(found.isEmpty(), String.join("\n", found));
        assertTrue(wrapped[0] > 0, "no code line wraps at this size, so the check proves nothing");
    }
}
