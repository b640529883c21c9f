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
 * (right and wrong, so α/β windows, values and verdicts are drawn per node) and checked: what the canvas
 * drew has every text inside the figure (and, in projector mode, at least 16 px), no two texts
 * overlapping, and the figure no wider than its area (no sideways scrolling; the level names MAX/MIN
 * at the right edge whole); the scene walk of the pane ({@link SceneClip}, the canvas's texts included)
 * finds nothing cut or clipped. Screenshots: target/screenshots/exercise-overlap-*.png.
 */
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
        List<String> out = new ArrayList<>();
        ExerciseCanvas c = view.exercises().canvas();
        Node up = c;
        while (!(up instanceof ScrollPane)) {
            up = up.getParent();
        }
        ScrollPane scroll = (ScrollPane) up;
        if (c.getWidth() > scroll.getViewportBounds().getWidth() + 1) {
            out.add(where + ": the tree (" + c.getWidth() + " px) is wider than its area ("
                    + scroll.getViewportBounds().getWidth() + " px): it scrolls sideways");
        }
        List<ExerciseCanvas.Drawn> drawn = c.drawn();
        for (ExerciseCanvas.Drawn d : drawn) {
            if (d.size() < 16 && projector.get()) {
                out.add(where + ": '" + d.text() + "' is " + d.size() + " px");
            }
            if (d.x() < -0.5 || d.y() < -0.5 || d.x() + d.w() > c.getWidth() + 0.5 || d.y() + d.h() > c.getHeight() + 0.5) {
                out.add(where + ": '" + d.text() + "' leaves the tree: " + d);
            }
        }
        for (int i = 0; i < drawn.size(); i++) {
            for (int j = i + 1; j < drawn.size(); j++) {
                ExerciseCanvas.Drawn a = drawn.get(i);
                ExerciseCanvas.Drawn b = drawn.get(j);
                double ox = Math.min(a.x() + a.w(), b.x() + b.w()) - Math.max(a.x(), b.x());
                double oy = Math.min(a.y() + a.h(), b.y() + b.h()) - Math.max(a.y(), b.y());
                if (ox > 1 && oy > 2) {
                    out.add(where + ": texts overlap: '" + a.text() + "' and '" + b.text() + "'");
                }
            }
        }
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
