package org.xqlab.ui.play;

import org.xqlab.protocol.Dialect;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.engines.Level;

import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the play window says follows its language, also what it said before a switch: the engine-failure
 * dialog (its text and OK button), the status line, the game header's player and engine names, the
 * warnings of a record read in part and the save-warnings dialog — in 中文 and in English.
 */
@ExtendWith(ApplicationExtension.class)
class WindowLanguageFollowsTest {
    private static final String BAD_VARIATION = "[Event \"V\"]\n\n"
            + "1. h2e2 h9g7\n"
            + "  (1... b9c7 2. h0g2 a9a8 3. h0h9 b7b3)\n"
            + "2. h0g2 i9h9 *\n";
    private static final String LONG_NAME = "[Event \"Test\"]\n[Red \"永远在路上(北斗)\"]\n[Black \"Black\"]\n\n"
            + "1. h2e2 h9g7 *\n";

    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private BoardView board;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs, 1024, 768);
        board = (BoardView) stage.getScene().lookup(".board-view");
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        RecordActions.chooseWith(null);
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void anEngineFailureItsDialogTheStatusAndTheHeaderFollowTheLanguage(FxRobot robot) throws Exception {
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        robot.interact(() -> window.play().newGame(null, null, Level.external(Dialect.UCI, "/bin/false", 200)));
        UiTestSupport.clickMoves(robot, board, "h2e2");
        UiTestSupport.waitForNode(robot, "#engine-failed", 20);

        DialogPane pane = robot.lookup("#engine-failed").queryAs(DialogPane.class);
        Button ok = robot.lookup("#engine-failed-ok").queryAs(Button.class);
        assertEquals("确定", ok.getText());
        assertTrue(pane.getContentText().startsWith("false (uci)"), pane.getContentText());
        assertTrue(pane.getContentText().contains("详情：") && pane.getContentText().contains("对局保持原样"),
                pane.getContentText());
        assertFalse(pane.getContentText().contains("Detail"), pane.getContentText());
        String status = label(robot, "#status-note");
        assertTrue(status.startsWith("外部引擎出错，现在由您执这一方：false (uci)"), status);
        String header = label(robot, "#game-tags-summary");
        assertTrue(header.startsWith("棋手 对 false (uci) · 象棋实验室 · "), header);
        UiTestSupport.screenshot(robot, stage.getScene(), "engine-failed-zh-window");
        UiTestSupport.screenshot(robot, pane.getScene(), "engine-failed-zh-dialog");

        robot.interact(() -> window.i18n().setLocale(I18n.ENGLISH));
        assertEquals("OK", ok.getText());
        assertTrue(pane.getContentText().contains("\nDetail: ") && pane.getContentText().contains("The game is kept"),
                pane.getContentText());
        assertFalse(pane.getContentText().contains("详情"), pane.getContentText());
        status = label(robot, "#status-note");
        assertTrue(status.startsWith("The external engine failed; you now play its side: false (uci)"), status);
        assertFalse(status.contains("详情"), status);
        header = label(robot, "#game-tags-summary");
        assertTrue(header.startsWith("Player vs false (uci) · Xiangqi Lab · "), header);
        assertEquals("uci:/bin/false", window.game().getRecord().headers().get("Black"),
                "the tag keeps the app's words: a saved file does not depend on the language");
        robot.clickOn("#engine-failed-ok");
    }

    @Test
    void aRecordReadInPartAndTheSaveWarningsFollowTheLanguage(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("v.pgn"), BAD_VARIATION);
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        robot.interact(() -> assertTrue(window.open(file)));
        String status = label(robot, "#status-note");
        assertTrue(status.contains("第 4 行：变着中的着法“h0h9”不合法；该变着（始于第 4 行）其余部分已略去"), status);
        assertFalse(status.contains("is not legal"), status);
        UiTestSupport.screenshot(robot, stage.getScene(), "read-in-part-zh");
        robot.interact(() -> window.i18n().setLocale(I18n.ENGLISH));
        status = label(robot, "#status-note");
        assertTrue(status.contains("line 4: move 'h0h9' (move 3, red): h0h9 is not legal"), status);

        robot.interact(() -> assertTrue(window.game().loadPgn(LONG_NAME)));
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        Path xqf = tmp.resolve("game.xqf");
        RecordActions.chooseWith((w, chooser) -> xqf.toFile());
        Platform.runLater(() -> window.save());
        UiTestSupport.waitForNode(robot, "#save-warnings", 10);
        String shown = robot.lookup("#save-warnings-list").queryAs(TextArea.class).getText();
        UiTestSupport.screenshot(robot, robot.lookup("#save-warnings").queryAs(DialogPane.class).getScene(),
                "save-warnings-zh");
        assertEquals("Red“永远在路上(北斗)”将被截为“永远在路上(北斗”（XQF 此项只能容纳 15 字节）", shown);
        robot.clickOn("#save-warnings-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(Files.exists(xqf), "Cancel writes nothing");

        Path pgn = tmp.resolve("game.pgn");
        RecordActions.chooseWith((w, chooser) -> pgn.toFile());
        Platform.runLater(() -> window.save());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Files.exists(pgn));
        String saved = label(robot, "#status-note");
        assertTrue(saved.startsWith("已保存") && saved.contains("game.pgn"), saved);
        robot.interact(() -> window.i18n().setLocale(I18n.ENGLISH));
        saved = label(robot, "#status-note");
        assertTrue(saved.startsWith("Saved: game.pgn as PGN"), "a status line made before the switch follows it: "
                + saved);
    }
}
