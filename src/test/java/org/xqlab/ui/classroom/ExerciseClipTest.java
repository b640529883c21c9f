package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Practice;
import org.xqlab.teach.exercise.Question;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exercise pane at 1024×768 in projector mode, in 中文 and English, on the largest trees (depth 4,
 * branching 4, and the first size) with answers and a solution step drawn: no label cut short, nothing
 * past the window's right edge, every text of the pane and of the tree at least 16 px, no two texts
 * drawn on the tree overlapping, and the tree fitting the width (no sideways scrolling). Screenshots go
 * to target/screenshots/exercise-projector-*.png.
 */
@ExtendWith(ApplicationExtension.class)
class ExerciseClipTest {
    private ClassroomView view;
    private I18n i18n;
    private final SimpleBooleanProperty projector = new SimpleBooleanProperty(true);
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        Scene scene = new Scene(view, 1024, 768);
        org.xqlab.ui.AppStyle.apply(scene);
        stage.setScene(scene);
        stage.show();
        view.followProjector(projector);
        view.showExercises(true);
    }

    /** Answers some questions right and some wrong, so verdicts are drawn on the tree. */
    static void answerSome(Practice p) {
        Exercise e = p.exercise();
        int i = 0;
        for (Question q : e.questions()) {
            String right = q.node() != null && !e.walk().visited(q.node()) ? "x" : e.answer(q).english();
            switch (q.type()) {
                case WINDOW -> p.answer(q, right.replaceAll("[()]", "").split(", "));
                case RETURNS, VALUE, FIRST_CHILD -> p.answer(q, i % 2 == 0 ? right : "99");
                case PRUNED_BRANCHES -> {
                    for (TextbookNode x : e.walk().prunedBranches()) {
                        p.mark(x);
                    }
                    p.mark(e.tree().root().child(0));
                }
                default -> {
                }
            }
            i++;
        }
    }

    private List<String> problems(boolean solution) {
        List<String> out = new ArrayList<>();
        ExercisePane pane = view.exercises();
        double width = stage.getScene().getWidth();
        walk(pane, out, width);
        ExerciseCanvas c = pane.canvas();
        Node up = c;
        while (!(up instanceof ScrollPane)) {
            up = up.getParent();
        }
        ScrollPane scroll = (ScrollPane) up;
        if (c.getWidth() > scroll.getViewportBounds().getWidth() + 1) {
            out.add("the tree (" + c.getWidth() + " px) is wider than its area (" + scroll.getViewportBounds().getWidth() + ")");
        }
        List<ExerciseCanvas.Drawn> drawn = c.drawn();
        for (ExerciseCanvas.Drawn d : drawn) {
            if (d.size() < 16 && projector.get()) {
                out.add("tree text '" + d.text() + "' is " + d.size() + " px");
            }
            if (d.x() < 0 || d.y() < 0 || d.x() + d.w() > c.getWidth() + 0.5 || d.y() + d.h() > c.getHeight() + 0.5) {
                out.add("tree text '" + d.text() + "' leaves the tree: " + d);
            }
        }
        for (int i = 0; i < drawn.size(); i++) {
            for (int j = i + 1; j < drawn.size(); j++) {
                ExerciseCanvas.Drawn a = drawn.get(i);
                ExerciseCanvas.Drawn b = drawn.get(j);
                double ox = Math.min(a.x() + a.w(), b.x() + b.w()) - Math.max(a.x(), b.x());
                double oy = Math.min(a.y() + a.h(), b.y() + b.h()) - Math.max(a.y(), b.y());
                if (ox > 1 && oy > 2) {
                    out.add((solution ? "solution: " : "") + "tree texts overlap: '" + a.text() + "' and '" + b.text() + "'");
                }
            }
        }
        return out;
    }

    private void walk(Node n, List<String> out, double width) {
        if (!n.isVisible()) {
            return;
        }
        Bounds b = n.localToScene(n.getLayoutBounds());
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            for (Node k : l.getChildrenUnmodifiable()) {
                if (k instanceof Text t && !t.getText().equals(l.getText())) {
                    out.add("cut short: '" + l.getText() + "' shows '" + t.getText() + "'");
                }
            }
            if (l.getFont().getSize() < 16 && projector.get()) {
                out.add("'" + l.getText() + "' is " + l.getFont().getSize() + " px");
            }
            if (b.getMaxX() > width + 0.5) {
                out.add("'" + l.getText() + "' runs past the window's right edge: " + b.getMaxX());
            }
        }
        if (n instanceof TextInputControl t && t.getFont().getSize() < 16 && projector.get()) {
            out.add("field " + t.getId() + " is " + t.getFont().getSize() + " px");
        }
        if (n instanceof Parent p) {
            for (Node k : p.getChildrenUnmodifiable()) {
                walk(k, out, width);
            }
        }
    }

    private void check(FxRobot robot, Exercise e, String shot) throws Exception {
        robot.interact(() -> {
            view.exercises().show(e);
            answerSome(view.exercises().practice());
            view.exercises().check();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> found = new ArrayList<>();
        robot.interact(() -> found.addAll(problems(false)));
        UiTestSupport.screenshot(robot, stage.getScene(), shot);
        robot.interact(() -> {
            for (int i = 0; i < 12; i++) {
                view.exercises().stepSolution(true);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> found.addAll(problems(true)));
        UiTestSupport.screenshot(robot, stage.getScene(), shot + "-solution");
        assertTrue(found.isEmpty(), shot + ":\n" + String.join("\n", found));
    }

    @Test
    void at1024x768InBothLanguagesNothingIsClippedAndProjectorTextIsAtLeast16px(FxRobot robot) throws Exception {
        for (java.util.Locale lang : List.of(I18n.ENGLISH, I18n.CHINESE)) {
            robot.interact(() -> i18n.setLocale(lang));
            String tag = lang.equals(I18n.CHINESE) ? "zh" : "en";
            check(robot, Exercise.generate(ExerciseKind.WALK, 3, 4, 4), "exercise-projector-walk-d4b4-" + tag);
            check(robot, Exercise.generate(ExerciseKind.PRUNE, 42), "exercise-projector-prune-42-" + tag);
            check(robot, Exercise.generate(ExerciseKind.WINDOW, 7, 3, 4), "exercise-projector-window-d3b4-" + tag);
        }
        robot.interact(() -> projector.set(false));
        check(robot, Exercise.generate(ExerciseKind.WALK, 3, 4, 4), "exercise-walk-d4b4-zh");
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        check(robot, Exercise.generate(ExerciseKind.ORDER, 2, 2, 4), "exercise-order-d2b4-en");
    }
}
