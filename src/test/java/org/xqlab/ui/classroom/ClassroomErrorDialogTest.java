package org.xqlab.ui.classroom;

import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The classroom's error message (a tree file that cannot be opened) is in the window's language, its button too. */
@ExtendWith(ApplicationExtension.class)
class ClassroomErrorDialogTest {
    private Stage stage;
    private I18n i18n;
    private ClassroomView view;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.CHINESE);
        view = ClassroomView.create(i18n);
        UiTestSupport.showAt(stage, view, 1024, 736);
    }

    @Test
    void aFileThatCannotBeOpenedIsReportedInChineseWithAChineseButton(FxRobot robot, @TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("坏树.json"), "{ not json");
        Platform.runLater(() -> view.openFile(bad.toFile()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> Window.getWindows().stream().anyMatch(w -> w.isShowing() && w.getScene().getRoot() instanceof DialogPane)).get());
        DialogPane pane = WaitForAsyncUtils.asyncFx(() -> (DialogPane) Window.getWindows().stream()
                .filter(w -> w.isShowing() && w.getScene().getRoot() instanceof DialogPane).findFirst().orElseThrow()
                .getScene().getRoot()).get();
        Button ok = (Button) pane.lookupButton(ButtonType.OK);
        assertEquals(i18n.get("button.ok"), ok.getText());
        assertTrue(!"OK".equals(ok.getText()), "the button is not left in English");
        assertTrue(pane.getContentText().contains("坏树.json"), pane.getContentText());
        robot.interact(ok::fire);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(stage::hide);
    }
}
