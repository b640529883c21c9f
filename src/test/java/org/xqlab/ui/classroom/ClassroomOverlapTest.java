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

    /** What is wrong with the drawing of one lesson's figure, as sentences. */
    static List<String> problems(String where, LessonPane lesson) {
        List<String> out = new ArrayList<>();
        TreeCanvas c = lesson.canvas();
        ScrollPane scroll = lesson.scroll();
        if (c.getWidth() > scroll.getViewportBounds().getWidth() + 1 || sidewaysBar(scroll)) {
            out.add(where + ": the figure (" + c.getWidth() + " px) is wider than its area ("
                    + scroll.getViewportBounds().getWidth() + " px): it scrolls sideways");
        }
        List<TreeCanvas.Drawn> drawn = c.drawn();
        for (TreeCanvas.Drawn d : drawn) {
            if (d.size() < 16) {
                out.add(where + ": '" + d.text() + "' is " + d.size() + " px");
            }
            if (d.x() < -0.5 || d.y() < -0.5 || d.x() + d.w() > c.getWidth() + 0.5 || d.y() + d.h() > c.getHeight() + 0.5) {
                out.add(where + ": '" + d.text() + "' leaves the figure " + c.getWidth() + "×" + c.getHeight() + ": " + d);
            }
        }
        for (int i = 0; i < drawn.size(); i++) {
            TreeCanvas.Drawn a = drawn.get(i);
            for (int j = i + 1; j < drawn.size(); j++) {
                TreeCanvas.Drawn b = drawn.get(j);
                double ox = Math.min(a.x() + a.w(), b.x() + b.w()) - Math.max(a.x(), b.x());
                double oy = Math.min(a.y() + a.h(), b.y() + b.h()) - Math.max(a.y(), b.y());
                if (ox > 1 && oy > 1) {
                    out.add(where + ": texts overlap: '" + a.text() + "' and '" + b.text() + "'");
                }
            }
            for (TreeCanvas.Segment s : c.edges()) {
                if (crosses(s, a.x() + 1, a.y() + 1, a.x() + a.w() - 1, a.y() + a.h() - 1)) {
                    out.add(where + ": an edge crosses '" + a.text() + "'");
                }
            }
            for (TreeCanvas.Shape s : c.shapes()) {
                boolean ownValue = s.node() == a.node() && a.text().equals(c.valueText(a.node()));
                double ox = Math.min(a.x() + a.w(), s.x() + s.w()) - Math.max(a.x(), s.x());
                double oy = Math.min(a.y() + a.h(), s.y() + s.h()) - Math.max(a.y(), s.y());
                if (!ownValue && ox > 1 && oy > 1) {
                    out.add(where + ": '" + a.text() + "' is drawn over node " + Playback.name(s.node()));
                }
            }
        }
        return out;
    }

    /** True if the scroll pane shows its horizontal scroll bar. */
    static boolean sidewaysBar(ScrollPane scroll) {
        for (javafx.scene.Node n : scroll.lookupAll(".scroll-bar")) {
            if (n instanceof javafx.scene.control.ScrollBar b && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                    && b.isVisible() && b.getParent() == scroll.getChildrenUnmodifiable().get(0).getParent()) {
                return true;
            }
        }
        return false;
    }

    /** True if the segment passes through the rectangle (x1, y1)–(x2, y2). */
    static boolean crosses(TreeCanvas.Segment s, double x1, double y1, double x2, double y2) {
        return org.xqlab.ui.CanvasTexts.segmentCrosses(s.x1(), s.y1(), s.x2(), s.y2(), x1, y1, x2, y2);
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
            settle();
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

    /** A few pulses, so a refit that asked for another layout pass has had it. */
    private static void settle() {
        for (int i = 0; i < 3; i++) {
            WaitForAsyncUtils.sleep(30, java.util.concurrent.TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
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
        settle();
        List<String> found = new ArrayList<>();
        Stage window = (Stage) room[0].getScene().getWindow();
        robot.interact(() -> {
            window.setWidth(1024);
            window.setHeight(736);
        });
        settle();
        assertTrue(room[0].getStyleClass().contains("projector"), "the window follows projector mode");
        javafx.scene.control.ComboBox<?> chooser = (javafx.scene.control.ComboBox<?>) room[0].lookup("#example");
        assertTrue(((javafx.scene.control.ListCell<?>) chooser.getButtonCell()).getText().equals(tree.name()),
                "the chooser names the tree, not an example");
        int size = room[0].left().playback().size();
        for (int step = 0; step <= size; step += Math.max(1, size / 8)) {
            int at = step;
            robot.interact(() -> room[0].seek(at));
            settle();
            robot.interact(() -> found.addAll(problems("textbook tree step " + at, room[0].left())));
        }
        robot.interact(() -> room[0].seek(Integer.MAX_VALUE));
        settle();
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
