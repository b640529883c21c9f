package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.ui.UiTestSupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every exercise size the pane offers (depth 2–4 × branching 2–4), every kind, two seeds (1 and 42),
 * in a 1024×768 classroom window, projector mode on and off, English and 中文, with some answers given
 * (right and wrong, so α/β windows, values and verdicts are drawn per node) and checked as the layout
 * audit checks an exercise ({@link ClassroomAudit#exerciseProblems}): what the canvas drew has every text
 * inside the figure (and, in projector mode, at least 16 px), no two texts overlapping, no text over
 * another node's box or crossed by an edge, question discs apart, clear of edges and holding their numbers (10 and
 * up too), node names, leaf values and MAX/MIN drawn and dark, and the figure no wider than its area; the scene walk
 * of the pane ({@link SceneClip}, the canvas's texts included) finds nothing cut or clipped. Screenshots: target/screenshots/exercise-overlap-*.png.
 */
/* a sweep over many generated states (minutes): the verify phase's, with the other slow tests; LayoutAuditTest
   checks their representative states in every quick run */
@org.junit.jupiter.api.Tag("slow")
@ExtendWith(ApplicationExtension.class)
class ExerciseOverlapTest {
    private ClassroomView view;
    private I18n i18n;
    private Stage stage;
    private final SimpleBooleanProperty projector = new SimpleBooleanProperty(true);

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

    private List<String> problems(String where) {
        List<String> out = ClassroomAudit.exerciseProblems(where, view.exercises(), projector.get());
        SceneClip clip = projector.get() ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        clip.walk(where, view.exercises());
        out.addAll(clip.findings());
        return out;
    }

    @ParameterizedTest(name = "projector {0}")
    @ValueSource(booleans = {true, false})
    void everyExerciseSizeFitsTheWidthWithoutOverlap(boolean on, FxRobot robot) throws Exception {
        robot.interact(() -> projector.set(on));
        List<String> found = new ArrayList<>();
        for (Locale lang : List.of(I18n.ENGLISH, I18n.CHINESE)) {
            robot.interact(() -> i18n.setLocale(lang));
            for (ExerciseKind kind : ExerciseKind.values()) {
                for (int depth = 2; depth <= 4; depth++) {
                    for (int branching = 2; branching <= 4; branching++) {
                        for (long seed : new long[] {1, 42}) {
                            Exercise e = Exercise.generate(kind, seed, depth, branching);
                            robot.interact(() -> {
                                view.exercises().show(e);
                                ClassroomAudit.answerSome(view.exercises().practice());
                                view.exercises().check();
                            });
                            WaitForAsyncUtils.waitForFxEvents();
                            String where = lang.getLanguage() + " " + kind + " d" + depth + "b" + branching + " seed " + seed;
                            robot.interact(() -> found.addAll(problems(where)));
                        }
                    }
                }
            }
        }
        robot.interact(() -> view.exercises().show(Exercise.generate(ExerciseKind.WALK, 42, 4, 4)));
        WaitForAsyncUtils.waitForFxEvents();
        UiTestSupport.screenshot(robot, stage.getScene(), "exercise-overlap-walk-d4b4-42" + (on ? "-projector" : ""));
        assertTrue(found.isEmpty(), found.size() + " problems:\n" + String.join("\n", found.subList(0, Math.min(60, found.size()))));
    }
}
