package org.xqlab.ui.classroom;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's toolbars in projector mode at 1024×736, English and 中文: the tree bar and the play bar
 * together wrap to at most four rows (the English ones took five, one of them for a single button), so
 * the tree keeps its room; no control's text is cut and every text is at least 16 px ({@link SceneClip}).
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomToolbarClipTest {
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

    /** The rows a wrapping bar is laid out in: children sorted by top, a new row where one starts below the row above. */
    private static int rows(FlowPane bar) {
        List<javafx.geometry.Bounds> boxes = new ArrayList<>();
        for (Node n : bar.getChildren()) {
            if (n.isVisible()) {
                boxes.add(n.getBoundsInParent());
            }
        }
        boxes.sort(java.util.Comparator.comparingDouble(javafx.geometry.Bounds::getMinY));
        int rows = 0;
        double bottom = -Double.MAX_VALUE;
        for (javafx.geometry.Bounds b : boxes) {
            if (b.getMinY() >= bottom - 2) {
                rows++;
                bottom = b.getMaxY();
            } else {
                bottom = Math.max(bottom, b.getMaxY());
            }
        }
        return rows;
    }

    @Test
    void theToolbarsTakeAtMostFourRowsInProjectorMode(FxRobot robot) {
        List<String> found = new ArrayList<>();
        for (Locale lang : List.of(I18n.ENGLISH, I18n.CHINESE)) {
            robot.interact(() -> i18n.setLocale(lang));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                int total = 0;
                for (Node n : ((VBox) view.getTop()).getChildren()) {
                    if (n instanceof FlowPane bar) {
                        total += rows(bar);
                    }
                }
                if (total > 4) {
                    found.add(lang.getLanguage() + ": the toolbars wrap to " + total + " rows");
                }
                found.addAll(new SceneClip().minimumFont(16, n -> true).walk(lang.getLanguage(), stage.getScene()).findings());
            });
        }
        assertTrue(found.isEmpty(), String.join("\n", found));
    }
}
