package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Ordering;
import org.xqlab.teach.Playback;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.ui.UiTestSupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's tree figures at 1024×736 (a 1024×768 projector less the title bar) in projector mode,
 * in English and 中文, for every built-in textbook tree under alpha-beta (best-first and worst-first
 * ordering for the ordering trees), alone, in Compare and with Pseudocode on, at every few steps and at
 * the end: what the canvas drew (texts with their boxes, edge segments, node outlines) has no two
 * texts overlapping, no text crossing an edge or another node's shape, nothing outside the figure,
 * the figure no wider than its area (no sideways scrolling), every text at least 16 px; and the
 * window's own labels are not cut ({@link SceneClip}). Screenshots go to target/screenshots/classroom-overlap-*.png.
 */
/* a sweep over many generated states (minutes): the verify phase's, with the other slow tests; LayoutAuditTest
   checks their representative states in every quick run */
@org.junit.jupiter.api.Tag("slow")
@ExtendWith(ApplicationExtension.class)
class ClassroomOverlapTest {
    private ClassroomView view;
    private I18n i18n;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        Scene scene = new Scene(view, 1024, 736);
        scene.getStylesheets().add(I18n.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        view.followProjector(new SimpleBooleanProperty(true));
    }

    /** A lesson figure's texts, edges and width, at projector size ({@link ClassroomAudit#figureProblems}). */
    static List<String> problems(String where, LessonPane lesson) {
        return ClassroomAudit.figureProblems(where, lesson, true);
    }

    private List<LessonPane> shown() {
        List<LessonPane> out = new ArrayList<>();
        for (javafx.scene.Node n : ((javafx.scene.control.SplitPane) view.getCenter()).getItems()) {
            out.add((LessonPane) n);
        }
        return out;
    }

    /** Steps both lessons through the replay, checking every few steps and the end. */
    private void walkSteps(FxRobot robot, String where, List<String> found) {
        int size = view.left().playback().size();
        for (int step = 0; step <= size + 5; step += Math.max(1, size / 8)) {
            int at = Math.min(step, size);
            robot.interact(() -> view.seek(at));
            ClassroomAudit.settle(view);
            robot.interact(() -> {
                for (LessonPane p : shown()) {
                    found.addAll(problems(where + " step " + at + " " + p.canvas().getId(), p));
                }
            });
            if (at == size) {
                break;
            }
        }
        robot.interact(() -> found.addAll(new SceneClip().minimumFont(16, n -> true).walk(where, stage.getScene()).findings()));
    }

    private void example(FxRobot robot, Examples e) {
        robot.interact(() -> {
            view.showExample(e);
            view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            view.right().algorithmBox().setValue(e == Examples.BEST_ORDER || e == Examples.WORST_ORDER
                    ? Algorithm.ALPHA_BETA : Algorithm.MINIMAX);
            if (e == Examples.BEST_ORDER || e == Examples.WORST_ORDER) {
                view.left().orderingBox().setValue(Ordering.BEST_FIRST);
                view.right().orderingBox().setValue(Ordering.WORST_FIRST);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void everyTextbookTreeReadsAtProjectorSizeAloneInCompareAndWithPseudocode(FxRobot robot) throws Exception {
        List<String> found = new ArrayList<>();
        for (Locale lang : List.of(I18n.ENGLISH, I18n.CHINESE)) {
            robot.interact(() -> i18n.setLocale(lang));
            String tag = lang.equals(I18n.CHINESE) ? "zh" : "en";
            for (String layout : List.of("single", "compare", "code")) {
                robot.interact(() -> {
                    setSelected("#compare", layout.equals("compare"));
                    setSelected("#show-code", layout.equals("code"));
                });
                for (Examples e : Examples.values()) {
                    example(robot, e);
                    String where = tag + " " + layout + " " + e;
                    walkSteps(robot, where, found);
                    if (view.compareOneAtATime()) {
                        robot.interact(view::showOtherTree);
                        WaitForAsyncUtils.waitForFxEvents();
                        walkSteps(robot, where + " (other tree)", found);
                        robot.interact(view::showOtherTree);
                    }
                    if (e == Examples.BEST_ORDER || e == Examples.BOTH_CUTOFFS) {
                        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-overlap-" + tag + "-" + layout + "-" + e);
                    }
                }
            }
        }
        List<String> distinct = found.stream().map(f -> f.replaceAll(" step \\d+", "")).distinct().toList();
        assertTrue(found.isEmpty(), found.size() + " problems, distinct:\n" + String.join("\n", distinct.subList(0, Math.min(80, distinct.size()))));
    }

    /**
     * A tree as Make a textbook tree builds it (moves as labels, a mate score as a leaf) opened in its own
     * window in projector mode: the window follows projector mode, the chooser names the tree, and the
     * figure reads (no overlap, nothing crossed, ≥ 16 px, no sideways scrolling) from start to end.
     */
    @Test
    void aTextbookTreeFromAnAnalysisOpensInProjectorModeAndItsLabelsDoNotOverlap(FxRobot robot) throws Exception {
        org.xqlab.teach.TextbookTree tree = org.xqlab.teach.TreeJson.read("""
                {"name": "Textbook tree: 3k5/4a4/9/9/9/9/9/9/4A4/R3K4 w", "root": "max", "tree": [
                  {"label": "e8d7", "children": [{"label": "i0i8", "value": -735}, {"label": "i0i9", "value": -735},
                                                 {"label": "e0e1", "value": -728}]},
                  {"label": "e8f9", "children": [{"label": "i0i9", "value": -739}]},
                  {"label": "d9e9", "children": [{"label": "i0i9", "value": -29998}]}
                ]}""");
        ClassroomView[] room = new ClassroomView[1];
        robot.interact(() -> room[0] = ClassroomView.openWindow(i18n, tree, new SimpleBooleanProperty(true)));
        ClassroomAudit.settle(room[0]);
        List<String> found = new ArrayList<>();
        Stage window = (Stage) room[0].getScene().getWindow();
        robot.interact(() -> {
            window.setWidth(1024);
            window.setHeight(736);
        });
        ClassroomAudit.settle(room[0]);
        assertTrue(room[0].getStyleClass().contains("projector"), "the window follows projector mode");
        javafx.scene.control.ComboBox<?> chooser = (javafx.scene.control.ComboBox<?>) room[0].lookup("#example");
        assertTrue(((javafx.scene.control.ListCell<?>) chooser.getButtonCell()).getText().equals(tree.name()),
                "the chooser names the tree, not an example");
        int size = room[0].left().playback().size();
        for (int step = 0; step <= size; step += Math.max(1, size / 8)) {
            int at = step;
            robot.interact(() -> room[0].seek(at));
            ClassroomAudit.settle(room[0]);
            robot.interact(() -> found.addAll(problems("textbook tree step " + at, room[0].left())));
        }
        robot.interact(() -> room[0].seek(Integer.MAX_VALUE));
        ClassroomAudit.settle(room[0]);
        robot.interact(() -> found.addAll(problems("textbook tree end", room[0].left())));
        UiTestSupport.screenshot(robot, room[0].getScene(), "classroom-overlap-textbook-tree");
        robot.interact(window::hide);
        assertTrue(found.isEmpty(), String.join("\n", found));
    }

    private void setSelected(String id, boolean on) {
        javafx.scene.Node n = view.lookup(id);
        if (n instanceof javafx.scene.control.CheckBox c && c.isSelected() != on) {
            c.fire();
        } else if (n instanceof javafx.scene.control.ToggleButton t && t.isSelected() != on) {
            t.fire();
        }
    }
}
