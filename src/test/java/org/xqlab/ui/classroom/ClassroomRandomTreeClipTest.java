package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.AppStyle;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every random tree the classroom's toolbar lets a teacher ask for — each branching its spinner allows,
 * each depth the depth spinner then allows, two seeds — in a 1024×736 classroom window (a 1024×768
 * projector less the title bar), projector mode on and off, 中文 and English: the figure is no wider than
 * its area (no sideways scrolling), in projector mode its smallest text is at least 16 px, and the scene
 * walk ({@link SceneClip}, the figure's drawn texts included) finds nothing cut, clipped or too small. The
 * depth spinner stops at the depth where the branching reaches {@link ClassroomView#RANDOM_LEAVES} leaves.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomRandomTreeClipTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"en, false", "en, true", "zh, true"})
    void everyRandomTreeTheToolbarAllowsFitsTheWidth(String lang, boolean projector, FxRobot robot) throws Exception {
        ClassroomView[] view = new ClassroomView[1];
        robot.interact(() -> {
            view[0] = ClassroomView.create(new I18n("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH));
            Scene scene = new Scene(view[0], 1024, 736);
            AppStyle.apply(scene);
            stage.setScene(scene);
            stage.setWidth(1024);
            stage.setHeight(736);
            stage.show();
            view[0].followProjector(new SimpleBooleanProperty(projector));
        });
        Scene scene = stage.getScene();
        @SuppressWarnings("unchecked")
        Spinner<Integer> branching = (Spinner<Integer>) scene.lookup("#random-branching");
        @SuppressWarnings("unchecked")
        Spinner<Integer> depth = (Spinner<Integer>) scene.lookup("#random-depth");
        @SuppressWarnings("unchecked")
        Spinner<Integer> seed = (Spinner<Integer>) scene.lookup("#random-seed");
        IntegerSpinnerValueFactory bf = (IntegerSpinnerValueFactory) branching.getValueFactory();
        IntegerSpinnerValueFactory df = (IntegerSpinnerValueFactory) depth.getValueFactory();
        List<String> found = new ArrayList<>();
        int shown = 0;
        for (int b = bf.getMin(); b <= bf.getMax(); b++) {
            int bb = b;
            robot.interact(() -> bf.setValue(bb));
            assertEquals(ClassroomView.maxRandomDepth(b), df.getMax(), "depth spinner's end at branching " + b);
            for (int d = df.getMin(); d <= df.getMax(); d++) {
                assertTrue(Math.pow(b, d) <= ClassroomView.RANDOM_LEAVES, b + "^" + d + " leaves allowed");
                for (int s : new int[] {1, 42}) {
                    int dd = d;
                    robot.interact(() -> {
                        df.setValue(dd);
                        seed.getValueFactory().setValue(s);
                        ((Button) scene.lookup("#random")).fire();
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String where = lang + (projector ? " projector" : "") + " b" + b + " d" + d + " seed " + s;
                    robot.interact(() -> {
                        LessonPane lesson = view[0].left();
                        ScrollPane scroll = lesson.scroll();
                        double w = lesson.canvas().getWidth();
                        if (w > scroll.getViewportBounds().getWidth() + 1) {
                            found.add(where + ": the tree (" + Math.round(w) + " px) is wider than its area ("
                                    + Math.round(scroll.getViewportBounds().getWidth()) + " px): it scrolls sideways");
                        }
                        double px = view[0].smallestTreeText();
                        if (projector && px < 16) {
                            found.add(where + ": tree text at " + px + " px");
                        }
                        SceneClip clip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
                        clip.walk(where, lesson);
                        found.addAll(clip.findings());
                    });
                    shown++;
                }
            }
        }
        assertTrue(shown >= 8, "random trees shown: " + shown);
        assertTrue(found.isEmpty(), found.size() + " problems:\n" + String.join("\n", found.subList(0, Math.min(40, found.size()))));
        robot.interact(stage::hide);
    }
}
