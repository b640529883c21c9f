package org.xqlab.ui.classroom;

import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.control.ButtonBase;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Ordering;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Question;
import org.xqlab.ui.I18n;

import java.io.IOException;

/**
 * The steps that put a classroom into the states docs/classroom.md shows, one figure each: the first cut
 * of the R&amp;N figure ({@code classroom-cutoff}), alpha-beta beside minimax ({@code classroom-compare}),
 * the β-cutoff example in 中文 with large fonts as in projector mode ({@code classroom-projector-zh}), the
 * α-cutoff example's cut with the pseudocode beside it, also in 中文 with large fonts
 * ({@code classroom-pseudocode-zh}), the best-ordering example (b=3, d=3) run to its end best-first
 * ({@code classroom-ordering}) and worst-first ({@code classroom-ordering-worst}), one side each so that
 * its 27 leaves fit 1024×768, and an exercise by hand half answered, in English
 * ({@code classroom-exercise-en}) and in 中文 in projector mode ({@code classroom-exercise-zh}). Used by
 * the {@code snapshot --docs} command and the classroom's test; the caller says how to run code on the
 * JavaFX thread and how to take a picture. Buttons are pressed as a user presses them (by their ids),
 * the exercise tree is clicked where its branches and nodes are drawn.
 */
public final class ClassroomFigures {
    /** Runs a step on the JavaFX thread and waits for it. */
    public interface Fx {
        void run(Runnable step);
    }

    /** Takes the picture named {@code name} of the classroom as it is now. */
    public interface Camera {
        void shoot(String name) throws IOException;
    }

    private ClassroomFigures() {
    }

    /** Shoots the lesson guide's figures ({@code settle} waits until the window has been laid out and drawn); {@code i18n} is the classroom's language, left in 中文 afterwards with the lesson shown; the view follows projector mode as the figures need. */
    public static void shoot(ClassroomView view, I18n i18n, Fx fx, Runnable settle, Camera camera) throws IOException {
        javafx.beans.property.BooleanProperty projector = new javafx.beans.property.SimpleBooleanProperty(false);
        fx.run(() -> {
            view.followProjector(projector);
            view.showExample(Examples.MINIMAX);
            view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            press(view, "nextCut");
        });
        camera.shoot("classroom-cutoff");
        fx.run(() -> {
            view.showExample(Examples.BOTH_CUTOFFS);
            press(view, "compare");
            press(view, "end");
        });
        camera.shoot("classroom-compare");
        fx.run(() -> {
            press(view, "compare");
            view.showExample(Examples.BETA_CUTOFF);
            i18n.setLocale(I18n.CHINESE);
            projector.set(true);
            press(view, "nextCut");
        });
        camera.shoot("classroom-projector-zh");
        fx.run(() -> {
            view.showExample(Examples.ALPHA_CUTOFF);
            press(view, "show-code");
        });
        settle.run(); // the code pane laid out in its large font, so that the cut line scrolls into view
        fx.run(() -> press(view, "nextCut"));
        camera.shoot("classroom-pseudocode-zh");
        fx.run(() -> {
            press(view, "show-code");
            projector.set(false);
            i18n.setLocale(I18n.ENGLISH);
            view.showExample(Examples.BEST_ORDER);
            view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            view.left().orderingBox().setValue(Ordering.BEST_FIRST);
            press(view, "end");
        });
        camera.shoot("classroom-ordering");
        fx.run(() -> {
            view.left().orderingBox().setValue(Ordering.WORST_FIRST);
            press(view, "end");
        });
        camera.shoot("classroom-ordering-worst");
        fx.run(() -> view.left().orderingBox().setValue(Ordering.BEST_FIRST));
        shootExercises(view, i18n, projector, fx, settle, camera);
    }

    /**
     * An exercise by hand (alpha-beta by hand, seed 42, depth 3, branching 3) half done as the guide
     * describes it: a branch wrongly marked pruned, a pruned branch marked, a window typed right and a
     * returned value typed wrong, each checked at once; shot in English, then in 中文 in projector mode.
     */
    private static void shootExercises(ClassroomView view, I18n i18n, javafx.beans.property.BooleanProperty projector,
                                       Fx fx, Runnable settle, Camera camera) throws IOException {
        fx.run(() -> {
            press(view, "exercises");
            view.exercises().show(Exercise.generate(ExerciseKind.WALK, 42, 3, 3));
        });
        settle.run(); // the tree laid out, so that clicks find its branches and nodes
        Exercise e = view.exercises().exercise();
        Question window = e.questions().stream().filter(q -> q.type() == Question.Type.WINDOW).findFirst()
                .orElseThrow(() -> new IllegalStateException("the exercise asks for no window"));
        Question returns = e.questions().stream().filter(q -> q.type() == Question.Type.RETURNS
                && q.node().parent() != null && q.node() != window.node()).findFirst()
                .orElseThrow(() -> new IllegalStateException("the exercise asks for no returned value"));
        fx.run(() -> {
            ExerciseCanvas canvas = view.exercises().canvas();
            click(canvas, canvas.branchPoint(e.tree().root().child(1)));
            click(canvas, canvas.branchPoint(e.walk().prunedBranches().get(0)));
            click(canvas, canvas.centre(window.node()));
            String[] ab = e.answer(window).english().replaceAll("[()]", "").split(", ");
            type(view, "exAlpha-" + window.number(), ab[0], false);
            type(view, "exBeta-" + window.number(), ab[1], true);
            click(canvas, canvas.centre(returns.node()));
            type(view, "exValue-" + returns.number(), "99", true);
        });
        camera.shoot("classroom-exercise-en");
        fx.run(() -> {
            i18n.setLocale(I18n.CHINESE);
            projector.set(true);
        });
        settle.run();
        camera.shoot("classroom-exercise-zh");
        fx.run(() -> {
            projector.set(false);
            press(view, "exLesson");
        });
    }

    /** A click on the exercise tree at {@code at} (the canvas's coordinates), as the mouse gives it. */
    private static void click(ExerciseCanvas canvas, double[] at) {
        Node target = canvas.getChildrenUnmodifiable().get(0);
        javafx.geometry.Point2D scene = canvas.localToScene(at[0], at[1]);
        javafx.geometry.Point2D screen = canvas.localToScreen(at[0], at[1]);
        // the event's x, y are scene coordinates here; delivered to the target they become its own
        target.fireEvent(new MouseEvent(MouseEvent.MOUSE_CLICKED, scene.getX(), scene.getY(), screen == null ? scene.getX() : screen.getX(),
                screen == null ? scene.getY() : screen.getY(), MouseButton.PRIMARY, 1, false, false, false, false,
                true, false, false, true, false, false, null));
    }

    /** Types {@code value} into the answer field {@code id}; Enter too if {@code enter}. */
    private static void type(ClassroomView view, String id, String value, boolean enter) {
        if (!(view.lookup("#" + id) instanceof TextField f)) {
            throw new IllegalStateException("the exercise has no field #" + id);
        }
        f.setText(value);
        if (enter) {
            f.fireEvent(new ActionEvent());
        }
    }

    private static void press(ClassroomView view, String id) {
        Node n = view.lookup("#" + id);
        if (!(n instanceof ButtonBase b)) {
            throw new IllegalStateException("the classroom has no button #" + id);
        }
        b.fire();
    }
}
