package org.xqlab.ui.play;

import org.xqlab.game.GameFiles;
import org.xqlab.game.GameRecord;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Before a file is written in a format that cannot keep the whole game, the window says what and asks. */
@ExtendWith(ApplicationExtension.class)
class SaveWarningsInWindowTest {
    private static final String GAME = "[Event \"Test\"]\n[Red \"永远在路上(北斗)\"]\n[Black \"Black\"]\n\n"
            + "1. h2e2 {好棋 😀} h9g7 *\n";

    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs, 1024, 768);
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        RecordActions.chooseWith(null);
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private void saveAs(FxRobot robot, Path file) {
        RecordActions.chooseWith((w, chooser) -> file.toFile());
        Platform.runLater(() -> window.save());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String warningsShown(FxRobot robot) throws Exception {
        UiTestSupport.waitForNode(robot, "#save-warnings", 10);
        return robot.lookup("#save-warnings-list").queryAs(TextArea.class).getText();
    }

    @Test
    void whatXqfCannotKeepIsShownAndCancelWritesNothing(FxRobot robot, @TempDir Path tmp) throws Exception {
        robot.interact(() -> assertTrue(window.game().loadPgn(GAME)));
        Path xqf = tmp.resolve("game.xqf");

        saveAs(robot, xqf);
        String shown = warningsShown(robot);
        assertTrue(shown.contains("Red '永远在路上(北斗)' is cut to '永远在路上(北斗' (XQF holds 15 bytes)"), shown);
        assertTrue(shown.contains("1 comment(s) hold characters GBK cannot (written as '?')"), shown);
        String header = robot.lookup("#save-warnings").queryAs(DialogPane.class).getHeaderText();
        assertTrue(header.startsWith("game.xqf: this format cannot keep"), header);
        robot.clickOn("#save-warnings-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(Files.exists(xqf), "Cancel writes nothing");
        assertEquals("note.saveCancelled", window.game().noteProperty().get().key());

        saveAs(robot, xqf);
        warningsShown(robot);
        robot.clickOn("#save-warnings-save");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Files.exists(xqf), "Save anyway writes the file");
        GameRecord back = GameFiles.read(xqf);
        assertEquals("永远在路上(北斗", back.headers().get("Red"), "cut as the warning said");
        assertEquals("note.saved", window.game().noteProperty().get().key());
    }

    @Test
    void utf8PgnKeepsEverythingAndAsksNothing(FxRobot robot, @TempDir Path tmp) throws Exception {
        robot.interact(() -> assertTrue(window.game().loadPgn(GAME)));
        Path pgn = tmp.resolve("game.pgn");
        saveAs(robot, pgn);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.exists(pgn));
        assertFalse(robot.lookup("#save-warnings").tryQuery().isPresent(), "no question");
        GameRecord back = GameFiles.read(pgn);
        assertEquals("永远在路上(北斗)", back.headers().get("Red"));
        assertEquals("好棋 😀", back.mainLine().get(0).comment());
    }

    @Test
    void theQuestionIsAskedInChinese(FxRobot robot, @TempDir Path tmp) throws Exception {
        robot.interact(() -> {
            window.i18n().setLocale(I18n.CHINESE);
            assertTrue(window.game().loadPgn(GAME));
        });
        saveAs(robot, tmp.resolve("棋谱.xqf"));
        warningsShown(robot);
        assertEquals("仍然保存", robot.lookup("#save-warnings-save").queryButton().getText());
        String header = robot.lookup("#save-warnings").queryAs(DialogPane.class).getHeaderText();
        assertTrue(header.startsWith("棋谱.xqf：此格式无法原样保存"), header);
        robot.clickOn("#save-warnings-cancel");
        assertFalse(Files.exists(tmp.resolve("棋谱.xqf")));
    }
}
