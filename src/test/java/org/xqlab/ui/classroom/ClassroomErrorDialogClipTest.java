package org.xqlab.ui.classroom;

import javafx.application.Platform;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.io.TempDir;
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
import org.xqlab.ui.UiTestSupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's error message (a tree file that cannot be opened) reads as the program's other dialogs:
 * it has the program's stylesheet, and in projector mode its scene walk ({@link SceneClip}) finds no text
 * under 16 px, in 中文 and English; with projector mode off nothing in it is cut or clipped either.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomErrorDialogClipTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"zh, true", "en, true", "en, false"})
    void theErrorAlertHasTheAppsStyleAndProjectorSizes(String lang, boolean projector, FxRobot robot, @TempDir Path dir)
            throws Exception {
        I18n i18n = new I18n("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH);
        ClassroomView[] view = new ClassroomView[1];
        robot.interact(() -> {
            view[0] = ClassroomView.create(i18n);
            UiTestSupport.showAt(stage, view[0], 1024, 736);
            AppStyle.apply(stage.getScene());
            view[0].followProjector(new SimpleBooleanProperty(projector));
        });
        Path bad = Files.writeString(dir.resolve("bad-tree.json"), "{ not json");
        Platform.runLater(() -> view[0].openFile(bad.toFile()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> dialogScene() != null).get());
        Scene scene = WaitForAsyncUtils.asyncFx(ClassroomErrorDialogClipTest::dialogScene).get();
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip clip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        robot.interact(() -> clip.walk(lang + "/classroom-error", scene));
        try {
            assertTrue(scene.getStylesheets().contains(AppStyle.stylesheet()), "the alert has the program's stylesheet");
            assertTrue(scene.getRoot().getStyleClass().contains(AppStyle.PROJECTOR) == projector,
                    "the alert follows projector mode: " + scene.getRoot().getStyleClass());
            assertTrue(clip.findings().isEmpty(), clip.report("classroom error alert, " + lang + ", projector " + projector));
        } finally {
            robot.interact(() -> {
                DialogPane pane = dialogPane(scene);
                ((Button) pane.lookupButton(ButtonType.OK)).fire();
                stage.hide();
            });
        }
    }

    private static Scene dialogScene() {
        return Window.getWindows().stream().filter(w -> w.isShowing() && dialogPane(w.getScene()) != null)
                .map(Window::getScene).findFirst().orElse(null);
    }

    private static DialogPane dialogPane(Scene s) {
        if (s == null) {
            return null;
        }
        if (s.getRoot() instanceof DialogPane p) {
            return p;
        }
        return s.getRoot().getChildrenUnmodifiable().stream().filter(DialogPane.class::isInstance)
                .map(DialogPane.class::cast).findFirst().orElse(null);
    }
}
