package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.ui.I18n;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exercise tree in projector mode at 1024×768, every kind and size (depth 2–4 × branching 2–4, seed
 * 42), English and 中文, some answers given and checked: from what the canvas drew, no text and no
 * question disc lies over a node's outline (a leaf's value inside its own square and a disc's number
 * inside its own disc excepted), no two discs overlap, no edge crosses a text or a disc (an answered
 * window above its node included), and the node names, leaf values and MAX/MIN are at least 16 px
 * and dark.
 */
@ExtendWith(ApplicationExtension.class)
class ExerciseLabelOverlapTest {
    private ClassroomView view;
    private I18n i18n;

    @Start
    void start(Stage stage) {
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        // at 1024×768 whatever size an earlier test in this JVM left TestFX's stage at
        org.xqlab.ui.UiTestSupport.showAt(stage, view, 1024, 768);
        org.xqlab.ui.AppStyle.apply(stage.getScene());
        view.followProjector(new SimpleBooleanProperty(true));
        view.showExercises(true);
    }

    private static boolean overlaps(double ax, double ay, double aw, double ah, double bx, double by, double bw, double bh) {
        double ox = Math.min(ax + aw, bx + bw) - Math.max(ax, bx);
        double oy = Math.min(ay + ah, by + bh) - Math.max(ay, by);
        return ox > 1 && oy > 1;
    }

    private static boolean crosses(ExerciseCanvas.Segment s, double x, double y, double w, double h) {
        return ExerciseCanvas.crosses(s, x, y, w, h);
    }

    private static List<String> problems(String where, ExerciseCanvas c, Exercise e) {
        List<String> out = new ArrayList<>();
        Set<String> names = new HashSet<>(List.of("MAX", "MIN"));
        for (TextbookNode n : e.tree().nodes()) {
            names.add(Playback.name(n));
            if (n.isLeaf()) {
                names.add(Integer.toString(n.value()));
            }
        }
        List<ExerciseCanvas.Box> boxes = c.boxes();
        for (ExerciseCanvas.Drawn d : c.drawn()) {
            double cx = d.x() + d.w() / 2;
            double cy = d.y() + d.h() / 2;
            for (ExerciseCanvas.Box b : boxes) {
                boolean own = cx > b.x() && cx < b.x() + b.w() && cy > b.y() && cy < b.y() + b.h();
                if (!own && overlaps(d.x(), d.y(), d.w(), d.h(), b.x(), b.y(), b.w(), b.h())) {
                    out.add(where + ": '" + d.text() + "' lies over " + b.what());
                }
            }
            for (ExerciseCanvas.Segment s : c.segments()) {
                if (crosses(s, d.x(), d.y(), d.w(), d.h())) {
                    out.add(where + ": an edge crosses '" + d.text() + "'");
                }
            }
            if (names.contains(d.text()) && !d.ink().equals(javafx.scene.paint.Color.WHITE)
                    && !(d.text().equals("MAX") || d.text().equals("MIN")) && d.ink().getBrightness() > 0.35) {
                out.add(where + ": '" + d.text() + "' is drawn faint (" + d.ink() + ")");
            }
            if (names.contains(d.text()) && d.size() < 16) {
                out.add(where + ": '" + d.text() + "' is " + d.size() + " px");
            }
        }
        for (int i = 0; i < boxes.size(); i++) {
            ExerciseCanvas.Box a = boxes.get(i);
            for (int j = i + 1; j < boxes.size(); j++) {
                ExerciseCanvas.Box b = boxes.get(j);
                if ((a.what().startsWith("question") || b.what().startsWith("question"))
                        && overlaps(a.x(), a.y(), a.w(), a.h(), b.x(), b.y(), b.w(), b.h())) {
                    out.add(where + ": " + a.what() + " and " + b.what() + " overlap");
                }
            }
            if (a.what().startsWith("question")) {
                for (ExerciseCanvas.Segment s : c.segments()) {
                    if (crosses(s, a.x(), a.y(), a.w(), a.h())) {
                        out.add(where + ": an edge crosses " + a.what());
                    }
                }
            }
        }
        return out;
    }

    @Test
    void discsNamesAndAnswersStayClearOfNodesAndEdges(FxRobot robot) {
        List<String> found = new ArrayList<>();
        for (Locale lang : List.of(I18n.ENGLISH, I18n.CHINESE)) {
            robot.interact(() -> i18n.setLocale(lang));
            for (ExerciseKind kind : ExerciseKind.values()) {
                for (int depth = 2; depth <= 4; depth++) {
                    for (int branching = 2; branching <= 4; branching++) {
                        Exercise e = Exercise.generate(kind, 42, depth, branching);
                        robot.interact(() -> {
                            view.exercises().show(e);
                            ClassroomAudit.answerSome(view.exercises().practice());
                            view.exercises().check();
                        });
                        WaitForAsyncUtils.waitForFxEvents();
                        String where = lang.getLanguage() + " " + kind + " d" + depth + "b" + branching;
                        robot.interact(() -> found.addAll(problems(where, view.exercises().canvas(), e)));
                    }
                }
            }
        }
        assertTrue(found.isEmpty(), found.size() + " problems:\n" + String.join("\n", found.subList(0, Math.min(60, found.size()))));
    }
}
